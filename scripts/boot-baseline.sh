#!/usr/bin/env bash
# scripts/boot-baseline.sh IMAGES OTC OUT: the images make boot-check left in IMAGES, with
# another build of the boot otc in them, for otc-bench --boot-baseline OUT to measure beside
# IMAGES. OUT gets links to IMAGES' files, and an initrd.otc that is IMAGES' own followed by a
# second, uncompressed newc archive holding only OTC as usr/bin/otc: the kernel unpacks the
# archives in order, so the later otc replaces the earlier, and nothing else in the image
# changes. `make bench` runs it with the boot otc SwiftPM builds (the Swift runtime inside),
# the build the image held before it was built with Embedded Swift.
set -euo pipefail
[ $# = 3 ] || { echo "usage: scripts/boot-baseline.sh IMAGES OTC OUT" >&2; exit 64; }
images=$(realpath "$1")
otc=$(realpath "$2")
out=$3
[ -f "$images/initrd.otc" ] && [ -f "$images/vmlinuz" ] || {
  echo "boot-baseline: $images holds no boot images (make boot-check BOOT_IMAGES=$images)" >&2
  exit 66
}
[ -f "$otc" ] || { echo "boot-baseline: no otc at $otc" >&2; exit 66; }
rm -rf "$out"
mkdir -p "$out"
out=$(realpath "$out")
for file in "$images"/*; do
  [ "$(basename "$file")" = initrd.otc ] || ln -s "$file" "$out/$(basename "$file")"
done
python3 - "$images/initrd.otc" "$otc" "$out/initrd.otc" <<'EOF'
import os, sys

image, otc, out = sys.argv[1:]

def entry(name, mode, data):
    # newc: "070701", thirteen 8-digit hex fields, the name with its NUL, then the data,
    # each padded to four bytes.
    fields = [1, mode, 0, 0, 1, 0, len(data), 0, 0, 0, 0, len(name) + 1, 0]
    header = b"070701" + b"".join(b"%08X" % field for field in fields) + name.encode() + b"\0"
    header += b"\0" * (-len(header) % 4)
    return header + data + b"\0" * (-len(data) % 4)

with open(image, "rb") as f:
    base = f.read()
with open(otc, "rb") as f:
    program = f.read()
# The kernel skips the zeros between archives; 512 keeps the next one on a block's start.
archive = base + b"\0" * (-len(base) % 512)
archive += entry("usr/bin/otc", 0o100755, program) + entry("TRAILER!!!", 0, b"")
descriptor = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
with os.fdopen(descriptor, "wb") as f:
    f.write(archive)
EOF
echo "boot-baseline: $out/initrd.otc holds $otc ($(stat -c %s "$otc") bytes) over $images/initrd.otc"
