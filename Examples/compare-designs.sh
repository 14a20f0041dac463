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
  otc compare --code "$code" --lang "$language"
  echo
done
