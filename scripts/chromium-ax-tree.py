#!/usr/bin/env python3
"""Writes the browser's own accessibility tree of HTML pages, as Chrome DevTools gives it.

Usage: scripts/chromium-ax-tree.py OUTPUT_FOLDER PAGE.html...

For each PAGE, writes OUTPUT_FOLDER/PAGE.ax.json: the result of the protocol's
Accessibility.getFullAXTree once the page has loaded, taken from Debian's headless
Chromium (chromium-headless-shell) in a profile of its own that is removed afterwards.
The protocol is spoken over --remote-debugging-pipe (JSON messages ended by NUL on
descriptors 3 and 4), so nothing listens on a port and no package beyond Python's own is
needed. The pages are loaded as file: URLs with the network and scripts off (otc reads a
page's HTML as it is, so the browser is asked to read the same); a page that does not
load, or whose tree does not come, within 120 seconds is an error. What would differ between machines is left out: the
names' `sources` (how each was computed) and the pages' folder in URLs.
"""

import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

BROWSERS = ["chromium-headless-shell", "chromium"]
DEADLINE = 120.0


class Browser:
    """A headless Chromium spoken to over its pipe."""

    def __init__(self):
        executable = next((shutil.which(name) for name in BROWSERS if shutil.which(name)), None)
        if executable is None:
            sys.exit("chromium-ax-tree.py: no chromium-headless-shell (Debian's package of that name) on the PATH")
        self.profile = tempfile.mkdtemp(prefix="otc-chromium-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # The child's descriptors 3 and 4 are the pipe's ends, as --remote-debugging-pipe
        # wants; a shell puts them there before it becomes the browser.
        self.process = subprocess.Popen(
            ["/bin/sh", "-c", 'exec 3<&"$1" 4>&"$2"; shift 2; exec "$@"', "sh", str(to_browser_read), str(from_browser_write),
             executable, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
             "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
             "--disable-extensions", "--mute-audio", f"--user-data-dir={self.profile}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(to_browser_read, from_browser_write))
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        return self.next_id

    def receive(self, deadline):
        # Only what arrived since the last look is searched for the end of a message: a
        # tree of many megabytes arrives in hundreds of pieces.
        searched = 0
        while (end := self.buffer.find(b"\0", searched)) < 0:
            searched = len(self.buffer)
            if time.monotonic() > deadline:
                raise TimeoutError("the browser did not answer in time")
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("the browser closed its pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer[:end], self.buffer[end + 1:]
        return json.loads(message)

    def call(self, method, params=None, session=None):
        wanted = self.send(method, params, session)
        deadline = time.monotonic() + DEADLINE
        while True:
            message = self.receive(deadline)
            if message.get("id") == wanted:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method, session, deadline):
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == session:
                    del self.events[index]
                    return event
            self.events.append(self.receive(deadline))

    def close(self):
        try:
            self.send("Browser.close")
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
            self.process.wait()
        finally:
            os.close(self.to_browser)
            os.close(self.from_browser)
            shutil.rmtree(self.profile, ignore_errors=True)


def tree(browser, page):
    """The full accessibility tree of `page` once loaded."""
    target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    try:
        browser.call("Page.enable", session=session)
        browser.call("Network.enable", session=session)
        browser.call("Network.emulateNetworkConditions",
                     {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}, session=session)
        # otc reads the page's HTML as it is; the browser is asked to read the same, not
        # what a script makes of it.
        browser.call("Emulation.setScriptExecutionDisabled", {"value": True}, session=session)
        browser.call("Page.navigate", {"url": pathlib.Path(page).resolve().as_uri()}, session=session)
        browser.wait_for("Page.loadEventFired", session, time.monotonic() + DEADLINE)
        browser.call("Accessibility.enable", session=session)
        return browser.call("Accessibility.getFullAXTree", session=session)
    finally:
        browser.call("Target.closeTarget", {"targetId": target})


def tidy(result, folder):
    """The tree as the protocol gave it, less what would differ between machines and runs:
    each name's and description's `sources` (how the name was computed, not the name) and
    the page's folder in URLs, which becomes file:///page/."""
    text = json.dumps(result, ensure_ascii=False).replace(json.dumps(folder)[1:-1], "file:///page/")
    result = json.loads(text)
    for node in result.get("nodes", []):
        for key in ("name", "description"):
            if isinstance(node.get(key), dict):
                node[key].pop("sources", None)
        node.pop("frameId", None)
    return result


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: scripts/chromium-ax-tree.py OUTPUT_FOLDER PAGE.html...")
    folder = pathlib.Path(sys.argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    browser = Browser()
    try:
        for page in sys.argv[2:]:
            result = tidy(tree(browser, page), pathlib.Path(page).resolve().parent.as_uri() + "/")
            out = folder / (pathlib.Path(page).name + ".ax.json")
            out.write_text(json.dumps(result, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
            print(f"{out}: {len(result.get('nodes', []))} nodes")
    finally:
        browser.close()


main()
