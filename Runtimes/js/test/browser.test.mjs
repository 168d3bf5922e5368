/**
 * The demo form in a real browser: test-browser/drive_demo.py types real keys into headless
 * Chromium through Selenium (digits, letters, Backspace and Delete in the middle, Ctrl+Backspace,
 * Ctrl+A, Ctrl+X, a paste through the clipboard, a selection replaced), and every field's text,
 * selection and completeness after every step must equal what MaskedTextEditor gives in
 * node for the same steps on the same compiled files. It saves a screenshot of the filled
 * form in .build/browser-test/. Without Chromium, chromium-driver, Selenium or python3 it
 * skips, saying which; with MASKC_REQUIRE_TOOLS=1 (CI) that is a failure.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadProgram, MaskedTextEditor } from "../src/index.js";
import { applyInput } from "../src/dom/input-edit.js";
import { temporaryDirectory } from "../test-support/maskc.js";
import { writeBrowserBuild } from "../browser/make-browser-build.mjs";

const runtime = fileURLToPath(new URL("../", import.meta.url));
const screenshot = fileURLToPath(new URL("../../../.build/browser-test/demo-filled.png", import.meta.url));

/** Each field of the demo (its input id and compiled preset) and the steps typed into it. */
const script = [
  { field: "phone", mask: "phone", steps: [
    { do: "keys", text: "+7912345" }, { do: "select", from: 5, to: 5 }, { do: "backspace" },
    { do: "keys", text: "8" }, { do: "end" }, { do: "keys", text: "6789" }, { do: "wordBackward" },
    { do: "keys", text: "89x" },
  ] },
  { field: "card", mask: "card", steps: [
    { do: "keys", text: "4111 1111 1111 1111" }, { do: "select", from: 5, to: 9 }, { do: "paste", text: "2222" },
    { do: "left" }, { do: "left" }, { do: "delete" }, { do: "selectAll" }, { do: "paste", text: "3782 822463 10005" },
  ] },
  { field: "expiry", mask: "card-expiry", steps: [
    { do: "keys", text: "1" }, { do: "keys", text: "/" }, { do: "backspace" }, { do: "keys", text: "2" },
    { do: "keys", text: "2a9" }, { do: "home" }, { do: "delete" },
  ] },
  { field: "cvc", mask: "card-cvc", steps: [{ do: "keys", text: "12a3" }, { do: "keys", text: "45" }, { do: "backspace" }] },
  { field: "iban", mask: "iban", steps: [
    { do: "paste", text: "IBAN GB82 WEST 1234 5698 7654 32" }, { do: "wordBackward" }, { do: "keys", text: "32" },
    { do: "select", from: 5, to: 9 }, { do: "paste", text: "abcd" },
  ] },
  { field: "date", mask: "date-eu", steps: [
    { do: "keys", text: "3112" }, { do: "keys", text: "2024" }, { do: "left" }, { do: "left" }, { do: "left" },
    { do: "delete" }, { do: "keys", text: "0" }, { do: "select", from: 0, to: 6 }, { do: "cut" },
    { do: "keys", text: "0102" },
  ] },
];

/** The states MaskedTextEditor gives for a field's steps, as the browser test records them. */
function expectedStates({ mask, steps }) {
  const program = loadProgram(new Uint8Array(readFileSync(join(runtime, "demo", "masks", `${mask}.maskc`))));
  const editor = new MaskedTextEditor(program);
  return steps.map((step) => {
    const [start, end] = editor.selection;
    switch (step.do) {
      case "keys": for (const key of step.text) editor.insert(key); break;
      case "paste": editor.insert(step.text); break;
      case "backspace": case "cut": editor.deleteBackward(); break;
      case "delete": editor.deleteForward(); break;
      case "wordBackward": applyInput(editor, "deleteWordBackward", ""); break;
      case "left": editor.moveCursor(start !== end ? start : editor.cursor - 1); break;
      case "home": editor.moveCursor(0); break;
      case "end": editor.moveCursor(editor.utf16Count); break;
      case "select": editor.select(step.from, step.to); break;
      case "selectAll": editor.select(0, editor.utf16Count); break;
      default: throw new Error(`unknown step ${step.do}`);
    }
    return { text: editor.text, selection: editor.selection, complete: editor.complete };
  });
}

test("the demo in headless Chromium: real keys give the editor's text, selection and completeness after every step", (t) => {
  const directory = temporaryDirectory();
  const scriptPath = join(directory, "script.json");
  const observedPath = join(directory, "observed.json");
  writeFileSync(scriptPath, JSON.stringify(script));
  mkdirSync(join(screenshot, ".."), { recursive: true });
  writeBrowserBuild(); // the demo loads it
  const run = spawnSync("python3", [join(runtime, "test-browser", "drive_demo.py"), scriptPath, observedPath, screenshot], { encoding: "utf8", timeout: 170_000 });
  const missing = run.error?.code === "ENOENT" ? "missing: python3" : run.status === 3 ? run.stderr.trim() : null;
  if (missing !== null) {
    const reason = `the browser test needs python3, chromium, chromium-driver (apt) and selenium (pip): ${missing}`;
    if (process.env.MASKC_REQUIRE_TOOLS === "1") throw new Error(`MASKC_REQUIRE_TOOLS=1, but ${reason}`);
    t.skip(reason);
    return;
  }
  assert.equal(run.status, 0, `drive_demo.py failed:\n${run.stderr}`);
  const observed = JSON.parse(readFileSync(observedPath, "utf8"));
  assert.deepEqual(observed.map((field) => field.field), script.map((field) => field.field));
  for (const [index, field] of script.entries()) {
    const expected = expectedStates(field);
    for (const [step, state] of observed[index].states.entries()) {
      assert.deepEqual(state, expected[step], `${field.field}, after step ${step + 1} (${JSON.stringify(field.steps[step])})`);
    }
  }
  // The filled form: every field ends complete.
  assert.deepEqual(observed.map((field) => field.states.at(-1).complete), [true, true, true, true, true, true]);
  t.diagnostic(`screenshot of the filled form: ${screenshot}`);
});
