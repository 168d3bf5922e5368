/**
 * The demo page's compiled presets (demo/masks/, written by demo/make-masks.sh): every field
 * of demo/index.html has its file, the JS loader accepts it, and, with MASKC, it equals what
 * maskc compiles today (a stale file would put an old mask on the page).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadProgram } from "../src/index.js";
import { skipWithoutMaskc, compile, temporaryDirectory } from "../test-support/maskc.js";

const demo = fileURLToPath(new URL("../demo/", import.meta.url));
const presets = [...readFileSync(join(demo, "index.html"), "utf8").matchAll(/data-mask="([a-z-]+)"/g)].map((found) => found[1]);
const kept = (name) => new Uint8Array(readFileSync(join(demo, "masks", `${name}.maskc`)));

test("every field of the demo has a compiled preset the JS loader accepts", () => {
  assert.deepEqual(presets, ["phone", "card", "card-expiry", "card-cvc", "iban", "date-eu"]);
  for (const name of presets) {
    const program = loadProgram(kept(name));
    assert.notEqual(program.match("").result, "illegal", name);
  }
});

test("the demo's compiled presets equal a fresh maskc compile (else run demo/make-masks.sh)", (t) => {
  if (skipWithoutMaskc(t)) return;
  const directory = temporaryDirectory();
  for (const name of presets) {
    const fresh = compile(["--preset", name], join(directory, `${name}.maskc`));
    assert.ok(fresh !== null, `maskc compiles --preset ${name}`);
    assert.ok(Buffer.from(fresh).equals(Buffer.from(kept(name))), `demo/masks/${name}.maskc is stale: run Runtimes/js/demo/make-masks.sh with the built maskc`);
  }
});
