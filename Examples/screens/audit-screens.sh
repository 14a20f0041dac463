#!/bin/sh
# Fails a build on a code-screen problem a team has not accepted yet.
#
# Usage: audit-screens.sh ACCEPTED SCREEN...
#
# Each SCREEN is a uiautomator dump, an AccessibilitySnapshot JSON file, an HTML page or a
# Playwright ARIA snapshot, as otc audit reads them. ACCEPTED lists the problems accepted
# for now, one a line: the file, the rule and the element, separated by tabs, as this
# script prints a new problem. Start with an empty file: every problem then fails the
# build, with what a listener hears and the fix. A problem fixed is said, so that its
# line can go. Writes otc-audit.sarif and otc-audit.xml (JUnit) in the current folder
# for the CI's dashboards. OTC names the otc to run; otc on the PATH by default.
#
# Exit: 0 nothing new, 1 a new problem, 2 a screen could not be read (or none of them
# holds a code entry): the build never passes on a screen it did not check.
set -eu

if [ "$#" -lt 2 ]; then
  echo "usage: audit-screens.sh ACCEPTED SCREEN..." >&2
  exit 2
fi
accepted=$1
shift
otc=${OTC:-otc}
found=$(mktemp)
trap 'rm -f "$found"' EXIT INT TERM

status=0
"$otc" audit --quiet --format sarif --junit otc-audit.xml "$@" >otc-audit.sarif || status=$?
if [ "$status" -eq 2 ]; then
  echo "audit-screens: a screen could not be read, or none holds a code entry (see above and otc-audit.sarif)." >&2
  exit 2
fi
"$otc" audit --quiet --format json "$@" >"$found" || true

python3 - "$accepted" "$found" <<'PY'
import json
import sys

accepted_path, found_path = sys.argv[1], sys.argv[2]
try:
    with open(accepted_path, encoding="utf-8") as accepted_file:
        accepted = {line.rstrip("\n") for line in accepted_file if line.strip()}
except FileNotFoundError:
    accepted = set()
with open(found_path, encoding="utf-8") as found_file:
    files = json.load(found_file)
found = {}
for screen in files:
    for finding in screen["findings"]:
        key = "\t".join([screen["file"], finding["rule"], finding["element"]])
        found[key] = finding
new = [key for key in found if key not in accepted]
for key in new:
    finding = found[key]
    print(f"new problem: {key}", file=sys.stderr)
    print(f"  heard: {finding['heard']}", file=sys.stderr)
    print(f"  fix: {finding['fix']}", file=sys.stderr)
for key in sorted(accepted - set(found)):
    print(f"fixed, remove it from {accepted_path}: {key}", file=sys.stderr)
print(f"{len(found)} problems, {len(new)} new.", file=sys.stderr)
sys.exit(1 if new else 0)
PY
