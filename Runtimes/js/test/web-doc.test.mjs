/**
 * docs/web.md's JavaScript runs, and says what the code does: its ```js blocks run in order
 * as one module (with `fetch` reading the demo's compiled presets and `document` giving fake
 * inputs), and every line `EXPRESSION  // RESULT` whose comment is a JavaScript value is
 * checked (a prose comment is not a claim). The word-deletion and composition examples of
 * its prose are replayed on a fake input.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadProgram, attachMask } from "../src/index.js";
import { FakeInput, FakeDocument } from "../test-support/fake-input.js";
import { temporaryDirectory } from "../test-support/maskc.js";

const web = readFileSync(new URL("../../../docs/web.md", import.meta.url), "utf8");
const masks = fileURLToPath(new URL("../demo/masks/", import.meta.url));
const entry = pathToFileURL(fileURLToPath(new URL("../src/index.js", import.meta.url))).href;
const preset = (name) => loadProgram(new Uint8Array(readFileSync(join(masks, `${name}.maskc`))));

/** The value a comment states, or undefined when the comment is prose. */
function claimedValue(comment) {
  try {
    return { value: new Function(`return (${comment});`)() };
  } catch {
    return undefined;
  }
}

/**
 * The document's ```js blocks as one module: imports from the runtime's index become one
 * import of the real entry, and each claimed line a check that records its line.
 */
function checkedModule() {
  const lines = web.split("\n");
  const names = new Set();
  const body = [];
  let claims = 0;
  let inBlock = false;
  lines.forEach((line, index) => {
    if (line.startsWith("```")) {
      inBlock = !inBlock && line === "```js";
      return;
    }
    if (!inBlock) return;
    const imported = line.match(/^import \{ (.*) \} from ".*\/index\.js";$/);
    if (imported) {
      for (const name of imported[1].split(", ")) names.add(name);
      return;
    }
    const claim = line.match(/^(.*?);?\s+\/\/ (.*)$/);
    const value = claim && !claim[1].startsWith("  ") && claimedValue(claim[2]);
    if (!value) {
      body.push(line);
      return;
    }
    claims++;
    body.push(`check(${claim[1]}, ${claim[2]}, ${index + 1});`);
  });
  const source = [`import { ${[...names].join(", ")} } from ${JSON.stringify(entry)};`,
    "const check = (actual, claimed, line) => globalThis.webDocChecks.push({ actual, claimed, line });",
    ...body].join("\n");
  return { source, claims };
}

test("docs/web.md's JavaScript examples run and give what their comments claim", async () => {
  const { source, claims } = checkedModule();
  assert.ok(claims >= 15, `only ${claims} claims found in docs/web.md`);
  const path = join(temporaryDirectory(), "web-doc.mjs");
  writeFileSync(path, source);
  const saved = { fetch: globalThis.fetch, document: globalThis.document };
  globalThis.webDocChecks = [];
  globalThis.fetch = async (name) => new Response(readFileSync(join(masks, String(name).split("/").at(-1))));
  globalThis.document = new FakeDocument();
  try {
    await import(pathToFileURL(path).href);
  } finally {
    Object.assign(globalThis, saved);
  }
  assert.equal(globalThis.webDocChecks.length, claims);
  for (const { actual, claimed, line } of globalThis.webDocChecks) assert.deepEqual(actual, claimed, `docs/web.md:${line}`);
});

test("docs/web.md's word deletion and composition examples are what the adapter does", () => {
  assert.match(web, /in the\nphone preset, `\+7 \(912\) 345-67-` gives `\+7 \(912\) 345-`, then `\+7 \(912\) `, then `\+7 \(`/);
  const phone = new FakeInput("+7 (912) 345-67");
  attachMask(phone, preset("phone"));
  const texts = [phone.value];
  for (let count = 0; count < 3; count++) {
    phone.fireInput("deleteWordBackward");
    texts.push(phone.value);
  }
  assert.deepEqual(texts, ["+7 (912) 345-67-", "+7 (912) 345-", "+7 (912) ", "+7 ("]);
  assert.match(web, /`１２` after `31\.` in the date gives `31\.12\.`/);
  const date = new FakeInput("31.");
  attachMask(date, preset("date-eu"));
  date.fireComposition("compositionstart");
  date.fireInput("insertCompositionText", "１２", { isComposing: true });
  date.fireComposition("compositionend", "１２");
  assert.equal(date.value, "31.12.");
});
