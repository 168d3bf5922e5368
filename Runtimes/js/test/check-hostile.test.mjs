import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadCheck } from "../src/trials/index.js";
import { refusal } from "../test-support/fixtures.js";
import { maskcPath, skipWithoutMaskc, runMaskc, temporaryDirectory, compile } from "../test-support/maskc.js";
import { Random } from "../test-support/random-masks.js";
import { encodeSteps, presetFixture, withTrials, withSection, sectionPayload, refusedStepCases, malformedSectionCases } from "../test-support/trial-steps.js";
import { le32 } from "../test-support/crafted-file.js";

/**
 * Hostile `trls` sections in both runtimes: the JS check loader and maskc's must refuse the
 * same damaged files with the same message, and accept the same others. maskc reads a file's
 * trials with `maskc check -p FILE`; a maskc that does not yet (it said "-p applies to --trial
 * mask" before) cannot be compared, and the test says so and skips. Without maskc the same
 * cases are held to Swift's messages by trials.test.mjs.
 */

const directory = maskcPath ? temporaryDirectory() : null;

/** maskc's verdict on a file: null when `maskc check -p FILE` loads it, else its message; undefined when it cannot read trials from a file. */
function swiftCheckVerdict(bytes, path) {
  writeFileSync(path, bytes);
  const run = runMaskc(["check", "-p", path, "--exact", "--", "4111 1111 1111 1111"]);
  if (run.stderr.includes("-p applies to --trial mask")) return undefined;
  const prefix = `maskc: error: ${path}: invalid program: `;
  if (run.status !== 2) return null;
  // A maskc before the library's check read a phone file's number by its `phon` section
  // declined a phone file that no preset of it wrote byte for byte; the loader took it.
  if (run.stderr.startsWith(`maskc: error: ${path}: a phone preset's file that this maskc's presets did not write`)) return null;
  if (!run.stderr.startsWith(prefix)) throw new Error(`unexpected maskc output: ${run.stderr}`);
  return run.stderr.slice(prefix.length).replace(/\n$/, "");
}

test("damaged trls sections: both loaders refuse the same files with the same message", (t) => {
  if (skipWithoutMaskc(t)) return;
  const path = join(directory, "hostile-trials.maskc");
  const card = presetFixture("card");
  if (swiftCheckVerdict(card, path) === undefined) {
    t.skip("this maskc does not read a file's trials (maskc check -p FILE); compared once it does");
    return;
  }
  const files = [
    ...refusedStepCases.map(([step]) => withTrials(card, encodeSteps([step]))),
    ...malformedSectionCases.map(([bytes]) => withTrials(card, bytes)),
    withTrials(card, [1, 0, 0, 0, 1, 0, 0, 0, 0xff, 0, 0, 0, 0]),
  ];
  const random = new Random(2424);
  const payload = encodeSteps([{ kind: "paymentCard", parameters: [["brands", ["visa", "mastercard"]]] },
    { kind: "phoneNumber", parameters: [["lengths", ["44:7,9,10"]]] }, { kind: "calendarDate", parameters: [["layout", ["YYYY-MM-DD"]]] }]);
  for (let round = 0; round < 150; round++) {
    const damaged = payload.slice();
    for (let flips = random.int(1, 3); flips > 0; flips--) damaged[random.int(0, damaged.length - 1)] = random.int(0, 255);
    files.push(withTrials(card, random.chance(0.25) ? damaged.slice(0, random.int(0, damaged.length - 1)) : damaged));
  }
  let refused = 0;
  for (const bytes of files) {
    const swift = swiftCheckVerdict(bytes, path);
    assert.equal(refusal(loadCheck, bytes), swift);
    if (swift !== null) refused++;
  }
  t.diagnostic(`${files.length} damaged files, ${refused} refused by both with the same message`);
});

test("damaged phon sections: both loaders refuse the same files with the same message", (t) => {
  if (skipWithoutMaskc(t)) return;
  const path = join(directory, "hostile-phone.maskc");
  const phone = compile(["--preset", "phone-e164"], join(directory, "phone-e164.maskc"));
  const payload = sectionPayload(phone, "phon");
  assert.ok(payload !== undefined && payload.length > 10000, "the phone-e164 file has a phon section");
  const random = new Random(2440);
  const files = [withSection(phone, "phon", payload)];
  for (let round = 0; round < 120; round++) {
    const damaged = payload.slice();
    // Most flips land in the patterns' tables; the front (codes, ways, lengths) is flipped as often.
    for (let flips = random.int(1, 3); flips > 0; flips--) {
      const at = random.chance(0.5) ? random.int(0, Math.min(400, damaged.length - 1)) : random.int(0, damaged.length - 1);
      damaged[at] = random.int(0, 255);
    }
    files.push(withSection(phone, "phon", random.chance(0.2) ? damaged.slice(0, random.int(0, damaged.length - 1)) : damaged));
  }
  let refused = 0;
  for (const bytes of files) {
    const swift = swiftCheckVerdict(bytes, path);
    assert.equal(refusal(loadCheck, bytes), swift);
    if (swift !== null) refused++;
  }
  assert.ok(refused > files.length / 2, `${refused} of ${files.length} refused`);
  t.diagnostic(`${files.length} files with a damaged phon section, ${refused} refused by both with the same message, the others loaded by both`);
});

/**
 * A `phon` payload of one country (`44`, ways `[0]`, lengths 7 and 10, with a pattern) and one
 * region (`GB`, no rule of its own): PhoneReadingSectionTests' `crafted`, the same bytes.
 */
function craftedPhon({ states = 2, width = 1, targets = [1, 1], bitmap = [0b10] } = {}) {
  const text = (value) => [...le32(value.length), ...new TextEncoder().encode(value)];
  return [...le32(1), ...text("44"), ...text("0"), ...le32(1), ...text("[0]"), ...le32(2), ...le32(7), ...le32(10), ...le32(0),
    ...le32(states), ...le32(1), ...le32(0), ...le32(width), ...new Array(10).fill(0), ...targets, ...bitmap,
    ...le32(1), ...text("GB"), ...text("44"), ...le32(1), ...text("00"), ...le32(1), ...text("[0]"), ...le32(1), ...le32(10), ...le32(0)];
}

const fuzzArtifact = new Uint8Array(readFileSync(fileURLToPath(
  new URL("../../../Fuzz/corpus/FuzzPhon/crash-405f8349a9894aeb3a1658e2d53dfd4c0502e815", import.meta.url))));

/**
 * Sections whose patterns' target width is or is not the one the writer writes for their
 * states (one byte up to 256 states, two past them), each with Swift's refusal (null: taken).
 * FuzzPhon's crash-405f8349 is a pattern of 267 states with one-byte targets, which read and
 * wrote back with two.
 */
const widthCases = [
  [fuzzArtifact, "country '32': pattern: targets of 1 bytes, not 2 for 267 states"],
  [craftedPhon({ width: 2, targets: [1, 0, 1, 0] }), "country '44': pattern: targets of 2 bytes, not 1 for 2 states"],
  [craftedPhon({ width: 3 }), "country '44': pattern: targets of 3 bytes, not 1 for 2 states"],
  [craftedPhon({ states: 257, targets: new Array(257).fill(1), bitmap: [0b10, ...new Array(32).fill(0)] }),
    "country '44': pattern: targets of 1 bytes, not 2 for 257 states"],
  [craftedPhon({ states: 257, width: 2, targets: new Array(257).fill([1, 0]).flat(), bitmap: [0b10, ...new Array(32).fill(0)] }), null],
  [craftedPhon({ states: 256, targets: new Array(256).fill(255), bitmap: [...new Array(31).fill(0), 0x80] }), null],
];

test("a pattern's target width is its state count's: the JS check refuses any other with Swift's message", () => {
  const phone = presetFixture("phone");
  for (const [payload, reason] of widthCases) {
    assert.equal(refusal(loadCheck, withSection(phone, "phon", payload)), reason && `section phon is malformed: ${reason}`, reason ?? "taken");
  }
});

test("a pattern's target width is its state count's: both loaders refuse FuzzPhon's crash-405f8349 and the other widths alike", (t) => {
  if (skipWithoutMaskc(t)) return;
  const path = join(directory, "hostile-width.maskc");
  const phone = compile(["--preset", "phone-e164"], join(directory, "phone-e164-width.maskc"));
  for (const [payload, reason] of widthCases) {
    const bytes = withSection(phone, "phon", payload);
    const swift = swiftCheckVerdict(bytes, path);
    assert.equal(swift, reason && `section phon is malformed: ${reason}`, reason ?? "taken");
    assert.equal(refusal(loadCheck, bytes), swift);
  }
});
