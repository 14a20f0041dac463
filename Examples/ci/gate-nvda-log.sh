#!/usr/bin/env bash
# A CI gate, as an accessibility team would run it: the NVDA log recorded on the web
# build's code screen (the NVDA log at input/output level) must say what otc's models of
# VoiceOver and TalkBack say for the same screen, whatever each screen reader calls a text
# field ("edit" in NVDA, "Edit box" in TalkBack, "text field" in VoiceOver).
#
#   Examples/ci/gate-nvda-log.sh [NVDA_LOG] [CODE]
#
# NVDA_LOG defaults to the log beside this script, CODE to the code it was recorded with.
# Set REPORTS to a folder to keep a JUnit report for each model there.
# Exit 0 when the log agrees with both models, 1 when it differs from one, 2 when it
# cannot be compared: a log from which nothing is read (NVDA's log level was not
# input/output) fails the gate rather than passing on nothing.
set -u
here=$(cd "$(dirname "$0")" && pwd)
log=${1:-$here/nvda-code-field.log}
code=${2:-985391}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
reports=${REPORTS:-$scratch}
status=0

for reader in voiceover talkback; do
  # The code goes in on standard input, out of the process list; --quiet keeps the
  # job's log to what matters.
  if ! printf '%s\n' "$code" | otc read --code-file - --screen-reader "$reader" --speech none --quiet > "$scratch/$reader.txt"; then
    exit 2
  fi
  otc diff --roles --ignore-hints --quiet --junit "$reports/nvda-against-$reader.xml" \
    "$scratch/$reader.txt" "$log" > "$scratch/report"
  case $? in
    0) echo "$reader: the NVDA log agrees." ;;
    1)
      echo "$reader: the NVDA log differs."
      cat "$scratch/report"
      status=1
      ;;
    *)
      echo "$reader: the NVDA log cannot be compared."
      exit 2
      ;;
  esac
done
exit $status
