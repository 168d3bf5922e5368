/**
 * The VM's hot loop (MaskVM's DenseDFA+Run): one class lookup and one table load a byte
 * over the premultiplied table of a verified automaton, so no index can leave the table.
 */

/**
 * The premultiplied table of a DenseDFA: every target times the class count, so a state id
 * is a row offset and the loop adds instead of multiplying. Made once per automaton.
 * @param {import("../program/dense-dfa.js").DenseDFA} dfa
 */
export function premultipliedTable(dfa) {
  const table = new Int32Array(dfa.transitions.length);
  for (let index = 0; index < table.length; index++) table[index] = dfa.transitions[index] * dfa.classCount;
  return table;
}

/**
 * Walks `bytes` (any indexable of byte values: a Uint8Array) from the start state.
 * Returns the plain (not premultiplied) state after the last byte, or, when a byte led to
 * the dead state, -1 - the offset of that byte.
 *
 * @param {import("../program/dense-dfa.js").DenseDFA} dfa
 * @param {Int32Array} table its premultiplied table
 * @param {Uint8Array} bytes
 * @returns {number}
 */
export function walkBytes(dfa, table, bytes) {
  const classes = dfa.classMap;
  let state = dfa.startState * dfa.classCount;
  for (let index = 0; index < bytes.length; index++) {
    state = table[state + classes[bytes[index]]];
    if (state === 0) return -1 - index;
  }
  return state / dfa.classCount;
}

/** The most entries an ASCII table may have (4 MB of Int32): automata of up to 8,192 states. */
const maximumASCIIEntries = 1 << 20;

/**
 * For the walk over ASCII strings: the automaton's rows over the 128 ASCII code units
 * themselves instead of its byte classes, every target premultiplied by 128, so a unit
 * costs one table load, not a class lookup and a load (about a quarter faster under V8).
 * Null when the table would be over {@link maximumASCIIEntries}.
 * @param {import("../program/dense-dfa.js").DenseDFA} dfa
 */
export function asciiTable(dfa) {
  if (dfa.stateCount * 128 > maximumASCIIEntries) return null;
  const table = new Int32Array(dfa.stateCount * 128);
  for (let state = 0; state < dfa.stateCount; state++) {
    const row = state * dfa.classCount;
    for (let unit = 0; unit < 128; unit++) {
      const target = dfa.transitions[row + dfa.classMap[unit]] * 128;
      // A live CR is -1, where the walk gives up: CR LF is one Character, not two.
      table[state * 128 + unit] = target && unit === 13 ? -1 : target;
    }
  }
  return table;
}

/**
 * The walk over the UTF-16 code units of a string that is ASCII (each unit a byte), so
 * that the common case needs no encoding, over the automaton's {@link asciiTable} (an
 * automaton too large for one has its text encoded and walked by {@link walkBytes}).
 * Returns as {@link walkBytes}, or `undefined` at the first unit that is not ASCII, or is
 * a live CR, before the walk dies: the caller encodes the string then. (A walk that dies on
 * an ASCII unit after no CR needs nothing more: the offset is in Characters.)
 * @param {string} text
 */
export function walkASCII(dfa, ascii, text) {
  let state = dfa.startState * 128;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit >= 0x80) return undefined;
    state = ascii[state + unit];
    if (state <= 0) return state ? undefined : -1 - index;
  }
  return state / 128;
}
