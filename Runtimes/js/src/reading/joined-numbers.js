import { isSeparator } from "./foreign-closers.js";
import { isLetterOrDigitByte } from "./letter-or-digit.js";
import { isAddedKind, isValueKind } from "./reading-sink.js";

/**
 * Whether the reading joined two numbers the person typed apart (MaskVM's
 * `joinsNumbersTypedApart`): a separator typed between two digits was dropped, and the text
 * writes the digits either side of it with no separator between them, as one number. In a
 * mask with number ranges such a text is a value nobody typed (`0/5/12` into
 * `<01-12>/<01-31>` reads `05/12`), so it is not complete (rule 6); the text stays.
 * @param {import("./reading-tables.js").ReadingTables} tables the tables it read with
 * @param {number[]} bytes the reading's text
 * @param {number[]} kinds its bytes' kinds
 * @param {import("./reading-input.js").ReadingInput} input
 * @param {number[]} dropped the units of `input` the reading dropped, ascending
 */
export function joinsNumbersTypedApart(tables, bytes, kinds, input, dropped) {
  let unit = 0;
  let next = 0;
  let seen = false;
  // The reading's path, walked again from its kinds, and the number the last typed letter or
  // digit was read into (`digitNumber`; -2: none).
  const { classMap, classCount, targets, digitNumber } = tables;
  let state = tables.startState;
  let lastNumber = -2;
  // A separator was written (typed or inserted) since the last typed letter or digit.
  let parted = false;
  for (let position = 0; position < bytes.length; position++) {
    const byte = bytes[position];
    if (state === 0) return false;
    const column = state * classCount + classMap[byte];
    const isValue = isValueKind(kinds[position]);
    const number = isValue ? digitNumber[column] : -2;
    state = targets[column * 2 + (isValue ? 1 : 0)];
    // A typed unit's first byte (its UTF-8 continuation bytes aside) stands for it.
    if (isAddedKind(kinds[position]) || (byte & 0xc0) === 0x80) {
      if (byte < 0x80 && !isLetterOrDigitByte(byte)) parted = true;
      continue;
    }
    let separatorDropped = false;
    while (next < dropped.length && dropped[next] === unit) {
      if (seen && isSeparator(input, unit)) separatorDropped = true;
      next++;
      unit++;
    }
    if (unit >= input.unitCount) return false;
    if (input.isLetterOrDigit(unit)) {
      // Only digits read into one number join: a range and the digit after it (`7.7` into
      // `<5-7>D`) are two values, as typed.
      if (separatorDropped && !parted && number !== -2 && number === lastNumber) return true;
      lastNumber = number;
      seen = true;
      parted = false;
    } else {
      parted = true;
      lastNumber = -2;
    }
    unit++;
  }
  return false;
}
