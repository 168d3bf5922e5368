import { test } from "node:test";
import assert from "node:assert/strict";
import { loadProgram } from "../src/index.js";
import { fixture } from "../test-support/fixtures.js";
import { Random } from "../test-support/random-masks.js";
import { startsWithLabel } from "../test-support/reading-samples.js";
import { readSample } from "../src/reading/read-sample.js";
import { readingTables } from "../src/transform/reading-parts.js";
import { lettersAndDigits } from "../src/reading/letter-or-digit.js";
import { maskChoiceBound, boundKey } from "../src/set/mask-choice-bound.js";
import { readFileSync } from "node:fs";

/**
 * transform and extract on the kept version-1 files, without maskc: the results maskc
 * gives for them (the differential test compares every line with maskc itself), and the
 * properties every reading keeps.
 */

const phone = loadProgram(fixture("phone.maskc")); // +?7|8(DDD)DDD-?DD-?DD
const ipv4 = loadProgram(fixture("ipv4.maskc")); // <0-255>.<0-255>.<0-255>.<0-255>
const cards = loadProgram(fixture("cards.maskc")); // DDDD DDDD DDDD DDDD, 3[47]DD DDDDDD DDDDD
const own = (name) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const cardPreset = loadProgram(own("card-preset.maskc")); // 11 masks
const dateUS = loadProgram(own("date-us.maskc")); // <01-12>/<01-31>/DDDD

test("transform formats raw and half-formatted input; noise is dropped, a letter or digit too many is unplaced", () => {
  assert.deepEqual(phone.transform("71234567890"), { text: "7(123)4567890", complete: true, dropped: [], unplaced: [], mask: 0, label: 0 });
  assert.deepEqual(phone.transform("+7 (912) 345-67-89"), { text: "+7(912)345-67-89", complete: true, dropped: [2, 8], unplaced: [], mask: 0, label: 0 });
  // A letter the mask reads nowhere is noise, but a text that lost one is never complete.
  assert.deepEqual(phone.transform("12a3"), { text: "7(123)", complete: false, dropped: [2], unplaced: [], mask: 0, label: 0 });
  assert.deepEqual(phone.transform("7123456789012"), { text: "7(123)4567890", complete: false, dropped: [11, 12], unplaced: [11, 12], mask: 0, label: 0 });
  // Typing normalization: digits of another script are read as ASCII digits.
  assert.equal(phone.transform("٧١٢٣٤٥٦٧٨٩٠").text, "7(123)4567890");
});

test("transform's options: autocomplete off, optional literals inserted", () => {
  assert.equal(phone.transform("7123", { autocomplete: false }).text, "7(123");
  assert.equal(phone.transform("7123").text, "7(123)");
  assert.equal(phone.transform("71234567890", { optionalLiterals: "inserted" }).text, "7(123)456-78-90");
  assert.throws(() => phone.transform("1", { optionalLiterals: "always" }), RangeError);
});

test("the value rules: a typed closer keeps a number together; digits typed without separators are never split", () => {
  assert.deepEqual(ipv4.transform("256.1.1.1"), { text: "25.1.1.1", complete: false, dropped: [2], unplaced: [2], mask: 0, label: 0 });
  // Complete beats partial never splits typed digits among ranges where no separator was typed.
  assert.deepEqual(ipv4.transform("1921681"), { text: "192.168.1", complete: false, dropped: [], unplaced: [], mask: 0, label: 0 });
  for (const [program, sample, text] of [[ipv4, "1921", "192.1"], [ipv4, "19216811", "192.168.11"], [ipv4, "192.1681", "192.168.1"],
    [dateUS, "123120", "12/31/20"], [dateUS, "1231202", "12/31/202"]]) {
    assert.equal(program.transform(sample).text, text, sample);
  }
  // A space typed after an octet's digits closes it as the mask's own dot would (rule 6).
  assert.deepEqual(ipv4.transform("192 168 1 1"), { text: "192.168.1.1", complete: true, dropped: [], unplaced: [], mask: 0, label: 0 });
});

test("the value rules: a separator the mask does not write closes the range it follows, as the own one would", () => {
  for (const [program, sample, text, complete] of [
    [ipv4, "192,168,1,1", "192.168.1.1", true], [ipv4, "10_0_0_1", "10.0.0.1", true], [ipv4, "1.2.3 4", "1.2.3.4", true],
    [dateUS, "1.2.2024", "01/02/2024", true], [dateUS, "1 2 2024", "01/02/2024", true], [dateUS, "1、2、2024", "01/02/2024", true],
    [dateUS, "1\u30002\u00a02024", "01/02/2024", true], [dateUS, "1.", "01/", false], [dateUS, "12312024 ", "12/31/2024", true],
    [dateUS, "1 / 2 / 2024", "01/02/2024", true],
  ]) {
    const result = program.transform(sample);
    assert.equal(result.text, text, sample);
    assert.equal(result.complete, complete, sample);
    assert.deepEqual(result.unplaced, [], sample);
  }
  // Digits before it are the whole value: what does not fit is unplaced, as with the own separator.
  for (const [program, sample, own] of [[ipv4, "256,1,1,1", "256.1.1.1"], [dateUS, "1231 2024", "1231/2024"], [dateUS, "13-1-2024", "13/1/2024"]]) {
    const result = program.transform(sample);
    assert.deepEqual({ ...result, dropped: null }, { ...program.transform(own), dropped: null }, sample);
    assert.equal(result.complete, false, sample);
    assert.ok(result.unplaced.length > 0, sample);
  }
  // The dropped offsets count the typed characters; a run's first separator closes, the rest is formatting.
  assert.deepEqual(ipv4.transform("1、、2.3.4").dropped, [2]);
  assert.equal(dateUS.extract("1.2.2024").value, "01022024");
  // Phones have no ranges: a separator there is formatting, as before.
  assert.deepEqual(phone.transform("7,123,456,78,90").dropped, [1, 5, 9, 12]);
});

test("the value rules: a short value typed before its separator is padded; a digit that cannot follow moves on", () => {
  assert.deepEqual(dateUS.transform("1/2/2024"), { text: "01/02/2024", complete: true, dropped: [], unplaced: [], mask: 0, label: 0 });
  assert.equal(dateUS.transform("13").text, "01/3");
  assert.equal(dateUS.transform("1/25").text, "01/25/");
  assert.equal(dateUS.transform("12/3/").text, "12/03/");
  assert.deepEqual(dateUS.transform("13/26"), { text: "01/26/", complete: false, dropped: [1], unplaced: [1], mask: 0, label: 0 });
  assert.deepEqual(dateUS.extract("1/2/2024"), { value: "01022024", result: "complete", at: null, mask: 0 });
});

test("extract gives the meaningful characters and the verdict", () => {
  assert.deepEqual(phone.extract("+7(123)456-78-90"), { value: "1234567890", result: "complete", at: null, mask: 0 });
  assert.deepEqual(phone.extract("8(123)45"), { value: "12345", result: "partial", at: null, mask: 0 });
  assert.deepEqual(phone.extract("7(1234a56789012"), { value: "1234567890", result: "illegal", at: 13, mask: 0 });
  assert.deepEqual(ipv4.extract("1.2.3.256"), { value: "12325", result: "illegal", at: 8, mask: 0 });
  assert.deepEqual(ipv4.extract("10.0.0.1"), { value: "10001", result: "complete", at: null, mask: 0 });
});

test("a set chooses the mask that keeps the most letters and digits, then complete, then list order", () => {
  assert.deepEqual(cards.transform("378282246310005"), { text: "3782 822463 10005", complete: true, dropped: [], unplaced: [], mask: 1, label: 0 });
  assert.deepEqual(cards.transform("4111111111111111"), { text: "4111 1111 1111 1111", complete: true, dropped: [], unplaced: [], mask: 0, label: 0 });
  assert.deepEqual(cards.transform("3782"), { text: "3782 ", complete: false, dropped: [], unplaced: [], mask: 0, label: 0 });
  assert.deepEqual(cards.transform("4111 1111 1111 1111 9"),
    { text: "4111 1111 1111 1111", complete: false, dropped: [19, 20], unplaced: [20], mask: 0, label: 0 });
  assert.deepEqual(cards.extract("378282246310005"), { value: "78282246310005", result: "complete", at: null, mask: 1 });
  assert.deepEqual(cards.extract("4111-1111"), { value: "41111111", result: "partial", at: null, mask: 0 });
});

test("property: nothing laundered, and a formatted text reads as itself", () => {
  const random = new Random(31);
  const pieces = ["1", "2", "5", "9", "0", ".", "-", " ", "(", ")", "+", "a", "٣", "25", "256"];
  let complete = 0;
  for (const program of [phone, ipv4, cards]) {
    for (let round = 0; round < 400; round++) {
      const sample = Array.from({ length: random.int(0, 14) }, () => random.pick(pieces)).join("");
      const result = program.transform(sample);
      const units = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(sample)].map(({ segment }) => segment);
      // Every unplaced unit was dropped, and is a letter or digit.
      for (const index of result.unplaced) {
        assert.ok(result.dropped.includes(index), `${sample}: unplaced ${index} is dropped`);
        assert.match(units[index], /[\p{L}\p{N}]/u);
      }
      if (!result.complete) continue;
      complete++;
      // Complete: no letter or digit was dropped, and the text is one the mask accepts.
      for (const index of result.dropped) assert.doesNotMatch(units[index], /[\p{L}\p{N}]/u, `${sample}: dropped ${index}`);
      assert.equal(program.match(result.text).result, "complete", `${sample} → ${result.text}`);
      // Idempotent: the text, transformed again, is itself and complete.
      const again = program.transform(result.text);
      assert.equal(again.text, result.text, `${sample}: transform of ${result.text}`);
      assert.ok(again.complete);
      assert.equal(program.extract(result.text).result, "complete");
    }
  }
  // 37 of the 1,200 samples are complete (complete beats partial splits no typed digits).
  assert.ok(complete >= 30, `only ${complete} complete samples`);
});

/** Lexicographic order of two keys of numbers. */
function compareKeys(left, right) {
  const index = left.findIndex((value, position) => value !== right[position]);
  return index < 0 ? 0 : left[index] - right[index];
}

test("a set's bounded choice is the rule's: the same winner as reading every mask", () => {
  // The rule written out plainly, over every mask of the card preset.
  const naive = (program, sample, autocomplete) => {
    let best = null;
    program.set.members.forEach((member, mask) => {
      const reading = readSample(readingTables(member, "typed"), sample, {
        keepLiterals: true, autocomplete, accepts: (bytes) => member.illegalByteOffset(bytes, false).accepting,
      });
      const units = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(sample)].map(({ segment }) => segment);
      const kept = lettersAndDigits(sample) - reading.dropped.reduce((sum, unit) => sum + lettersAndDigits(units[unit]), 0);
      // Greater wins: more kept, complete, fewer inserted, earlier in the list.
      const key = [kept, reading.textComplete ? 1 : 0, -(lettersAndDigits(reading.text) - kept), -mask];
      if (best === null || compareKeys(key, best.key) > 0) best = { key, reading, mask };
    });
    return best;
  };
  const random = new Random(5);
  // Each set with the pieces its samples are made of, and how many of its masks they must choose.
  const sets = [
    [cardPreset, ["4", "3", "7", "0", "5", "1111", "378", "30", "36", " ", "-", "x"], 5],
    [loadProgram(own("phones-three.maskc")), ["+", "7", "1", "44", "9", "123", " ", "(", "-", "x"], 3],
    [loadProgram(own("letters-or-digits-pair.maskc")), ["a", "Z", "1", "23", "-", " ", "é"], 2],
    [loadProgram(own("pairs-or-triples.maskc")), ["1", "23", "456", "-", ".", " "], 2],
  ];
  for (const [program, pieces, chosen] of sets) {
    const masks = new Set();
    for (let round = 0; round < 300; round++) {
      const sample = Array.from({ length: random.int(0, 12) }, () => random.pick(pieces)).join("");
      // A leading label (`xx 4111`) is the set's rule before the choice; the plain rule here has none.
      if (startsWithLabel(sample)) continue;
      for (const autocomplete of [true, false]) {
        const expected = naive(program, sample, autocomplete);
        const actual = program.transform(sample, { autocomplete });
        assert.deepEqual(actual, {
          text: expected.reading.text, complete: expected.reading.complete, dropped: expected.reading.dropped,
          unplaced: expected.reading.unplaced, mask: expected.mask, label: 0,
        }, JSON.stringify(sample));
        masks.add(actual.mask);
      }
      assert.equal(program.extract(sample).mask, naive(program, sample, false).mask);
    }
    assert.ok(masks.size >= chosen, `the samples chose only masks ${[...masks]} of ${program.masks.map((mask) => mask.pattern)}`);
  }
});

test("a mask's choice bound: the most letters and digits its texts hold, the fewest a complete one holds", () => {
  const members = cardPreset.set.members;
  const bounds = members.map((member) => maskChoiceBound(member.matcher));
  const patterns = cardPreset.masks.map((mask) => mask.pattern);
  assert.deepEqual(bounds[patterns.indexOf("DDDD DDDD DDDD DDDD")],
    { mostLettersOrDigits: 16, fewestInComplete: 16, readsASCIIDigit: true, readsASCIILetter: false });
  assert.deepEqual(bounds[patterns.indexOf("[3][47]DD DDDDDD DDDDD")].mostLettersOrDigits, 15);
  assert.deepEqual(bounds[patterns.indexOf("DDDD DDDD DDDD")].fewestInComplete, 12);
  const code = loadProgram(own("code.maskc")); // AA DDDD
  assert.deepEqual(maskChoiceBound(code.matcher), { mostLettersOrDigits: 6, fewestInComplete: 6, readsASCIIDigit: true, readsASCIILetter: true });
  // A phone's literal 7 counts: a complete text holds it, though nobody typed it.
  assert.equal(maskChoiceBound(phone.matcher).fewestInComplete, 11);
  // The key a reading cannot rank above: no more kept than the mask holds, inserting what a complete text needs beyond.
  assert.deepEqual(boundKey(bounds[0], 20, 0), { kept: 16, complete: true, inserted: 0, mask: 0 });
  assert.deepEqual(boundKey(bounds[0], 2, 0), { kept: 2, complete: true, inserted: 14, mask: 0 });
});

test("the fast reading is taken only where it makes the exact search's choices: the same texts and drops as the search alone", () => {
  const random = new Random(77);
  const pieces = ["1", "2", "3", "7", "8", "0", "25", "256", "/", ".", "-", " ", "(", ")", "+", "a", "A", "x", "٣", "é", "\r\n"];
  const members = [phone, ipv4, dateUS, ...cardPreset.set.members];
  let compared = 0;
  for (const member of members) {
    for (const policy of ["typed", "inserted"]) {
      const tables = readingTables(member, policy);
      for (let round = 0; round < 150; round++) {
        const sample = Array.from({ length: random.int(0, 12) }, () => random.pick(pieces)).join("");
        for (const keepLiterals of [true, false]) {
          const options = { keepLiterals, autocomplete: keepLiterals, accepts: (bytes) => member.illegalByteOffset(bytes, false).accepting };
          const fast = readSample(tables, sample, options);
          const alone = readSample(tables, sample, { ...options, searchAlone: true });
          assert.deepEqual([fast.text, fast.dropped, fast.complete], [alone.text, alone.dropped, alone.complete],
            `${member.source.pattern} (${policy}): ${JSON.stringify(sample)}`);
          compared++;
        }
      }
    }
  }
  assert.equal(compared, members.length * 2 * 150 * 2);
});

test("a Character of several scalars has no alternate: é with a combining acute is not É", () => {
  const accented = loadProgram(own("accented-letter.maskc")); // [ÉA-Z]D
  for (const sample of ["e\u0301\u0301" + "1", "\u00e9\u0301" + "1"]) {
    const result = accented.transform(sample);
    assert.notEqual(result.text, "É1", sample);
    assert.equal(result.complete, false, sample);
  }
  // One scalar still folds to its other case.
  assert.deepEqual([accented.transform("é1").text, accented.transform("é1").complete], ["É1", true]);
});
