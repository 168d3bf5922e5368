import { test } from "node:test";
import assert from "node:assert/strict";
import { loadCheck, decodeTrialSteps, referenceMonth } from "../src/trials/index.js";
import { trialOfStep } from "../src/trials/trial-of-step.js";
import { loadProgram } from "../src/index.js";
import { refusal } from "../test-support/fixtures.js";
import { resealed } from "../test-support/crafted-file.js";
import { encodeSteps, presetFixture, withTrials, refusedStepCases, malformedSectionCases } from "../test-support/trial-steps.js";
import { Random } from "../test-support/random-masks.js";

/**
 * The `trls` section and the six kinds of trial a file carries, held to MaskTrialsCore's
 * own tables (Tests/MaskTrialsCoreTests/TrialStepTests.swift) and its documented verdicts:
 * these hold without maskc; check-differential.test.mjs compares whole checks with it.
 */

const dateFile = presetFixture("date-iso");
const loadWithSteps = (steps) => loadCheck(withTrials(dateFile, encodeSteps(steps)));
const sectionRefusal = (bytes) => refusal(() => decodeTrialSteps(Uint8Array.from(bytes)), null);

test("steps a reader does not know, or with wrong parameters, are refused with Swift's messages", () => {
  const cases = refusedStepCases;
  for (const [step, reason] of cases) {
    assert.equal(refusal(loadCheck, withTrials(dateFile, encodeSteps([step]))), `section trls is malformed: ${reason}`, step.kind);
  }
});

test("malformed sections are refused before anything is allocated, never trusted", () => {
  const cases = malformedSectionCases;
  for (const [bytes, reason] of cases) {
    assert.equal(sectionRefusal(bytes), `section trls is malformed: ${reason}`, String(bytes));
    assert.equal(refusal(loadCheck, withTrials(dateFile, bytes)), `section trls is malformed: ${reason}`);
  }
  assert.equal(sectionRefusal([1, 0, 0, 0, 1, 0, 0, 0, 0xff, 0, 0, 0, 0]), "section trls holds text that is not valid UTF-8");
  assert.equal(sectionRefusal([0, 0, 0, 0]), null);
});

test("a program's loader skips trls; the check's loader reads it, and a file without one is its mask alone", () => {
  const unknown = withTrials(dateFile, encodeSteps([{ kind: "normalize" }]));
  assert.equal(refusal(loadProgram, unknown), null);
  const bare = withTrials(presetFixture("date-iso"), encodeSteps([]));
  assert.deepEqual(loadCheck(bare).steps, []);
  assert.equal(loadCheck(bare).check("2023-02-29").pass, true);
  assert.equal(loadCheck(dateFile).check("2023-02-29").pass, false);
});

test("random damage to a trls section is refused as a ProgramError or read, never thrown otherwise", () => {
  const random = new Random(24);
  const payload = encodeSteps([{ kind: "phoneNumber", parameters: [["lengths", ["44:7,9,10", "1:10"]]] },
    { kind: "calendarDate", parameters: [["layout", ["DD.MM.YYYY"]]] }, { kind: "iban" }]);
  let refused = 0;
  for (let round = 0; round < 400; round++) {
    const damaged = payload.slice();
    for (let flips = 1 + random.int(0, 2); flips > 0; flips--) damaged[random.int(0, damaged.length - 1)] = random.int(0, 255);
    const cut = random.chance(0.25) ? damaged.slice(0, random.int(0, damaged.length - 1)) : damaged;
    const message = refusal(loadCheck, withTrials(dateFile, cut));
    if (message === null) continue;
    refused++;
    assert.match(message, /^section trls (is malformed: |holds text that is not valid UTF-8)/);
  }
  assert.ok(refused > 100, `only ${refused} of 400 damaged sections were refused`);
});

/**
 * A step's judge alone, as `maskc check --trial` runs the same trial: "pass" or its message.
 * The expected texts below are what maskc 6c86b3b prints for `check --trial card|date|iban|card-expiry`.
 */
function judged(step, samples, reference = null) {
  const judge = trialOfStep({ kind: step.kind, parameters: (step.parameters ?? []).map(([name, values]) => ({ name, values })) })(
    { reference, firstTwoCharacters: (text) => Array.from(text).slice(0, 2).join("") });
  return samples.map((sample) => judge(sample)?.text ?? "pass");
}

const allBrands = ["visa", "mastercard", "americanExpress", "discover", "dinersClub", "jcb", "unionPay", "maestro", "mir"];

test("paymentCard: Luhn, brands, lengths and prefixes, the brand named in the failure", () => {
  assert.deepEqual(judged({ kind: "paymentCard", parameters: [["brands", allBrands]] }, [
    "4111 1111 1111 1111", "4111 1111 1111 1112", "2221 0000 0000 0009", "4111 1111 1111 1111 3", "1111 1111 1111 1117",
    "4111-1111-1111-1111", "4111  1111 1111 1111", "411111111111", "6221 2600 0000 0000", "5018 0000 0000 0009",
  ]), [
    "pass", "is not a valid card number", "pass", "is a Visa number of 17 digits; Visa issues 13, 16 or 19 digits",
    "is not a card of an accepted brand (Visa, Mastercard, American Express, Discover, Diners Club, JCB, UnionPay, Maestro, Mir)",
    "pass", "is not a card number", "is not a valid card number", "pass", "pass",
  ]);
  assert.deepEqual(judged({ kind: "paymentCard", parameters: [["brands", ["visa", "mastercard"]]] }, [
    "3782 822463 10005", "6011 1111 1111 1117", "3530 1113 3330 0000", "3782 822463 1000",
  ]), [
    "is a card of American Express, not of an accepted brand (Visa, Mastercard)",
    "is a card of Discover, not of an accepted brand (Visa, Mastercard)",
    "is a card of JCB, not of an accepted brand (Visa, Mastercard)", "is not a valid card number",
  ]);
});

test("calendarDate: layouts, leap years, days of each month, two-digit years", () => {
  assert.deepEqual(judged({ kind: "calendarDate", parameters: [["layout", ["YYYY-MM-DD"]]] }, [
    "2024-02-29", "2023-02-29", "2000-02-29", "1900-02-29", "2024-04-31", "2024-13-01", "0000-01-01", "2024-2-29", "2024/02/29",
  ]), [
    "pass", "is not a real date", "pass", "is not a real date", "is not a real date", "is not a real date", "is not a real date",
    "is not a date written YYYY-MM-DD", "is not a date written YYYY-MM-DD",
  ]);
  assert.deepEqual(judged({ kind: "calendarDate", parameters: [["layout", ["DD/MM/YY"]]] }, ["29/02/24", "29/02/23"]),
    ["pass", "is not a real date"]);
});

test("iban: mod 97, either case, single spaces between characters", () => {
  assert.deepEqual(judged({ kind: "iban" }, [
    "GB82 WEST 1234 5698 7654 32", "GB82 WEST 1234 5698 7654 33", "gb82west12345698765432", "GB82  WEST 1234 5698 7654 32",
    " GB82 WEST 1234 5698 7654 32", "GB8", "DE89370400440532013000", "DE01370400440532013000",
  ]), [
    "pass", "does not pass the IBAN check (check digits 82)", "pass", "is not an IBAN", "is not an IBAN", "is not an IBAN",
    "pass", "does not pass the IBAN check (check digits 01)",
  ]);
});

test("ibanCountry: a listed country, its length and its BBAN layout", () => {
  const step = { kind: "ibanCountry", parameters: [["layouts", ["GB:UUUUDDDDDDDDDDDDDD", "DE:DDDDDDDDDDDDDDDDDD"]]] };
  assert.deepEqual(judged(step, [
    "GB82 WEST 1234 5698 7654 32", "CA22 WEST 1234 5698 7654 32", "GB82 WEST 1234 5698 7654 3", "GB82 west 1234 5698 7654 32",
    "DE89 3704 0044 0532 0130 00", "x",
  ]), [
    "pass", "is not an IBAN of CA as the IBAN registry gives it", "is not an IBAN of GB as the IBAN registry gives it",
    "is not an IBAN of GB as the IBAN registry gives it", "pass", "is not an IBAN of x as the IBAN registry gives it",
  ]);
});

test("cardExpiry: MM/YY, and with a reference month, not expired", () => {
  const reference = { year: 2026, month: 11 };
  assert.deepEqual(judged({ kind: "cardExpiry" }, ["11/26", "10/26", "13/26", "1/26", "11/2026"], reference),
    ["pass", "has expired (2026-10, before 2026-11)", "is not an expiry date (MM/YY)", "is not an expiry date (MM/YY)",
      "is not an expiry date (MM/YY)"]);
  assert.deepEqual(judged({ kind: "cardExpiry" }, ["01/20", "00/20"]), ["pass", "is not an expiry date (MM/YY)"]);
  assert.deepEqual(referenceMonth("2026-11-30"), { year: 2026, month: 11 });
  for (const refused of ["2026-13", "2023-02-29", "2026-1", "26-11", "2026-11-31", "2026/11", "+026-+5", "+2026-05"]) assert.equal(referenceMonth(refused), null, refused);
});

test("phoneNumber: a listed code, and a possible length for it (TrialStepTests' samples)", () => {
  const step = { kind: "phoneNumber", parameters: [["lengths", ["44:7,9,10", "1:10", "358:5,6,7,8,9,10,11,12", "7:99,5,64,63"]]] };
  assert.deepEqual(judged(step, [
    "+44 7700 900123", "+44 7700 9001", "+1 201 555 012", "+358 40 1234 56789 01", "+2191234567", "+7 12345", "+7 1234567",
    "+7" + "1".repeat(63), "+7" + "1".repeat(64), "+7" + "1".repeat(99), "+7" + "1".repeat(100), "",
  ]), [
    "pass", "has no possible length for +44 (national numbers of 7, 9, 10 digits)",
    "is too short for +1 (national numbers of 10 digits)", "is too long for +358 (national numbers of 5, 6, 7, 8, 9, 10, 11, 12 digits)",
    "has no country code that exists (+219)", "pass", "has no possible length for +7 (national numbers of 5, 63, 64, 99 digits)",
    "pass", "pass", "pass", "is too long for +7 (national numbers of 5, 63, 64, 99 digits)", "has no country code that exists (+)",
  ]);
});

test("damage anywhere in a preset's file: the check's loader refuses what the program's loader refuses, with its message", () => {
  const random = new Random(2432);
  const file = presetFixture("card-expiry");
  let refusedByBoth = 0;
  for (let round = 0; round < 300; round++) {
    const damaged = Uint8Array.from(file);
    for (let flips = random.int(1, 2); flips > 0; flips--) damaged[random.int(24, damaged.length - 5)] = random.int(0, 255);
    const bytes = resealed(damaged);
    const program = refusal(loadProgram, bytes);
    const check = refusal(loadCheck, bytes);
    if (program !== null) {
      assert.equal(check, program);
      refusedByBoth++;
    } else if (check !== null) {
      // The program loads: only its trials can be what the check's loader refuses.
      assert.match(check, /^section trls /);
    }
  }
  assert.ok(refusedByBoth > 50, `only ${refusedByBoth} of 300 damaged files were refused`);
});

test("a file with a phoneNumber trial but no phon section is judged by its masks and trials alone, as Swift's MaskCheck judges it", async () => {
  // The reading of a number before the masks (00, 011, (0), an extension, a region) is the
  // phon section's: a file without one (this one, and any an earlier maskc wrote) reads a
  // sample as a value of its masks, which put the + in, as MaskCheck(bytecode:) and
  // `maskc check -p FILE` do for it.
  const { readFileSync } = await import("node:fs");
  const masks = new Uint8Array(readFileSync(new URL("./fixtures/phones-three.maskc", import.meta.url)));
  const phone = loadCheck(withTrials(masks, encodeSteps([{ kind: "phoneNumber", parameters: [["lengths", ["1:10", "7:10", "44:7,9,10"]]] }])));
  assert.equal(phone.phoneReading, null);
  assert.deepEqual(phone.check("+44 7700 900123"), { pass: true, messages: [], printed: "+44 7700 900123" });
  assert.equal(phone.check(" (+44) 7700-900123").pass, true);
  assert.deepEqual(phone.check("447700900123"), { pass: true, messages: [], printed: "+44 7700 900123" });
  assert.equal(phone.check("0044 7700 900123").messages[0].key, "mask_value");
  assert.equal(phone.check("+44 7700 900123 4").messages[0].key, "mask_value");
  assert.equal(phone.check("+44 7700 9001a3").pass, false);
  assert.equal(phone.check("447700900123", { exact: true }).messages[0].key, "mask_mismatch");
  assert.equal(phone.check(" ", { allowBlank: true }).pass, true);
});
