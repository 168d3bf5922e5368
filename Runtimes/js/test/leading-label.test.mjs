import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { loadProgram, MaskedTextEditor } from "../src/index.js";

/**
 * Rule 4's leading label (docs/editing.md, "Values, not characters"): words before the value
 * that the mask cannot start with, ended by a space or a colon, are formatting noise. The
 * cases and results of the Swift suite LeadingLabelTests, on files compiled from its masks.
 */

const own = (name) => loadProgram(new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url))));
const date = own("date-us.maskc"); // <01-12>/<01-31>/DDDD
const phone = own("phone-us.maskc"); // +D (DDD) DDD-DDDD
const code = own("code.maskc"); // AA DDDD

test("a label is dropped and the value read from after it, complete", () => {
  for (const [program, sample, printed, label] of [
    [date, "Date: 1/2/2024", "01/02/2024", 6],
    [date, "Born on: 12/31/2024", "12/31/2024", 9],
    [phone, "Tel.: +1 201 555 0123", "+1 (201) 555-0123", 6],
    [phone, "Tel. +1 201 555 0123", "+1 (201) 555-0123", 5],
    [phone, "Phone number: 12015550123", "+1 (201) 555-0123", 14],
    [phone, "  Mobile 12015550123", "+1 (201) 555-0123", 9],
    [phone, "Téléphone : 12015550123", "+1 (201) 555-0123", 12],
    // Labels one after another: `Call ` and then `me `.
    [phone, "Call me 12015550123", "+1 (201) 555-0123", 8],
  ]) {
    const transformed = program.transform(sample);
    assert.equal(transformed.text, printed, sample);
    assert.ok(transformed.complete, sample);
    assert.equal(transformed.label, label, sample);
    assert.deepEqual(transformed.dropped.slice(0, label), Array.from({ length: label }, (_, index) => index), sample);
    assert.deepEqual(transformed.unplaced, [], sample);
    assert.equal(program.extract(sample).result, "complete", sample);
    // The value after the label reads as if typed alone.
    const alone = program.transform(sample.slice(label));
    assert.equal(alone.text, transformed.text);
    assert.deepEqual(transformed.dropped.slice(label), alone.dropped.map((offset) => offset + label));
  }
});

test("words the mask can start with, or that hold digits, are data, never a label; a label needs something after it", () => {
  for (const [program, sample, printed, complete] of [
    [code, "AB 1234", "AB 1234", true],
    [phone, "12x 2015550123", "+1 (220) 155-5012", false],
    [date, "Date: ", "", false],
    // One letter before a space is no label (a typing slip more likely).
    [phone, "x 12015550123", "+1 (201) 555-0123", false],
  ]) {
    const transformed = program.transform(sample);
    assert.equal(transformed.label, 0, sample);
    assert.equal(transformed.text, printed, sample);
    assert.equal(transformed.complete, complete, sample);
  }
});

test("a value after a label is judged as without it: a wrong value stays wrong", () => {
  for (const sample of ["Date: 13/1/2024", "Date: 1/2/202", "Date: 1/2/20245"]) {
    const transformed = date.transform(sample);
    assert.equal(transformed.label, 6, sample);
    assert.ok(!transformed.complete, `${sample} → ${transformed.text}`);
  }
  // docs/editing.md's example: the offset counts the label's Characters.
  assert.deepEqual(date.extract("Date: 13/1/2024"), { value: "01012024", result: "illegal", at: 7, mask: 0 });
});

test("in a set, words are a label only when no mask can start with them; extract agrees with transform", () => {
  const mixed = own("letters-or-digits.maskc"); // AA-DD, DD-DD
  const transformed = mixed.transform("ab 12-34");
  assert.equal(transformed.label, 0);
  assert.ok(!transformed.complete);
  assert.notEqual(mixed.extract("ab 12-34").result, "complete");
  const digits = own("digit-pairs.maskc"); // DD-DD, DDD-DD
  const labelled = digits.transform("No. 12-34");
  assert.deepEqual([labelled.label, labelled.text, labelled.complete], [4, "12-34", true]);
  assert.deepEqual(digits.extract("No. 12-34"), { value: "1234", result: "complete", at: null, mask: 0 });
  assert.equal(digits.extract("No. 12-34x").result, "partial");
  assert.deepEqual(digits.extract("No. 123-456"), { value: "12345", result: "illegal", at: 10, mask: 1 });
});

test("property: a label before a text reads as the text alone, its own Characters dropped first", async () => {
  const { fixture } = await import("../test-support/fixtures.js");
  const { Random } = await import("../test-support/random-masks.js");
  const programs = [date, phone, own("digit-pairs.maskc"), own("card-preset.maskc"), loadProgram(fixture("ipv4.maskc")), loadProgram(fixture("phone.maskc"))];
  const labels = ["Tel.: ", "IBAN ", "Phone number: ", "Código: ", "  No. ", "Call me "];
  const pieces = ["1", "2", "7", "0", "25", "4111", " ", "-", ".", "/", "(", "+", "x", "٣"];
  const random = new Random(51);
  let labelled = 0;
  for (const program of programs) {
    for (let round = 0; round < 60; round++) {
      // The text starts with something that is neither a space nor a letter.
      const text = random.pick(["1", "+", "(", "4", "0"]) + Array.from({ length: random.int(0, 9) }, () => random.pick(pieces)).join("");
      const label = random.pick(labels);
      const sample = label + text;
      const whole = program.transform(sample);
      if (whole.label === 0) continue;
      labelled++;
      const alone = program.transform(text);
      const context = `[${program.masks[0].pattern}] [${sample}]`;
      const length = [...label].length;
      assert.equal(whole.label, length, context);
      assert.equal(whole.text, alone.text, context);
      assert.equal(whole.complete, alone.complete, context);
      assert.deepEqual(whole.dropped, [...Array.from({ length }, (_, index) => index), ...alone.dropped.map((offset) => offset + length)], context);
      assert.deepEqual(whole.unplaced, alone.unplaced.map((offset) => offset + length), context);
      assert.equal(whole.mask, alone.mask, context);
      assert.equal(program.extract(sample).value, program.extract(text).value, context);
    }
  }
  assert.ok(labelled >= 300, `only ${labelled} labelled samples`);
});

test("the editor takes a labelled paste as transform does; typed key by key, a label's letters are keys", () => {
  for (const [program, sample, printed, label] of [
    [date, "Date: 1/2/2024", "01/02/2024", 6], [phone, "Tel.: +1 201 555 0123", "+1 (201) 555-0123", 6],
    [phone, "Téléphone : 12015550123", "+1 (201) 555-0123", 12], [phone, "Call me 12015550123", "+1 (201) 555-0123", 8],
  ]) {
    const editor = new MaskedTextEditor(program);
    const change = editor.insert(sample);
    assert.deepEqual([editor.text, editor.complete, change.refused], [printed, true, []], sample);
    assert.ok(change.ignored.length >= label, sample);
  }
  const typed = new MaskedTextEditor(phone);
  let refused = 0;
  for (const character of "Tel. 12015550123") refused += typed.insert(character).refused.length;
  assert.deepEqual([refused, typed.text], [3, "+1 (201) 555-0123"]);
  // A paste into the middle of the field is never a label.
  const middle = new MaskedTextEditor(date);
  middle.insert("1");
  assert.notDeepEqual(middle.insert("Date: 2/2024").refused, []);
});
