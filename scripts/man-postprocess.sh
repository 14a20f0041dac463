#!/usr/bin/env bash
# Finishes the manual page that swift-argument-parser's plugin generated, in place:
# - blank lines become .Pp, which mdoc wants;
# - no word is hyphenated or broken at its hyphen across lines ("es- peak-ng" is read by a
#   screen reader as two fragments);
# - EXIT STATUS lists otc's real codes instead of the generic ">0 if an error occurs".
set -euo pipefail
page=${1:?usage: scripts/man-postprocess.sh PAGE}
python3 - "$page" <<'PY'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
text = "\n".join(".Pp" if line == "" else line for line in text.split("\n"))
text = text.replace("\n.Os\n", "\n.Os\n.nr doc-hyphen-flags 0\n.nh\n.cflags 0 -\n", 1)
codes = [
    ("0", "Success; for diff, the transcripts are identical."),
    ("1", "Failure: input ended before the code was complete, no audio device with --speech espeak, an unknown voice, a file that cannot be read or written; for diff, the transcripts differ."),
    ("2", "diff could not compare its inputs."),
    ("64", "Usage error."),
    ("124", "prompt timed out."),
    ("130", "prompt was cancelled with Esc or Ctrl-C."),
]
items = "".join(f".It {code}\n{meaning}\n" for code, meaning in codes)
text = text.replace(".Sh \"EXIT STATUS\"\n.Ex -std\n", ".Sh \"EXIT STATUS\"\n.Bl -tag -width Ds\n" + items + ".El\n", 1)
open(path, "w", encoding="utf-8").write(text)
PY
