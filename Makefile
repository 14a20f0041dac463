# otc: the two set-up commands are `make run` and `make test` (see README.md).
# Each installs the Debian packages that are missing (with sudo when not root), builds,
# then runs the main job or every test.

PREFIX ?= /usr/local
SWIFT ?= swift
CONFIG ?= debug
# pulseaudio and pulseaudio-utils run the test that plays through a real (null) device.
APT_PACKAGES := libespeak-ng-dev libpcaudio-dev espeak-ng-data pulseaudio pulseaudio-utils
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
OTC = .build/$(CONFIG)/otc
SAMPLE_CODE = 985391

.PHONY: setup build run demo test install uninstall clean

setup:
	@missing=""; \
	for package in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: setup
	$(SWIFT) build -c $(CONFIG)

# At a terminal, the main job is otc prompt; without one (CI, a pipe), the read demo.
run: build
	@if [ -t 0 ]; then \
	  echo "otc prompt: type a 6-digit code. Esc cancels." >&2; \
	  $(OTC) prompt; status=$$?; \
	  [ $$status -eq 0 ] || echo "otc prompt ended with exit code $$status." >&2; \
	else \
	  $(MAKE) --no-print-directory demo; \
	fi

demo:
	@echo "The code $(SAMPLE_CODE) as one single field, swiping forward then backward:"
	@$(OTC) read --code $(SAMPLE_CODE)
	@$(OTC) read --code $(SAMPLE_CODE) --direction backward
	@echo
	@echo "The same code as six per-digit fields, swiping forward:"
	@$(OTC) read --code $(SAMPLE_CODE) --mode per-digit
	@echo
	@echo "And swiping backward, where the code arrives reversed:"
	@$(OTC) read --code $(SAMPLE_CODE) --mode per-digit --direction backward

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

install: setup
	$(SWIFT) build -c release
	install -D -m 755 .build/release/otc $(DESTDIR)$(PREFIX)/bin/otc

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/otc

clean:
	rm -rf .build
