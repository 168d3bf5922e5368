import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { loadCheck, MaskCheck } from "../src/trials/index.js";
import { checkSamples } from "../src/cli/check-command.js";
import { sampleLines } from "../src/cli/sample-lines.js";
import { countryStepOf, readCountryStep, splitExtension } from "../src/trials/phone-reading.js";
import { skipWithoutMaskc, runMaskc, temporaryDirectory, compile, maskcPath } from "../test-support/maskc.js";
import { Random } from "../test-support/random-masks.js";

/**
 * The phone presets' country step in the JS check: `00` and `011` read as `+`, a trunk `(0)`
 * after the code left out where the code's trunk prefix is `0`, a trunk prefix written
 * without parentheses taken off by the code's rule, an extension taken off, and with a
 * region national input, as MaskPresets' PhoneInput reads them, by the facts the file's
 * `phon` section carries. Held to maskc on libphonenumber's example numbers (the `examples`
 * of MaskPresets' generated PhoneRegions table, the facts maskc's own phone data is made
 * from) written in those forms: every JS pass is maskc's pass, byte for byte, and every line
 * the JS check does not fail with `phone_country_step` is maskc's line or a failure where
 * maskc reads the country's own masks.
 */

const regionsSource = fileURLToPath(new URL("../../../Sources/MaskPresets/Generated/PhoneRegions.swift", import.meta.url));

/** Each region of the Swift table: its country code, whether it is the code's main region, its trunk prefix and example numbers. */
function swiftRegions() {
  const regions = [];
  for (const line of readFileSync(regionsSource, "utf8").split("\n")) {
    const header = /^region (\S+) (\d+) (main|other)$/.exec(line);
    if (header !== null) {
      regions.push({ region: header[1], code: header[2], main: header[3] === "main", trunk: null, examples: [] });
    } else if (regions.length > 0 && line.startsWith("trunk ")) {
      regions.at(-1).trunk = line.slice("trunk ".length);
    } else if (regions.length > 0 && line.startsWith("examples ")) {
      regions.at(-1).examples = line.slice("examples ".length).split(" ").map((entry) => entry.split(":")[1]);
    }
  }
  return regions;
}

/** The phone preset's file as maskc writes it, loaded; undefined without maskc. */
let phoneFile;
function phoneCheck(t) {
  if (skipWithoutMaskc(t)) return undefined;
  phoneFile ??= compile(["--preset", "phone"], join(temporaryDirectory(), "phone.maskc"));
  return loadCheck(phoneFile);
}

test("the file's phon section: each code's trunk prefix and each region, as the Swift table has them", (t) => {
  const check = phoneCheck(t);
  if (check === undefined) return;
  const regions = swiftRegions();
  assert.ok(regions.length > 200, `${regions.length} regions read`);
  const expected = new Set(regions.filter((region) => region.main && region.trunk === "0").map((region) => region.code));
  const carried = [...check.phoneReading.countries.values()].filter((country) => country.trunkPrefix === "0").map((country) => country.code);
  assert.deepEqual(carried.sort(), [...expected].sort());
  for (const region of regions.filter((each) => each.region !== "001")) {
    assert.equal(check.phoneReading.regions.get(region.region)?.countryCode, region.code, region.region);
  }
  assert.equal(check.phoneReading.regions.has("001"), false);
  // Rules with ways carry their pattern; Italy (+39) has no trunk prefix.
  assert.ok([...check.phoneReading.countries.values()].every((country) => (country.ways.length > 0) === (country.pattern !== null)));
  assert.equal(check.phoneReading.countries.get("39").trunkPrefix, "");
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

test("the country step reads 00, 011, (0), a trunk prefix, a region and an extension as PhoneInput does", (t) => {
  const check = phoneCheck(t);
  if (check === undefined) return;
  const number = (text, region = null) => readCountryStep(text, check.phoneCodes, check.phoneReading, region && check.regionOf(region));
  assert.deepEqual(number("0044 7700 900123"), { kind: "number", number: "+447700900123" });
  assert.deepEqual(number("011-44-7700-900123"), { kind: "number", number: "+447700900123" });
  assert.deepEqual(number("+44 (0) 20 7123 4567"), { kind: "number", number: "+442071234567" });
  assert.deepEqual(number("0044 ( 0 ) 20 7123 4567 ext. 12"), { kind: "number", number: "+442071234567" });
  assert.deepEqual(number("+39 (0) 6 1234 5678"), { kind: "number", number: "+390612345678" }); // Italy has no trunk prefix
  assert.deepEqual(number("+44 20 (0) 7123 4567"), { kind: "number", number: "+4420071234567" }); // not after the code
  assert.deepEqual(number("+44\u00a020\u20137946\u20130958 x12"), { kind: "number", number: "+442079460958" });
  // A trunk prefix written without parentheses, taken off by the code's rule.
  assert.deepEqual(number("+44 0 7700 900123"), { kind: "number", number: "+447700900123" });
  assert.deepEqual(number("+7 8 912 345-67-89"), { kind: "number", number: "+79123456789" });
  assert.deepEqual(number("+49 0601 123456"), { kind: "number", number: "+49601123456" });
  assert.deepEqual(number("+54 0 11 15 2345 6789"), { kind: "number", number: "+5491123456789" }); // Argentina's rewrite
  assert.deepEqual(number("+7 8123456789012"), { kind: "number", number: "+78123456789012" }); // 12 digits left: kept
  assert.deepEqual(number("+1 1 310 1234"), { kind: "number", number: "+113101234" }); // 7 digits, local only: kept
  // National input with a region.
  assert.deepEqual(number("020 7123 4567", "GB"), { kind: "number", number: "+442071234567" });
  assert.deepEqual(number("8 912 345-67-89", "ru"), { kind: "number", number: "+79123456789" });
  assert.deepEqual(number("8 0152 45-09-11", "BY"), { kind: "number", number: "+375152450911" });
  assert.deepEqual(number("(201) 555-0123", "US"), { kind: "number", number: "+12015550123" });
  assert.deepEqual(number("0118 496 0000", "GB"), { kind: "number", number: "+441184960000" }); // 011 is no prefix in GB
  assert.deepEqual(number("810 44 20 7123 4567", "RU"), { kind: "number", number: "+442071234567" });
  assert.deepEqual(number("07700 9001a3", "GB"), { kind: "different" });
  assert.deepEqual(number("07700 900123"), { kind: "noCountryCode" });
  assert.deepEqual(number("0 x 0"), { kind: "noCountryCode" });
  assert.deepEqual(number("+44 7700 9001a3"), { kind: "different" });
  assert.deepEqual(number("0044 7700 900123 fax12"), { kind: "different" });
  assert.deepEqual(number("+44 ٧٧٠٠ 900123"), { kind: "different" }); // another script's digits
  assert.deepEqual(number("+44 7700 900123"), { kind: "number", number: "+447700900123" });
  assert.throws(() => check.regionOf("XX"), /not 'XX'/u);
  assert.throws(() => check.regionOf("001"), /not '001'/u);
});

/** The forms a number is written in, from its region (`code`, `trunk`) and national number; each chooses its spacing. */
const forms = {
  "+": ({ code }, national, random) => `+${code}${space(random)}${grouped(national, random)}`,
  "00": ({ code }, national, random) => `00${space(random)}${code}${space(random)}${grouped(national, random)}`,
  "011": ({ code }, national, random) => `011${space(random)}${code}${space(random)}${grouped(national, random)}`,
  "(0)": ({ code }, national, random) => `${random.chance(0.7) ? "+" : "00"}${code} ${random.pick(["(0)", "( 0 )", "(0) "])}${grouped(national, random)}`,
  // The region's trunk prefix written without parentheses after the code (`0` where it has none).
  "trunk": ({ code, trunk }, national, random) => `${random.chance(0.7) ? "+" : "00"}${code} ${trunk ?? "0"}${space(random)}${grouped(national, random)}`,
  "extension": ({ code }, national, random) => `${random.chance(0.7) ? "+" : "00"}${code} ${grouped(national, random)}`
    + `${random.pick([" ext ", " ext. ", " EXT: ", "x", " x", " #", " extension ", " extn. "])}${random.int(1, 9999)}${random.pick(["", " "])}`,
  // National input, with the region's trunk prefix where it has one, checked with --region.
  "national": ({ trunk }, national, random) => `${trunk ?? ""}${space(random)}${grouped(national, random)}`,
};

/** Forms every sample of which the JS check failed with phone_country_step before the file carried the reading. */
const formsOnceRefused = new Set(["00", "011", "(0)", "extension"]);

const space = (random) => random.pick(["", " ", "-", " "]);

/** The national number with separators at random places. */
function grouped(national, random) {
  let text = "";
  for (const digit of national) text += (text !== "" && random.chance(0.25) ? random.pick([" ", "-", ".", "\u00a0"]) : "") + digit;
  return text;
}

/** maskc's and the JS check's JSON lines for `samples`, with `--region` where `region` is given. */
function bothLines(preset, check, samples, region) {
  const input = new TextEncoder().encode(samples.map((sample) => `${sample}\n`).join(""));
  const swift = runMaskc(["check", "--preset", preset, "--json", ...(region ? ["--region", region] : [])], input).stdout.toString("utf8").split("\n");
  const options = { json: true, region };
  const js = checkSamples(check, sampleLines(input, { keepCarriageReturn: false, maximumLine: 1 << 20 }), options).output.split("\n");
  return { swift, js };
}

test("libphonenumber's example numbers in every form: every JS pass is maskc's, and how many agree before and after", (t) => {
  if (skipWithoutMaskc(t)) return;
  const directory = temporaryDirectory();
  const random = new Random(2439);
  const regions = swiftRegions();
  const examples = regions.flatMap((region) => region.examples.map((national) => ({ region, national })));
  assert.ok(examples.length > 500, `${examples.length} example numbers`);
  const counts = {};
  const passed = (line) => line.endsWith('"result":"pass"}');
  for (const preset of ["phone", "phone-e164", "phone-national"]) {
    const check = loadCheck(compile(["--preset", preset], join(directory, `${preset}.maskc`)));
    // The same file's check without its `phon` facts: the JS check before they travelled.
    const before = new MaskCheck(check.program, check.steps, check.makers, null);
    for (const [form, write] of Object.entries(forms)) {
      const count = counts[form] ??= { samples: 0, maskcPasses: 0, agreeBefore: 0, agreeAfter: 0, jsPasses: 0, equalLines: 0, countryStep: 0, failedWhereMaskcPasses: 0 };
      // National input is read for its region: one maskc run a region.
      const groups = form === "national"
        ? regions.filter((region) => region.region !== "001" && region.examples.length > 0).map((region) => examples.filter((each) => each.region === region))
        : [examples];
      for (const group of groups) {
        const region = form === "national" ? group[0].region.region : undefined;
        const samples = group.map(({ region: from, national }) => write(from, national, random));
        const { swift: swiftLines, js: jsLines } = bothLines(preset, check, samples, region);
        const beforeLines = region === undefined
          ? checkSamples(before, sampleLines(new TextEncoder().encode(samples.map((each) => `${each}\n`).join("")), { keepCarriageReturn: false, maximumLine: 1 << 20 }), { json: true }).output.split("\n")
          : null;
        samples.forEach((sample, index) => {
          const [js, swift] = [jsLines[index], swiftLines[index]];
          const where = `${preset} ${form}${region ? ` ${region}` : ""}: ${JSON.stringify(sample)}`;
          if (formsOnceRefused.has(form)) assert.equal(countryStepOf(sample), "different", where);
          count.samples++;
          count.maskcPasses += passed(swift) ? 1 : 0;
          // Before, --region was refused: no national sample was judged.
          count.agreeBefore += beforeLines === null ? 0 : passed(swift) === passed(beforeLines[index]) ? 1 : 0;
          count.agreeAfter += passed(swift) === passed(js) ? 1 : 0;
          count.equalLines += swift === js ? 1 : 0;
          const { code, national } = { code: group[index].region.code, national: group[index].national };
          if (passed(js)) {
            assert.equal(swift, js, `${where}: the JS check passes what maskc does not`);
            count.jsPasses++;
          } else if (/phone_country_step/u.test(js)) {
            count.countryStep++;
          } else if (passed(swift)) {
            // maskc reads the country's own masks; the file's masks are coarser.
            assert.match(js, /"key":"(mask_value|phone_length|phone_too_long|phone_too_short)"/u, where);
            // Where the number read is the example's, written with + and the digits alone it fails in the JS check too: the form is not why.
            const read = readCountryStep(sample, check.phoneCodes, check.phoneReading, region === undefined ? null : check.regionOf(region));
            if (read.number === `+${code}${national}`) assert.equal(check.check(`+${code}${national}`).pass, false, where);
            count.failedWhereMaskcPasses++;
          }
          assert.equal(readCountryStep(sample, check.phoneCodes, check.phoneReading, region === undefined ? null : check.regionOf(region)).kind, "number", where);
        });
      }
    }
  }
  for (const [form, count] of Object.entries(counts)) {
    t.diagnostic(`${form}: ${count.samples} samples over 3 presets, maskc passes ${count.maskcPasses}; verdicts agree `
      + `${count.agreeBefore} before, ${count.agreeAfter} after; JS passes ${count.jsPasses}, `
      + `${count.equalLines} lines byte for byte, ${count.countryStep} phone_country_step, ${count.failedWhereMaskcPasses} failed where maskc passes`);
    assert.equal(count.countryStep, 0, form);
    assert.ok(count.jsPasses > count.maskcPasses * 0.9, `${form}: ${JSON.stringify(count)}`);
  }
  assert.ok(maskcPath);
});
