/**
 * The exact search's forward pass (MaskVM's ReadingSearch.init with ForwardStep): the set of
 * states a reading that keeps the letters and digits kept so far can be in, moved on unit
 * by unit. First the closure over insertions (a literal that closes a number range only
 * after the last typed closer), then what consuming the unit, as typed or as its
 * alternate, reaches. A letter or digit that nothing reaches is dropped by every such
 * reading; a symbol may be kept or dropped, so both sets go on; a typed closer is kept as a
 * letter or digit is.
 *
 * PERF: determinized lazily, as Swift's KeepAutomaton is eagerly. For an ASCII unit the step
 * depends only on the set, the byte and whether the unit comes after the last typed closer,
 * so each set met is given an id on the tables and each step out of it is kept there:
 * another reading of the same mask takes one table load a unit, where a set's choice reads
 * tens of masks a keystroke. Once the program's memo budget is spent (4 MB a loaded file,
 * shared by a set's masks, so hostile input cannot grow a long-lived program without
 * bound), and for other units, the step is made afresh.
 *
 * @param {import("./reading-tables.js").ReadingTables} tables
 * @param {import("./reading-input.js").ReadingInput} input
 * @param {(index: number) => Uint8Array | null} alternateOf
 * @param {number} lastCloser
 * @returns {{candidates: number[], optional: Uint8Array, droppedLettersAndDigits: number}}
 */
export function forwardPass(tables, input, alternateOf, lastCloser) {
  const memo = startPass(tables, input);
  const candidates = [];
  const optional = [];
  let droppedLettersAndDigits = 0;
  for (let index = 0; index < input.unitCount; index++) {
    const move = step(tables, memo, input, index, alternateOf, lastCloser);
    if ((move & CANDIDATE) !== 0) {
      candidates.push(index);
      optional.push((move & OPTIONAL) >> 1);
    }
    droppedLettersAndDigits += (move & DROPPED) >> 2;
  }
  return { candidates, optional: Uint8Array.from(optional), droppedLettersAndDigits };
}

/**
 * The letters and digits (`unitLetters`, a count a unit) of the units of `input` that are
 * none of the pass's candidates: those every reading that keeps the most drops. A set's
 * choice ranks a mask by them before it reads it.
 */
export function lettersAndDigitsLost(tables, input, alternateOf, unitLetters) {
  const lastCloser = tables.lastCloser(input);
  const memo = startPass(tables, input);
  let lost = 0;
  for (let index = 0; index < input.unitCount; index++) {
    if ((step(tables, memo, input, index, alternateOf, lastCloser) & CANDIDATE) === 0) lost += unitLetters[index];
  }
  return lost;
}

/** The tables' memo, its cursor at the start's set: by id on ASCII input, else by the set itself. */
function startPass(tables, input) {
  const memo = (tables.forwardScratch ??= newMemo(tables));
  memo.id = input.unitEnds ? -1 : 0;
  memo.set = memo.sets[0];
  return memo;
}

/** The step at unit `index` from the memo's cursor, which moves on: the step's flags. */
function step(tables, memo, input, index, alternateOf, lastCloser) {
  const row = memo.id < 0 ? null : memo.rows[memo.id];
  const column = (index > lastCloser ? 128 : 0) + input.bytes[index];
  const known = row === null ? 0 : row[column];
  if (known !== 0) {
    memo.id = (known >> 3) - 1;
    return known;
  }
  if (row !== null) memo.set = memo.sets[memo.id];
  const { set, move } = stepOf(tables, memo, memo.set, input, index, alternateOf(index), lastCloser);
  memo.set = set;
  if (row !== null) {
    memo.id = idOf(memo, set);
    if (memo.id >= 0) row[column] = move | ((memo.id + 1) << 3);
  }
  return move;
}

/** A step's flags: the unit is a candidate, a candidate that may be dropped (a symbol), a dropped letter or digit. */
const CANDIDATE = 1;
const OPTIONAL = 2;
const DROPPED = 4;

/** The tables' sets and steps, the start's set first; and the stamps and lists a step works in. */
function newMemo(tables) {
  const size = tables.stateCount;
  const memo = {
    ids: new Map(), sets: [], rows: [], id: 0, set: null, budget: tables.memoBudget,
    stamp: new Float64Array(size).fill(-1), round: 0, lists: [new Int32Array(size), new Int32Array(size)],
  };
  idOf(memo, Int32Array.of(tables.startState));
  return memo;
}

/** The id of `set` (its states ascending), given it on first sight; -1 once the budget is spent. */
function idOf(memo, set) {
  const key = set.join();
  let id = memo.ids.get(key);
  if (id === undefined) {
    // A row, the set, its key and their objects. The start's set is kept free of charge:
    // one a mask, whatever is left.
    if (memo.sets.length > 0) {
      const cost = 1124 + 4 * set.length + key.length;
      if (memo.budget.left < cost) return -1;
      memo.budget.left -= cost;
    }
    id = memo.sets.length;
    memo.ids.set(key, id);
    memo.sets.push(set);
    memo.rows.push(new Int32Array(256));
  }
  return id;
}

/**
 * One unit's step out of `set`: the set after it (its states ascending) and its flags. A
 * state is put in a list only when its stamp is not the current round's, so each list holds
 * distinct states; the rounds go on from step to step, so no earlier stamp matches.
 */
function stepOf(tables, memo, set, input, index, alternate, lastCloser) {
  const { classMap, readable } = tables;
  const { start, targetOf, barred } = tables.moves;
  const { stamp, lists: [closure, following] } = memo;
  const typed = input.typedForm(index);
  if (!readable[classMap[typed[0]]] && alternate === null) return { set, move: 0 };
  const isLetterOrDigit = input.isLetterOrDigit(index);
  const significant = isLetterOrDigit || (index <= lastCloser && tables.isCloserUnit(input, index));
  // The closure over insertions.
  let round = ++memo.round;
  let closureCount = 0;
  for (const state of set) {
    stamp[state] = round;
    closure[closureCount++] = state;
  }
  for (let next = 0; next < closureCount; next++) {
    const state = closure[next];
    for (let position = start[state]; position < start[state + 1]; position++) {
      const target = targetOf[position];
      if ((index > lastCloser || (barred[position] & 1) === 0) && target !== 0 && stamp[target] !== round) {
        stamp[target] = round;
        closure[closureCount++] = target;
      }
    }
  }
  // Consuming the unit as typed, then as its alternate.
  round = ++memo.round;
  let count = 0;
  for (let position = 0; position < closureCount; position++) {
    count = consumeTargets(tables, typed, closure[position], following, count, stamp, round);
    if (alternate !== null) count = consumeTargets(tables, alternate, closure[position], following, count, stamp, round);
  }
  if (count === 0) return { set, move: isLetterOrDigit ? DROPPED : 0 };
  if (!significant) {
    // A symbol may be kept or dropped: both sets go on.
    for (const state of set) {
      if (stamp[state] !== round) {
        stamp[state] = round;
        following[count++] = state;
      }
    }
  }
  return { set: following.slice(0, count).sort(), move: significant ? CANDIDATE : CANDIDATE | OPTIONAL };
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
