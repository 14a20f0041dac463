# otc's boot image parts (@LIB_DIR@/otc/boot/image-parts.sh): what both of otc's image
# builders put in an initramfs, initramfs-tools' hook and dracut's module, each with its own
# copying functions. Sourced, never run; POSIX sh.

# The settings otc boot enable recorded.
otc_config=${dracutsysrootdir:-}/etc/otc/boot.conf

# otc_setting NAME: NAME's value in the settings, read as text rather than run (one
# NAME=VALUE a line; a value of other characters is ignored).
otc_setting() { sed -n "s/^$1=\\([A-Za-z0-9._+-]*\\)\$/\\1/p" "$otc_config" 2>/dev/null | tail -n 1; }

# otc_enabled: whether otc boot enable turned speech at boot on.
otc_enabled() { [ "$(otc_setting OTC_BOOT)" = yes ]; }

# otc_voice_data: espeak-ng's data folder on this machine, or nothing.
otc_voice_data() { ls -d /usr/lib/*/espeak-ng-data 2>/dev/null | head -n 1; }

# otc_voice_files DATA: the voice data for the one language set, a path a line: the
# phonemes every language shares, that language's dictionary, the definitions of the
# voices that speak with that dictionary (English's American, British and Caribbean ones,
# Portuguese's two, Bulgarian's one; a voice of another language could not load without
# its dictionary). Not the variants (voices/!v): otc names voices as espeak_ListVoices
# lists them, which is without a variant.
otc_voice_files() {
  case "$(otc_setting OTC_LANGUAGE)" in
    pt*) dictionary=pt_dict voices="roa/pt roa/pt-BR" ;;
    bg*) dictionary=bg_dict voices="zls/bg" ;;
    *) dictionary=en_dict voices="gmw/en gmw/en-*" ;;
  esac
  for file in phondata phonindex phontab intonations "$dictionary"; do echo "$1/$file"; done
  for pattern in $voices; do
    for file in "$1"/lang/$pattern; do
      [ -f "$file" ] && echo "$file"
    done
  done
}

# otc_alsa_files: ALSA's own configuration, which names the devices otc opens ("default",
# "hw:N"), a path a line: of the cards' own files, those of the cards the image has drivers
# for (otc_alsa_cards), with the aliases ALSA reads on start; the others could never apply.
otc_alsa_files() {
  for part in alsa.conf ctl pcm; do
    [ -e "/usr/share/alsa/$part" ] && find "/usr/share/alsa/$part" -type f
  done
  for card in aliases $otc_alsa_cards; do
    [ -e "/usr/share/alsa/cards/$card.conf" ] && echo "/usr/share/alsa/cards/$card.conf"
  done
  return 0
}

# otc_asound_conf: the image's /etc/asound.conf. ALSA's "default" device is dmix, whose
# first client forks a server that hands the card to the others; started at boot, that
# server dies and the card plays silence (found booting the image in QEMU). At boot otc is
# the one client, so "default" goes straight to the first card's first device, converted
# as needed; while this file is otc's (its first line says so), otc's libpcaudio plays on
# the first card with a speaker or headphones instead (boot/pcaudio-alsa.c).
otc_asound_conf() {
  printf '%s\n' '# otc at boot: one client, no dmix (see @LIB_DIR@/otc/boot/image-parts.sh).' \
    'pcm.!default { type plug slave.pcm "hw:0,0" }'
}

# The sound modules: Intel HDA with its codecs (a folder of the kernel's tree), AC'97, a
# USB headset; and the PC speaker. ALSA names their cards HDA-Intel, ICH, ICH4, NFORCE and
# USB-Audio.
otc_sound_module_folder=kernel/sound/pci/hda
otc_sound_modules="snd-intel8x0 snd-usb-audio pcspkr"
otc_alsa_cards="HDA-Intel ICH ICH4 NFORCE USB-Audio"

# otc_hda_modules MODULES: the names of the modules in otc_sound_module_folder of the
# kernel's modules folder MODULES, a name a line, but two kinds that cannot play in the
# image: the modem codec (si3054), and the side codecs of laptops' smart amplifiers
# (snd-hda-scodec-*, with the firmware controls only they use, snd-hda-cs-dsp-ctls), which
# bind only through a platform driver (serial-multi-instantiate) and firmware the image
# does not carry; such a laptop's codec still plays to its headphones.
otc_hda_modules() {
  find "$1/$otc_sound_module_folder" -name '*.ko*' | while IFS= read -r path; do
    name=${path##*/}
    name=${name%%.ko*}
    case $name in
      snd-hda-codec-si3054 | snd-hda-scodec-* | snd-hda-cs-dsp-ctls) ;;
      *) echo "$name" ;;
    esac
  done
}
