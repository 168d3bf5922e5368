import { test } from "node:test";
import assert from "node:assert/strict";
import { loadProgram, characterCount } from "../src/index.js";
import { join } from "node:path";
import { fixture } from "../test-support/fixtures.js";
import { compile, runMaskc, skipWithoutMaskc, temporaryDirectory } from "../test-support/maskc.js";

const phone = loadProgram(fixture("phone.maskc"));
const cards = loadProgram(fixture("cards.maskc"));
const ipv4 = loadProgram(fixture("ipv4.maskc"));
const bytes = (text) => new TextEncoder().encode(text);
const count = (text, offset) => characterCount(bytes(text), offset);

test("the phone mask: complete, partial and illegal as README says", () => {
  assert.deepEqual(phone.match("+7(123)456-78-90"), { result: "complete", at: null });
  assert.deepEqual(phone.match("8(123)45"), { result: "partial", at: null });
  assert.deepEqual(phone.match("+7(12a"), { result: "illegal", at: 5 });
  assert.deepEqual(phone.match(""), { result: "partial", at: null });
});

test("optimistic match lets literals be left out; strict match does not", () => {
  assert.deepEqual(phone.match("71234567890", { optimistic: true }), { result: "complete", at: null });
  assert.deepEqual(phone.match("7123", { optimistic: true }), { result: "partial", at: null });
  assert.deepEqual(phone.match("71234567890"), { result: "illegal", at: 1 });
  assert.deepEqual(ipv4.match("1921680", { optimistic: true }), { result: "complete", at: null });
  assert.deepEqual(ipv4.match("256.1.1.1"), { result: "illegal", at: 2 });
});

test("a string and its UTF-8 bytes get the same verdict, ASCII fast path or not", () => {
  for (const sample of ["+7(12a", "+7(12\r\na", "+7(1\u0301", "+7(😀", "+7(123)456-78-90", "\r\n", "+7\r(", "+7(ы"]) {
    for (const optimistic of [false, true]) {
      assert.deepEqual(phone.match(sample, { optimistic }), phone.matchUTF8(bytes(sample), { optimistic }), JSON.stringify(sample));
    }
  }
});

test("ASCII: one byte, one Character", () => {
  for (const offset of [0, 1, 5, 10]) assert.equal(count("0123456789", offset), offset);
});

test("multi-byte characters count once, and only when wholly before the offset", () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((offset) => count("aЫ😀b", offset)), [0, 1, 1, 2, 2, 2, 2, 3, 4]);
});

test("a combining mark after the offset extends the Character before it; CR LF and flags are one", () => {
  assert.equal(count("ae\u0301b", 2), 1);
  assert.equal(count("ae\u0301b", 4), 2);
  assert.equal(count("1\r\n", 2), 1);
  assert.equal(count("🇺🇸1", 4), 0);
});

test("offsets past the end are clamped; invalid UTF-8 counts as repaired and never throws", () => {
  assert.equal(count("abc", 99), 3);
  assert.equal(count("abc", -1), 0);
  const invalid = Uint8Array.from([0x61, 0xff, 0xc3, 0x62, 0xe2, 0x82]);
  for (let offset = 0; offset <= invalid.length; offset++) {
    const counted = characterCount(invalid, offset);
    assert.ok(counted >= 0 && counted <= invalid.length);
  }
  // U+FFFD for 0xFF is three bytes: offset 2 lies inside it, so only "a" is before it.
  assert.equal(characterCount(invalid, 2), 1);
});

test("a set's verdict names the masks complete or still possible", () => {
  assert.deepEqual(cards.matches("3782"), { result: "partial", at: null, complete: [], possible: [0, 1] });
  assert.deepEqual(cards.matches("3782 822463 10005"), { result: "complete", at: null, complete: [1], possible: [1] });
  assert.deepEqual(cards.matches("4111 1"), { result: "partial", at: null, complete: [], possible: [0] });
  assert.deepEqual(cards.matches("5x"), { result: "illegal", at: 1, complete: [], possible: [] });
  assert.deepEqual(cards.matches("378282246310005", { optimistic: true }).complete, [1]);
  assert.deepEqual(cards.masks.map((mask) => mask.name), [null, null]);
});

test("a CR after the offset a walk dies at leaves the ASCII offset; one before it makes CR LF one Character", () => {
  assert.deepEqual(phone.match("+7(12a\r\n"), { result: "illegal", at: 5 });
  assert.deepEqual(phone.match("+7\r\n(12a"), { result: "illegal", at: 2 });
  assert.deepEqual(phone.match("+7\r(12a"), phone.matchUTF8(bytes("+7\r(12a")));
});

test("an automaton too large for an ASCII table (over 8,192 states) walks the encoded text, with the same verdicts as Swift", (t) => {
  if (skipWithoutMaskc(t)) return;
  const path = join(temporaryDirectory(), "large.maskc");
  const large = loadProgram(compile(["-m", "X{1000}".repeat(9)], path));
  assert.ok(large.matcher.stateCount > 8192, `${large.matcher.stateCount} states`);
  assert.equal(large.asciiTable(false), null);
  const samples = ["a".repeat(9000), "ab1", "aaaaaé", "ab\r\n1", "", "a".repeat(9001), "ab\r1"];
  const swift = runMaskc(["match", "-p", path, ...samples]).stdout.toString("utf8").trimEnd().split("\n");
  samples.forEach((sample, index) => {
    const { result, at } = large.match(sample);
    assert.equal(result === "illegal" ? `illegal ${at}` : result, swift[index], JSON.stringify(sample).slice(0, 40));
  });
});

test("a mask where a CR is live gives up the ASCII walk at the CR (CR LF is one Character), with the same verdicts as Swift", (t) => {
  if (skipWithoutMaskc(t)) return;
  const path = join(temporaryDirectory(), "live-cr.maskc");
  const program = loadProgram(compile(["-m", "[a\r]{1,6}D"], path));
  // The table marks the live CR (-1), so the samples below take the encoded walk there.
  assert.ok(program.asciiTable(false).includes(-1));
  const samples = ["a\r\nx", "a\r1", "\r\r\nb", "aa\rb", "ab", "a\r\n", "\r\r\r1", "x\r"];
  const swift = runMaskc(["match", "-p", path, ...samples]).stdout.toString("utf8").trimEnd().split("\n");
  samples.forEach((sample, index) => {
    const { result, at } = program.match(sample);
    assert.equal(result === "illegal" ? `illegal ${at}` : result, swift[index], JSON.stringify(sample));
    assert.deepEqual(program.match(sample), program.matchUTF8(bytes(sample)), JSON.stringify(sample));
  });
});
