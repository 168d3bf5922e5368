import { readingTables, policyOf } from "./reading-parts.js";
import { readWith, searchOf } from "../reading/read-sample.js";
import { ReadingInput, unicodeAlternate } from "../reading/reading-input.js";
import { lettersAndDigits } from "../reading/letter-or-digit.js";
import { extractOne, withoutLabel, cannotStart, pastLabel, textAfter } from "./transform.js";

/**
 * How a set chooses the mask that reads an input (docs/editing.md, "Sets of masks"; MaskVM's
 * MaskSetParts+Choice): each mask reads the input as transform reads it, and the reading
 * that keeps the most typed letters and digits, then gives a complete text rather than a
 * partial one, then inserts the fewest literal letters and digits, then comes first in the
 * list, wins.
 *
 * PERF: branch and bound. A mask's reading keeps at most the typed letters and digits of
 * the units it reads somewhere; the masks are taken best bound first, and the first whose
 * bound cannot beat the best reading so far ends the choice. Before a mask is read, its
 * search's forward pass gives a tighter bound (every unit that is none of its candidates
 * is dropped), and a mask that cannot win on it is passed over. Swift bounds otherwise
 * (MaskChoiceBound, KeepAutomaton); the winner is the rule's either way, and a test holds
 * it to the rule read plainly over every mask.
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
 * also gives kinds and marks (`read-sample.js`, `readForEditor`).
 * @param {import("../program/mask-program.js").MaskProgram[]} members
 * @param {ReadingInput} input
 * @param {"typed" | "inserted"} policy
 * @param {boolean} autocomplete
 * @param {number} [mark]
 */
export function chooseMask(members, input, policy, autocomplete, mark) {
  const unitLetters = Array.from({ length: input.unitCount }, (_, unit) => lettersAndDigits(unitText(input, unit)));
  const typed = unitLetters.reduce((sum, count) => sum + count, 0);
  // First bound: the letters and digits of units no state of the mask reads, as typed or as
  // their alternate, are dropped by every reading (no table is derived for it).
  const order = members.map((member, mask) => ({ mask, mostKept: typed - unreadableLetters(member, input, unitLetters) }));
  order.sort((left, right) => right.mostKept - left.mostKept || left.mask - right.mask);
  let best = null;
  for (const { mask, mostKept } of order) {
    if (best !== null && !mayBeat(mostKept, mask, best.key)) break;
    const member = members[mask];
    const search = searchOf(readingTables(member, policy), input);
    // Second bound, from the search's forward pass: the units that are none of its candidates.
    if (best !== null && !mayBeat(typed - lostBy(search, unitLetters), mask, best.key)) continue;
    const reading = readWith(search, {
      keepLiterals: true, autocomplete, accepts: (bytes) => member.illegalByteOffset(bytes, false).accepting, mark,
    });
    let droppedLetters = 0;
    for (const unit of reading.dropped) droppedLetters += unitLetters[unit];
    const key = { kept: typed - droppedLetters, complete: reading.textComplete, mask };
    key.inserted = lettersAndDigits(reading.text) - key.kept;
    if (best === null || beats(key, best.key)) best = { key, reading };
  }
  return { reading: best.reading, mask: best.key.mask };
}

/** The letters and digits of the units that are none of `search`'s candidates. */
function lostBy(search, unitLetters) {
  let lost = 0;
  let candidate = 0;
  for (let unit = 0; unit < unitLetters.length; unit++) {
    if (search.candidates[candidate] === unit) candidate++;
    else lost += unitLetters[unit];
  }
  return lost;
}

/** Per member, for each byte, whether some state of its reading automaton reads the byte's class (either way). */
const readableBytes = new WeakMap();

/**
 * The letters and digits of the units of `input` that `member` reads nowhere, as typed or as
 * their alternate (an ASCII letter's other case, a Unicode digit's ASCII digit, ...).
 */
function unreadableLetters(member, input, unitLetters) {
  let reads = readableBytes.get(member);
  if (reads === undefined) {
    const { classMap, classCount, targets } = member.reader;
    const readable = new Uint8Array(classCount);
    for (let column = 0; column < targets.length; column++) if (targets[column] !== 0) readable[(column >> 1) % classCount] = 1;
    reads = classMap.map((cls) => readable[cls]);
    readableBytes.set(member, reads);
  }
  let lost = 0;
  for (let unit = 0; unit < input.unitCount; unit++) {
    if (unitLetters[unit] === 0 || reads[input.firstByte(unit)] === 1) continue;
    const form = input.typedForm(unit);
    let alternate = -1;
    if (form.length === 1) {
      const folded = form[0] | 0x20;
      if (folded >= 0x61 && folded <= 0x7a) alternate = form[0] ^ 0x20;
    } else if (form.length <= 4) {
      alternate = unicodeAlternate(input.characters[unit])?.[0] ?? -1;
    }
    if (alternate < 0 || reads[alternate] !== 1) lost += unitLetters[unit];
  }
  return lost;
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

/** Whether key `left` wins over `right` under the choice rule. */
function beats(left, right) {
  if (left.kept !== right.kept) return left.kept > right.kept;
  if (left.complete !== right.complete) return left.complete;
  if (left.inserted !== right.inserted) return left.inserted < right.inserted;
  return left.mask < right.mask;
}

/**
 * Whether a reading of mask `mask` keeping at most `mostKept` letters and digits could win
 * over `best`: it keeps more, or as many and `best` could still be beaten (not complete,
 * inserting some, or later in the list). The masks come in order of `mostKept`, so the
 * first that cannot win ends the search.
 */
function mayBeat(mostKept, mask, best) {
  if (mostKept !== best.kept) return mostKept > best.kept;
  return !best.complete || best.inserted > 0 || mask < best.mask;
}

/** The text of one unit of a reading's input. */
function unitText(input, index) {
  if (input.characters) return input.characters[index];
  return String.fromCharCode(input.bytes[index]);
}
