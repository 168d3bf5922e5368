import { ByteReader } from "../wire/byte-reader.js";
import { Tag } from "../bytecode/format.js";
import { errors } from "../program/program-error.js";

/**
 * The `trls` section of a bytecode file: the trials a text must pass after the program's
 * mask, in order, as data (docs/bytecode.md, "`trls`"; the port of MaskTrialsCore's
 * `TrialStep+Section.swift`). Read as hostile input, as every section is: each count is
 * checked against its limit, or against the bytes left, before anything is allocated, every
 * text must be valid UTF-8, and nothing may follow the last step.
 *
 *     u32 number of steps (at most 256)
 *     per step: text kind; u32 number of parameters (at most 64);
 *               per parameter: text name; u32 number of values; that many texts
 *     a text: u32 byte length and that many bytes of UTF-8
 *
 * @typedef {{name: string, values: string[]}} StepParameter
 * @typedef {{kind: string, parameters: StepParameter[]}} TrialStep
 */

/** Most steps a section may hold. */
export const maximumStepCount = 256;
/** Most parameters a step may have. */
export const maximumParameterCount = 64;

/**
 * The steps of a `trls` payload; a malformed one throws the Swift reader's
 * {@link import("../program/program-error.js").ProgramError}, with its message.
 * @param {Uint8Array} payload
 * @returns {TrialStep[]}
 */
export function decodeTrialSteps(payload) {
  const reader = new ByteReader(payload, Tag.trials);
  const stepCount = count(reader, maximumStepCount, "steps");
  const steps = [];
  for (let step = 0; step < stepCount; step++) {
    const kind = reader.text(`the kind of step ${step + 1}`);
    const parameterCount = count(reader, maximumParameterCount, "parameters");
    const parameters = [];
    for (let parameter = 0; parameter < parameterCount; parameter++) {
      const name = reader.text(`a parameter name of step ${step + 1}`);
      const valueCount = count(reader, null, "values");
      const values = [];
      for (let value = 0; value < valueCount; value++) values.push(reader.text(`a value of step ${step + 1}`));
      parameters.push({ name, values });
    }
    steps.push({ kind, parameters });
  }
  reader.expectEnd();
  return steps;
}

/**
 * A count, at most `limit`; with no limit, at most what the bytes left can hold (each text
 * takes at least its 4-byte length), so nothing is made that the file cannot fill.
 */
function count(reader, limit, what) {
  const value = reader.u32(`the number of ${what}`);
  const bound = limit ?? Math.floor(reader.remaining / 4);
  if (value > bound) throw errors.malformedSection(Tag.trials, `${value} ${what}, at most ${bound}`);
  return value;
}
