#!/bin/sh
# Compiles the targets the boot otc of issue 74 is built from, bottom up, with Embedded
# Swift, as that otc will be built: the pure ones (CodeEntry, Utterances, Wording, Announcer)
# and those above them that reach libc (Basics, SafeIO, ScreenReaders, TranscriptRecording,
# Braille, SpeechOutput, Preferences, TerminalPrompt, Integrations, CommandRuntime,
# BootCommands). No Foundation, no Glibc overlay (libc through CSystem's header; otc's own
# C, libbrlapi, libpulse, espeak-ng and pcaudiolib through theirs), no Codable or
# reflection. A call that slips in fails here.
#
# Usage: scripts/embedded-check.sh [ROOT]   (ROOT holds Sources/; the project by default)
set -eu
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
# Builds one target into $out; its log and its status (0 or 1) are left there.
build() {
  module=$1
  # Every source of the target, in a stable order; a name with a space is none of ours.
  sources=$(find "$root/Sources/$module" -name '*.swift' | LC_ALL=C sort)
  # Unoptimised: Embedded Swift's restrictions are checked by the passes every level runs
  # (each generic specialised, no existential it cannot hold), and -Osize takes three times
  # as long (Integrations: 47 s, 14 s unoptimised).
  # shellcheck disable=SC2086
  if "$swiftc" -target x86_64-unknown-linux-gnu -enable-experimental-feature Embedded -wmo -Onone -parse-as-library \
    -module-name "$module" -package-name otc -I "$out" -emit-module -emit-module-path "$out/$module.swiftmodule" \
    -c $sources -o "$out/$module.o" > "$out/$module.log" 2>&1; then
    echo 0 > "$out/$module.status"
  else
    echo 1 > "$out/$module.status"
  fi
}
# Says how a built target went; ends the check at the first that failed.
report() {
  module=$1
  if [ "$(cat "$out/$module.status")" != 0 ]; then
    cat "$out/$module.log" >&2
    echo "embedded-check: $module does not build with Embedded Swift (above)." >&2
    exit 1
  fi
  # Embedded Swift's restrictions (untyped throws, a call it cannot export) come as warnings:
  # here any warning fails, as the project builds without them.
  if grep -q 'warning:' "$out/$module.log"; then
    cat "$out/$module.log" >&2
    echo "embedded-check: $module builds with warnings in Embedded Swift (above)." >&2
    exit 1
  fi
  size=$(wc -c < "$out/$module.o")
  echo "embedded-check: $module builds with Embedded Swift ($size bytes of object)."
}
# Level by level, each level's targets at once: a target's imports are in the levels before.
for level in "CodeEntry Utterances Basics" "Wording" "Announcer SafeIO" \
  "ScreenReaders TranscriptRecording Braille SpeechOutput Preferences" "TerminalPrompt" "Integrations" "CommandRuntime" "BootCommands"; do
  for module in $level; do build "$module" & done
  wait
  for module in $level; do report "$module"; done
done
