#!/usr/bin/env bash
# scripts/debian-mirror.sh: prints the Debian mirror this machine's apt already uses (deb822
# sources, else sources.list), or OTC_DEB_CHECK_MIRROR when it names one, so that a machine
# whose apt uses another mirror, or a proxy's, reaches that one. Prints nothing when there
# is none. scripts/deb-check.sh and scripts/boot-root.sh build their Debian roots from it.
set -u
if [ -n "${OTC_DEB_CHECK_MIRROR:-}" ]; then
  echo "$OTC_DEB_CHECK_MIRROR"
  exit 0
fi
{
  sed -n 's/^URIs:[[:space:]]*\([^[:space:]]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | grep -v security
  awk '$1 == "deb" && $3 == "bookworm" { print $2; exit }' /etc/apt/sources.list 2>/dev/null
} | head -n 1
# A machine with neither file has no mirror to give: nothing printed, and no failure.
exit 0
