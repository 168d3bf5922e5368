import { encodeUTF8, isSimpleText, utf8Count } from "../text/utf8.js";
import { charactersOf } from "../text/characters.js";
import { decimalDigitValue } from "../text/decimal-digit.js";
import { isLetterOrDigitByte, isLetterOrDigitCharacter } from "./letter-or-digit.js";

/** Each byte value as a one-byte form, shared by every input. */
const ASCII_FORMS = Array.from({ length: 256 }, (_, byte) => Uint8Array.of(byte));

/**
 * The input of a reading (MaskVM's ReadingInput): UTF-8 bytes cut into units, one unit a
 * Character (an extended grapheme cluster), since a character is consumed or dropped whole.
 * ASCII text without a CR has one unit a byte, and stores no boundaries.
 */
export class ReadingInput {
  /** @param {string} text valid text (a lone surrogate is read as U+FFFD, as Swift repairs it) */
  constructor(text) {
    const bytes = encodeUTF8(text);
    this.bytes = bytes;
    /** @type {Int32Array | null} the end offset of each unit, null when every byte is one */
    this.unitEnds = null;
    /** @type {string[] | null} each unit's text, when not simple */
    this.characters = null;
    if (!isSimpleText(bytes)) {
      const characters = charactersOf(text);
      const ends = new Int32Array(characters.length);
      let offset = 0;
      for (let index = 0; index < characters.length; index++) {
        offset += utf8Count(characters[index]);
        ends[index] = offset;
      }
      this.unitEnds = ends;
      this.characters = characters;
    }
    this.unitCount = this.unitEnds ? this.unitEnds.length : bytes.length;
    /** @type {Uint8Array[] | undefined} each unit's typed form, made on first use */
    this.forms = undefined;
  }

  /**
   * An input made of units given already (MaskVM's `init(bytes:unitEnds:)`): `unitEnds` null
   * when every byte is one, else with each unit's text in `characters`.
   */
  static fromUnits(bytes, unitEnds, characters) {
    const input = Object.create(ReadingInput.prototype);
    input.bytes = bytes;
    input.unitEnds = unitEnds;
    input.characters = characters;
    input.unitCount = unitEnds ? unitEnds.length : bytes.length;
    input.forms = undefined;
    return input;
  }

  /** The byte range of unit `index`. */
  unit(index) {
    if (!this.unitEnds) return { start: index, end: index + 1 };
    return { start: index === 0 ? 0 : this.unitEnds[index - 1], end: this.unitEnds[index] };
  }

  /** The index of the first unit that starts at or after byte `offset` (MaskVM's `unitIndex(atByte:)`). */
  unitIndex(offset) {
    if (!this.unitEnds) return Math.min(Math.max(offset, 0), this.bytes.length);
    let low = 0;
    let high = this.unitEnds.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const start = middle === 0 ? 0 : this.unitEnds[middle - 1];
      if (start < offset) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Unit `index` as typed: its bytes. PERF: made once a unit (an ASCII byte's once a byte value). */
  typedForm(index) {
    if (!this.unitEnds) return ASCII_FORMS[this.bytes[index]];
    this.forms ??= [];
    if (this.forms[index] === undefined) {
      const { start, end } = this.unit(index);
      this.forms[index] = this.bytes.subarray(start, end);
    }
    return this.forms[index];
  }

  /** The first byte of unit `index`. */
  firstByte(index) {
    return this.unitEnds ? this.bytes[index === 0 ? 0 : this.unitEnds[index - 1]] : this.bytes[index];
  }

  /** Whether unit `index` is a letter or a digit (any script). */
  isLetterOrDigit(index) {
    if (!this.unitEnds) return isLetterOrDigitByte(this.bytes[index]);
    const { start, end } = this.unit(index);
    if (end - start === 1) return isLetterOrDigitByte(this.bytes[start]);
    return isLetterOrDigitCharacter(this.characters[index]);
  }
}

const lowercase = /^\p{Lowercase}$/u;
const uppercase = /^\p{Uppercase}$/u;

/**
 * The alternate a non-ASCII Character may be read as (typing normalization, MaskVM's
 * ReadingTables+Alternates), as UTF-8 bytes, or null: a decimal digit of any script has its
 * ASCII digit; a letter its other case, when that is one scalar. Only a Character of one
 * scalar has one (as Swift's check reads it, below).
 * @param {string} character
 * @returns {Uint8Array | null}
 */
export function unicodeAlternate(character) {
  const scalar = character.codePointAt(0);
  // Only a Character of one scalar has an alternate (MaskVM's `alternate(of:)`): `é` and a
  // combining acute are not `É`.
  if (String.fromCodePoint(scalar) !== character) return null;
  let other = null;
  const digit = decimalDigitValue(character);
  if (digit !== null) {
    other = String.fromCharCode(0x30 + digit);
  } else {
    const isLower = lowercase.test(character);
    if (isLower || uppercase.test(character)) {
      const mapped = isLower ? character.toUpperCase() : character.toLowerCase();
      const scalars = Array.from(mapped);
      if (scalars.length === 1 && mapped !== character) other = mapped;
    }
  }
  return other === null ? null : encodeUTF8(other);
}
