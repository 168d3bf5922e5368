/**
 * The exact search's forward pass (MaskVM's ReadingSearch.init with ForwardStep): the set of
 * states a reading that keeps the letters and digits kept so far can be in, moved on unit
 * by unit. First the closure over insertions (a literal that closes a number range only
 * after the last typed closer), then what consuming the unit, as typed or as its
 * alternate, reaches. A letter or digit that nothing reaches is dropped by every such
 * reading; a symbol may be kept or dropped, so both sets go on; a typed closer is kept as a
 * letter or digit is.
 *
 * @param {import("./reading-tables.js").ReadingTables} tables
 * @param {import("./reading-input.js").ReadingInput} input
 * @param {(index: number) => Uint8Array | null} alternateOf
 * @param {number} lastCloser
 * @returns {{candidates: number[], optional: Uint8Array, droppedLettersAndDigits: number}}
 */
export function forwardPass(tables, input, alternateOf, lastCloser) {
  const { classMap, readable, stateCount } = tables;
  const { insertions, start } = tables.moves;
  const candidates = [];
  const optional = [];
  let droppedLettersAndDigits = 0;
  // PERF: the sets are lists in the tables' scratch; a state is put in a list only when its
  // stamp is not the current round's, so each list holds distinct states.
  const scratch = forwardScratch(tables);
  const { stamp, lists } = scratch;
  let round = scratch.round;
  let current = lists[0];
  let closure = lists[1];
  let following = lists[2];
  current[0] = tables.startState;
  let currentCount = 1;
  for (let index = 0; index < input.unitCount; index++) {
    const typed = input.typedForm(index);
    const alternate = alternateOf(index);
    if (!readable[classMap[typed[0]]] && alternate === null) continue;
    const isLetterOrDigit = input.isLetterOrDigit(index);
    const significant = isLetterOrDigit || (index <= lastCloser && tables.isCloserUnit(input, index));
    // The closure over insertions.
    round++;
    let closureCount = 0;
    for (let position = 0; position < currentCount; position++) {
      const state = current[position];
      if (stamp[state] !== round) {
        stamp[state] = round;
        closure[closureCount++] = state;
      }
    }
    const allowClosing = index > lastCloser;
    for (let next = 0; next < closureCount; next++) {
      const state = closure[next];
      for (let position = start[state]; position < start[state + 1]; position++) {
        const insertion = insertions[position];
        if (!allowClosing && insertion.closesRange) continue;
        const target = insertion.target;
        if (target !== 0 && stamp[target] !== round) {
          stamp[target] = round;
          closure[closureCount++] = target;
        }
      }
    }
    // Consuming the unit as typed, then as its alternate.
    round++;
    let followingCount = 0;
    for (let position = 0; position < closureCount; position++) {
      followingCount = consumeTargets(tables, typed, closure[position], following, followingCount, stamp, round);
      if (alternate !== null) followingCount = consumeTargets(tables, alternate, closure[position], following, followingCount, stamp, round);
    }
    if (followingCount === 0) {
      if (isLetterOrDigit) droppedLettersAndDigits++;
      continue;
    }
    if (significant) {
      [current, following] = [following, current];
      currentCount = followingCount;
    } else {
      // A symbol may be kept or dropped: both sets go on.
      round++;
      for (let position = 0; position < currentCount; position++) stamp[current[position]] = round;
      for (let position = 0; position < followingCount; position++) {
        const state = following[position];
        if (stamp[state] !== round) {
          stamp[state] = round;
          current[currentCount++] = state;
        }
      }
    }
    candidates.push(index);
    optional.push(significant ? 0 : 1);
  }
  scratch.round = round;
  return { candidates, optional: Uint8Array.from(optional), droppedLettersAndDigits };
}

/**
 * The forward pass's stamps and three lists of states, kept on the tables and reused; the
 * rounds go on from pass to pass, so no stamp of an earlier pass matches a later round.
 */
function forwardScratch(tables) {
  if (!tables.forwardScratch) {
    const size = tables.stateCount;
    tables.forwardScratch = {
      stamp: new Float64Array(size).fill(-1), round: 0, lists: [new Int32Array(size), new Int32Array(size), new Int32Array(size)],
    };
  }
  return tables.forwardScratch;
}

/**
 * Adds to `list` (from `count`) the states consuming `form` from `state` reaches, not yet
 * met this round: as a literal and as meaningful for a one-byte form, each byte the
 * preferred way for a longer one. Returns the new count.
 */
function consumeTargets(tables, form, state, list, count, stamp, round) {
  const k = tables.classCount;
  if (form.length === 1) {
    const base = (state * k + tables.classMap[form[0]]) * 2;
    const literal = tables.targets[base];
    if (literal !== 0 && stamp[literal] !== round) {
      stamp[literal] = round;
      list[count++] = literal;
    }
    const meaningful = tables.targets[base + 1];
    if (meaningful !== 0 && stamp[meaningful] !== round) {
      stamp[meaningful] = round;
      list[count++] = meaningful;
    }
    return count;
  }
  for (let offset = 0; offset < form.length; offset++) {
    const step = tables.directStep(state, tables.classMap[form[offset]]);
    if (step === 0) return count;
    state = step >> 1;
  }
  if (stamp[state] !== round) {
    stamp[state] = round;
    list[count++] = state;
  }
  return count;
}
