#!/usr/bin/env bash
# Ask for a two-factor code with otc prompt, then hand it to the command that checks it.
#
#   Examples/two-factor-login.sh                 # speaks, at a terminal
#   printf '985391' | Examples/two-factor-login.sh --speech none   # scripted
#
# Any arguments go to otc prompt. The code travels on a pipe, never on a command line,
# where other users could read it in the process list.
set -u

# Stands in for the real check (a VPN client, an SSH helper, a web login): it reads the
# code from standard input.
check_code() {
  local code
  IFS= read -r code || return 1
  [[ $code =~ ^[0-9]{6}$ ]] || return 1
  echo "Signed in."
}

code=$(otc prompt --length 6 --label "Sign-in code" "$@")
status=$?
case $status in
  0)
    printf '%s\n' "$code" | check_code
    status=$?
    code=""   # forget it as soon as it is used
    exit $status
    ;;
  1)
    echo "The code was not complete. Run this again to try once more." >&2
    exit 1
    ;;
  124)
    echo "No code was typed in time." >&2
    exit 124
    ;;
  130)
    echo "Sign-in cancelled." >&2
    exit 130
    ;;
  *)
    echo "otc prompt failed with exit code $status." >&2
    exit "$status"
    ;;
esac
