#!/usr/bin/env bash
# Finishes the manual page that swift-argument-parser's plugin generated, in place, and
# writes the pages of its own that otc-askpass, otc-pinentry and otc agent get beside it:
# - blank lines become .Pp, which mdoc wants;
# - no word is hyphenated or broken at its hyphen across lines ("es- peak-ng" is read by a
#   screen reader as two fragments);
# - EXIT STATUS lists otc's real codes instead of the generic ">0 if an error occurs";
# - the commands otc starts itself (speak-tail, speakup-guard, terminal-guard) are left out;
# - a flag and its negation (--secure, --no-secure), which the plugin gives one text
#   twice, are one item;
# - FILES and SEE ALSO are added;
# - otc-askpass.1, otc-pinentry.1 and otc-agent.1 hold their command's part of the page.
set -euo pipefail
page=${1:?usage: scripts/man-postprocess.sh PAGE}
python3 - "$page" <<'PY'
import os
import sys

path = sys.argv[1]
folder = os.path.dirname(path)
text = open(path, encoding="utf-8").read()
text = "\n".join(".Pp" if line == "" else line for line in text.split("\n"))
settings = ".nr doc-hyphen-flags 0\n.nh\n.cflags 0 -\n"
text = text.replace("\n.Os\n", "\n.Os\n" + settings, 1)
codes = [
    ("0", "Success; for diff, the transcripts are identical; for audit, no problem was found."),
    ("1", "Failure: input ended before the code was complete, no audio device with --speech espeak, an unknown voice, a file that cannot be read or written; for diff, the transcripts differ; for audit, problems were found."),
    ("2", "diff could not compare its inputs; audit, read --screen or compare --screen could not read a screen file (for audit, whatever else it found), or audit found a code entry in none of its files."),
    ("64", "Usage error."),
    ("124", "prompt timed out."),
    ("130", "prompt was cancelled with Esc or Ctrl-C."),
]
items = "".join(f".It {code}\n{meaning}\n" for code, meaning in codes)
text = text.replace(".Sh \"EXIT STATUS\"\n.Ex -std\n", ".Sh \"EXIT STATUS\"\n.Bl -tag -width Ds\n" + items + ".El\n", 1)
lines = text.split("\n")


def block(lines, name):
    """The lines of command `name`'s item: from its .It Em line to the .El that closes its list."""
    start = lines.index(f".It Em {name}")
    depth = 0
    for index in range(start + 1, len(lines)):
        if lines[index].startswith(".Bl"):
            depth += 1
        elif lines[index] == ".El":
            depth -= 1
            if depth == 0:
                return start, index + 1
    raise SystemExit(f"man-postprocess: the item of {name} does not end")


# The commands otc starts itself are not for a reader.
for hidden in ["speak-tail", "speakup-guard", "terminal-guard"]:
    start, end = block(lines, hidden)
    del lines[start:end]


def item_text(lines, index):
    """The lines after the .It at `index`, up to the next .It or .El."""
    end = index + 1
    while end < len(lines) and not lines[end].startswith(".It") and lines[end] != ".El":
        end += 1
    return lines[index + 1:end]


# --x and --no-x with one text: one item naming both.
merged = []
index = 0
while index < len(lines):
    line = lines[index]
    if line.startswith(".It Fl -") and " " not in line[len(".It Fl -"):]:
        flag = line[len(".It Fl -"):]
        body = item_text(lines, index)
        after = index + 1 + len(body)
        if after < len(lines) and lines[after] == f".It Fl -no-{flag}" and item_text(lines, after) == body:
            merged.append(f".It Fl -{flag} , -no-{flag}")
            merged.extend(body)
            index = after + 1 + len(body)
            continue
    merged.append(line)
    index += 1
lines = merged

files = """.Sh FILES
.Bl -tag -width Ds
.It Pa $XDG_CONFIG_HOME/otc/config.toml
The settings, one key a line, such as rate = 300; ~/.config/otc/config.toml when XDG_CONFIG_HOME is not set. otc config says which settings are in force and where each came from.
.It Pa $XDG_RUNTIME_DIR/otc
Where otc keeps, for the next otc, what is still being said after it exited; /run/otc for root.
.It Pa /usr/bin/otc-askpass , /usr/bin/otc-pinentry
otc under the names ssh, sudo, git and gpg-agent run.
.It Pa /usr/lib/systemd/system/otc-ask-password-console.path
The console password agent, otc agent --watch --console, in place of systemd's, when enabled.
.It Pa /usr/share/initramfs-tools/hooks/otc , /usr/lib/dracut/modules.d/90otc
What otc boot enable puts into the initramfs, so that the disk's passphrase is spoken at boot.
.El"""

see_also = {
    "otc": ["ssh 1", "sudo 8", "git 1", "gpg-agent 1", "pinentry 1", "systemd-ask-password 1", "systemd-tty-ask-password-agent 1", "cryptsetup 8", "crypttab 5", "espeak-ng 1", "spd-say 1", "brltty 1"],
    "otc-askpass": ["otc 1", "ssh 1", "ssh-add 1", "sudo 8", "git 1"],
    "otc-pinentry": ["otc 1", "gpg-agent 1", "pinentry 1", "gpg 1"],
    "otc-agent": ["otc 1", "systemd-ask-password 1", "systemd-tty-ask-password-agent 1", "cryptsetup 8", "crypttab 5"],
}


def references(name):
    pages = see_also[name]
    return ".Sh \"SEE ALSO\"\n" + "\n".join(f".Xr {page}" + (" ," if index < len(pages) - 1 else "") for index, page in enumerate(pages))


authors = lines.index(".Sh AUTHORS")
lines[authors:authors] = files.split("\n") + references("otc").split("\n")

# A page of its own for each command another program runs, and for the agent.
date = next(line for line in lines if line.startswith(".Dd "))
for command, page, synopsis in [
    ("askpass", "otc-askpass", [".Nm", ".Ar question"]),
    ("pinentry", "otc-pinentry", [".Nm", ".Op Fl -ttyname Ar path"]),
    ("agent", "otc-agent", [".Nm otc", ".Cm agent", ".Fl -query | -watch", ".Op Fl -console Ns Op = Ns Ar device", ".Op Fl -transcript Ar file"]),
]:
    start, end = block(lines, f"{command}")
    part = lines[start + 1:end]
    abstract = part[0]
    options_at = part.index(".Bl -tag -width 6n")
    description = part[1:options_at]
    while description and description[0] == ".Pp":
        description = description[1:]
    options = part[options_at:]
    own = [
        '.\\" "Generated by swift-argument-parser, then scripts/man-postprocess.sh"',
        date,
        f".Dt {page.upper()} 1",
        ".Os",
    ] + settings.strip("\n").split("\n") + [
        ".Sh NAME",
        f".Nm {page}",
        f'.Nd "{abstract.rstrip(".")}."',
        ".Sh SYNOPSIS",
    ] + synopsis + [
        ".Sh DESCRIPTION",
    ] + description + [".Sh OPTIONS"] + options + references(page).split("\n") + [""]
    with open(os.path.join(folder, f"{page}.1"), "w", encoding="utf-8") as out:
        out.write("\n".join(own))

open(path, "w", encoding="utf-8").write("\n".join(lines))
PY
