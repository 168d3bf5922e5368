"""Drives the demo form (Runtimes/js/demo/) in headless Chromium with real key events.

Usage: drive_demo.py SCRIPT.json OBSERVED.json SCREENSHOT.png

SCRIPT.json is a list of fields, each {"field": input id, "steps": [...]}; a step is one of
  {"do": "keys", "text": "..."}    each character a real key press (send_keys)
  {"do": "backspace"} / {"do": "delete"} / {"do": "left"} / {"do": "home"} / {"do": "end"}
  {"do": "wordBackward"}           Ctrl+Backspace
  {"do": "select", "from": a, "to": b}   the selection set as a script sets it
  {"do": "selectAll"}              Ctrl+A
  {"do": "cut"}                    Ctrl+X
  {"do": "paste", "text": "..."}   the text copied from another element (Ctrl+C), pasted with Ctrl+V
After every step it records the field's text, selection and completeness (the page's
data-complete). It serves Runtimes/js itself on a free loopback port, and writes the
observations and a screenshot of the filled form. test/browser.test.mjs runs it and compares
with MaskedTextEditor in node. Exit status 3 when Chromium, its driver or Selenium is missing.
"""

import functools
import http.server
import json
import shutil
import sys
import threading
from pathlib import Path

RUNTIME = Path(__file__).resolve().parent.parent


def find_tools():
    """Chromium and chromedriver (Debian's names first), or exit 3 saying what is missing."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        print("missing: selenium (pip install selenium)", file=sys.stderr)
        sys.exit(3)
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    driver = shutil.which("chromedriver")
    if browser is None or driver is None:
        print("missing: " + " and ".join(name for name, path in (("chromium", browser), ("chromium-driver", driver)) if path is None), file=sys.stderr)
        sys.exit(3)
    return browser, driver


def serve():
    """Serves Runtimes/js on 127.0.0.1, on a port the system picks; returns the server."""
    handler = functools.partial(QuietHandler, directory=str(RUNTIME))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".js": "text/javascript", ".maskc": "application/octet-stream"}

    def log_message(self, *args):
        pass


def browser_session(browser, driver):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,640"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(executable_path=driver), options=options)


def main(script_path, observed_path, screenshot_path):
    browser, driver = find_tools()
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait

    script = json.loads(Path(script_path).read_text())
    server = serve()
    session = browser_session(browser, driver)
    observed = []
    try:
        session.get(f"http://127.0.0.1:{server.server_address[1]}/demo/")
        WebDriverWait(session, 20).until(lambda s: s.find_element(By.ID, "status").text != "Loading the masks…")
        status = session.find_element(By.ID, "status").text
        if status != "ready":
            raise SystemExit(f"the demo did not load: {status}")
        # A plain textarea the pasted text is copied from, as a person copies it from elsewhere.
        source = session.execute_script(
            "const area = document.createElement('textarea'); area.id = 'clipboard-source'; document.body.append(area); return area;")
        for field in script:
            element = session.find_element(By.ID, field["field"])
            element.click()
            states = []
            for step in field["steps"]:
                act(session, element, source, step, ActionChains, Keys)
                states.append(session.execute_script(
                    "const input = arguments[0];"
                    "return {text: input.value, selection: [input.selectionStart, input.selectionEnd],"
                    " complete: input.dataset.complete === 'true'};", element))
            observed.append({"field": field["field"], "states": states})
        session.execute_script("document.getElementById('clipboard-source').remove()")
        Path(screenshot_path).parent.mkdir(parents=True, exist_ok=True)
        session.save_screenshot(str(screenshot_path))
    finally:
        session.quit()
        server.shutdown()
    Path(observed_path).write_text(json.dumps(observed))


def act(session, element, source, step, ActionChains, Keys):
    """One step, as a person (or, for `select`, a script) does it."""
    kind = step["do"]
    keys = {"backspace": Keys.BACKSPACE, "delete": Keys.DELETE, "left": Keys.ARROW_LEFT, "home": Keys.HOME, "end": Keys.END}
    if kind == "keys":
        for character in step["text"]:
            element.send_keys(character)
    elif kind in keys:
        element.send_keys(keys[kind])
    elif kind == "wordBackward":
        ActionChains(session).key_down(Keys.CONTROL).send_keys(Keys.BACKSPACE).key_up(Keys.CONTROL).perform()
    elif kind in ("selectAll", "cut"):
        ActionChains(session).key_down(Keys.CONTROL).send_keys("a" if kind == "selectAll" else "x").key_up(Keys.CONTROL).perform()
    elif kind == "select":
        session.execute_script("arguments[0].setSelectionRange(arguments[1], arguments[2])", element, step["from"], step["to"])
    elif kind == "paste":
        selection = session.execute_script("return [arguments[0].selectionStart, arguments[0].selectionEnd]", element)
        session.execute_script("arguments[0].value = arguments[1]; arguments[0].focus(); arguments[0].select()", source, step["text"])
        ActionChains(session).key_down(Keys.CONTROL).send_keys("c").key_up(Keys.CONTROL).perform()
        session.execute_script("arguments[0].focus(); arguments[0].setSelectionRange(arguments[1], arguments[2])", element, *selection)
        ActionChains(session).key_down(Keys.CONTROL).send_keys("v").key_up(Keys.CONTROL).perform()
    else:
        raise SystemExit(f"unknown step {step!r}")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    main(*sys.argv[1:])
