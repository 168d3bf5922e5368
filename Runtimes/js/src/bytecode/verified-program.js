import { ByteReader, bitsOf, unsignedArrayOf } from "../wire/byte-reader.js";
import { decodeReading, decodeSource } from "./automaton-sections.js";
import { DenseDFA } from "../program/dense-dfa.js";
import { Tag } from "./format.js";
import { MaskProgram } from "../program/mask-program.js";
import { MaskBitsArray } from "../set/mask-bits.js";

/** The sections a program is made of, in load-program.js's order. */
export const programTags = [Tag.match, Tag.optimistic, Tag.reading, Tag.source, Tag.maskSet];

/**
 * The payload of each tag of `tags` in a file the WebAssembly kernel has verified
 * (undefined for one it lacks): its directory read without the checks made already.
 * @param {Uint8Array} file
 * @param {string[]} tags
 */
export function verifiedPayloads(file, tags) {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const payloads = new Array(tags.length).fill(undefined);
  for (let entry = 24, end = 24 + 12 * view.getUint32(16, true); entry < end; entry += 12) {
    const index = tags.indexOf(String.fromCharCode(file[entry], file[entry + 1], file[entry + 2], file[entry + 3]));
    const offset = view.getUint32(entry + 4, true);
    if (index >= 0) payloads[index] = file.subarray(offset, offset + view.getUint32(entry + 8, true));
  }
  return payloads;
}

/**
 * The program of a verified file's payloads (in the order of {@link programTags}): its
 * parts read from the bytes, none of the checks made again. The kernel leaves a file with
 * an `ONFA` to the JavaScript loader, so every automaton here is dense.
 *
 * PERF: only the match automaton is read at load; the optimistic one, the reading
 * automaton, the source and a set's masks when first asked for (a new page runs this code
 * in the interpreter, each function compiled on its first call).
 * @param {(Uint8Array | undefined)[]} payloads
 * @param {import("./format.js").LoadLimits} limits
 * @param {{left: number}} memoBudget
 */
export function verifiedProgram(payloads, limits, memoBudget) {
  const matcher = verifiedDenseDFA(payloads[0]);
  if (payloads[4] !== undefined) {
    const set = new VerifiedSet(payloads[4], matcher.stateCount, payloads[1], limits, memoBudget);
    const make = (name) => (name === "optimistic" ? set.optimistic() : set.members[0][name]);
    return new MaskProgram({ matcher, set, memoBudget, make });
  }
  const make = (name) => {
    if (name === "optimistic") return { dfa: verifiedDenseDFA(payloads[1]) };
    if (name === "reader") return decodeReading(payloads[2], limits, true);
    return payloads[3] === undefined ? { pattern: "", symbols: "", language: "mask" } : decodeSource(payloads[3]);
  };
  return new MaskProgram({ matcher, memoBudget, make });
}

/**
 * A verified `MTCH` or `OPTM` payload (the layout decodeDenseDFA reads: four u32 fields,
 * the class map, the table, the accepting bitmap), read without the checks.
 * PERF: one function where the checking reader's dozen methods each compile on a page's
 * first load; this runs at every load, the other parts when first asked for.
 * @param {Uint8Array} section
 */
function verifiedDenseDFA(section) {
  const view = new DataView(section.buffer, section.byteOffset, section.byteLength);
  const states = view.getUint32(0, true);
  const classCount = view.getUint32(4, true);
  const width = view.getUint32(12, true);
  const tableEnd = 272 + states * classCount * width;
  return new DenseDFA({
    classMap: section.subarray(16, 272), classCount, startState: view.getUint32(8, true),
    transitions: unsignedArrayOf(section.subarray(272, tableEnd), states * classCount, width),
    accepting: bitsOf(section.subarray(tableEnd), states),
  }, true);
}

/**
 * A verified set's masks and labels (what load-program.js's loadSet gives), each read from
 * the `MSET` payload when first asked for: `members`, `names`, `matchLabels`,
 * `optimisticLabels` (null without a union optimistic automaton).
 */
class VerifiedSet {
  /** @param {Uint8Array | undefined} optimistic the union optimistic automaton's payload, if the set has one */
  constructor(section, matchStates, optimistic, limits, memoBudget) {
    this.section = section;
    this.matchStates = matchStates;
    this.optimisticPayload = optimistic;
    this.limits = limits;
    this.memoBudget = memoBudget;
    /** What has been read: `union` (the optimistic automaton), `entries`, `members`, `names`, the labels. */
    this.read = {};
  }

  /** The optimistic side: the union's automaton, or without one the masks' own, side by side. */
  optimistic() {
    if (this.optimisticPayload !== undefined) return { dfa: this.union() };
    const set = this;
    let members = null;
    return { get members() { return (members ??= set.members.map((member) => member.optimistic)); } };
  }

  union() {
    return (this.read.union ??= verifiedDenseDFA(this.optimisticPayload));
  }

  /** The stored labels and each mask's name's bytes and file, from the payload. */
  entries() {
    if (this.read.entries) return this.read.entries;
    const reader = new ByteReader(this.section, Tag.maskSet);
    const count = reader.u32();
    const width = Math.ceil(count / 8);
    const match = reader.read(this.matchStates * 2 * width);
    const optimistic = this.optimisticPayload === undefined ? null : reader.read(this.union().stateCount * 2 * width);
    const masks = Array.from({ length: count }, () => ({ name: reader.read(reader.u32()), file: reader.read(reader.u32()) }));
    return (this.read.entries = { width, match, optimistic, masks });
  }

  get members() {
    return (this.read.members ??= this.entries().masks.map(({ file }) =>
      verifiedProgram(verifiedPayloads(file, programTags), this.limits, this.memoBudget)));
  }

  get names() {
    return (this.read.names ??= this.entries().masks.map(({ name }) => (name.length === 0 ? null : new TextDecoder().decode(name))));
  }

  get matchLabels() {
    const { match, width } = this.entries();
    return (this.read.matchLabels ??= storedLabels(match, width));
  }

  get optimisticLabels() {
    const { optimistic, width } = this.entries();
    return optimistic && (this.read.optimisticLabels ??= storedLabels(optimistic, width));
  }
}

/**
 * The labels stored in `MSET` (each state's accepting label, then its live label, `width`
 * bytes each, little-endian), which the kernel found equal to those the masks give.
 */
function storedLabels(bytes, width) {
  const states = bytes.length / (2 * width);
  const accepting = new MaskBitsArray(states);
  const live = new MaskBitsArray(states);
  for (let state = 0; state < states; state++) {
    for (let byte = 0; byte < width; byte++) {
      const shift = 8 * (byte & 3);
      const half = byte < 4 ? "low" : "high";
      accepting[half][state] |= bytes[2 * width * state + byte] << shift;
      live[half][state] |= bytes[2 * width * state + width + byte] << shift;
    }
  }
  return { accepting, live };
}
