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
  // The union's classes in the order their first byte comes, and each one's first byte.
  const usedClasses = [];
  const firstByte = new Int32Array(union.classCount).fill(-1);
  for (let byte = 0; byte < 256; byte++) {
    const cls = union.classMap[byte];
    if (firstByte[cls] < 0) {
      firstByte[cls] = byte;
      usedClasses.push(cls);
    }
  }
  // For each mask and union class, the mask's class of its bytes (`singleClass`), or -1
  // where there are several: in a hostile file the union's classes need not refine a
  // mask's. PERF: where they do (every compiled set), it is the first byte's class; the
  // `spans` are made only for a mask where they do not.
  const spans = new Array(maskCount).fill(null);
  const singleClass = new Int32Array(union.classCount * maskCount);
  for (let mask = 0; mask < maskCount; mask++) {
    const member = members[mask];
    if (refines(union.classMap, member.classMap, firstByte)) {
      for (let unionClass = 0; unionClass < union.classCount; unionClass++) {
        const first = firstByte[unionClass];
        singleClass[unionClass * maskCount + mask] = first < 0 ? -1 : member.classMap[first];
      }
      continue;
    }
    const { start, classes } = spans[mask] = classSpans(union.classMap, union.classCount, member.classMap, member.classCount);
    for (let unionClass = 0; unionClass < union.classCount; unionClass++) {
      const first = start[unionClass];
      singleClass[unionClass * maskCount + mask] = start[unionClass + 1] - first === 1 ? classes[first] : -1;
    }
  }

  const walk = new LabelWalk(union, members, usedClasses, spans, singleClass);
  const { live, memberState, reached, queue } = walk;
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
    queue[walk.queued++] = start;
  }
  // PERF: a small set is one call, left to the interpreter (compiling visit cost the card more than its walk).
  if (stateCount * maskCount <= smallWalk) {
    if (walk.queued > 0) walk.visit(0, true);
  } else for (let head = 0; head < walk.queued; head++) walk.visit(head, false);
  const unreached = reached.indexOf(0);
  if (unreached >= 0) throw errors.unreachableState(unreached);
  const accepting = acceptingLabels(live, memberState, members);
  checkUnionAccepts(union, accepting);
  return { accepting, live };
}

/** The most union states × masks walked in one call (the card: 85 × 11, the phone 788 × 58). */
const smallWalk = 4096;

/**
 * The walk of a union automaton beside its masks' own: which state of each live mask every
 * union state meets (`memberState`, premultiplied: state × the mask's class count, -1 for
 * not yet known) and where each mask is live.
 *
 * PERF: in a large set a state is a call of {@link visit}, a small function the engine
 * compiles once for both walks (MTCH, OPTM); as one function with its loops inside, the walk
 * was compiled on the stack in each, and dropped back to the interpreter after the loop.
 */
class LabelWalk {
  constructor(union, members, usedClasses, spans, singleClass) {
    const stateCount = union.stateCount;
    const maskCount = members.length;
    this.maskCount = maskCount;
    this.unionTable = union.transitions;
    this.unionClassCount = union.classCount;
    this.usedClasses = Int32Array.from(usedClasses);
    this.spans = spans;
    this.singleClass = singleClass;
    this.memberTables = members.map((member) => member.transitions);
    this.memberClassCounts = Int32Array.from(members, (member) => member.classCount);
    this.memberState = new Int32Array(stateCount * maskCount).fill(-1);
    this.memberState.fill(0, 0, maskCount);
    this.live = new MaskBitsArray(stateCount);
    // PERF: as signed words, mask 31's bit stays a 32-bit integer in compiled code.
    this.liveLow = new Int32Array(this.live.low.buffer);
    this.liveHigh = new Int32Array(this.live.high.buffer);
    this.reached = new Uint8Array(stateCount);
    this.reached[0] = 1;
    this.queue = new Int32Array(stateCount);
    this.queued = 0;
    /** The masks live in the state visited, reused. */
    this.liveMasks = new Int32Array(maskCount);
  }

  /** Follows every used class out of the state queued at `head` (`onward`: and after it), in each mask live there. */
  visit(head, onward) {
    const { maskCount, unionTable, unionClassCount, usedClasses, singleClass, memberTables, memberClassCounts,
      memberState, liveLow, liveHigh, reached, queue, liveMasks } = this;
    do {
      const state = queue[head];
      let liveCount = 0;
      for (let bits = liveLow[state]; bits !== 0; liveCount++) {
        const mask = lowestBit(bits);
        liveMasks[liveCount] = mask;
        bits ^= 1 << mask;
      }
      for (let bits = liveHigh[state]; bits !== 0; liveCount++) {
        const mask = lowestBit(bits);
        liveMasks[liveCount] = 32 + mask;
        bits ^= 1 << mask;
      }
      const deadLow = ~liveLow[state];
      const deadHigh = ~liveHigh[state];
      const stateRow = state * maskCount;
      const row = state * unionClassCount;
      for (let used = 0; used < usedClasses.length; used++) {
        const unionClass = usedClasses[used];
        const next = unionTable[row + unionClass];
        const nextRow = next * maskCount;
        if (next !== 0) {
          if (reached[next] === 0) {
            reached[next] = 1;
            queue[this.queued++] = next;
            memberState.fill(0, nextRow, nextRow + maskCount);
            for (let index = 0; index < liveCount; index++) memberState[nextRow + liveMasks[index]] = -1;
          } else if (((liveLow[next] & deadLow) | (liveHigh[next] & deadHigh)) !== 0) {
            // A mask dead here must be dead there.
            throw errors.maskSetDisagrees(firstMask(liveLow[next] & deadLow, liveHigh[next] & deadHigh), next);
          }
        }
        const spanRow = unionClass * maskCount;
        for (let index = 0; index < liveCount; index++) {
          const mask = liveMasks[index];
          const only = singleClass[spanRow + mask];
          if (only < 0) {
            this.followSpan(state, next, unionClass, mask);
            continue;
          }
          const step = memberTables[mask][memberState[stateRow + mask] + only] * memberClassCounts[mask];
          const known = memberState[nextRow + mask];
          if (known === step) continue;
          if (known !== -1) throw errors.maskSetDisagrees(mask, next === 0 ? state : next);
          memberState[nextRow + mask] = step;
          if (step === 0) continue;
          if (mask < 32) liveLow[next] |= 1 << mask;
          else liveHigh[next] |= 1 << (mask - 32);
        }
      }
    } while (onward && ++head < this.queued);
  }

  /** A union class over several classes of `mask` (a hostile file's): all must lead alike. */
  followSpan(state, next, unionClass, mask) {
    const { maskCount, memberState, live } = this;
    const table = this.memberTables[mask];
    const row = memberState[state * maskCount + mask];
    const nextAt = next * maskCount + mask;
    const { start, classes } = this.spans[mask];
    for (let position = start[unionClass]; position < start[unionClass + 1]; position++) {
      const step = table[row + classes[position]] * this.memberClassCounts[mask];
      const known = memberState[nextAt];
      if (known === -1) {
        memberState[nextAt] = step;
        if (step !== 0) live.add(next, mask);
      } else if (known !== step) {
        // Next is 0: the union refuses a text the mask can still complete. Otherwise
        // two ways into one union state disagree.
        throw errors.maskSetDisagrees(mask, next === 0 ? state : next);
      }
    }
  }
}

/** Where each mask accepts: its row is one of its accepting states' (1 ... acceptingCount). */
function acceptingLabels(live, memberState, members) {
  const stateCount = live.length;
  const maskCount = members.length;
  const memberClassCounts = Int32Array.from(members, (member) => member.classCount);
  const lastAcceptingRow = Int32Array.from(members, (member) => member.acceptingCount * member.classCount);
  const accepting = new MaskBitsArray(stateCount);
  for (let state = 0; state < stateCount; state++) {
    for (let bits = live.low[state]; bits !== 0; bits = (bits & (bits - 1)) >>> 0) {
      const mask = lowestBit(bits);
      const row = memberState[state * maskCount + mask];
      if (row >= memberClassCounts[mask] && row <= lastAcceptingRow[mask]) accepting.add(state, mask);
    }
    for (let bits = live.high[state]; bits !== 0; bits = (bits & (bits - 1)) >>> 0) {
      const mask = 32 + lowestBit(bits);
      const row = memberState[state * maskCount + mask];
      if (row >= memberClassCounts[mask] && row <= lastAcceptingRow[mask]) accepting.add(state, mask);
    }
  }
  return accepting;
}

/** A union state accepts exactly where some mask does. */
function checkUnionAccepts(union, accepting) {
  for (let state = 0; state < union.stateCount; state++) {
    const acceptsSomewhere = !accepting.isEmpty(state);
    if (union.isAccepting(state) !== acceptsSomewhere) {
      const mask = acceptsSomewhere ? firstMask(accepting.low[state], accepting.high[state]) : 0;
      throw errors.maskSetDisagrees(mask, state);
    }
  }
}

/** Whether each byte is in the mask's class of its union class's first byte. */
function refines(unionMap, memberMap, firstByte) {
  for (let byte = 0; byte < 256; byte++) {
    if (memberMap[byte] !== memberMap[firstByte[unionMap[byte]]]) return false;
  }
  return true;
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
