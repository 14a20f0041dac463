#!/usr/bin/env bash
# scripts/loaded-runs.sh RUNS [SWIFT-TEST-ARGUMENTS...]: the built suite (`swift test --skip-build`, and the QEMU boots
# when OTC_BOOT_IMAGES names the images make boot-check built) RUNS times in a row with both processors kept busy by two
# `yes` loops, as issue 56 asks of a suite that never fails by chance. Each run has OTC_LOADED_LIMIT seconds (1800),
# after which `timeout` stops `swift test`, and the test process must end with it. After each run, nothing the run
# started may be left: no test process, no sound server, Speech Dispatcher, brltty, sshd, gpg-agent or QEMU.
# Prints each run's time and the runner's summary line; ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:?usage: scripts/loaded-runs.sh RUNS [SWIFT-TEST-ARGUMENTS...]}
shift
limit=${OTC_LOADED_LIMIT:-1800}
log=${TMPDIR:-/tmp}/loaded-runs.$$
mkdir -p "$log"
yes > /dev/null & busy1=$!
yes > /dev/null & busy2=$!
trap 'kill $busy1 $busy2 2>/dev/null' EXIT

# What a run left: every process whose environment names the run's own temporary folder, which the suite's processes
# and the daemons they start inherit (TMPDIR, or HOME and XDG_RUNTIME_DIR under it), whatever process group or session
# they moved to. Other work on the machine is never counted, nor ended.
left_by() {
  local marker=$1 environ pid
  for environ in /proc/[0-9]*/environ; do
    pid=${environ#/proc/}; pid=${pid%/environ}
    [ "$pid" = $$ ] && continue
    # The environment, or the command line of a daemon that writes its title over it (sshd).
    # Read whole, then searched: grep -q ending early would fail the pipe (pipefail) by SIGPIPE.
    if grep -q -F "$marker" <<<"$({ tr '\0' '\n' < "$environ"; tr '\0' ' ' < "${environ%/environ}/cmdline"; } 2>/dev/null)"; then
      echo "$pid $({ tr '\0' ' ' < "/proc/$pid/cmdline"; } 2>/dev/null | cut -c1-200)"
    fi
  done
}

passed=0
failed=0
for run in $(seq 1 "$runs"); do
  start=$(date +%s)
  scratch=$log/run-$run.tmp
  mkdir -p "$scratch" && chmod 755 "$scratch"
  TMPDIR=$scratch timeout --kill-after=30 "$limit" swift test --skip-build "$@" > "$log/run-$run.log" 2>&1
  status=$?
  took=$(( $(date +%s) - start ))
  # What was started during the run and is still there, once the test process has had 30 s to end its daemons.
  deadline=$(( $(date +%s) + 30 ))
  left=$(left_by "$scratch")
  while [ -n "$left" ] && [ "$(date +%s)" -lt "$deadline" ]; do
    sleep 1
    left=$(left_by "$scratch")
  done
  summary=$(grep -E '^(✔|✘) Test run with|Executed [0-9]+ tests' "$log/run-$run.log" | tail -1)
  echo "run $run: exit $status after $took s: ${summary:-no summary line}"
  if [ -n "$left" ]; then
    echo "run $run left running:"; echo "$left"
    echo "$left" | awk '{ print $1 }' | xargs -r kill -9 2>/dev/null
  fi
  rm -rf "$scratch"
  if [ "$status" = 0 ] && [ -n "$summary" ] && [ -z "$left" ]; then
    passed=$((passed + 1)); rm -f "$log/run-$run.log"
  else
    failed=$((failed + 1)); echo "run $run's output: $log/run-$run.log"
  fi
done
echo "$passed passed, $failed failed"
rmdir "$log" 2>/dev/null
[ "$failed" = 0 ]
