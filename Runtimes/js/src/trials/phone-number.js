import { trialMessage } from "./trial-message.js";
import { decimalDigitValue } from "../text/decimal-digit.js";

/**
 * `phoneNumber`: a phone number whose country code is listed and whose national number (the
 * digits after the code) has one of that code's possible lengths (the port of
 * MaskTrialsCore's Trial+PhoneNumber). The decimal digits count, of any script and by value
 * as the masks read them (`３` is `3`); the first one to three of them that are a listed code
 * are the code (codes are prefix-free, ITU-T E.164).
 */

/**
 * The decimal digits of `text`, as ASCII digits: `+23195817568３9` has 13, too long for +231.
 * PERF: ASCII text (most numbers) is filtered at once.
 */
function digitsOf(text) {
  if (/^[\x00-\x7f]*$/u.test(text)) return text.replace(/[^0-9]/g, "");
  let digits = "";
  for (const scalar of text) {
    const value = decimalDigitValue(scalar);
    if (value !== null) digits += value;
  }
  return digits;
}

/**
 * One entry of a step's `lengths`, `CODE:LENGTH,LENGTH,...` (`44:7,9,10`): a code of one to
 * three ASCII digits and at least one length of one or two digits, none of them 0 and none
 * twice. Null for anything else; the lengths come back shortest first.
 * @param {string} text
 * @returns {{code: string, lengths: number[]} | null}
 */
export function readPhoneEntry(text) {
  const match = /^([0-9]{1,3}):([0-9]{1,2}(?:,[0-9]{1,2})*)$/.exec(text);
  if (match === null) return null;
  const lengths = match[2].split(",").map(Number);
  if (lengths.some((length) => length === 0) || new Set(lengths).size !== lengths.length) return null;
  return { code: match[1], lengths: lengths.sort((left, right) => left - right) };
}

/**
 * The judge of a `phoneNumber` step: `lengths` maps a code to its lengths, shortest first.
 * @param {Map<string, number[]>} lengths
 * @returns {(text: string) => import("./trial-message.js").TrialMessage | null}
 */
export function phoneNumberJudge(lengths) {
  const message = (key, code, possible) => trialMessage(key, { code, lengths: possible.join(", ") });
  return (text) => {
    const digits = digitsOf(text);
    for (let length = 1; length <= Math.min(3, digits.length); length++) {
      const code = digits.slice(0, length);
      const possible = lengths.get(code);
      if (possible === undefined) continue;
      const national = digits.length - length;
      if (possible.includes(national)) return null;
      if (national < possible[0]) return message("phone_too_short", code, possible);
      if (national > possible[possible.length - 1]) return message("phone_too_long", code, possible);
      return message("phone_length", code, possible);
    }
    return trialMessage("phone_country_code", { digits: digits.slice(0, 3) });
  };
}
