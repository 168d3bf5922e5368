import { trialMessage } from "./trial-message.js";

/**
 * The phone presets' country step, which their file does not carry: `maskc check --preset
 * phone` (and `phone-e164`, `phone-national`) reads a number with PhoneInput first (`00` and
 * `011` read as `+`, a trunk `(0)` after the code left out, an extension taken off, and with
 * `--region` national input), then judges what it read. The JS check reads the sample as a
 * value of the file's masks instead, and those masks insert the `+`: `447700900123` would be
 * read as `+44 7700 900123` where maskc says it has no country code. So a file whose trials
 * include `phoneNumber` is judged only where the step changes nothing but formatting.
 */

/** Characters PhoneInput leaves out as formatting (PhoneInput+Formatting's `isFormatting`). */
const formatting = /[ \u00a0\t\-./()\u2010-\u2015]/gu;
/** A `(0)`, spaces allowed inside, which PhoneInput notes as a trunk prefix. */
const trunkZero = /\( *0 *\)/u;

/**
 * What the country step does with a sample read as a value:
 * - `same`: after formatting, `+` and ASCII digits alone, no `(0)`: the step removes the
 *   formatting and nothing else, so the file's masks read what maskc reads;
 * - `noCountryCode`: no `+`, `00` or `011` first: maskc fails it (`phone_no_country_code`),
 *   whatever follows, since the JS check has no `--region`;
 * - `different`: `00` or `011` first (maskc reads it as `+`), or a `+` number with a `(0)`,
 *   an extension or any other character: maskc may read it otherwise than the file's masks,
 *   so the JS check fails it rather than guess (conservative: maskc may pass it).
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

/** Whether a file's trials include a `phoneNumber` step: how a phone preset's file is recognised. */
export const readsPhoneNumbers = (steps) => steps.some((step) => step.kind === "phoneNumber");
