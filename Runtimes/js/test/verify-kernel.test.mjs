import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadProgram } from "../src/index.js";
import { kernelVerifies, useVerifyKernel } from "../src/wasm/verify-kernel.js";
import { defaultLimits } from "../src/bytecode/format.js";
import { verifyKernelHex } from "../src/wasm/verify-kernel-bytes.js";
import { warmUpFileHex } from "../src/wasm/warm-up-file.js";
import { compileWarmUpFile } from "../src/wasm/make-verify-kernel.mjs";
import { refusal } from "../test-support/fixtures.js";
import { swiftHostileCases, randomDamage } from "../test-support/hostile-files.js";
import { Random } from "../test-support/random-masks.js";
import { resealed } from "../test-support/crafted-file.js";

/**
 * The verification kernel (src/wasm/verify.c, compiled to WebAssembly) and the JavaScript
 * loops it stands for judge every file alike: the same files load, with the same labels and
 * reading order, and the rest are refused with the same message. hostile.test.mjs holds
 * the loader (with the kernel) to Swift's; this holds the loops without it to the kernel.
 */

const folder = (path) => fileURLToPath(new URL(path, import.meta.url));
const kernelBytes = Uint8Array.from(verifyKernelHex.match(/../g), (pair) => parseInt(pair, 16));

test("the committed kernel is what verify.c compiles to (where clang targets wasm32)", (t) => {
  const run = spawnSync(process.execPath, [folder("../src/wasm/make-verify-kernel.mjs"), "--check"], { encoding: "utf8" });
  if (run.status === 3) {
    const reason = `no clang that targets wasm32: ${run.stderr.trim()}`;
    if (process.env.MASKC_REQUIRE_TOOLS === "1") throw new Error(`MASKC_REQUIRE_TOOLS=1, but ${reason}`);
    t.skip(reason);
    return;
  }
  assert.equal(run.status, 0, run.stderr);
});

test("the warm-up set, verified when the runtime is imported, is a set the kernel itself verifies and both loaders load alike", (t) => {
  const warmUp = Uint8Array.from(warmUpFileHex.match(/../g), (pair) => parseInt(pair, 16));
  // It must take every step of a set's check, so that the engine compiles every function
  // of the kernel at the import, not at a page's first load.
  assert.equal(kernelVerifies(warmUp, defaultLimits), true);
  const [kernel, script] = bothWays(warmUp);
  assert.ok(kernel.startsWith("loads"), kernel);
  assert.equal(kernel, script);
  const program = loadProgram(warmUp);
  assert.ok(program.isMaskSet);
  assert.ok(program.optimistic.dfa, "a union optimistic automaton, whose labels are checked too");
  assert.deepEqual(program.masks.map((mask) => [mask.name, mask.pattern]), [["a", "D"]]);
  const maskc = process.env.MASKC;
  if (!maskc) {
    if (process.env.MASKC_REQUIRE_TOOLS === "1") throw new Error("MASKC_REQUIRE_TOOLS=1, but MASKC is not set");
    t.diagnostic("MASKC not set: the committed set is not compared with maskc's");
    return;
  }
  assert.deepEqual(compileWarmUpFile(maskc), warmUp, "warm-up-file.js is not what maskc compiles: run make-verify-kernel.mjs --warm-up MASKC");
});

test("the kernel is a small module without imports", () => {
  assert.ok(WebAssembly.validate(kernelBytes));
  const module = new WebAssembly.Module(kernelBytes);
  assert.deepEqual(WebAssembly.Module.imports(module), []);
  // Chromium compiles a module synchronously on the main thread up to 8 MB (4 KB before
  // 2025; there the loader runs its JavaScript loops); a few KB keep the compile short and
  // the download small (the whole file's checks, container and set included, and the
  // label walk's warm-up: some 12.2 KB).
  assert.ok(kernelBytes.length <= 12_800, `${kernelBytes.length} bytes`);
});

/** What the loader makes of `bytes`: its message, or what it derived (labels, reading order). */
function judged(bytes) {
  let program;
  try {
    program = loadProgram(bytes);
  } catch (error) {
    if (error.name !== "ProgramError") throw error;
    return `refused: ${error.message}`;
  }
  const parts = [program.set ? program.set.members.map((member) => member.reader) : [program.reader]].flat()
    .map((reader) => Array.from(reader.topologicalOrder).join(","));
  if (program.set) {
    for (const labels of [program.set.matchLabels, program.set.optimisticLabels]) {
      if (!labels) continue;
      for (const half of [labels.accepting.low, labels.accepting.high, labels.live.low, labels.live.high]) parts.push(Array.from(half).join(","));
    }
  }
  return `loads: ${parts.join(" | ")}`;
}

/** `judged` with the kernel, then without it. */
function bothWays(bytes) {
  const withKernel = judged(bytes);
  useVerifyKernel(false);
  try {
    return [withKernel, judged(bytes)];
  } finally {
    useVerifyKernel(true);
  }
}

const files = [
  ...readdirSync(folder("../../../Tests/fixtures/bytecode-v1/")).filter((name) => name.endsWith(".maskc"))
    .map((name) => folder(`../../../Tests/fixtures/bytecode-v1/${name}`)),
  ...readdirSync(folder("./fixtures/")).filter((name) => name.endsWith(".maskc")).map((name) => folder(`./fixtures/${name}`)),
  ...readdirSync(folder("../demo/masks/")).filter((name) => name.endsWith(".maskc")).map((name) => folder(`../demo/masks/${name}`)),
].sort();

test("the kernel and the JavaScript loops judge the Swift tests' hostile files and every kept file alike", () => {
  let refused = 0;
  for (const { name, bytes } of swiftHostileCases()) {
    const [kernel, script] = bothWays(bytes);
    assert.equal(kernel, script, name);
    if (kernel.startsWith("refused")) refused++;
  }
  assert.ok(refused > 60, `${refused} refused`);
  for (const path of files) {
    const [kernel, script] = bothWays(new Uint8Array(readFileSync(path)));
    assert.ok(kernel.startsWith("loads"), `${path}: ${kernel.slice(0, 200)}`);
    assert.equal(kernel, script, path);
  }
});

test("the kernel and the JavaScript loops judge random damage to the kept files alike", (t) => {
  const random = new Random(0x41);
  const rounds = Number(process.env.MASKC_HOSTILE_ROUNDS ?? 40);
  const tally = { files: 0, refused: 0, messages: new Set() };
  for (const path of files) {
    const bytes = new Uint8Array(readFileSync(path));
    // The large sets (IBAN, phone) a few times each: their walks are the longest.
    for (let round = 0; round < (bytes.length > 100_000 ? 6 : rounds); round++) {
      const { name, bytes: file } = randomDamage(random, bytes);
      const [kernel, script] = bothWays(file);
      assert.equal(kernel, script, `${path}: ${name} (round ${round})`);
      tally.files++;
      if (kernel.startsWith("refused")) {
        tally.refused++;
        tally.messages.add(kernel.replace(/[0-9a-fx]+/g, "N"));
      }
    }
  }
  assert.ok(tally.messages.size >= 10, `${tally.messages.size} kinds of message`);
  t.diagnostic(`${tally.files} damaged files: ${tally.refused} refused alike (${tally.messages.size} kinds), ${tally.files - tally.refused} loaded alike`);
});

test("the kernel and the JavaScript loops judge a set whose union automaton no longer agrees with its masks alike", (t) => {
  // The label walk's faults: targets of the union's automata (MTCH, OPTM) changed in the
  // presets' sets, the file resealed, so the walk is what finds them. The kernel's walk
  // steps a state where one mask is live in one pass, not the JavaScript loader's two, and
  // must still name the fault the two passes name first.
  const random = new Random(0x24);
  const tally = { files: 0, disagree: 0 };
  for (const name of ["card", "phone", "iban"]) {
    const bytes = new Uint8Array(readFileSync(folder(`../demo/masks/${name}.maskc`)));
    const view = new DataView(bytes.buffer);
    const unions = Array.from({ length: view.getUint32(16, true) }, (_, index) => 24 + 12 * index)
      .filter((entry) => ["MTCH", "OPTM"].includes(String.fromCharCode(...bytes.subarray(entry, entry + 4))))
      .map((entry) => ({ offset: view.getUint32(entry + 4, true), length: view.getUint32(entry + 8, true) }));
    for (let round = 0; round < 40; round++) {
      const copy = Uint8Array.from(bytes);
      const { offset, length } = random.pick(unions);
      for (let flips = random.int(1, 3); flips > 0; flips--) {
        const at = offset + 272 + random.int(0, length - 272 - 16);
        copy[at] = random.int(0, 3) === 0 ? 0 : copy[at] ^ (1 << random.int(0, 7));
      }
      const [kernel, script] = bothWays(resealed(copy));
      assert.equal(kernel, script, `${name}, round ${round}`);
      tally.files++;
      if (kernel.includes("disagrees with mask")) tally.disagree++;
    }
  }
  assert.ok(tally.disagree >= 60, `${tally.disagree} of ${tally.files} refused for a disagreement`);
  t.diagnostic(`${tally.files} damaged unions: ${tally.disagree} refused alike for a disagreement with a mask`);
});

test("a state where one mask is live, damaged twice: the kernel names the fault the loader's first pass finds, not the mask's before it", () => {
  // The loader's walk takes a state's classes twice: the union's targets first (a target
  // where a mask is live that is dead here is a fault), then each live mask's steps. The
  // kernel takes both in one loop where one mask is live, so a mask's fault at an earlier
  // class must wait for the union's at a later one: here the first is a target made dead
  // (the mask steps on), the second a target into a state of other masks.
  const bytes = new Uint8Array(readFileSync(folder("../demo/masks/iban.maskc")));
  const { live } = loadProgram(bytes).set.matchLabels;
  const view = new DataView(bytes.buffer);
  const entry = Array.from({ length: view.getUint32(16, true) }, (_, index) => 24 + 12 * index)
    .find((at) => String.fromCharCode(...bytes.subarray(at, at + 4)) === "MTCH");
  const payload = view.getUint32(entry + 4, true);
  const [states, classes, start, width] = [0, 4, 8, 12].map((at) => view.getUint32(payload + at, true));
  const map = bytes.subarray(payload + 16, payload + 272);
  const used = [...new Set(map)];
  const cell = (state, cls) => payload + 272 + (state * classes + cls) * width;
  const target = (state, cls) => bytes.subarray(cell(state, cls), cell(state, cls) + width).reduce((value, byte, at) => value + byte * 256 ** at, 0);
  const masksAt = (state) => [...Array(64).keys()].filter((mask) => (mask < 32 ? live.low[state] >>> mask : live.high[state] >>> (mask - 32)) & 1);
  // A state deep in one mask's path (two steps past the start, at least), one mask live.
  const near = new Set([start, ...used.map((cls) => target(start, cls))]);
  const state = [...Array(states).keys()].find((candidate) => !near.has(candidate) && masksAt(candidate).length === 1
    && used.slice(0, -1).some((cls) => target(candidate, cls) !== 0));
  const [mask] = masksAt(state);
  const first = used.findIndex((cls) => target(state, cls) !== 0);
  // A state the start reaches (so walked before), where the mask is not live.
  const other = used.map((cls) => target(start, cls)).find((next) => next !== 0 && !masksAt(next).includes(mask));
  const copy = Uint8Array.from(bytes);
  copy.fill(0, cell(state, used[first]), cell(state, used[first]) + width);
  for (let at = 0; at < width; at++) copy[cell(state, used[used.length - 1]) + at] = (other >> (8 * at)) & 0xff;
  const [kernel, script] = bothWays(resealed(copy));
  assert.equal(kernel, script);
  assert.match(kernel, new RegExp(`disagrees with mask [0-9]+ at state ${other}$`));
});

test("a program the kernel verified reads its own copy of the file: changing the caller's bytes after the load changes nothing", () => {
  for (const name of ["card.maskc", "date-eu.maskc"]) {
    const bytes = new Uint8Array(readFileSync(folder(`../demo/masks/${name}`)));
    const program = loadProgram(bytes);
    const fresh = loadProgram(bytes.slice());
    bytes.fill(0xff);
    for (const sample of ["4111 1111 1111 1111", "31.12.2024", "12", ""]) {
      assert.deepEqual(program.match(sample), fresh.match(sample), `${name}: ${sample}`);
      assert.deepEqual(program.transform(sample), fresh.transform(sample), `${name}: ${sample}`);
    }
    assert.deepEqual(program.masks, fresh.masks, name);
  }
});

test("the kernel judges every kept file, and all but a few hostile ones, itself", () => {
  // What it leaves to the JavaScript loader (a set in a set, an ONFA, a reading automaton
  // over its cheap bound, ...) loads slower, so a kept file that fell back would be a
  // slowdown no other test sees. A section cut short is refused by the loader, whose
  // message names the field it was reading (the kernel's fault has no name for it).
  for (const path of files) assert.equal(kernelVerifies(new Uint8Array(readFileSync(path)), defaultLimits), true, path);
  const left = [];
  for (const { name, bytes } of swiftHostileCases()) {
    try {
      if (!kernelVerifies(bytes, defaultLimits)) left.push(name);
    } catch (error) {
      if (error.name !== "ProgramError") throw error;
    }
  }
  assert.deepEqual(left, ["srce too short", "literal maze of 520 states", "ONFA", "ONFA move past the last state",
    "set cut by 1", "set cut by 5", "set cut by 100", "set in a set", "set whose union is another's",
    "set without OPTM that keeps its optimistic labels", "sets nested 2 deep", "sets nested 3 deep", "sets nested 100 deep"]);
});
