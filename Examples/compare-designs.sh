#!/usr/bin/env bash
# What each code-field design costs a listener, in each language otc speaks.
#
#   Examples/compare-designs.sh [CODE]
#
# One sentence a row: swipes, utterances, words, seconds of speech and the digits' order.
set -eu
code=${1:-985391}
for language in en pt-BR bg; do
  echo "In $language:"
  # On standard input, the code stays out of the process list.
  printf '%s\n' "$code" | otc compare --code-file - --lang "$language"
  echo
done
