import { trialMessage } from "./trial-message.js";
import { decodeUTF8, encodeUTF8 } from "../text/utf8.js";

/**
 * `iban` and `ibanCountry` (the port of MaskTrialsCore's Trial+IBAN and Trial+IBANCountry).
 *
 * `iban`: two letters, two check digits and 11 to 30 letters or digits (15 to 34 characters,
 * single spaces between them ignored, letters of either case), whose ISO 13616 check (ISO
 * 7064 MOD 97-10) is right. `ibanCountry`: an IBAN of a listed country, with that country's
 * length and BBAN layout (`D` a digit, `U` an upper-case letter, `C` either).
 */

const isDigit = (code) => code >= 0x30 && code <= 0x39;
const isLetter = (code) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;

/** The remainder after writing `value` (one or two decimal digits) after the digits that left `remainder`. */
const append = (value, remainder) => (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;

/** Two digits: `05`. */
const twoDigits = (number) => (number < 10 ? `0${number}` : String(number));

/**
 * The `iban` judge. The characters after the first four, then the first four, are reduced
 * mod 97 on the fly, so no big number is ever built.
 * @param {string} text
 * @returns {import("./trial-message.js").TrialMessage | null}
 */
export function judgeIBAN(text) {
  let country0 = 0;
  let country1 = 0;
  let written = 0;
  let count = 0;
  let remainder = 0;
  let previousWasSpace = true;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x20) {
      // One space at a time, between characters.
      if (previousWasSpace) return trialMessage("iban");
      previousWasSpace = true;
      continue;
    }
    previousWasSpace = false;
    if (count < 2) {
      if (!isLetter(code)) return trialMessage("iban");
      if (count === 0) country0 = code | 0x20;
      else country1 = code | 0x20;
    } else if (count < 4) {
      if (!isDigit(code)) return trialMessage("iban");
      written = written * 10 + code - 0x30;
    } else if (isDigit(code)) {
      remainder = append(code - 0x30, remainder);
    } else if (isLetter(code)) {
      remainder = append((code | 0x20) - 0x61 + 10, remainder);
    } else {
      return trialMessage("iban");
    }
    count++;
    if (count > 34) return trialMessage("iban");
  }
  if (previousWasSpace || count < 15) return trialMessage("iban");
  // The country's letters, then "00" in place of the check digits: what remains is 98
  // minus the check digits the account needs.
  remainder = append(country0 - 0x61 + 10, remainder);
  remainder = append(country1 - 0x61 + 10, remainder);
  remainder = (remainder * 100) % 97;
  const expected = 98 - remainder;
  if (written === expected) return null;
  return trialMessage("iban_checksum", { check_digits: twoDigits(written), expected: twoDigits(expected) });
}

/** Whether `text` is a BBAN layout: one of `D`, `U`, `C` a character (an empty one too, as Swift's). */
export function isLayout(text) {
  return /^[DUC]*$/.test(text);
}

/**
 * The `ibanCountry` judge of `layouts` (country code → BBAN layout). Read in UTF-8 bytes, as
 * Swift reads it: a file's country code is any two bytes of UTF-8.
 * @param {Map<string, string>} layouts
 * @param {(text: string) => string} firstTwoCharacters the text's first two Characters (grapheme clusters)
 * @returns {(text: string) => import("./trial-message.js").TrialMessage | null}
 */
export function ibanCountryJudge(layouts, firstTwoCharacters) {
  return (text) => {
    const characters = encodeUTF8(text).filter((byte) => byte !== 0x20);
    const country = decodeUTF8(characters.subarray(0, 2));
    const layout = characters.length >= 4 ? layouts.get(country) : undefined;
    if (layout === undefined || characters.length !== 4 + layout.length) {
      return trialMessage("iban_country", { country: firstTwoCharacters(text) });
    }
    for (let index = 0; index < layout.length; index++) {
      const byte = characters[4 + index];
      const upper = byte >= 0x41 && byte <= 0x5a;
      const fits = layout[index] === "D" ? isDigit(byte) : layout[index] === "U" ? upper : isDigit(byte) || upper;
      if (!fits) return trialMessage("iban_country", { country });
    }
    return null;
  };
}
