#!/usr/bin/env node
/**
 * The JavaScript runtime's benchmark: `match` beside an equivalent JS `RegExp` `^…$`
 * `test()` on the benchmark suite's masks (Benchmarks/maskc-bench/Workloads.swift), as
 * medians and ratios, with each sample's floor (the units its verdict needs, read by
 * `charCodeAt` and nothing else, beside the RegExp); `transform` per call on presets (raw, formatted, and value-rule
 * input); a keystroke in the MaskedTextEditor; the time `loadProgram` takes for the card,
 * IBAN and phone presets' files (the first load in a new process, as a page pays it, and in
 * this one, and the median), and the first load in a new headless Chromium (skipped without
 * one); and the runtime's source, gzipped. `transform` is also set beside the Swift VM's
 * on the same files and samples, timed by maskc-bench (`MASKC_BENCH`, else beside maskc;
 * skipped, saying so, without it). It ends with issue 24's goals, each with its figure and
 * whether it is met. It compiles with a built
 * maskc: `MASKC`, else .build/release/maskc, else .build/debug/maskc.
 *
 *     node Runtimes/js/bench.mjs [--quick] [--match]
 *
 * A timed unit test would be noise on a shared machine; this prints figures to compare.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadProgram, MaskedTextEditor } from "./src/index.js";
import { loadCheck } from "./src/trials/index.js";
import { writeBrowserBuild } from "./browser/make-browser-build.mjs";
import { stripComments } from "./browser/strip-comments.mjs";
import { GoalReport } from "./bench-support/goals.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const quick = process.argv.includes("--quick");
/** `--match`: the match tables alone, a few seconds where the whole bench takes minutes (to time them in a quiet spell). */
const matchOnly = process.argv.includes("--match");
const maskc = process.env.MASKC
  ?? [join(root, ".build/release/maskc"), join(root, ".build/debug/maskc")].find((path) => existsSync(path));
if (!maskc) {
  console.error("bench.mjs: no maskc: build it (swift build -c release) or set MASKC");
  process.exit(2);
}
const directory = mkdtempSync(join(tmpdir(), "maskc-js-bench-"));
process.on("exit", () => rmSync(directory, { recursive: true, force: true }));

/** Compiles with maskc; returns the file's bytes. */
function compile(args, name) {
  const path = join(directory, `${name}.maskc`);
  const run = spawnSync(maskc, ["compile", ...args, "-o", path]);
  if (run.status !== 0) throw new Error(`maskc compile ${args.join(" ")}: ${run.stderr}`);
  return new Uint8Array(readFileSync(path));
}

// The suite's masks and samples, each with a RegExp of the same language.
const octet = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)";
const workloads = [
  ["phone", "+?7|8(DDD)DDD-?DD-?DD", /^\+?[78]\(\d{3}\)\d{3}-?\d{2}-?\d{2}$/, "+7(123)456-78-90", "+7(123)45", "+7(123)4x6-78-90"],
  ["card", "DDDD DDDD DDDD DDDD", /^\d{4} \d{4} \d{4} \d{4}$/, "4111 1111 1111 1111", "4111 1111", "4111 1111 1111 111x"],
  ["date", "DD.|/DD.|/DDDD", /^\d{2}[./]\d{2}[./]\d{4}$/, "31.12.2024", "31/12", "31-12-2024"],
  ["iban", "XXDD XXXX DDDD DDDD DDDD D|XD|X", /^[A-Za-z]{2}\d{2} [A-Za-z]{4} \d{4} \d{4} \d{4} [0-9A-Za-z]{2}$/,
    "GB29 NWBK 6016 1331 9268 19", "GB29 NWBK", "GB29 NWBK 6O16 1331 9268 19"],
  ["ranged date", "<01-31>.<01-12>.<1900-2099>", /^(?:0[1-9]|[12]\d|3[01])\.(?:0[1-9]|1[0-2])\.(?:19|20)\d\d$/,
    "31.12.2024", "31.1", "31.13.2024"],
  ["ipv4", "<0-255>.<0-255>.<0-255>.<0-255>", new RegExp(`^${octet}(?:\\.${octet}){3}$`), "192.168.100.255", "192.168.", "192.168.256.1"],
  ["mac", "[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}", /^[0-9A-F]{2}(?::[0-9A-F]{2}){5}$/,
    "00:1A:2B:3C:4D:5E", "00:1A:2B", "00:1A:2G:3C:4D:5E"],
  ["variable card", "D{4} D{4} D{4} D{4,7}", /^\d{4} \d{4} \d{4} \d{4,7}$/, "4111 1111 1111 1111111", "4111 1111 1111", "4111 1111 1111 11111111"],
];

/** Median nanoseconds a call of `body(sample)` over `samples`, `runs` runs of `calls` calls each. */
function medianNanoseconds(body, samples, calls, runs) {
  const times = [];
  let sink = 0;
  for (let run = 0; run < runs; run++) {
    const start = process.hrtime.bigint();
    for (let call = 0; call < calls; call++) sink += body(samples[call % samples.length]) ? 1 : 0;
    times.push(Number(process.hrtime.bigint() - start) / calls);
  }
  if (sink < 0) console.log(sink);
  times.sort((left, right) => left - right);
  return times[times.length >> 1];
}

const format = (nanoseconds) => (nanoseconds >= 1000 ? `${(nanoseconds / 1000).toFixed(2)} µs` : `${nanoseconds.toFixed(1)} ns`);
const calls = quick ? 20_000 : 200_000;
const runs = quick ? 5 : 11;
/** Runs and calls a run of each sample alone (see `kindRatios`). */
const kindRuns = quick ? 20 : 100;
const kindCalls = quick ? 5_000 : 20_000;
/** The time a tenth of `times` are at or under. */
const fastestTenth = (times) => [...times].sort((left, right) => left - right)[Math.floor(times.length / 10)];
const goals = new GoalReport();
/** The lowest of `[name, value]` pairs by value (the highest with `highest`), as "value (name)". */
const extreme = (pairs, show, highest = false) => {
  const [name, value] = pairs.reduce((best, pair) => ((highest ? pair[1] > best[1] : pair[1] < best[1]) ? pair : best));
  return `${show(value)} (${name})`;
};

console.log(`match (a valid, a partial and an illegal sample in turn), per call, median of ${runs} runs of ${calls} calls`);
console.log("mask".padEnd(16) + "match".padStart(12) + "RegExp test".padStart(14) + "   RegExp ÷ match");
const matchRatios = [];
/** `[mask, [complete, partial, illegal]]`: RegExp ÷ match on each sample alone. */
const kindRatios = [];
/** `[mask, [complete, partial, illegal]]`: RegExp ÷ the sample's needed units read alone. */
const floorRatios = [];
/** A function that reads units 0 to `count` - 1 of its text by charCodeAt at constant offsets, and sums them. */
const unitReads = (count) => new Function("t", `return ${Array.from({ length: Math.max(count, 1) }, (_, index) => `t.charCodeAt(${index})`).join("+")}>0;`);
for (const [name, pattern, regexp, ...samples] of workloads) {
  const program = loadProgram(compile(["-m", pattern], name.replace(" ", "-")));
  // The two must agree on the samples before their speeds mean anything.
  samples.forEach((sample, index) => {
    const complete = program.match(sample).result === "complete";
    if (complete !== regexp.test(sample) || complete !== (index === 0)) throw new Error(`${name}: RegExp disagrees on ${sample}`);
  });
  // Warm both up first, so that the JIT has compiled them before they are timed.
  medianNanoseconds((sample) => program.match(sample).result === "complete", samples, calls, 1);
  medianNanoseconds((sample) => regexp.test(sample), samples, calls, 1);
  const match = medianNanoseconds((sample) => program.match(sample).result === "complete", samples, calls, runs);
  const test = medianNanoseconds((sample) => regexp.test(sample), samples, calls, runs);
  console.log(name.padEnd(16) + format(match).padStart(12) + format(test).padStart(14) + `   ${(test / match).toFixed(2)}x`);
  matchRatios.push([name, test / match]);
  // Each sample alone, after the mix so that the mix's figure is taken as before: where a
  // mask falls short, which kind of text it falls short on (a RegExp refuses a text shorter
  // than its shortest match before reading it, where match must read it to say partial).
  // Short runs of the two in turn, and the fastest tenth of each: on a loaded machine most
  // runs are slowed by the others, a tenth of short ones are not, and both meet the same load.
  // The floor beside them: the units any matcher must read to give the verdict (all of a
  // complete or partial text, an illegal one's up to the unit that kills it), read by
  // charCodeAt at constant offsets as the generated matcher reads them, and nothing else.
  const floors = [];
  kindRatios.push([name, samples.map((sample) => {
    const alone = [sample];
    const verdict = program.match(sample);
    const reads = unitReads(verdict.result === "illegal" ? verdict.at + 1 : sample.length);
    const matchTimes = [];
    const testTimes = [];
    const readTimes = [];
    for (let run = 0; run < kindRuns; run++) {
      matchTimes.push(medianNanoseconds((text) => program.match(text).result === "complete", alone, kindCalls, 1));
      testTimes.push(medianNanoseconds((text) => regexp.test(text), alone, kindCalls, 1));
      readTimes.push(medianNanoseconds(reads, alone, kindCalls, 1));
    }
    floors.push(fastestTenth(testTimes) / fastestTenth(readTimes));
    return fastestTenth(testTimes) / fastestTenth(matchTimes);
  })]);
  floorRatios.push([name, floors]);
}
console.log(`\nthe same, each sample alone, match and RegExp in turn: the fastest tenth of ${kindRuns} runs of ${kindCalls} calls (RegExp ÷ match)`);
console.log("mask".padEnd(16) + "complete".padStart(10) + "partial".padStart(10) + "illegal".padStart(10));
for (const [name, ratios] of kindRatios) console.log(name.padEnd(16) + ratios.map((value) => `${value.toFixed(2)}x`.padStart(10)).join(""));
console.log(`\nthe floor, timed as above: the RegExp ÷ the units the verdict needs read by charCodeAt alone (under 1: no matcher that reads them so can be as fast)`);
console.log("mask".padEnd(16) + "complete".padStart(10) + "partial".padStart(10) + "illegal".padStart(10));
for (const [name, ratios] of floorRatios) console.log(name.padEnd(16) + ratios.map((value) => `${value.toFixed(2)}x`.padStart(10)).join(""));
const ratio = (value) => `${value.toFixed(2)}x`;
goals.add("match as fast as RegExp test() ^…$, each mask (RegExp ÷ match ≥ 1)",
  `lowest ${extreme(matchRatios, ratio)}, highest ${extreme(matchRatios, ratio, true)}; `
  + `${matchRatios.filter(([, value]) => value < 1).length} of ${matchRatios.length} under 1`,
  matchRatios.every(([, value]) => value >= 1));
/** Ends the run with issue 24's goals, each with its figure and verdict. */
const printGoals = () => {
  console.log("\nissue 24's goals");
  for (const line of goals.lines()) console.log(line);
};
if (matchOnly) {
  printGoals();
  process.exit(0);
}

// transform: the exact search on every call (the JS runtime has no greedy fast path), so
// these are the figures a fast path would be measured against. A set (phone, card) reads
// every one of its masks.
const transformCalls = quick ? 2_000 : 20_000;
const transformWorkloads = [
  ["date-us", ["12312024", "12/31/2024", "1/2/2024"]],
  ["phone", ["+79123456789", "+7 (912) 345-67-89", "+442071234567"]],
  ["card", ["4111111111111111", "4111 1111 1111 1111", "378282246310005"]],
  ["ipv4", ["1921681", "192.168.1.1", "256.1.1.1"]],
];
console.log(`\ntransform of a preset's file, per call, median of ${runs} runs of ${transformCalls} calls (first: the call that derives the tables)`);
console.log("preset".padEnd(10) + "sample".padEnd(22) + "transform".padStart(12) + "first".padStart(12));
/** The JS median of each preset's samples, by preset, in the samples' order. */
const transformMedians = new Map();
for (const [name, samples] of transformWorkloads) {
  transformMedians.set(name, []);
  const program = loadProgram(compile(["--preset", name], `preset-${name}`));
  for (const [index, sample] of samples.entries()) {
    const start = process.hrtime.bigint();
    program.transform(sample);
    const first = index === 0 ? format(Number(process.hrtime.bigint() - start)) : "";
    medianNanoseconds((text) => program.transform(text).complete, [sample], transformCalls, 1);
    const median = medianNanoseconds((text) => program.transform(text).complete, [sample], transformCalls, runs);
    console.log(name.padEnd(10) + JSON.stringify(sample).padEnd(22) + format(median).padStart(12) + first.padStart(12));
    transformMedians.get(name).push(median);
  }
}

// The Swift VM's figure: maskc-bench loads the same file with MaskProgram(bytecode:) and
// times its transform of the same samples (--time-file-transform: median of rounds, after
// a warm-up). The goal: within 5x.
const maskcBench = process.env.MASKC_BENCH ?? join(dirname(maskc), "maskc-bench");
if (existsSync(maskcBench)) {
  console.log(`\ntransform beside the Swift VM's (maskc-bench --time-file-transform, median of ${runs} rounds of ${transformCalls} calls)`);
  console.log("preset".padEnd(10) + "sample".padEnd(22) + "Swift".padStart(12) + "JS".padStart(12) + "   JS ÷ Swift");
  const transformRatios = [];
  for (const [name, samples] of transformWorkloads) {
    const run = spawnSync(maskcBench, ["--time-file-transform", join(directory, `preset-${name}.maskc`), String(runs), String(transformCalls), ...samples],
      { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`maskc-bench --time-file-transform ${name}: ${run.stdout}${run.stderr}`);
    const swift = run.stdout.trim().split("\n").map((line) => Number(line.slice(0, line.indexOf(" "))));
    samples.forEach((sample, index) => {
      const js = transformMedians.get(name)[index];
      console.log(name.padEnd(10) + JSON.stringify(sample).padEnd(22) + format(swift[index]).padStart(12) + format(js).padStart(12)
        + `   ${(js / swift[index]).toFixed(2)}x`);
      transformRatios.push([`${name} ${JSON.stringify(sample)}`, js / swift[index]]);
    });
  }
  goals.add("transform within 5x of the Swift VM, each sample (JS ÷ Swift ≤ 5)",
    `highest ${extreme(transformRatios, ratio, true)}, lowest ${extreme(transformRatios, ratio)}; `
    + `${transformRatios.filter(([, value]) => value > 5).length} of ${transformRatios.length} over 5`,
    transformRatios.every(([, value]) => value <= 5));
} else {
  console.log(`\ntransform beside the Swift VM's: skipped, no maskc-bench at ${maskcBench} (swift build -c release --product maskc-bench, or set MASKC_BENCH)`);
  goals.add("transform within 5x of the Swift VM, each sample (JS ÷ Swift ≤ 5)", "not measured: no maskc-bench", null);
}

// Loads are few and the JIT warms up over the first dozens: the first load is what a page
// pays once, the median of many the steady cost.
const loads = quick ? 10 : 60;
/** Nanoseconds of the first `load(bytes)`, and the median of `loads` more. */
function loadTimes(load, bytes) {
  const timed = () => {
    const start = process.hrtime.bigint();
    load(bytes);
    return Number(process.hrtime.bigint() - start);
  };
  const first = timed();
  const times = Array.from({ length: loads }, timed).sort((left, right) => left - right);
  return { first, median: times[times.length >> 1] };
}
// A page's first load runs on code the engine has not compiled yet: a new node process a
// time, which loads only the runtime and the file, gives that figure; in this process the
// loader has already run on the files above.
const freshProcesses = quick ? 5 : 11;
const indexURL = new URL("./src/index.js", import.meta.url).href;
/**
 * Nanoseconds of the one `loadProgram` of the file at `path` in a new node process, and of
 * the import of the runtime before it (which compiles the verification kernel and warms it
 * on a small set, src/wasm/verify-kernel.js): `{load, import}`.
 */
function freshFirstLoad(path) {
  const script = `import { readFileSync } from "node:fs";
    const bytes = new Uint8Array(readFileSync(${JSON.stringify(path)}));
    const imported = process.hrtime.bigint(); const { loadProgram } = await import(${JSON.stringify(indexURL)});
    const start = process.hrtime.bigint(); loadProgram(bytes); const end = process.hrtime.bigint();
    console.log(String(end - start), String(start - imported));`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`a fresh load of ${path}: ${run.stderr}`);
  const [load, imported] = run.stdout.trim().split(" ").map(Number);
  return { load, import: imported };
}
console.log(`\nloadProgram of a preset's file (verify everything): the first load in a new process (median of ${freshProcesses} processes; `
  + `the import of the runtime before it apart), the first in this one, then the median of ${loads} more`);
for (const name of ["card", "iban", "phone"]) {
  const bytes = compile(["--preset", name], `preset-${name}`);
  const runs = Array.from({ length: freshProcesses }, () => freshFirstLoad(join(directory, `preset-${name}.maskc`)));
  const middle = (values) => values.sort((left, right) => left - right)[freshProcesses >> 1];
  const fresh = middle(runs.map((run) => run.load));
  const freshImport = middle(runs.map((run) => run.import));
  const { first, median } = loadTimes(loadProgram, bytes);
  console.log(`${name.padEnd(16)}${String(bytes.length).padStart(9)} bytes   new process ${format(fresh).padStart(10)} (import ${format(freshImport)})   `
    + `first ${format(first).padStart(10)}   median ${format(median).padStart(10)}`);
  const limit = name === "card" ? 1e6 : 10e6;
  goals.add(`load ${name}'s file in a process that has loaded files before, under ${limit / 1e6} ms (median)`, format(median), median < limit);
  goals.add(`load ${name}'s file first in a new node process, under ${limit / 1e6} ms (median of ${freshProcesses})`, format(fresh), fresh < limit);
}

// Where a person pays the first load: a new page in a browser. bench-browser/first_load.py
// opens each preset's first load in a new headless Chromium a run; without the browser, its
// driver, Selenium or python3 it is skipped, saying so.
// The runtime is the browser build (browser/maskc.js, one request); without --quick also the
// sources, a request a module, for the import's cost beside it.
writeBrowserBuild();
const browserRuns = quick ? 5 : 9;
for (const runtime of quick ? ["browser/maskc.js"] : ["browser/maskc.js", "src/"]) {
  const options = runtime === "src/" ? ["--sources"] : [];
  const browser = spawnSync("python3", [fileURLToPath(new URL("./bench-browser/first_load.py", import.meta.url)), ...options, String(browserRuns), "card", "iban", "phone"],
    { encoding: "utf8", timeout: 600_000 });
  if (browser.error?.code === "ENOENT" || browser.status === 3) {
    console.log(`\nloadProgram in headless Chromium: skipped, ${browser.error ? "missing: python3" : browser.stderr.trim()}`);
    goals.add("a preset's first load in a new Chromium page (card under 1 ms, phone and IBAN under 10)", "not measured: no Chromium", null);
    break;
  } else if (browser.status !== 0) {
    throw new Error(`bench-browser/first_load.py failed: ${browser.stderr}`);
  }
  const median = (values) => [...values].sort((left, right) => left - right)[values.length >> 1];
  console.log(`\nloadProgram in headless Chromium, runtime ${runtime}: the first load in a new browser (median of ${browserRuns}; the import of the runtime before it)`);
  for (const [name, { loadMs, importMs }] of Object.entries(JSON.parse(browser.stdout))) {
    console.log(`${name.padEnd(16)}first load ${format(median(loadMs) * 1e6).padStart(10)}   import ${format(median(importMs) * 1e6).padStart(10)}`);
    if (runtime !== "browser/maskc.js") continue;
    const limit = name === "card" ? 1 : 10;
    goals.add(`load ${name}'s file first in a new Chromium page, under ${limit} ms (median of ${browserRuns})`,
      format(median(loadMs) * 1e6), median(loadMs) < limit);
  }
}

// A preset's check (src/trials/): loading the file with its trials, and one check, read as
// a value (a transform, then the trials on the printed form) and --exact (a match, then
// the trials), beside the transform alone.
console.log(`\nloadCheck of a preset's file, first and median of ${loads}; check per call, median of ${runs} runs of ${transformCalls} calls`);
for (const [name, sample] of [["card", "4111111111111111"], ["iban", "DE89370400440532013000"], ["date-iso", "20240229"], ["phone-e164", "+447700900123"]]) {
  const bytes = compile(["--preset", name], `preset-${name}`);
  const load = loadTimes(loadCheck, bytes);
  const check = loadCheck(bytes);
  const printed = check.check(sample).printed;
  if (!check.check(sample).pass || !check.check(printed, { exact: true }).pass) throw new Error(`${name}: ${sample} does not pass`);
  const median = (body, text) => {
    medianNanoseconds(body, [text], transformCalls, 1);
    return medianNanoseconds(body, [text], transformCalls, runs);
  };
  const value = median((text) => check.check(text).pass, sample);
  const exact = median((text) => check.check(text, { exact: true }).pass, printed);
  const transform = median((text) => check.program.transform(text).complete, sample);
  console.log(`${name.padEnd(11)}load first ${format(load.first).padStart(9)} median ${format(load.median).padStart(9)}   ` +
    `check ${format(value).padStart(9)} (transform ${format(transform)})   --exact ${format(exact).padStart(9)}`);
}

// A keystroke: the key typed into a field that holds the text before it, then Backspace,
// alternately, so the field returns to where it was; the figure is per edit (the issue's
// goal: under 5 µs). The same cases as Swift's bench (Benchmarks/maskc-bench). A typed `/`
// is a literal, which Backspace deletes with the digit before it (docs/editing.md, rule 4):
// there the field is put back by pasting its text over itself, also one edit.
const keystrokeCalls = quick ? 5_000 : 50_000;
const keystrokes = [
  ["phone", ["-m", "+?7|8(DDD)DDD-DD-DD"], "7(123)4", "5"],
  ["date-us", ["--preset", "date-us"], "01/02/202", "4"],
  ["date-us", ["--preset", "date-us"], "1", "/"],
  ["card", ["--preset", "card"], "4111 1111 1111 111", "1"],
];
console.log(`\na keystroke in the editor (the key, then Backspace), per edit, median of ${runs} runs of ${keystrokeCalls} edits`);
const keyTimes = [];
for (const [name, args, before, key] of keystrokes) {
  const editor = new MaskedTextEditor(loadProgram(compile(args, `keys-${name}`)), { text: before });
  const start = editor.text;
  const undo = /[0-9]/.test(key) ? () => editor.deleteBackward() : () => editor.replace(0, editor.text.length, before);
  const edit = (index) => (index % 2 === 0 ? editor.insert(key) : undo()).changed;
  const indices = [0, 1];
  medianNanoseconds(edit, indices, keystrokeCalls, 1);
  if (editor.text !== start) throw new Error(`${name}: typing ${key} and Backspace left ${editor.text}, not ${start}`);
  const median = medianNanoseconds(edit, indices, keystrokeCalls, runs);
  console.log(`${name.padEnd(10)}${JSON.stringify(key).padEnd(5)}after ${JSON.stringify(start).padEnd(24)}${format(median).padStart(12)}`);
  keyTimes.push([`${name} ${JSON.stringify(key)}`, median]);
}
goals.add("a keystroke in the editor under 5 µs, each case", `slowest ${extreme(keyTimes, format, true)}`,
  keyTimes.every(([, value]) => value < 5000));

// What a page downloads: every source file, as one gzip stream (as a server compresses a
// bundle); the core (what match, transform and the editor need), the DOM adapter (src/dom/),
// the trials (src/trials/, a preset's check, a separate import the core does not pull in) and
// the command line (src/cli/, which a page never loads) also apart.
const sources = [];
const walk = (folder) => {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith(".js")) sources.push({ path, bytes: readFileSync(path) });
  }
};
const sourceFolder = fileURLToPath(new URL("./src", import.meta.url));
walk(sourceFolder);
// In path order, as test/size.test.mjs concatenates them: the order moves the size by bytes.
sources.sort((left, right) => (left.path < right.path ? -1 : 1));
const inFolder = (name) => ({ path }) => path.startsWith(join(sourceFolder, name));
const gzippedBytes = (files) => gzipSync(Buffer.concat(files.map((file) => file.bytes)), { level: 9 }).length;
const gzipped = (files) => `${(gzippedBytes(files) / 1024).toFixed(1)} KB`;
const core = sources.filter((file) => !["dom", "cli", "trials"].some((folder) => inFolder(folder)(file)));
const all = Buffer.concat(sources.map((file) => file.bytes));
console.log(`\nsource: ${sources.length} files, ${(all.length / 1024).toFixed(1)} KB, ${gzipped(sources)} gzipped`);
console.log(`  core (no dom/, trials/, cli/): ${gzipped(core)} gzipped, comments and all; dom/ (attachMask): ${gzipped(sources.filter(inFolder("dom")))}; `
  + `trials/ (check): ${gzipped(sources.filter(inFolder("trials")))}; cli/: ${gzipped(sources.filter(inFolder("cli")))}`);
// What a page loads from the browser build: one file, without comments.
for (const name of ["maskc.js", "maskc-check.js"]) {
  const bytes = readFileSync(new URL(`./browser/${name}`, import.meta.url));
  console.log(`  browser/${name}: ${(bytes.length / 1024).toFixed(1)} KB, ${gzipped([{ bytes }])} gzipped`);
  const size = gzippedBytes([{ bytes }]);
  goals.add(`browser/${name} under 60 KB gzipped`, `${size} bytes`, size < 60 * 1024);
}
// The goal counts code, as test/size.test.mjs does: the comments are for readers, and the
// browser build leaves them out.
const coreCode = core.map((file) => ({ bytes: Buffer.from(stripComments(file.bytes.toString("utf8"))) }));
const coreSize = gzippedBytes(coreCode);
console.log(`  the core's code (its sources without comments): ${gzipped(coreCode)} gzipped`);
goals.add("the core's code (src/ without dom/, trials/, cli/, without comments) under 60 KB gzipped", `${coreSize} bytes (${gzippedBytes(core)} with comments)`, coreSize < 60 * 1024);

printGoals();
