import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { loadProgram } from "../src/index.js";
import { judgeSamples } from "../src/cli/match-command.js";
import { readSamples } from "../src/cli/transform-command.js";
import { sampleLines } from "../src/cli/sample-lines.js";
import { craftedFile, sectionsOf } from "../test-support/crafted-file.js";
import { fixture, refusal } from "../test-support/fixtures.js";
import { swiftHostileCases, nfaPayload, setWithoutOptimistic, randomDamage, wideHostileSet } from "../test-support/hostile-files.js";
import { maskcPath, skipWithoutMaskc, runMaskc, swiftVerdict, temporaryDirectory, compile } from "../test-support/maskc.js";
import { Random } from "../test-support/random-masks.js";

/**
 * Hostile files: both loaders must accept exactly the same files and refuse the others
 * with the same message. The Swift verdict is `maskc match -p FILE`'s (MASKC); without it
 * the comparison is skipped, visibly.
 */

const jsVerdict = (bytes) => refusal(loadProgram, bytes);
const directory = maskcPath ? temporaryDirectory() : null;
const samples = ["", "1", "+7(912)345-67-89", "89123456789", "192.168.0.1", "3782 822463 10005", "4111111111111111",
  "2024-02-29", "DE89 3704 0044 0532 0130 00", "abc", "é\u0301", "😀", "12:30"].join("\n");

/**
 * Both runtimes judge `samples` the same with a file both loaded (match strict and
 * optimistic, transform and extract, all in JSON).
 */
function assertSameVerdicts(path, bytes, label) {
  const program = loadProgram(bytes);
  const lines = sampleLines(new TextEncoder().encode(samples), { keepCarriageReturn: false, maximumLine: 1 << 20 });
  for (const mode of [["--json"], ["--json", "--optimistic"]]) {
    const swift = runMaskc(["match", "-p", path, ...mode], samples);
    const js = judgeSamples(program, lines, { optimistic: mode.includes("--optimistic"), json: true, count: false });
    assert.equal(js.output, swift.stdout.toString("utf8"), `${label} ${mode}`);
  }
  for (const command of ["transform", "extract"]) {
    const swift = runMaskc([command, "-p", path, "--json"], samples);
    const js = readSamples(command, program, lines, { json: true, optionalLiterals: "typed" });
    assert.equal(js.output, swift.stdout.toString("utf8"), `${label} ${command}`);
  }
}

/** A file the JS loader accepts is read by transform and extract without an exception, whatever it holds. */
function assertReadsWithoutThrowing(bytes, label) {
  let program;
  try {
    program = loadProgram(bytes);
  } catch {
    return;
  }
  for (const sample of samples.split("\n")) {
    for (const optionalLiterals of ["typed", "inserted"]) {
      assert.doesNotThrow(() => program.transform(sample, { optionalLiterals }), `${label}: transform ${JSON.stringify(sample)}`);
      assert.doesNotThrow(() => program.extract(sample, { optionalLiterals }), `${label}: extract ${JSON.stringify(sample)}`);
    }
  }
}

test("every hostile file of the Swift loader tests is judged alike by both loaders", (t) => {
  const cases = swiftHostileCases();
  assert.ok(cases.length >= 75, `${cases.length} cases`);
  for (const { name, bytes } of cases) {
    assert.doesNotThrow(() => jsVerdict(bytes), name);
    assertReadsWithoutThrowing(bytes, name);
  }
  if (skipWithoutMaskc(t)) return;
  let refused = 0;
  cases.forEach(({ name, bytes }, index) => {
    const path = join(directory, `case-${index}.maskc`);
    const swift = swiftVerdict(bytes, path);
    assert.equal(jsVerdict(bytes), swift, name);
    if (swift === null) assertSameVerdicts(path, bytes, name);
    else refused++;
  });
  t.diagnostic(`${cases.length} Swift hostile cases: ${refused} refused by both with the same message, ${cases.length - refused} loaded by both`);
});

/**
 * Files to damage: kept files, presets with trials (the phone preset: a set too large for the
 * label walk's inline second pass, so its damage reaches `follow`), a regex, a set without OPTM, an ONFA file.
 */
function baseFiles() {
  const bases = [
    ["phone.maskc", fixture("phone.maskc")], ["ipv4.maskc", fixture("ipv4.maskc")], ["cards.maskc", fixture("cards.maskc")],
    ["cards without OPTM", setWithoutOptimistic(fixture("cards.maskc"))],
  ];
  const phone = fixture("phone.maskc");
  const phoneSections = sectionsOf(phone);
  const onfa = nfaPayload(loadProgram(phone).optimistic.dfa).bytes;
  bases.push(["phone with ONFA", craftedFile({
    sections: phoneSections.map((section) => (section.tag === "OPTM" ? { tag: "ONFA", payload: onfa } : section)),
  })]);
  for (const [name, args] of [["date-iso", ["--preset", "date-iso"]], ["card", ["--preset", "card"]],
    ["regex", ["-e", "[a-z]{2,4}\\d?"]], ["time-12h", ["--preset", "time-12h"]], ["phone", ["--preset", "phone"]]]) {
    const bytes = compile(args, join(directory, `base-${name}.maskc`));
    assert.ok(bytes, name);
    bases.push([name, bytes]);
  }
  return bases;
}

test("random damage to real files: both loaders accept the same files and refuse the rest with the same message", (t) => {
  if (skipWithoutMaskc(t)) return;
  const random = new Random(0x24);
  const perFile = Number(process.env.MASKC_HOSTILE_ROUNDS ?? 40);
  const tally = { files: 0, refused: 0, loaded: 0, messages: new Set() };
  for (const [base, bytes] of baseFiles()) {
    assert.equal(jsVerdict(bytes), null, `${base} loads`);
    for (let round = 0; round < perFile; round++) {
      const { name, bytes: file } = randomDamage(random, bytes);
      const path = join(directory, `damaged-${tally.files}.maskc`);
      const swift = swiftVerdict(file, path);
      assert.equal(jsVerdict(file), swift, `${base}: ${name} (round ${round})`);
      tally.files++;
      if (swift === null) {
        tally.loaded++;
        assertSameVerdicts(path, file, `${base}: ${name}`);
      } else {
        tally.refused++;
        tally.messages.add(swift.replace(/[0-9a-fx]+/g, "N"));
      }
    }
  }
  t.diagnostic(`${tally.files} damaged files: ${tally.refused} refused by both with the same message (${tally.messages.size} kinds), ${tally.loaded} loaded by both with the same verdicts`);
  console.log(`hostile agreement: ${tally.files} files, ${tally.refused} refused alike, ${tally.loaded} loaded alike, ${tally.messages.size} kinds of message`);
});

test("a set whose union automaton merges bytes its masks tell apart is judged alike by both loaders", (t) => {
  if (skipWithoutMaskc(t)) return;
  // The union's class map puts byte `merged` in the class of byte `into`: where the masks
  // read the two alike (two digits) the union's classes still refine theirs and the set
  // loads; where they do not (a digit and a space), a union class spans several classes of
  // a mask, the walk follows each of them, and both loaders refuse the set alike.
  const base = fixture("cards.maskc");
  const verdicts = new Set();
  for (const tag of ["MTCH", "OPTM"]) {
    for (const [into, merged] of [["0", "1"], ["0", "9"], ["0", " "], [" ", "4"], ["0", "A"], ["0", "\x80"]]) {
      const sections = sectionsOf(base);
      const section = sections.find((candidate) => candidate.tag === tag);
      // The class map follows the four u32 counts.
      section.payload[16 + merged.charCodeAt(0)] = section.payload[16 + into.charCodeAt(0)];
      const file = craftedFile({ sections });
      const name = `${tag}: byte ${JSON.stringify(merged)} in the class of ${JSON.stringify(into)}`;
      const path = join(directory, `merged-${tag}-${merged.charCodeAt(0)}.maskc`);
      const swift = swiftVerdict(file, path);
      assert.equal(jsVerdict(file), swift, name);
      if (swift === null) assertSameVerdicts(path, file, name);
      verdicts.add(swift === null ? "loads" : "refused");
    }
  }
  assert.deepEqual([...verdicts].sort(), ["loads", "refused"]);
});

test("a union state with two changed moves is refused by both loaders with the same message", (t) => {
  if (skipWithoutMaskc(t)) return;
  // Two errors in one union state: the walk must meet them in Swift's order (every class's
  // target first, then each live mask through the classes), or it names the other one.
  const random = new Random(5);
  const base = fixture("cards.maskc");
  const messages = new Set();
  for (let round = 0; round < 120; round++) {
    const sections = sectionsOf(base);
    const tag = random.pick(["MTCH", "OPTM"]);
    const payload = sections.find((section) => section.tag === tag).payload;
    // u32 states, classes, start, width 1; the class map; then the targets, row by row.
    const [states, classes] = [payload[0] | (payload[1] << 8), payload[4]];
    assert.equal(payload[12], 1, "one byte a target");
    const state = random.int(1, states - 1);
    for (let moves = 0; moves < 2; moves++) payload[16 + 256 + state * classes + random.int(0, classes - 1)] = random.int(1, states - 1);
    const file = craftedFile({ sections });
    const name = `${tag}: two moves out of state ${state} changed (round ${round})`;
    const path = join(directory, `two-moves-${round}.maskc`);
    const swift = swiftVerdict(file, path);
    assert.equal(jsVerdict(file), swift, name);
    if (swift === null) assertSameVerdicts(path, file, name);
    else messages.add(swift);
  }
  assert.ok(messages.size > 20, `${messages.size} messages`);
});

test("a section that ends inside one of its u32 fields is refused by both loaders with the same message", (t) => {
  // The reader takes a u32 in place (no view of its 4 bytes): cut short, it must still
  // say what the view's read said, for every field of every section kind.
  const files = [];
  for (const name of ["phone.maskc", "cards.maskc"]) {
    const sections = sectionsOf(fixture(name));
    for (const [index, section] of sections.entries()) {
      for (const length of [0, 1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 18, 19]) {
        if (length >= section.payload.length) continue;
        const cut = sections.map((other, at) => (at === index ? { ...other, payload: other.payload.slice(0, length) } : other));
        files.push({ name: `${name} ${section.tag} cut to ${length} bytes`, bytes: craftedFile({ sections: cut }) });
      }
    }
  }
  const messages = new Set(files.map(({ bytes }) => jsVerdict(bytes)));
  assert.ok([...messages].some((message) => /needs 4 bytes but only [0-3] remain$/u.test(message ?? "")), [...messages].join("\n"));
  if (skipWithoutMaskc(t)) return;
  files.forEach(({ name, bytes }, index) => {
    assert.equal(jsVerdict(bytes), swiftVerdict(bytes, join(directory, `cut-${index}.maskc`)), name);
  });
  t.diagnostic(`${files.length} files, ${messages.size} messages`);
});

test("a section cut anywhere, or declaring a length past its end, is refused by both loaders naming the field", (t) => {
  // Every message names the section and what was being read: a field of fixed size cut
  // short "needs" its bytes, a length the file declares past the end "declares" them, and
  // a set's labels cut short name the automaton (MTCH or OPTM) whose states they count.
  const files = [];
  for (const name of ["phone.maskc", "cards.maskc"]) {
    const sections = sectionsOf(fixture(name));
    const withPayload = (index, payload) =>
      craftedFile({ sections: sections.map((other, at) => (at === index ? { ...other, payload } : other)) });
    for (const [index, section] of sections.entries()) {
      const step = Math.max(1, Math.floor(section.payload.length / 40));
      for (let length = 0; length < section.payload.length; length += length < 24 ? 1 : step) {
        files.push({ name: `${name} ${section.tag} cut to ${length} bytes`, bytes: withPayload(index, section.payload.slice(0, length)) });
      }
      // Lengths the file declares, made huge: the pattern's in srce; a set's first mask's name and file.
      const u32At = (payload, at) => (payload[at] | (payload[at + 1] << 8) | (payload[at + 2] << 16) | (payload[at + 3] << 24)) >>> 0;
      const lengthsAt = [];
      if (section.tag === "srce") lengthsAt.push(0);
      if (section.tag === "MSET") {
        const width = Math.ceil(u32At(section.payload, 0) / 8);
        const states = sections.filter((other) => other.tag === "MTCH" || other.tag === "OPTM")
          .reduce((sum, other) => sum + u32At(other.payload, 0), 0);
        const nameAt = 4 + 2 * width * states;
        lengthsAt.push(nameAt, nameAt + 4 + u32At(section.payload, nameAt));
      }
      for (const at of lengthsAt) {
        for (const value of [0x01020304, 0xffffffff]) {
          const payload = Uint8Array.from(section.payload);
          new DataView(payload.buffer).setUint32(at, value, true);
          files.push({ name: `${name} ${section.tag} declaring ${value} at ${at}`, bytes: withPayload(index, payload) });
        }
      }
    }
  }
  const messages = new Set(files.map(({ bytes }) => jsVerdict(bytes)));
  for (const expected of [/MTCH is malformed: the state count needs 4 bytes but only [0-3] remain$/u,
    /MTCH is malformed: the class count needs/u, /OPTM is malformed: the start state needs/u,
    /READ is malformed: the target width needs/u, /READ is malformed: the rank width needs/u,
    /MTCH is malformed: the transition width needs/u,
    /srce is malformed: the length of the pattern needs 4 bytes but only [0-3] remain$/u,
    /srce is malformed: the pattern declares 16909060 bytes but only \d+ remain$/u,
    /srce is malformed: the symbols declares \d+ bytes but only \d+ remain$/u,
    /MSET is malformed: the mask count needs 4 bytes/u,
    /MSET is malformed: the mask labels of MTCH's \d+ states need \d+ bytes but only \d+ remain$/u,
    /MSET is malformed: the mask labels of OPTM's \d+ states need \d+ bytes but only \d+ remain$/u,
    /MSET is malformed: mask 1's file declares \d+ bytes but only \d+ remain$/u]) {
    assert.ok([...messages].some((message) => expected.test(message ?? "")), `${expected}:\n${[...messages].join("\n")}`);
  }
  if (skipWithoutMaskc(t)) return;
  files.forEach(({ name, bytes }, index) => {
    assert.equal(jsVerdict(bytes), swiftVerdict(bytes, join(directory, `short-${index}.maskc`)), name);
  });
  t.diagnostic(`${files.length} files, ${messages.size} messages`);
});

test("a union of 200,000 states over 64 masks is refused where its walk fails, by both loaders alike", (t) => {
  // The walk writes the rows of the states it reaches: refused at its first or second step,
  // such a file costs no row of its 200,000 (MaskSetBytecodeTests' WideHostileSetTests).
  for (const [start, state] of [[0, 0], [2, 1]]) {
    const bytes = wideHostileSet(200_000, start);
    assert.equal(jsVerdict(bytes), `the union automaton disagrees with mask 1 at state ${state}`);
    if (maskcPath) assert.equal(jsVerdict(bytes), swiftVerdict(bytes, join(directory, `wide-${start}.maskc`)));
  }
  skipWithoutMaskc(t);
});
