#!/usr/bin/env bash
# scripts/boot-root.sh: prints the path of a Debian 12 root that can build boot images the
# way Debian does, building it first when this machine has none (once per machine, into
# $OTC_BOOT_BASE, /var/tmp/otc-boot-base). It holds Debian's kernel (linux-image-amd64),
# initramfs-tools with cryptsetup-initramfs, dracut-core (beside initramfs-tools, for the
# dracut image), Plymouth, brltty (whose hook puts it in the image when asked), zstd, and
# the libraries otc's package depends on, so that installing the package there needs
# nothing more from the network. `scripts/boot-check.sh`
# copies it for each run. The package list is kept in the root: a root built from another
# list is built again.
set -euo pipefail
[ "$(id -u)" = 0 ] || { echo "boot-root: run as root (debootstrap and chroot need it)" >&2; exit 2; }
base=${OTC_BOOT_BASE:-/var/tmp/otc-boot-base}
# One build at a time: make test starts one beside otc's build, and boot-check's waits for it.
mkdir -p "$(dirname "$base")"
exec 9>"$base.lock"
flock 9
packages="linux-image-amd64 initramfs-tools cryptsetup-initramfs cryptsetup dracut-core zstd kmod udev e2fsprogs \
plymouth plymouth-themes brltty busybox libespeak-ng1 espeak-ng-data libpcaudio0 libpulse0 libbrlapi0.8 libassuan0 libasound2 alsa-ucm-conf"
if [ -f "$base/.ready" ] && [ "$(cat "$base/.ready")" = "$packages" ]; then
  echo "$base"
  exit 0
fi
# The mirror this machine's apt uses (scripts/debian-mirror.sh).
mirror=$("$(dirname "$(realpath "$0")")/debian-mirror.sh")
[ -n "$mirror" ] || { echo "boot-root: no Debian mirror in this machine's apt sources; set OTC_DEB_CHECK_MIRROR" >&2; exit 2; }
echo "boot-root: building a Debian 12 root with a kernel and both initramfs tools in $base (once per machine)..." >&2
building=$base.building
cleanup() {
  umount -l "$building/proc" 2>/dev/null || true
  rm -rf --one-file-system "$building"
}
trap cleanup EXIT
rm -rf --one-file-system "$building"
debootstrap --variant=minbase bookworm "$building" "$mirror" >/dev/null
cp /etc/apt/sources.list.d/*.sources "$building/etc/apt/sources.list.d/" 2>/dev/null && rm -f "$building/etc/apt/sources.list" || true
cp /etc/apt/apt.conf.d/* "$building/etc/apt/apt.conf.d/" 2>/dev/null || true
cp /etc/resolv.conf "$building/etc/resolv.conf"
printf '#!/bin/sh\nexit 101\n' > "$building/usr/sbin/policy-rc.d" && chmod 755 "$building/usr/sbin/policy-rc.d"
# The root is a machine's root, not a container's: images are built for every module
# (MODULES=most, Debian's default), with the cryptsetup hook on whatever the root is.
mount -t proc proc "$building/proc"
chroot "$building" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
  apt-get -qq update >/dev/null
chroot "$building" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
  apt-get -qq install -y --no-install-recommends $packages >"$building.log" 2>&1 \
  || { tail -n 30 "$building.log" >&2; exit 1; }
rm -f "$building.log"
umount "$building/proc"
echo "$packages" > "$building/.ready"
rm -rf --one-file-system "$base"
mv "$building" "$base"
trap - EXIT
echo "$base"
