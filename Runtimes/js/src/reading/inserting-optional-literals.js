import { ReadingAutomaton } from "../program/reading-automaton.js";

/**
 * The reading automaton for the `inserted` optional-literal policy (MaskVM's
 * `insertingOptionalLiterals`): the same states with every meaningful transition removed
 * that skips an optional literal, or null when there is none. A meaningful transition
 * `s —c→ m` skips one when a literal transition of `s` of a smaller rank leads, through
 * literal transitions only, to a state whose meaningful transition on `c` also reaches `m`.
 * @param {ReadingAutomaton} reader
 * @returns {ReadingAutomaton | null}
 */
export function insertingOptionalLiterals(reader) {
  const { classCount: k, stateCount, targets, ranks } = reader;
  const pruned = Uint32Array.from(targets);
  let changed = false;
  const seen = new Int32Array(stateCount).fill(-1);
  let visit = 0;
  for (let state = 1; state < stateCount; state++) {
    const base = state * k * 2;
    for (let cls = 0; cls < k; cls++) {
      const meaningful = targets[base + 2 * cls + 1];
      if (meaningful === 0) continue;
      const meaningfulRank = ranks[base + 2 * cls + 1];
      visit++;
      const stack = [];
      for (let literalClass = 0; literalClass < k; literalClass++) {
        const target = targets[base + 2 * literalClass];
        if (target !== 0 && ranks[base + 2 * literalClass] < meaningfulRank && seen[target] !== visit) {
          seen[target] = visit;
          stack.push(target);
        }
      }
      let skips = false;
      while (stack.length > 0 && !skips) {
        const through = stack.pop();
        const throughBase = through * k * 2;
        if (targets[throughBase + 2 * cls + 1] === meaningful) {
          skips = true;
          break;
        }
        for (let literalClass = 0; literalClass < k; literalClass++) {
          const target = targets[throughBase + 2 * literalClass];
          if (target !== 0 && seen[target] !== visit) {
            seen[target] = visit;
            stack.push(target);
          }
        }
      }
      if (skips) {
        pruned[base + 2 * cls + 1] = 0;
        changed = true;
      }
    }
  }
  if (!changed) return null;
  const prunedRanks = Uint32Array.from(ranks);
  for (let index = 1; index < pruned.length; index += 2) if (pruned[index] === 0) prunedRanks[index] = 0;
  try {
    return new ReadingAutomaton({
      classMap: reader.classMap, classCount: k, startState: reader.startState,
      targets: pruned, ranks: prunedRanks, accepting: reader.accepting,
    });
  } catch {
    return null;
  }
}
