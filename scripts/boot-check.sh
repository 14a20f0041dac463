#!/usr/bin/env bash
# scripts/boot-check.sh PACKAGE FOLDER: builds boot images as a user's machine would, with
# otc's package installed, and checks them without a virtual machine. `make boot-check`
# runs it (and `make test` runs that), as root; the boot tests (Tests/otcTests/
# BootVMTests.swift) boot what it leaves in FOLDER:
#   vmlinuz          Debian 12's kernel (linux-image-amd64)
#   initrd.stock     the image update-initramfs builds before otc boot enable
#   initrd.otc       the image after otc boot enable
#   initrd.braille   the same with brltty in it, as Debian's brltty hook puts it there
#                    (START_IN_INITRAMFS=yes): it reads the console without BrlAPI, and
#                    its display is brltty's TTY driver, 80 cells, on the second serial port
#   initrd.broken    the same, with an otc that fails at once (the stock prompt must ask)
#   initrd.disabled  the image after otc boot disable
#   initrd.dracut    the image dracut builds after otc boot enable on a machine without
#                    initramfs-tools (systemd inside; the disk is named on the kernel's
#                    line: rd.luks.name=<disk.img's UUID>=cryptroot)
#   disk.img         a LUKS2 disk, passphrase "right horse" (and "café crème" in Latin-1,
#                    and "right<Tab>horse"), with a fast key derivation
#   slow-disk.img    the same with a key derivation that takes seconds under emulation
#   snd-aloop.ko     the kernel's ALSA loopback driver: a card with no speaker, for the
#                    test that makes it the first card
#   sizes            the images' sizes in bytes, NAME SIZE a line
# The root is scripts/boot-root.sh's, copied for the run and removed at the end, whatever
# happens, with any process still in it; it runs in a mount namespace of its own. The root
# names the disk in /etc/crypttab (cryptroot /dev/vda none luks,initramfs), as a machine
# with an encrypted root has it, and nothing else about it is changed for otc.
set -euo pipefail
[ "$(id -u)" = 0 ] || { echo "boot-check: run as root (chroot needs it)" >&2; exit 2; }
if [ -z "${OTC_BOOT_CHECK_PRIVATE:-}" ]; then
  exec env OTC_BOOT_CHECK_PRIVATE=1 unshare --mount --propagation private "$0" "$@"
fi
package=$(realpath "$1")
out=$(realpath "$2")
here=$(dirname "$(realpath "$0")")
base=$("$here/boot-root.sh")

run=$(mktemp -d /var/tmp/otc-boot-check.XXXXXX)
root=$run/root
cleanup() {
  for p in /proc/[0-9]*; do
    case "$(readlink "$p/root" 2>/dev/null)" in "$run"*) kill -9 "${p#/proc/}" 2>/dev/null ;; esac
  done
  for m in "$run/image/proc" "$run/image/dev" "$root/mnt" "$root/dev" "$root/proc"; do umount -l "$m" 2>/dev/null || true; done
  rm -rf --one-file-system "$run"
}
trap cleanup EXIT
fail() { echo "boot-check: $*" >&2; exit 1; }
cp -a "$base" "$root"
mount -t proc proc "$root/proc"
mount --bind "$out" "$root/mnt"
inside() { chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 PATH=/usr/sbin:/usr/bin:/sbin:/bin "$@"; }
# What update-initramfs says that does not matter here: no device-mapper in a chroot, no
# /dev/vda on this machine, no console-setup in a minimal root.
quiet() { grep -v -e 'device-mapper' -e 'mapper/control' -e 'libdevmapper' -e 'Command failed' -e 'setupcon' \
  -e "Couldn't determine" -e "Couldn't resolve device" -e 'Generating /boot' -e 'firmware_class' || true; }

# The machine: an encrypted root in /etc/crypttab.
echo "cryptroot /dev/vda none luks,initramfs" > "$root/etc/crypttab"
cp "$root"/boot/vmlinuz-* "$out/vmlinuz"
# ALSA's loopback driver, a card with no speaker: the test that puts it first.
cp "$root"/lib/modules/*/kernel/sound/drivers/snd-aloop.ko "$out/snd-aloop.ko"
image=$(ls "$root"/boot/initrd.img-*)
image=/boot/${image##*/}

inside update-initramfs -u -k all 2>&1 | quiet
cp "$root$image" "$out/initrd.stock"
grep -q "otc boot ask" "$root$image" 2>/dev/null && fail "the stock image already holds otc"

cp "$package" "$root/tmp/"
inside env DEBIAN_FRONTEND=noninteractive apt-get -qq install -y --no-install-recommends "./tmp/${package##*/}" >"$run/apt.log" 2>&1 \
  || { cat "$run/apt.log" >&2; fail "apt-get could not install ${package##*/}"; }
echo "boot-check: apt-get installed ${package##*/} into a Debian 12 root with linux-image-amd64 and cryptsetup-initramfs."

inside otc boot enable 2>&1 | quiet | sed 's/^/boot-check: otc boot enable: /'
cp "$root$image" "$out/initrd.otc"
status=$(inside otc boot status) || fail "otc boot status after enable: $status"
case $status in *"holds otc: language en"*) ;; *) fail "otc boot status after enable said: $status" ;; esac
echo "boot-check: otc boot status: ${status##*$'\n'}"
# In the user's language, as its errors are: otc's own words from its tables, the values as they are.
said=$(chroot "$root" /usr/bin/env -i HOME=/root LANG=bg_BG.UTF-8 PATH=/usr/sbin:/usr/bin:/sbin:/bin otc boot status) ||
  fail "otc boot status in Bulgarian: $said"
case $said in *"Настройка: включена, в /etc/otc/boot.conf."*"съдържа otc: език en"*) ;; *) fail "otc boot status in Bulgarian said: $said" ;; esac
echo "boot-check: otc boot status in Bulgarian: ${said##*$'\n'}"

# The fast check: the image unpacked, as the kernel unpacks it, and otc run inside it.
inside unmkinitramfs "$image" /mnt/unpacked
unpacked=$out/unpacked
[ -d "$unpacked/main" ] && unpacked=$unpacked/main
# Plymouth too, as on Debian's desktops: the boot test with "splash" needs it there.
for file in usr/bin/otc etc/otc/boot.conf lib/otc/askpass usr/share/alsa/alsa.conf usr/share/alsa/ctl/default.conf \
  etc/asound.conf usr/bin/plymouth usr/sbin/plymouthd; do
  [ -e "$unpacked/$file" ] || fail "the image lacks /$file"
done
grep -q "otc boot ask" "$unpacked/lib/otc/otc-askpass" || fail "otc's askpass script is not at /lib/otc/otc-askpass"
grep -qx "export OTC_SPEECH_DEADLINE=10" "$unpacked/lib/otc/otc-askpass" || fail "otc's askpass does not give speech 10 s at boot"
grep -q "/lib/otc/otc-askpass" "$unpacked/lib/cryptsetup/askpass" || fail "the image's askpass is not otc's askpass-fifo"
grep -q "passfifo" "$unpacked/lib/otc/askpass" || fail "Debian's askpass is not at /lib/otc/askpass"
# cryptroot-unlock (dropbear's remote unlock) is there, and finds askpass by its program.
[ -e "$unpacked/bin/cryptroot-unlock" ] || [ -e "$unpacked/usr/bin/cryptroot-unlock" ] || fail "the image lacks cryptroot-unlock"
grep -q 'slave.pcm "hw:0,0"' "$unpacked/etc/asound.conf" || fail "the image's ALSA default is not the card itself (dmix plays silence at boot)"
data=$(cd "$unpacked" && ls -d usr/lib/*/espeak-ng-data)
dictionaries=$(cd "$unpacked/$data" && ls -- *_dict | tr '\n' ' ')
[ "$dictionaries" = "en_dict " ] || fail "the image carries the dictionaries $dictionaries, not only en_dict"
for module in snd-hda-intel snd-hda-codec-generic snd-hda-codec-realtek snd-intel8x0 snd-usb-audio pcspkr; do
  [ -n "$(find "$unpacked/usr/lib/modules" -name "$module.ko*")" ] || fail "the image lacks the module $module"
done
# Left out, as what cannot play there: the modem codec, the smart amplifiers' side codecs
# (and what only they need), and the ALSA files of cards the image has no driver for.
for module in snd-hda-codec-si3054 snd-hda-scodec-cs35l41 snd-soc-cs35l41-lib cs_dsp; do
  [ -z "$(find "$unpacked/usr/lib/modules" -name "$module.ko*")" ] || fail "the image holds the module $module, which cannot play there"
done
cards=$(cd "$unpacked/usr/share/alsa/cards" && LC_ALL=C ls | tr '\n' ' ')
[ "$cards" = "HDA-Intel.conf ICH.conf ICH4.conf NFORCE.conf USB-Audio.conf aliases.conf " ] \
  || fail "the image carries ALSA's files for the cards $cards"
echo "boot-check: the image holds otc, its askpass-fifo in Debian's place with its script and Debian's askpass beside it, en_dict alone, ALSA's configuration and the sound modules."
mkdir -p "$unpacked/dev" "$unpacked/proc"
mount --bind /dev "$unpacked/dev"
mount -t proc proc "$unpacked/proc"
export -n OTC_BOOT_CHECK_PRIVATE
# The image holds the boot otc (/usr/lib/otc/boot/otc), not the whole one, and the one built
# with Embedded Swift: no Swift metadata (Embedded Swift writes none; the SwiftPM-built otc
# has its swift5_ sections), at most 1 MB as the package strips it.
commands=$(chroot "$unpacked" /usr/bin/otc --help 2>&1) || fail "otc --help in the image failed: $commands"
grep -q "totp" <<<"$commands" && fail "the image holds the whole otc, not /usr/lib/otc/boot/otc"
readelf -SW "$unpacked/usr/bin/otc" | grep -q ' swift5_' && fail "the image's otc is not the boot otc built with Embedded Swift"
boot_otc=$(stat -c %s "$unpacked/usr/bin/otc")
[ "$boot_otc" -le 1000000 ] || fail "the image's otc is $boot_otc bytes, more than 1 MB"
echo "boot-check: the image's otc is the boot otc built with Embedded Swift, $boot_otc bytes."
said=$(chroot "$unpacked" /usr/bin/otc speak --wav /check.wav "Passphrase for disk cryptroot" 2>&1) || fail "otc speak in the image failed: $said"
bytes=$(stat -c %s "$unpacked/check.wav")
[ "$bytes" -gt 20000 ] || fail "otc speak in the image wrote $bytes bytes of WAV"
# The same words from the whole otc the package installed, with the root's voice data: the
# same samples, byte for byte.
inside otc speak --wav /tmp/whole.wav "Passphrase for disk cryptroot" > /dev/null 2>&1 || fail "otc speak in the root failed"
cmp -s "$unpacked/check.wav" "$root/tmp/whole.wav" || fail "otc speak in the image wrote another WAV than the whole otc's"
echo "boot-check: run inside the unpacked image, otc found its voice data and spoke $bytes bytes of WAV, the whole otc's own."
# Its parser, in the image: a keyscript run without cryptroot's variables is a usage error.
set +e
said=$(chroot "$unpacked" /usr/bin/env -i /usr/bin/otc boot ask 2>&1)
code=$?
set -e
[ $code = 64 ] && grep -q "CRYPTTAB_NAME is not set" <<<"$said" || fail "otc boot ask in the image without a disk ended $code: $said"
# Aloud, as at boot: no PulseAudio client in the image, so otc plays through ALSA with the
# image's libpcaudio.so.0; ALSA's "default" is sent here to a file (this machine may have
# no sound card), through the plug-in ALSA itself has for that.
pulse=$(find "$unpacked/usr" -name 'libpulse*')
[ -z "$pulse" ] || fail "the image holds PulseAudio's client: $(head -n 3 <<<"$pulse")"
printf '%s\n' 'pcm.!default { type file slave.pcm { type null } file "/check.raw" format "raw" }' > "$unpacked/check-alsa.conf"
said=$(ALSA_CONFIG_PATH=/check-alsa.conf chroot "$unpacked" /usr/bin/otc speak "Passphrase for disk cryptroot" 2>&1) \
  || fail "otc speak aloud in the image failed: $said"
umount "$unpacked/proc" "$unpacked/dev"
played=$(stat -c %s "$unpacked/check.raw" 2>/dev/null || echo 0)
[ "$played" -gt 20000 ] || fail "otc played $played bytes to ALSA in the image: $said"
echo "boot-check: aloud in the image, without PulseAudio's client, otc played $played bytes through its libpcaudio.so.0 and ALSA."
rm -rf --one-file-system "$out/unpacked"

# Braille at boot, as a braille user turns it on with Debian's brltty package: brltty in the
# image, started before cryptroot asks, reading the console. The root's settings are put
# back after: the other images hold no brltty.
cp -a "$root/etc/default/brltty" "$run/brltty.default"
cp -a "$root/etc/brltty.conf" "$run/brltty.conf"
sed -i 's/^START_IN_INITRAMFS=.*/START_IN_INITRAMFS=yes/' "$root/etc/default/brltty"
printf '%s\n' 'braille-driver tt' 'braille-device serial:ttyS1' 'braille-parameters tt:Columns=80' 'screen-driver lx' \
  >> "$root/etc/brltty.conf"
# The display is brltty's TTY driver, which writes its window as text to a serial port the
# boot test reads. It loads ncurses and reads vt100's terminfo, which the hook does not
# copy (it copies brltty's drivers alone; a real display's driver needs neither): a hook of
# the test's own adds them to this image only.
testhook=$root/etc/initramfs-tools/hooks/otc-test-braille-tty
printf '%s\n' '#!/bin/sh' '[ "$1" = prereqs ] && exit 0' '. /usr/share/initramfs-tools/hook-functions' \
  'copy_exec /usr/lib/x86_64-linux-gnu/libncursesw.so.6' 'copy_file terminfo /lib/terminfo/v/vt100' > "$testhook"
chmod 755 "$testhook"
inside update-initramfs -u -k all 2>&1 | quiet | grep -v 'Installing BRLTTY' || true
rm "$testhook"
cp "$root$image" "$out/initrd.braille"
cp -a "$run/brltty.default" "$root/etc/default/brltty"
cp -a "$run/brltty.conf" "$root/etc/brltty.conf"
listing=$(inside lsinitramfs "$image")
grep -qx 'usr/bin/brltty' <<<"$listing" && grep -qx 'scripts/init-premount/brltty' <<<"$listing" \
  && grep -q 'libncursesw.so.6$' <<<"$listing" \
  || fail "brltty's hook did not put brltty and its start in the image"
echo "boot-check: with brltty's START_IN_INITRAMFS, the image holds brltty beside otc."

# dracut, as on a machine that builds its images with it: the same root without
# update-initramfs, so that otc boot enable finds dracut, runs it, and dracut takes otc's
# module (Debian's dracut builds a generic image with systemd, Plymouth and the crypt module).
mv "$root/usr/sbin/update-initramfs" "$run/update-initramfs"
inside otc boot enable > "$run/dracut.log" 2>&1 || { cat "$run/dracut.log" >&2; fail "otc boot enable with dracut failed"; }
mv "$run/update-initramfs" "$root/usr/sbin/update-initramfs"
grep -v -e '^dracut' -e 'dracut-install' "$run/dracut.log" | quiet | sed 's/^/boot-check: otc boot enable (dracut): /'
# dracut resolves every program's libraries with otc's otc-ldd once otc's module is in:
# none of them may fail (a failure leaves libraries out, and the image does not boot).
grep -e 'otc-ldd' "$run/dracut.log" >&2 && fail "dracut could not resolve libraries with otc's otc-ldd"
cp "$root$image" "$out/initrd.dracut"
listing=$(inside lsinitrd "$image")
for file in usr/bin/otc usr/lib/otc/agent usr/bin/stty etc/otc/boot.conf etc/asound.conf usr/lib/systemd/system/systemd-ask-password-console.service.d/otc.conf \
  usr/lib/systemd/system/systemd-ask-password-plymouth.service.d/otc.conf usr/lib/x86_64-linux-gnu/libpcaudio.so.0 \
  usr/lib/x86_64-linux-gnu/espeak-ng-data/en_dict usr/bin/plymouth usr/lib/systemd/systemd-cryptsetup \
  usr/lib/x86_64-linux-gnu/systemd/libsystemd-core-252.so; do
  grep -q " $file\( \|\$\)" <<<"$listing" || fail "dracut's image lacks /$file"
done
grep -q '_dict$' <<<"$(grep -v 'en_dict$' <<<"$listing")" && fail "dracut's image carries another dictionary than en_dict"
grep -q 'libpulse' <<<"$listing" && fail "dracut's image holds PulseAudio's client"
for module in snd-hda-intel snd-hda-codec-realtek snd-hda-codec-hdmi snd-intel8x0 snd-usb-audio; do
  grep -q "/$module\.ko" <<<"$listing" || fail "dracut's image lacks the module $module"
done
grep -q -e '/snd-hda-codec-si3054\.ko' -e '/snd-hda-scodec-' -e '/cs_dsp\.ko' <<<"$listing" && fail "dracut's image holds a codec that cannot play there"
# Each file read whole before it is searched: grep -q ends at its first match, and lsinitrd,
# still writing, then dies of SIGPIPE, which pipefail made a failed check (a fresh run's
# "does not give otc's agent 10 s" with the line there).
console_dropin=$(inside lsinitrd -f usr/lib/systemd/system/systemd-ask-password-console.service.d/otc.conf "$image")
plymouth_dropin=$(inside lsinitrd -f usr/lib/systemd/system/systemd-ask-password-plymouth.service.d/otc.conf "$image")
agent_script=$(inside lsinitrd -f usr/lib/otc/agent "$image")
grep -qx 'ExecStart=/usr/lib/otc/agent systemd-tty-ask-password-agent --watch --console' <<<"$console_dropin" \
  || fail "dracut's image does not start otc's agent on the console, with systemd's console agent where otc cannot answer"
grep -Eqx 'ExecStart=/usr/lib/otc/agent (/bin/)?systemd-tty-ask-password-agent --watch --plymouth' <<<"$plymouth_dropin" \
  || fail "dracut's image does not start otc's agent for Plymouth's, with Plymouth's agent where otc cannot answer"
grep -q '^/usr/bin/otc agent --watch --console$' <<<"$agent_script" || fail "dracut's image's /usr/lib/otc/agent does not run otc's agent"
grep -qx 'Environment=OTC_SPEECH_DEADLINE=10' <<<"$plymouth_dropin" || fail "dracut's image does not give otc's agent 10 s for speech"
echo "boot-check: dracut's image holds otc, its agent in place of systemd's console and Plymouth agents, en_dict alone and ALSA's configuration."

# An otc that fails at once: the stock prompt must still ask. The image's otc is the boot one.
cp "$root/usr/lib/otc/boot/otc" "$run/otc.real"
printf '#!/bin/sh\nkill -SEGV $$\n' > "$root/usr/lib/otc/boot/otc"
inside update-initramfs -u -k all 2>&1 | quiet
cp "$root$image" "$out/initrd.broken"
cp "$run/otc.real" "$root/usr/lib/otc/boot/otc"

inside otc boot disable 2>&1 | quiet | sed 's/^/boot-check: otc boot disable: /'
cp "$root$image" "$out/initrd.disabled"
set +e
status=$(inside otc boot status)
code=$?
set -e
[ $code = 3 ] || fail "otc boot status after disable ended with $code, not 3: $status"
echo "boot-check: otc boot status: ${status##*$'\n'}"
said=$(chroot "$root" /usr/bin/env -i HOME=/root LANG=pt_BR.UTF-8 PATH=/usr/sbin:/usr/bin:/sbin:/bin otc boot status) || true
case $said in *"Configuração: desligada (sem /etc/otc/boot.conf)."*"não contém o otc"*) ;;
  *) fail "otc boot status in Brazilian Portuguese said: $said" ;; esac
echo "boot-check: otc boot status in Brazilian Portuguese: ${said##*$'\n'}"

# And with dracut: otc boot disable runs it again, and otc's module then declines itself.
# dracut's own run is not repeated (a minute; the run with otc above builds the real
# image): in its place a stand-in records how it was run and asks otc's module its check(),
# the question dracut asks every module first, which must say no.
mv "$root/usr/sbin/update-initramfs" "$run/update-initramfs"
mv "$root/usr/bin/dracut" "$run/dracut"
printf '%s\n' '#!/bin/bash' 'echo "dracut $*" > /tmp/dracut-run' \
  'require_binaries() { [ -x "$1" ]; }' '. /usr/lib/dracut/modules.d/90otc/module-setup.sh' \
  'if check; then echo "otc module: taken" >> /tmp/dracut-run; else echo "otc module: declined" >> /tmp/dracut-run; fi' \
  > "$root/usr/bin/dracut"
chmod 755 "$root/usr/bin/dracut"
inside otc boot disable > "$run/dracut.log" 2>&1 || { cat "$run/dracut.log" >&2; fail "otc boot disable with dracut failed"; }
mv "$run/update-initramfs" "$root/usr/sbin/update-initramfs"
mv "$run/dracut" "$root/usr/bin/dracut"
grep -qx 'dracut --force --regenerate-all' "$root/tmp/dracut-run" || fail "otc boot disable did not run dracut --force --regenerate-all: $(cat "$run/dracut.log")"
grep -qx 'otc module: declined' "$root/tmp/dracut-run" || fail "after otc boot disable, otc's dracut module still takes itself"
echo "boot-check: otc boot disable ran dracut --force --regenerate-all, and otc's module then declines itself: dracut's image holds no otc."

# The disk: LUKS2, with a key derivation fast enough for an emulated machine. Its UUID is
# fixed: dracut's image is told it on the kernel's line (BootVMTests.diskUUID).
disk_uuid=6f7463d0-0043-4b00-8000-000000000043
truncate -s 32M "$out/disk.img"
printf 'right horse' | inside cryptsetup luksFormat --batch-mode --type luks2 --pbkdf pbkdf2 \
  --pbkdf-force-iterations 1000 --uuid "$disk_uuid" --key-file - /mnt/disk.img
# Two more passphrases, for the bytes a secret field must send as typed (issue 57): one in
# Latin-1 ("café crème", é and è as one byte each, not UTF-8), one with a Tab.
printf 'right horse' > "$out/old.key"
printf 'caf\351 cr\350me' > "$out/latin1.key"
printf 'right\thorse' > "$out/tab.key"
for key in latin1 tab; do
  inside cryptsetup luksAddKey --batch-mode --pbkdf pbkdf2 --pbkdf-force-iterations 1000 \
    --key-file /mnt/old.key /mnt/disk.img "/mnt/$key.key" || fail "cannot add the $key passphrase to the disk"
done
rm -f "$out/old.key" "$out/latin1.key" "$out/tab.key"
# And one whose key derivation takes seconds under emulation, as Argon2 does on a real
# machine: for the keys typed while cryptsetup tries a passphrase.
truncate -s 32M "$out/slow-disk.img"
printf 'right horse' | inside cryptsetup luksFormat --batch-mode --type luks2 --pbkdf pbkdf2 \
  --pbkdf-force-iterations 1000000 --key-file - /mnt/slow-disk.img

# The image in the two other languages, each with its own dictionary in place of en_dict:
# measured, not booted.
for language in pt-BR bg; do
  inside otc boot enable --lang "$language" 2>&1 | quiet > /dev/null
  cp "$root$image" "$out/initrd.$language"
done

{
  for name in stock otc broken disabled dracut pt-BR bg; do echo "$name $(stat -c %s "$out/initrd.$name")"; done
  echo "boot-otc $boot_otc"
} > "$out/sizes"
stock=$(awk '$1 == "stock" { print $2 }' "$out/sizes")
with=$(awk '$1 == "otc" { print $2 }' "$out/sizes")
echo "boot-check: the image grows from $stock to $with bytes with otc ($(( (with - stock) / 1000 )) kB, zstd as Debian builds it)."
for language in pt-BR bg; do
  echo "boot-check: with $language, it grows by $(( ($(awk -v l="$language" '$1 == l { print $2 }' "$out/sizes") - stock) / 1000 )) kB."
done
[ $((with - stock)) -le 2500000 ] || fail "otc adds $((with - stock)) bytes to the image, more than 2.5 MB"
