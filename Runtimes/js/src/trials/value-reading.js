import { isLetterOrDigitCharacter } from "../reading/letter-or-digit.js";
import { decimalDigitValue } from "../text/decimal-digit.js";
import { charactersOf } from "../text/characters.js";

// The phone reading still imports the Characters from here; they are text/characters.js's.
export { charactersOf } from "../text/characters.js";

/**
 * Reads a sample as a value (the port of MaskVM's `MaskProgram.readValue`, kept beside the
 * trials, its only user here, so the core runtime does not carry it): the sample is a value
 * when transform (with its defaults) prints it complete and nothing typed that matters was
 * lost on the way:
 * - no letter or digit was dropped, not even one the mask takes nowhere (`4111x1111…` is no
 *   card number, though transform lets the `x` go as noise);
 * - no separator of a kind the printed form writes was dropped between two typed letters or
 *   digits that the printed form then writes with no separator between them (`256.1.1.1` is
 *   not `25.6.1.11`). Separators the printed form does not write, and spaces or symbols
 *   before the first or after the last letter or digit, are formatting.
 *
 * @typedef {{kind: "value"} | {kind: "incomplete"} | {kind: "dropped", at: number} | {kind: "moved", at: number}} ValueOutcome
 * @param {import("../program/mask-program.js").MaskProgram} program
 * @param {string} sample
 * @returns {{printed: string, outcome: ValueOutcome, mask: number}}
 */
export function readValue(program, sample) {
  const transformed = program.transform(sample);
  return { printed: transformed.text, outcome: valueOutcome(sample, transformed), mask: transformed.mask };
}

/** The first reason the transformed sample is not its value; `value` when there is none. */
function valueOutcome(sample, transformed) {
  if (transformed.unplaced.length > 0) return { kind: "dropped", at: transformed.unplaced[0] };
  if (transformed.dropped.length > 0) {
    const characters = charactersOf(sample);
    // A leading label (`IBAN `) is noise, not part of the value.
    const label = transformed.label;
    const isTyped = (offset) => offset >= label && offset < characters.length && isLetterOrDigit(characters[offset]);
    const typed = [];
    for (let offset = label; offset < characters.length; offset++) if (isTyped(offset)) typed.push(offset);
    const printed = charactersOf(transformed.text);
    const separators = new Set(printed.filter((character) => !isLetterOrDigit(character)).map(canonical));
    // A lost letter or digit says more than a moved separator, wherever it stands.
    const lost = transformed.dropped.find(isTyped);
    if (lost !== undefined) return { kind: "dropped", at: lost };
    const placed = placesInPrinted(typed.map((offset) => characters[offset]), printed);
    for (const offset of transformed.dropped) {
      if (offset < label || offset >= characters.length || typed.length === 0) continue;
      if (offset <= typed[0] || offset >= typed[typed.length - 1] || !separators.has(canonical(characters[offset]))) continue;
      // The separator stood between the typed letters or digits `after - 1` and `after`;
      // it is kept in meaning when the printed form still parts them.
      let after = typed.findIndex((typedOffset) => typedOffset > offset);
      if (after < 0) after = typed.length;
      const kept = placed !== null && parts(placed[after - 1], placed[after], printed);
      if (!kept) return { kind: "moved", at: offset };
    }
  }
  return transformed.complete ? { kind: "value" } : { kind: "incomplete" };
}

/**
 * Where each typed letter or digit stands in the printed form: the earliest printed letter
 * or digit, after the previous one's, that is the same value (a mask's own letters and
 * digits, such as the `7` of `+7`, are passed over). Null when one has no place.
 */
function placesInPrinted(typed, printed) {
  const places = [];
  let next = 0;
  for (const character of typed) {
    while (next < printed.length && !(isLetterOrDigit(printed[next]) && isSameValue(printed[next], character))) next++;
    if (next >= printed.length) return null;
    places.push(next++);
  }
  return places;
}

/** Whether a separator stands between two places of the printed form. */
function parts(left, right, printed) {
  for (let index = left + 1; index < right; index++) if (!isLetterOrDigit(printed[index])) return true;
  return false;
}

/** A letter or a digit of any script (Swift's `isLetter || isNumber`, on the first scalar). */
const isLetterOrDigit = isLetterOrDigitCharacter;

/** Characters compare as Swift's do: canonically equivalent spellings are equal. */
const canonical = (character) => character.normalize("NFC");

/**
 * The value of a decimal digit of any script, or null. Swift's `wholeNumberValue` also gives
 * the value of other numeric Characters (`²`, `Ⅻ`, `①`); JavaScript has no table of them,
 * and no mask prints one where a typed digit stands, so they compare as characters here.
 */
const digitValue = decimalDigitValue;

/** The same letter or digit once typing is normalized: a digit by its value, a letter up to case. */
function isSameValue(printed, typed) {
  const value = digitValue(printed);
  if (value !== null) return value === digitValue(typed);
  return canonical(printed) === canonical(typed) || printed.toLowerCase() === typed.toLowerCase();
}
