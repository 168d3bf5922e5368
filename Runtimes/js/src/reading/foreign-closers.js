import { ReadingInput } from "./reading-input.js";
import { decimalDigitValue } from "../text/decimal-digit.js";
import { isLetterOrDigitByte, isSpaceNotLineBreak } from "./letter-or-digit.js";

/**
 * A typed separator the mask does not write closes a number range as the mask's own would
 * (docs/editing.md, rule 6; MaskVM's `ReadingTables+ForeignClosers`): `1/2/2024` into
 * `<01-31>.<01-12>.DDDD` is `01.02.2024`. Decided before the reading, left to right as typing
 * does: the first unit of a run of symbols and spaces, not of the mask's own closers, closes
 * when the reading of the input before it (with the closers decided so far)
 * ends in a state entered by a range's digit whose range is followed by a separator, or in a
 * number that takes more digits, or one the reading moved a digit into, where one of the mask's
 * own closers, typed in its place, would close a range; it is then read as that separator. At most `2 × mostClosers + 2` are looked at, none once
 * `mostClosers` close. Units are kept one for one, so every offset still counts the typed text.
 *
 * @param {import("./reading-tables.js").ReadingTables} tables
 * @param {ReadingInput} input
 * @param {(input: ReadingInput) => {outcome: {finalState: number}}} readAsBefore the reading
 *   without this rule (no autocomplete)
 * @returns {{unit: number, byte: number}[] | null} the closers in input order, null for none
 */
export function foreignClosers(tables, input, readAsBefore, ownSeparators = []) {
  if (tables.moves.mostClosers === 0) return null;
  let candidates = closerCandidates(tables, input);
  if (ownSeparators.length > 0) candidates = [...candidates, ...ownSeparators].sort((a, b) => a - b);
  if (candidates.length === 0) return null;
  const { mostClosers, closingByte, openingByte } = tables.moves;
  const closers = [];
  for (const candidate of candidates.slice(0, 2 * mostClosers + 2)) {
    if (closers.length >= mostClosers) break;
    // The reading of the input before it, as if it were formatting: where it stands.
    const state = readAsBefore(withClosers(prefixOf(input, candidate), closers)).outcome.finalState;
    // A range open here closes; after a number no range holds (a year), it opens the next one: `2024 1` reads as `2024-1`.
    // ...where the mask does not read it as it stands (`X?D ?1?.<01-12>`'s space).
    const column = (state * tables.classCount + tables.classMap[input.firstByte(candidate)]) * 2;
    // A separator the mask reads where the reading stands is read there, as typed.
    if (tables.targets[column] | tables.targets[column + 1]) continue;
    const { start, end } = input.unit(candidate);
    const typedByte = end - start === 1 ? input.bytes[start] : 0;
    let byte = closingByte?.[state] || openingByte?.[state] || 0;
    if (byte === 0 && ownSeparators.includes(candidate)) {
      const after = separatorAfterNumber(tables.moves, state);
      if (after !== typedByte) byte = after;
    }
    if (byte === 0 && closingByte && (tables.moves.takesMoreDigits[state] === 1 || movedLastDigit(tables, input, candidate, closers, readAsBefore))) {
      byte = ownCloser(tables, input, candidate, closers, readAsBefore);
    }
    if (byte && byte !== typedByte) closers.push({ unit: candidate, byte });
  }
  return closers.length === 0 ? null : closers;
}

/** The separator the mask writes first after the number at `state` (MaskVM's `separatorAfterNumber`), 0 for none. */
function separatorAfterNumber(moves, state) {
  for (let position = moves.start[state]; position < moves.start[state + 1]; position++) {
    const { byte, literalClass } = moves.insertions[position];
    if (literalClass >= 0 && byte < 0x80 && !isLetterOrDigitByte(byte)) return byte;
  }
  return 0;
}

/**
 * The units of `dropped` that are separators of the mask's own (MaskVM's
 * `droppedOwnSeparators`): a closer or an opener, one byte, the first of a run after a letter
 * or digit, not one of `closers`; every such unit when a letter or digit is among `dropped`.
 */
export function droppedOwnSeparators(tables, input, dropped, unplaced, closers) {
  if (!tables.moves.mixesSeparators || dropped.length === 0) return [];
  const opener = tables.moves.openingByte;
  const units = unplaced.length > 0 ? Array.from({ length: input.unitCount }, (_, index) => index) : dropped;
  return units.filter((index) => {
    const { start, end } = input.unit(index);
    if (!(tables.isCloserUnit(input, index) || (end - start === 1 && opener?.includes(input.bytes[start])))) return false;
    return index > 0 && input.isLetterOrDigit(index - 1) && !closers?.some((closer) => closer.unit === index);
  });
}

/**
 * The mask's own closer that acts where unit `candidate` stands (MaskVM's `ownCloser`), 0
 * for none: the first of `closerBytes` that, typed in its place, the reading keeps as a
 * literal closing a range. That is where the reading before it moved a digit on past a
 * range (`25` into `<00-23>:<00-59>` reads `02:5`, `28` reads `02:08`) into a number no
 * separator follows.
 */
function ownCloser(tables, input, candidate, closers, readAsBefore) {
  const typed = prefixOf(input, candidate + 1);
  for (const byte of tables.moves.closerBytes) {
    const reading = readAsBefore(withClosers(typed, [...closers, { unit: candidate, byte }]));
    if (!reading.dropped.includes(candidate) && tables.moves.enteredByCloser[reading.outcome.finalState] === 1) return byte;
  }
  return 0;
}

/**
 * Whether the digit just before unit `candidate` was moved on by the reading past a range it
 * left short, one a separator follows (MaskVM's `movedLastDigit`): the reading of the input
 * before that digit ends in such a range, open (`2`) or padded (`16:6` reads `16:06`), so `28`
 * reads `02:08`; after `1234` or `208` the separator stays formatting.
 */
function movedLastDigit(tables, input, candidate, closers, readAsBefore) {
  // A digit of any script, not a letter (MaskVM's `isDigit`): `8B` into `<01-12>)?U` reads `08)B`.
  if (candidate === 0 || decimalDigitValue(input.unitEnds ? input.characters[candidate - 1] : String.fromCharCode(input.bytes[candidate - 1])) === null) return false;
  const prefix = prefixOf(input, candidate - 1);
  const { bytes, outcome: { finalState } } = readAsBefore(withClosers(prefix, closers));
  const [units, count] = [prefix.unitCount, bytes.length];
  // Open, or padded (MaskVM's `endsPadded`): the text ends in a zero and the last unit typed, a digit not typed after a
  // `0` (a unit of more bytes never equals a text's last byte, a continuation byte, nor a `0`).
  return tables.moves.closingByte[finalState] !== 0 && (tables.moves.takesMoreDigits[finalState] === 1
    || (bytes[count - 2] === 0x30 && units > 0 && prefix.firstByte(units - 1) === bytes[count - 1]
      && (units < 2 || prefix.firstByte(units - 2) !== 0x30)));
}

/** The first `count` units of `input` as an input of their own. */
function prefixOf(input, count) {
  if (!input.unitEnds) return ReadingInput.fromUnits(input.bytes.subarray(0, count), null, null);
  const end = count === 0 ? 0 : input.unitEnds[count - 1];
  return ReadingInput.fromUnits(input.bytes.subarray(0, end), input.unitEnds.subarray(0, count), input.characters.slice(0, count));
}

/** `input` with its units at `closers` replaced by their separators (one byte each). */
export function withClosers(input, closers) {
  if (closers.length === 0) return input;
  if (!input.unitEnds) {
    const bytes = Uint8Array.from(input.bytes);
    for (const { unit, byte } of closers) if (unit < bytes.length) bytes[unit] = byte;
    return ReadingInput.fromUnits(bytes, null, null);
  }
  const bytes = [];
  const ends = new Int32Array(input.unitCount);
  const characters = input.characters.slice();
  let next = 0;
  for (let index = 0; index < input.unitCount; index++) {
    if (next < closers.length && closers[next].unit === index) {
      bytes.push(closers[next].byte);
      characters[index] = String.fromCharCode(closers[next].byte);
      next++;
    } else {
      const { start, end } = input.unit(index);
      for (let offset = start; offset < end; offset++) bytes.push(input.bytes[offset]);
    }
    ends[index] = bytes.length;
  }
  return ReadingInput.fromUnits(Uint8Array.from(bytes), ends, characters);
}

/**
 * The first unit of each run of units that are neither letters nor digits, when it is a
 * separator character and not of the mask's own closers.
 */
function closerCandidates(tables, input) {
  const candidates = [];
  const opener = tables.moves.openingByte;
  let previousIsSymbol = false;
  for (let index = 0; index < input.unitCount; index++) {
    // PERF: a unit of ASCII input is judged by its byte alone.
    const byte = input.unitEnds ? -1 : input.bytes[index];
    const isSymbol = byte < 0 ? !input.isLetterOrDigit(index) : !isLetterOrDigitByte(byte);
    // Nor one of the mask's own openers (`openingByte`, one byte each), read as typed.
    if (isSymbol && !previousIsSymbol && (byte < 0 ? !tables.isCloserUnit(input, index) && !(opener?.includes(input.firstByte(index)) && input.characters[index].length === 1) && isSeparator(input, index)
      : tables.closerByte[byte] === 0 && !opener?.includes(byte) && separatorByte(byte))) candidates.push(index);
    previousIsSymbol = isSymbol;
  }
  return candidates;
}

const punctuationOrSymbol = /^[\p{P}\p{S}]/u;

/**
 * Whether unit `index` is a separator a person may type between parts of a value (MaskVM's
 * `isSeparator`): its first scalar punctuation, a symbol or a space (White_Space, not a line
 * break). Letters and digits never are.
 */
export function isSeparator(input, index) {
  const { start, end } = input.unit(index);
  if (end - start === 1) return separatorByte(input.bytes[start]);
  const text = input.characters[index];
  return punctuationOrSymbol.test(text) || isSpaceNotLineBreak(text);
}

/** Whether a one-byte unit is a separator: a tab, or printable ASCII but a letter or digit. */
function separatorByte(byte) {
  return byte === 0x09 || (byte >= 0x20 && byte < 0x7f && !isLetterOrDigitByte(byte));
}
