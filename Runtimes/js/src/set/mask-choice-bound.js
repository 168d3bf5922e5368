/**
 * What one mask's match automaton tells, before any reading, about the best a reading of it
 * can score under a set's choice rule (MaskVM's MaskChoiceBound, whose reasons this follows):
 * - a reading keeps at most as many typed letters and digits as its text holds, counted
 *   generously (one for each ASCII letter or digit byte and each UTF-8 lead byte):
 *   `mostLettersOrDigits` is the most any path holds (Infinity for an infinite language);
 * - a complete text holds at least `fewestInComplete` ASCII letters and digits (null when no
 *   text is complete), so a complete reading keeping `kept` inserted at least that less `kept`;
 * - a typed ASCII digit (letter) can be kept only if some text holds an ASCII digit (letter).
 *
 * @typedef {{mostLettersOrDigits: number, fewestInComplete: number | null, readsASCIIDigit: boolean, readsASCIILetter: boolean}} MaskChoiceBound
 */

/** Each matcher's bound, made on first use. */
const made = new WeakMap();

/**
 * The bound of the mask whose match automaton is `matcher`. O(states × classes).
 * @param {import("../program/dense-dfa.js").DenseDFA} matcher
 * @returns {MaskChoiceBound}
 */
export function maskChoiceBound(matcher) {
  let bound = made.get(matcher);
  if (bound === undefined) {
    bound = boundOf(matcher);
    made.set(matcher, bound);
  }
  return bound;
}

/**
 * The best key (`{kept, complete, inserted, mask}`, as the choice ranks readings) that a
 * reading of mask `mask`, with bound `bound`, keeping at most `kept` typed letters and
 * digits can have: no reading of it ranks above this key.
 * @param {MaskChoiceBound} bound
 * @param {number} kept
 * @param {number} mask
 */
export function boundKey(bound, kept, mask) {
  const most = Math.min(kept, bound.mostLettersOrDigits);
  const fewest = bound.fewestInComplete;
  return { kept: most, complete: fewest !== null, inserted: Math.max(0, (fewest ?? 0) - most), mask };
}

function boundOf(matcher) {
  const { classMap, classCount: k, stateCount, transitions } = matcher;
  // Per class, over its bytes: the most a byte counts (generously), the least an ASCII
  // letter or digit byte counts, and whether it holds an ASCII digit or letter.
  const most = new Uint8Array(k);
  const least = new Uint8Array(k).fill(1);
  const digit = new Uint8Array(k);
  const letter = new Uint8Array(k);
  for (let byte = 0; byte < 256; byte++) {
    const cls = classMap[byte];
    const isDigit = byte >= 0x30 && byte <= 0x39;
    const isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a;
    if (isDigit || isLetter || byte >= 0xc0) most[cls] = 1;
    if (!(isDigit || isLetter)) least[cls] = 0;
    if (isDigit) digit[cls] = 1;
    if (isLetter) letter[cls] = 1;
  }
  let readsASCIIDigit = false;
  let readsASCIILetter = false;
  for (let state = 1; state < stateCount; state++) {
    for (let cls = 0; cls < k; cls++) {
      if (transitions[state * k + cls] === 0) continue;
      readsASCIIDigit ||= digit[cls] === 1;
      readsASCIILetter ||= letter[cls] === 1;
    }
  }
  return {
    mostLettersOrDigits: longestPath(matcher, most), fewestInComplete: shortestPathToAccepting(matcher, least),
    readsASCIIDigit, readsASCIILetter,
  };
}

/**
 * The greatest weight of a path from the start (weights of 0 and 1 per class), or Infinity
 * if a cycle is reachable. An iterative depth-first search, so a large automaton cannot
 * exhaust the stack.
 */
function longestPath({ classCount: k, stateCount, startState: start, transitions }, weights) {
  if (start === 0 || start >= stateCount) return 0;
  // 0 unseen, 1 on the path, 2 done.
  const color = new Uint8Array(stateCount);
  const longest = new Float64Array(stateCount);
  // The path from the start: its states, and for each the next class to follow.
  const pathStates = new Uint32Array(stateCount);
  const pathClasses = new Uint32Array(stateCount);
  pathStates[0] = start;
  color[start] = 1;
  let depth = 1;
  while (depth > 0) {
    const top = depth - 1;
    const state = pathStates[top];
    const cls = pathClasses[top];
    if (cls === k) {
      // Done: its value is final, and counts for the class its parent followed.
      color[state] = 2;
      depth = top;
      if (top > 0) {
        const parent = pathStates[top - 1];
        const parentClass = pathClasses[top - 1];
        longest[parent] = Math.max(longest[parent], weights[parentClass] + longest[state]);
        pathClasses[top - 1] = parentClass + 1;
      }
      continue;
    }
    const target = transitions[state * k + cls];
    if (target === 0) {
      pathClasses[top] = cls + 1;
    } else if (color[target] === 1) {
      return Infinity;
    } else if (color[target] === 0) {
      color[target] = 1;
      pathStates[depth] = target;
      pathClasses[depth] = 0;
      depth++;
    } else {
      longest[state] = Math.max(longest[state], weights[cls] + longest[target]);
      pathClasses[top] = cls + 1;
    }
  }
  return longest[start];
}

/**
 * The least weight of a path from the start to an accepting state (weights of 0 and 1 per
 * class), or null when none is reachable. Level by level: the states at distance `level`
 * are closed under weight-0 steps before any at `level + 1` is taken, so the first accepting
 * state taken is a nearest one.
 */
function shortestPathToAccepting(matcher, weights) {
  const { classCount: k, stateCount, startState: start, transitions } = matcher;
  if (start === 0) return null;
  const distance = new Float64Array(stateCount).fill(Infinity);
  const done = new Uint8Array(stateCount);
  let current = [start];
  let following = [];
  distance[start] = 0;
  for (let level = 0; current.length > 0; level++) {
    for (let position = 0; position < current.length; position++) {
      const state = current[position];
      if (done[state] === 1) continue;
      done[state] = 1;
      if (matcher.isAccepting(state)) return level;
      for (let cls = 0; cls < k; cls++) {
        const target = transitions[state * k + cls];
        if (target === 0) continue;
        const reached = level + weights[cls];
        if (reached >= distance[target]) continue;
        distance[target] = reached;
        if (weights[cls] === 0) current.push(target);
        else following.push(target);
      }
    }
    [current, following] = [following, []];
  }
  return null;
}
