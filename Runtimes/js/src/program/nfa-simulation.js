import { errors } from "./program-error.js";
import { checkClasses } from "./dense-dfa.js";
import { Tag } from "../bytecode/format.js";

/**
 * An automaton over UTF-8 bytes with byte classes and ε-moves, matched by simulation: the
 * optimistic matcher of a mask whose optimistic DFA is over the compiler's limits (an
 * `ONFA` section). The port of MaskVM's NFASimulation: the same checks, and states from
 * which no accepting state can be reached are left out of every walk, so a live walk is a
 * truthful "partial".
 */
export class NFASimulation {
  /**
   * @param {{classMap: Uint8Array, classCount: number, startState: number, edgeStart: Uint32Array,
   *   edgeClasses: Uint32Array, edgeTargets: Uint32Array, epsilonStart: Uint32Array,
   *   epsilonTargets: Uint32Array, accepting: Uint8Array}} parts
   */
  constructor(parts) {
    const { classMap, classCount, startState, edgeStart, edgeClasses, edgeTargets, epsilonStart, epsilonTargets, accepting } = parts;
    checkClasses(classMap, classCount);
    const stateCount = accepting.length;
    if (stateCount < 1) throw errors.noStates();
    if (stateCount >= 0x7fffffff) throw errors.automatonTooLarge(stateCount, classCount);
    if (startState >= stateCount) throw errors.invalidStartState(startState);
    if (edgeClasses.length !== edgeTargets.length
      || !isRunIndex(edgeStart, stateCount, edgeClasses.length)
      || !isRunIndex(epsilonStart, stateCount, epsilonTargets.length)) {
      throw errors.malformedSection(Tag.optimisticNFA, "edge lists do not fit the states");
    }
    for (let state = 0; state < stateCount; state++) {
      for (let edge = edgeStart[state]; edge < edgeStart[state + 1]; edge++) {
        const cls = edgeClasses[edge];
        const target = edgeTargets[edge];
        if (cls >= classCount || target >= stateCount) throw errors.invalidTarget(state, cls, target);
      }
    }
    for (const target of epsilonTargets) {
      if (target >= stateCount) {
        throw errors.malformedSection(Tag.optimisticNFA, `an ε-move leads to state ${target}, past the last`);
      }
    }
    Object.assign(this, parts);
    this.stateCount = stateCount;
    /** Whether an accepting state can be reached from each state; walks keep only these. */
    this.useful = usefulStates(this);
  }
}

function isRunIndex(starts, states, total) {
  if (starts.length !== states + 1 || starts[0] !== 0 || starts[states] !== total) return false;
  for (let index = 0; index < states; index++) if (starts[index] > starts[index + 1]) return false;
  return true;
}

/**
 * The states from which an accepting state can be reached, by byte moves and ε-moves
 * alike: a backward search over the reversed moves, kept in flat arrays (counted, then
 * placed), so a hostile file of many states costs no array a state.
 */
function usefulStates({ stateCount, edgeStart, edgeTargets, epsilonStart, epsilonTargets, accepting }) {
  const reverseStart = new Int32Array(stateCount + 1);
  for (const target of edgeTargets) reverseStart[target + 1]++;
  for (const target of epsilonTargets) reverseStart[target + 1]++;
  for (let state = 0; state < stateCount; state++) reverseStart[state + 1] += reverseStart[state];
  const fill = reverseStart.slice(0, stateCount);
  const sources = new Int32Array(edgeTargets.length + epsilonTargets.length);
  for (let state = 0; state < stateCount; state++) {
    for (let edge = edgeStart[state]; edge < edgeStart[state + 1]; edge++) sources[fill[edgeTargets[edge]]++] = state;
    for (let edge = epsilonStart[state]; edge < epsilonStart[state + 1]; edge++) sources[fill[epsilonTargets[edge]]++] = state;
  }
  const useful = Uint8Array.from(accepting);
  const stack = [];
  for (let state = 0; state < stateCount; state++) if (accepting[state]) stack.push(state);
  while (stack.length > 0) {
    const state = stack.pop();
    for (let index = reverseStart[state]; index < reverseStart[state + 1]; index++) {
      const source = sources[index];
      if (!useful[source]) {
        useful[source] = 1;
        stack.push(source);
      }
    }
  }
  return useful;
}

/**
 * The set of states a text leads to, stepped one byte at a time (NFASimulation.Walk):
 * linear, at most the automaton's states and moves a byte.
 */
export class NFAWalk {
  /** @param {NFASimulation} automaton */
  constructor(automaton) {
    this.automaton = automaton;
    this.states = [];
    this.stamps = new Uint32Array(automaton.stateCount);
    this.generation = 0;
    this.states = this.#closureOf([automaton.startState]);
  }

  get isDead() {
    return this.states.length === 0;
  }

  get isAccepting() {
    return this.states.some((state) => this.automaton.accepting[state]);
  }

  /** Moves every state on `byte`. */
  step(byte) {
    if (this.states.length === 0) return;
    const { classMap, edgeStart, edgeClasses, edgeTargets } = this.automaton;
    const cls = classMap[byte];
    const roots = [];
    for (const from of this.states) {
      for (let edge = edgeStart[from]; edge < edgeStart[from + 1]; edge++) {
        if (edgeClasses[edge] === cls) roots.push(edgeTargets[edge]);
      }
    }
    this.states = this.#closureOf(roots);
  }

  /**
   * The roots and every state their ε-moves reach, each once, useful ones only, in the
   * order Swift's walk adds them (a stack per root; the order decides nothing but is kept).
   */
  #closureOf(roots) {
    const { epsilonStart, epsilonTargets, useful } = this.automaton;
    if (this.generation === 0xffffffff) {
      // After 2^32 steps the stamps would wrap; start over so no old stamp looks current.
      this.stamps.fill(0);
      this.generation = 0;
    }
    this.generation++;
    const next = [];
    for (const root of roots) {
      const stack = [root];
      while (stack.length > 0) {
        const state = stack.pop();
        if (this.stamps[state] === this.generation) continue;
        this.stamps[state] = this.generation;
        if (!useful[state]) continue;
        next.push(state);
        for (let edge = epsilonStart[state]; edge < epsilonStart[state + 1]; edge++) stack.push(epsilonTargets[edge]);
      }
    }
    return next;
  }
}
