import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { loadCheck } from "../src/trials/index.js";
import { checkSamples } from "../src/cli/check-command.js";
import { sampleLines } from "../src/cli/sample-lines.js";
import { maskcPath, skipWithoutMaskc, runMaskc, temporaryDirectory, compile } from "../test-support/maskc.js";
import { Random, samplesFrom } from "../test-support/random-masks.js";
import {
  cardSamples, expirySamples, dateSamples, timeSamples, ibanSamples, phoneSamples, phoneSamplesWithoutPlus, spacedPhoneSamples,
} from "../test-support/check-samples.js";
import { readPhoneNumber } from "../src/trials/phone-reading.js";

/**
 * A preset's check in both runtimes: every preset with trials (and the time presets, whose
 * check is the value reading alone) is compiled with maskc (`MASKC`), and the JS check of
 * that file must print, for every generated sample, what `maskc check --preset NAME` prints,
 * byte for byte and with the same exit status: read as values and `--exact`, plain and
 * `--json`, card-expiry also with `--reference-date`. Skipped, visibly, without MASKC.
 *
 * The phone presets read a number first (00 and 011, national numbers, trunk prefixes,
 * extensions), by facts their file carries (`phon`), as Swift's `MaskCheck` reads it; but
 * maskc then reads the country's own masks, which the file does not carry (docs/trials.md),
 * so read as values they are held to a one-sided rule: whenever the JS check passes a
 * sample, maskc prints the same pass (the JS check never passes what maskc fails); a sample
 * with no country code is compared byte for byte (both fail it with
 * `phone_no_country_code`); a sample maskc passes and the JS check fails fails on a length
 * or the masks. The trials count a decimal digit of any script by value, as the masks read
 * it, so `+23195817568３9` is too long in both; a control character, a line separator or
 * U+FFFD (invalid UTF-8) in the number read fails in both, with the same line
 * (`phone_character`: `00-5-5095270\r93025` once passed the file's masks, which take the
 * `\r` as formatting, and failed the country's own, the `\r` having kept the trunk `0`),
 * and so does a stray symbol inside it; one before or after it is left out in both.
 * Samples with letters and other scripts' digits (the mangled ones, and
 * phoneSamples' own) are read as Swift reads them, not refused: they are counted apart.
 * The samples include numbers typed without `+` (phoneSamplesWithoutPlus).
 */

const cli = fileURLToPath(new URL("../cli.mjs", import.meta.url));
const directory = maskcPath ? temporaryDirectory() : null;
const modes = [[], ["--exact"], ["--json"], ["--exact", "--json"]];
const referenceModes = [["--reference-date", "2026-11"], ["--reference-date", "2026-11-30", "--json"], ["--reference-date", "2000-01", "--exact"]];

/** The values of a file's step parameter. */
const parameterOf = (check, kind, name) => check.steps.find((step) => step.kind === kind).parameters.find((p) => p.name === name).values;

const presets = [
  { name: "card", samples: (random) => cardSamples(random) },
  { name: "card-expiry", samples: (random) => expirySamples(random), extraModes: referenceModes },
  { name: "iban", samples: (random, check) => ibanSamples(random, parameterOf(check, "ibanCountry", "layouts")) },
  ...["date-iso", "date-eu", "date-eu-slash", "date-us"].map((name) => ({ name, samples: (random) => dateSamples(random, name) })),
  ...["time", "time-seconds", "time-12h"].map((name) => ({ name, samples: (random) => timeSamples(random) })),
  ...["phone-e164", "phone", "phone-national"].map((name) => ({
    name, phone: true, samples: (random, check) => {
      const samples = phoneSamples(random, parameterOf(check, "phoneNumber", "lengths"));
      return [...samples, ...phoneSamplesWithoutPlus(random, samples)];
    },
  })),
];

const encoder = new TextEncoder();

/** Samples as standard input: each followed by a line feed. */
function joinedLines(samples) {
  const input = new Uint8Array(samples.reduce((total, sample) => total + sample.length + 1, 0));
  let at = 0;
  for (const sample of samples) {
    input.set(sample, at);
    at += sample.length;
    input[at++] = 0x0a;
  }
  return input;
}

/** The JS CLI's output and status for `args`, with `input` on standard input. */
function runCLI(args, input) {
  const run = spawnSync(process.execPath, [cli, ...args], { input, maxBuffer: 1 << 26 });
  return { stdout: run.stdout.toString("utf8"), status: run.status };
}

/** The options `checkSamples` takes for a mode's arguments. */
function optionsOf(mode) {
  const at = mode.indexOf("--reference-date");
  return { json: mode.includes("--json"), exact: mode.includes("--exact"), allowBlank: mode.includes("--allow-blank"),
    referenceDate: at >= 0 ? mode[at + 1] : undefined };
}

test("a preset's check: the JS runtime prints what maskc check --preset prints, sample for sample", (t) => {
  if (skipWithoutMaskc(t)) return;
  const random = new Random(2430);
  let lines = 0;
  const phone = { withoutPlus: 0, passes: 0, noCountryCode: 0, unwritten: 0, failedWhereMaskcPasses: 0, otherCharacters: 0, otherCharactersEqual: 0 };
  for (const preset of presets) {
    const path = join(directory, `${preset.name}.maskc`);
    const bytes = compile(["--preset", preset.name], path);
    assert.ok(bytes, `maskc compile --preset ${preset.name}`);
    const check = loadCheck(bytes);
    const generated = preset.samples(random, check);
    // Some of them again as people mangle them: other scripts' digits and letters, combining
    // marks, emoji, stray separators, swapped case, invalid UTF-8.
    const mangled = samplesFrom(random, generated.filter(() => random.chance(0.15)));
    const input = joinedLines([...generated.map((sample) => encoder.encode(sample)), ...mangled]);
    const parsed = sampleLines(input, { keepCarriageReturn: false, maximumLine: 1 << 20 });
    const samples = parsed.map((line) => new TextDecoder().decode(line.bytes));
    for (const mode of [...modes, ...(preset.extraModes ?? []), ["--allow-blank"]]) {
      const swift = runMaskc(["check", "--preset", preset.name, ...mode], input);
      const js = checkSamples(check, parsed, optionsOf(mode));
      if (preset.phone && !mode.includes("--exact")) {
        // The countries' own masks are not in the file: see the comment at the top for what is compared.
        const swiftLines = swift.stdout.toString("utf8").split("\n");
        const passed = (line) => line === "pass" || line.endsWith('"result":"pass"}');
        js.output.split("\n").forEach((line, index) => {
          const sample = samples[index];
          const where = `${preset.name} ${mode.join(" ")}: ${JSON.stringify(sample)}`;
          if (line === "") return;
          const read = readPhoneNumber(sample, check.phoneReading);
          if (mode.length === 0 && !read.number.startsWith("+")) phone.withoutPlus++;
          // A letter or another script's digit in the number read: the JS reading once refused these.
          if (/[^+0-9]/u.test(read.number)) {
            phone.otherCharacters++;
            phone.otherCharactersEqual += swiftLines[index] === line ? 1 : 0;
          }
          if (passed(line)) {
            // Never where maskc fails: a stray symbol (`😀`, `!`) too is read alike, left out
            // before or after the number and failed inside it.
            assert.equal(swiftLines[index], line, `${where}: the JS check passes what maskc does not`);
            phone.passes++;
          } else if (line.includes("phone_character") || line.includes("no phone number is written with")) {
            // A `\r`, U+FFFD or a stray symbol in the number: the same failure, to the byte, in both.
            assert.equal(swiftLines[index], line, where);
            phone.unwritten++;
          } else if (!read.hasCountryCode) {
            assert.equal(swiftLines[index], line, where);
            phone.noCountryCode++;
          } else if (passed(swiftLines[index])) {
            // maskc reads the country's own masks; the file's masks are coarser.
            assert.match(line, /phone_length|phone_too_long|phone_too_short|mask_value|has no possible length|is too (long|short)|is not a complete value/u, where);
            phone.failedWhereMaskcPasses++;
          }
        });
        if (js.status === 0) assert.equal(swift.status, 0, `${preset.name} ${mode.join(" ")}: exit status`);
        continue;
      }
      assert.equal(js.output, swift.stdout.toString("utf8"), `${preset.name} ${mode.join(" ")}`);
      assert.equal(js.status, swift.status, `${preset.name} ${mode.join(" ")}: exit status`);
      lines += samples.length;
    }
    // The CLI itself, once a preset: arguments, standard input, output and exit status.
    const cliMode = preset.phone ? ["--exact", "--json"] : ["--json"];
    const swift = runMaskc(["check", "--preset", preset.name, ...cliMode], input);
    const js = runCLI(["check", "-p", path, ...cliMode], input);
    assert.equal(js.stdout, swift.stdout.toString("utf8"), `${preset.name}: the CLI`);
    assert.equal(js.status, swift.status, `${preset.name}: the CLI's exit status`);
  }
  t.diagnostic(`${lines} lines agree over ${presets.length} presets; phone presets read as values: ${phone.passes} JS passes `
    + `that maskc passes too, ${phone.noCountryCode} phone_no_country_code lines equal byte for byte, ${phone.failedWhereMaskcPasses} `
    + `failed where maskc passes (the country's own masks); ${phone.otherCharacters} read with letters or other scripts' digits `
    + `(${phone.otherCharactersEqual} byte for byte maskc's); ${phone.unwritten} with a control character, U+FFFD or a stray symbol inside the number, byte for byte maskc's; ${phone.withoutPlus} samples typed without + (each in 3 value modes)`);
  assert.ok(phone.withoutPlus > 1000 && phone.noCountryCode > 500 && phone.otherCharacters > 500 && phone.passes > 100 && phone.unwritten > 10, JSON.stringify(phone));
});

test("the phone preset's file fails 447700900123 as maskc check --preset phone does (no country code)", (t) => {
  if (skipWithoutMaskc(t)) return;
  const path = join(directory, "phone-no-plus.maskc");
  const check = loadCheck(compile(["--preset", "phone"], path));
  const samples = ["447700900123", "+447700900123"];
  const swift = runMaskc(["check", "--preset", "phone", "--json", ...samples], new Uint8Array());
  const js = runCLI(["check", "-p", path, "--json", ...samples], "");
  assert.equal(js.stdout, swift.stdout.toString("utf8"));
  assert.equal(check.check("447700900123").messages[0].key, "phone_no_country_code");
  assert.equal(check.check("447700900123").pass, false);
});

test("a large class's expected characters are summed up in both runtimes with maskc's words (\\d lists 3, counts 2,010)", (t) => {
  if (skipWithoutMaskc(t)) return;
  const samples = ["12a", "1", "x", "١٢z", "αβγδ"];
  for (const [index, pattern] of [String.raw`\d{3}`, String.raw`[\d_]+`, "[αγεηιλνοσ]{2}", "[а-яёіїєґў]+x", "[αγεηιλ]x"].entries()) {
    const path = join(directory, `summed-${index}.maskc`);
    assert.notEqual(compile(["-e", pattern], path), null, pattern);
    for (const mode of [["--exact"], ["--exact", "--json"]]) {
      const swift = runMaskc(["check", "-p", path, ...mode, ...samples]);
      const js = runCLI(["check", "-p", path, ...mode, ...samples], "");
      assert.equal(js.stdout, swift.stdout.toString("utf8"), `${pattern} ${mode.join(" ")}`);
    }
  }
  const digits = runCLI(["check", "-p", join(directory, "summed-0.maskc"), "--exact", "12a"], "").stdout;
  assert.match(digits, /^fail: expected a digit, '²' \(U\+00B2\), '³' \(U\+00B3\), '¹' \(U\+00B9\) or one of [\d,]+ other non-ASCII characters between U\+00BC and U\+[0-9A-F]+ at 2, found 'a'\n$/);
});

test("a control character or U+FFFD inside a number fails in both runtimes, with maskc's line (00-5-5095270\\r93025)", (t) => {
  if (skipWithoutMaskc(t)) return;
  // A `\r` kept Brazil's trunk `0` from the country's own masks, which failed it, while the
  // file's masks took the `\r` as formatting and passed it; libphonenumber refuses it.
  const samples = [" 00-5-5095270\r93025", "+55 0 95270\r93025", "+44 20 7123\r4567", "+850 7\ufffd653301366", "0044 20 7123\u00004567", "+44 20\u20287123 4567"];
  const input = joinedLines(samples.map((sample) => encoder.encode(sample)));
  for (const name of ["phone", "phone-national", "phone-e164"]) {
    const path = join(directory, `unwritten-${name}.maskc`);
    const check = loadCheck(compile(["--preset", name], path));
    for (const mode of [[], ["--json"]]) {
      const swift = runMaskc(["check", "--preset", name, ...mode], input);
      const js = runCLI(["check", "-p", path, ...mode], input);
      assert.equal(js.stdout, swift.stdout.toString("utf8"), `${name} ${mode.join(" ")}`);
      assert.equal(js.status, swift.status, `${name} ${mode.join(" ")}: exit status`);
    }
    for (const sample of samples) {
      assert.deepEqual(check.check(sample).messages.map((message) => message.key), ["phone_character"], `${name}: ${JSON.stringify(sample)}`);
    }
    assert.equal(check.check("+44 20 7123\r4567").messages[0].text, "has a character no phone number is written with ('\\r')");
    assert.equal(check.check("+44 20 7123 4567").pass, true);
  }
});

test("phone-e164 fails a number with an extension in both runtimes, with maskc's line; phone and phone-national keep it", (t) => {
  if (skipWithoutMaskc(t)) return;
  // E.164 has no place for an extension: maskc's phone-e164 check fails it (`phone_extension`)
  // and its transform calls it incomplete, so nothing typed is lost unreported.
  const samples = ["+44 20 7123 4567 ext. 12", "+44 20 7123 4567 x12", "0044 20 7123#4567", "+1 201 555 0123 extension 7",
    "020 7123 4567 ext 5", "+44 20 7123 4567", "+44 20 7123 fax12", "447700900123 x5", "+40 21 123 4567 int 12",
    "+598 2123 1234 int. 12", "+51 1 1234567 Anexo 12", "+7 912 345-67-89 доб. 12", "+44 20 79 x12", "+44 20 7946 0958 1234 #5",
    "+44 ０２０ 7123 4567", "+44 ０２０ 7123 4567 x12", "０２０ 7123 4567"];
  const input = joinedLines(samples.map((sample) => encoder.encode(sample)));
  for (const name of ["phone", "phone-national", "phone-e164"]) {
    const path = join(directory, `extension-${name}.maskc`);
    const check = loadCheck(compile(["--preset", name], path));
    for (const mode of [[], ["--json"], ["--region", "GB"], ["--region", "GB", "--json"]]) {
      const swift = runMaskc(["check", "--preset", name, ...mode], input);
      const swiftFile = runMaskc(["check", "-p", path, ...mode], input);
      const js = runCLI(["check", "-p", path, ...mode], input);
      assert.equal(js.stdout, swift.stdout.toString("utf8"), `${name} ${mode.join(" ")}`);
      assert.equal(swiftFile.stdout.toString("utf8"), swift.stdout.toString("utf8"), `${name} ${mode.join(" ")}: maskc check -p`);
      assert.equal(js.status, swift.status, `${name} ${mode.join(" ")}: exit status`);
    }
    const refused = check.check("+44 20 7123 4567 ext. 12");
    if (name === "phone-e164") {
      assert.deepEqual(refused.messages.map((message) => message.text), ["has an extension (an E.164 number has none)"]);
      // A length fault is the more basic one: reported before the extension, as maskc orders them.
      assert.deepEqual(check.check("0044 20 7123#4567").messages.map((message) => message.key), ["phone_too_short"]);
      assert.deepEqual(check.check("0044 20 7123 4567#12").messages.map((message) => message.key), ["phone_extension"]);
    } else {
      assert.equal(refused.pass, true, name);
    }
    assert.equal(check.check("+44 20 7123 4567").pass, true, name);
  }
});

test("a phone number spaced anywhere is judged as maskc check --preset phone judges it (+44 7700 900 123)", (t) => {
  if (skipWithoutMaskc(t)) return;
  // maskc's country step leaves formatting out before the trials and the masks read the
  // number: a space where the printed form has none is no separator moved. The JS check read
  // the text as typed and failed `+44 7700 900 123` ("' ' at 12 cannot stay where it was typed").
  const random = new Random(2433);
  const counts = { samples: 0, passes: 0, failuresEqual: 0, failedWhereMaskcPasses: 0 };
  const passed = (line) => line.endsWith('"result":"pass"}');
  for (const name of ["phone", "phone-national", "phone-e164"]) {
    const path = join(directory, `spaced-${name}.maskc`);
    const check = loadCheck(compile(["--preset", name], path));
    const samples = spacedPhoneSamples(random, parameterOf(check, "phoneNumber", "lengths"), 1200);
    const input = joinedLines(samples.map((sample) => encoder.encode(sample)));
    const swiftLines = runMaskc(["check", "--preset", name, "--json"], input).stdout.toString("utf8").split("\n");
    const jsLines = checkSamples(check, sampleLines(input, { keepCarriageReturn: false, maximumLine: 1 << 20 }), { json: true }).output.split("\n");
    samples.forEach((sample, index) => {
      const where = `${name}: ${JSON.stringify(sample)}`;
      const [js, swift] = [jsLines[index], swiftLines[index]];
      // The number without its formatting is judged alike: spacing never changes a verdict.
      assert.deepEqual(check.check(sample).messages, check.check(sample.replace(/[ \u00a0\t\-./()\u2010-\u2015]/gu, "")).messages, where);
      assert.doesNotMatch(js, /(cannot stay where it was typed|no place for) '[ \u00a0\-./\u2013]'/u, where);
      if (passed(js)) {
        assert.equal(swift, js, `${where}: the JS check passes what maskc does not`);
        counts.passes++;
      } else if (!passed(swift)) {
        counts.failuresEqual += swift === js ? 1 : 0;
      } else {
        // maskc reads the country's own masks and takes a trunk prefix off; the file has neither.
        assert.match(js, /"key":"(mask_value|phone_length|phone_too_long|phone_too_short)"/u, where);
        counts.failedWhereMaskcPasses++;
      }
      counts.samples++;
    });
  }
  for (const sample of ["+44 7700 900 123", "+1 201 555 01 23", "+7 912 345 67 89", "(+44) 7700.900.123"]) {
    const swift = runMaskc(["check", "--preset", "phone", "--json", sample]).stdout.toString("utf8");
    const js = runCLI(["check", "-p", join(directory, "spaced-phone.maskc"), "--json", sample], "").stdout;
    assert.equal(js, swift, sample);
    assert.ok(passed(js.trimEnd()), `${sample}: ${js}`);
  }
  t.diagnostic(`${counts.samples} spaced numbers: ${counts.passes} pass in both, ${counts.failuresEqual} failures byte for byte maskc's, `
    + `${counts.failedWhereMaskcPasses} failed where maskc passes (its country masks, a trunk prefix)`);
  // Most of the spread passes in both, and most of maskc's failures are the JS check's to the byte.
  assert.ok(counts.passes > counts.samples * 0.6 && counts.failuresEqual > counts.samples * 0.08, JSON.stringify(counts));
});

test("national numbers with --region: the JS check passes only what maskc passes, and the CLI prints what maskc prints", (t) => {
  if (skipWithoutMaskc(t)) return;
  const random = new Random(2441);
  const counts = { samples: 0, agree: 0, passes: 0, failedWhereMaskcPasses: 0 };
  const passed = (line) => line.endsWith('"result":"pass"}');
  for (const name of ["phone", "phone-national", "phone-e164"]) {
    const path = join(directory, `region-${name}.maskc`);
    const check = loadCheck(compile(["--preset", name], path));
    const withPlus = phoneSamples(random, parameterOf(check, "phoneNumber", "lengths"));
    const national = phoneSamplesWithoutPlus(random, withPlus);
    for (const region of ["GB", "US", "RU", "DE", "BY", "AR", "FR", "AU", "IT", "MG", "BR", "IN"]) {
      const picked = national.filter(() => random.chance(0.3));
      const samples = [...picked, ...picked.slice(0, 40).map((sample) => `${check.phoneReading.regions.get(region).nationalPrefixes.length > 0 ? "0" : ""}${sample}`)];
      const input = joinedLines(samples.map((sample) => encoder.encode(sample)));
      const swiftLines = runMaskc(["check", "--preset", name, "--json", "--region", region], input).stdout.toString("utf8").split("\n");
      const jsLines = checkSamples(check, sampleLines(input, { keepCarriageReturn: false, maximumLine: 1 << 20 }), { json: true, region }).output.split("\n");
      samples.forEach((sample, index) => {
        const where = `${name} --region ${region}: ${JSON.stringify(sample)}`;
        const [js, swift] = [jsLines[index], swiftLines[index]];
        counts.samples++;
        counts.agree += passed(js) === passed(swift) ? 1 : 0;
        if (passed(js)) {
          assert.equal(swift, js, `${where}: the JS check passes what maskc does not`);
          counts.passes++;
        } else if (passed(swift)) {
          assert.match(js, /"key":"(mask_value|phone_length|phone_too_long|phone_too_short)"/u, where);
          counts.failedWhereMaskcPasses++;
        }
      });
    }
  }
  t.diagnostic(`${counts.samples} numbers typed without + and checked with 12 regions: verdicts agree on ${counts.agree}; `
    + `${counts.passes} JS passes, each maskc's line; ${counts.failedWhereMaskcPasses} failed where maskc passes (the country's own masks)`);
  assert.ok(counts.passes > counts.samples / 4 && counts.agree > counts.samples * 0.9, JSON.stringify(counts));
  // The CLI: --region read from the file, any case; an unknown region refused as maskc refuses it.
  const path = join(directory, "region-phone.maskc");
  const samples = ["020 7123 4567", "+44 0 7700 900123", "07700 900123 ext 5", "0118 496 0000", "+7 8 912 345-67-89", "447700900123"];
  for (const region of ["GB", "gb", "RU", "XX", "001"]) {
    const swift = runMaskc(["check", "--preset", "phone", "--region", region, ...samples], new Uint8Array());
    const js = spawnSync(process.execPath, [cli, "check", "-p", path, "--region", region, ...samples]);
    assert.equal(js.stdout.toString("utf8"), swift.stdout.toString("utf8"), region);
    assert.equal(js.stderr.toString("utf8"), swift.stderr.toString("utf8"), region);
    assert.equal(js.status, swift.status, region);
  }
  // A file without the phone reading takes no region, as maskc's other presets do not.
  const card = runCLI(["check", "-p", join(directory, "card.maskc"), "--region", "GB", "4111111111111111"], "");
  const swiftCard = runMaskc(["check", "--preset", "card", "--region", "GB", "4111111111111111"], new Uint8Array());
  assert.equal(card.status, swiftCard.status);
});
