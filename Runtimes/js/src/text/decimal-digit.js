/**
 * A decimal digit of any script read as its value: typing normalization's one rule for
 * digits (MaskVM's TypedDigit), kept here so every reader of typed digits (the masks'
 * reading, the value check, the phone presets' length trial) counts the same digits by the
 * same value.
 */

const decimalDigit = /^\p{Nd}$/u;

/**
 * The value (0 to 9) of a decimal digit of any script (general category Nd: ASCII,
 * Arabic-Indic `٣`, full-width `３`), or null for any other Character or scalar.
 * @param {string} character
 * @returns {number | null}
 */
export function decimalDigitValue(character) {
  const scalar = character.codePointAt(0);
  if (scalar >= 0x30 && scalar <= 0x39 && character.length === 1) return scalar - 0x30;
  if (!decimalDigit.test(character)) return null;
  // Every run of decimal digits is 0 to 9 in order (runs may follow one another).
  let first = scalar;
  while (decimalDigit.test(String.fromCodePoint(first - 1))) first--;
  return (scalar - first) % 10;
}
