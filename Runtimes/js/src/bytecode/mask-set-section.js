import { ByteReader } from "../wire/byte-reader.js";
import { errors, malformed, maximumMaskCount } from "../program/program-error.js";
import { Tag } from "./format.js";

/**
 * Reads the `MSET` payload of a set's file (MaskSet+Bytecode.swift):
 *
 *     u32 mask count N (1 to 64)
 *     per state of MTCH, then of OPTM (if the file has one): accepting label, live label,
 *                            ceil(N / 8) bytes each
 *     per mask: u32 name length, UTF-8 name (empty: no name),
 *               u32 file length, the mask's own bytecode file
 *
 * Each mask's file is loaded by `loadMember`, with every check of a file of its own. The
 * stored labels are returned as bytes; the caller compares them with the derived ones.
 *
 * @param {Uint8Array} section
 * @param {number} matchStates states of the union match automaton
 * @param {number} optimisticStates states of the union optimistic automaton, 0 without one
 * @param {(file: Uint8Array, index: number) => any} loadMember
 */
export function decodeMaskSet(section, matchStates, optimisticStates, loadMember) {
  const reader = new ByteReader(section, Tag.maskSet);
  const maskCount = reader.u32("the mask count");
  if (maskCount < 1 || maskCount > maximumMaskCount) throw errors.invalidMaskCount(maskCount);
  const width = Math.ceil(maskCount / 8);
  const storedMatch = readLabels(reader, matchStates, width, Tag.match);
  const storedOptimistic = readLabels(reader, optimisticStates, width, Tag.optimistic);
  const names = [];
  const members = [];
  for (let index = 0; index < maskCount; index++) {
    const name = reader.text(`mask ${index + 1}'s name`);
    names.push(name === "" ? null : name);
    const file = reader.counted(`mask ${index + 1}'s file`);
    members.push(loadMember(file, index));
  }
  reader.expectEnd();
  return { names, members, storedMatch, storedOptimistic };
}

/**
 * The bytes of `states` pairs of labels (accepting, then live; `width` bytes each,
 * little-endian) after checking that they fit in what is left: `{bytes, width, states}`,
 * compared with the derived labels by {@link firstLabelDifference}. `automaton` (MTCH or
 * OPTM) is named in a refusal: the count of states is its.
 */
function readLabels(reader, states, width, automaton) {
  if (states > Math.floor(reader.remaining / (2 * width))) {
    throw malformed.labels(reader.tag, automaton, states, states * 2 * width, reader.remaining);
  }
  return { bytes: reader.read(states * 2 * width), width, states };
}

/**
 * The first state whose stored labels (from the `MSET` payload) differ from the derived
 * ones, or -1 (MaskSet+Bytecode.swift's firstDisagreement): `derived` is null where the set
 * derives none, and where the two do not cover the same states, the first state one of
 * them lacks differs.
 * @param {{bytes: Uint8Array, width: number, states: number}} stored
 * @param {{accepting: import("../set/mask-bits.js").MaskBitsArray, live: import("../set/mask-bits.js").MaskBitsArray} | null} derived
 */
export function firstLabelDifference(stored, derived) {
  const { bytes, width, states } = stored;
  if (derived === null) return states > 0 ? 0 : -1;
  if (derived.live.length !== states) return Math.min(states, derived.live.length);
  const lowWidth = Math.min(width, 4);
  const { accepting, live } = derived;
  for (let state = 0, at = 0; state < states; state++, at += 2 * width) {
    if (littleEndian(bytes, at, lowWidth) !== accepting.low[state]
      || littleEndian(bytes, at + 4, width - lowWidth) !== accepting.high[state]
      || littleEndian(bytes, at + width, lowWidth) !== live.low[state]
      || littleEndian(bytes, at + width + 4, width - lowWidth) !== live.high[state]) {
      return state;
    }
  }
  return -1;
}

/** The unsigned little-endian integer of the `count` (0 to 4) bytes at `at`. */
function littleEndian(bytes, at, count) {
  let value = 0;
  for (let index = count - 1; index >= 0; index--) value = (value << 8) | bytes[at + index];
  return value >>> 0;
}
