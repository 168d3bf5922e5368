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
  const candidates = [];
  const optional = [];
  let droppedLettersAndDigits = 0;
  const stamp = new Int32Array(stateCount).fill(-1);
  let round = 0;
  let current = [tables.startState];
  const push = (state, list) => {
    if (state === 0 || stamp[state] === round) return;
    stamp[state] = round;
    list.push(state);
  };
  for (let index = 0; index < input.unitCount; index++) {
    const typed = input.typedForm(index);
    const cls = classMap[typed[0]];
    const alternate = alternateOf(index);
    if (!readable[cls] && alternate === null) continue;
    const isLetterOrDigit = input.isLetterOrDigit(index);
    const significant = isLetterOrDigit || (index <= lastCloser && tables.isCloserUnit(input, index));
    // The closure over insertions.
    round++;
    const closure = [];
    for (const state of current) push(state, closure);
    const allowClosing = index > lastCloser;
    const { insertions, start } = tables.moves;
    for (let next = 0; next < closure.length; next++) {
      const state = closure[next];
      for (let position = start[state]; position < start[state + 1]; position++) {
        if (allowClosing || !insertions[position].closesRange) push(insertions[position].target, closure);
      }
    }
    // Consuming the unit as typed, then as its alternate.
    round++;
    const following = [];
    for (const state of closure) consumeTargets(tables, typed, state, (target) => push(target, following));
    if (alternate !== null) for (const state of closure) consumeTargets(tables, alternate, state, (target) => push(target, following));
    if (following.length === 0) {
      if (isLetterOrDigit) droppedLettersAndDigits++;
      continue;
    }
    if (significant) {
      current = following;
    } else {
      round++;
      for (const state of current) stamp[state] = round;
      for (const state of following) push(state, current);
    }
    candidates.push(index);
    optional.push(significant ? 0 : 1);
  }
  return { candidates, optional: Uint8Array.from(optional), droppedLettersAndDigits };
}

/**
 * The states consuming `form` from `state` reaches: as a literal and as meaningful for a
 * one-byte form, each byte the preferred way for a longer one.
 */
function consumeTargets(tables, form, state, visit) {
  const k = tables.classCount;
  if (form.length === 1) {
    const base = (state * k + tables.classMap[form[0]]) * 2;
    visit(tables.targets[base]);
    visit(tables.targets[base + 1]);
    return;
  }
  for (let offset = 0; offset < form.length; offset++) {
    const step = tables.directStep(state, tables.classMap[form[offset]]);
    if (step === 0) return;
    state = step >> 1;
  }
  visit(state);
}
