import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { writeFileSync } from "node:fs";
import { loadCheck } from "../src/trials/index.js";
import { refusal } from "../test-support/fixtures.js";
import { maskcPath, skipWithoutMaskc, runMaskc, temporaryDirectory, compile } from "../test-support/maskc.js";
import { Random } from "../test-support/random-masks.js";
import { encodeSteps, presetFixture, withTrials, withSection, sectionPayload, refusedStepCases, malformedSectionCases } from "../test-support/trial-steps.js";

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
