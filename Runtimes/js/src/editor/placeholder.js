import { LiteralGraph } from "../reading/literal-graph.js";
import { textOfBytes } from "../text/utf8.js";

/**
 * The placeholder (MaskVM's `MaskedTextEditor+Placeholder` and the placeholder steps of
 * `ReadingTables`): the rest of the mask after the text, for showing in light grey after
 * it, `_` for a class and the literal itself otherwise, along the way typing goes. Where a
 * class reads, the leftmost class; else the first of the nearest ways through literals to
 * a class (the literals typing the next character inserts); where no class can follow,
 * nothing if the text may end there (an optional literal is kept only when typed, so it is
 * not promised), else the leftmost literal. `+?7|8(DDD)DDD-DD-DD`, empty: `7(___)___-__-__`.
 */

/** Each tables' placeholder steps, made on first use: per state, the target (0: none), whether a class, the byte. */
const made = new WeakMap();

/**
 * The placeholder after state `state` of `tables`.
 * @param {import("../reading/reading-tables.js").ReadingTables} tables
 * @param {number} state
 * @returns {string}
 */
export function placeholderAfter(tables, state) {
  let steps = made.get(tables);
  if (steps === undefined) {
    steps = placeholderSteps(tables);
    made.set(tables, steps);
  }
  const bytes = [];
  // Each step follows a transition of an acyclic automaton: at most one a state.
  for (let count = 0; state !== 0 && steps.target[state] !== 0 && count < tables.stateCount; count++) {
    bytes.push(steps.isClass[state] ? 0x5f : steps.byte[state]);
    state = steps.target[state];
  }
  return textOfBytes(bytes);
}

/** The step from each state: the leftmost step first, then the way typing goes where it differs. */
function placeholderSteps(tables) {
  const { classCount: k, stateCount, targets, ranks, accepting, representative, topologicalOrder: order } = tables;
  const target = new Int32Array(stateCount);
  const isClass = new Uint8Array(stateCount);
  const byte = new Uint8Array(stateCount);
  const set = (state, to, cls, ofClass) => {
    target[state] = to;
    isClass[state] = ofClass ? 1 : 0;
    byte[state] = representative[cls];
  };
  // The leftmost step; of equals, the first met.
  for (let state = 1; state < stateCount; state++) {
    let best = Infinity;
    for (let cls = 0; cls < k; cls++) {
      const column = (state * k + cls) * 2;
      if (targets[column] !== 0 && (target[state] === 0 || ranks[column] < best)) {
        best = ranks[column];
        set(state, targets[column], cls, false);
      }
      if (targets[column + 1] !== 0 && (target[state] === 0 || ranks[column + 1] < best)) {
        best = ranks[column + 1];
        set(state, targets[column + 1], cls, true);
      }
    }
  }
  // The way typing goes: the leftmost class, else the nearest way through literals to one.
  // The tables hold what the graph reads of an automaton.
  const graph = new LiteralGraph(tables);
  const distance = new Float64Array(stateCount).fill(Infinity);
  for (let position = order.length - 1; position >= 0; position--) {
    const state = order[position];
    if (state === 0) continue;
    let rank = Infinity;
    let classStep = -1;
    for (let cls = 0; cls < k; cls++) {
      const column = (state * k + cls) * 2 + 1;
      if (targets[column] !== 0 && ranks[column] < rank) {
        rank = ranks[column];
        classStep = cls;
      }
    }
    if (classStep >= 0) {
      distance[state] = 0;
      set(state, targets[(state * k + classStep) * 2 + 1], classStep, true);
      continue;
    }
    let nearest = Infinity;
    let edgeStep = null;
    for (let edge = graph.edgeStart[state]; edge < graph.edgeStart[state + 1]; edge++) {
      const { target: to, cls } = graph.edges[edge];
      if (distance[to] + 1 < nearest) {
        nearest = distance[to] + 1;
        edgeStep = { to, cls };
      }
    }
    if (edgeStep !== null) {
      distance[state] = nearest;
      set(state, edgeStep.to, edgeStep.cls, false);
    } else if (accepting[state]) {
      target[state] = 0;
    }
  }
  return { target, isClass, byte };
}
