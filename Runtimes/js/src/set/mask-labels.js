import { errors } from "../program/program-error.js";
import { MaskBitsArray, firstMask, lowestBit } from "./mask-bits.js";

/**
 * The masks each state of a set's union automaton belongs to (MaskVM's MaskLabels.derive):
 * `accepting` (the text read so far is complete in the mask) and `live` (complete or
 * partial). Derived, never taken on trust: the union is walked beside each mask's own
 * automaton, and every union state must meet exactly one state of each mask. The walk,
 * its order and the errors it throws are the Swift loader's, so a disagreeing set is
 * refused with the same message.
 *
 * @param {import("../program/dense-dfa.js").DenseDFA} union
 * @param {import("../program/dense-dfa.js").DenseDFA[]} members
 * @returns {{accepting: MaskBitsArray, live: MaskBitsArray}}
 */
export function deriveMaskLabels(union, members) {
  const stateCount = union.stateCount;
  const maskCount = members.length;
  // The union's classes in the order their first byte comes.
  const usedClasses = [];
  const classSeen = new Uint8Array(union.classCount);
  for (let byte = 0; byte < 256; byte++) {
    const cls = union.classMap[byte];
    if (!classSeen[cls]) {
      classSeen[cls] = 1;
      usedClasses.push(cls);
    }
  }
  // For each mask and union class: the mask's classes of the bytes in the union class. In
  // a hostile file the union's classes need not refine a mask's, so there may be several;
  // `singleClass` holds the one where there is one (the usual case), else -1.
  const spans = members.map((member) => classSpans(union.classMap, union.classCount, member.classMap, member.classCount));
  const singleClass = new Int32Array(union.classCount * maskCount);
  for (let mask = 0; mask < maskCount; mask++) {
    const { start, classes } = spans[mask];
    for (let unionClass = 0; unionClass < union.classCount; unionClass++) {
      const first = start[unionClass];
      singleClass[unionClass * maskCount + mask] = start[unionClass + 1] - first === 1 ? classes[first] : -1;
    }
  }

  // PERF: the walk below is the loader's largest: a state's row in each mask is kept
  // premultiplied (state × the mask's class count, -1 for not yet known), a mask's table and
  // class count are read from flat arrays, and a union class that is one class of a mask
  // is taken without its span.
  const memberState = new Int32Array(stateCount * maskCount).fill(-1);
  const memberTables = members.map((member) => member.transitions);
  const memberClassCounts = Int32Array.from(members, (member) => member.classCount);
  const live = new MaskBitsArray(stateCount);
  const liveLow = live.low;
  const liveHigh = live.high;
  const reached = new Uint8Array(stateCount);
  for (let mask = 0; mask < maskCount; mask++) memberState[mask] = 0;
  reached[0] = 1;
  const queue = new Int32Array(stateCount);
  let queued = 0;
  if (union.startState === 0) {
    members.forEach((member, mask) => {
      if (member.startState !== 0) throw errors.maskSetDisagrees(mask, 0);
    });
  } else {
    const start = union.startState;
    members.forEach((member, mask) => {
      memberState[start * maskCount + mask] = member.startState * member.classCount;
      if (member.startState !== 0) live.add(start, mask);
    });
    reached[start] = 1;
    queue[queued++] = start;
  }
  const unionTable = union.transitions;
  const unionClassCount = union.classCount;
  // The masks live in the state being walked: a reused buffer, not an array a state.
  const liveMasks = new Int32Array(maskCount);
  for (let head = 0; head < queued; head++) {
    const state = queue[head];
    let liveCount = 0;
    for (let bits = liveLow[state]; bits !== 0; bits = (bits & (bits - 1)) >>> 0) liveMasks[liveCount++] = lowestBit(bits);
    for (let bits = liveHigh[state]; bits !== 0; bits = (bits & (bits - 1)) >>> 0) liveMasks[liveCount++] = 32 + lowestBit(bits);
    const deadLow = ~liveLow[state];
    const deadHigh = ~liveHigh[state];
    const stateRow = state * maskCount;
    for (let used = 0; used < usedClasses.length; used++) {
      const unionClass = usedClasses[used];
      const next = unionTable[state * unionClassCount + unionClass];
      const nextRow = next * maskCount;
      if (next !== 0) {
        if (reached[next] === 0) {
          reached[next] = 1;
          queue[queued++] = next;
          memberState.fill(0, nextRow, nextRow + maskCount);
          for (let index = 0; index < liveCount; index++) memberState[nextRow + liveMasks[index]] = -1;
        } else if (((liveLow[next] & deadLow) | (liveHigh[next] & deadHigh)) !== 0) {
          // A mask dead here must be dead there.
          throw errors.maskSetDisagrees(firstMask((liveLow[next] & deadLow) >>> 0, (liveHigh[next] & deadHigh) >>> 0), next);
        }
      }
      const spanRow = unionClass * maskCount;
      for (let index = 0; index < liveCount; index++) {
        const mask = liveMasks[index];
        const table = memberTables[mask];
        const row = memberState[stateRow + mask];
        const only = singleClass[spanRow + mask];
        if (only >= 0) {
          const step = table[row + only] * memberClassCounts[mask];
          const known = memberState[nextRow + mask];
          if (known === step) continue;
          if (known !== -1) throw errors.maskSetDisagrees(mask, next === 0 ? state : next);
          memberState[nextRow + mask] = step;
          if (step !== 0) live.add(next, mask);
          continue;
        }
        const { start, classes } = spans[mask];
        for (let position = start[unionClass]; position < start[unionClass + 1]; position++) {
          const step = table[row + classes[position]] * memberClassCounts[mask];
          const known = memberState[nextRow + mask];
          if (known === -1) {
            memberState[nextRow + mask] = step;
            if (step !== 0) live.add(next, mask);
          } else if (known !== step) {
            // Next is 0: the union refuses a text the mask can still complete. Otherwise
            // two ways into one union state disagree.
            throw errors.maskSetDisagrees(mask, next === 0 ? state : next);
          }
        }
      }
    }
  }
  const unreached = reached.indexOf(0);
  if (unreached >= 0) throw errors.unreachableState(unreached);
  // A mask accepts in a state where its (premultiplied) row is that of one of its accepting
  // states, 1 ... acceptingCount.
  const accepting = new MaskBitsArray(stateCount);
  const lastAcceptingRow = Int32Array.from(members, (member) => member.acceptingCount * member.classCount);
  for (let state = 0; state < stateCount; state++) {
    for (let bits = liveLow[state]; bits !== 0; bits = (bits & (bits - 1)) >>> 0) {
      const mask = lowestBit(bits);
      const row = memberState[state * maskCount + mask];
      if (row >= memberClassCounts[mask] && row <= lastAcceptingRow[mask]) accepting.add(state, mask);
    }
    for (let bits = liveHigh[state]; bits !== 0; bits = (bits & (bits - 1)) >>> 0) {
      const mask = 32 + lowestBit(bits);
      const row = memberState[state * maskCount + mask];
      if (row >= memberClassCounts[mask] && row <= lastAcceptingRow[mask]) accepting.add(state, mask);
    }
  }
  for (let state = 0; state < stateCount; state++) {
    const acceptsSomewhere = !accepting.isEmpty(state);
    if (union.isAccepting(state) !== acceptsSomewhere) {
      const mask = acceptsSomewhere ? firstMask(accepting.low[state], accepting.high[state]) : 0;
      throw errors.maskSetDisagrees(mask, state);
    }
  }
  return { accepting, live };
}

/**
 * Where the bytes of each union class fall in a mask's classes: `classes[start[u] ..<
 * start[u + 1]]` are the mask's classes of union class u's bytes, in the order of their
 * first byte (counted, then placed).
 */
function classSpans(unionMap, unionClassCount, memberMap, memberClassCount) {
  const seen = new Uint8Array(unionClassCount * memberClassCount);
  const start = new Int32Array(unionClassCount + 1);
  const pairs = new Int32Array(512);
  let pairCount = 0;
  for (let byte = 0; byte < 256; byte++) {
    const unionClass = unionMap[byte];
    const memberClass = memberMap[byte];
    const key = unionClass * memberClassCount + memberClass;
    if (seen[key] === 1) continue;
    seen[key] = 1;
    pairs[2 * pairCount] = unionClass;
    pairs[2 * pairCount + 1] = memberClass;
    pairCount++;
    start[unionClass + 1]++;
  }
  for (let unionClass = 0; unionClass < unionClassCount; unionClass++) start[unionClass + 1] += start[unionClass];
  const classes = new Int32Array(pairCount);
  const filled = start.slice();
  for (let pair = 0; pair < pairCount; pair++) classes[filled[pairs[2 * pair]]++] = pairs[2 * pair + 1];
  return { start, classes };
}
