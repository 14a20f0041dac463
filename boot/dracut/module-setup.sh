#!/bin/bash
# otc's dracut module (/usr/lib/dracut/modules.d/90otc/module-setup.sh): when otc boot
# enable has turned speech at boot on (OTC_BOOT=yes in /etc/otc/boot.conf), puts otc in
# the image with what it needs to speak there, and makes otc the console's password agent
# inside the initrd.
#
# The way in: in a systemd initrd, systemd-cryptsetup (and anything else that asks) puts
# its question in /run/systemd/ask-password, and systemd-ask-password-console.service
# answers it on the console, or, where Plymouth runs, systemd-ask-password-plymouth.service
# through Plymouth (the two services' conditions on Plymouth are opposite). A drop-in for
# each starts otc's agent in place of systemd's, on the console, keeping every other line,
# so one agent reads the console; systemd's agent takes over when otc cannot answer
# (otc-agent, the image's /usr/lib/otc/agent). Nothing on the machine's own files changes.

# Only when otc boot enable turned it on; depends() brings systemd into the image.
check() {
    . @LIB_DIR@/otc/boot/image-parts.sh
    otc_enabled || return 1
    require_binaries @LIB_DIR@/otc/boot/otc || return 1
    return 0
}

depends() {
    echo systemd systemd-ask-password
    return 0
}

installkernel() {
    . @LIB_DIR@/otc/boot/image-parts.sh
    hostonly='' instmods $(otc_hda_modules "$srcmods") $otc_sound_modules
}

install() {
    . @LIB_DIR@/otc/boot/image-parts.sh
    local data private
    data=$(otc_voice_data)
    if [[ -z $data ]]; then
        dwarn "otc: no espeak-ng-data on this machine; otc is not added."
        return 1
    fi
    # otc as the image holds it (@LIB_DIR@/otc/boot/otc: boot ask, the agent and speak,
    # no more) at @BIN_DIR@/otc, and the libraries it links, but with otc's libpcaudio.so.0 (pcaudiolib's
    # interface over ALSA alone) where Debian's would be: Debian's links PulseAudio's
    # client and, through it, a dozen libraries that cannot play where no sound server
    # runs. dracut resolves every program's libraries at the end, with ldd (DRACUT_LDD):
    # from here on that is otc's otc-ldd, which asks ldd with otc's folder first for otc
    # alone. The library then goes to the system's place in the image too.
    if [[ ${DRACUT_LDD-} != "$moddir/otc-ldd" ]]; then
        export OTC_DRACUT_LDD=${DRACUT_LDD:-ldd}
        export DRACUT_LDD=$moddir/otc-ldd
    fi
    private=@LIB_DIR@/otc/boot
    inst_binary $private/otc @BIN_DIR@/otc || return 1
    inst_simple "$private/libpcaudio.so.0" "${data%/espeak-ng-data}/libpcaudio.so.0"

    # The voice data for the one language set, and ALSA's configuration.
    { otc_voice_files "$data"; otc_alsa_files; } | while IFS= read -r file; do inst_simple "$file"; done
    [[ -e $initdir/etc/asound.conf ]] || otc_asound_conf > "$initdir/etc/asound.conf"

    # What starts otc's agent, and systemd's own where otc cannot answer, with stty to give
    # the console back as it was.
    inst_simple "$moddir/otc-agent" /usr/lib/otc/agent
    chmod 755 "$initdir/usr/lib/otc/agent"
    inst_multiple -o stty

    # The settings, as the agent's environment.
    mkdir -p "$initdir/etc/otc"
    grep -E '^OTC_[A-Z_]+=[A-Za-z0-9._+-]*$' "$otc_config" > "$initdir/etc/otc/boot.conf"

    # otc's agent in place of systemd's, on the console, whichever of systemd's two boot
    # agents would have asked: the console's, or, where Plymouth runs, Plymouth's (the two
    # services' opposite conditions on Plymouth stay, so one agent asks). Plymouth is asked
    # to step aside first (deactivate), leaving the keys and the screen to otc, as otc's
    # askpass does under initramfs-tools, and takes them back when otc's agent stops.
    # OTC_QUIET: errors only on the console, which a braille display may be reading, no
    # advice (nothing at boot remembers a first run).
    otc_agent_drop_in systemd-ask-password-console.service
    if dracut_module_included plymouth; then
        otc_agent_drop_in systemd-ask-password-plymouth.service \
            "ExecStartPre=-/usr/bin/plymouth hide-splash" "ExecStartPre=-/usr/bin/plymouth deactivate" \
            "ExecStopPost=-/usr/bin/plymouth reactivate"
    fi
}

# otc_agent_drop_in SERVICE [LINE...]: a drop-in that starts otc's agent for SERVICE, with
# LINEs more in its [Service] part, and SERVICE's own agent (its ExecStart) where otc
# cannot answer.
otc_agent_drop_in() {
    local folder=$initdir$systemdsystemunitdir/$1.d stock
    stock=$(sed -n 's/^ExecStart=[-@:+!]*//p' "$initdir$systemdsystemunitdir/$1" | head -n 1)
    [[ -n $stock ]] || stock="systemd-tty-ask-password-agent --watch --console"
    shift
    mkdir -p "$folder"
    {
        echo "# otc's dracut module: otc's speaking agent answers on the console, in place of systemd's."
        echo "[Unit]"
        echo "Conflicts=emergency.service initrd-switch-root.target"
        echo "Before=emergency.service initrd-switch-root.target"
        echo
        echo "[Service]"
        echo "EnvironmentFile=/etc/otc/boot.conf"
        echo "Environment=OTC_QUIET=1"
        # Nothing else speaks at boot: up to 10 s for the voice and the sound card.
        echo "Environment=OTC_SPEECH_DEADLINE=10"
        printf '%s\n' "$@"
        echo "ExecStart="
        echo "ExecStart=/usr/lib/otc/agent $stock"
    } > "$folder/otc.conf"
}
