"""properties/browser.py — a real headless Chromium driven over the DevTools protocol.

The protocol runs on a pipe (--remote-debugging-pipe: the browser reads commands on fd 3
and writes answers and events on fd 4, NUL-terminated JSON), so no port, no websocket
library and no network: the tests of the --html reports (properties/html_report_test.py)
open a page from a file as a person would, wait for what they mean to see, read it from
the page (shadow DOM included) and take a screenshot. Every wait is bounded by a deadline.
"""
import base64
import fcntl
import json
import os
import select
import shutil
import subprocess
import tempfile
import time

# Headless as root in a container: no sandbox, no GPU, nothing fetched in the background.
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", "--disable-default-apps", "--mute-audio",
         "--remote-debugging-pipe"]


class BrowserError(Exception):
    pass


class Browser:
    """One Chromium process and one page in it."""

    def __init__(self, chromium, deadline_seconds=90):
        self.deadline = time.monotonic() + deadline_seconds
        self.profile = tempfile.mkdtemp(prefix="gamecheck-chromium-")
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()

        def fds():  # in the child: the protocol on fds 3 and 4 (moved up first: a pipe
            # end may itself be fd 3 or 4)
            a = fcntl.fcntl(to_child_r, fcntl.F_DUPFD, 10)
            b = fcntl.fcntl(from_child_w, fcntl.F_DUPFD, 10)
            os.dup2(a, 3)
            os.dup2(b, 4)

        # Its chatter goes to a file (a pipe nobody reads would fill and stop it).
        self.log = tempfile.TemporaryFile()
        self.proc = subprocess.Popen(
            [chromium, *FLAGS, "--user-data-dir=" + self.profile, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self.log,
            close_fds=False, preexec_fn=fds)
        os.close(to_child_r)
        os.close(from_child_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None
        targets = self.call("Target.getTargets")["targetInfos"]
        page = [t for t in targets if t["type"] == "page"]
        if not page:
            page = [{"targetId": self.call("Target.createTarget", {"url": "about:blank"})["targetId"]}]
        self.session = self.call("Target.attachToTarget",
                                 {"targetId": page[0]["targetId"], "flatten": True})["sessionId"]
        for domain in ("Page", "Network", "Runtime", "Log"):
            self.call(domain + ".enable")

    def _read_message(self):
        while b"\0" not in self.buffer:
            left = self.deadline - time.monotonic()
            if left <= 0:
                raise BrowserError("Chromium did not answer before the deadline")
            ready, _, _ = select.select([self.from_child], [], [], left)
            if not ready:
                continue
            chunk = os.read(self.from_child, 1 << 16)
            if not chunk:
                self.log.seek(0)
                err = self.log.read().decode(errors="replace")
                raise BrowserError("Chromium closed the protocol pipe: " + err[-2000:])
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None):
        """Sends one command (to the page once attached) and returns its result."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        while True:
            m = self._read_message()
            if m.get("id") == self.next_id:
                if "error" in m:
                    raise BrowserError(method + ": " + json.dumps(m["error"]))
                return m.get("result", {})
            if "method" in m:
                self.events.append(m)

    def wait_event(self, method):
        """Waits for the next event `method` not yet seen; returns its parameters."""
        while True:
            for i, e in enumerate(self.events):
                if e["method"] == method:
                    del self.events[i]
                    return e.get("params", {})
            m = self._read_message()
            if "method" in m:
                self.events.append(m)

    def open(self, path, width=1200, height=900):
        """Loads a file as a person opens it, in a window of width x height, and waits
        for its load event."""
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        self.events = [e for e in self.events if e["method"] != "Page.loadEventFired"]
        self.call("Page.navigate", {"url": "file://" + os.path.abspath(path)})
        self.wait_event("Page.loadEventFired")

    def evaluate(self, expression):
        """The value of a JavaScript expression in the page (a promise is awaited)."""
        r = self.call("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                           "returnByValue": True})
        if "exceptionDetails" in r:
            raise BrowserError("in the page: " + json.dumps(r["exceptionDetails"])[:2000])
        return r["result"].get("value")

    def screenshot(self, path, full_page=False):
        """A PNG of the window, or of the whole page (up to 8000 pixels down)."""
        params = {"format": "png"}
        if full_page:
            size = self.call("Page.getLayoutMetrics")["cssContentSize"]
            params["captureBeyondViewport"] = True
            params["clip"] = {"x": 0, "y": 0, "width": size["width"],
                              "height": min(size["height"], 8000), "scale": 1}
        data = self.call("Page.captureScreenshot", params)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def requested_urls(self):
        """Every URL the page asked for so far (Network.requestWillBeSent)."""
        return [e["params"]["request"]["url"] for e in self.events
                if e["method"] == "Network.requestWillBeSent"]

    def errors(self):
        """Exceptions thrown in the page and console errors so far."""
        out = []
        for e in self.events:
            if e["method"] == "Runtime.exceptionThrown":
                out.append(json.dumps(e["params"]["exceptionDetails"])[:500])
            elif e["method"] == "Log.entryAdded" and e["params"]["entry"]["level"] == "error":
                out.append(e["params"]["entry"]["text"])
        return out

    def close(self):
        try:
            if self.proc.poll() is None:
                self.session = None
                try:
                    self.deadline = min(self.deadline, time.monotonic() + 5)
                    self.call("Browser.close")
                except (BrowserError, OSError):
                    pass
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        finally:
            os.close(self.to_child)
            os.close(self.from_child)
            self.log.close()
            shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
