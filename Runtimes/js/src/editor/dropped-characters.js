/**
 * What a reading dropped, sorted for an edit's report (MaskVM's DroppedCharacters): the
 * inserted text's letters and digits (refused: an app may flash the key) apart from its
 * other characters (formatting noise, such as the spaces of a pasted `+1 555 123 4567`),
 * both as UTF-16 offsets into the inserted text, the editor's unit; and how many letters
 * and digits of the text that was there before were lost.
 *
 * With `refusingAll` (an edit refused whole because it would cost a letter or digit the
 * field shows, such as a `.` typed after `25.6` in an address) every inserted character is
 * refused, separators too: the person's key was refused, not ignored as noise.
 *
 * @param {number[]} dropped ascending unit indices of `input`
 * @param {import("../reading/reading-input.js").ReadingInput} input
 * @param {number} insertedStart the first unit of the inserted text
 * @param {number} insertedEnd the unit after it
 * @param {boolean} refusingAll
 * @returns {{refused: number[], ignored: number[], displaced: number}}
 */
export function droppedCharacters(dropped, input, insertedStart, insertedEnd, refusingAll) {
  const sorted = { refused: [], ignored: [], displaced: 0 };
  let next = insertedStart;
  let utf16 = 0;
  for (const index of dropped) {
    const isValue = input.isLetterOrDigit(index);
    if (index < insertedStart || index >= insertedEnd) {
      if (isValue) sorted.displaced++;
      continue;
    }
    while (next < index) utf16 += utf16Count(input, next++);
    if (isValue || refusingAll) sorted.refused.push(utf16);
    else sorted.ignored.push(utf16);
  }
  return sorted;
}

/** The UTF-16 length of a unit: one for each scalar, two for a scalar past U+FFFF (four bytes). */
function utf16Count(input, index) {
  const { start, end } = input.unit(index);
  let count = 0;
  for (let offset = start; offset < end; offset++) {
    const byte = input.bytes[offset];
    if ((byte & 0xc0) !== 0x80) count += byte >= 0xf0 ? 2 : 1;
  }
  return count;
}
