import { errors } from "./program-error.js";
import { firstStateThatCannotAccept } from "./accepting-reach.js";

/**
 * A verified deterministic automaton over UTF-8 bytes with byte classes: the port of
 * MaskVM's DenseDFA. States are renumbered on load (dead, then accepting, then the others,
 * each group in file order) exactly as Swift does, so that state numbers in messages (a
 * set's labels, its union checks) are the same in both runtimes.
 */
export class DenseDFA {
  /**
   * Verifies an automaton read from a file and renumbers it.
   * @param {{classMap: Uint8Array, classCount: number, startState: number, transitions: Uint32Array, accepting: Uint8Array}} parts
   * @param {boolean} [verified] the WebAssembly kernel has made the checks (of the file this comes from)
   */
  constructor({ classMap, classCount, startState, transitions, accepting }, verified = false) {
    const stateCount = accepting.length;
    if (!verified) {
      if (classCount < 1 || classCount > 256) throw errors.invalidClassCount(classCount);
      checkTable(classMap, classCount, transitions, accepting, startState);
    }

    // The compiler writes the accepting states first, so the usual file needs no
    // renumbering, and the engine's indexOf tells so without a step a state.
    const firstOther = accepting.indexOf(0, 1);
    const inOrder = firstOther < 0 || accepting.indexOf(1, firstOther) < 0;
    let acceptingCount = inOrder ? (firstOther < 0 ? stateCount : firstOther) - 1 : 0;
    let table = transitions;
    let start = startState;
    if (!inOrder) {
      for (let state = 1; state < stateCount; state++) acceptingCount += accepting[state];
      const order = [0];
      for (let state = 1; state < stateCount; state++) if (accepting[state]) order.push(state);
      for (let state = 1; state < stateCount; state++) if (!accepting[state]) order.push(state);
      const newID = new Uint32Array(stateCount);
      order.forEach((old, renumbered) => { newID[old] = renumbered; });
      table = new Uint32Array(transitions.length);
      order.forEach((old, renumbered) => {
        for (let cls = 0; cls < classCount; cls++) {
          table[renumbered * classCount + cls] = newID[transitions[old * classCount + cls]];
        }
      });
      start = newID[startState];
    }
    /** Byte to class, 256 entries. */
    this.classMap = classMap;
    this.classCount = classCount;
    this.stateCount = stateCount;
    this.startState = start;
    /** Accepting states are `1 ... acceptingCount`. */
    this.acceptingCount = acceptingCount;
    /** `transitions[state * classCount + class]`, renumbered. */
    this.transitions = table;
  }

  /** Whether a (plain, not premultiplied) state accepts. */
  isAccepting(state) {
    return state >= 1 && state <= this.acceptingCount;
  }
}

/** The checks of a dense automaton's table in JavaScript, in Swift's order. */
function checkTable(classMap, classCount, transitions, accepting, startState) {
  checkClasses(classMap, classCount);
  const stateCount = accepting.length;
  if (stateCount < 1) throw errors.noStates();
  if (stateCount * classCount > 0x7fffffff) throw errors.automatonTooLarge(stateCount, classCount);
  const offender = firstTargetAtOrPast(transitions, stateCount);
  if (offender >= 0) throwTarget(offender, classCount, transitions);
  if (startState >= stateCount) throw errors.invalidStartState(startState);
  if (accepting[0] || firstTargetAtOrPast(transitions.subarray(0, classCount), 1) >= 0) throw errors.deadStateNotDead();
  const cannotAccept = firstStateThatCannotAccept(classCount, transitions, accepting);
  if (cannotAccept >= 0) throw errors.stateCannotAccept(cannotAccept);
}

/**
 * Throws the error of a target past the last state, at index `at` of a table of `columns`
 * columns a state (a reading automaton's, two a class).
 */
export function throwTarget(at, columns, table, reading = false) {
  throw errors.invalidTarget(Math.floor(at / columns), reading ? (at % columns) >> 1 : at % columns, table[at]);
}

/**
 * The index of the first entry of `table` that is `limit` or more (a target past the last
 * state), or -1: one plain loop, the verifier's longest after the checksum.
 * @param {Uint32Array} table
 * @param {number} limit
 */
export function firstTargetAtOrPast(table, limit) {
  for (let index = 0; index < table.length; index++) if (table[index] >= limit) return index;
  return -1;
}

/**
 * Checks a class count and a byte-class map (DenseDFA.checkClasses): 1 to 256 classes,
 * every entry below the count. The map always has 256 entries: the reader takes 256 bytes.
 */
export function checkClasses(classMap, classCount) {
  if (classCount < 1 || classCount > 256) throw errors.invalidClassCount(classCount);
  for (let byte = 0; byte < 256; byte++) {
    if (classMap[byte] >= classCount) throw errors.invalidClass(byte, classMap[byte]);
  }
}
