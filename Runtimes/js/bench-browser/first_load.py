"""The first load of compiled presets in headless Chromium: loadProgram's time in a new page.

Usage: first_load.py [--sources] RUNS MASK...      e.g. first_load.py 9 card iban phone

Each run opens bench-browser/first-load.html?mask=NAME in a new headless Chromium (a new
browser, so no compiled code, code cache or warmed loader is carried over from a run before)
and reads what the page timed with performance.now(): the import of the runtime and the one
loadProgram of demo/masks/NAME.maskc. The runtime is the browser build (browser/maskc.js), or
with --sources the modules of src/, one request each. It serves Runtimes/js on a free loopback port with
`Cache-Control: no-store` (no code cache either) and cross-origin isolation (which gives
performance.now() 5 µs steps instead of 100 µs). It prints one JSON object: for each mask, the
runs' times in milliseconds. Exit status 3 when Chromium, its driver or Selenium is missing
(bench.mjs then says so and goes on). The browser is started as the browser test starts it
(test-browser/drive_demo.py).
"""

import functools
import http.server
import json
import subprocess
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "test-browser"))
from drive_demo import QuietHandler, RUNTIME, browser_session, find_tools  # noqa: E402


class IsolatedHandler(QuietHandler):
    """Serves every file uncached and cross-origin isolated."""

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()


def serve():
    handler = functools.partial(IsolatedHandler, directory=str(RUNTIME))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def first_load(browser, driver, url):
    """The page's result in a new browser."""
    from selenium.webdriver.support.ui import WebDriverWait

    session = browser_session(browser, driver)
    try:
        session.get(url)
        result = WebDriverWait(session, 60).until(lambda s: s.execute_script("return window.firstLoad"))
    finally:
        session.quit()
    if "error" in result:
        raise SystemExit(f"{url}: {result['error']}")
    return result


def main(runs, masks, runtime):
    browser, driver = find_tools()
    if runtime == "browser":
        # The browser build is made, not kept in git (browser/make-browser-build.mjs).
        subprocess.run(["node", str(RUNTIME / "browser" / "make-browser-build.mjs")], check=True)
    server = serve()
    times = {mask: {"importMs": [], "loadMs": []} for mask in masks}
    try:
        # Masks in turn within a run, so that a slow spell of the machine falls on all alike.
        for _ in range(runs):
            for mask in masks:
                result = first_load(browser, driver, f"http://127.0.0.1:{server.server_address[1]}/bench-browser/first-load.html?mask={mask}&runtime={runtime}")
                times[mask]["importMs"].append(result["importMs"])
                times[mask]["loadMs"].append(result["loadMs"])
    finally:
        server.shutdown()
    print(json.dumps(times))


if __name__ == "__main__":
    arguments = sys.argv[1:]
    runtime = "src" if arguments[:1] == ["--sources"] else "browser"
    if runtime == "src":
        arguments = arguments[1:]
    if len(arguments) < 2 or not arguments[0].isdigit():
        raise SystemExit(__doc__)
    main(int(arguments[0]), arguments[1:], runtime)
