import { readingTables, policyOf } from "./reading-parts.js";
import { readSample } from "../reading/read-sample.js";
import { lettersAndDigits } from "../reading/letter-or-digit.js";
import { extractOne } from "./transform.js";

/**
 * How a set chooses the mask that reads an input (docs/editing.md, "Sets of masks"; MaskVM's
 * MaskSetParts+Choice): each mask reads the input as transform reads it, and the reading
 * that keeps the most typed letters and digits, then gives a complete text rather than a
 * partial one, then inserts the fewest literal letters and digits, then comes first in the
 * list, wins. Swift reads the masks best bound first and stops when no mask left can win
 * (branch and bound, the same winner); this runtime reads every mask.
 *
 * @param {import("../program/mask-program.js").MaskProgram[]} members
 * @param {string} sample
 * @param {{autocomplete?: boolean, optionalLiterals?: "typed" | "inserted"}} [options]
 * @returns {import("./transform.js").Transformed}
 */
export function transformSet(members, sample, options) {
  const policy = policyOf(options);
  const autocomplete = options?.autocomplete !== false;
  const typed = lettersAndDigits(sample.toWellFormed());
  let best = null;
  members.forEach((member, mask) => {
    const reading = readSample(readingTables(member, policy), sample, {
      keepLiterals: true, autocomplete, accepts: (bytes) => member.illegalByteOffset(bytes, false).accepting,
    });
    let droppedLetters = 0;
    for (const unit of reading.dropped) droppedLetters += lettersAndDigits(unitText(reading.input, unit));
    const key = { kept: typed - droppedLetters, complete: reading.textComplete, mask };
    key.inserted = lettersAndDigits(reading.text) - key.kept;
    if (best === null || beats(key, best.key)) best = { key, reading };
  });
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

/** Whether key `left` wins over `right` under the choice rule (a later mask only by a better reading). */
function beats(left, right) {
  if (left.kept !== right.kept) return left.kept > right.kept;
  if (left.complete !== right.complete) return left.complete;
  if (left.inserted !== right.inserted) return left.inserted < right.inserted;
  return left.mask < right.mask;
}

/** The text of one unit of a reading's input. */
function unitText(input, index) {
  if (input.characters) return input.characters[index];
  return String.fromCharCode(input.bytes[index]);
}
