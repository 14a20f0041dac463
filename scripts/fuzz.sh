#!/usr/bin/env bash
# Fuzzes the key decoder, the engine and the announcer with libFuzzer and AddressSanitizer.
#
#   scripts/fuzz.sh SECONDS
#
# The committed seed corpus is Fuzz/corpus; new inputs go to a scratch folder and are
# dropped at the end, so a run never changes the repository. A broken invariant or a crash
# stops the run, and libFuzzer writes the input to Fuzz/crash-*: copy it into
# Fuzz/regressions, where the tests replay every file.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: scripts/fuzz.sh SECONDS}

scripts/swiftpm.sh build -c release --product otc-fuzz --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
fuzzer=.build-fuzz/release/otc-fuzz
[ -x "$fuzzer" ] || { echo "fuzz.sh: the fuzz target did not build" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work" "$work.log"' EXIT
status=0
# TOMLKit's leak on invalid TOML is known and bounded (Fuzz/lsan.supp); otc's own are not.
LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0" \
  "$fuzzer" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix=Fuzz/crash- -print_final_stats=1 "$work" Fuzz/corpus Fuzz/regressions > "$work.log" 2>&1 || status=$?
grep -E "^(Done|stat::number_of_executed_units|stat::average_exec_per_sec|==[0-9]+==|SUMMARY|INFO: seed corpus|Fatal error)" "$work.log" || true
rm -f "$work.log"
if [ "$status" -ne 0 ]; then
  echo "fuzz.sh: the fuzzer found a problem (exit $status); see Fuzz/crash-*" >&2
  exit "$status"
fi
echo "fuzz.sh: $seconds seconds clean."
