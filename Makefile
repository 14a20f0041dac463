# otc: the two set-up commands are `make run` and `make test` (see README.md).
# Each installs the Debian packages that are missing (with sudo when not root), builds,
# then runs the main job or every test.

PREFIX ?= /usr/local
SWIFT ?= swift
# Builds and package commands, run once more when SwiftPM itself crashes (scripts/swiftpm.sh); never tests.
SWIFTPM = env SWIFT_COMMAND=$(SWIFT) scripts/swiftpm.sh
CONFIG ?= debug
# Every program and library that make run, make test, make bench and the tests use: libstdc++-12-dev: the C++
# library linked into the release binary (STATIC_CXX).
# libespeak-ng-dev, libpcaudio-dev and espeak-ng-data: speech. libpulse-dev: the PulseAudio
# sink a key can interrupt at once (pcaudiolib stays the fallback without a server). espeak-ng: the program the
# benchmark runs per keystroke. pulseaudio and pulseaudio-utils: the tests that play through
# a real (null) sound device. man-db: the check that the manual page renders without warnings.
# libassuan-dev: otc pinentry's protocol. openssh-server, openssh-client, libpam-oath and
# oathtool: the tests that log in over ssh and run sudo -A with a one-time code (sudo too);
# gnupg and gpg-agent: the test that encrypts with a passphrase asked by otc pinentry; pass: otc totp --pass. zsh and
# fish: the shells whose start-up files the tests start otc watch from, with the line the help gives each.
# speech-dispatcher and speech-dispatcher-espeak-ng: the real Speech Dispatcher the tests and
# benchmark rows speak through (otc speaks its protocol itself, without libspeechd). libxml2-utils: xmllint, which
# checks the JUnit report of otc diff --junit. fenrir and python3-speechd: the screen reader
# the tests run beside otc, in its PTY mode, speaking through Speech Dispatcher. systemd:
# systemd-ask-password and the stock console agent, which the agent's tests run in a private
# mount namespace; systemd need not be running. libbrlapi-dev: the braille display through
# brltty's BrlAPI; brltty: the tests' braille display (its Virtual driver, no hardware).
# pipewire, pipewire-pulse, wireplumber, pipewire-bin and dbus: the second sound server the
# sound-path tests and benchmark rows run on, privately, beside PulseAudio. dpkg-dev, lintian and debootstrap: make deb
# (dpkg-shlibdeps, dpkg-gencontrol, dpkg-deb), its lint, and the fresh Debian root that make deb-check installs the
# package into. qemu-system-x86: the boot tests, which boot Debian's kernel and an initramfs with otc in it under
# software emulation (scripts/boot-check.sh builds the images in a Debian root of their own). libxml2-dev and
# libyaml-dev: the screens otc reads (uiautomator dumps and web pages with libxml2, ARIA snapshots with libyaml), loaded
# when first read. python3-jsonschema: the test that validates otc audit's SARIF against the 2.1.0 schema. (Installing openssh-server on a machine with
# systemd also starts Debian's ssh service; the tests start their own sshd. Debian's fenrir
# package enables a console screen reader at boot: when setup installs it, setup disables
# that service again, so the machine's console is as it was. Likewise Debian's PipeWire
# packages enable their user services for every user, which would take PulseAudio's
# socket in each login, and brltty's enables a braille daemon at boot that probes serial
# and USB ports: when setup installs them, it disables those again.)
APT_PACKAGES := libespeak-ng-dev libpcaudio-dev libpulse-dev libasound2-dev libstdc++-12-dev espeak-ng-data espeak-ng pulseaudio pulseaudio-utils man-db \
  libassuan-dev openssh-server openssh-client libpam-oath oathtool pass sudo gnupg gpg-agent \
  speech-dispatcher speech-dispatcher-espeak-ng libxml2-utils fenrir python3-speechd systemd \
  libbrlapi-dev brltty pipewire pipewire-pulse wireplumber pipewire-bin dbus dpkg-dev lintian debootstrap qemu-system-x86 \
  libxml2-dev libyaml-dev python3-jsonschema openssl less vim-tiny procps ncurses-bin zsh fish
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
OTC = .build/$(CONFIG)/otc
# The otc the initramfs holds: only what runs there, built with Embedded Swift from the sources of the targets it is made
# of (scripts/embedded-check.sh --build; docs/DESIGN.md, "At boot, in the initramfs"). One build serves every CONFIG.
BOOT_OTC = .build/boot/otc
BOOT_OTC_TARGETS = CodeEntry Utterances Basics Wording Announcer SafeIO ScreenReaders TranscriptRecording Braille SpeechOutput \
  Preferences TerminalPrompt Integrations CommandRuntime BootCommands BootProgram otc-boot CSystem CProcess CDumpable CBrlAPI CPulse \
  CLoader CEspeakNG CPCAudio
BOOT_OTC_SOURCES := $(shell find $(BOOT_OTC_TARGETS:%=Sources/%) -type f) boot/embedded-runtime.c scripts/embedded-check.sh
SWIFTC = $(dir $(shell command -v $(SWIFT)))swiftc
SAMPLE_CODE = 985391
# The manual's date is fixed so that regenerating it changes nothing but what changed.
MAN_DATE = 2026-11-22
MAN_AUTHORS = The otc developers
MAN_SCRATCH = .build/man-check
FUZZ_SECONDS ?= 60

# How a release otc is built, for make install, make bench and make deb: the Swift runtime inside it (Debian has none),
# optimised for size, identical functions folded, its symbols not exported, its relocations read-only once all are
# resolved at start (RELRO, BIND_NOW) and packed (DT_RELR, Package.swift), no $$ORIGIN in its library path, each Swift
# function in a section of its own so that the linker drops those nothing calls (SwiftPM asks for --gc-sections
# already). Neither Foundation nor ICU is named to the linker: nothing otc calls is there, and lld would keep them
# (docs/DESIGN.md, "One small binary"). 16.6 MB stripped, where Foundation with ICU made it 61 MB. The C++ library is
# linked in too, the parts otc uses (0.5 MB), rather than loaded (2.2 MB, which every initramfs with otc would carry):
# the linker finds STATIC_CXX's libstdc++.so first, a linker script that names GCC's libstdc++.a (libstdc++-12-dev).
STATIC_CXX = .build/static-cxx/libstdc++.so
RELEASE_FLAGS = -c release --static-swift-stdlib --disable-local-rpath -Xswiftc -Osize -Xswiftc -L$(CURDIR)/$(dir $(STATIC_CXX)) \
  -Xlinker --icf=safe -Xlinker --no-export-dynamic -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now \
  -Xswiftc -Xfrontend -Xswiftc -function-sections $(foreach library,Foundation FoundationInternationalization _FoundationICU CoreFoundation,\
  -Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc $(library))

# Builds with RELEASE_FLAGS, which name no Foundation library to the linker: OTC_FOUNDATION_UNLINKED tells Package.swift
# so, and the two programs that use Foundation (otc-bench, otc-fuzz) then name it themselves.
SWIFTPM_RELEASE = env SWIFT_COMMAND=$(SWIFT) OTC_FOUNDATION_UNLINKED=1 scripts/swiftpm.sh

# A release build is always built the release way; a debug one is plain.
BUILD = $(if $(filter release,$(CONFIG)),$(SWIFTPM_RELEASE) build $(RELEASE_FLAGS),$(SWIFTPM) build -c $(CONFIG))

.PHONY: setup build boot-lib boot-otc run demo test test-steps bench readme-check format-check embedded-check release-check man man-check man-warnings install install-check uninstall clean deb deb-lint deb-check boot-check browser-trees browser-agreement

setup:
	@missing=""; \
	for package in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; start=$$(date +%s); \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing || exit 1; \
	  echo "Installing them took $$(($$(date +%s) - start)) s."; \
	  case " $$missing " in *" fenrir "*) \
	    if command -v systemctl >/dev/null && $(SUDO) systemctl is-enabled --quiet fenrir.service 2>/dev/null; then \
	      echo "Disabling fenrir.service, which the package enabled: the tests start their own Fenrir."; \
	      $(SUDO) systemctl disable --quiet fenrir.service || true; \
	    fi;; \
	  esac; \
	  case " $$missing " in *" brltty "*) \
	    if command -v systemctl >/dev/null && $(SUDO) systemctl is-enabled --quiet brltty.service 2>/dev/null; then \
	      echo "Disabling brltty.service, which the package enabled: the tests start their own brltty."; \
	      $(SUDO) systemctl disable --now --quiet brltty.service 2>/dev/null || true; \
	    fi;; \
	  esac; \
	  units=""; \
	  case " $$missing " in *" pipewire "*) units="$$units pipewire.socket pipewire.service";; esac; \
	  case " $$missing " in *" pipewire-pulse "*) units="$$units pipewire-pulse.socket pipewire-pulse.service";; esac; \
	  case " $$missing " in *" wireplumber "*) units="$$units wireplumber.service";; esac; \
	  if [ -n "$$units" ] && command -v systemctl >/dev/null; then \
	    echo "Disabling the PipeWire user services the packages enabled:$$units. The tests start their own."; \
	    $(SUDO) systemctl --global disable --quiet $$units 2>/dev/null || true; \
	  fi; \
	fi

build: setup $(STATIC_CXX)
	$(BUILD)

# At a terminal, the main job is otc prompt; without one (CI, a pipe), the read demo.
run: build
	@if [ -t 0 ]; then \
	  echo "otc prompt: type a 6-digit code. Esc cancels." >&2; \
	  $(OTC) prompt; status=$$?; \
	  [ $$status -eq 0 ] || echo "otc prompt ended with exit code $$status." >&2; \
	else \
	  $(MAKE) --no-print-directory demo; \
	fi

# The four readings' warnings go through one filter that lets each line through once: without a sound device, each
# otc read would say so, and the demo says it once. The filter ends when the last reading has finished speaking.
demo:
	@( ( \
	  echo "The code $(SAMPLE_CODE) as one single field, swiping forward then backward:" && \
	  printf $(SAMPLE_CODE) | $(OTC) read --code-file - && \
	  printf $(SAMPLE_CODE) | $(OTC) read --code-file - --direction backward && \
	  echo && echo "The same code as six per-digit fields, swiping forward:" && \
	  printf $(SAMPLE_CODE) | $(OTC) read --code-file - --mode per-digit && \
	  echo && echo "And swiping backward, where the code arrives reversed:" && \
	  printf $(SAMPLE_CODE) | $(OTC) read --code-file - --mode per-digit --direction backward \
	) 2>&1 1>&3 | awk '!seen[$$0]++ { print; fflush() }' >&2 ) 3>&1

# The test runner goes last, so its summary closes the output.
test: setup
	@# Everything the run makes (the build's temporary files, the checks', the benchmark's smoke test, the fuzzer's and
	@# the tests') goes into one folder of its own (TMPDIR), removed however the run ends: passing, failing or
	@# interrupted. It is open to all (0755, as /tmp is to them): the tests run otc as nobody from their folders in it.
	@# Then /tmp is compared with how it was: a run that leaves anything there fails.
	@scratch=$$(mktemp -d /tmp/otc-test.XXXXXX) && chmod 755 "$$scratch" && trap 'rm -rf "$$scratch"' EXIT && \
	  trap 'exit 130' INT TERM HUP && \
	  LC_ALL=C ls -A /tmp | grep -vx "$${scratch#/tmp/}" > "$$scratch/.tmp-before"; \
	  TMPDIR=$$scratch $(MAKE) --no-print-directory test-steps || exit $$?; \
	  LC_ALL=C ls -A /tmp | grep -vx "$${scratch#/tmp/}" > "$$scratch/.tmp-after"; \
	  left=$$(LC_ALL=C comm -13 "$$scratch/.tmp-before" "$$scratch/.tmp-after"); \
	  if [ -n "$$left" ]; then echo "The run left in /tmp:" $$left >&2; exit 1; fi; \
	  echo "/tmp holds nothing this run made."

# The steps of make test, in the folder it gives them.
# Each says how long it took (scripts/timed.sh). Two pairs run side by side, each a slow step that leaves the processors
# idle much of the time beside one that does not: the boot images' Debian root (downloads, once per machine) while otc
# builds; the boot tests (QEMU) while the benchmark's smoke test and the fuzzer run. Their output follows when both end.
test-steps:
	@echo "Building otc, and the boot images' Debian root beside it:"
	@$(SUDO) scripts/timed.sh boot-root scripts/boot-root.sh > $$TMPDIR/boot-root.log 2>&1 & root=$$!; \
	  scripts/timed.sh build $(SWIFTPM) build --build-tests; status=$$?; \
	  wait $$root || status=1; cat $$TMPDIR/boot-root.log; exit $$status
	scripts/timed.sh checks $(MAKE) --no-print-directory readme-check format-check man-check man-warnings install-check embedded-check
	scripts/timed.sh package $(MAKE) --no-print-directory deb-lint deb-check
	scripts/timed.sh boot-check $(MAKE) --no-print-directory boot-check BOOT_IMAGES=$$TMPDIR/boot-images
	@echo "The boot tests, in QEMU, beside the benchmark's smoke test (tiny counts, times not checked), the fuzzer and the release builds:"
	@OTC_BOOT_IMAGES=$$TMPDIR/boot-images scripts/timed.sh boot-tests $(SWIFT) test --skip-build --filter BootVMTests \
	    > $$TMPDIR/boot-tests.log 2>&1 & boot=$$!; \
	  scripts/timed.sh bench-smoke .build/debug/otc-bench --quick --e2e --no-build --boot-images $$TMPDIR/boot-images; \
	  status=$$?; \
	  if [ $$status = 0 ]; then echo "Fuzzing for $(FUZZ_SECONDS) seconds:"; scripts/timed.sh fuzz scripts/fuzz.sh $(FUZZ_SECONDS); \
	    status=$$?; fi; \
	  if [ $$status = 0 ]; then scripts/timed.sh release-check $(MAKE) --no-print-directory release-check; status=$$?; fi; \
	  wait $$boot || status=1; echo "The boot tests:"; cat $$TMPDIR/boot-tests.log; exit $$status
	OTC_BOOT_IMAGES=$$TMPDIR/boot-images scripts/timed.sh tests $(SWIFT) test --skip-build --skip BootVMTests

# Measures otc on this machine against espeak-ng per keystroke and rewrites BENCHMARKS.md. BENCH_FLAGS="--baseline PATH"
# also measures the start of an earlier otc build at PATH (BENCHMARKS.md, "Before and after").
# The boot rows boot the images make boot-check leaves in .build/boot-images, and a key's echo at boot is timed beside
# the same image with the boot otc SwiftPM builds laid over it: about ten minutes more.
bench: setup $(STATIC_CXX)
	$(SWIFTPM_RELEASE) build $(RELEASE_FLAGS) --product otc
	$(SWIFTPM_RELEASE) build $(RELEASE_FLAGS) --product otc-bench
	$(SWIFTPM_RELEASE) build $(RELEASE_FLAGS) --product otc-peak
	$(SWIFTPM_RELEASE) build $(RELEASE_FLAGS) --product otc-boot
	$(MAKE) --no-print-directory boot-check BOOT_IMAGES=$(CURDIR)/.build/boot-images
	strip -o .build/release/otc-boot.stripped .build/release/otc-boot
	.build/release/otc-bench --markdown --e2e --no-build --boot-images $(CURDIR)/.build/boot-images \
	  --boot-baseline $(CURDIR)/.build/release/otc-boot.stripped $(BENCH_FLAGS)

# The README is read aloud, line by line, by those it is for: it stays at most README_LINES long, with detail in docs/.
README_LINES = 250
# The code's form: swift-format's own check (.swift-format: 2 spaces, lines of at most 130 characters, which it breaks
# where it can), then the limit itself, which a string literal too long to break must meet by hand.
format-check:
	@$(SWIFT) format lint --strict --recursive Sources Tests Plugins Package.swift || \
	  { echo "The code is not as swift format leaves it: run swift format --in-place --recursive Sources Tests Plugins Package.swift" >&2; exit 1; }
	@long=$$(LC_ALL=C.UTF-8 grep -rnE --include='*.swift' '^.{131,}' Sources Tests Plugins Package.swift); \
	if [ -n "$$long" ]; then echo "$$long" >&2; echo "These lines are longer than 130 characters." >&2; exit 1; fi; \
	echo "The code is as swift format leaves it, every line at most 130 characters."

# Both release builds a reader may try: the Makefile's (make build CONFIG=release, every program, as make install
# builds otc) and SwiftPM's own (swift build -c release), in a folder of the run's.
release-check:
	@$(MAKE) --no-print-directory build CONFIG=release
	@$(SWIFTPM) build -c release --scratch-path $${TMPDIR:-/tmp}/otc-plain-release
	@rm -rf $${TMPDIR:-/tmp}/otc-plain-release
	@echo "make build CONFIG=release and swift build -c release both built every program."

readme-check:
	@lines=$$(wc -l < README.md); \
	if [ $$lines -gt $(README_LINES) ]; then \
	  echo "README.md has $$lines lines, more than $(README_LINES): its readers listen to it line by line; move detail into docs/." >&2; exit 1; \
	fi; echo "README.md has $$lines lines, at most $(README_LINES)."

# The manual page is generated from the commands' own help by swift-argument-parser's
# plugin, then finished by scripts/man-postprocess.sh (paragraphs, no broken words, the
# real exit codes, FILES and SEE ALSO), which also writes the pages of otc-askpass,
# otc-pinentry and otc agent (man otc-askpass, man otc agent).
MAN_PAGES = otc otc-askpass otc-pinentry otc-agent
man: build
	$(SWIFTPM) package --allow-writing-to-package-directory generate-manual --configuration $(CONFIG) \
	  --date $(MAN_DATE) --authors "$(MAN_AUTHORS)" --output-directory man
	scripts/man-postprocess.sh man/otc.1

# The browser's own accessibility tree of the web fixtures, recorded again from Debian's
# headless Chromium (scripts/chromium-ax-tree.py); BrowserAgreementTests compares otc's
# reading of each page with it. `make browser-agreement PAGES=folder` does the same for a
# folder of your own pages, and prints the figures.
WEB_FIXTURES = Tests/ScreensTests/Fixtures/web
# The boot otc, built with Embedded Swift (DESIGN.md, "At boot, in the initramfs"): make test's Embedded step, so that a
# Foundation call slipping into a target it is made of fails the suite. make install and make deb take it from here.
embedded-check: boot-otc

boot-otc: setup $(BOOT_OTC)

$(BOOT_OTC): $(BOOT_OTC_SOURCES)
	mkdir -p $(dir $@)
	SWIFTC=$(SWIFTC) scripts/embedded-check.sh --build $@.new
	mv $@.new $@

browser-trees:
	command -v chromium-headless-shell >/dev/null || $(SUDO) apt-get install -y --no-install-recommends chromium-headless-shell
	rm -rf $(WEB_FIXTURES)/chromium
	scripts/chromium-ax-tree.py $(WEB_FIXTURES)/chromium $(WEB_FIXTURES)/*.html

browser-agreement: build
	@[ -n "$(PAGES)" ] || { echo "usage: make browser-agreement PAGES=folder-of-html-pages" >&2; exit 2; }
	command -v chromium-headless-shell >/dev/null || $(SUDO) apt-get install -y --no-install-recommends chromium-headless-shell
	scripts/chromium-ax-tree.py $(PAGES)/chromium $(PAGES)/*.html >/dev/null
	OTC_BROWSER_PAGES=$(abspath $(PAGES)) $(SWIFTPM) test --filter BrowserAgreementTests 2>&1 | grep -v '^\[' 

# Fails when a help string changed without `make man`.
man-check: build
	rm -rf $(MAN_SCRATCH) && mkdir -p $(MAN_SCRATCH)
	$(SWIFTPM) package --allow-writing-to-directory $(MAN_SCRATCH) generate-manual --configuration $(CONFIG) \
	  --date $(MAN_DATE) --authors "$(MAN_AUTHORS)" --output-directory $(MAN_SCRATCH) >/dev/null
	scripts/man-postprocess.sh $(MAN_SCRATCH)/otc.1
	@for page in $(MAN_PAGES); do \
	  diff -u man/$$page.1 $(MAN_SCRATCH)/$$page.1 || { echo "man/$$page.1 is out of date with the help text: run make man." >&2; exit 1; }; \
	done
	@echo "The manual pages match the help text."

man-warnings:
	@for page in $(MAN_PAGES); do \
	  warnings=$$(MANWIDTH=80 man --warnings -l man/$$page.1 2>&1 >/dev/null); \
	  if [ -n "$$warnings" ]; then echo "$$warnings" >&2; echo "man/$$page.1 renders with warnings." >&2; exit 1; fi; \
	  broken=$$(MANWIDTH=80 man -l man/$$page.1 2>/dev/null | grep -E '[[:alpha:]][-‐]$$' || true); \
	  if [ -n "$$broken" ]; then echo "$$broken" >&2; echo "man/$$page.1 breaks words across lines." >&2; exit 1; fi; \
	done
	@echo "The manual pages render without warnings and without a word broken across lines."

BIN_DIR = $(DESTDIR)$(PREFIX)/bin
MAN_DIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASH_DIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSH_DIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISH_DIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
# initramfs-tools reads hooks from /usr/share/initramfs-tools/hooks (a package's) and /etc/initramfs-tools/hooks only:
# otc boot enable works with the package, or an install with PREFIX=/usr.
HOOK_DIR = $(DESTDIR)$(PREFIX)/share/initramfs-tools/hooks
# dracut reads its modules from /usr/lib/dracut/modules.d only: the same holds for otc's.
DRACUT_DIR = $(DESTDIR)$(PREFIX)/lib/dracut/modules.d/90otc
BOOT_LIB_DIR = $(DESTDIR)$(PREFIX)/lib/otc/boot
# systemd reads units from /usr/local/lib/systemd/system too; none is enabled by install.
UNIT_DIR = $(DESTDIR)$(PREFIX)/lib/systemd/system

# make install builds a release binary; install-check reuses the debug build.
INSTALL_CONFIG ?= release
# libpcaudio.so.0 for the initramfs only: pcaudiolib's interface over ALSA alone (boot/pcaudio-alsa.c), so that the
# image needs no PulseAudio client and the libraries it loads. Built with the C compiler of Swift's toolchain.
BOOT_PCAUDIO = .build/boot/libpcaudio.so.0
BOOT_CC ?= clang
BOOT_CFLAGS = -std=gnu11 -O2 -fPIC -shared -Wall -Wextra -Werror -D_FORTIFY_SOURCE=2 -fstack-protector-strong \
  -Wl,-soname,libpcaudio.so.0 -Wl,-z,relro -Wl,-z,now -Wl,--as-needed

$(BOOT_PCAUDIO): boot/pcaudio-alsa.c
	mkdir -p $(dir $@)
	$(BOOT_CC) $(BOOT_CFLAGS) -o $@ boot/pcaudio-alsa.c -lasound

# /lib/cryptsetup/askpass in the initramfs: holds cryptsetup's FIFO for cryptroot-unlock and runs otc's askpass script.
BOOT_ASKPASS = .build/boot/askpass-fifo
$(BOOT_ASKPASS): boot/askpass-fifo.c
	mkdir -p $(dir $@)
	$(BOOT_CC) -std=gnu11 -O2 -Wall -Wextra -Werror -D_FORTIFY_SOURCE=2 -fstack-protector-strong -fPIE -pie \
	  -Wl,-z,relro -Wl,-z,now -o $@ boot/askpass-fifo.c

boot-lib: setup $(BOOT_PCAUDIO) $(BOOT_ASKPASS)

$(STATIC_CXX):
	@archive=$$($(BOOT_CC) -print-file-name=libstdc++.a) && [ -f "$$archive" ] \
	  || { echo "no libstdc++.a for $(BOOT_CC): libstdc++-12-dev is needed" >&2; exit 1; }; \
	mkdir -p $(dir $@) && echo "INPUT($$archive)" > $@

install: CONFIG = $(INSTALL_CONFIG)
install: setup $(BOOT_PCAUDIO) $(BOOT_ASKPASS) $(STATIC_CXX) $(BOOT_OTC)
	$(BUILD) --product otc
	install -D -m 755 $(OTC) $(BIN_DIR)/otc
	# Under these names otc acts as otc askpass and otc pinentry (see README.md).
	ln -sf otc $(BIN_DIR)/otc-askpass
	ln -sf otc $(BIN_DIR)/otc-pinentry
	for page in $(MAN_PAGES); do install -D -m 644 man/$$page.1 $(MAN_DIR)/$$page.1; done
	mkdir -p $(BASH_DIR) $(ZSH_DIR) $(FISH_DIR)
	$(OTC) --generate-completion-script bash > $(BASH_DIR)/otc
	$(OTC) --generate-completion-script zsh > $(ZSH_DIR)/_otc
	$(OTC) --generate-completion-script fish > $(FISH_DIR)/otc.fish
	# The console password agent's units, beside systemd's own, not enabled (see README.md).
	install -D -m 644 systemd/otc-ask-password-console.path $(UNIT_DIR)/otc-ask-password-console.path
	sed 's|@BIN_DIR@|$(PREFIX)/bin|' systemd/otc-ask-password-console.service.in > $(UNIT_DIR)/otc-ask-password-console.service
	chmod 644 $(UNIT_DIR)/otc-ask-password-console.service
	# Speech at boot (otc boot enable): initramfs-tools' hook with the askpass it puts in the image, dracut's module,
	# and the parts both put in.
	install -d $(HOOK_DIR) $(BOOT_LIB_DIR) $(DRACUT_DIR)
	sed 's|@BIN_DIR@|$(PREFIX)/bin|g; s|@LIB_DIR@|$(PREFIX)/lib|g' boot/initramfs-tools/hook > $(HOOK_DIR)/otc
	sed 's|@BIN_DIR@|$(PREFIX)/bin|g' boot/askpass > $(BOOT_LIB_DIR)/askpass
	sed 's|@LIB_DIR@|$(PREFIX)/lib|g' boot/image-parts.sh > $(BOOT_LIB_DIR)/image-parts.sh
	sed 's|@BIN_DIR@|$(PREFIX)/bin|g; s|@LIB_DIR@|$(PREFIX)/lib|g' boot/dracut/module-setup.sh > $(DRACUT_DIR)/module-setup.sh
	sed 's|@LIB_DIR@|$(PREFIX)/lib|g' boot/dracut/otc-ldd > $(DRACUT_DIR)/otc-ldd
	sed 's|@BIN_DIR@|$(PREFIX)/bin|g' boot/dracut/otc-agent > $(DRACUT_DIR)/otc-agent
	chmod 755 $(HOOK_DIR)/otc $(BOOT_LIB_DIR)/askpass $(DRACUT_DIR)/module-setup.sh $(DRACUT_DIR)/otc-ldd $(DRACUT_DIR)/otc-agent
	chmod 644 $(BOOT_LIB_DIR)/image-parts.sh
	install -m 644 $(BOOT_PCAUDIO) $(BOOT_LIB_DIR)/libpcaudio.so.0
	install -m 755 $(BOOT_ASKPASS) $(BOOT_LIB_DIR)/askpass-fifo
	install -m 755 $(BOOT_OTC) $(BOOT_LIB_DIR)/otc

uninstall:
	rm -f $(BIN_DIR)/otc $(BIN_DIR)/otc-askpass $(BIN_DIR)/otc-pinentry $(MAN_PAGES:%=$(MAN_DIR)/%.1) $(BASH_DIR)/otc $(ZSH_DIR)/_otc $(FISH_DIR)/otc.fish \
	  $(UNIT_DIR)/otc-ask-password-console.path $(UNIT_DIR)/otc-ask-password-console.service $(HOOK_DIR)/otc $(BOOT_LIB_DIR)/askpass \
	  $(BOOT_LIB_DIR)/libpcaudio.so.0 $(BOOT_LIB_DIR)/askpass-fifo $(BOOT_LIB_DIR)/otc $(BOOT_LIB_DIR)/image-parts.sh $(DRACUT_DIR)/module-setup.sh \
	  $(DRACUT_DIR)/otc-ldd $(DRACUT_DIR)/otc-agent
	rmdir $(BOOT_LIB_DIR) $(DESTDIR)$(PREFIX)/lib/otc $(DRACUT_DIR) 2>/dev/null || true

# Installs into a scratch prefix from the debug build, checks every file, then uninstalls.
install-check:
	@root=$$(mktemp -d) && \
	$(MAKE) --no-print-directory install uninstall-check PREFIX=$$root INSTALL_CONFIG=debug >/dev/null && \
	rm -rf $$root && echo "make install and make uninstall put in and took out every file."

.PHONY: uninstall-check
uninstall-check:
	@for file in bin/otc bin/otc-askpass bin/otc-pinentry $(MAN_PAGES:%=share/man/man1/%.1) share/bash-completion/completions/otc \
	    share/zsh/site-functions/_otc share/fish/vendor_completions.d/otc.fish \
	    lib/systemd/system/otc-ask-password-console.path lib/systemd/system/otc-ask-password-console.service \
	    share/initramfs-tools/hooks/otc lib/otc/boot/askpass lib/otc/boot/askpass-fifo lib/otc/boot/otc lib/otc/boot/image-parts.sh \
	    lib/dracut/modules.d/90otc/module-setup.sh lib/dracut/modules.d/90otc/otc-ldd lib/dracut/modules.d/90otc/otc-agent; do \
	  [ -s $(PREFIX)/$$file ] || { echo "make install did not install $$file" >&2; exit 1; }; \
	done
	@$(PREFIX)/bin/otc-askpass --help | grep -q "otc askpass" || { echo "otc-askpass does not act as otc askpass" >&2; exit 1; }
	@$(PREFIX)/bin/otc-pinentry --help | grep -q "otc pinentry" || { echo "otc-pinentry does not act as otc pinentry" >&2; exit 1; }
	@$(PREFIX)/lib/otc/boot/otc boot ask --help | grep -q -- "--answering-file" || { echo "the boot otc does not answer otc boot ask" >&2; exit 1; }
	@grep -qx "ExecStart=$(PREFIX)/bin/otc agent --watch --console" $(PREFIX)/lib/systemd/system/otc-ask-password-console.service \
	  || { echo "the agent's service does not start the installed otc" >&2; exit 1; }
	@$(MAKE) --no-print-directory uninstall PREFIX=$(PREFIX)
	@left=$$(find $(PREFIX) ! -type d); [ -z "$$left" ] || { echo "make uninstall left $$left" >&2; exit 1; }

# The Debian package (README.md, "Install"): the release binary installed into a scratch root at Debian's paths, then
# scripts/build-deb.sh. Its path is the last line printed.
DEB_ROOT = .build/deb/root
DEB = otc_$(shell dpkg-parsechangelog -S Version)_$(shell dpkg --print-architecture).deb
deb: setup
	rm -rf $(DEB_ROOT)
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/$(DEB_ROOT) PREFIX=/usr \
	  ZSH_DIR=$(CURDIR)/$(DEB_ROOT)/usr/share/zsh/vendor-completions UNIT_DIR=$(CURDIR)/$(DEB_ROOT)/lib/systemd/system
	scripts/build-deb.sh $(DEB_ROOT) $(CURDIR)/$(DEB)

# Lintian as Debian runs it: an error or a warning fails, except those debian/otc.lintian-overrides explains.
deb-lint: deb
	lintian --fail-on error,warning --info $(CURDIR)/$(DEB)
	@echo "lintian: $(DEB) has no error and no warning it does not explain."

# Installs the package with apt-get into a fresh Debian 12 root without the Swift toolchain, runs it there, purges it.
deb-check: deb
	$(SUDO) scripts/deb-check.sh $(CURDIR)/$(DEB)

# Builds boot images with the package installed, as a machine with an encrypted root has them, and checks them without
# a virtual machine (scripts/boot-check.sh); the boot tests boot them. Into BOOT_IMAGES when given (make test gives its
# own folder), else into a folder removed at the end.
boot-check: deb
	@if [ -n "$(BOOT_IMAGES)" ]; then \
	  rm -rf "$(BOOT_IMAGES)" && mkdir -p "$(BOOT_IMAGES)" && $(SUDO) scripts/boot-check.sh $(CURDIR)/$(DEB) "$(BOOT_IMAGES)"; \
	else \
	  folder=$$(mktemp -d) && trap 'rm -rf "$$folder"' EXIT && $(SUDO) scripts/boot-check.sh $(CURDIR)/$(DEB) "$$folder"; \
	fi

clean:
	rm -rf .build otc_*.deb
