import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadCheck } from "../src/trials/index.js";

/**
 * The JavaScript example of docs/trials.md ("In a web page: the same check in JavaScript")
 * runs as written: each line `EXPRESSION; // RESULT` is evaluated with `card` loaded from the
 * card preset's file kept in Tests/fixtures/presets, and must equal RESULT (a JS literal).
 * The Swift suite runs the document's maskc lines; this runs its JavaScript.
 */

const documentURL = new URL("../../../docs/trials.md", import.meta.url);
const cardFile = new URL("../../../Tests/fixtures/presets/card.maskc", import.meta.url);

test("docs/trials.md's JavaScript check example holds", () => {
  const text = readFileSync(fileURLToPath(documentURL), "utf8");
  const section = text.slice(text.indexOf("## In a web page: the same check in JavaScript"));
  const block = section.slice(section.indexOf("```js\n") + 6, section.indexOf("```\n", section.indexOf("```js\n") + 6));
  const card = loadCheck(new Uint8Array(readFileSync(fileURLToPath(cardFile))));
  let claims = 0;
  for (const line of block.split("\n")) {
    const comment = line.indexOf("// ");
    if (!line.startsWith("card.") || comment < 0) continue;
    const expression = line.slice(0, comment).trim().replace(/;$/, "");
    const actual = new Function("card", `return ${expression};`)(card);
    const claimed = new Function(`return (${line.slice(comment + 3).trim()});`)();
    assert.deepEqual(actual, claimed, line);
    claims++;
  }
  assert.ok(claims >= 4, `only ${claims} claims found in the example`);
});
