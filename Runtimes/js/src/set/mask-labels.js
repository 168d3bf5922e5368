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
  // For each (union class, mask): the mask's classes of the bytes in the union class. In
  // a hostile file the union's classes need not refine a mask's, so there may be several.
  // PERF: flat arrays, counted then placed, as in Swift: `spanClasses[spanStart[i] ..<
  // spanStart[i + 1]]` for i = unionClass * maskCount + mask.
  const spanStart = new Int32Array(union.classCount * maskCount + 1);
  const pairs = [];
  members.forEach((member, mask) => {
    const seen = new Uint8Array(union.classCount * member.classCount);
    for (let byte = 0; byte < 256; byte++) {
      const unionClass = union.classMap[byte];
      const classInMember = member.classMap[byte];
      const key = unionClass * member.classCount + classInMember;
      if (seen[key]) continue;
      seen[key] = 1;
      const span = unionClass * maskCount + mask;
      pairs.push(span, classInMember);
      spanStart[span + 1]++;
    }
  });
  for (let index = 0; index + 1 < spanStart.length; index++) spanStart[index + 1] += spanStart[index];
  const spanClasses = new Int32Array(pairs.length / 2);
  const filled = spanStart.slice();
  for (let index = 0; index < pairs.length; index += 2) spanClasses[filled[pairs[index]]++] = pairs[index + 1];

  // PERF: the walk below is the loader's largest: a state's row in each mask is kept
  // premultiplied (state × the mask's class count, -1 for not yet known), a mask's table and
  // class count are read from flat arrays, and a union class that is one class of a mask
  // (the usual case) is taken without its span.
  const memberState = new Int32Array(stateCount * maskCount).fill(-1);
  const memberTables = members.map((member) => member.transitions);
  const memberClassCounts = Int32Array.from(members, (member) => member.classCount);
  const singleClass = new Int32Array(union.classCount * maskCount);
  for (let span = 0; span < singleClass.length; span++) {
    singleClass[span] = spanStart[span + 1] - spanStart[span] === 1 ? spanClasses[spanStart[span]] : -1;
  }
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
        for (let position = spanStart[spanRow + mask]; position < spanStart[spanRow + mask + 1]; position++) {
          const step = table[row + spanClasses[position]] * memberClassCounts[mask];
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
  const accepting = new MaskBitsArray(stateCount);
  for (let state = 0; state < stateCount; state++) {
    for (const mask of live.masks(state)) {
      if (members[mask].isAccepting(memberState[state * maskCount + mask] / memberClassCounts[mask])) accepting.add(state, mask);
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
