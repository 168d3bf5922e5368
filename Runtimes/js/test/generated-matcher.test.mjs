import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadProgram } from "../src/index.js";
import { generatedMatcher, generatedMatcherSource } from "../src/match/generated-matcher.js";
import { encodeUTF8 } from "../src/text/utf8.js";
import { fixture } from "../test-support/fixtures.js";
import { compile, skipWithoutMaskc, runMaskc, temporaryDirectory } from "../test-support/maskc.js";
import { Random, randomMask, samplesFrom } from "../test-support/random-masks.js";

/**
 * The generated matcher (src/match/generated-matcher.js) against the general path (the
 * walk over the text's UTF-8, MaskVM's matchBytes), which the differential tests hold to
 * the Swift VM: on the same samples, ASCII and not, the generated function must give the
 * same verdict or null (where match walks the UTF-8 instead).
 */

const decoder = new TextDecoder();
const printable = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index));

/** Samples of a program's strings: those of the differential test, and ASCII damages of the accepted texts. */
function stringSamples(random, texts) {
  const samples = samplesFrom(random, texts).map((bytes) => decoder.decode(bytes));
  for (const text of texts) {
    for (let copy = 0; copy < 6; copy++) {
      const units = [...text];
      const at = random.int(0, units.length);
      const kind = random.int(0, 3);
      if (kind === 0) units.splice(at, 0, random.pick(printable));
      else if (kind === 1) units.splice(at, 1, random.pick(printable));
      else if (kind === 2) units.splice(at, 0, random.pick(["\r", "\r\n", "\u0301", "\ud800", "é", "\ud83d\ude00", "７"]));
      else units.length = at;
      samples.push(units.join(""));
    }
    // Long: the text twice, and with a tail of printable units.
    samples.push(text + text, text + Array.from({ length: random.int(1, 40) }, () => random.pick(printable)).join(""));
  }
  // Random ASCII, short and long.
  for (let copy = 0; copy < 8; copy++) {
    samples.push(Array.from({ length: random.int(0, copy < 6 ? 6 : 60) }, () => random.pick(printable)).join(""));
  }
  return samples;
}

/**
 * The matcher of `dfa` whose tests are ordered by the profile `texts` (as `match` makes it
 * from the texts of its first calls), or null.
 */
function profiledMatcher(dfa, texts) {
  const source = generatedMatcherSource(dfa, { texts });
  const verdicts = { complete: { result: "complete", at: null }, partial: { result: "partial", at: null } };
  const illegals = Array.from({ length: dfa.stateCount }, (_, at) => ({ result: "illegal", at }));
  return source && { source, matcher: new Function("C", "P", "I", source)(verdicts.complete, verdicts.partial, illegals) };
}

/** The matcher of `dfa` whose nodes are its states (offsets in a variable past the start), or null. */
function variableOffsetMatcher(dfa) {
  const source = generatedMatcherSource(dfa, { constantOffsets: false });
  const verdicts = { complete: { result: "complete", at: null }, partial: { result: "partial", at: null } };
  const illegals = Array.from({ length: dfa.stateCount }, (_, at) => ({ result: "illegal", at }));
  return source && new Function("C", "P", "I", source)(verdicts.complete, verdicts.partial, illegals);
}

/** Drives the generated matchers of `program` (strict and optimistic) over `samples`; returns the counts. */
function compareOn(program, samples, label, counts) {
  for (const optimistic of [false, true]) {
    program.generateMatcher(optimistic);
    const generated = optimistic ? program.tables.optimisticCode : program.tables.strictCode;
    if (generated === null) {
      counts.notGenerated++;
      continue;
    }
    counts.generated++;
    const dfa = optimistic ? program.optimistic.dfa : program.matcher;
    // The matchers with shared nodes as blocks, not inlined throughout; those whose nodes are
    // the states, as the pairs (state, offset) were too many.
    const source = generatedMatcherSource(dfa);
    if (source.includes("break L")) counts.withBlocks++;
    if (source.includes("p=")) counts.variableOffsets++;
    // Texts of the longest path's length or more take a copy that tests the end less often.
    const longest = Number(/if\(n>=(\d+)\)/.exec(source)?.[1] ?? Infinity);
    if (longest !== Infinity) counts.withLongCopy++;
    // And the same automaton with the states as its nodes, as where the pairs are too many.
    const variable = variableOffsetMatcher(dfa);
    // And its tests in the order a profile gives: half the samples, as the texts of the first calls.
    const profiled = profiledMatcher(dfa, samples.filter((_, index) => index % 2 === 0));
    if (profiled.source !== source) counts.reordered++;
    for (const sample of samples) {
      const general = program.matchUTF8(encodeUTF8(sample), { optimistic });
      const verdict = generated(sample);
      if (verdict === null) {
        counts.fellBack++;
      } else {
        counts.compared++;
        if (sample.length >= longest) counts.comparedLong++;
        assert.deepEqual(verdict, general, `${label} ${optimistic ? "optimistic " : ""}on ${JSON.stringify(sample)}`);
      }
      if (variable !== null) {
        const other = variable(sample);
        if (other !== null) counts.comparedVariable++;
        assert.deepEqual(other, verdict, `${label} ${optimistic ? "optimistic " : ""}with variable offsets on ${JSON.stringify(sample)}`);
      }
      assert.deepEqual(profiled.matcher(sample), verdict, `${label} ${optimistic ? "optimistic " : ""}with profiled order on ${JSON.stringify(sample)}`);
      counts.comparedProfiled++;
      // And match itself, which takes the generated matcher now, or walks the UTF-8 where it gives up.
      assert.deepEqual(program.match(sample, { optimistic }), general, `${label} match on ${JSON.stringify(sample)}`);
    }
  }
}

test("generated matchers of the test fixtures give the general path's verdicts, or give up", () => {
  const counts = {
    generated: 0, withBlocks: 0, variableOffsets: 0, withLongCopy: 0, notGenerated: 0, compared: 0, comparedLong: 0, comparedVariable: 0, fellBack: 0,
    reordered: 0, comparedProfiled: 0,
  };
  const folder = fileURLToPath(new URL("./fixtures/", import.meta.url));
  const random = new Random(41);
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".maskc"))) {
    const program = loadProgram(new Uint8Array(readFileSync(join(folder, name))));
    const texts = ["", "+7(123)456-78-90", "4111 1111 1111 1111", "192.168.1.1", "31.12.2024", "AB12", "12/31/2024", "a-1"];
    compareOn(program, stringSamples(random, texts), name, counts);
  }
  assert.ok(counts.generated >= 10 && counts.compared > 1000 && counts.fellBack > 0, JSON.stringify(counts));
});

test("random masks, sets and presets: the generated matchers agree with the general path", { timeout: 10 * 60_000 }, (t) => {
  if (skipWithoutMaskc(t)) return;
  const directory = temporaryDirectory();
  const counts = {
    generated: 0, withBlocks: 0, variableOffsets: 0, withLongCopy: 0, notGenerated: 0, compared: 0, comparedLong: 0, comparedVariable: 0, fellBack: 0,
    reordered: 0, comparedProfiled: 0,
  };
  const random = new Random(4141);
  const sources = [];
  for (let round = 0; round < 60; round++) sources.push(["-m", randomMask(random)]);
  for (let round = 0; round < 15; round++) sources.push([1, 2].flatMap(() => ["-m", randomMask(random, 4)]));
  // Automata whose parts join (a state many moves reach), as blocks are made for; the last
  // two with more pairs (state, offset) than a matcher may have, so their nodes are the states.
  for (const pattern of ["<0-255>.<0-255>.<0-255>.<0-255>", "<0-999>-<1-500>-<7-9999>", "D{1,3}.D{1,3}.D{1,3}.D{1,3}", "[a-c]{1,4}:<0-99>:X{1,3}:<10-300>",
    "D{1,30}.D{1,30}.D{1,30}", "<0-99999>.X{1,20}-D{1,20}:D{1,20}"]) {
    sources.push(["-m", pattern]);
  }
  const presets = runMaskc(["presets"]).stdout.toString("utf8").split("\n").map((line) => line.split(" ")[0]).filter(Boolean);
  for (const name of presets) sources.push(["--preset", name]);
  sources.forEach((args, index) => {
    const path = join(directory, `generated-${index}.maskc`);
    const bytes = compile(args, path);
    if (!bytes) return;
    const drawn = runMaskc(["sample", "-p", path, "-n", "4", "--seed", String(index)]).stdout.toString("utf8");
    const texts = drawn.split("\n").filter((text) => text !== "");
    compareOn(loadProgram(bytes), stringSamples(random, texts), args.join(" "), counts);
  });
  t.diagnostic(`generated matchers: ${JSON.stringify(counts)}`);
  assert.ok(counts.generated >= 50 && counts.withBlocks > 0 && counts.variableOffsets > 0 && counts.withLongCopy > 50 && counts.notGenerated > 0
    && counts.compared > 5000 && counts.comparedLong > 1000 && counts.comparedVariable > 5000 && counts.fellBack > 0
    && counts.reordered > 20 && counts.comparedProfiled > 5000, JSON.stringify(counts));
});

test("match takes the generated matcher after its calls on the table walk, with the same verdicts", () => {
  const program = loadProgram(fixture("phone.maskc"));
  const samples = ["+7(123)456-78-90", "+7(123)45", "+7(12a", "", "+7(1\u0301", "+7\r\n("];
  const before = samples.map((sample) => program.match(sample));
  assert.equal(program.tables.strictCode, null);
  for (let call = 0; call < 100; call++) program.match(samples[call % samples.length]);
  assert.equal(typeof program.tables.strictCode, "function");
  assert.equal(program.tables.optimisticCode, null);
  // Its profile, the texts of the calls before it, is not kept past it.
  assert.equal(program.tables.strictTexts.length, 0);
  assert.deepEqual(samples.map((sample) => program.match(sample)), before);
});

test("a profile orders a node's tests by the moves its texts took, and changes no verdict", (t) => {
  if (skipWithoutMaskc(t)) return;
  const program = loadProgram(compile(["-m", "<0-255>.<0-255>"], join(temporaryDirectory(), "octets.maskc")));
  const plain = generatedMatcherSource(program.matcher);
  // Past the first digit a node has a move on '.' and one on digits, tested in the units' order: '.' first.
  assert.ok(plain.includes("if(c===46){"), plain);
  // Texts of three-digit octets: the digits are taken more often, and tested first.
  const profiled = profiledMatcher(program.matcher, ["192.168", "100.255", "254.199"]);
  assert.notEqual(profiled.source, plain);
  assert.ok(profiled.source.indexOf("(c-48>>>0)<=9") < profiled.source.indexOf("c===46"), profiled.source);
  const samples = ["192.168", "1.1", "", "256.1", "19.", "1a", "12.3\r", "9\u0301.1", "255.255.", "0.0\ud83d\ude00"];
  const general = samples.map((sample) => program.matchUTF8(encodeUTF8(sample)));
  samples.forEach((sample, index) => {
    const verdict = profiled.matcher(sample);
    if (verdict !== null) assert.deepEqual(verdict, general[index], sample);
  });
  // match keeps the texts of its first calls and makes the matcher from them.
  for (let call = 0; call <= 64; call++) program.match(samples[call % 2]);
  assert.equal(typeof program.tables.strictCode, "function");
  assert.deepEqual(samples.map((sample) => program.match(sample)), general);
});

test("where new Function is refused (a CSP without 'unsafe-eval') there is no generated matcher, and match walks the table", () => {
  const program = loadProgram(fixture("phone.maskc"));
  const refuse = () => {
    throw new EvalError("Code generation from strings disallowed for this context");
  };
  const verdicts = { complete: {}, partial: {}, illegal: (at) => ({ at }) };
  assert.notEqual(generatedMatcherSource(program.matcher), null);
  assert.equal(generatedMatcher(program.matcher, verdicts, refuse), null);
  assert.equal(typeof generatedMatcher(program.matcher, verdicts), "function");
});

test("a cyclic automaton (an open repetition) is not generated", (t) => {
  if (skipWithoutMaskc(t)) return;
  const program = loadProgram(compile(["-m", "D{2,}-X"], join(temporaryDirectory(), "open.maskc")));
  assert.equal(generatedMatcherSource(program.matcher), null);
  for (let call = 0; call < 100; call++) program.match("12-a");
  assert.equal(program.tables.strictCode, null);
  assert.deepEqual(program.match("123-a"), { result: "complete", at: null });
  assert.deepEqual(program.match("1-"), { result: "illegal", at: 1 });
});
