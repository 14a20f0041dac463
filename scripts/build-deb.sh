#!/usr/bin/env bash
# scripts/build-deb.sh ROOT PACKAGE: makes otc's Debian package PACKAGE (the Makefile names
# it otc_VERSION_ARCH.deb) from ROOT, a tree that `make install DESTDIR=ROOT PREFIX=/usr`
# filled with the release binary, and prints the package's path as its last line. `make deb` runs it; it uses Debian's own tools:
#   strip, as dh_strip does; gzip -9n, as dh_compress does; dpkg-shlibdeps, which reads
#   the libraries the binary links and names their packages (so Depends is computed, never
#   typed); dpkg-gencontrol, which writes DEBIAN/control from debian/control and
#   debian/changelog (the version's one place); dpkg-deb, which builds the archive.
# Run from the project's root.
set -euo pipefail
umask 022
root=$1
package=$2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Every file dated from the changelog's entry, so the same source gives the same package.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(dpkg-parsechangelog -S Timestamp)}

# The binary without symbols or notes, as dh_strip leaves one.
strip --remove-section=.comment --remove-section=.note --strip-unneeded "$root/usr/bin/otc" "$root/usr/lib/otc/boot/otc"
strip --remove-section=.comment --remove-section=.note --strip-unneeded "$root/usr/lib/otc/boot/libpcaudio.so.0" \
  "$root/usr/lib/otc/boot/askpass-fifo"
# One String call that resolves to Foundation's (range(of:), contains() on a String
# imported through ArgumentParser) links the whole of Foundation and ICU: 60 MB where otc
# is 16. It goes into every initramfs otc boot enable builds, so it is caught here.
for binary in usr/bin/otc usr/lib/otc/boot/otc; do
  size=$(stat -c %s "$root/$binary")
  if [ "$size" -gt 20000000 ]; then
    echo "build-deb: /$binary is $size bytes, over 20 MB: something links Foundation with ICU (look for libFoundation.a in a link map, swift build -Xlinker -Map=FILE)" >&2
    exit 1
  fi
done

# The manual, compressed: otc's page, and the pages of otc-askpass, otc-pinentry and otc agent.
man=$root/usr/share/man/man1
gzip -9n "$man"/*.1

# A completion is sourced by bash-completion, never run: no #! line.
sed -i '1{/^#!/d}' "$root/usr/share/bash-completion/completions/otc"

# The documents every package has.
doc=$root/usr/share/doc/otc
install -d "$doc"
install -m 644 debian/copyright "$doc/copyright"
gzip -9n < debian/changelog > "$doc/changelog.gz"
# Lintian's overrides, each with the reason it stays, when there are any (none now).
if [ -s debian/otc.lintian-overrides ]; then
  install -D -m 644 debian/otc.lintian-overrides "$root/usr/share/lintian/overrides/otc"
fi

# Folders 755, files 644, programs 755, owned by root in the archive (--root-owner-group).
find "$root" -type d -exec chmod 755 {} +
find "$root" -type f -exec chmod 644 {} +
chmod 755 "$root/usr/bin/otc" "$root/usr/lib/otc/boot/otc" "$root/usr/share/initramfs-tools/hooks/otc" "$root/usr/lib/otc/boot/askpass" "$root/usr/lib/otc/boot/askpass-fifo" \
  "$root/usr/lib/dracut/modules.d/90otc/module-setup.sh" "$root/usr/lib/dracut/modules.d/90otc/otc-ldd" \
  "$root/usr/lib/dracut/modules.d/90otc/otc-agent"
find "$root" -newermt "@$SOURCE_DATE_EPOCH" -exec touch --no-dereference --date="@$SOURCE_DATE_EPOCH" {} +

# Depends from the libraries the binary really links, then the control file.
install -d -m 755 "$root/DEBIAN"
# The maintainer script that undoes the switch to otc's console agent on removal.
install -m 755 debian/prerm "$root/DEBIAN/prerm"
# The one that takes otc out of the boot images on removal and its settings on purge.
install -m 755 debian/postrm "$root/DEBIAN/postrm"
dpkg-shlibdeps -T"$scratch/substvars" -e"$root/usr/bin/otc" -e"$root/usr/lib/otc/boot/otc" -e"$root/usr/lib/otc/boot/libpcaudio.so.0" -e"$root/usr/lib/otc/boot/askpass-fifo"
dpkg-gencontrol -potc -P"$root" -T"$scratch/substvars" -f"$scratch/files"
(cd "$root" && find . -type f ! -path './DEBIAN/*' -printf '%P\0' | LC_ALL=C sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
touch --date="@$SOURCE_DATE_EPOCH" "$root/DEBIAN" "$root/DEBIAN/control" "$root/DEBIAN/md5sums" "$root/DEBIAN/prerm" "$root/DEBIAN/postrm"

mkdir -p "$(dirname "$package")"
dpkg-deb --root-owner-group -Zxz --build "$root" "$package" >/dev/null
echo "Depends: $(dpkg-deb -f "$package" Depends)"
echo "Installed size: $(dpkg-deb -f "$package" Installed-Size) KiB; /usr/bin/otc is $(stat -c %s "$root/usr/bin/otc") bytes."
echo "$package"
