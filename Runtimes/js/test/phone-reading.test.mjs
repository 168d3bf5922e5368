import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { loadCheck } from "../src/trials/index.js";
import { checkSamples } from "../src/cli/check-command.js";
import { sampleLines } from "../src/cli/sample-lines.js";
import { countryStepOf, readCountryStep, splitExtension, trunkZeroCodes } from "../src/trials/phone-reading.js";
import { skipWithoutMaskc, runMaskc, temporaryDirectory, compile, maskcPath } from "../test-support/maskc.js";
import { Random } from "../test-support/random-masks.js";

/**
 * The phone presets' country step in the JS check: `00` and `011` read as `+`, a trunk `(0)`
 * after the code left out where the code's trunk prefix is `0`, an extension taken off, as
 * MaskPresets' PhoneInput reads them. Held to maskc on libphonenumber's example numbers
 * (the `examples` of MaskPresets' generated PhoneRegions table, the facts maskc's own
 * phone data is made from) written in those forms: every JS pass is maskc's pass, byte for
 * byte, and every line the JS check does not fail with `phone_country_step` is maskc's
 * line or a failure where maskc reads the country's own masks.
 */

const regionsSource = fileURLToPath(new URL("../../../Sources/MaskPresets/Generated/PhoneRegions.swift", import.meta.url));

/** Each region of the Swift table: its country code, whether it is the code's main region, its trunk prefix and example numbers. */
function swiftRegions() {
  const regions = [];
  for (const line of readFileSync(regionsSource, "utf8").split("\n")) {
    const header = /^region (\S+) (\d+) (main|other)$/.exec(line);
    if (header !== null) {
      regions.push({ code: header[2], main: header[3] === "main", trunk: null, examples: [] });
    } else if (regions.length > 0 && line.startsWith("trunk ")) {
      regions.at(-1).trunk = line.slice("trunk ".length);
    } else if (regions.length > 0 && line.startsWith("examples ")) {
      regions.at(-1).examples = line.slice("examples ".length).split(" ").map((entry) => entry.split(":")[1]);
    }
  }
  return regions;
}

test("the codes whose (0) is a trunk prefix are those of the Swift table's main regions with trunk 0", () => {
  const regions = swiftRegions();
  assert.ok(regions.length > 200, `${regions.length} regions read`);
  const expected = new Set(regions.filter((region) => region.main && region.trunk === "0").map((region) => region.code));
  assert.deepEqual([...trunkZeroCodes].sort(), [...expected].sort());
});

test("an extension is split as PhoneInput splits it", () => {
  assert.equal(splitExtension("+44 20 7946 0958 ext 12"), "+44 20 7946 0958 ");
  assert.equal(splitExtension("+44 20 7946 0958 EXT. 12  "), "+44 20 7946 0958 ");
  assert.equal(splitExtension("+44 20 7946 0958 extension: 12"), "+44 20 7946 0958 ");
  assert.equal(splitExtension("+44 20 7946 0958x12"), "+44 20 7946 0958");
  assert.equal(splitExtension("+44 20 7946 0958 #12"), "+44 20 7946 0958 ");
  assert.equal(splitExtension("+44 20 7946 0958 fax12"), "+44 20 7946 0958 fax12"); // x in a word
  assert.equal(splitExtension("ext 12"), "ext 12"); // no digit before the marker
  assert.equal(splitExtension("+44 20 7946 0958 x 123456789012345678901"), "+44 20 7946 0958 x 123456789012345678901"); // 21 digits
  assert.equal(splitExtension("+44 20 7946 0958"), "+44 20 7946 0958");
});

test("the country step reads 00, 011, (0) and an extension as PhoneInput does", () => {
  const codes = new Set(["1", "7", "39", "44", "49"]);
  const number = (text) => readCountryStep(text, codes);
  assert.deepEqual(number("0044 7700 900123"), { kind: "number", number: "+447700900123" });
  assert.deepEqual(number("011-44-7700-900123"), { kind: "number", number: "+447700900123" });
  assert.deepEqual(number("+44 (0) 20 7123 4567"), { kind: "number", number: "+442071234567" });
  assert.deepEqual(number("0044 ( 0 ) 20 7123 4567 ext. 12"), { kind: "number", number: "+442071234567" });
  assert.deepEqual(number("+39 (0) 6 1234 5678"), { kind: "number", number: "+390612345678" }); // Italy has no trunk prefix
  assert.deepEqual(number("+44 20 (0) 7123 4567"), { kind: "number", number: "+4420071234567" }); // not after the code
  assert.deepEqual(number("+44\u00a020\u20137946\u20130958 x12"), { kind: "number", number: "+442079460958" });
  assert.deepEqual(number("07700 900123"), { kind: "noCountryCode" });
  assert.deepEqual(number("0 x 0"), { kind: "noCountryCode" });
  assert.deepEqual(number("+44 7700 9001a3"), { kind: "different" });
  assert.deepEqual(number("0044 7700 900123 fax12"), { kind: "different" });
  assert.deepEqual(number("+44 ٧٧٠٠ 900123"), { kind: "different" }); // another script's digits
  assert.deepEqual(number("+44 7700 900123"), { kind: "number", number: "+447700900123" });
});

/** The forms a number is written in, from `+`, the code and the national number; each chooses its spacing. */
const forms = {
  "00": (code, national, random) => `00${space(random)}${code}${space(random)}${grouped(national, random)}`,
  "011": (code, national, random) => `011${space(random)}${code}${space(random)}${grouped(national, random)}`,
  "(0)": (code, national, random) => `${random.chance(0.7) ? "+" : "00"}${code} ${random.pick(["(0)", "( 0 )", "(0) "])}${grouped(national, random)}`,
  "extension": (code, national, random) => `${random.chance(0.7) ? "+" : "00"}${code} ${grouped(national, random)}`
    + `${random.pick([" ext ", " ext. ", " EXT: ", "x", " x", " #", " extension ", " extn. "])}${random.int(1, 9999)}${random.pick(["", " "])}`,
};

const space = (random) => random.pick(["", " ", "-", " "]);

/** The national number with separators at random places. */
function grouped(national, random) {
  let text = "";
  for (const digit of national) text += (text !== "" && random.chance(0.25) ? random.pick([" ", "-", ".", "\u00a0"]) : "") + digit;
  return text;
}

test("00, 011, (0) and extension forms of libphonenumber's example numbers: every JS pass is maskc's, and how many agree", (t) => {
  if (skipWithoutMaskc(t)) return;
  const directory = temporaryDirectory();
  const random = new Random(2439);
  const examples = swiftRegions().flatMap((region) => region.examples.map((national) => ({ code: region.code, national })));
  assert.ok(examples.length > 500, `${examples.length} example numbers`);
  const counts = {};
  for (const preset of ["phone", "phone-e164", "phone-national"]) {
    const check = loadCheck(compile(["--preset", preset], join(directory, `${preset}.maskc`)));
    for (const [form, write] of Object.entries(forms)) {
      const samples = examples.map(({ code, national }) => write(code, national, random));
      const input = new TextEncoder().encode(samples.map((sample) => `${sample}\n`).join(""));
      const swiftLines = runMaskc(["check", "--preset", preset, "--json"], input).stdout.toString("utf8").split("\n");
      const jsLines = checkSamples(check, sampleLines(input, { keepCarriageReturn: false, maximumLine: 1 << 20 }), { json: true }).output.split("\n");
      const count = counts[form] ??= { samples: 0, maskcPasses: 0, agreeBefore: 0, agreeAfter: 0, jsPasses: 0, equalLines: 0, countryStep: 0, failedWhereMaskcPasses: 0 };
      const passed = (line) => line.endsWith('"result":"pass"}');
      samples.forEach((sample, index) => {
        const [js, swift] = [jsLines[index], swiftLines[index]];
        const where = `${preset} ${form}: ${JSON.stringify(sample)}`;
        // Before: every sample of these forms was "different", failed with phone_country_step.
        assert.equal(countryStepOf(sample), "different", where);
        count.samples++;
        count.maskcPasses += passed(swift) ? 1 : 0;
        count.agreeBefore += passed(swift) ? 0 : 1;
        count.agreeAfter += passed(swift) === passed(js) ? 1 : 0;
        count.equalLines += swift === js ? 1 : 0;
        if (passed(js)) {
          assert.equal(swift, js, `${where}: the JS check passes what maskc does not`);
          count.jsPasses++;
        } else if (/phone_country_step/u.test(js)) {
          count.countryStep++;
        } else if (passed(swift)) {
          // maskc reads the country's own masks and takes a trunk prefix written without parentheses off; the file has neither.
          assert.match(js, /"key":"(mask_value|phone_length|phone_too_long|phone_too_short)"/u, where);
          // Written with + and the digits alone, the number fails in the JS check too: the form is not why.
          if (form !== "(0)") assert.equal(check.check(`+${examples[index].code}${examples[index].national}`).pass, false, where);
          count.failedWhereMaskcPasses++;
        }
        assert.equal(readCountryStep(sample, check.phoneCodes).kind, "number", where);
      });
    }
  }
  for (const [form, count] of Object.entries(counts)) {
    t.diagnostic(`${form}: ${count.samples} samples over 3 presets, maskc passes ${count.maskcPasses}; verdicts agree `
      + `${count.agreeBefore} before (all failed phone_country_step), ${count.agreeAfter} after; JS passes ${count.jsPasses}, `
      + `${count.equalLines} lines byte for byte, ${count.countryStep} phone_country_step, ${count.failedWhereMaskcPasses} failed where maskc passes`);
    assert.equal(count.countryStep, 0, form);
    assert.ok(count.jsPasses > count.maskcPasses / 2, `${form}: ${JSON.stringify(count)}`);
  }
  assert.ok(maskcPath);
});
