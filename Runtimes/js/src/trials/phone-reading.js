import { trialMessage } from "./trial-message.js";
import { acceptsDigits } from "./phone-reading-section.js";
import { charactersOf } from "./value-reading.js";
import { decimalDigitValue } from "../text/decimal-digit.js";
import { quoted } from "./match-details.js";

/**
 * The phone presets' reading of a number before their masks (the port of MaskTrialsCore's
 * PhoneNumberReader, which `MaskCheck`'s value trial runs for a file with a `phon` section,
 * and which MaskPresets' PhoneInput runs with its own tables): `00` and `011` read as `+`
 * (with a region, its own international prefixes), a trunk `(0)` after the code left out,
 * an extension taken off, a trunk prefix written without parentheses taken off, and with a
 * region national input read as that region's. The reading works on Characters (extended
 * grapheme clusters) as Swift's does, so a letter or another script's digit stays in the
 * number for the trials and the masks to judge, as in Swift (`+44 ７７００ ９００１２３`).
 */

/** A Character that is an ASCII digit (Swift's `isASCII && isNumber`, `asciiValue` in `0`...`9`). */
const asciiDigit = /^[0-9]$/u;
/** A Character PhoneText leaves out as formatting (`isFormatting`: one scalar of these). */
const formatting = /^[\p{Zs}\t\-./()*[\]\u2010-\u2015\u2212\u2053\u223c\u30fc\uff08\uff09\uff0d-\uff0f\uff3b\uff3d\u00ad\u200b\u2060]$/u;
/**
 * A stray symbol (PhoneText's `isStray`): punctuation, a symbol or a format character first
 * (`+` but where it starts the number), or a space with a mark on it (` ́`: a space of one
 * scalar is formatting, left out before this is asked), which libphonenumber's parse refuses
 * inside a number as it refuses `!`.
 */
const stray = /^(?!\uFFFD)[\p{P}\p{S}\p{Cf}\p{Zs}]/u;
/**
 * libphonenumber's extension labels (PhoneExtensionForm's): those that call one out (up to
 * 20 digits), longest first, and the ambiguous ones (up to 9); `x` and `int` after a letter
 * end a word (`fax 12`).
 */
const explicitLabels = ["xt", "xtn", "xtensio", "xtension", "xtensió", "xtensión"].flatMap((label) => ["e" + label, label])
  .concat(["ｅｘｔ", "ｅｘｔｎ", "ｘｔ", "ｘｔｎ", "доб", "anexo"]).sort((a, b) => b.length - a.length);
const ambiguousLabels = ["int", "ｉｎｔ", "x", "ｘ", "#", "＃", "~", "～"];
const wordEndings = ["x", "ｘ", "int", "ｉｎｔ"];

/**
 * Reads `text` as a phone preset reads it (PhoneNumberReader's `read`), by the facts of the
 * file's `phon` section (`reading`, {@link phoneReadingOf}); `region` (`--region`'s facts)
 * says whose national numbers input without `+` or an international prefix is. `number` is
 * `+`, the country code and the national number without formatting; with no country code
 * (`hasCountryCode` false) the text without formatting.
 * @param {string} text
 * @param {PhoneReading} reading
 * @param {ReadyRegion | null} [region]
 * @returns {{number: string, hasCountryCode: boolean, countryCode: string | null}} (`countryCode`: the
 *   code of the section read, one to three ASCII digits, or the region's; null for none found)
 */
export function readPhoneNumber(text, reading, region = null) {
  const { characters, trunkZeros } = written(splitExtension(charactersOf(text)));
  const startsWith = (prefix) => [...prefix].every((digit, index) => characters[index] === digit);
  const prefix = characters[0] === "+" ? "+" : (region?.internationalPrefixes ?? ["00", "011"]).find(startsWith);
  if (prefix === undefined) {
    if (region === null) return { number: characters.join(""), hasCountryCode: false, countryCode: null };
    // Another script's digits (`０２０ 7123 4567`) as their ASCII ones: the same count of Characters taken off.
    const ascii = asciiDigits(characters);
    // What the region's rule rewrites (Argentina's `011 15`: `9 11`; AG's `4601234`:
    // `2684601234`), as after the code: the region's own rule where it has one, else the code's.
    const rule = region.ways.length > 0 ? region : reading.countries.get(region.countryCode);
    const front = rule && readingAfterCode(rule, (ascii ?? characters).join(""));
    if (front?.read) {
      return { number: "+" + region.countryCode + front.read + characters.slice(front.written.length).join(""), hasCountryCode: true, countryCode: region.countryCode };
    }
    const national = ascii === null ? nationalNumber(region, characters) : characters.slice(characters.length - nationalNumber(region, ascii).length);
    return { number: "+" + region.countryCode + national.join(""), hasCountryCode: true, countryCode: region.countryCode };
  }
  const international = characters.slice(prefix.length);
  // The country: one to three ASCII digits, the first that is a code of the section.
  let country;
  for (let length = 1; length <= 3 && country === undefined && asciiDigit.test(international[length - 1]); length++) {
    country = reading.countries.get(international.slice(0, length).join(""));
  }
  const national = international.slice(country?.code.length ?? 0);
  let rewritten = null;
  if (country !== undefined) {
    const digits = national.join("");
    // `(0)` right after the code: the trunk prefix, written to be left out abroad.
    if (trunkZeros.has(characters.length - national.length) && country.trunkPrefix === "0") {
      rewritten = national.slice(1).join("");
    } else {
      // A trunk prefix written without parentheses, as libphonenumber's parse takes it off.
      // Another script's digits as their ASCII ones (`+44 ０２０ 7123 4567`), as libphonenumber reads them.
      const ascii = asciiDigits(national);
      const front = readingAfterCode(country, ascii === null ? digits : ascii.join(""));
      if (front !== null) rewritten = front.read + national.slice(front.written.length).join("");
    }
  }
  const number = rewritten !== null ? "+" + country.code + rewritten : prefix === "+" ? characters.join("") : "+" + international.join("");
  return { number, hasCountryCode: true, countryCode: country?.code ?? null };
}

/**
 * `characters` with each a decimal digit of another script (`０`, `٠`) read as its ASCII
 * digit (PhoneText's `asciiDigits(of:isASCII:)`), as libphonenumber reads digits before it
 * takes a prefix off; null where all are ASCII or one is no decimal digit. A Character for a
 * Character.
 * @param {string[]} characters
 * @returns {string[] | null}
 */
function asciiDigits(characters) {
  if (!/[^\0-\x7f]/u.test(characters.join(""))) return null;
  const values = characters.map(decimalDigitValue);
  return values.includes(null) ? null : values.map(String);
}

/**
 * A file's `phon` section made ready for reading: each country by its code, each way's
 * digit sets and rewrite, each region by its code (upper case) with its national prefixes'
 * sets.
 * @typedef {{countries: Map<string, ReadyCountry>, regions: Map<string, ReadyRegion>}} PhoneReading
 * @typedef {import("./phone-reading-section.js").PhoneCountry & {rule: Way[]}} ReadyCountry
 * @typedef {import("./phone-reading-section.js").PhoneRegion & {prefixSets: number[][], rule: Way[]}} ReadyRegion
 * @typedef {{sets: number[], wholeNumber: boolean, rewrite: ({digits: string} | {from: number, to: number})[] | null}} Way
 * @param {import("./phone-reading-section.js").PhoneReadingSection} section
 * @returns {PhoneReading}
 */
export function phoneReadingOf(section) {
  // PERF: a country's ways and a region's prefixes are read into sets on their first use
  // (a getter that replaces itself): a page's first load runs in the interpreter, where
  // reading all 348 ways and 245 regions up front was a third of the section's cost.
  const countries = new Map(section.countries.map((country) => [country.code, lazily({ ...country }, "rule", () => country.ways.map(wayOf))]));
  const regions = new Map(section.regions.map((region) => [region.region,
    lazily(lazily({ ...region }, "prefixSets", () => region.nationalPrefixes.map(setsOf)), "rule", () => region.ways.map(wayOf))]));
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

/** Whether `digits` (a string, or Characters) start with the sets: an ASCII digit of each. */
function startsWithSets(sets, digits) {
  return digits.length >= sets.length && sets.every((bits, index) => asciiDigit.test(digits[index]) && (bits >> digits[index]) & 1);
}

/**
 * How libphonenumber reads the front of `national` (the digits after the country code), by
 * the country's rule (PhoneTrunkPrefixRule's `reading(afterCode:isNationalNumber:)`): `{written, read, wholeNumber}`,
 * or null when it keeps the digits as written. A region with a rule of its own is read the same way.
 * @param {ReadyCountry | ReadyRegion} country
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
  return keepsLength(country, result.length) ? { written, read, wholeNumber: way.wholeNumber } : null;
}

/** Whether a national number of this length is kept after a prefix is taken off: a possible length or longer than all; not shorter, between two, or local only. */
function keepsLength(country, length) {
  const possible = country.possibleLengths;
  if (country.localOnlyLengths.includes(length) || possible.length === 0 || length < possible[0]) return false;
  return length > possible[possible.length - 1] || possible.includes(length);
}

/**
 * National input without what the region dials before the national number
 * (PhoneDigitPrefix's `nationalNumber(of:prefixes:possibleLengths:)`), counted in
 * Characters: the longest prefix whose rest has a possible length; if none has, the input
 * whole when its own length is possible, else without the longest prefix it starts with.
 * @param {ReadyRegion} region
 * @param {string[]} digits the input's Characters
 * @returns {string[]}
 */
function nationalNumber(region, digits) {
  const matching = region.prefixSets.filter((sets) => startsWithSets(sets, digits));
  const viable = matching.find((sets) => region.possibleLengths.includes(digits.length - sets.length));
  if (viable !== undefined) return digits.slice(viable.length);
  if (region.possibleLengths.includes(digits.length)) return digits;
  return digits.slice(matching[0]?.length ?? 0);
}

/**
 * The number's Characters without its extension (PhoneText's `splitExtension`): what
 * libphonenumber's parse reads as one (PhoneExtensionForm's `find`), after a text with a
 * decimal digit. The extension is no part of what is judged, so only the body is kept.
 * @param {string[]} characters
 * @returns {string[]}
 */
export function splitExtension(characters) {
  const start = extensionStart(characters);
  return start !== null && characters.slice(0, start).some((character) => decimalDigitValue(character) !== null) ? characters.slice(0, start) : characters;
}

/**
 * Where the extension's label starts (PhoneExtensionForm's `find`), or null: after what
 * follows the last letter, number or `#` is left out, decimal digits of any script at the
 * end (a `#` may close them), after a label, a `.`, `:` or `．` and spaces, commas or
 * dashes: an explicit label or `;ext=` (up to 20 digits), `,,` or `;` (15), an ambiguous
 * label or commas (9), or a space or dash with the `#` (6); the way starting first.
 * @param {string[]} characters
 * @returns {number | null}
 */
function extensionStart(characters) {
  let end = characters.length;
  while (end > 0 && !/^[\p{Alphabetic}\p{N}#]/u.test(characters[end - 1])) end--;
  const hash = characters[end - 1] === "#";
  const digitsStart = end - (hash ? 1 : 0);
  let at = digitsStart;
  while (at > 0 && decimalDigitValue(characters[at - 1]) !== null) at--;
  const count = digitsStart - at;
  if (count === 0 || count > 20) return null;
  const before = characters.slice(0, at);
  let run = at;
  while (run > 0 && " \u00a0\t,-".includes(before[run - 1])) run--;
  const punctuated = run > 0 && ":.．".includes(before[run - 1]);
  const head = run - (punctuated ? 1 : 0);
  /** Where `label` starts when it ends at `index`, in any case; -1 when it does not. */
  const ending = (label, index) => {
    const wanted = [...label];
    const start = index - wanted.length;
    return start >= 0 && wanted.every((character, offset) => before[start + offset].toLowerCase().normalize() === character) ? start : -1;
  };
  const firstOf = (labels) => labels.map((label) => ending(label, head)).find((start) => start >= 0) ?? -1;
  const ambiguous = ambiguousLabels.map((label) => {
    const start = ending(label, head);
    return start > 0 && wordEndings.includes(label) && /^\p{Alphabetic}/u.test(before[start - 1]) ? -1 : start;
  }).find((start) => start >= 0) ?? -1;
  const firstComma = before.indexOf(",", run);
  let doubleComma = firstComma;
  while (doubleComma >= 0 && before[doubleComma + 1] !== ",") doubleComma = before.indexOf(",", doubleComma + 1);
  const starts = [
    !hash && count <= 20 ? ending(";ext=", at) : -1,
    count <= 20 ? firstOf(explicitLabels) : -1,
    count <= 9 ? ambiguous : -1,
    count <= 15 ? doubleComma : -1,
    count <= 15 ? Math.max(ending(";", run), punctuated ? Math.max(ending(",,", head), ending(";", head)) : -1) : -1,
    count <= 9 ? firstComma : -1,
    count <= 9 && punctuated && before[head - 1] === "," ? backOver(before, head, ",") : -1,
    hash && count <= 6 && " -".includes(before[at - 1] ?? "_") ? backOver(before, at, " -") : -1,
  ].filter((start) => start >= 0);
  return starts.length === 0 ? null : Math.min(...starts);
}

/** The index before `index` back over Characters in `set`. */
function backOver(characters, index, set) {
  while (index > 0 && set.includes(characters[index - 1])) index--;
  return index;
}

/**
 * The body's Characters without formatting, and where each `0` written `(0)` stood
 * (PhoneText's `withoutFormatting`, spaces allowed inside: `( 0 )`, brackets and zero ASCII
 * or fullwidth: `（0）`): the offsets count the
 * Characters kept, the Characters are those of the text they make.
 * @param {string[]} body
 * @returns {{characters: string[], trunkZeros: Set<number>}}
 */
function written(body) {
  // `kept`: the text up to its last Character that is no stray symbol; a stray one before
  // the number is never added, and what follows `kept` is left out.
  let text = "", count = 0, kept = "";
  const trunkZeros = new Set();
  for (let index = 0; index < body.length;) {
    // ASCII or fullwidth brackets and zero (`includes` of a whole Character, never a part of one).
    if ("(\uff08".includes(body[index])) {
      let at = index + 1;
      while (body[at] === " ") at++;
      if ("0\uff10".includes(body[at++])) {
        while (body[at] === " ") at++;
        if (")\uff09".includes(body[at])) {
          trunkZeros.add(count++);
          kept = text += "0";
          index = at + 1;
          continue;
        }
      }
    }
    const character = body[index++];
    if (formatting.test(character)) continue;
    const isStray = stray.test(character) && !(count === 0 && character === "+");
    if (isStray && count === 0) continue;
    text += character;
    count++;
    if (!isStray) kept = text;
  }
  return { characters: charactersOf(kept), trunkZeros };
}

/** maskc's message for a number with no country code (MaskTrialsCore's catalog, word for word). */
export const noCountryCodeMessage = () => trialMessage("phone_no_country_code");

/**
 * The judge of a `phoneWithoutExtension` step (Trial's `phoneWithoutExtension`): a text
 * with an extension at its end ({@link splitExtension}) fails, as E.164 has no place for one.
 * @param {string} text
 */
export function extensionJudge(text) {
  const characters = charactersOf(text);
  return splitExtension(characters) === characters ? null : trialMessage("phone_extension");
}

/**
 * What no one writes in a phone number (PhoneText's `isUnwritten`): a control character (a
 * tab is formatting, left out before), a line or paragraph separator, or U+FFFD, which
 * invalid UTF-8 is read as. libphonenumber's parse refuses a number with one inside.
 */
const unwritten = /[\p{Cc}\p{Zl}\p{Zp}\uFFFD]/u;

/**
 * maskc's message for a number read with a Character no one writes in a phone number (the
 * first such; `phone_character`), or null when it has none: `+55 0 95270\r93025` is a
 * number broken across lines, and `+44 20 7123!4567` has a stray symbol inside (one before
 * or after the number was left out by the reading), so they fail in both runtimes.
 * @param {string} number the number read ({@link readPhoneNumber})
 */
export function unwrittenCharacterMessage(number) {
  const rest = number[0] === "+" ? number.slice(1) : number;
  if (!/[^0-9a-z]/iu.test(rest)) return null;
  const found = charactersOf(rest).find((character) => unwritten.test(character) || stray.test(character));
  return found === undefined ? null : trialMessage("phone_character", { found: quoted(found) });
}
