import { ByteReader } from "../wire/byte-reader.js";
import { Tag } from "../bytecode/format.js";
import { errors } from "../program/program-error.js";

/**
 * The `phon` section of a phone preset's file: what MaskPresets' PhoneInput reads a number
 * by, as data (docs/bytecode.md, "`phon`"; the port of MaskTrialsCore's
 * `PhoneReadingSection+Codec.swift` and `PhoneDigitAutomaton.swift`). Read as hostile
 * input: every count against its limit and the bytes left, every text against its grammar,
 * refused with the Swift reader's messages.
 *
 *     u32 countries; per country: text code, text trunk prefix, u32 ways and that many
 *         texts; where it has ways: possible lengths, local-only lengths (u32 count, u32
 *         each), and the pattern, an automaton over the ten digits
 *     u32 regions; per region: text region, text country code, u32 count and texts of
 *         international prefixes, u32 count and texts of national prefixes, the lengths;
 *         in format version 2, u32 ways and that many texts, and where it has ways its
 *         local-only lengths and its pattern (the region's own rule: AG's `4601234`)
 *
 * @typedef {{stateCount: number, classCount: number, start: number, classOfDigit: Uint8Array,
 *   targets: Uint8Array | Uint16Array, accepting: Uint8Array}} DigitAutomaton (accepting: a bitmap, bit s % 8 of byte s / 8)
 * @typedef {{code: string, trunkPrefix: string, ways: string[], possibleLengths: number[],
 *   localOnlyLengths: number[], pattern: DigitAutomaton | null}} PhoneCountry
 * @typedef {{region: string, countryCode: string, internationalPrefixes: string[],
 *   nationalPrefixes: string[], possibleLengths: number[], ways: string[],
 *   localOnlyLengths: number[], pattern: DigitAutomaton | null}} PhoneRegion
 * @typedef {{countries: PhoneCountry[], regions: PhoneRegion[]}} PhoneReadingSection
 */

const maximumCountryCount = 1110;
const maximumRegionCount = 1000;
const maximumWayCount = 1024;
const maximumListCount = 64;
const maximumStateCount = 65536;

const malformed = (owner, reason) => errors.malformedSection(Tag.phoneReading, owner === null ? reason : `${owner}: ${reason}`);

/**
 * A `phon` payload read and verified, in the layout of the file's format `version`.
 * @param {Uint8Array} payload
 * @param {number} [version]
 * @returns {PhoneReadingSection}
 */
export function decodePhoneReading(payload, version = 2) {
  const reader = new ByteReader(payload, Tag.phoneReading);
  const countries = [];
  const codes = new Set();
  const countryCount = count(reader, maximumCountryCount, "countries", null);
  for (let index = 0; index < countryCount; index++) {
    const code = reader.text();
    if (!/^[0-9]{1,3}$/.test(code)) throw malformed(null, `no country code '${code}'`);
    if (codes.has(code)) throw malformed(null, `country '${code}' written twice`);
    codes.add(code);
    const name = `country '${code}'`;
    const trunkPrefix = reader.text();
    if (!/^[0-9]{0,8}$/.test(trunkPrefix)) throw malformed(name, `no trunk prefix '${trunkPrefix}'`);
    const country = { code, trunkPrefix, ways: [], possibleLengths: [], localOnlyLengths: [], pattern: null };
    const wayCount = count(reader, maximumWayCount, "ways", name);
    for (let way = 0; way < wayCount; way++) {
      const text = reader.text();
      if (!isWay(text)) throw malformed(name, `no way '${text}'`);
      country.ways.push(text);
    }
    if (country.ways.length > 0) {
      country.possibleLengths = lengths(reader, "possible lengths", name, false);
      country.localOnlyLengths = lengths(reader, "local-only lengths", name, true);
      country.pattern = decodeDigitAutomaton(reader, `${name}: pattern`);
    }
    countries.push(country);
  }
  const regions = [];
  const names = new Set();
  const regionCount = count(reader, maximumRegionCount, "regions", null);
  for (let index = 0; index < regionCount; index++) {
    const region = reader.text();
    if (!/^[A-Z]{2}$/.test(region)) throw malformed(null, `no region '${region}'`);
    if (names.has(region)) throw malformed(null, `region '${region}' written twice`);
    names.add(region);
    const what = `region '${region}'`;
    const countryCode = reader.text();
    if (!codes.has(countryCode)) throw malformed(what, `no country '${countryCode}' in the section`);
    const internationalPrefixes = [];
    const internationalCount = count(reader, maximumListCount, "international prefixes", what);
    for (let prefix = 0; prefix < internationalCount; prefix++) {
      const text = reader.text();
      if (!/^[0-9]{1,8}$/.test(text)) throw malformed(what, `no international prefix '${text}'`);
      internationalPrefixes.push(text);
    }
    const nationalPrefixes = [];
    const nationalCount = count(reader, maximumListCount, "national prefixes", what);
    for (let prefix = 0; prefix < nationalCount; prefix++) {
      const text = reader.text();
      if (!isDigitSets(text)) throw malformed(what, `no national prefix '${text}'`);
      nationalPrefixes.push(text);
    }
    const possibleLengths = lengths(reader, "possible lengths", what, false);
    const entry = { region, countryCode, internationalPrefixes, nationalPrefixes, possibleLengths, ways: [], localOnlyLengths: [], pattern: null };
    const wayCount = version >= 2 ? count(reader, maximumWayCount, "ways", what) : 0;
    for (let way = 0; way < wayCount; way++) {
      const text = reader.text();
      if (!isWay(text)) throw malformed(what, `no way '${text}'`);
      entry.ways.push(text);
    }
    if (wayCount > 0) {
      entry.localOnlyLengths = lengths(reader, "local-only lengths", what, true);
      entry.pattern = decodeDigitAutomaton(reader, `${what}: pattern`);
    }
    regions.push(entry);
  }
  reader.expectEnd();
  return { countries, regions };
}

/** A count, at most `limit` and at most what the bytes left can hold (four bytes an entry). */
function count(reader, limit, what, owner) {
  const value = reader.u32(`the number of ${what}`);
  const bound = Math.min(limit, Math.floor(reader.remaining / 4));
  if (value > bound) throw malformed(owner, `${value} ${what}, at most ${bound}`);
  return value;
}

/** Lengths 1 to 99, strictly ascending; at least one unless `allowingNone`. */
function lengths(reader, what, owner, allowingNone) {
  const total = count(reader, maximumListCount, what, owner);
  if (total === 0 && !allowingNone) throw malformed(owner, `no ${what}`);
  const result = [];
  for (let index = 0; index < total; index++) {
    const length = reader.u32();
    if (length < 1 || length > 99 || length <= (result.at(-1) ?? 0)) {
      throw malformed(owner, `${what}: ${length} is not 1 to 99 and above the one before`);
    }
    result.push(length);
  }
  return result;
}

/** A pattern's automaton over the ten digits (PhoneDigitAutomaton's layout and checks). */
function decodeDigitAutomaton(reader, what) {
  const fail = (reason) => malformed(null, `${what}: ${reason}`);
  const stateCount = reader.u32("a pattern's state count");
  if (stateCount < 1 || stateCount > maximumStateCount) throw fail(`${stateCount} states, not 1 to ${maximumStateCount}`);
  const classCount = reader.u32("a pattern's class count");
  if (classCount < 1 || classCount > 10) throw fail(`${classCount} classes, not 1 to 10`);
  const start = reader.u32("a pattern's start state");
  if (start >= stateCount) throw fail(`start state ${start}, not below ${stateCount}`);
  // The width follows from the states, as the writer writes it (PhoneDigitAutomaton.targetWidth).
  const width = reader.u32("a pattern's target width");
  const written = stateCount <= 256 ? 1 : 2;
  if (width !== written) throw fail(`targets of ${width} bytes, not ${written} for ${stateCount} states`);
  const classOfDigit = reader.read(10).slice();
  const digit = classOfDigit.findIndex((each) => each >= classCount);
  if (digit >= 0) throw fail(`class ${classOfDigit[digit]} of digit ${digit}, not below ${classCount}`);
  const bitmapBytes = Math.floor((stateCount + 7) / 8);
  const tableBytes = stateCount * classCount * width;
  if (tableBytes + bitmapBytes > reader.remaining) throw fail(`${stateCount} states of ${classCount} classes need ${tableBytes + bitmapBytes} bytes but only ${reader.remaining} remain`);
  const table = reader.read(tableBytes);
  let targets;
  if (width === 1) {
    // PERF: one-byte targets are kept as bytes and checked by a native maximum: a loop a
    // target ran in the interpreter on a page's first load (some 20 ms for the phone file).
    targets = table.slice();
    if (stateCount < 256 && targets.length > 0 && Math.max(...targets) >= stateCount) throw outOfRange(targets);
  } else {
    targets = new Uint16Array(stateCount * classCount);
    for (let index = 0; index < targets.length; index++) targets[index] = table[2 * index] | (table[2 * index + 1] << 8);
    if (targets.some((target) => target >= stateCount)) throw outOfRange(targets);
  }
  // The accepting bitmap is kept as bytes; only its last byte can hold bits past the states.
  const accepting = reader.read(bitmapBytes).slice();
  const past = accepting[bitmapBytes - 1] >> (stateCount - 8 * (bitmapBytes - 1));
  if (past !== 0) {
    const bit = stateCount + Math.log2(past & -past);
    throw fail(`accepting bit ${bit} past its ${stateCount} states`);
  }
  function outOfRange(values) {
    const index = values.findIndex((target) => target >= stateCount);
    return fail(`target ${values[index]} of state ${Math.floor(index / classCount)}, class ${index % classCount}, not below ${stateCount}`);
  }
  return { stateCount, classCount, start, classOfDigit, targets, accepting };
}

/**
 * Whether a pattern's automaton accepts `digits`, a string of ASCII digits (false at any
 * other character): the national-number pattern's verdict, as MaskRegex's program gives it.
 * @param {DigitAutomaton} automaton
 * @param {string} digits
 */
export function acceptsDigits(automaton, digits) {
  let state = automaton.start;
  for (let index = 0; index < digits.length; index++) {
    const digit = digits.charCodeAt(index) - 0x30;
    if (digit < 0 || digit > 9) return false;
    state = automaton.targets[state * automaton.classCount + automaton.classOfDigit[digit]];
  }
  return (automaton.accepting[state >> 3] & (1 << (state & 7))) !== 0;
}

const isDigit = (text, index) => index < text.length && text.charCodeAt(index) >= 0x30 && text.charCodeAt(index) <= 0x39;

/**
 * `[…]` digit sets from `at.index` on (each one or more digits or ranges `a-b`, `a` ≤ `b`):
 * how many, or null where one is malformed (PhoneReadingGrammar's `digitSets`).
 */
function digitSets(text, at) {
  let sets = 0;
  while (at.index < text.length && text[at.index] === "[") {
    at.index += 1;
    let members = 0;
    while (isDigit(text, at.index)) {
      if (at.index + 2 < text.length && text[at.index + 1] === "-" && isDigit(text, at.index + 2)) {
        if (text[at.index] > text[at.index + 2]) return null;
        at.index += 3;
      } else {
        at.index += 1;
      }
      members += 1;
    }
    if (members === 0 || at.index >= text.length || text[at.index] !== "]") return null;
    at.index += 1;
    sets += 1;
  }
  return sets;
}

/** The digits at `at.index` (one or more) as a number, capped at nine digits; null for none. */
function number(text, at) {
  let value = 0;
  let digits = 0;
  while (isDigit(text, at.index)) {
    if (digits < 9) value = value * 10 + text.charCodeAt(at.index) - 0x30;
    digits += 1;
    at.index += 1;
  }
  return digits === 0 ? null : value;
}

/** A way: digit sets, `$` optionally, then optionally ` -> ` and digits and `<a-b>` pieces. */
export function isWay(text) {
  const at = { index: 0 };
  const sets = digitSets(text, at);
  if (sets === null) return false;
  if (text[at.index] === "$") at.index += 1;
  if (at.index === text.length) return true;
  if (!(text.length - at.index > 4 && text.startsWith(" -> ", at.index))) return false;
  at.index += 4;
  while (at.index < text.length) {
    if (text[at.index] === "<") {
      at.index += 1;
      const low = number(text, at);
      if (low === null || text[at.index] !== "-") return false;
      at.index += 1;
      const high = number(text, at);
      if (high === null || text[at.index] !== ">" || low > high || high > sets) return false;
      at.index += 1;
    } else if (number(text, at) === null) {
      return false;
    }
  }
  return true;
}

/** A national prefix: one or more digit sets, nothing else. */
export function isDigitSets(text) {
  const at = { index: 0 };
  const sets = digitSets(text, at);
  return sets !== null && sets > 0 && at.index === text.length;
}
