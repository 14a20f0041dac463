#!/usr/bin/env bash
# A regression check, as a UI team would run it in CI: what otc says a code screen reads
# must match the expected transcripts in this folder, line by line.
#
#   Examples/transcripts/check-transcripts.sh
#
# Each expected file is named LANGUAGE-DESIGN-DIRECTION.txt; the check reads the seed
# article's code, 985391, the same way and compares with otc diff. It also checks a log
# recorded from a screen reader (guidepup-log.json) against the expected per-digit
# transcript, ignoring hints, since the user who recorded it may have turned them off.
set -u
here=$(cd "$(dirname "$0")" && pwd)
code=985391
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failures=0

for expected in "$here"/*.txt; do
  name=$(basename "$expected" .txt)
  language=${name%%-*}
  rest=${name#*-}
  [[ $language == pt ]] && { language=pt-BR; rest=${rest#BR-}; }
  direction=${rest##*-}
  design=${rest%-*}
  heard="$scratch/$name.txt"
  # The code goes in on standard input, out of the process list, with no warning to repeat.
  printf '%s\n' "$code" | otc read --code-file - --mode "$design" --direction "$direction" --lang "$language" --speech none > "$heard"
  if otc diff "$expected" "$heard" > "$scratch/report"; then
    echo "$name: as expected."
  else
    echo "$name: differs."
    cat "$scratch/report"
    failures=$((failures + 1))
  fi
done

if otc diff --ignore-hints "$here/en-per-digit-forward.txt" "$here/../guidepup-log.json" > "$scratch/report"; then
  echo "guidepup-log: as expected."
else
  echo "guidepup-log: differs."
  cat "$scratch/report"
  failures=$((failures + 1))
fi

if [ "$failures" -gt 0 ]; then
  echo "$failures transcripts differ."
  exit 1
fi
echo "Every transcript is as expected."
