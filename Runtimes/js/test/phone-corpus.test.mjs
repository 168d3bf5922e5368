import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { loadCheck } from "../src/trials/index.js";
import { checkSamples } from "../src/cli/check-command.js";
import { sampleLines } from "../src/cli/sample-lines.js";
import { readPhoneNumber } from "../src/trials/phone-reading.js";
import { hasPhoneMasks, isCountryDigits } from "../src/trials/country-masks.js";
import { skipWithoutMaskc, runMaskc, temporaryDirectory, compile, maskcPath } from "../test-support/maskc.js";
import { Random } from "../test-support/random-masks.js";

/**
 * Issue 24: `maskc check -p FILE` and the JS check of the same phone file give the same
 * verdict. A seeded corpus of numbers of every code the file's `phoneNumber` step lists,
 * at its lengths and one off, written as people write them (+CC, 00, 011, a `(0)`, a trunk
 * prefix, national numbers with a region, spaces and dashes, an extension, another script's
 * digits, a letter, a stray symbol), is judged by `maskc check -p FILE --json [--region R]`
 * and by the JS check, for `phone`, `phone-national` and `phone-e164`, with no region and
 * with eight. Every line must be maskc's, byte for byte, but for a number read with a
 * Character that is no digit in it: a letter (`+1 500-234-5678 abc`) or a digit with a
 * combining mark fails in both with `mask_value`, whose message quotes how the masks printed
 * it, which maskc prints by the country's own formats (`+1 500-234-5678`) and the file,
 * which does not carry them, by its own (`+1 (500) 234-5678`): the result and the keys must
 * be equal. A space with a combining mark inside a number is a stray symbol in both (stop
 * 49: maskc's country masks had passed 3 of 32,400 lines with one, which the JS check
 * failed): no line fails in one and passes in the other. Before the JS check read a value as the country's masks do, 541 of 15,806
 * lines of a libphonenumber corpus disagreed with no region and 4,586 with AU
 * (docs/trials.md). Skipped, visibly, without MASKC.
 */

const directory = maskcPath ? temporaryDirectory() : null;
const regions = [null, "GB", "US", "DE", "AU", "IN", "BR", "RU", "JP"];
const formatting = [" ", " ", "-", ".", "/", "\u00a0", "\u2013"];
const extensions = [" ext. 12", " x5", "#77", " ext 1234", " доб. 3", " extensión 12", " ｘ12", "＃5", ";ext=123", ",,4567", ";77", ", 12", " ~3", " - 503#",
  " EXT: 12#", " x1234567890"];
const junk = ["abc", "A", "!", "😀", "\u0301"];

/** `count` random ASCII digits. */
function digits(random, count) {
  let text = "";
  for (let index = 0; index < count; index++) text += random.int(0, 9);
  return text;
}

/** The national digits parted at random places by formatting. */
function spaced(random, national) {
  let written = "";
  for (const digit of national) {
    if (written !== "" && random.chance(0.25)) written += random.pick(formatting);
    written += digit;
  }
  return written;
}

/** Some ASCII digits of the text as fullwidth ones. */
function fullwidth(random, text) {
  return text.replace(/[0-9]/g, (digit) => (random.chance(0.3) ? String.fromCodePoint(0xff10 + Number(digit)) : digit));
}

/** One number of `code`, written in one of the ways people write numbers. */
function writtenNumber(random, code, national, trunk) {
  const body = random.chance(0.5) ? spaced(random, national) : national;
  const forms = [`+${code} ${body}`, `+${code}${national}`, `00${code} ${body}`, `011 ${code} ${body}`, `+${code} (0) ${body}`,
    `+${code} ${trunk}${body}`, `${trunk}${body}`, body, `${code}${national}`, `(+${code}) ${body}`];
  let sample = random.pick(forms);
  if (random.chance(0.1)) sample += random.pick(extensions);
  if (random.chance(0.06)) sample = fullwidth(random, sample);
  if (random.chance(0.06)) {
    const at = random.int(0, sample.length);
    sample = sample.slice(0, at) + random.pick(junk) + sample.slice(at);
  }
  return sample;
}

/** The corpus: `count` numbers of the step's codes at their lengths and one off. */
function phoneCorpus(random, lengthEntries, count) {
  const samples = ["+611800123456", "+61 1800 123 456", "+421 006 430", "+44 20 7123 4567", "1800 123 456", "0044 (0) 20 7946 0958 ext 12"];
  while (samples.length < count) {
    const [code, list] = random.pick(lengthEntries).split(":");
    const lengths = list.split(",").map(Number);
    const length = Math.max(1, random.pick(lengths) + (random.chance(0.8) ? 0 : random.pick([-1, 1])));
    samples.push(writtenNumber(random, code, digits(random, length), random.pick(["0", "0", "8", "1"])));
  }
  return samples;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

test("issue 24: the JS check of a phone file gives maskc check -p's verdicts on a generated corpus", (t) => {
  if (skipWithoutMaskc(t)) return;
  const random = new Random(4824);
  const counts = { lines: 0, equal: 0, printedApart: 0, passes: 0, markedSpaces: 0 };
  for (const name of ["phone", "phone-national", "phone-e164"]) {
    const path = join(directory, `corpus-${name}.maskc`);
    const check = loadCheck(compile(["--preset", name], path));
    // The phone preset's masks are known by their hash: a change to them in maskc must reach it.
    assert.equal(hasPhoneMasks(check.program), name !== "phone-e164", `${name}: the file's masks are the phone preset's`);
    const lengthEntries = check.steps.find((step) => step.kind === "phoneNumber").parameters.find((p) => p.name === "lengths").values;
    const samples = phoneCorpus(random, lengthEntries, 1200);
    const input = encoder.encode(samples.map((sample) => `${sample}\n`).join(""));
    const lines = sampleLines(input, { keepCarriageReturn: false, maximumLine: 1 << 20 });
    for (const region of regions) {
      const options = region === null ? [] : ["--region", region];
      const swift = runMaskc(["check", "-p", path, "--json", ...options], input);
      const js = checkSamples(check, lines, { json: true, region: region ?? undefined });
      const swiftLines = swift.stdout.toString("utf8").split("\n");
      const jsLines = js.output.split("\n");
      assert.equal(jsLines.length, swiftLines.length, `${name} ${region}`);
      lines.forEach((line, index) => {
        const sample = decoder.decode(line.bytes);
        const where = `${name} --region ${region}: ${JSON.stringify(sample)}`;
        const [ours, theirs] = [jsLines[index], swiftLines[index]];
        counts.lines++;
        counts.passes += theirs.endsWith('"result":"pass"}') ? 1 : 0;
        counts.markedSpaces += /\p{Zs}\p{M}/u.test(sample) ? 1 : 0;
        if (ours === theirs) {
          counts.equal++;
          return;
        }
        // A number read with a Character that is no digit (a letter, a digit or a space with a
        // combining mark): maskc weighs it by the country's own layouts, which the file lacks.
        const read = readPhoneNumber(sample, check.phoneReading, region === null ? null : check.regionOf(region));
        assert.ok(name !== "phone-e164" && !isCountryDigits(read.number), `${where}: ${ours} is not maskc's ${theirs}`);
        const [mine, maskc] = [JSON.parse(ours), JSON.parse(theirs)];
        // Both fail by the masks: only the printed form quoted may differ.
        assert.equal(mine.result, "fail", `${where}: the JS check passes what maskc does not`);
        assert.equal(maskc.result, "fail", `${where}: the JS check fails what maskc passes`);
        assert.deepEqual(mine.messages.map((message) => message.key), maskc.messages.map((message) => message.key), where);
        counts.printedApart++;
      });
      assert.equal(js.status, swift.status, `${name} ${region}: exit status`);
    }
  }
  t.diagnostic(`${counts.lines} lines (3 presets, 9 region settings): ${counts.equal} byte for byte maskc's; ${counts.printedApart} `
    + `with a letter or a marked digit in the number, failed by both with the same keys, the printed form by the file's masks; `
    + `${counts.passes} passes; ${counts.markedSpaces} with a space with a mark on it`);
  // The corpus spreads over passes and failures, and most lines are maskc's to the byte;
  // it has spaces with marks on them, in and around numbers.
  assert.ok(counts.passes > counts.lines / 5 && counts.passes < counts.lines * 0.9, JSON.stringify(counts));
  assert.ok(counts.equal > counts.lines * 0.98 && counts.markedSpaces > 0, JSON.stringify(counts));
});

test("a space with a mark on it fails inside a phone number and is left out around one, in maskc and the JS check", (t) => {
  if (skipWithoutMaskc(t)) return;
  const path = join(directory, "marked-space.maskc");
  const check = loadCheck(compile(["--preset", "phone"], path));
  const inside = ["+6118 \u030100123456", "+61 \u03011800123456", "+447700\u00a0\u0301900123", "+1 650 \u20dd253 0000"];
  const around = ["+611800123456 \u0301", "\u3000\u0301+44 7700 900123"];
  const samples = [...inside, ...around];
  const swift = runMaskc(["check", "-p", path, "--json", "--", ...samples]).stdout.toString("utf8").trim().split("\n").map((line) => JSON.parse(line));
  samples.forEach((sample, index) => {
    const ours = check.check(sample);
    const keys = ours.messages.map((message) => message.key);
    assert.deepEqual(keys, swift[index].messages?.map((message) => message.key) ?? [], JSON.stringify(sample));
    assert.equal(ours.pass, swift[index].result === "pass", JSON.stringify(sample));
    // Inside, phone_character (libphonenumber's parse refuses the text); around, it passes.
    assert.deepEqual(keys, inside.includes(sample) ? ["phone_character"] : [], JSON.stringify(sample));
  });
});

test("a number the country rule passes prints as the file's masks print its value, or as read: maskc transform -p's text where it is complete", (t) => {
  if (skipWithoutMaskc(t)) return;
  const path = join(directory, "printed.maskc");
  const check = loadCheck(compile(["--preset", "phone"], path));
  const random = new Random(49);
  const lengthEntries = check.steps.find((step) => step.kind === "phoneNumber").parameters.find((p) => p.name === "lengths").values;
  const numbers = [];
  for (const sample of phoneCorpus(random, lengthEntries, 600)) {
    const result = check.check(sample);
    const { number, countryCode } = readPhoneNumber(sample, check.phoneReading);
    if (result.pass && countryCode !== null && isCountryDigits(number)) numbers.push({ sample, number, printed: result.printed });
  }
  const swift = runMaskc(["transform", "-p", path, "--json"], numbers.map(({ number }) => `${number}\n`).join(""))
    .stdout.toString("utf8").trim().split("\n").map((line) => JSON.parse(line));
  let formatted = 0;
  numbers.forEach(({ sample, number, printed }, index) => {
    const file = swift[index];
    const valueRead = file.complete && file.droppedLettersAndDigits === 0;
    assert.equal(printed, valueRead ? file.text : number, `${JSON.stringify(sample)}: ${JSON.stringify(file)}`);
    formatted += printed !== number ? 1 : 0;
  });
  t.diagnostic(`${numbers.length} numbers passed by the country rule: ${formatted} printed by the file's masks, the rest as read`);
  assert.ok(numbers.length > 200 && formatted > 0 && formatted < numbers.length, `${formatted} of ${numbers.length}`);
  // Where both print it, the country's format and the file's agree: GB's mobile layout.
  assert.equal(check.check("+447700900123").printed, "+44 7700 900123");
  assert.equal(runMaskc(["transform", "--preset", "phone", "--", "+447700900123"]).stdout.toString("utf8").trim(), "+44 7700 900123");
  // Where the file's masks fail it, the number as read (maskc's country format is not in the file).
  assert.equal(check.check("+61 1800 123 456").printed, "+611800123456");
});
