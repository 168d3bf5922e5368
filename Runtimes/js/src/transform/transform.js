import { readingTables, policyOf } from "./reading-parts.js";
import { readSample, readInput } from "../reading/read-sample.js";
import { joinsNumbersTypedApart } from "../reading/joined-numbers.js";
import { ReadingInput } from "../reading/reading-input.js";
import { leadingLabelUnits, unitsText } from "../reading/leading-label.js";

/**
 * What transform returns: the formatted text (never illegal for the mask), whether it is
 * complete (its text is, and no typed letter or digit was dropped), the Character offsets of
 * the input's dropped characters, those of them that are letters or digits the mask could
 * have taken (`unplaced`), the mask that formatted it (0-based; 0 for one mask), and how
 * many Characters at the start were a leading label (`Tel.: `), the first of the dropped.
 * @typedef {{text: string, complete: boolean, dropped: number[], unplaced: number[], mask: number, label: number}} Transformed
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
  const { body, label } = withoutLabel(sample, (words) => cannotStart(tables, words));
  const readOptions = { keepLiterals: true, autocomplete: options?.autocomplete !== false, accepts: (bytes) => accepts(program, bytes) };
  const reading = readSample(tables, body, readOptions);
  // Rule 6: numbers typed apart and written as one are no value (read again for the kinds).
  let { complete } = reading;
  if (complete && reading.dropped.length > 0 && tables.hasRanges) {
    const again = readInput(tables, reading.input, { ...readOptions, mark: 0 });
    complete = !joinsNumbersTypedApart(tables, again.bytes, again.kinds, reading.input, again.dropped);
  }
  return {
    text: reading.text, complete, dropped: pastLabel(reading.dropped, label, true),
    unplaced: pastLabel(reading.unplaced, label, false), mask: 0, label,
  };
}

/**
 * Extract of a program of one mask (MaskVM's `MaskProgram.extract`).
 * @param {import("../program/mask-program.js").MaskProgram} program
 * @param {string} sample
 * @param {{optionalLiterals?: "typed" | "inserted"}} [options]
 * @param {boolean} [labels] false reads a leading label as data (a set's member, after the set's own label rule)
 * @returns {Extracted}
 */
export function extractOne(program, sample, options, labels = true) {
  const tables = readingTables(program, policyOf(options));
  const { body, label } = labels ? withoutLabel(sample, (words) => cannotStart(tables, words)) : { body: sample, label: 0 };
  const reading = readSample(tables, body, { keepLiterals: false, autocomplete: false, accepts: () => false });
  let result = "partial";
  let at = null;
  if (reading.unplaced.length > 0) {
    result = "illegal";
    at = reading.unplaced[0] + label;
  } else if (!reading.droppedLetterOrDigit && tables.completable[reading.finalState] === 1) {
    result = "complete";
  }
  return { value: reading.text, result, at, mask: 0 };
}

/** Whether the mask's match automaton accepts `bytes` (asked for an ambiguous mask). */
function accepts(program, bytes) {
  return program.illegalByteOffset(bytes, false).accepting;
}


/**
 * `sample` without its leading labels (docs/editing.md, rule 4): the text the value is read
 * from, and how many Characters the labels were. PERF: a sample that starts with neither a
 * space nor a letter (a number, a `+`) is never cut into Characters for it.
 * @param {string} sample
 * @param {(words: string) => boolean} cannotStart
 */
export function withoutLabel(sample, cannotStart) {
  const first = sample.charCodeAt(0);
  if (!(first >= 0x80 || first === 0x20 || first === 0x09 || ((first | 0x20) >= 0x61 && (first | 0x20) <= 0x7a))) {
    return { body: sample, label: 0 };
  }
  const input = new ReadingInput(sample);
  const label = leadingLabelUnits(input, cannotStart);
  return { body: label === 0 ? sample : unitsText(input, label, input.unitCount), label };
}

/** `sample` after its first `count` Characters. */
export function textAfter(sample, count) {
  const input = new ReadingInput(sample);
  return unitsText(input, count, input.unitCount);
}

/**
 * Whether the mask of `tables` cannot start with `words`: reading them alone, from the
 * start, drops a letter or digit.
 */
export function cannotStart(tables, words) {
  return readSample(tables, words, { keepLiterals: true, autocomplete: false, accepts: () => false }).droppedLetterOrDigit;
}

/**
 * Offsets of a reading of the text after a label of `label` Characters, as offsets of the
 * whole input; with `includingLabel`, the label's own Characters first (dropped lists them).
 */
export function pastLabel(offsets, label, includingLabel) {
  if (label === 0) return offsets;
  const shifted = offsets.map((offset) => offset + label);
  return includingLabel ? [...Array.from({ length: label }, (_, index) => index), ...shifted] : shifted;
}
