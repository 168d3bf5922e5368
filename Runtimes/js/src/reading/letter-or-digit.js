/**
 * Letters and digits, as Swift's Character judges them (`isLetter || isNumber`, on the
 * first scalar): what a reading never drops to keep a symbol, and what makes a reading
 * that dropped one incomplete. And a space between words, which a leading label and a
 * typed separator both ask about, so the two judge it alike.
 */
const letterOrNumber = /^[\p{Alphabetic}\p{N}]/u;

/** Whether an ASCII byte is a letter or a digit. */
export function isLetterOrDigitByte(byte) {
  return (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a);
}

/** Whether the Character `text` (one unit of a reading) is a letter or a digit, in any script. */
export function isLetterOrDigitCharacter(text) {
  if (text.length === 1 && text.charCodeAt(0) < 0x80) return isLetterOrDigitByte(text.charCodeAt(0));
  return letterOrNumber.test(text);
}

const alphabeticOrNumeric = /^[\p{Alphabetic}\p{N}]$/u;

/**
 * How many letters and digits a text holds, counted by scalar as a set's choice counts
 * them (MaskVM's LetterOrDigit): ASCII letters and digits, and other scalars that are
 * alphabetic or numeric.
 * @param {string} text
 */
export function lettersAndDigits(text) {
  // PERF: a set's choice counts every reading's text; an ASCII text (a card number, a
  // date) is counted by its code units, without a string a scalar.
  let ascii = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0x80) return ascii + scalarLettersAndDigits(text.slice(index));
    if (isLetterOrDigitByte(code)) ascii++;
  }
  return ascii;
}

/** {@link lettersAndDigits} scalar by scalar. */
function scalarLettersAndDigits(text) {
  let count = 0;
  for (const scalar of text) {
    const code = scalar.codePointAt(0);
    if (code < 0x80 ? isLetterOrDigitByte(code) : alphabeticOrNumeric.test(scalar)) count++;
  }
  return count;
}

/** How many ASCII letters and digits `bytes` hold. */
export function asciiLettersAndDigits(bytes) {
  let count = 0;
  for (let index = 0; index < bytes.length; index++) if (isLetterOrDigitByte(bytes[index])) count++;
  return count;
}

const whiteSpace = /^\p{White_Space}/u;
const lineBreak = /^[\n\v\f\r\u0085\u2028\u2029]/u;

/**
 * Whether the Character `text` is a space between words, as Swift judges one
 * (`isWhitespace && !isNewline`, on the first scalar): what a leading label's words are apart
 * by, and a separator a person may type.
 */
export function isSpaceNotLineBreak(text) {
  return whiteSpace.test(text) && !lineBreak.test(text);
}
