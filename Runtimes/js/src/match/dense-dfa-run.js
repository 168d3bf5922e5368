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

/**
 * The same walk over the UTF-16 code units of an ASCII string (each unit a byte), so that
 * the common case needs no encoding. Returns as {@link walkBytes}, or `undefined` at the
 * first unit that is not ASCII: the caller encodes the string then.
 * @param {string} text
 */
export function walkASCII(dfa, table, text) {
  const classes = dfa.classMap;
  let state = dfa.startState * dfa.classCount;
  let dead = -1;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit >= 0x80) return undefined;
    if (dead < 0) {
      state = table[state + classes[unit]];
      if (state === 0) dead = index;
    }
  }
  return dead >= 0 ? -1 - dead : state / dfa.classCount;
}
