import { decodeSections } from "./layout.js";
import { decodeDenseDFA, decodeNFA, decodeReading, decodeSource } from "./automaton-sections.js";
import { decodeMaskSet, firstLabelDifference } from "./mask-set-section.js";
import { Tag, checksumSize, defaultLimits, isRequiredTag } from "./format.js";
import { errors, malformed } from "../program/program-error.js";
import { readingWork, readingWorkBound } from "../program/reading-automaton.js";
import { deriveMaskLabels } from "../set/mask-labels.js";
import { MaskProgram } from "../program/mask-program.js";
import { forwardMemoBytes } from "../reading/reading-tables.js";
import { kernelVerifies } from "../wasm/verify-kernel.js";
import { verifiedPayloads, verifiedProgram } from "./verified-program.js";

/** The sections a program loader knows, in the order it asks for them (as Swift's). */
const known = [Tag.match, Tag.optimistic, Tag.reading, Tag.source, Tag.maskSet, Tag.optimisticNFA];
/** Where each section's payload is in what `decodeSections` returns for `known`. */
const MATCH = 0;
const OPTIMISTIC = 1;
const READING = 2;
const SOURCE = 3;
const MASK_SET = 4;
const OPTIMISTIC_NFA = 5;

/**
 * Loads a `.maskc` bytecode file, one mask or a set, treating it as hostile, exactly as
 * MaskVM's `MaskProgram(bytecode:)` does: the container (size limit, magic, version,
 * byte-order mark, length, checksum, directory), then every section's structure, then the
 * semantics of every automaton, then the cost of the reading tables. Whatever Swift
 * refuses is refused here with the same message (a {@link ProgramError}).
 *
 * ```js
 * const program = loadProgram(new Uint8Array(fs.readFileSync("phone.maskc")));
 * program.match("+7(123)456-78-90");          // { result: "complete", at: null }
 * ```
 *
 * @param {Uint8Array} bytes the whole file
 * @param {import("./format.js").LoadLimits} [limits] the loader's bounds; Swift's defaults
 * @returns {MaskProgram}
 * @throws {import("../program/program-error.js").ProgramError}
 */
export function loadProgram(bytes, limits = defaultLimits) {
  return loadProgramAlsoReadingEach(bytes, [], limits).program;
}

/**
 * {@link loadProgram} that also hands out the payloads of optional sections (a preset's
 * `trls`, a phone preset's `phon`), from the same pass over the container: how the trials
 * module reads them without checking the file twice (MaskVM's
 * `init(bytecode:limits:alsoReading:into:)`); each payload undefined where the file has none.
 * @param {Uint8Array} bytes
 * @param {string[]} tags optional sections' tags, not the program's
 * @param {import("./format.js").LoadLimits} [limits]
 * @returns {{program: MaskProgram, sections: (Uint8Array | undefined)[]}}
 */
export function loadProgramAlsoReadingEach(bytes, tags, limits = defaultLimits) {
  const all = [...known, ...tags];
  // PERF: the WebAssembly kernel verifies the whole file in one call (src/wasm/verify.c),
  // and the program is read from the verified bytes, copied so that the caller's cannot
  // change under it; without a kernel, or where it leaves the file to this loader (or a
  // required tag of the caller's would change what is refused), the checks run here.
  if (!tags.some(isRequiredTag) && kernelVerifies(bytes, limits)) {
    const payloads = verifiedPayloads(bytes.slice(), all);
    return { program: verifiedProgram(payloads, limits, { left: forwardMemoBytes }), sections: payloads.slice(known.length) };
  }
  const { payloads, pass } = decodeSections(bytes, all, limits);
  return { program: programOfSections(bytes, { payloads, pass }, limits), sections: payloads.slice(known.length) };
}

/** The program of a file's verified sections, in the order of `known`; a set's masks' checksums come from its `pass`, one memo budget. */
function programOfSections(bytes, { payloads: sections, pass }, limits, memoBudget = { left: forwardMemoBytes }, maskOfSet = undefined) {
  const required = (index) => {
    if (sections[index] === undefined) throw errors.missingSection(known[index]);
    return sections[index];
  };
  const matcher = decodeDenseDFA(required(MATCH), Tag.match, limits);
  if (sections[MASK_SET] !== undefined) {
    // A set's mask that is a set is refused before its masks are loaded (a set in a set in a
    // set... would go a call deeper a level: MaskProgram+Bytecode.swift's maskOfSet).
    if (maskOfSet !== undefined) throw errors.nestedMaskSet(maskOfSet);
    // A set reads through its masks' own reading automata; a READ or srce of its own would
    // be a second, contradicting answer.
    for (const index of [READING, SOURCE, OPTIMISTIC_NFA]) {
      if (sections[index] !== undefined) {
        throw malformed.setSection(known[index]);
      }
    }
    const optimisticUnion = sections[OPTIMISTIC] === undefined
      ? null
      : decodeDenseDFA(sections[OPTIMISTIC], Tag.optimistic, limits);
    const loadMember = (file, index) => {
      const start = file.byteOffset - bytes.byteOffset;
      const checksum = pass && file.length >= checksumSize ? pass.of(start, start + file.length - checksumSize) : undefined;
      return programOfSections(file, decodeSections(file, known, limits, checksum), limits, memoBudget, index);
    };
    return loadSet(sections[MASK_SET], matcher, optimisticUnion, loadMember, memoBudget);
  }
  const hasDFA = sections[OPTIMISTIC] !== undefined;
  const hasNFA = sections[OPTIMISTIC_NFA] !== undefined;
  let optimistic;
  if (hasDFA && !hasNFA) {
    optimistic = { dfa: decodeDenseDFA(sections[OPTIMISTIC], Tag.optimistic, limits) };
  } else if (hasNFA && !hasDFA) {
    optimistic = { nfa: decodeNFA(sections[OPTIMISTIC_NFA], limits) };
  } else if (!hasDFA) {
    throw errors.missingSection(Tag.optimistic);
  } else {
    throw malformed.both();
  }
  const reader = decodeReading(required(READING), limits);
  const source = sections[SOURCE] === undefined
    ? { pattern: "", symbols: "", language: "mask" }
    : decodeSource(sections[SOURCE]);
  // Deriving the reading tables is the one step of loading that is not linear in the
  // file's size: a cheap bound first, the exact count where the bound is over the limit.
  if (readingWorkBound(reader.classCount, reader.stateCount) > limits.maximumReadingWork) {
    const work = readingWork(reader);
    if (work > limits.maximumReadingWork) throw errors.readingWorkOverLimit(work, limits.maximumReadingWork);
  }
  return new MaskProgram({ matcher, optimistic, reader, source, memoBudget });
}

/**
 * A set's program: its masks loaded as files of their own, the labels of the union
 * automata derived from them and compared with the stored ones, byte for byte.
 */
function loadSet(section, matcher, optimisticUnion, loadMember, memoBudget) {
  const { names, members, storedMatch, storedOptimistic } = decodeMaskSet(
    section, matcher.stateCount, optimisticUnion?.stateCount ?? 0, loadMember);
  const nested = members.findIndex((member) => member.isMaskSet);
  if (nested >= 0) throw errors.nestedMaskSet(nested);
  const matchLabels = deriveMaskLabels(matcher, members.map((member) => member.matcher));
  let optimistic;
  let optimisticLabels = null;
  if (optimisticUnion) {
    const memberDFAs = members.map((member, index) => {
      if (!member.optimistic.dfa) {
        throw errors.malformedSection(Tag.optimistic,
          `mask ${index + 1} is simulated, so the set can have no union optimistic automaton`);
      }
      return member.optimistic.dfa;
    });
    optimisticLabels = deriveMaskLabels(optimisticUnion, memberDFAs);
    optimistic = { dfa: optimisticUnion };
  } else {
    // Past the limits the compiler writes no union: the masks' own are walked side by side.
    optimistic = { members: members.map((member) => member.optimistic) };
  }
  // Every block the file holds: optimistic labels where the set derives none are refused.
  compareLabels(storedMatch, matchLabels, Tag.match);
  compareLabels(storedOptimistic, optimisticLabels, Tag.optimistic);
  return new MaskProgram({
    matcher, optimistic, reader: members[0].reader, source: members[0].source,
    set: { members, names, matchLabels, optimisticLabels }, memoBudget,
  });
}

/** The stored labels of `automaton` (MTCH or OPTM) must equal the derived ones, state by state. */
function compareLabels(stored, derived, automaton) {
  const state = firstLabelDifference(stored, derived);
  if (state >= 0) throw errors.invalidMaskLabel(automaton, state);
}
