import { trialMessage } from "./trial-message.js";

/**
 * The phone presets' country step, which their file does not carry: `maskc check --preset
 * phone` (and `phone-e164`, `phone-national`) reads a number with PhoneInput first (`00` and
 * `011` read as `+`, a trunk `(0)` after the code left out, an extension taken off, a trunk
 * prefix written without parentheses taken off, and with `--region` national input), then
 * judges what it read. The file's masks insert the `+` themselves (`447700900123` would be
 * read as `+44 7700 900123` where maskc says it has no country code), so the JS check reads
 * the sample as PhoneInput does, but for the trunk prefix without parentheses and the
 * region, and judges only a number that reading leaves `+` and ASCII digits.
 */

/** Characters PhoneInput leaves out as formatting (PhoneInput+Formatting's `isFormatting`). */
const formatting = /[ \u00a0\t\-./()\u2010-\u2015]/gu;
/** A `(0)`, spaces allowed inside, which PhoneInput notes as a trunk prefix. */
const trunkZero = /\( *0 *\)/u;

/**
 * Country codes whose main region's trunk prefix is `0` (libphonenumber 9.0.43, as
 * MaskPresets' PhoneRegions table has them): where PhoneInput leaves a `(0)` written right
 * after the code out (`+44 (0) 20 7123 4567`); elsewhere (`+39`, Italy, has none) the `0`
 * is a digit of the number. `phone-reading.test.mjs` holds it to the Swift table.
 */
export const trunkZeroCodes = new Set(("20 27 31 32 33 40 41 43 44 46 49 51 53 54 55 57 58 60 61 62 63 64 66 81 82 84 86 "
  + "90 91 92 93 94 95 98 211 212 213 218 231 232 233 234 243 249 250 251 252 254 255 256 260 261 262 263 264 265 "
  + "291 353 355 358 359 370 373 374 377 380 381 382 383 385 386 387 389 421 423 508 590 591 593 594 595 596 598 "
  + "686 850 855 856 880 886 961 962 963 964 966 967 970 971 972 976 977 994 995 996").split(" "));

/**
 * Text whose every code point is a Character of its own and which `lowercased()` and
 * `isLetter` judge as ASCII: ASCII but `\r` (which joins `\n`), the no-break space and the
 * dashes U+2010 to U+2015. PhoneInput's reading of such text is ported below code point by
 * code point; any other text keeps the coarser judgment ({@link countryStepOf}).
 */
const plain = /^[\x00-\x0c\x0e-\x7f\u00a0\u2010-\u2015]*$/u;

/**
 * What the country step does with a sample read as a value (no `--region`):
 * - `{kind: "number", number}`: `+` and ASCII digits once read as PhoneInput reads the text
 *   (`00` or `011` first read as `+`, an extension at the end taken off, a `(0)` after a
 *   code whose trunk prefix is `0` left out, formatting left out): the number maskc's
 *   trials and masks judge, but for a trunk prefix written without parentheses, which
 *   PhoneInput may also take off (`+44 0 7700 900123`) and the file does not say how to;
 * - `{kind: "noCountryCode"}`: no `+`, `00` or `011` first: maskc fails it
 *   (`phone_no_country_code`), whatever follows;
 * - `{kind: "different"}`: anything else (a letter or another script's digit in the
 *   number, text not {@link plain}): maskc may read it otherwise, so the JS check fails it
 *   rather than guess (conservative: maskc may pass it).
 * @param {string} text
 * @param {{has(code: string): boolean}} codes the country codes that exist (the `phoneNumber` step's)
 * @returns {{kind: "number", number: string} | {kind: "noCountryCode"} | {kind: "different"}}
 */
export function readCountryStep(text, codes) {
  if (!plain.test(text)) {
    const step = countryStepOf(text);
    return step === "same" ? { kind: "number", number: withoutFormatting(text) } : { kind: step };
  }
  const written = writtenWithTrunkZeros(splitExtension(text));
  const characters = written.characters;
  const prefix = characters.startsWith("+") ? "+" : ["00", "011"].find((each) => characters.startsWith(each));
  if (prefix === undefined) return { kind: "noCountryCode" };
  const international = characters.slice(prefix.length);
  const code = countryCodeOf(international, codes);
  let number = prefix === "+" ? characters : "+" + international;
  if (code !== null && written.trunkZeros.has(prefix.length + code.length) && trunkZeroCodes.has(code)) {
    number = "+" + code + international.slice(code.length + 1);
  }
  return /^\+[0-9]*$/.test(number) ? { kind: "number", number } : { kind: "different" };
}

/**
 * What the country step does with a sample when only `+` numbers are read (the coarse
 * judgment, for text that is not {@link plain}):
 * - `same`: after formatting, `+` and ASCII digits alone, no `(0)`: the step removes the
 *   formatting and nothing else, so the file's masks read what maskc reads;
 * - `noCountryCode`: no `+`, `00` or `011` first: maskc fails it (`phone_no_country_code`),
 *   whatever follows, since the JS check has no `--region`;
 * - `different`: otherwise: maskc may read it otherwise than the file's masks.
 * @param {string} text
 * @returns {"same" | "noCountryCode" | "different"}
 */
export function countryStepOf(text) {
  const written = withoutFormatting(text);
  if (written.startsWith("+")) {
    return /^\+[0-9]*$/.test(written) && !trunkZero.test(text) ? "same" : "different";
  }
  return written.startsWith("00") || written.startsWith("011") ? "different" : "noCountryCode";
}

/** The words that introduce an extension, longest first (PhoneInput's `extensionMarkers`). */
const extensionMarkers = ["extension", "extn", "ext", "x", "#"];

/**
 * The number's text without its extension (PhoneInput's `splitExtension`, for {@link plain}
 * text): a marker, then digits (at most 20, with `.`, `:` or spaces before them) at the very
 * end, after a text that has a digit; `x` right after a letter (`fax12`) is no marker. The
 * extension is no part of what is judged, so only the body is kept.
 * @param {string} text
 * @returns {string}
 */
export function splitExtension(text) {
  if (!/[#A-Za-z\u0080-\uffff]/u.test(text)) return text;
  const trimmed = text.replace(/[ \t]+$/u, "");
  const digits = /[0-9]*$/u.exec(trimmed)[0].length;
  if (digits === 0 || digits > 20) return text;
  const before = trimmed.slice(0, trimmed.length - digits).replace(/[ .:]+$/u, "");
  const lowered = before.toLowerCase();
  for (const marker of extensionMarkers) {
    if (!lowered.endsWith(marker)) continue;
    const body = text.slice(0, before.length - marker.length);
    if (marker === "x" && /[A-Za-z]$/u.test(body)) continue;
    if (!/[0-9]/u.test(body)) continue;
    return body;
  }
  return text;
}

/**
 * A {@link plain} body without formatting, and the offsets (in the result) of each `0`
 * written `(0)`, spaces allowed inside (PhoneInput's `withoutFormatting`).
 * @param {string} body
 * @returns {{characters: string, trunkZeros: Set<number>}}
 */
function writtenWithTrunkZeros(body) {
  let characters = "";
  const trunkZeros = new Set();
  for (let index = 0; index < body.length;) {
    const zero = body[index] === "(" ? /^\( *0 *\)/u.exec(body.slice(index)) : null;
    if (zero !== null) {
      trunkZeros.add(characters.length);
      characters += "0";
      index += zero[0].length;
      continue;
    }
    if (!isFormatting(body[index])) characters += body[index];
    index += 1;
  }
  return { characters, trunkZeros };
}

const formattingCharacter = /^[ \u00a0\t\-./()\u2010-\u2015]$/u;
const isFormatting = (character) => formattingCharacter.test(character);

/** The country code the text starts with: one to three ASCII digits, the first that is a code; else null. */
function countryCodeOf(text, codes) {
  for (let length = 1; length <= 3 && length <= text.length; length++) {
    if (!/^[0-9]$/u.test(text[length - 1])) return null;
    if (codes.has(text.slice(0, length))) return text.slice(0, length);
  }
  return null;
}

/**
 * The sample as maskc's country step gives it to the masks when it only removes formatting
 * (`same`): `+44 7700 900 123` is read as `+447700900123`. maskc's masks read that number,
 * not the text as typed, so a space the masks would not write (`900 123`) is formatting
 * that was left out, not a separator moved.
 * @param {string} text
 * @returns {string}
 */
export function withoutFormatting(text) {
  return text.replace(formatting, "");
}

/** maskc's message for a number with no country code (MaskTrialsCore's catalog, word for word). */
export const noCountryCodeMessage = () => trialMessage("phone_no_country_code");

/** The JS check's message for a number maskc's country step could read otherwise. */
export const countryStepMessage = () => trialMessage("phone_country_step");

/**
 * The country codes of a file's `phoneNumber` steps (each `lengths` entry's `CODE:`): the
 * codes PhoneInput reads after `+`, `00` or `011`, as the preset's trials list them.
 * @returns {Set<string>}
 */
export function phoneCodesOf(steps) {
  const codes = new Set();
  for (const step of steps) {
    if (step.kind !== "phoneNumber") continue;
    for (const parameter of step.parameters) {
      if (parameter.name === "lengths") for (const entry of parameter.values) codes.add(entry.split(":")[0]);
    }
  }
  return codes;
}

/** Whether a file's trials include a `phoneNumber` step: how a phone preset's file is recognised. */
export const readsPhoneNumbers = (steps) => steps.some((step) => step.kind === "phoneNumber");
