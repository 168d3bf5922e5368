import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { writeFileSync } from "node:fs";
import { loadProgram, MaskedTextEditor } from "../src/index.js";
import { judgeSamples } from "../src/cli/match-command.js";
import { readSamples } from "../src/cli/transform-command.js";
import { sampleLines } from "../src/cli/sample-lines.js";
import { maskcPath, skipWithoutMaskc, runMaskc, temporaryDirectory, compile } from "../test-support/maskc.js";
import { Random, randomMask, randomRangeMask, samplesFrom } from "../test-support/random-masks.js";
import { readingSamplesFrom, startsWithLabel } from "../test-support/reading-samples.js";
import { craftedFile, sectionsOf } from "../test-support/crafted-file.js";
import { nfaPayload, setWithoutOptimistic } from "../test-support/hostile-files.js";

/**
 * The two runtimes side by side: masks of the whole language, sets and every preset are
 * compiled with the Swift maskc (`MASKC`), and every sample line of `match`, strict and
 * optimistic, plain and JSON, must print the same bytes and exit with the same status in
 * both. Skipped, visibly, without MASKC.
 */

const cli = fileURLToPath(new URL("../cli.mjs", import.meta.url));
const rounds = Number(process.env.MASKC_DIFF_ROUNDS ?? 100);
const modes = [[], ["--optimistic"], ["--json"], ["--optimistic", "--json"]];
/** transform's and extract's modes: plain and JSON, autocomplete off, both optional-literal policies. */
const readingModes = [
  ["transform"], ["transform", "--json"], ["transform", "--json", "--no-autocomplete"],
  ["transform", "--json", "--optional-literals", "inserted"], ["transform", "--optional-literals", "inserted", "--no-autocomplete"],
  ["extract"], ["extract", "--json"], ["extract", "--json", "--optional-literals", "inserted"],
];
const directory = maskcPath ? temporaryDirectory() : null;

/**
 * Whether the maskc compared with has the leading-label rule (main from 0cc47b8): then
 * samples that start with a label are compared too; a maskc built before it reads them
 * otherwise, so they are left out (and the test says so).
 */
const swiftReadsLabels = maskcPath ? probeLabels() : false;

function probeLabels() {
  const path = join(directory, "label-probe.maskc");
  if (!compile(["-m", "DDDD"], path)) throw new Error("maskc compile -m DDDD failed");
  // Before the rule the label's letters were dropped letters, and the result not complete.
  return JSON.parse(runMaskc(["transform", "-p", path, "--json", "Code: 1234"]).stdout.toString("utf8")).complete === true;
}

/** Agreement counts, reported at the end. */
const counts = {
  programs: 0, refusedByCompiler: 0, lines: 0, stringMatches: 0, operandRuns: 0, countRuns: 0,
  transformLines: 0, extractLines: 0, readingOperandRuns: 0, labelled: 0,
};

/**
 * Compares both runtimes on `file` for every mode over standard input, and every few
 * programs over arguments through the JS CLI itself; then transform and extract over the
 * match samples and `readingSamples` (those that start with no label: the rule is not on
 * the JS side yet).
 */
function compareOn(path, bytes, samples, label, readingSamples = []) {
  const program = loadProgram(bytes);
  const input = Buffer.concat(samples.flatMap((sample) => [Buffer.from(sample), Buffer.from("\n")]));
  const lines = sampleLines(new Uint8Array(input), { keepCarriageReturn: false, maximumLine: 1 << 20 });
  for (const mode of modes) {
    const swift = runMaskc(["match", "-p", path, ...mode], input);
    const js = judgeSamples(program, lines, { optimistic: mode.includes("--optimistic"), json: mode.includes("--json"), count: false });
    assert.equal(js.output, swift.stdout.toString("utf8"), `${label} ${mode.join(" ")}`);
    assert.ok(Buffer.from(js.output).equals(swift.stdout), `${label} ${mode.join(" ")}: bytes`);
    assert.equal(js.status, swift.status, `${label} ${mode.join(" ")}: status`);
    counts.lines += lines.length;
  }
  // The string API (ASCII tables, no encoding) must give what the bytes give, which the
  // CLI's lines above print: for every sample that is text.
  for (const sample of samples) {
    const text = Buffer.from(sample).toString("utf8");
    if (text.includes("\ufffd")) continue;
    for (const optimistic of [false, true]) {
      assert.deepEqual(program.match(text, { optimistic }), program.matchUTF8(sample, { optimistic }), `${label}: ${JSON.stringify(text)}`);
      counts.stringMatches++;
    }
  }
  const unlabelled = swiftReadsLabels ? samples : samples.filter((sample) => !startsWithLabel(Buffer.from(sample).toString("utf8")));
  compareReadings(path, program, [...unlabelled, ...readingSamples], label);
  counts.programs++;
  if (counts.programs % 5 === 0) {
    // Counting: maskc scans standard input in bulk (LineCounter) rather than line by line.
    for (const mode of [["--count", "--json"], ["--count", "--optimistic"]]) {
      const swift = runMaskc(["match", "-p", path, ...mode], input);
      const js = judgeSamples(program, lines, { optimistic: mode.includes("--optimistic"), json: mode.includes("--json"), count: true });
      assert.equal(js.output, swift.stdout.toString("utf8"), `${label} ${mode.join(" ")}`);
      assert.equal(js.status, swift.status, `${label} ${mode.join(" ")}: status`);
      counts.countRuns++;
    }
    // Arguments: valid UTF-8 without NUL (what a command line can carry), through cli.mjs.
    const operands = samples.map((sample) => Buffer.from(sample).toString("utf8"))
      .filter((text) => !text.includes("\ufffd") && !text.includes("\u0000") && !text.startsWith("-")).slice(0, 12);
    for (const mode of [["--json"], ["--optimistic"]]) {
      const swift = runMaskc(["match", "-p", path, ...mode, "--", ...operands]);
      const js = spawnSync(process.execPath, [cli, "match", "-p", path, ...mode, "--", ...operands]);
      assert.ok(js.stdout.equals(swift.stdout), `${label} operands ${mode}: ${js.stdout} vs ${swift.stdout}`);
      assert.equal(js.status, swift.status, `${label} operands: status`);
      counts.operandRuns++;
    }
  }
}

/** transform and extract, every reading mode, over standard input; every few programs over arguments too. */
function compareReadings(path, program, samples, label) {
  const input = Buffer.concat(samples.flatMap((sample) => [Buffer.from(sample), Buffer.from("\n")]));
  const lines = sampleLines(new Uint8Array(input), { keepCarriageReturn: false, maximumLine: 1 << 20 });
  for (const [command, ...mode] of readingModes) {
    const swift = runMaskc([command, "-p", path, ...mode], input);
    const js = readSamples(command, program, lines, {
      json: mode.includes("--json"), noAutocomplete: mode.includes("--no-autocomplete"),
      optionalLiterals: mode.includes("inserted") ? "inserted" : "typed",
    });
    const where = `${label} ${command} ${mode.join(" ")}`;
    if (js.output !== swift.stdout.toString("utf8")) {
      const theirs = swift.stdout.toString("utf8").split("\n");
      const ours = js.output.split("\n");
      const first = ours.findIndex((line, index) => line !== theirs[index]);
      assert.fail(`${where}: line ${first + 1} of sample ${JSON.stringify(Buffer.from(lines[first]?.bytes ?? []).toString("utf8"))}: JS ${ours[first]} vs Swift ${theirs[first]}`);
    }
    assert.ok(Buffer.from(js.output).equals(swift.stdout), `${where}: bytes`);
    assert.equal(js.status, swift.status, `${where}: status`);
    counts[command === "transform" ? "transformLines" : "extractLines"] += lines.length;
  }
  counts.labelled += samples.filter((sample) => startsWithLabel(Buffer.from(sample).toString("utf8"))).length;
  if (counts.programs % 7 === 0) {
    const operands = samples.map((sample) => Buffer.from(sample).toString("utf8"))
      .filter((text) => !text.includes("\ufffd") && !text.includes("\u0000") && !text.startsWith("-")).slice(0, 12);
    for (const mode of [["transform", "--json"], ["extract"]]) {
      const swift = runMaskc([mode[0], "-p", path, ...mode.slice(1), "--", ...operands]);
      const js = spawnSync(process.execPath, [cli, mode[0], "-p", path, ...mode.slice(1), "--", ...operands]);
      assert.ok(js.stdout.equals(swift.stdout), `${label} operands ${mode}: ${js.stdout} vs ${swift.stdout}`);
      assert.equal(js.status, swift.status, `${label} operands ${mode}: status`);
      counts.readingOperandRuns++;
    }
  }
}

/** Texts the program accepts, drawn by maskc (`sample --seed`), and the shortest ones. */
function acceptedTexts(path, seed) {
  const drawn = runMaskc(["sample", "-p", path, "-n", "3", "--seed", String(seed)]).stdout.toString("utf8");
  const shortest = runMaskc(["sample", "-p", path, "-n", "2"]).stdout.toString("utf8");
  return [...drawn.split("\n"), ...shortest.split("\n")].filter((text) => text !== "");
}

test("differential: random masks of the whole language agree with maskc on every line", { timeout: 30 * 60_000 }, (t) => {
  if (skipWithoutMaskc(t)) return;
  const random = new Random(24);
  for (let round = 0; round < rounds; round++) {
    const pattern = randomMask(random);
    const path = join(directory, `mask-${round}.maskc`);
    const args = random.chance(0.1) ? ["-m", pattern, "--add-symbols", "#$€"] : ["-m", pattern];
    const bytes = compile(args, path);
    if (!bytes) {
      counts.refusedByCompiler++;
      continue;
    }
    const texts = acceptedTexts(path, round);
    compareOn(path, bytes, samplesFrom(random, texts), `mask ${JSON.stringify(pattern)} (round ${round})`,
      readingSamplesFrom(new Random(round), texts, { withLabels: swiftReadsLabels }));
  }
  t.diagnostic(`masks: ${JSON.stringify(counts)}`);
  if (!swiftReadsLabels) t.diagnostic("this maskc predates the leading-label rule: samples that start with a label were left out");
});

test("differential: masks of number ranges and separators agree with maskc on every line, separators of other kinds typed", { timeout: 30 * 60_000 }, (t) => {
  if (skipWithoutMaskc(t)) return;
  const random = new Random(612);
  for (let round = 0; round < rounds; round++) {
    const pattern = randomRangeMask(random);
    const path = join(directory, `ranges-${round}.maskc`);
    const bytes = compile(["-m", pattern], path);
    assert.ok(bytes, `maskc compile -m ${pattern}`);
    const texts = acceptedTexts(path, round);
    compareOn(path, bytes, samplesFrom(random, texts), `mask ${JSON.stringify(pattern)} (round ${round})`,
      readingSamplesFrom(new Random(round), texts, { withLabels: swiftReadsLabels }));
  }
  t.diagnostic(`with range masks: ${JSON.stringify(counts)}`);
});

test("rule 6 joins only digits written into one number: a range and the digit after it are two values", (t) => {
  if (skipWithoutMaskc(t)) return;
  const cases = [
    ["<5-7>D", " 7.7-", "77", true], ["<5-7>D--", "7:3):", "73--", true], ["<10-12>1", "11-+1", "111", true],
    ["[0-3]--<5-7>D(<10-12>D", "07/0111", "0--70(111", true], ["<5-7>DD[13579]", ")#5:849", "5849", true],
    ["<10-12>", "1)1", "11", false], ["DDDD-<01-12>", "202-12", "2021-02", false], ["<01-12>/<01-31>", "0/5/12", "05/12", false],
  ];
  for (const [index, [pattern, typed, text, complete]] of cases.entries()) {
    const bytes = compile(["-m", pattern], join(directory, `joined-${index}.maskc`));
    assert.ok(bytes, `maskc compile -m ${pattern}`);
    const program = loadProgram(bytes);
    const result = program.transform(typed);
    assert.deepEqual([result.text, result.complete], [text, complete], `${pattern} ${typed}`);
    const editor = new MaskedTextEditor(program);
    editor.insert(typed);
    assert.deepEqual([editor.text, editor.complete], [text, complete], `editor: ${pattern} ${typed}`);
  }
});

test("differential: random sets, with and without names, agree with maskc on every line", { timeout: 30 * 60_000 }, (t) => {
  if (skipWithoutMaskc(t)) return;
  const random = new Random(2024);
  for (let round = 0; round < Math.ceil(rounds / 3); round++) {
    const patterns = Array.from({ length: random.int(2, 4) }, () => randomMask(random, 4));
    const path = join(directory, `set-${round}.maskc`);
    let args;
    if (random.chance(0.5)) {
      const list = join(directory, `set-${round}.txt`);
      writeFileSync(list, patterns.map((pattern, index) => `${random.pick(["long", "short", "a_b", "x-1"])}${index} ${pattern}\n`).join(""));
      args = ["--masks", list];
    } else {
      args = patterns.flatMap((pattern) => ["-m", pattern]);
    }
    const bytes = compile(args, path);
    if (!bytes) {
      counts.refusedByCompiler++;
      continue;
    }
    const texts = acceptedTexts(path, round);
    compareOn(path, bytes, samplesFrom(random, texts), `set ${JSON.stringify(patterns)} (round ${round})`,
      readingSamplesFrom(new Random(round), texts, { withLabels: swiftReadsLabels }));
  }
  t.diagnostic(`with sets: ${JSON.stringify(counts)}`);
});

test("differential: every preset's file agrees with maskc on every line", { timeout: 30 * 60_000 }, (t) => {
  if (skipWithoutMaskc(t)) return;
  const random = new Random(19);
  const names = runMaskc(["presets"]).stdout.toString("utf8").split("\n").map((line) => line.split(" ")[0]).filter(Boolean);
  assert.ok(names.includes("phone") && names.includes("iban") && names.includes("card"), `presets: ${names}`);
  for (const name of names) {
    const path = join(directory, `preset-${name}.maskc`);
    const bytes = compile(["--preset", name], path);
    assert.ok(bytes, `maskc compile --preset ${name}`);
    const texts = acceptedTexts(path, 7);
    compareOn(path, bytes, samplesFrom(random, texts), `preset ${name}`, readingSamplesFrom(new Random(name.length), texts, { withLabels: swiftReadsLabels }));
  }
  t.diagnostic(`with presets: ${JSON.stringify(counts)}`);
});

test("differential: simulated optimistic matchers (ONFA, a set's masks side by side) agree with maskc on every line", { timeout: 30 * 60_000 }, (t) => {
  if (skipWithoutMaskc(t)) return;
  // maskc writes these only past its compiler's limits, which its command line does not
  // lower: they are made here from compiled files (the OPTM DFA as an ONFA section; a
  // set's OPTM and its labels cut), the same languages, so the same verdicts are due.
  const random = new Random(7);
  for (let round = 0; round < Math.ceil(rounds / 3); round++) {
    const isSet = round % 2 === 1;
    const patterns = Array.from({ length: isSet ? random.int(2, 3) : 1 }, () => randomMask(random, 5));
    const compiled = compile(patterns.flatMap((pattern) => ["-m", pattern]), join(directory, `simulated-source-${round}.maskc`));
    if (!compiled) {
      counts.refusedByCompiler++;
      continue;
    }
    let bytes;
    if (isSet) {
      bytes = setWithoutOptimistic(compiled);
    } else {
      const onfa = nfaPayload(loadProgram(compiled).optimistic.dfa).bytes;
      bytes = craftedFile({ sections: sectionsOf(compiled).map((section) => (section.tag === "OPTM" ? { tag: "ONFA", payload: onfa } : section)) });
    }
    const path = join(directory, `simulated-${round}.maskc`);
    writeFileSync(path, bytes);
    assert.ok(isSet ? !loadProgram(bytes).optimistic.dfa : loadProgram(bytes).optimistic.nfa, "the file simulates");
    compareOn(path, bytes, samplesFrom(random, acceptedTexts(path, round)), `simulated ${JSON.stringify(patterns)} (round ${round})`);
  }
  t.diagnostic(`with simulated matchers: ${JSON.stringify(counts)}`);
  console.log(`differential agreement: ${JSON.stringify(counts)}`);
});

test("differential: illegal offsets inside extended grapheme clusters (conjuncts, flags, ZWJ emoji, Hangul, CR LF)", (t) => {
  if (skipWithoutMaskc(t)) return;
  // Three or two scalars of anything, then a digit: the walk dies on the scalar after
  // them, and the offset counts the Characters wholly before it, as Swift segments them.
  const samples = ["क्षa", "क्ष1", "🇺🇸🇺a", "🇺🇸🇺🇸a", "a👩‍👩a", "a👩‍👩‍👧‍👦", "a🏽x", "\u1100\u1161x", "\u1100\u1161\u11a8x",
    "e\u0301\u0301x", "\r\nxx", "a\r\nx", "ab\u200dx", "\u0600ax", "x\u0903y"].map((text) => new TextEncoder().encode(text));
  for (const pattern of ["[^ ]{3}D", "[^ ]{2}D", "[^ ]D"]) {
    const path = join(directory, `clusters-${pattern.length}.maskc`);
    const bytes = compile(["-m", pattern], path);
    assert.ok(bytes, pattern);
    compareOn(path, bytes, samples, `clusters ${pattern}`);
  }
});

test("differential: arguments holding invalid UTF-8, as a shell passes them, are repaired alike", (t) => {
  if (skipWithoutMaskc(t)) return;
  // Node and Swift both decode argv with U+FFFD for each maximal invalid subpart; the
  // arguments are made by bash, since node cannot pass bytes that are not UTF-8.
  const path = join(directory, "phone-arguments.maskc");
  assert.ok(compile(["-m", "+?7|8(DDD)DDD-?DD-?DD"], path));
  const samples = "$'\\xff1' $'\\xe2\\x82x' $'\\xed\\xa0\\x80z' $'\\xf0\\x9f\\x98' $'a\\xc0\\xafb' $'\\xf4\\x90\\x80\\x80' $'+7(1\\xcc'";
  const run = (command) => spawnSync("bash", ["-c", `${command} match -p '${path}' --json ${samples}`]);
  const swift = run(`'${maskcPath}'`);
  const js = run(`'${process.execPath}' '${cli}'`);
  assert.equal(swift.status, 1);
  assert.ok(js.stdout.equals(swift.stdout), `${js.stdout} vs ${swift.stdout}`);
  assert.equal(js.status, swift.status);
});
