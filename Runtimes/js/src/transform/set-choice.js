import { readingTables, policyOf } from "./reading-parts.js";
import { readInput, unitAlternates, closedInput } from "../reading/read-sample.js";
import { joinsNumbersTypedApart } from "../reading/joined-numbers.js";
import { lettersAndDigitsLost } from "../reading/forward-pass.js";
import { ReadingInput } from "../reading/reading-input.js";
import { lettersAndDigits, isLetterOrDigitByte } from "../reading/letter-or-digit.js";
import { maskChoiceBound, boundKey } from "../set/mask-choice-bound.js";
import { extractOne, withoutLabel, cannotStart, pastLabel, textAfter } from "./transform.js";

/**
 * How a set chooses the mask that reads an input (docs/editing.md, "Sets of masks"; MaskVM's
 * MaskSetParts+Choice): each mask reads the input as transform reads it, and the reading
 * that keeps the most typed letters and digits, then gives a complete text rather than a
 * partial one, then inserts the fewest literal letters and digits, then comes first in the
 * list, wins.
 *
 * PERF: branch and bound, as Swift's (MaskChoiceBound): each mask's bound is a key no
 * reading of it ranks above; masks are taken best bound first, and the first whose bound
 * cannot beat the best reading so far ends the choice. Before a mask is read, its forward
 * pass (determinized as it goes, as Swift's keep automaton is at once) makes its bound exact
 * on letters and digits, and it is passed over, or taken later, on that. A test holds the
 * winner to the rule read plainly over every mask.
 *
 * @param {import("../program/mask-program.js").MaskProgram[]} members
 * @param {string} sample
 * @param {{autocomplete?: boolean, optionalLiterals?: "typed" | "inserted"}} [options]
 * @returns {import("./transform.js").Transformed}
 */
export function transformSet(members, sample, options) {
  const policy = policyOf(options);
  // A leading label no mask can start with (`Card `) is noise, as for one mask.
  const { body, label } = withoutLabel(sample, (words) => members.every((member) => cannotStart(readingTables(member, policy), words)));
  const { reading, mask } = chooseMask(members, new ReadingInput(body), policy, options?.autocomplete !== false);
  return {
    text: reading.text, complete: reading.complete, dropped: pastLabel(reading.dropped, label, true),
    unplaced: pastLabel(reading.unplaced, label, false), mask, label,
  };
}

/**
 * The choice of {@link transformSet} on the input after any label: the winner's reading and
 * mask. `mark`, for the editor, is the unit whose place the caret needs: the reading then
 * also gives kinds and marks (`read-sample.js`, `readInput`).
 * @param {import("../program/mask-program.js").MaskProgram[]} members
 * @param {ReadingInput} input
 * @param {"typed" | "inserted"} policy
 * @param {boolean} autocomplete
 * @param {number} [mark]
 */
export function chooseMask(members, input, policy, autocomplete, mark) {
  const unitLetters = lettersAndDigitsOfUnits(input);
  let typed = 0;
  for (let unit = 0; unit < unitLetters.length; unit++) typed += unitLetters[unit];
  // First bound, per mask: its choice bound (the most letters and digits its texts hold, the
  // fewest a complete one holds) on the typed letters and digits. PERF: the unread masks are
  // a heap, best bound on top (the mask breaks ties), not scanned whole at each step: tens
  // of masks' bounds tie until each is made exact.
  const unread = [];
  choiceBounds(members).forEach((bound, mask) => push(unread, { mask, bound, key: boundKey(bound, typed, mask), exact: false }));
  let best = null;
  while (unread.length > 0) {
    const entry = pop(unread);
    // No mask left can beat the best reading: its bound is the best it can do.
    if (best !== null && !beats(entry.key, best.key)) break;
    const { mask, bound } = entry;
    const member = members[mask];
    const tables = readingTables(member, policy);
    // Second bound, exact on letters and digits: the forward pass (a table load a unit on
    // ASCII input) drops those every reading that keeps the most drops. A mask that cannot
    // win on it is passed over, unread; one that another unread mask's bound now ranks above
    // goes back among the unread, ranked by it.
    if (!entry.exact) {
      entry.exact = true;
      // Separators the mask does not write that close a range read as its own (rule 6).
      const closed = closedInput(tables, input, (bytes) => member.illegalByteOffset(bytes, false).accepting);
      entry.key = boundKey(bound, typed - lettersAndDigitsLost(tables, closed, unitAlternates(tables, closed), unitLetters), mask);
      if (best !== null && !beats(entry.key, best.key)) continue;
      if (unread.length > 0 && beats(unread[0].key, entry.key)) {
        push(unread, entry);
        continue;
      }
    }
    const options = { keepLiterals: true, autocomplete, accepts: (bytes) => member.illegalByteOffset(bytes, false).accepting, mark };
    const reading = readInput(tables, input, options);
    // Complete as transform of this mask alone says: numbers typed apart and written as one
    // are no value (rule 6).
    if (reading.textComplete && reading.dropped.length > 0 && tables.hasRanges) {
      const again = reading.kinds ? reading : readInput(tables, input, { ...options, mark: 0 });
      if (joinsNumbersTypedApart(tables, again.bytes, again.kinds, input, again.dropped)) reading.textComplete = reading.complete = false;
    }
    let droppedLetters = 0;
    for (const unit of reading.dropped) droppedLetters += unitLetters[unit];
    const kept = typed - droppedLetters;
    // Made whole, in boundKey's order, so that every key `beats` compares has one shape.
    const key = { kept, complete: reading.textComplete, inserted: lettersAndDigits(reading.text) - kept, mask };
    if (best === null || beats(key, best.key)) best = { key, reading };
  }
  return { reading: best.reading, mask: best.key.mask };
}

/**
 * A set's extract: the mask transform would choose (without autocomplete) reads the value,
 * from after the set's label.
 * @returns {import("./transform.js").Extracted}
 */
export function extractSet(members, sample, options) {
  const { mask, label } = transformSet(members, sample, { autocomplete: false, optionalLiterals: options?.optionalLiterals });
  // The chosen mask reads the value from after the set's label (a member alone might take
  // other words for one).
  const extracted = extractOne(members[mask], label === 0 ? sample : textAfter(sample, label), options, false);
  return { ...extracted, at: extracted.at === null ? null : extracted.at + label, mask };
}

/** Per set (its array of members), each mask's choice bound: looked up once a set, not once a mask a keystroke. */
const madeBounds = new WeakMap();

function choiceBounds(members) {
  let bounds = madeBounds.get(members);
  if (bounds === undefined) madeBounds.set(members, (bounds = members.map((member) => maskChoiceBound(member.matcher))));
  return bounds;
}

/** Adds `entry` to `heap` (a binary heap of entries, the best key first). */
function push(heap, entry) {
  let at = heap.length;
  heap.push(entry);
  while (at > 0 && beats(entry.key, heap[(at - 1) >> 1].key)) {
    heap[at] = heap[(at - 1) >> 1];
    at = (at - 1) >> 1;
  }
  heap[at] = entry;
}

/** Takes the entry of the best key out of `heap`. */
function pop(heap) {
  const top = heap[0];
  const last = heap.pop();
  if (heap.length === 0) return top;
  let at = 0;
  for (let child = 1; child < heap.length; child = 2 * at + 1) {
    if (child + 1 < heap.length && beats(heap[child + 1].key, heap[child].key)) child++;
    if (!beats(heap[child].key, last.key)) break;
    heap[at] = heap[child];
    at = child;
  }
  heap[at] = last;
  return top;
}

/** Whether key `left` wins over `right` under the choice rule. */
function beats(left, right) {
  if (left.kept !== right.kept) return left.kept > right.kept;
  if (left.complete !== right.complete) return left.complete;
  if (left.inserted !== right.inserted) return left.inserted < right.inserted;
  return left.mask < right.mask;
}

/**
 * How many letters and digits each unit of a reading's input holds. PERF: a plain ASCII
 * input's units are its bytes, judged without a string each; the counts are a plain array,
 * which the engine keeps in its heap where a typed array of a field's length is allocated
 * outside it, once a keystroke.
 */
function lettersAndDigitsOfUnits(input) {
  // PERF: every element is set below; `fill` would be a call into the engine's C++.
  const counts = new Array(input.unitCount);
  if (input.characters) {
    for (let unit = 0; unit < counts.length; unit++) counts[unit] = lettersAndDigits(input.characters[unit]);
  } else {
    for (let unit = 0; unit < counts.length; unit++) counts[unit] = isLetterOrDigitByte(input.bytes[unit]) ? 1 : 0;
  }
  return counts;
}
