#!/bin/sh
# The boot otc of issue 74, compiled with Embedded Swift from the targets it is made of,
# bottom up: the pure ones (CodeEntry, Utterances, Wording, Announcer), those above them
# that reach libc (Basics, SafeIO, ScreenReaders, TranscriptRecording, Braille,
# SpeechOutput, Preferences, TerminalPrompt, Integrations, CommandRuntime, BootCommands),
# the boot program's parser (BootProgram) and its main (otc-boot). No Foundation, no Glibc
# overlay (libc through CSystem's header; otc's own C, libbrlapi, libpulse, espeak-ng and
# pcaudiolib through theirs), no Codable or reflection. A call that slips in fails here.
#
# Usage: scripts/embedded-check.sh [ROOT]
#   checks that every target builds (unoptimised, objects only; a step of make test).
# Usage: scripts/embedded-check.sh --build OUTPUT [ROOT]
#   builds the boot otc: optimised for size, each function in a section of its own, linked
#   with lld to Debian's libc, libespeak-ng and libpcaudio (make boot-otc).
# ROOT holds Sources/ and boot/; the project by default.
set -eu
output=
if [ "${1:-}" = --build ]; then
  output=$2
  shift 2
fi
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
swiftc=${SWIFTC:-swiftc}
out=$(mktemp -d "${TMPDIR:-/tmp}/otc-embedded.XXXXXX")
trap 'rm -rf "$out"' EXIT INT TERM
# The C targets they reach libc and otc's own C through, each by its header.
{
  for c in CSystem CProcess CDumpable CBrlAPI CPulse; do
    printf 'module %s {\n  header "%s"\n  export *\n}\n' "$c" "$root/Sources/$c/include/$c.h"
  done
  # The system libraries' modules, each by its shim (espeak-ng, pcaudiolib).
  for c in CEspeakNG CPCAudio; do
    printf 'module %s {\n  header "%s"\n  export *\n}\n' "$c" "$root/Sources/$c/shim.h"
  done
} > "$out/module.modulemap"
# Builds one target into $out; its log and its status (0 or 1) are left there. The check
# compiles each target unoptimised into an object: Embedded Swift's restrictions are checked
# by the passes every level runs (each generic specialised, no existential it cannot hold),
# and -Osize takes three times as long. The build needs an object of the last target alone:
# Embedded Swift compiles every function a module calls into that module's own object,
# specialised, so otc-boot's object is the whole program, and the targets below it are
# only their interfaces (30 s for fifteen, where their -Osize objects took 6 minutes).
build() {
  folder=$1
  # otc-boot's module is otc_boot, as SwiftPM names it.
  module=$(echo "$folder" | tr - _)
  # Every source of the target, in a stable order; a name with a space is none of ours.
  sources=$(find "$root/Sources/$folder" -name '*.swift' | LC_ALL=C sort)
  if [ -z "$output" ]; then
    what="-Onone -emit-module -emit-module-path $out/$module.swiftmodule -c -o $out/$module.o"
  elif [ "$folder" = otc-boot ]; then
    # Optimised for size, each function in a section of its own for the linker to drop.
    # (LLVM's machine outliner saved 4 kB more, for calls on the path from a key to its
    # sound: left out.)
    what="-Osize -Xfrontend -function-sections -c -o $out/$module.o"
  else
    what="-Onone -emit-module -emit-module-path $out/$module.swiftmodule"
  fi
  # shellcheck disable=SC2086
  if "$swiftc" -target x86_64-unknown-linux-gnu -enable-experimental-feature Embedded -wmo -parse-as-library \
    -module-name "$module" -package-name otc -I "$out" $what $sources > "$out/$module.log" 2>&1; then
    echo 0 > "$out/$module.status"
  else
    echo 1 > "$out/$module.status"
  fi
}
# Says how a built target went; ends the check at the first that failed.
report() {
  module=$(echo "$1" | tr - _)
  if [ "$(cat "$out/$module.status")" != 0 ]; then
    cat "$out/$module.log" >&2
    echo "embedded-check: $1 does not build with Embedded Swift (above)." >&2
    exit 1
  fi
  # Embedded Swift's restrictions (untyped throws, a call it cannot export) come as warnings:
  # here any warning fails, as the project builds without them.
  if grep -q 'warning:' "$out/$module.log"; then
    cat "$out/$module.log" >&2
    echo "embedded-check: $1 builds with warnings in Embedded Swift (above)." >&2
    exit 1
  fi
  if [ -f "$out/$module.o" ]; then
    echo "embedded-check: $1 builds with Embedded Swift ($(wc -c < "$out/$module.o") bytes of object)."
  else
    echo "embedded-check: $1 builds with Embedded Swift (its interface)."
  fi
}
# Level by level, each level's targets at once: a target's imports are in the levels before.
for level in "CodeEntry Utterances Basics" "Wording" "Announcer SafeIO" \
  "ScreenReaders TranscriptRecording Braille SpeechOutput Preferences" "TerminalPrompt" "Integrations" "CommandRuntime" \
  "BootCommands" "BootProgram" "otc-boot"; do
  for folder in $level; do build "$folder" & done
  wait
  for folder in $level; do report "$folder"; done
done
[ -n "$output" ] || exit 0

# The boot otc: otc's C (the loaders of libbrlapi and libpulse among it) and what Embedded
# Swift's runtime leaves to the platform (boot/embedded-runtime.c), compiled for size; then
# everything linked by lld, as the release otc is: functions nothing calls dropped, identical
# ones folded, read-only after start (RELRO, BIND_NOW), relative relocations packed (DT_RELR,
# which glibc 2.36 reads). Embedded Swift's Unicode tables (grapheme breaks, normalisation,
# character properties) come from the toolchain's archive, only the tables otc reads.
cc=${CC:-clang}
objects=
for source in CSystem/CSystem.c CProcess/CProcess.c CDumpable/CDumpable.c CBrlAPI/loader.c CPulse/loader.c; do
  object=$out/$(echo "$source" | tr / _).o
  "$cc" -std=gnu11 -Os -fPIE -ffunction-sections -fdata-sections -Wall -Werror -D_FORTIFY_SOURCE=2 -fstack-protector-strong \
    -I "$root/Sources/$(dirname "$source")/include" -I "$root/Sources/CLoader/include" -c "$root/Sources/$source" -o "$object"
  objects="$objects $object"
done
"$cc" -std=gnu11 -Os -fPIE -Wall -Werror -c "$root/boot/embedded-runtime.c" -o "$out/embedded-runtime.o"
embedded=$(cd "$(dirname "$(command -v "$swiftc")")/../lib/swift/embedded/x86_64-unknown-linux-gnu" && pwd)
# shellcheck disable=SC2086
"$cc" -fuse-ld=lld -pie -o "$output" "$out/otc_boot.o" $objects "$out/embedded-runtime.o" -L "$embedded" -lswiftUnicodeDataTables \
  -lespeak-ng -lpcaudio -lm -ldl -lpthread -Wl,--gc-sections -Wl,--icf=safe -Wl,-z,relro -Wl,-z,now \
  -Wl,-z,pack-relative-relocs -Wl,--as-needed
echo "embedded-check: the boot otc is $output ($(wc -c < "$output") bytes, before stripping)."
