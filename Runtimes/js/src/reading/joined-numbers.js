import { isSeparator } from "./foreign-closers.js";
import { isLetterOrDigitByte } from "./letter-or-digit.js";
import { isAddedKind } from "./reading-sink.js";

/**
 * Whether the reading joined two numbers the person typed apart (MaskVM's
 * `joinsNumbersTypedApart`): a separator typed between two digits was dropped, and the text
 * writes the digits either side of it with no separator between them, as one number. In a
 * mask with number ranges such a text is a value nobody typed (`0/5/12` into
 * `<01-12>/<01-31>` reads `05/12`), so it is not complete (rule 6); the text stays.
 * @param {number[]} bytes the reading's text
 * @param {number[]} kinds its bytes' kinds
 * @param {import("./reading-input.js").ReadingInput} input
 * @param {number[]} dropped the units of `input` the reading dropped, ascending
 */
export function joinsNumbersTypedApart(bytes, kinds, input, dropped) {
  let unit = 0;
  let next = 0;
  let seen = false;
  // A separator was written (typed or inserted) since the last typed letter or digit.
  let parted = false;
  for (let position = 0; position < bytes.length; position++) {
    const byte = bytes[position];
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
      if (separatorDropped && !parted) return true;
      seen = true;
      parted = false;
    } else {
      parted = true;
    }
    unit++;
  }
  return false;
}
