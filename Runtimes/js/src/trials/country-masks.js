import { charactersOf } from "../text/characters.js";
import { decimalDigitValue } from "../text/decimal-digit.js";

/**
 * What maskc reads a phone number's value by when a file's masks are the `phone` preset's
 * (the files `phone` and `phone-national` write): not those masks but the country's own
 * (MaskPresets' `PhoneCountryPrograms`, libphonenumber's formats, then `+CC` and the national
 * number's digits at any of the code's lengths), which the file does not carry. Those take
 * every number the trials pass that is digits alone: a format that reads it whole, or else
 * the digits mask, at a length the trials have just found possible. So a number of a code
 * the file's `phon` section lists, `+` and decimal digits of any script, is a value; the
 * file's coarser masks failed `+61 1800 123 456` (10 digits; its `+61 D DDDD DDDD` has 9).
 * The Swift library's mirror, which an app's `MaskCheck(bytecode:)` runs with no compiler,
 * is `Sources/MaskTrialsCore/Steps/PhoneCountryMasks.swift`: the same hash and the same
 * rule, so web, app and `maskc check -p` give one verdict.
 */

/** FNV-1a (32 bits) of the phone preset's mask names and patterns, as the set lists them. */
const phoneMasksHash = 0x21152d4a;

/**
 * Whether the program's masks are the `phone` preset's, name for name and pattern for
 * pattern (maskc's `MaskPreset.hasPhoneMasks`), by a hash of them.
 * @param {import("../program/mask-program.js").MaskProgram} program
 */
export function hasPhoneMasks(program) {
  return program.set !== null && masksHash(program) === phoneMasksHash;
}

/** @internal FNV-1a of each mask's name and pattern, each followed by a NUL. */
export function masksHash(program) {
  let hash = 0x811c9dc5;
  for (const mask of program.masks) {
    for (const character of `${mask.name}\0${mask.pattern}\0`) {
      hash = Math.imul(hash ^ character.codePointAt(0), 0x01000193) >>> 0;
    }
  }
  return hash;
}

/**
 * Whether the number read (`+447700900123`) is `+` and decimal digits alone (of any script):
 * with a code the reading found, the country's own masks take it once the trials pass it.
 * Any other Character (a letter, a digit with a mark, a space with one) the country's masks
 * weigh by their own layouts, which the file does not carry: the file's masks judge it.
 * @param {string} number
 */
export function isCountryDigits(number) {
  const characters = charactersOf(number);
  return characters[0] === "+" && characters.slice(1).every((character) => decimalDigitValue(character) !== null);
}

/**
 * The printed form of a number the country rule passes ({@link isCountryDigits}): the file's
 * masks' printed value where they read the number as a value (`+44 7700 900123`), else the
 * number as read (`+611800123456`). maskc prints it by the country's own formats
 * (`+61 1800 123 456`), which the file does not carry: this is the nearest form the file
 * gives, and never one that changed a digit (a reading that drops or moves one is no value).
 * @param {string} number
 * @param {(number: string) => {outcome: {kind: string}, printed: string}} readValue the file's value reading
 */
export function countryPrinted(number, readValue) {
  const reading = readValue(number);
  return reading.outcome.kind === "value" ? reading.printed : number;
}
