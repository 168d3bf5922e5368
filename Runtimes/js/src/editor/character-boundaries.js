import { charactersOf } from "../text/characters.js";
import { utf8Count } from "../text/utf8.js";

/**
 * Where the Characters of a text start, in UTF-8 and UTF-16 offsets (MaskVM's
 * CharacterBoundaries), for converting the editor's UTF-16 ranges to the reading's bytes
 * and widening them to whole Characters (the edits build them only for text that is not
 * plain ASCII: there every offset is already a Character boundary), and for a word
 * deletion's Characters (dom/word-range.js).
 */
export class CharacterBoundaries {
  /** @param {string} text */
  constructor(text) {
    /** The start of every Character, then the end of the text: `{index, utf8, utf16}`. */
    this.starts = [];
    let utf8 = 0;
    let utf16 = 0;
    for (const character of charactersOf(text)) {
      this.starts.push({ index: this.starts.length, utf8, utf16 });
      utf8 += utf8Count(character);
      utf16 += character.length;
    }
    this.starts.push({ index: this.starts.length, utf8, utf16 });
  }

  /** The last boundary at or before the UTF-16 offset. */
  characterStart(offset) {
    return this.starts[this.lastIndex((mark) => mark.utf16 <= offset)];
  }

  /** The first boundary at or after the UTF-16 offset. */
  characterStartAtOrAfter(offset) {
    const before = this.lastIndex((mark) => mark.utf16 <= offset);
    return this.starts[before].utf16 === offset ? this.starts[before] : this.starts[Math.min(before + 1, this.starts.length - 1)];
  }

  /** The last boundary at or before the UTF-8 offset: the start of the Character it is in. */
  characterStartAtByte(offset) {
    return this.starts[this.lastIndex((mark) => mark.utf8 <= offset)];
  }

  /** The end (UTF-8) of the Character that contains byte `offset`. */
  characterEndAfterByte(offset) {
    return this.starts[Math.min(this.lastIndex((mark) => mark.utf8 <= offset) + 1, this.starts.length - 1)].utf8;
  }

  /** Binary search: the last index whose mark satisfies `isAtOrBefore` (0 if none does). */
  lastIndex(isAtOrBefore) {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (isAtOrBefore(this.starts[middle])) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
