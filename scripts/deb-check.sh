#!/usr/bin/env bash
# scripts/deb-check.sh PACKAGE: installs otc's package with apt-get into a fresh Debian 12
# root that has no Swift toolchain, uses it there as a user would, purges it, and fails
# if anything of it is left. `make deb-check` runs it (and `make test` runs that), as root.
#
# The root is Debian's minimal base system (debootstrap --variant=minbase bookworm), built
# once per machine into $OTC_DEB_CHECK_BASE (/var/tmp/otc-deb-check-base) and copied for
# each run; the copy is removed at the end, whatever happens, with any process still in it.
# It runs in a mount namespace of its own, so the root's /proc is never seen outside it.
set -euo pipefail
[ "$(id -u)" = 0 ] || { echo "deb-check: run as root (debootstrap and chroot need it)" >&2; exit 2; }
if [ -z "${OTC_DEB_CHECK_PRIVATE:-}" ]; then
  exec env OTC_DEB_CHECK_PRIVATE=1 unshare --mount --propagation private "$0" "$@"
fi
package=$(realpath "$1")
version=$(dpkg-deb -f "$package" Version)
base=${OTC_DEB_CHECK_BASE:-/var/tmp/otc-deb-check-base}
# The mirror this machine's apt uses (scripts/debian-mirror.sh).
mirror=$("$(dirname "$(realpath "$0")")/debian-mirror.sh")
[ -n "$mirror" ] || { echo "deb-check: no Debian mirror in this machine's apt sources; set OTC_DEB_CHECK_MIRROR" >&2; exit 2; }

if [ ! -f "$base/.ready" ]; then
  echo "deb-check: building a minimal Debian 12 root in $base (once per machine)..."
  rm -rf "$base"
  debootstrap --variant=minbase bookworm "$base" "$mirror" >/dev/null
  # The machine's own apt sources and settings (a mirror, a proxy), as the machine has them.
  cp /etc/apt/sources.list.d/*.sources "$base/etc/apt/sources.list.d/" 2>/dev/null && rm -f "$base/etc/apt/sources.list" || true
  cp /etc/apt/apt.conf.d/* "$base/etc/apt/apt.conf.d/" 2>/dev/null || true
  # As in a container: a package installed inside may not start a service.
  printf '#!/bin/sh\nexit 101\n' > "$base/usr/sbin/policy-rc.d" && chmod 755 "$base/usr/sbin/policy-rc.d"
  touch "$base/.ready"
fi

run=$(mktemp -d /var/tmp/otc-deb-check.XXXXXX)
root=$run/root
cleanup() {
  for p in /proc/[0-9]*; do
    [ "$(readlink "$p/root" 2>/dev/null)" = "$root" ] && kill -9 "${p#/proc/}" 2>/dev/null
  done
  umount -l "$root/proc" 2>/dev/null || true
  # Never into another file system, should anything still be mounted there.
  rm -rf --one-file-system "$run"
}
trap cleanup EXIT
cp -a "$base" "$root"
cp /etc/resolv.conf "$root/etc/resolv.conf"
# debootstrap made the root's /dev/null, /dev/tty and the rest; only /proc is mounted.
mount -t proc proc "$root/proc"
inside() { chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 PATH=/usr/sbin:/usr/bin:/sbin:/bin "$@"; }
fail() { echo "deb-check: $*" >&2; exit 1; }
# apt-get inside the root, quiet unless it fails.
apt_get() {
  inside env DEBIAN_FRONTEND=noninteractive apt-get -qq "$@" >"$run/apt.log" 2>&1 \
    || { cat "$run/apt.log" >&2; fail "apt-get $* failed"; }
}

# Depends is what dpkg-shlibdeps found the binary links: runtime libraries, never a -dev.
depends=$(dpkg-deb -f "$package" Depends)
case ", $depends," in *-dev[,\ ]*) fail "Depends names a development package: $depends" ;; esac
case ", $depends," in *", libespeak-ng1 "*) ;; *) fail "Depends lacks libespeak-ng1: $depends" ;; esac
[ "$(dpkg-deb -f "$package" Recommends)" = speech-dispatcher ] || fail "the package does not recommend speech-dispatcher"
echo "deb-check: Depends: $depends"

inside sh -c '! command -v swift && ! command -v swiftc' >/dev/null || fail "the root has a Swift toolchain"
echo "deb-check: the root has no Swift toolchain."
inside find / -xdev -path /proc -prune -o -print | LC_ALL=C sort > "$run/before"

cp "$package" "$root/tmp/"
apt_get update
apt_get install -y --no-install-recommends "./tmp/${package##*/}"
rm "$root/tmp/${package##*/}"
echo "deb-check: apt-get installed ${package##*/} and what it depends on."

[ "$(inside otc --version)" = "$version" ] || fail "otc --version is not $version"

said=$(printf 985391 | inside otc read --code-file -) || fail "otc read --code-file - failed"
[ "$said" = "Access code, nine eight five three nine one, text field, double tap to edit" ] || fail "otc read said: $said"
echo "deb-check: otc read --code-file - said: $said"

set +e
asked=$(inside setsid -w otc-askpass "Password:" </dev/null 2>&1 >/dev/null)
status=$?
set -e
[ $status = 1 ] || fail "otc-askpass with no terminal ended with $status, not 1"
case $asked in
  "otc askpass: no terminal to ask on"*) ;;
  *) fail "otc-askpass with no terminal said: $asked" ;;
esac
echo "deb-check: otc-askpass with no terminal: exit 1, \"$asked\""

for pinentry in "otc pinentry" otc-pinentry; do
  greeting=$(printf 'BYE\n' | inside $pinentry | head -n 1)
  [ "${greeting%% *}" = OK ] || fail "$pinentry greeted with: $greeting"
  echo "deb-check: $pinentry greeted: $greeting"
done

for page in otc otc-askpass otc-pinentry otc-agent; do
  title=$(echo "$page" | tr a-z A-Z)
  inside sh -c "zcat /usr/share/man/man1/$page.1.gz | grep -q '^\\.Dt $title 1'" || fail "no manual page for $page"
done
echo "deb-check: the manual pages are there: otc, otc-askpass, otc-pinentry and otc-agent."

# A release otc run as root ignores OTC_SPEAKUP_SYSFS, which tests use to lay out Speakup.
inside sh -c 'mkdir -p /tmp/speakup && echo soft > /tmp/speakup/synth && echo 1 > /tmp/speakup/key_echo && : > /tmp/speakup/silent'
report=$(inside env OTC_SPEAKUP_SYSFS=/tmp/speakup otc config) || fail "otc config failed"
case $report in *Speakup*) fail "a release otc run as root honoured OTC_SPEAKUP_SYSFS: $report" ;; esac
inside rm -r /tmp/speakup
echo "deb-check: as root, the release otc ignores OTC_SPEAKUP_SYSFS."

# Speech at boot turned on (as otc boot enable leaves /etc/otc/boot.conf), then the package
# removed: the setting is turned off, its voice kept, and the boot images are rebuilt
# without otc, by update-initramfs, or by dracut where it builds them (each a stand-in here
# that notes how it was called: the root has no kernel); a reinstall leaves it off.
reinstall() {
  cp "$package" "$root/tmp/"
  apt_get install -y --no-install-recommends "./tmp/${package##*/}"
  rm "$root/tmp/${package##*/}"
}
for builder in /usr/sbin/update-initramfs:'-u -k all' /usr/bin/dracut:'--force --regenerate-all'; do
  program=${builder%%:*}
  inside mkdir -p /etc/otc
  printf 'OTC_BOOT=yes\nOTC_LANGUAGE=pt-BR\n' > "$root/etc/otc/boot.conf"
  printf '#!/bin/sh\necho "$*" >> /tmp/builder.calls\n' > "$root$program"
  chmod 755 "$root$program"
  apt_get remove -y otc
  [ "$(cat "$root/tmp/builder.calls" 2>/dev/null)" = "${builder#*:}" ] \
    || fail "apt-get remove otc did not rebuild the boot images with ${program##*/} ${builder#*:}"
  [ "$(cat "$root/etc/otc/boot.conf")" = "$(printf 'OTC_BOOT=no\nOTC_LANGUAGE=pt-BR')" ] \
    || fail "apt-get remove otc left /etc/otc/boot.conf as: $(cat "$root/etc/otc/boot.conf")"
  rm -f "$root$program" "$root/tmp/builder.calls"
  reinstall
  grep -qx 'OTC_BOOT=no' "$root/etc/otc/boot.conf" || fail "reinstalling otc turned speech at boot back on"
  echo "deb-check: apt-get remove otc turned speech at boot off and rebuilt the images with ${program##*/}; a reinstall left it off."
done

# The README's switch to otc's console agent, then removal: systemd's agent is back. The
# root has no systemd, so the switch is made as systemctl mask and enable make it: a link
# to /dev/null, and a link in sysinit.target.wants.
inside mkdir -p /etc/systemd/system/sysinit.target.wants
inside ln -s /dev/null /etc/systemd/system/systemd-ask-password-console.path
inside ln -s /lib/systemd/system/otc-ask-password-console.path /etc/systemd/system/sysinit.target.wants/
inside dpkg -L otc > "$run/files"
apt_get purge -y otc
[ ! -L "$root/etc/systemd/system/systemd-ask-password-console.path" ] \
  || fail "apt-get purge otc left systemd's console agent masked"
[ ! -L "$root/etc/systemd/system/sysinit.target.wants/otc-ask-password-console.path" ] \
  || fail "apt-get purge otc left a dangling link to its agent"
echo "deb-check: after the switch to otc's console agent, apt-get purge otc gave the console back to systemd's."
# Every file and link the package had is gone; a folder it shared (/usr/bin) stays, and a
# folder of its own is caught by its name below.
left=""
while read -r path; do
  [ -e "$root$path" ] || [ -L "$root$path" ] || continue
  grep -qxF "$path" "$run/before" && continue
  [ -d "$root$path" ] && continue
  left="$left $path"
done < "$run/files"
# Nor anything else called otc that was not there before (a configuration, a cache, a
# folder). What otc keeps for the next run while a login lasts is in /tmp/otc-UID or
# $XDG_RUNTIME_DIR/otc, which the system empties at boot and no package removes.
inside find / -xdev \( -path /proc -o -path /tmp -o -path /run \) -prune -o -iname '*otc*' -print | LC_ALL=C sort > "$run/named"
new=$(LC_ALL=C comm -13 "$run/before" "$run/named" | tr '\n' ' ')
[ -z "$left$new" ] || fail "apt-get purge otc left:$left $new"
[ ! -e "$root/etc/otc" ] || fail "apt-get purge otc left /etc/otc"
echo "deb-check: apt-get purge otc left no file of it."
echo "deb-check: ${package##*/} installs, runs and purges cleanly on a fresh Debian 12 without Swift."
