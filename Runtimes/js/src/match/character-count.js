import { decodeUTF8, isSimpleText, utf8Count } from "../text/utf8.js";
import { segmentsOf } from "../text/characters.js";

/**
 * The number of Characters (extended grapheme clusters) of the UTF-8 text `bytes` that
 * lie wholly before `byteOffset` (MaskVM's `MaskProgram.characterCount(before:in:)`): how a
 * byte offset where matching stopped becomes the offset of an illegal result.
 *
 * A Character counts only if all of its bytes are before the offset, and only if the text
 * does not continue it (a combining mark at the offset extends the Character before it).
 * Invalid UTF-8 counts as repaired (U+FFFD, three bytes, in its place), as in Swift.
 *
 * @param {Uint8Array} bytes
 * @param {number} byteOffset
 * @returns {number}
 */
export function characterCount(bytes, byteOffset) {
  const end = Math.min(Math.max(byteOffset, 0), bytes.length);
  // ASCII without CR (CR LF is one Character), not followed by a byte that could start a
  // combining mark: one byte, one Character.
  if ((end === bytes.length || bytes[end] < 0x80) && isSimpleText(bytes, end)) return end;

  // Back up to the start of the scalar `end` falls in (at most 3 continuation bytes).
  let boundary = end;
  while (boundary > 0 && boundary < bytes.length && (bytes[boundary] & 0xc0) === 0x80 && end - boundary < 3) {
    boundary--;
  }
  // Whether a Character ends at the boundary depends only on the text before it and the
  // next scalar: decode up to that scalar's end.
  const lead = boundary < bytes.length ? bytes[boundary] : 0;
  const nextScalarLength = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  const limit = Math.min(bytes.length, boundary + nextScalarLength);
  const text = decodeUTF8(bytes.subarray(0, limit));
  let count = 0;
  let characterEnd = 0;
  for (const { segment } of segmentsOf(text)) {
    characterEnd += utf8Count(segment);
    if (characterEnd > boundary) break;
    count++;
  }
  return count;
}
