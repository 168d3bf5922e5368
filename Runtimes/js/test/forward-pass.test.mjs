import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { loadProgram } from "../src/index.js";
import { forwardPass } from "../src/reading/forward-pass.js";
import { ReadingInput } from "../src/reading/reading-input.js";
import { unitAlternates } from "../src/reading/read-sample.js";
import { readingTables } from "../src/transform/reading-parts.js";
import { compile, skipWithoutMaskc, temporaryDirectory } from "../test-support/maskc.js";
import { join } from "node:path";

/**
 * The forward pass is determinized as it goes (`forward-pass.js`): on ASCII input a step
 * already met is a table load, and only a new one is made. These tests hold the table's
 * steps to the steps made afresh: the same text given as units of their own (as non-ASCII
 * input is) never takes the table, and must give the same candidates, the same optional
 * symbols and the same count of dropped letters and digits, on every mask of the demo's
 * sets, before and after the table holds the steps.
 */
const preset = (name) => loadProgram(new Uint8Array(readFileSync(new URL(`../demo/masks/${name}.maskc`, import.meta.url))));

/** `text` as input cut into units that store their boundaries, so the pass makes every step. */
function unitInput(text) {
  const input = new ReadingInput(text);
  input.unitEnds = Int32Array.from({ length: input.unitCount }, (_, index) => index + 1);
  input.characters = [...text];
  return input;
}

const setSamples = [
  "+442071234567", "+7 (912) 345-67-89", "89123456789", "4111111111111111", "4111 1111 1111 1111",
  "378282246310005", "GB29 NWBK 6016 1331 9268 19", "gb29nwbk60161331926819", "31.12.2024", "1.2.2024",
  "12/31", "Tel. 12-34", "x", "", "0000 0000 0000 0000 0000 00",
];

/** Holds the pass on ASCII input (made, then from the table) to the pass on `unitInput`, on every mask of `program`. */
function compareOn(name, program, samples) {
    const members = program.set ? program.set.members : [program];
    let compared = 0;
    for (const member of members) {
      const tables = readingTables(member, "typed");
      for (const sample of samples) {
        const units = unitInput(sample);
        const lastCloser = tables.lastCloser(units);
        const fresh = forwardPass(tables, units, unitAlternates(tables, units), lastCloser);
        // Twice on ASCII input: the first may make steps, the second takes them from the table.
        for (let round = 0; round < 2; round++) {
          const ascii = new ReadingInput(sample);
          assert.equal(ascii.unitEnds, null, sample);
          assert.equal(tables.lastCloser(ascii), lastCloser, sample);
          const pass = forwardPass(tables, ascii, unitAlternates(tables, ascii), lastCloser);
          assert.deepEqual(pass.candidates, fresh.candidates, `${name} ${JSON.stringify(sample)}`);
          assert.deepEqual([...pass.optional], [...fresh.optional], `${name} ${JSON.stringify(sample)}`);
          assert.equal(pass.droppedLettersAndDigits, fresh.droppedLettersAndDigits, `${name} ${JSON.stringify(sample)}`);
          compared++;
        }
      }
    }
    assert.equal(compared, members.length * samples.length * 2);
}

for (const name of ["phone", "card", "iban", "date-eu", "card-expiry"]) {
  test(`the determinized forward pass gives the steps made afresh, on every mask of ${name}`, () => {
    compareOn(name, preset(name), setSamples);
  });
}

/** Every text of up to `length` of `letters`. */
function textsOver(letters, length) {
  const texts = [""];
  for (let start = 0; texts[texts.length - 1].length < length; ) {
    const end = texts.length;
    for (let index = start; index < end; index++) for (const letter of letters) texts.push(texts[index] + letter);
    start = end;
  }
  return texts;
}

// Number ranges: a separator typed after the last typed closer may be inserted, one before
// it may not, so the same byte steps two ways, as the table keeps it.
test("the determinized forward pass gives the steps made afresh around typed closers (date-us, ipv4)", (t) => {
  if (skipWithoutMaskc(t)) return;
  const directory = temporaryDirectory();
  for (const name of ["date-us", "ipv4"]) {
    const program = loadProgram(compile(["--preset", name], join(directory, `${name}.maskc`)));
    compareOn(name, program, ["1/2/2024", "12312024", "1/2", "12/31/2024", "192.168.1.1", "1921681", "256.1.1.1", "1.2.3", "1..2", "9/"]);
    // Every text of up to five of `1`, `3`, `9` and the separators, in one table.
    compareOn(name, program, textsOver(["1", "3", "9", "/", "."], 5));
  }
});

/** Random ASCII texts of digits, letters and separators, from a fixed seed. */
function randomTexts(count, seed) {
  const alphabet = "0123456789+ ()-./abcXYZ";
  let state = seed;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 8;
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + (next() % 24) }, () => alphabet[next() % alphabet.length]).join(""));
}

// A long-lived program (a server's) must not grow its memo without bound under hostile
// input: the masks of a loaded file share one budget, and past it steps are made afresh,
// giving the same results.
test("a loaded file's forward-pass memo stays within its budget, with the same results past it", () => {
  const texts = randomTexts(3000, 7);
  for (const name of ["phone", "iban"]) {
    const roomy = preset(name);
    const tight = preset(name);
    assert.ok(tight.memoBudget.left > 1 << 20, `${name}: a budget of megabytes by default`);
    const budget = 20_000;
    tight.memoBudget.left = budget;
    for (const text of texts) {
      assert.deepEqual(tight.transform(text), roomy.transform(text), `${name} ${JSON.stringify(text)}`);
    }
    // Every set given an id is charged at least a row of 256 steps; the start sets are free.
    let charged = 0;
    for (const member of tight.set.members) {
      const memo = readingTables(member, "typed").forwardScratch;
      if (memo) charged += (memo.sets.length - 1) * 1024;
    }
    assert.ok(tight.memoBudget.left >= 0, `${name}: ${tight.memoBudget.left} left`);
    assert.ok(charged <= budget, `${name}: ${charged} bytes of rows against a budget of ${budget}`);
    assert.ok(tight.memoBudget.left < 1124, `${name}: the budget was used up (${tight.memoBudget.left} left)`);
    assert.ok(roomy.memoBudget.left < (4 << 20) - budget, `${name}: the roomy program memoized more`);
  }
});
