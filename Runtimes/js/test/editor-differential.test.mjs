import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { readFileSync, writeFileSync } from "node:fs";
import { loadProgram } from "../src/index.js";
import { runScript } from "../src/cli/edit-command.js";
import { maskcPath, skipWithoutMaskc, runMaskc, temporaryDirectory, compile } from "../test-support/maskc.js";
import { Random, randomMask, randomRangeMask } from "../test-support/random-masks.js";
import { readingSamplesFrom } from "../test-support/reading-samples.js";
import { randomScript, scriptText } from "../test-support/edit-scripts.js";

/**
 * The two editors side by side: random masks of the whole language, random sets and every
 * preset are compiled by the Swift maskc (`MASKC`), random edit scripts are replayed by
 * `maskc edit --script` and by this runtime's editor, with autocomplete on and off and both
 * optional-literal policies, and every output line (text, caret, selection, verdict, value,
 * mask, refused, ignored, changed) must be the same. Skipped, visibly, without MASKC; a
 * maskc without `edit --script` fails where MASKC_REQUIRE_TOOLS=1, else skips saying so.
 */

const cli = fileURLToPath(new URL("../cli.mjs", import.meta.url));
const rounds = Number(process.env.MASKC_EDIT_ROUNDS ?? 40);
/** Every combination of the options that change an edit. */
const modes = [[], ["--no-autocomplete"], ["--optional-literals", "inserted"], ["--no-autocomplete", "--optional-literals", "inserted"]];
const directory = maskcPath ? temporaryDirectory() : null;
const counts = { programs: 0, scripts: 0, lines: 0, cliRuns: 0 };

/** Whether maskc reads edit scripts; skips `t` (or fails, under MASKC_REQUIRE_TOOLS=1) when it cannot. */
function skipWithoutScripts(t) {
  if (skipWithoutMaskc(t)) return true;
  if (runMaskc(["edit", "--help"]).stdout.toString("utf8").includes("--script")) return false;
  const reason = `${maskcPath} has no 'edit --script': build a maskc that reads edit scripts`;
  if (process.env.MASKC_REQUIRE_TOOLS === "1") throw new Error(`MASKC_REQUIRE_TOOLS=1, but ${reason}`);
  t.skip(reason);
  return true;
}

/** Texts the program accepts, drawn by maskc, and samples a person would type or paste from them. */
function textsFor(path, seed) {
  const drawn = runMaskc(["sample", "-p", path, "-n", "3", "--seed", String(seed)]).stdout.toString("utf8").split("\n");
  const accepted = drawn.filter((text) => text !== "");
  const decoder = new TextDecoder();
  const samples = readingSamplesFrom(new Random(seed), accepted, { withLabels: true }).map((bytes) => decoder.decode(bytes));
  return [...accepted, ...samples.filter((sample) => sample !== "" && !sample.includes("\n"))];
}

/** Replays one script per mode in both editors; every line must agree. */
function compareScripts(path, label, random, texts) {
  const program = loadProgram(new Uint8Array(readFileSync(path)));
  for (const mode of modes) {
    const edits = randomScript(random, texts);
    const script = scriptText(edits);
    const swift = runMaskc(["edit", "-p", path, "--script", "-", ...mode], script);
    assert.equal(swift.status, 0, `${label} ${mode.join(" ")}: maskc edit: ${swift.stderr}`);
    const js = runScript(program, script, {
      noAutocomplete: mode.includes("--no-autocomplete"), optionalLiterals: mode.includes("inserted") ? "inserted" : "typed",
    }).output;
    const theirs = swift.stdout.toString("utf8").split("\n");
    const ours = js.split("\n");
    const first = ours.findIndex((line, index) => line !== theirs[index]);
    if (first >= 0 || ours.length !== theirs.length) {
      const at = first >= 0 ? first : Math.min(ours.length, theirs.length);
      assert.fail(`${label} ${mode.join(" ")}: after edit ${at + 1} ${JSON.stringify(edits[at])}\n`
        + `  JS    ${ours[at]}\n  Swift ${theirs[at]}\n  before ${ours[at - 1] ?? "(empty field)"}`);
    }
    counts.scripts++;
    counts.lines += edits.length;
  }
  counts.programs++;
  if (counts.programs % 10 === 1) {
    // Through the command line too, with a starting text: the same bytes.
    const script = scriptText(randomScript(random, texts, 12));
    const text = random.pick(texts);
    const swift = runMaskc(["edit", "-p", path, "--script", "-", "--text", text], script);
    const js = spawnSync(process.execPath, [cli, "edit", "-p", path, "--script", "-", "--text", text], { input: script });
    assert.ok(js.stdout.equals(swift.stdout), `${label} cli: ${js.stdout} vs ${swift.stdout}`);
    assert.equal(js.status, swift.status);
    counts.cliRuns++;
  }
}

test("editor differential: random masks, random edit scripts, every line as maskc prints it", { timeout: 30 * 60_000 }, (t) => {
  if (skipWithoutScripts(t)) return;
  const random = new Random(240);
  for (let round = 0; round < rounds; round++) {
    const pattern = randomMask(random);
    const path = join(directory, `edit-mask-${round}.maskc`);
    if (!compile(["-m", pattern], path)) continue;
    compareScripts(path, `mask ${JSON.stringify(pattern)} (round ${round})`, random, textsFor(path, round));
  }
  t.diagnostic(`masks: ${JSON.stringify(counts)}`);
});

test("editor differential: range masks, digit runs before a range, random edit scripts", { timeout: 30 * 60_000 }, (t) => {
  if (skipWithoutScripts(t)) return;
  // A separator typed after a year opens the range after it (rule 6) and pads its last
  // number (rule 7); one the reading inserted does not: typed key by key as pasted.
  const random = new Random(4600);
  for (let round = 0; round < Math.ceil(rounds / 2); round++) {
    const pattern = randomRangeMask(random);
    const path = join(directory, `edit-ranges-${round}.maskc`);
    assert.ok(compile(["-m", pattern], path), `maskc compile -m ${pattern}`);
    compareScripts(path, `mask ${JSON.stringify(pattern)} (round ${round})`, random, textsFor(path, round));
  }
  t.diagnostic(`with range masks: ${JSON.stringify(counts)}`);
});

test("editor differential: random sets choose the same mask at every edit", { timeout: 30 * 60_000 }, (t) => {
  if (skipWithoutScripts(t)) return;
  const random = new Random(2400);
  for (let round = 0; round < Math.ceil(rounds / 2); round++) {
    const patterns = Array.from({ length: random.int(2, 4) }, () => randomMask(random, 4));
    const path = join(directory, `edit-set-${round}.maskc`);
    if (!compile(patterns.flatMap((pattern) => ["-m", pattern]), path)) continue;
    compareScripts(path, `set ${JSON.stringify(patterns)} (round ${round})`, random, textsFor(path, round));
  }
  t.diagnostic(`with sets: ${JSON.stringify(counts)}`);
});

test("editor differential: presets", { timeout: 30 * 60_000 }, (t) => {
  if (skipWithoutScripts(t)) return;
  const random = new Random(24000);
  const names = runMaskc(["presets"]).stdout.toString("utf8").split("\n").map((line) => line.split(" ")[0]).filter(Boolean);
  assert.ok(names.includes("phone") && names.includes("card"), `presets: ${names}`);
  for (const name of names) {
    const path = join(directory, `edit-preset-${name}.maskc`);
    assert.ok(compile(["--preset", name], path), `maskc compile --preset ${name}`);
    compareScripts(path, `preset ${name}`, random, textsFor(path, name.length));
  }
  t.diagnostic(`with presets: ${JSON.stringify(counts)}`);
  console.log(`editor differential agreement: ${JSON.stringify(counts)}`);
});

test("editor differential: random sets of range masks keep the same typed separators", { timeout: 30 * 60_000 }, (t) => {
  if (skipWithoutScripts(t)) return;
  // Each mask's own rules in a set (docs/editing.md, "Sets of masks"): the separators typed
  // and dropped are remembered whichever mask a later key chooses, in both editors.
  const random = new Random(5000);
  for (let round = 0; round < Math.ceil(rounds / 2); round++) {
    const patterns = Array.from({ length: random.int(2, 3) }, () => randomRangeMask(random));
    const path = join(directory, `edit-range-set-${round}.maskc`);
    assert.ok(compile(patterns.flatMap((pattern) => ["-m", pattern]), path), `maskc compile ${patterns}`);
    compareScripts(path, `set ${JSON.stringify(patterns)} (round ${round})`, random, textsFor(path, round));
  }
  t.diagnostic(`with range sets: ${JSON.stringify(counts)}`);
});
