import { readingTables, policyOf } from "./reading-parts.js";
import { readSample } from "../reading/read-sample.js";

/**
 * What transform returns: the formatted text (never illegal for the mask), whether it is
 * complete (its text is, and no typed letter or digit was dropped), the Character offsets of
 * the input's dropped characters, those of them that are letters or digits the mask could
 * have taken (`unplaced`), and the mask that formatted it (0-based; 0 for one mask).
 * @typedef {{text: string, complete: boolean, dropped: number[], unplaced: number[], mask: number}} Transformed
 */

/**
 * What extract returns: the meaningful characters (padding zeros included) and the verdict:
 * illegal at the first letter or digit that found no place, else complete when literals
 * alone finish the reading, else partial; and the mask that read it.
 * @typedef {{value: string, result: "complete" | "partial" | "illegal", at: number | null, mask: number}} Extracted
 */

/**
 * Transform of a program of one mask (MaskVM's `MaskProgram.transform`).
 * @param {import("../program/mask-program.js").MaskProgram} program
 * @param {string} sample
 * @param {{autocomplete?: boolean, optionalLiterals?: "typed" | "inserted"}} [options]
 * @returns {Transformed}
 */
export function transformOne(program, sample, options) {
  const tables = readingTables(program, policyOf(options));
  const reading = readSample(tables, sample, {
    keepLiterals: true, autocomplete: options?.autocomplete !== false, accepts: (bytes) => accepts(program, bytes),
  });
  return { text: reading.text, complete: reading.complete, dropped: reading.dropped, unplaced: reading.unplaced, mask: 0 };
}

/**
 * Extract of a program of one mask (MaskVM's `MaskProgram.extract`).
 * @param {import("../program/mask-program.js").MaskProgram} program
 * @param {string} sample
 * @param {{optionalLiterals?: "typed" | "inserted"}} [options]
 * @returns {Extracted}
 */
export function extractOne(program, sample, options) {
  const tables = readingTables(program, policyOf(options));
  const reading = readSample(tables, sample, { keepLiterals: false, autocomplete: false, accepts: () => false });
  let result = "partial";
  let at = null;
  if (reading.unplaced.length > 0) {
    result = "illegal";
    at = reading.unplaced[0];
  } else if (!reading.droppedLetterOrDigit && tables.completable[reading.finalState] === 1) {
    result = "complete";
  }
  return { value: reading.text, result, at, mask: 0 };
}

/** Whether the mask's match automaton accepts `bytes` (asked for an ambiguous mask). */
function accepts(program, bytes) {
  return program.illegalByteOffset(bytes, false).accepting;
}

