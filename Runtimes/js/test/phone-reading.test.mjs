import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { loadCheck, MaskCheck } from "../src/trials/index.js";
import { checkSamples } from "../src/cli/check-command.js";
import { sampleLines } from "../src/cli/sample-lines.js";
import { readPhoneNumber, splitExtension } from "../src/trials/phone-reading.js";
import { phoneNumberJudge } from "../src/trials/phone-number.js";
import { charactersOf } from "../src/trials/value-reading.js";
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

test("an extension is split as PhoneText splits it, Character by Character", () => {
  const body = (text) => splitExtension(charactersOf(text)).join("");
  assert.equal(body("+44 20 7946 0958 ext 12"), "+44 20 7946 0958 ");
  assert.equal(body("+44 20 7946 0958 EXT. 12  "), "+44 20 7946 0958 ");
  assert.equal(body("+44 20 7946 0958 extension: 12"), "+44 20 7946 0958 ");
  assert.equal(body("+44 20 7946 0958x12"), "+44 20 7946 0958");
  assert.equal(body("+44 20 7946 0958 #12"), "+44 20 7946 0958 ");
  assert.equal(body("+44 20 7946 0958 fax12"), "+44 20 7946 0958 fax12"); // x in a word
  assert.equal(body("+44 20 7946 0958 ßx12"), "+44 20 7946 0958 ßx12"); // after any script's letter
  assert.equal(body("ext 12"), "ext 12"); // no digit before the marker
  assert.equal(body("+44 20 7946 0958 x 123456789012345678901"), "+44 20 7946 0958 x 123456789012345678901"); // 21 digits
  assert.equal(body("+44 20 7946 0958"), "+44 20 7946 0958");
  // Every way libphonenumber's parse reads an extension: fullwidth labels in any case, `extensión`, RFC 3966's
  // `;ext=`, auto-dialling `,,` and `;`, commas, `~`, a closing `#`, another script's digits, and `- 503#`.
  assert.equal(body("+44 ７７００ ９００１２３ ext 12"), "+44 ７７００ ９００１２３ ");
  assert.equal(body("+44 7700 900123 ＥＸＴ 12"), "+44 7700 900123 ");
  for (const suffix of [" extensión 12", " EXTENSIO\u0301N 12", " ｘ12", "＃12", ";ext=12", ";EXT=12", ",,12", ";12", ", 12", " ~12", "～12", " ext. 12#", " x１２", " - 503#", " доб. 12."]) {
    assert.equal(body("+44 7700 900123" + suffix).trimEnd(), "+44 7700 900123", suffix);
  }
  // Where libphonenumber reads none: too many digits for the label, two dots, nothing after `;ext=` but digits.
  for (const suffix of [" x1234567890", ",1234567890", ",,1234567890123456", " - 1234567#", " ext..12", ";ext=12#"]) {
    assert.equal(body("+44 7700 900123" + suffix), "+44 7700 900123" + suffix, suffix);
  }
  assert.equal(body("+44 7700 900123 ext\u0301 12"), "+44 7700 900123 ext\u0301 12");
  assert.equal(body("+44 7700 900123 ext 1\u0301"), "+44 7700 900123 ext 1\u0301");
});

test("the reading takes 00, 011, (0), a trunk prefix, a region and an extension as PhoneNumberReader does", (t) => {
  const check = phoneCheck(t);
  if (check === undefined) return;
  const number = (text, region = null) => {
    const { number, hasCountryCode } = readPhoneNumber(text, check.phoneReading, region && check.regionOf(region));
    return { number, hasCountryCode };
  };
  assert.deepEqual(number("0044 7700 900123"), { number: "+447700900123", hasCountryCode: true });
  // The code read, by which maskc picks the country's own masks: none for no code, or one the section lacks.
  const codeOf = (text, region = null) => readPhoneNumber(text, check.phoneReading, region && check.regionOf(region)).countryCode;
  assert.deepEqual([codeOf("0044 7700 900123"), codeOf("020 7123 4567", "GB"), codeOf("447700900123"), codeOf("+\uff14\uff14 20 7123 4567"), codeOf("+2191234567")],
    ["44", "44", null, null, null]);
  assert.deepEqual(number("011-44-7700-900123"), { number: "+447700900123", hasCountryCode: true });
  assert.deepEqual(number("+44 (0) 20 7123 4567"), { number: "+442071234567", hasCountryCode: true });
  // Fullwidth brackets and zero, as a Japanese or Chinese IME writes them; the prolonged sound mark as a dash.
  assert.deepEqual(number("+57 \uff080\uff09321 1234567"), { number: "+573211234567", hasCountryCode: true });
  assert.deepEqual(number("+57 (\uff10)321 1234567"), { number: "+573211234567", hasCountryCode: true });
  assert.deepEqual(number("+57 \uff08 0 )321 1234567"), { number: "+573211234567", hasCountryCode: true });
  assert.deepEqual(number("+81 3\u30fc1234\u30fc5678"), { number: "+81312345678", hasCountryCode: true });
  assert.deepEqual(number("0044 ( 0 ) 20 7123 4567 ext. 12"), { number: "+442071234567", hasCountryCode: true });
  assert.deepEqual(number("+39 (0) 6 1234 5678"), { number: "+390612345678", hasCountryCode: true }); // Italy has no trunk prefix
  assert.deepEqual(number("+44 20 (0) 7123 4567"), { number: "+4420071234567", hasCountryCode: true }); // not after the code
  assert.deepEqual(number("+44\u00a020\u20137946\u20130958 x12"), { number: "+442079460958", hasCountryCode: true });
  // A trunk prefix written without parentheses, taken off by the code's rule.
  assert.deepEqual(number("+44 0 7700 900123"), { number: "+447700900123", hasCountryCode: true });
  assert.deepEqual(number("+7 8 912 345-67-89"), { number: "+79123456789", hasCountryCode: true });
  assert.deepEqual(number("+49 0601 123456"), { number: "+49601123456", hasCountryCode: true });
  assert.deepEqual(number("+54 0 11 15 2345 6789"), { number: "+5491123456789", hasCountryCode: true }); // Argentina's rewrite
  assert.deepEqual(number("+7 8123456789012"), { number: "+78123456789012", hasCountryCode: true }); // 12 digits left: kept
  assert.deepEqual(number("+1 1 310 1234"), { number: "+113101234", hasCountryCode: true }); // 7 digits, local only: kept
  // National input with a region.
  assert.deepEqual(number("020 7123 4567", "GB"), { number: "+442071234567", hasCountryCode: true });
  assert.deepEqual(number("8 912 345-67-89", "ru"), { number: "+79123456789", hasCountryCode: true });
  assert.deepEqual(number("8 0152 45-09-11", "BY"), { number: "+375152450911", hasCountryCode: true });
  assert.deepEqual(number("(201) 555-0123", "US"), { number: "+12015550123", hasCountryCode: true });
  assert.deepEqual(number("0118 496 0000", "GB"), { number: "+441184960000", hasCountryCode: true }); // 011 is no prefix in GB
  assert.deepEqual(number("810 44 20 7123 4567", "RU"), { number: "+442071234567", hasCountryCode: true });
  // Argentina's mobile national form: the code's rule rewrites the front (`011 15` is `9 11`), as after the code.
  assert.deepEqual(number("011 15-2345-6789", "AR"), { number: "+5491123456789", hasCountryCode: true });
  assert.deepEqual(number("0351 15 234-5678", "AR"), { number: "+5493512345678", hasCountryCode: true });
  assert.deepEqual(number("011 2345-6789", "AR"), { number: "+541123456789", hasCountryCode: true }); // no 15: the 0 taken off
  // Letters and other scripts' digits stay in the number, for the trials and the masks to judge.
  assert.deepEqual(number("07700 9001a3", "GB"), { number: "+4477009001a3", hasCountryCode: true }); // ten Characters left: the 0 is taken off
  assert.deepEqual(number("07700 900123"), { number: "07700900123", hasCountryCode: false });
  assert.deepEqual(number("0 x 0"), { number: "0", hasCountryCode: false }); // x 0 is an extension
  assert.deepEqual(number("+44 7700 9001a3"), { number: "+4477009001a3", hasCountryCode: true });
  assert.deepEqual(number("0044 7700 900123 fax12"), { number: "+447700900123fax12", hasCountryCode: true });
  assert.deepEqual(number("+44 ٧٧٠٠ 900123"), { number: "+44٧٧٠٠900123", hasCountryCode: true }); // another script's digits
  assert.deepEqual(number("+1-800-FLOWERS"), { number: "+1800FLOWERS", hasCountryCode: true });
  assert.deepEqual(number("００４４ ７７００ ９００１２３"), { number: "００４４７７００９００１２３", hasCountryCode: false }); // ０ is no 0
  assert.deepEqual(number("+４４ (0) ７７００"), { number: "+４４0７７００", hasCountryCode: true }); // no ASCII code: the (0) stays
  assert.deepEqual(number("+44 (0) ７７００ ９００１２３"), { number: "+44７７００９００１２３", hasCountryCode: true });
  assert.deepEqual(number("+44 0\u0301 7700 900123"), { number: "+440\u03017700900123", hasCountryCode: true }); // a mark joins the 0
  // A trunk prefix in another script's digits is taken off as libphonenumber takes it, the same Characters' count.
  assert.deepEqual(number("０７７００ ９００１２３", "GB"), { number: "+44７７００９００１２３", hasCountryCode: true });
  assert.deepEqual(number("+44 ０２０ 7123 4567"), { number: "+44２０71234567", hasCountryCode: true });
  assert.deepEqual(number("+7 ８ 912 345-67-89"), { number: "+79123456789", hasCountryCode: true });
  assert.deepEqual(number("+44 ０２a 7123 4567"), { number: "+44０２a71234567", hasCountryCode: true }); // a letter: no prefix read
  // Every region's printed extension is read back (int, Anexo, доб), `int` after a letter as `x` is.
  assert.deepEqual(number("+40 21 123 4567 int 12"), { number: "+40211234567", hasCountryCode: true });
  assert.deepEqual(number("+51 1 1234567 Anexo 12"), { number: "+5111234567", hasCountryCode: true });
  assert.deepEqual(number("+7 912 345-67-89 Доб. 12"), { number: "+79123456789", hasCountryCode: true });
  assert.deepEqual(number("+40 21 123 4567 print 12"), { number: "+40211234567print12", hasCountryCode: true });
  assert.deepEqual(number("+44 7700 900123"), { number: "+447700900123", hasCountryCode: true });
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
  // Another script's digits (full-width, Arabic-Indic, Devanagari), in the national number or all through.
  "other digits": ({ code }, national, random) => {
    const zero = random.pick([0xff10, 0x660, 0x966]);
    const other = (digits) => [...digits].map((digit) => (random.chance(0.6) ? String.fromCodePoint(zero + Number(digit)) : digit)).join("");
    return `${random.pick(["+", "00", "+"])}${random.chance(0.3) ? other(code) : code} ${grouped(other(national), random)}`;
  },
  // Letters for digits, as a keypad spells them (`1-800-FLOWERS`), in any case.
  "letters": ({ code }, national, random) => `+${code} ${grouped([...national].map((digit) => (random.chance(0.4) ? keypadLetter(digit, random) : digit)).join(""), random)}`,
};

/** A letter a phone keypad puts on `digit` (the digit itself for 0 and 1), upper or lower case. */
function keypadLetter(digit, random) {
  const letters = ["0", "1", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"][Number(digit)];
  const letter = random.pick([...letters]);
  return random.chance(0.3) ? letter.toLowerCase() : letter;
}


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

test("libphonenumber's example numbers in every form: every JS pass is maskc's, and how many agree with the file's phon facts and without", (t) => {
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
    // The same file's check without its `phon` facts (its masks and trials alone, as Swift's MaskCheck reads such a file).
    const withoutPhon = new MaskCheck(check.program, check.steps, check.makers, null);
    for (const [form, write] of Object.entries(forms)) {
      const count = counts[form] ??= { samples: 0, maskcPasses: 0, agreeWithoutPhon: 0, agreeAfter: 0, jsPasses: 0, equalLines: 0, failedWhereMaskcPasses: 0 };
      // National input is read for its region: one maskc run a region.
      const groups = form === "national"
        ? regions.filter((region) => region.region !== "001" && region.examples.length > 0).map((region) => examples.filter((each) => each.region === region))
        : [examples];
      for (const group of groups) {
        const region = form === "national" ? group[0].region.region : undefined;
        const samples = group.map(({ region: from, national }) => write(from, national, random));
        const { swift: swiftLines, js: jsLines } = bothLines(preset, check, samples, region);
        const withoutPhonLines = region === undefined
          ? checkSamples(withoutPhon, sampleLines(new TextEncoder().encode(samples.map((each) => `${each}\n`).join("")), { keepCarriageReturn: false, maximumLine: 1 << 20 }), { json: true }).output.split("\n")
          : null;
        samples.forEach((sample, index) => {
          const [js, swift] = [jsLines[index], swiftLines[index]];
          const where = `${preset} ${form}${region ? ` ${region}` : ""}: ${JSON.stringify(sample)}`;
          count.samples++;
          count.maskcPasses += passed(swift) ? 1 : 0;
          // Without the phon facts there is no --region: no national sample is counted.
          count.agreeWithoutPhon += withoutPhonLines === null ? 0 : passed(swift) === passed(withoutPhonLines[index]) ? 1 : 0;
          count.agreeAfter += passed(swift) === passed(js) ? 1 : 0;
          count.equalLines += swift === js ? 1 : 0;
          const { code, national } = { code: group[index].region.code, national: group[index].national };
          if (passed(js)) {
            assert.equal(swift, js, `${where}: the JS check passes what maskc does not`);
            count.jsPasses++;
          } else if (passed(swift)) {
            // maskc reads the country's own masks; the file's masks are coarser.
            assert.match(js, /"key":"(mask_value|phone_length|phone_too_long|phone_too_short)"/u, where);
            // Where the number read is the example's, written with + and the digits alone it fails in the JS check too: the form is not why.
            const read = readPhoneNumber(sample, check.phoneReading, region === undefined ? null : check.regionOf(region));
            if (read.number === `+${code}${national}`) assert.equal(check.check(`+${code}${national}`).pass, false, where);
            count.failedWhereMaskcPasses++;
          }
          assert.ok(readPhoneNumber(sample, check.phoneReading, region === undefined ? null : check.regionOf(region)).hasCountryCode, where);
        });
      }
    }
  }
  for (const [form, count] of Object.entries(counts)) {
    t.diagnostic(`${form}: ${count.samples} samples over 3 presets, maskc passes ${count.maskcPasses}; verdicts agree `
      + `${count.agreeWithoutPhon} without the phon facts, ${count.agreeAfter} with them; JS passes ${count.jsPasses}, `
      + `${count.equalLines} lines byte for byte, ${count.failedWhereMaskcPasses} failed where maskc passes`);
    assert.ok(count.jsPasses > count.maskcPasses * 0.9, `${form}: ${JSON.stringify(count)}`);
  }
  assert.ok(maskcPath);
});

test("a number too long for its country fails in the JS check as in maskc, whatever script a digit is in (+23195817568３9)", (t) => {
  // The length trial alone: a decimal digit of another script is the same digit by value.
  const judge = phoneNumberJudge(new Map([["231", [7, 8, 9]], ["44", [7, 9, 10]]]));
  assert.equal(judge("+23195817568３9")?.key, "phone_too_long");
  assert.equal(judge("+2319581756٨39")?.key, "phone_too_long");
  assert.equal(judge("+44 ７７００ ९००१२३"), null);
  assert.equal(judge("+４４ 7700 900123"), null);
  assert.equal(judge("+44 7700 900123²"), null); // ² is a number, not a decimal digit
  if (skipWithoutMaskc(t)) return;
  const directory = temporaryDirectory();
  const zeros = [0xff10, 0x660, 0x6f0, 0x966, 0x9e6];
  // Each code's longest national number, from the phone file's own trial.
  const phone = loadCheck(compile(["--preset", "phone"], join(directory, "phone-lengths.maskc")));
  const entries = phone.steps.find((step) => step.kind === "phoneNumber").parameters.find((p) => p.name === "lengths").values;
  const longest = new Map(entries.map((entry) => [entry.split(":")[0], Math.max(...entry.split(":")[1].split(",").map(Number))]));
  const samples = ["+23195817568３9"];
  ["231", "44", "49", "7", "1", "91", "86", "33", "421", "61"].forEach((code, index) => {
    const digits = Array.from({ length: longest.get(code) + 1 }, (_, at) => String((at * 7 + 9) % 10));
    zeros.forEach((zero, place) => {
      const national = [...digits];
      const at = (index + place) % national.length;
      national[at] = String.fromCodePoint(zero + Number(national[at]));
      samples.push(`+${code}${national.join("")}`);
    });
  });
  for (const preset of ["phone", "phone-e164", "phone-national"]) {
    const check = loadCheck(compile(["--preset", preset], join(directory, `${preset}.maskc`)));
    const { swift, js } = bothLines(preset, check, samples);
    samples.forEach((sample, index) => {
      assert.equal(check.check(sample).pass, false, `${preset}: ${sample}`);
      assert.equal(check.check(sample).messages[0].key, "phone_too_long", `${preset}: ${sample}`);
      assert.equal(js[index], swift[index], `${preset}: ${sample}`);
    });
  }
});

test("a region's own rule (format version 2): seven-digit local numbers get the area code, as in maskc and libphonenumber", (t) => {
  const check = phoneCheck(t);
  if (check === undefined) return;
  const number = (text, region) => readPhoneNumber(text, check.phoneReading, check.regionOf(region)).number;
  // libphonenumber's parse of each (Scripts/phone-national-reference.py's `local` form).
  assert.deepEqual([number("460 1234", "AG"), number("2123456", "MG"), number("12345", "NF"), number("812345", "SM"),
    number("712345", "GG"), number("712345", "JE"), number("51234567", "CX"), number("460 1234", "US")],
  ["+12684601234", "+261202123456", "+672312345", "+3780549812345", "+441481712345", "+441534712345", "+61851234567", "+14601234"]);
  assert.deepEqual(check.phoneReading.regions.get("AG").ways, ["[457][0-9][0-9][0-9][0-9][0-9][0-9]$ -> 268<0-7>", "[1]"]);
  assert.equal(check.check("460 1234", { region: "AG" }).pass, true);
  // maskc's verdicts, line for line (JSON: the printed forms and messages too).
  const { swift, js } = bothLines("phone", check, ["460 1234", "4601234", "1 268 460 1234", "268 460 1234", "360 1234", "460 123"], "AG");
  assert.deepEqual(js, swift);
  assert.ok(swift[0].endsWith('"result":"pass"}') && !swift[5].endsWith('"result":"pass"}'), swift.join("\n"));
});

test("a version-1 phone file (its regions without rules) loads and reads as it did", () => {
  const bytes = new Uint8Array(readFileSync(new URL("../../../Tests/fixtures/bytecode-v1/phone-preset.maskc", import.meta.url)));
  assert.equal(bytes[8], 1);
  const old = loadCheck(bytes);
  const number = (text, region = null) => readPhoneNumber(text, old.phoneReading, region && old.regionOf(region)).number;
  assert.deepEqual([number("0044 (0) 20 7946 0958"), number("011 15-2345-6789", "AR"), number("460 1234", "AG")],
    ["+442079460958", "+5491123456789", "+14601234"]);
  assert.equal(old.check("+44 20 7946 0958").pass, true);
});

test("a number with a letter after it fails as maskc check -p fails it, quoting the file's printed form (+2071234567)", (t) => {
  if (skipWithoutMaskc(t)) return;
  const path = join(temporaryDirectory(), "phone.maskc");
  const check = loadCheck(compile(["--preset", "phone"], path));
  const lines = ["+20 71234567a", "+2071234567 b", "+49 30 123456x", "+44 20 7123 4567 q", "+20 71234567"];
  const input = new TextEncoder().encode(lines.map((line) => `${line}\n`).join(""));
  const swift = runMaskc(["check", "-p", path], input).stdout.toString("utf8");
  const js = checkSamples(check, sampleLines(input, { keepCarriageReturn: false, maximumLine: 1 << 20 }), {}).output;
  assert.equal(js, swift);
  assert.match(js.split("\n")[0], /^fail: .*\(read as '\+2071234567'\)$/u);
  assert.equal(js.split("\n")[4], "pass");
});
