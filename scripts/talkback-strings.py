#!/usr/bin/env python3
"""Writes the TalkBack strings otc's TalkBack model uses, as TalkBack's resources hold them.

Usage: scripts/talkback-strings.py TALKBACK_CHECKOUT > Tests/AnnouncerTests/TalkBackStrings.json

TALKBACK_CHECKOUT is a git checkout of https://github.com/google/talkback. Each string is
read from the checkout's HEAD, with the file, the resource name and the commit, so that
AnnouncerTests can check otc's copy against it word for word. Android's escapes (\\", \\')
are undone and <xliff:g> markup is dropped, as aapt does when it builds the app.
"""

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

# The resources otc's TalkBack model speaks, by name; a plural by name/quantity.
NAMES = [
    ("strings_compositor.xml", "value_edit_box"),
    ("strings_compositor.xml", "value_edit_box_editing"),
    ("strings_compositor.xml", "value_password"),
    ("strings_compositor.xml", "value_double_tap"),
    ("strings_compositor.xml", "value_single_tap"),
    ("strings_compositor.xml", "template_hint_edit_text"),
    ("strings_compositor.xml", "template_password_character_count/one"),
    ("strings_compositor.xml", "template_password_character_count/other"),
    ("strings_compositor.xml", "summaryOff_pref_speak_passwords_without_headphones"),
    ("strings_compositor.xml", "value_button"),
    ("strings_compositor.xml", "value_image"),
    ("strings_compositor.xml", "heading_template"),
    ("strings_compositor.xml", "template_hint_clickable"),
    ("strings_compositor.xml", "value_checkbox"),
    ("strings_compositor.xml", "value_radio_button"),
    ("strings_compositor.xml", "value_switch"),
    ("strings_compositor.xml", "value_checked"),
    ("strings_compositor.xml", "value_not_checked"),
    ("strings_compositor.xml", "value_on"),
    ("strings_compositor.xml", "value_off"),
    ("strings_compositor.xml", "value_disabled"),
    ("strings_compositor.xml", "value_selected"),
    ("strings_compositor.xml", "template_hint_checkable"),
    ("strings_compositor.xml", "value_spinner"),
]
LANGUAGES = {"en": "values", "pt-BR": "values-pt-rBR", "bg": "values-bg"}


def text_of(element):
    """The element's text as aapt compiles it: markup dropped, escapes undone."""
    raw = "".join(element.itertext()).strip()
    if len(raw) >= 2 and raw[0] == raw[-1] == '"':
        raw = raw[1:-1]
    return re.sub(r"\\(.)", lambda match: {"n": "\n", "t": "\t"}.get(match.group(1), match.group(1)), raw)


def main():
    checkout = sys.argv[1]
    git = ["git", "-C", checkout]
    commit = subprocess.run(git + ["rev-parse", "HEAD"], check=True, capture_output=True, text=True).stdout.strip()
    strings = []
    for language, folder in LANGUAGES.items():
        for file_name, name in NAMES:
            path = f"talkback/src/main/res/{folder}/{file_name}"
            source = subprocess.run(git + ["show", f"HEAD:{path}"], check=True, capture_output=True).stdout
            root = ElementTree.fromstring(source)
            base, _, quantity = name.partition("/")
            if quantity:
                found = root.find(f"plurals[@name='{base}']/item[@quantity='{quantity}']")
            else:
                found = root.find(f"string[@name='{base}']")
            if found is None:
                sys.exit(f"{path} has no {name}")
            strings.append({"language": language, "file": path, "name": name, "text": text_of(found)})
    json.dump(
        {"repository": "https://github.com/google/talkback", "commit": commit, "strings": strings},
        sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


main()
