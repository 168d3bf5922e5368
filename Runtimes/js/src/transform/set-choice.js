import { readingTables, policyOf } from "./reading-parts.js";
import { readWith, searchOf } from "../reading/read-sample.js";
import { ReadingInput } from "../reading/reading-input.js";
import { lettersAndDigits } from "../reading/letter-or-digit.js";
import { extractOne } from "./transform.js";

/**
 * How a set chooses the mask that reads an input (docs/editing.md, "Sets of masks"; MaskVM's
 * MaskSetParts+Choice): each mask reads the input as transform reads it, and the reading
 * that keeps the most typed letters and digits, then gives a complete text rather than a
 * partial one, then inserts the fewest literal letters and digits, then comes first in the
 * list, wins.
 *
 * PERF: each mask's forward pass bounds the letters and digits its reading keeps (every
 * unit that is no candidate of its search is dropped); the masks are read best bound first,
 * and a mask whose bound cannot beat the best reading so far is not read. Swift bounds more
 * tightly (MaskChoiceBound, KeepAutomaton); the winner is the rule's either way.
 *
 * @param {import("../program/mask-program.js").MaskProgram[]} members
 * @param {string} sample
 * @param {{autocomplete?: boolean, optionalLiterals?: "typed" | "inserted"}} [options]
 * @returns {import("./transform.js").Transformed}
 */
export function transformSet(members, sample, options) {
  const policy = policyOf(options);
  const autocomplete = options?.autocomplete !== false;
  const input = new ReadingInput(sample);
  const unitLetters = Array.from({ length: input.unitCount }, (_, unit) => lettersAndDigits(unitText(input, unit)));
  const typed = unitLetters.reduce((sum, count) => sum + count, 0);
  const searches = members.map((member, mask) => {
    const search = searchOf(readingTables(member, policy), input);
    // The letters and digits of the units no reading of this mask can consume.
    let lost = 0;
    let candidate = 0;
    for (let unit = 0; unit < input.unitCount; unit++) {
      if (search.candidates[candidate] === unit) candidate++;
      else lost += unitLetters[unit];
    }
    return { search, mask, mostKept: typed - lost };
  });
  searches.sort((left, right) => right.mostKept - left.mostKept || left.mask - right.mask);
  let best = null;
  for (const { search, mask, mostKept } of searches) {
    if (best !== null && !mayBeat(mostKept, mask, best.key)) break;
    const member = members[mask];
    const reading = readWith(search, {
      keepLiterals: true, autocomplete, accepts: (bytes) => member.illegalByteOffset(bytes, false).accepting,
    });
    let droppedLetters = 0;
    for (const unit of reading.dropped) droppedLetters += unitLetters[unit];
    const key = { kept: typed - droppedLetters, complete: reading.textComplete, mask };
    key.inserted = lettersAndDigits(reading.text) - key.kept;
    if (best === null || beats(key, best.key)) best = { key, reading };
  }
  const { reading, key } = best;
  return { text: reading.text, complete: reading.complete, dropped: reading.dropped, unplaced: reading.unplaced, mask: key.mask };
}

/**
 * A set's extract: the mask transform would choose (without autocomplete) reads the value.
 * @returns {import("./transform.js").Extracted}
 */
export function extractSet(members, sample, options) {
  const { mask } = transformSet(members, sample, { autocomplete: false, optionalLiterals: options?.optionalLiterals });
  return { ...extractOne(members[mask], sample, options), mask };
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
