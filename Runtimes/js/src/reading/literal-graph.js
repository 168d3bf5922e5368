/**
 * The literal transitions of a reading automaton (MaskVM's LiteralGraph): each state's live
 * literal classes in rank order (then class), for the exact search and the insertions; each
 * state's distinct literal targets in that order (the first class leading to each), for
 * the greedy insertion entries; and how each class is read somewhere.
 */
export class LiteralGraph {
  /** @param {import("../program/reading-automaton.js").ReadingAutomaton} reader */
  constructor(reader) {
    const { classCount: k, stateCount, targets, ranks } = reader;
    const classes = [];
    const classStart = new Int32Array(stateCount + 1);
    const edges = [];
    const edgeStart = new Int32Array(stateCount + 1);
    const readableAs = new Uint8Array(k);
    const seenFrom = new Int32Array(stateCount).fill(-1);
    for (let state = 0; state < stateCount; state++) {
      const base = state * k * 2;
      const keys = [];
      for (let cls = 0; cls < k; cls++) {
        if (targets[base + 2 * cls] !== 0) {
          readableAs[cls] |= 1;
          // Rank, then class: one number sorts both (classes are below 256).
          keys.push(ranks[base + 2 * cls] * 256 + cls);
        }
        if (targets[base + 2 * cls + 1] !== 0) readableAs[cls] |= 2;
      }
      if (keys.length > 1) keys.sort((a, b) => a - b);
      for (const key of keys) {
        const cls = key % 256;
        classes.push(cls);
        const target = targets[base + 2 * cls];
        if (seenFrom[target] !== state) {
          seenFrom[target] = state;
          edges.push({ target, cls });
        }
      }
      classStart[state + 1] = classes.length;
      edgeStart[state + 1] = edges.length;
    }
    this.classes = classes;
    this.classStart = classStart;
    this.edges = edges;
    this.edgeStart = edgeStart;
    this.readableAs = readableAs;
  }

  /**
   * States from which an accepting state is reached through literals alone, over the
   * topological order, successors first.
   */
  completableStates(reader) {
    const completable = Uint8Array.from(reader.accepting);
    const order = reader.topologicalOrder;
    for (let position = order.length - 1; position >= 0; position--) {
      const state = order[position];
      if (completable[state]) continue;
      for (let edge = this.edgeStart[state]; edge < this.edgeStart[state + 1]; edge++) {
        if (completable[this.edges[edge].target]) {
          completable[state] = 1;
          break;
        }
      }
    }
    return completable;
  }

  /**
   * The greedy reading's insertion entries (LiteralGraph.fillInsertions): for each class,
   * the first literal on a shortest way through literals to a state that reads it, aimed
   * first at states that read it as meaningful, then at those that read it as a literal. An
   * entry found is kept, and none is made where the class reads as meaningful.
   * @returns {{target: Int32Array, byte: Uint8Array}} per `state * k + cls`, target 0 for none
   */
  insertions(reader, representative) {
    const { classCount: k, stateCount, targets } = reader;
    const target = new Int32Array(stateCount * k);
    const byte = new Uint8Array(stateCount * k);
    const unreachable = Number.MAX_SAFE_INTEGER;
    const distance = new Float64Array(stateCount).fill(unreachable);
    const stamp = new Int32Array(stateCount).fill(-1);
    const sweep = [];
    const order = reader.topologicalOrder;
    for (let position = order.length - 1; position >= 0; position--) {
      const state = order[position];
      if (this.edgeStart[state] < this.edgeStart[state + 1]) sweep.push(state);
    }
    let pass = 0;
    for (let cls = 0; cls < k; cls++) {
      for (let reading = 1; reading >= 0; reading--) {
        if ((this.readableAs[cls] & (1 << reading)) === 0) continue;
        for (const state of sweep) {
          stamp[state] = pass;
          if (targets[(state * k + cls) * 2 + reading] !== 0) {
            distance[state] = 0;
            continue;
          }
          let nearest = unreachable;
          let choice = null;
          for (let edge = this.edgeStart[state]; edge < this.edgeStart[state + 1]; edge++) {
            const through = this.edges[edge].target;
            const cost = stamp[through] === pass ? distance[through]
              : targets[(through * k + cls) * 2 + reading] !== 0 ? 0 : unreachable;
            if (cost < nearest) {
              nearest = cost;
              choice = this.edges[edge];
            }
          }
          if (nearest === unreachable) {
            distance[state] = unreachable;
            continue;
          }
          distance[state] = nearest + 1;
          const entry = state * k + cls;
          if (target[entry] === 0 && targets[entry * 2 + 1] === 0) {
            target[entry] = choice.target;
            byte[entry] = representative[choice.cls];
          }
        }
        pass++;
      }
    }
    return { target, byte };
  }
}
