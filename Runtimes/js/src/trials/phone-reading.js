import { trialMessage } from "./trial-message.js";
import { acceptsDigits } from "./phone-reading-section.js";

/**
 * The phone presets' country step: `maskc check --preset phone` (and `phone-e164`,
 * `phone-national`) reads a number with PhoneInput first (`00` and `011` read as `+`, a
 * trunk `(0)` after the code left out, an extension taken off, a trunk prefix written
 * without parentheses taken off, and with `--region` national input), then judges what it
 * read. The file's masks insert the `+` themselves (`447700900123` would be read as
 * `+44 7700 900123` where maskc says it has no country code), so the JS check reads the
 * sample as PhoneInput does, by the facts the file's `phon` section carries (each code's
 * trunk prefix and rule, each region's national input), and judges only a number that
 * reading leaves `+` and ASCII digits.
 */

/** Characters PhoneInput leaves out as formatting (PhoneInput+Formatting's `isFormatting`). */
const formatting = /[ \u00a0\t\-./()\u2010-\u2015]/gu;
/** A `(0)`, spaces allowed inside, which PhoneInput notes as a trunk prefix. */
const trunkZero = /\( *0 *\)/u;

/**
 * Text whose every code point is a Character of its own and which `lowercased()` and
 * `isLetter` judge as ASCII: ASCII but `\r` (which joins `\n`), the no-break space and the
 * dashes U+2010 to U+2015. PhoneInput's reading of such text is ported below code point by
 * code point; any other text keeps the coarser judgment ({@link countryStepOf}).
 */
const plain = /^[\x00-\x0c\x0e-\x7f\u00a0\u2010-\u2015]*$/u;

/**
 * What the country step does with a sample read as a value, by the facts of the file's
 * `phon` section (`reading`, {@link phoneReadingOf}; null for a file written before it):
 * - `{kind: "number", number}`: `+` and ASCII digits once read as PhoneInput reads the text
 *   (`00` or `011` first read as `+`, or with a region its own international prefixes; an
 *   extension at the end taken off; a `(0)` after a code whose trunk prefix is `0` left
 *   out; a trunk prefix written without parentheses after the code taken off by the code's
 *   rule; with a region, national input read as that region's; formatting left out): the
 *   number maskc's trials and masks judge;
 * - `{kind: "noCountryCode"}`: no `+`, `00` or `011` first and no region: maskc fails it
 *   (`phone_no_country_code`), whatever follows;
 * - `{kind: "different"}`: anything else (a letter or another script's digit in the
 *   number, text not {@link plain} that is not `+` and digits): maskc may read it
 *   otherwise, so the JS check fails it rather than guess (conservative: maskc may pass it).
 * @param {string} text
 * @param {{has(code: string): boolean}} codes the country codes that exist (the `phoneNumber` step's)
 * @param {PhoneReading | null} [reading] the file's `phon` facts
 * @param {import("./phone-reading-section.js").PhoneRegion | null} [region] `--region`'s facts
 * @returns {{kind: "number", number: string} | {kind: "noCountryCode"} | {kind: "different"}}
 */
export function readCountryStep(text, codes, reading = null, region = null) {
  let characters;
  let trunkZeros;
  if (plain.test(text)) {
    ({ characters, trunkZeros } = writtenWithTrunkZeros(splitExtension(text)));
  } else {
    const step = countryStepOf(text);
    // With a region, text without `+` may be national input, read only when plain.
    if (step !== "same") return { kind: region === null ? step : "different" };
    characters = withoutFormatting(text);
    trunkZeros = new Set();
  }
  const prefixes = region === null ? ["00", "011"] : region.internationalPrefixes;
  const prefix = characters.startsWith("+") ? "+" : prefixes.find((each) => characters.startsWith(each));
  let number;
  if (prefix !== undefined) {
    const international = characters.slice(prefix.length);
    const code = countryCodeOf(international, codes);
    const national = international.slice(code === null ? 0 : code.length);
    const zeroAfterCode = code !== null && trunkZeros.has(prefix.length + code.length);
    // A file written before the `phon` section: neither a `(0)` nor a trunk prefix written
    // without parentheses can be read as maskc reads it, so a `(0)` is not judged.
    if (zeroAfterCode && reading === null) return { kind: "different" };
    const country = code === null || reading === null ? undefined : reading.countries.get(code);
    const prefixReading = zeroAfterCode && country?.trunkPrefix === "0" ? null
      : country === undefined ? null : readingAfterCode(country, national);
    if (zeroAfterCode && country?.trunkPrefix === "0") {
      number = "+" + code + national.slice(1);
    } else if (prefixReading !== null) {
      // A trunk prefix written without parentheses, as libphonenumber's parse takes it off.
      number = "+" + code + prefixReading.read + national.slice(prefixReading.written.length);
    } else {
      number = prefix === "+" ? characters : "+" + international;
    }
  } else if (region !== null) {
    if (!/^[0-9]*$/.test(characters)) return { kind: "different" };
    number = "+" + region.countryCode + nationalNumber(region, characters);
  } else {
    return { kind: "noCountryCode" };
  }
  return /^\+[0-9]*$/.test(number) ? { kind: "number", number } : { kind: "different" };
}

/**
 * A file's `phon` section made ready for reading: each country by its code, each way's
 * digit sets and rewrite, each region by its code (upper case) with its national prefixes'
 * sets.
 * @typedef {{countries: Map<string, ReadyCountry>, regions: Map<string, ReadyRegion>}} PhoneReading
 * @typedef {import("./phone-reading-section.js").PhoneCountry & {rule: Way[]}} ReadyCountry
 * @typedef {import("./phone-reading-section.js").PhoneRegion & {prefixSets: number[][]}} ReadyRegion
 * @typedef {{sets: number[], wholeNumber: boolean, rewrite: ({digits: string} | {from: number, to: number})[] | null}} Way
 * @param {import("./phone-reading-section.js").PhoneReadingSection} section
 * @returns {PhoneReading}
 */
export function phoneReadingOf(section) {
  // PERF: a country's ways and a region's prefixes are read into sets on their first use
  // (a getter that replaces itself): a page's first load runs in the interpreter, where
  // reading all 348 ways and 245 regions up front was a third of the section's cost.
  const countries = new Map(section.countries.map((country) => [country.code, lazily({ ...country }, "rule", () => country.ways.map(wayOf))]));
  const regions = new Map(section.regions.map((region) => [region.region, lazily({ ...region }, "prefixSets", () => region.nationalPrefixes.map(setsOf))]));
  return { countries, regions };
}

/** `target` with a property `name` made by `make` on its first read, then kept. */
function lazily(target, name, make) {
  Object.defineProperty(target, name, {
    configurable: true, enumerable: true,
    get() {
      const value = make();
      Object.defineProperty(target, name, { value, enumerable: true });
      return value;
    },
  });
  return target;
}

/** `[8][0-2]` as one bit mask a set (bit 0 for `0`). */
function setsOf(text) {
  return (text.match(/\[[^\]]*\]/gu) ?? []).map((set) => {
    let bits = 0;
    for (const [, low, high] of set.slice(1, -1).matchAll(/([0-9])(?:-([0-9]))?/gu)) {
      for (let digit = Number(low); digit <= Number(high ?? low); digit++) bits |= 1 << digit;
    }
    return bits;
  });
}

/** A way as the section writes it (`[0][1-9]`, `[2-9][0-9]$ -> 441<0-2>`), read. */
function wayOf(text) {
  const arrow = text.indexOf(" -> ");
  let sets = arrow < 0 ? text : text.slice(0, arrow);
  const wholeNumber = sets.endsWith("$");
  if (wholeNumber) sets = sets.slice(0, -1);
  const rewrite = arrow < 0 ? null : [...text.slice(arrow + 4).matchAll(/<([0-9]+)-([0-9]+)>|([0-9]+)/gu)]
    .map(([, from, to, digits]) => (digits === undefined ? { from: Number(from), to: Number(to) } : { digits }));
  return { sets: setsOf(sets), wholeNumber, rewrite };
}

/** Whether `digits` start with the sets. */
function startsWithSets(sets, digits) {
  if (digits.length < sets.length) return false;
  return sets.every((bits, index) => (bits & (1 << (digits.charCodeAt(index) - 0x30))) !== 0);
}

/**
 * How libphonenumber reads the front of `national` (the digits after the country code), by
 * the country's rule (PhoneNationalPrefixRule's `reading(afterCode:)`): `{written, read}`,
 * or null when it keeps the digits as written.
 * @param {ReadyCountry} country
 * @param {string} national
 */
export function readingAfterCode(country, national) {
  if (country.rule.length === 0 || !/^[0-9]*$/.test(national)) return null;
  const way = country.rule.find((each) => (!each.wholeNumber || national.length === each.sets.length) && startsWithSets(each.sets, national));
  if (way === undefined) return null;
  const written = national.slice(0, way.sets.length);
  const read = way.rewrite === null ? ""
    : way.rewrite.map((piece) => ("digits" in piece ? piece.digits : national.slice(piece.from, piece.to))).join("");
  const result = read + national.slice(way.sets.length);
  if (result === national) return null;
  // A number viable as written stays so unless the result is viable too.
  if (acceptsDigits(country.pattern, national) && !acceptsDigits(country.pattern, result)) return null;
  return keepsLength(country, result.length) ? { written, read } : null;
}

/** Whether a national number of this length is kept after a prefix is taken off: a possible length or longer than all; not shorter, between two, or local only. */
function keepsLength(country, length) {
  const possible = country.possibleLengths;
  if (country.localOnlyLengths.includes(length) || possible.length === 0 || length < possible[0]) return false;
  return length > possible[possible.length - 1] || possible.includes(length);
}

/**
 * National input without what the region dials before the national number
 * (PhoneRegionCode's `nationalNumber(of:)`): the longest prefix whose rest has a possible
 * length; if none has, the input whole when its own length is possible, else without the
 * longest prefix it starts with.
 * @param {ReadyRegion} region
 * @param {string} digits ASCII digits
 */
export function nationalNumber(region, digits) {
  const matching = region.prefixSets.filter((sets) => startsWithSets(sets, digits));
  const viable = matching.find((sets) => region.possibleLengths.includes(digits.length - sets.length));
  if (viable !== undefined) return digits.slice(viable.length);
  if (region.possibleLengths.includes(digits.length)) return digits;
  return digits.slice(matching[0]?.length ?? 0);
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
