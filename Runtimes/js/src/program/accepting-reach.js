/**
 * The first state (above the dead state 0) from which no accepting state can be reached,
 * or -1 when every state can still accept: what the verifiers check of every automaton
 * (MaskVM's AcceptingReach and `firstStateThatCannotAccept`). A backward search from the
 * accepting states over the reversed transitions; row 0 (the dead state) and moves into
 * it are left out, as in Swift.
 *
 * @param {number} columns entries a row
 * @param {Uint32Array} table `table[state * columns + column]` is a target below `accepting.length`
 * @param {Uint8Array} accepting 1 for each accepting state
 * @returns {number}
 */
export function firstStateThatCannotAccept(columns, table, accepting) {
  const stateCount = accepting.length;
  if (stateCount <= 1) return -1;
  // PERF: a compiled automaton's states mostly lead to later or accepting ones, so passes
  // from the last state to the first (a step or two a state; the search reads every move
  // three times) mark nearly every state that can accept; the search decides the rest.
  const canAccept = accepting.slice();
  let marked = 0;
  for (let pass = 0; pass < 4; pass++) {
    const before = marked;
    marked = markedFromTheLast(columns, table, canAccept, stateCount - 1);
    if (marked === stateCount - 1) return -1;
    if (marked === before) break;
  }
  return firstUnreachedBackward(columns, table, accepting);
}

/**
 * How many states above 0 can accept as seen in one pass from the last state to the first,
 * marking them in `canAccept`: each state marked already (accepting, or by a pass before),
 * and each state with a move to a state already marked. A lower bound, exact when the
 * moves lead forward. PERF: `last` is an argument: code before the loop, run without type
 * feedback while the first call's loop was compiled, deoptimized every later call.
 */
function markedFromTheLast(columns, table, canAccept, last) {
  let marked = 0;
  for (let state = last; state >= 1; state--) {
    if (canAccept[state] === 0) {
      for (let index = state * columns, end = index + columns; index < end; index++) {
        if (canAccept[table[index]] === 1) {
          canAccept[state] = 1;
          break;
        }
      }
    }
    marked += canAccept[state];
  }
  return marked;
}

/** The exact search: backward from the accepting states over the reversed moves. */
function firstUnreachedBackward(columns, table, accepting) {
  const stateCount = accepting.length;
  // Sources of the moves into each state, counted then placed (a counting sort by target).
  // PERF: row by row, so no source is found by a division; a typed stack, not an array.
  const start = new Int32Array(stateCount + 1);
  for (let index = columns; index < table.length; index++) {
    const target = table[index];
    if (target !== 0) start[target + 1]++;
  }
  for (let state = 0; state < stateCount; state++) start[state + 1] += start[state];
  const fill = start.slice();
  const sources = new Int32Array(start[stateCount]);
  for (let state = 1; state < stateCount; state++) {
    for (let index = state * columns, end = index + columns; index < end; index++) {
      const target = table[index];
      if (target !== 0) sources[fill[target]++] = state;
    }
  }
  const canAccept = accepting.slice();
  const stack = new Int32Array(stateCount);
  let height = 0;
  for (let state = 1; state < stateCount; state++) if (accepting[state]) stack[height++] = state;
  while (height > 0) {
    const state = stack[--height];
    for (let position = start[state]; position < start[state + 1]; position++) {
      const source = sources[position];
      if (canAccept[source] === 0) {
        canAccept[source] = 1;
        stack[height++] = source;
      }
    }
  }
  return canAccept.indexOf(0, 1);
}
