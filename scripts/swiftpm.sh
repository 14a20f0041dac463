#!/usr/bin/env bash
# scripts/swiftpm.sh ARGUMENTS...: runs `swift ARGUMENTS` (SWIFT_COMMAND, else swift) for a
# build or a package command. SwiftPM itself sometimes crashes planning a build, in
# libdispatch's event loop (_dispatch_event_loop_drain, a bad pointer in its manager thread:
# swiftlang/swift#87033, open; a fresh run's `swift package generate-manual` died of it, no
# line of otc's code running). When the command ends by a signal with that frame in its
# backtrace, it is run once more, and this says so; any other failure is the command's own.
# Never for `swift test`: a crash there is a test's.
set -uo pipefail
swift=${SWIFT_COMMAND:-swift}
log=$(mktemp "${TMPDIR:-/tmp}/swiftpm.XXXXXX") || exit 2
trap 'rm -f "$log"' EXIT
# Standard error through tee, standard output as it is.
{ "$swift" "$@" 2>&1 1>&3 3>&- | tee "$log" >&2 3>&-; } 3>&1
status=${PIPESTATUS[0]}
if [ "$status" -gt 128 ] && grep -q '_dispatch_event_loop_drain' "$log"; then
  echo "swiftpm: 'swift $1' crashed inside SwiftPM (libdispatch's event loop, swiftlang/swift#87033); running it once more" >&2
  "$swift" "$@"
  exit $?
fi
exit "$status"
