import { test } from "node:test";
import assert from "node:assert/strict";
import { charactersOf } from "../src/text/characters.js";
import { decodeUTF8, encodeUTF8, textOfBytes, utf8Count } from "../src/text/utf8.js";

/**
 * The text helpers every part of the runtime shares (src/text): their fast paths against
 * the platform's own answer on random text, where a shortcut that cut or coded one text
 * differently would change every caller at once. Seeded, so a failure repeats.
 */

/** A small seeded generator (mulberry32): the same texts every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const segmented = (text) => Array.from(segmenter.segment(text), (part) => part.segment);

/** Pieces that meet the cutting rules: CR LF, marks, joiners, surrogates alone and paired, Hangul, flags. */
const pieces = ["a", "7", " ", "\r", "\n", "\u0301", "\u200d", "\ufe0f", "\ud800", "\udbff", "\udc00", "\udfff",
  "\ud83d\ude00", "\ud83c\uddfa", "\ud83c\uddf8", "\u1100", "\u1161", "\u11a8", "\u0600", "\u0903", "\ufffd", "é", "３"];

function texts(seed, count, alphabet, longest) {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    let text = "";
    const length = Math.floor(next() * (longest + 1));
    for (let index = 0; index < length; index++) text += alphabet[Math.floor(next() * alphabet.length)];
    return text;
  });
}

test("charactersOf cuts as Intl.Segmenter cuts the text repaired, ASCII fast path included", () => {
  const ascii = ["a", "b", "1", " ", "-", "\r", "\n", "\t"];
  let asciiTexts = 0;
  for (const text of texts(1, 4000, ascii, 12)) {
    assert.deepEqual(charactersOf(text), segmented(text), JSON.stringify(text));
    asciiTexts++;
  }
  let illFormed = 0;
  for (const text of texts(2, 4000, pieces, 8)) {
    const characters = charactersOf(text);
    assert.deepEqual(characters, segmented(text.toWellFormed()), JSON.stringify(text));
    // attachMask quotes a page's text at these places: the raw text is cut at the same ones.
    assert.deepEqual(characters.map((character) => character.length), segmented(text).map((character) => character.length),
      JSON.stringify(text));
    if (!text.isWellFormed()) illFormed++;
  }
  assert.ok(asciiTexts === 4000 && illFormed > 1000, `${asciiTexts} ASCII, ${illFormed} ill-formed texts`);
  assert.deepEqual(charactersOf("a\ud800\u0301\r\n"), ["a", "\ufffd\u0301", "\r\n"]);
});

test("encodeUTF8 and textOfBytes give the encoder's and the decoder's answers, on both sides of their fast paths", () => {
  const encoder = new TextEncoder();
  const alphabet = ["a", "Z", "0", " ", "\x7f", "é", "\ud800", "\ud83d\ude00"];
  let compared = 0;
  for (const text of [...texts(3, 1500, ["a", "0", " ", "\x7f"], 80), ...texts(4, 1500, alphabet, 80)]) {
    const bytes = encodeUTF8(text);
    assert.deepEqual(bytes, encoder.encode(text), JSON.stringify(text));
    assert.equal(utf8Count(text), bytes.length, JSON.stringify(text));
    compared++;
  }
  // Arrays of bytes around textOfBytes's 256-byte limit, ASCII or not, some not valid UTF-8.
  const next = random(5);
  for (let round = 0; round < 600; round++) {
    const length = [0, 1, 255, 256, 257, 300][round % 6];
    const highest = round % 3 === 0 ? 0x7f : 0xff;
    const bytes = Array.from({ length }, () => Math.floor(next() * (highest + 1)));
    assert.equal(textOfBytes(bytes), decodeUTF8(Uint8Array.from(bytes)), `round ${round}`);
    compared++;
  }
  assert.equal(compared, 3600);
});
