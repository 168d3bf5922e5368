import { errors } from "./program-error.js";
import { checkClasses, firstTargetAtOrPast, throwTarget } from "./dense-dfa.js";
import { firstStateThatCannotAccept } from "./accepting-reach.js";

/**
 * The reading automaton (`READ`): a DFA over byte class × reading (0 literal, 1
 * meaningful), with a rank on every transition, verified as MaskVM's ReadingAutomaton is.
 */
export class ReadingAutomaton {
  /**
   * PERF: no loop of its own, so the engine compiles the small loops, not the whole (run
   * once a set's mask, dearer than interpreting it).
   *
   * @param {{classMap: Uint8Array, classCount: number, startState: number, targets: Uint32Array,
   *   ranks: Uint32Array, accepting: Uint8Array}} parts
   * @param {boolean} [verified] the WebAssembly kernel has made the checks (of the file this comes from)
   */
  constructor(parts, verified = false) {
    const { classMap, classCount, startState, targets, accepting } = parts;
    const stateCount = accepting.length;
    let order;
    if (verified) {
      order = topologicalOrder(classCount * 2, targets, stateCount);
    } else {
      if (classCount < 1 || classCount > 256) throw errors.invalidClassCount(classCount);
      order = checkReading(classMap, classCount, targets, accepting, startState);
    }
    Object.assign(this, parts);
    this.stateCount = stateCount;
    /** Every state but the dead one, in an order where every transition goes forward. */
    this.topologicalOrder = order;
  }
}

/**
 * The checks of a reading automaton in JavaScript, in Swift's order; its topological order.
 * @returns {Int32Array}
 */
function checkReading(classMap, classCount, targets, accepting, startState) {
  checkClasses(classMap, classCount);
  const stateCount = accepting.length;
  if (stateCount < 1) throw errors.noStates();
  const columns = classCount * 2;
  if (stateCount * columns > 0x7fffffff) throw errors.automatonTooLarge(stateCount, columns);
  const offender = firstTargetAtOrPast(targets, stateCount);
  if (offender >= 0) throwTarget(offender, columns, targets, true);
  if (startState >= stateCount) throw errors.invalidStartState(startState);
  if (accepting[0] || firstTargetAtOrPast(targets.subarray(0, columns), 1) >= 0) throw errors.deadStateNotDead();
  const order = topologicalOrder(columns, targets, stateCount);
  // Acyclic (as every compiled file is), whether a state can accept is known in one pass
  // back along the order; a cyclic file takes the general search, and is refused for its
  // cycle only after that check, as in Swift.
  const acyclic = order.length === stateCount - 1;
  const cannotAccept = acyclic
    ? firstStateThatCannotAcceptInOrder(columns, targets, accepting, order)
    : firstStateThatCannotAccept(columns, targets, accepting);
  if (cannotAccept >= 0) throw errors.stateCannotAccept(cannotAccept);
  if (!acyclic) throw errors.cyclicReadingAutomaton(firstStateOffOrder(order, stateCount));
  const wide = firstLiteralOnWideClass(classCount, targets, stateCount, bytesInEachClass(classMap, classCount));
  if (wide >= 0) throw errors.literalOnWideClass(Math.floor(wide / classCount), wide % classCount);
  return order;
}

/** The first state above the dead one that a partial order (of a cyclic automaton) leaves out. */
function firstStateOffOrder(order, stateCount) {
  const ordered = new Uint8Array(stateCount);
  for (const state of order) ordered[state] = 1;
  const state = ordered.indexOf(0, 1);
  return state < 0 ? 0 : state;
}

/** How many bytes each class has. */
function bytesInEachClass(classMap, classCount) {
  const bytesInClass = new Uint32Array(classCount);
  for (let byte = 0; byte < 256; byte++) bytesInClass[classMap[byte]]++;
  return bytesInClass;
}

/**
 * The first literal move (a state above the dead one, a class read as a literal) on a
 * class of more than one byte, as `state × classCount + class`, or -1: a literal is one
 * byte, written as it is. `bytesInClass`: the bytes of each class.
 */
function firstLiteralOnWideClass(classCount, targets, stateCount, bytesInClass) {
  for (let state = 1; state < stateCount; state++) {
    for (let cls = 0; cls < classCount; cls++) {
      if (targets[(state * classCount + cls) * 2] !== 0 && bytesInClass[cls] !== 1) return state * classCount + cls;
    }
  }
  return -1;
}

/**
 * The states in an order where every transition goes forward, the dead state left out
 * (Kahn's algorithm, as Swift's): partial when there is a cycle.
 */
function topologicalOrder(columns, targets, stateCount) {
  const incoming = new Uint32Array(stateCount);
  for (let index = columns; index < targets.length; index++) if (targets[index] !== 0) incoming[targets[index]]++;
  const order = new Int32Array(stateCount - 1);
  let length = 0;
  for (let state = 1; state < stateCount; state++) if (incoming[state] === 0) order[length++] = state;
  for (let head = 0; head < length; head++) {
    const row = order[head] * columns;
    for (let column = 0; column < columns; column++) {
      const target = targets[row + column];
      if (target !== 0 && --incoming[target] === 0) order[length++] = target;
    }
  }
  return length === order.length ? order : order.subarray(0, length);
}

/**
 * {@link firstStateThatCannotAccept} of an acyclic automaton, given its states in an order
 * where every transition goes forward: the states taken last to first, a state can accept
 * when it accepts or one of its targets can.
 */
function firstStateThatCannotAcceptInOrder(columns, targets, accepting, order) {
  const canAccept = accepting.slice();
  for (let position = order.length - 1; position >= 0; position--) {
    const state = order[position];
    if (canAccept[state] === 1) continue;
    for (let index = state * columns, end = index + columns; index < end; index++) {
      if (canAccept[targets[index]] === 1) {
        canAccept[state] = 1;
        break;
      }
    }
  }
  return canAccept.indexOf(0, 1);
}

/**
 * An upper bound on the steps deriving the reading tables takes, from the automaton's
 * size alone (LiteralGraph.insertionWorkBound): `states × (classes + 1) × 2 × classes`.
 */
export function readingWorkBound(classCount, stateCount) {
  return stateCount * (classCount + 1) * 2 * classCount;
}

/**
 * The exact steps deriving the insertion tables takes (LiteralGraph.insertionWork): one
 * pass per (class, reading) that some state reads, each over every state with a literal
 * transition and each state's distinct literal targets.
 * @param {ReadingAutomaton} reader
 */
export function readingWork(reader) {
  const { classCount, stateCount, targets } = reader;
  const readableAs = new Uint8Array(classCount);
  const seenFrom = new Int32Array(stateCount).fill(-1);
  let statesWithLiterals = 0;
  let distinctTargets = 0;
  for (let state = 0; state < stateCount; state++) {
    let literals = 0;
    for (let cls = 0; cls < classCount; cls++) {
      const base = (state * classCount + cls) * 2;
      const literalTarget = targets[base];
      if (literalTarget !== 0) {
        readableAs[cls] |= 1;
        literals++;
        if (seenFrom[literalTarget] !== state) {
          seenFrom[literalTarget] = state;
          distinctTargets++;
        }
      }
      if (targets[base + 1] !== 0) readableAs[cls] |= 2;
    }
    if (literals > 0) statesWithLiterals++;
  }
  let passes = 0;
  for (const readings of readableAs) passes += (readings & 1) + ((readings >> 1) & 1);
  return passes * (statesWithLiterals + distinctTargets);
}
