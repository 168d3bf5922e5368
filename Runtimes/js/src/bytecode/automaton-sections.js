import { ByteReader } from "../wire/byte-reader.js";
import { errors, malformed } from "../program/program-error.js";
import { DenseDFA } from "../program/dense-dfa.js";
import { NFASimulation } from "../program/nfa-simulation.js";
import { ReadingAutomaton } from "../program/reading-automaton.js";
import { Tag } from "./format.js";

/**
 * The payload of an automaton section (`MTCH`, `OPTM`; DenseDFA+Bytecode.swift):
 *
 *     u32 state count        u32 class count
 *     u32 start state        u32 entry width (1, 2 or 4 bytes a transition)
 *     256 bytes              byte class map
 *     states x classes       transitions, row-major, `width` bytes each
 *     ceil(states / 8)       accepting bitmap, bit (s % 8) of byte (s / 8)
 *
 * @param {Uint8Array} section
 * @param {string} tag
 * @param {import("./format.js").LoadLimits} limits
 */
export function decodeDenseDFA(section, tag, limits) {
  const reader = new ByteReader(section, tag);
  const { stateCount, classCount, startState } = reader.automatonCounts(limits);
  const width = reader.width("transition");
  const entries = reader.expectTables(stateCount, classCount, width);
  const classMap = reader.read(256);
  const transitions = reader.unsignedArray(entries, width);
  const accepting = reader.bitmap(stateCount);
  reader.expectEnd();
  return new DenseDFA({ classMap, classCount, startState, transitions, accepting });
}

/**
 * The payload of `ONFA` (NFASimulation+Bytecode.swift): counts, the class map, the byte
 * moves and ε-moves as run lists of u32, the accepting bitmap. Every size is checked
 * against what is left before anything is read.
 */
export function decodeNFA(section, limits) {
  const tag = Tag.optimisticNFA;
  const reader = new ByteReader(section, tag);
  const { stateCount, classCount, startState } = reader.automatonCounts(limits);
  const edgeCount = reader.u32("the move count");
  const epsilonCount = reader.u32("the ε-move count");
  const words = (stateCount + 1) + edgeCount + edgeCount + (stateCount + 1) + epsilonCount;
  if (reader.remaining !== 256 + words * 4 + Math.ceil(stateCount / 8)) {
    throw errors.malformedSection(tag,
      `${reader.remaining} bytes do not fit ${stateCount} states, ${edgeCount} moves and ${epsilonCount} ε-moves`);
  }
  const classMap = reader.read(256);
  const int32s = (count) => {
    const values = reader.unsignedArray(count, 4);
    const tooLarge = values.find((value) => value > 0x7fffffff);
    if (tooLarge !== undefined) throw errors.malformedSection(tag, `value ${tooLarge} is out of range`);
    return values;
  };
  const edgeStart = int32s(stateCount + 1);
  const edgeClasses = int32s(edgeCount);
  const edgeTargets = int32s(edgeCount);
  const epsilonStart = int32s(stateCount + 1);
  const epsilonTargets = int32s(epsilonCount);
  const accepting = reader.bitmap(stateCount);
  reader.expectEnd();
  return new NFASimulation({
    classMap, classCount, startState, edgeStart, edgeClasses, edgeTargets, epsilonStart, epsilonTargets, accepting,
  });
}

/**
 * The payload of `READ` (ReadingAutomaton+Bytecode.swift): counts, target and rank widths,
 * the class map, targets then ranks (`(s × C + c) × 2 + r`), the accepting bitmap.
 * @param {boolean} [verified] the WebAssembly kernel has checked the file: the automaton's checks are not made again
 */
export function decodeReading(section, limits, verified = false) {
  const reader = new ByteReader(section, Tag.reading);
  const { stateCount, classCount, startState } = reader.automatonCounts(limits);
  const targetWidth = reader.width("target");
  const rankWidth = reader.width("rank");
  const entries = reader.expectTables(stateCount, classCount * 2, targetWidth + rankWidth);
  const classMap = reader.read(256);
  const targets = reader.unsignedArray(entries, targetWidth);
  const ranks = reader.unsignedArray(entries, rankWidth);
  const accepting = reader.bitmap(stateCount);
  reader.expectEnd();
  return new ReadingAutomaton({ classMap, classCount, startState, targets, ranks, accepting }, verified);
}

/**
 * The payload of `srce`: the pattern and the symbol set as texts, then, for a program not
 * written as a mask, the name of its language ("regex"; any other name is refused).
 * @returns {{pattern: string, symbols: string, language: string}}
 */
export function decodeSource(section) {
  const reader = new ByteReader(section, Tag.source);
  const pattern = reader.text("the pattern");
  const symbols = reader.text("the symbols");
  let language = "mask";
  if (reader.remaining > 0) {
    const name = reader.text("the language's name");
    if (name !== "regex") throw malformed.language(name);
    language = name;
  }
  reader.expectEnd();
  return { pattern, symbols, language };
}
