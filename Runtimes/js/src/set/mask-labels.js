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

  const memberState = new Int32Array(stateCount * maskCount).fill(-1);
  const live = new MaskBitsArray(stateCount);
  const reached = new Uint8Array(stateCount);
  for (let mask = 0; mask < maskCount; mask++) memberState[mask] = 0;
  reached[0] = 1;
  const queue = [];
  if (union.startState === 0) {
    members.forEach((member, mask) => {
      if (member.startState !== 0) throw errors.maskSetDisagrees(mask, 0);
    });
  } else {
    const start = union.startState;
    members.forEach((member, mask) => {
      memberState[start * maskCount + mask] = member.startState;
      if (member.startState !== 0) live.add(start, mask);
    });
    reached[start] = 1;
    queue.push(start);
  }
  // The masks live in the state being walked: a reused buffer, not an array a state.
  const liveMasks = new Int32Array(maskCount);
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head];
    let liveCount = 0;
    for (let bits = live.low[state]; bits !== 0; bits = (bits & (bits - 1)) >>> 0) liveMasks[liveCount++] = lowestBit(bits);
    for (let bits = live.high[state]; bits !== 0; bits = (bits & (bits - 1)) >>> 0) liveMasks[liveCount++] = 32 + lowestBit(bits);
    const deadLow = ~live.low[state];
    const deadHigh = ~live.high[state];
    for (const unionClass of usedClasses) {
      const next = union.transitions[state * union.classCount + unionClass];
      const isNew = next !== 0 && !reached[next];
      if (next !== 0 && !isNew) {
        // A mask dead here must be dead there.
        const reborn = firstMask((live.low[next] & deadLow) >>> 0, (live.high[next] & deadHigh) >>> 0);
        if (reborn >= 0) throw errors.maskSetDisagrees(reborn, next);
      }
      if (isNew) {
        reached[next] = 1;
        queue.push(next);
        memberState.fill(0, next * maskCount, (next + 1) * maskCount);
        for (let index = 0; index < liveCount; index++) memberState[next * maskCount + liveMasks[index]] = -1;
      }
      for (let index = 0; index < liveCount; index++) {
        const mask = liveMasks[index];
        const member = members[mask];
        const row = memberState[state * maskCount + mask] * member.classCount;
        const span = unionClass * maskCount + mask;
        for (let position = spanStart[span]; position < spanStart[span + 1]; position++) {
          const step = member.transitions[row + spanClasses[position]];
          const known = memberState[next * maskCount + mask];
          if (known === -1) {
            memberState[next * maskCount + mask] = step;
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
      if (members[mask].isAccepting(memberState[state * maskCount + mask])) accepting.add(state, mask);
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
