import { readingTables, policyOf } from "./reading-parts.js";
import { readAdmitted } from "../reading/read-sample.js";
import { ReadingInput, unicodeAlternate } from "../reading/reading-input.js";
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
 * cannot beat the best reading so far ends the choice. A mask whose fast reading is the
 * search's makes no search; otherwise its forward pass tightens its bound first, and it is
 * passed over, or taken later, on that. (Swift's keep automaton, making bounds exact, is not
 * here.) A test holds the winner to the rule read plainly over every mask.
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
  const unitLetters = lettersAndDigitsOfUnits(input);
  let typed = 0;
  for (let unit = 0; unit < unitLetters.length; unit++) typed += unitLetters[unit];
  const letterBytes = distinctLetterBytes(input, unitLetters);
  // First bound, per mask: its choice bound (the most letters and digits its texts hold, the
  // fewest a complete one holds), on the typed letters and digits less those of the units no
  // state of the mask reads, as typed or as their alternate (no table is derived for it).
  const unread = choiceParts(members).map(({ bound, reads }, mask) => (
    { mask, bound, key: boundKey(bound, typed - unreadableLetters(reads, input, unitLetters, letterBytes), mask), exact: false }));
  let best = null;
  while (unread.length > 0) {
    let top = 0;
    for (let index = 1; index < unread.length; index++) if (beats(unread[index].key, unread[top].key)) top = index;
    const entry = unread[top];
    // No mask left can beat the best reading: its bound is the best it can do.
    if (best !== null && !beats(entry.key, best.key)) break;
    // The keys are all different (the mask breaks ties), so the order of the rest does not
    // matter: the last takes the chosen one's place.
    unread[top] = unread[unread.length - 1];
    unread.pop();
    const { mask, bound } = entry;
    const member = members[mask];
    // Second bound, once the reading needs the exact search (a fast reading that is the
    // search's needs none): its forward pass drops the units that are none of its
    // candidates. A mask that cannot win on it is passed over; one that another unread
    // mask's bound now ranks above goes back among the unread, ranked by it.
    let deferred = false;
    const admit = (search) => {
      if (entry.exact) return true;
      entry.exact = true;
      entry.key = boundKey(bound, typed - lostBy(search, unitLetters), mask);
      if (best !== null && !beats(entry.key, best.key)) return false;
      deferred = unread.some((other) => beats(other.key, entry.key));
      return !deferred;
    };
    const reading = readAdmitted(readingTables(member, policy), input, admit, {
      keepLiterals: true, autocomplete, accepts: (bytes) => member.illegalByteOffset(bytes, false).accepting, mark,
    });
    if (reading === null) {
      if (deferred) unread.push(entry);
      continue;
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

/**
 * Per set (its array of members), each mask's choice bound and, for each byte, whether some
 * state of its reading automaton reads the byte's class (either way): made on first use,
 * once a set rather than once a keystroke.
 * @type {WeakMap<object[], {bound: import("../set/mask-choice-bound.js").MaskChoiceBound, reads: Uint8Array}[]>}
 */
const madeChoiceParts = new WeakMap();

function choiceParts(members) {
  let parts = madeChoiceParts.get(members);
  if (parts === undefined) {
    parts = members.map((member) => ({ bound: maskChoiceBound(member.matcher), reads: readableBytes(member.reader) }));
    madeChoiceParts.set(members, parts);
  }
  return parts;
}

/** For each byte, 1 when some state of `reader` reads the byte's class (either way). */
function readableBytes({ classMap, classCount, targets }) {
  const readable = new Uint8Array(classCount);
  for (let column = 0; column < targets.length; column++) if (targets[column] !== 0) readable[(column >> 1) % classCount] = 1;
  return classMap.map((cls) => readable[cls]);
}

/**
 * The letters and digits of the units of `input` that a mask reads nowhere (`reads`, its
 * readable bytes), as typed or as their alternate (an ASCII letter's other case, a Unicode
 * digit's ASCII digit, ...).
 */
function unreadableLetters(reads, input, unitLetters, firstBytes) {
  // PERF: a mask that reads every letter's and digit's first byte loses none: in the usual
  // field a handful of distinct bytes, checked without a step a unit.
  let readsAll = true;
  for (let index = 0; index < firstBytes.length && readsAll; index++) readsAll = reads[firstBytes[index]] === 1;
  if (readsAll) return 0;
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
 * The distinct first bytes of the units of `input` that hold a letter or digit. PERF: a
 * field's are a handful, looked through in place, not with a call of `includes` a unit.
 */
function distinctLetterBytes(input, unitLetters) {
  const bytes = [];
  for (let unit = 0; unit < input.unitCount; unit++) {
    if (unitLetters[unit] === 0) continue;
    const first = input.firstByte(unit);
    let seen = 0;
    while (seen < bytes.length && bytes[seen] !== first) seen++;
    if (seen === bytes.length) bytes.push(first);
  }
  return bytes;
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
