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
  // Each mask's class of each used class's bytes, where it is one: in a hostile file the
  // union's classes need not refine a mask's, and such a mask's `spans` list them all.
  const usedCount = usedClasses.length;
  const spans = new Array(maskCount).fill(null);
  const memberClasses = new Int32Array(maskCount * usedCount);
  for (let mask = 0; mask < maskCount; mask++) {
    const memberMap = members[mask].classMap;
    if (refines(union.classMap, memberMap, firstByte)) {
      for (let position = 0; position < usedCount; position++) {
        memberClasses[mask * usedCount + position] = memberMap[firstByte[usedClasses[position]]];
      }
    } else {
      spans[mask] = classSpans(union.classMap, union.classCount, memberMap, members[mask].classCount);
    }
  }

  const walk = new LabelWalk(union, members, usedClasses, spans, memberClasses);
  const { live, memberState, rowOf, queue } = walk;
  if (union.startState === 0) {
    members.forEach((member, mask) => {
      if (member.startState !== 0) throw errors.maskSetDisagrees(mask, 0);
    });
  } else {
    const start = union.startState;
    members.forEach((member, mask) => {
      memberState[maskCount + mask] = member.startState;
      if (member.startState !== 0) live.add(start, mask);
    });
    queue[walk.queued++] = start;
    rowOf[start] = walk.queued;
  }
  // PERF: each pass is a small method, compiled soon (as one, the IBAN's walk was half over
  // first); the loop stays here, or the engine compiles it with both inlined (some 10 ms).
  // (Where WebAssembly runs, the kernel walks a set: this is the loader without it.)
  const { liveMasks, liveLow, liveHigh } = walk;
  for (let head = 0; head < walk.queued; head++) {
    const state = queue[head];
    let liveCount = 0;
    for (let bits = liveLow[state]; bits !== 0; bits &= bits - 1) liveMasks[liveCount++] = lowestBit(bits);
    for (let bits = liveHigh[state]; bits !== 0; bits &= bits - 1) liveMasks[liveCount++] = 32 + lowestBit(bits);
    walk.reach(state, liveCount);
    // The state's row: queue[head] has row head + 1.
    for (let index = 0; index < liveCount; index++) {
      const mask = liveMasks[index];
      if (spans[mask] !== null) walk.followSpans(state, head + 1, mask);
      else walk.follow(state, head + 1, mask);
    }
  }
  const unreached = rowOf.indexOf(0, 1);
  if (unreached >= 0) throw errors.unreachableState(unreached);
  return { accepting: acceptingLabels(union, live, memberState, rowOf, members), live };
}

/**
 * The walk of a union automaton beside its masks' own (MaskVM's LabelWalk, in its order):
 * which state of each mask every union state meets (`memberState`, 0 where the mask is
 * dead, -1 while not yet known) and where each mask is live. A state is visited in two
 * passes: the union's targets on every used class (new states queued, the masks dead here
 * checked dead there), then each live mask through the same classes.
 *
 * A state's masks are a row of `memberState`, numbered in the order the walk reaches the
 * states (`rowOf`; row 0 is the dead state's, and 0 is also a state not reached): the rows
 * written are those of reached states, so a hostile union that declares a million states
 * and is refused at its first step touches no more (a zeroed typed array is memory the
 * system gives on first write).
 */
class LabelWalk {
  constructor(union, members, usedClasses, spans, memberClasses) {
    const stateCount = union.stateCount;
    const maskCount = members.length;
    this.maskCount = maskCount;
    this.unionTable = union.transitions;
    this.unionClassCount = union.classCount;
    this.usedClasses = Int32Array.from(usedClasses);
    this.spans = spans;
    this.memberClasses = memberClasses;
    this.memberTables = members.map((member) => member.transitions);
    this.memberClassCounts = Int32Array.from(members, (member) => member.classCount);
    // Zero until a state is reached: only the live masks' entries are set to -1 then.
    this.memberState = new Int32Array(stateCount * maskCount);
    this.rowOf = new Int32Array(stateCount);
    this.live = new MaskBitsArray(stateCount);
    // PERF: as signed words, mask 31's bit stays a 32-bit integer in compiled code.
    this.liveLow = new Int32Array(this.live.low.buffer);
    this.liveHigh = new Int32Array(this.live.high.buffer);
    this.queue = new Int32Array(stateCount);
    this.queued = 0;
    /** The masks live in the state visited, and its targets on each used class. */
    this.liveMasks = new Int32Array(maskCount);
    this.targets = new Int32Array(usedClasses.length);
    this.targetRows = new Int32Array(usedClasses.length);
  }

  /** The first pass: `targets`, each new state queued with its live masks unknown, and the masks dead here dead there. */
  reach(state, liveCount) {
    const { maskCount, unionTable, usedClasses, targets, targetRows, liveLow, liveHigh, rowOf, queue, memberState, liveMasks } = this;
    const row = state * this.unionClassCount;
    const deadLow = ~liveLow[state];
    const deadHigh = ~liveHigh[state];
    for (let position = 0; position < usedClasses.length; position++) {
      const next = unionTable[row + usedClasses[position]];
      targets[position] = next;
      const known = rowOf[next];
      targetRows[position] = known;
      if (next === 0) continue;
      if (known === 0) {
        queue[this.queued++] = next;
        const row = this.queued;
        rowOf[next] = row;
        targetRows[position] = row;
        for (let index = 0; index < liveCount; index++) memberState[row * maskCount + liveMasks[index]] = -1;
      } else if (((liveLow[next] & deadLow) | (liveHigh[next] & deadHigh)) !== 0) {
        // A mask dead here must be dead there (a state reached before has all its masks' states).
        throw errors.maskSetDisagrees(firstMask(liveLow[next] & deadLow, liveHigh[next] & deadHigh), next);
      }
    }
  }

  /** The second pass for a mask whose class of each used class is one. */
  follow(state, stateRow, mask) {
    const { maskCount, targets, targetRows, memberState, memberClasses } = this;
    const table = this.memberTables[mask];
    const row = memberState[stateRow * maskCount + mask] * this.memberClassCounts[mask];
    const usedCount = targets.length;
    const classes = mask * usedCount;
    for (let position = 0; position < usedCount; position++) {
      const step = table[row + memberClasses[classes + position]];
      const slot = targetRows[position] * maskCount + mask;
      const known = memberState[slot];
      if (known === step) continue;
      const next = targets[position];
      if (known !== -1) throw errors.maskSetDisagrees(mask, next === 0 ? state : next);
      memberState[slot] = step;
      if (step === 0) continue;
      if (mask < 32) this.liveLow[next] |= 1 << mask;
      else this.liveHigh[next] |= 1 << (mask - 32);
    }
  }

  /** The second pass for a mask whose classes a used class spans several of (a hostile file's): all must lead alike. */
  followSpans(state, stateRow, mask) {
    const { maskCount, targets, targetRows, usedClasses, memberState, live } = this;
    const table = this.memberTables[mask];
    const row = memberState[stateRow * maskCount + mask] * this.memberClassCounts[mask];
    const { start, classes } = this.spans[mask];
    for (let position = 0; position < targets.length; position++) {
      const next = targets[position];
      const slot = targetRows[position] * maskCount + mask;
      const unionClass = usedClasses[position];
      for (let at = start[unionClass]; at < start[unionClass + 1]; at++) {
        const step = table[row + classes[at]];
        const known = memberState[slot];
        if (known === -1) {
          memberState[slot] = step;
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

/**
 * Where each mask accepts (its state is one of its accepting states, 1 ... acceptingCount);
 * a union state must accept exactly where some mask does. PERF: no method call a state.
 */
function acceptingLabels(union, live, memberState, rowOf, members) {
  const maskCount = members.length;
  const lastAccepting = Int32Array.from(members, (member) => member.acceptingCount);
  const accepting = new MaskBitsArray(union.stateCount);
  for (let state = 0; state < union.stateCount; state++) {
    const row = rowOf[state] * maskCount;
    const low = acceptingOf(live.low[state], 0, memberState, row, lastAccepting);
    const high = acceptingOf(live.high[state], 32, memberState, row, lastAccepting);
    accepting.low[state] = low;
    accepting.high[state] = high;
    const acceptsSomewhere = (low | high) !== 0;
    if (union.isAccepting(state) !== acceptsSomewhere) throw errors.maskSetDisagrees(acceptsSomewhere ? firstMask(low, high) : 0, state);
  }
  return accepting;
}

/** The masks of `bits` (bit i: mask `first` + i) whose state in `memberState[row ...]` accepts, as bits. */
function acceptingOf(bits, first, memberState, row, lastAccepting) {
  let word = 0;
  for (; bits !== 0; bits &= bits - 1) {
    const mask = first + lowestBit(bits);
    const member = memberState[row + mask];
    if (member >= 1 && member <= lastAccepting[mask]) word |= bits & -bits;
  }
  return word >>> 0;
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
