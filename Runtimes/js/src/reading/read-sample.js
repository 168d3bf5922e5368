import { ReadingInput, unicodeAlternate } from "./reading-input.js";
import { ReadingSearch } from "./reading-search.js";
import { greedyReading } from "./greedy-reading.js";
import { asciiLettersAndDigits } from "./letter-or-digit.js";
import { continuationBytes, textOfBytes } from "../text/utf8.js";
import { INSERTED, INSERTED_MEANINGFUL } from "./reading-sink.js";
import { droppedOwnSeparators, foreignClosers, withClosers } from "./foreign-closers.js";

/**
 * A whole sample's reading (MaskVM's `ReadingTables.read`): the fast reading where it makes
 * the exact search's choices, else the search's; then complete beats partial, then
 * autocomplete.
 *
 * @param {import("./reading-tables.js").ReadingTables} tables
 * @param {string} sample
 * @param {{keepLiterals: boolean, autocomplete: boolean, accepts: (bytes: Uint8Array) => boolean}} options
 *   `accepts` is the match automaton's verdict, asked in an ambiguous mask only
 * @returns {{text: string, input: ReadingInput, dropped: number[], unplaced: number[],
 *   finalState: number, droppedLetterOrDigit: boolean, textComplete: boolean, complete: boolean}}
 *   `textComplete`: the text is a complete text of the mask; `complete`: that, and no letter
 *   or digit was dropped (nothing laundered)
 */
export function readSample(tables, sample, options) {
  return readInput(tables, new ReadingInput(sample), options);
}

/**
 * The reading of `input` (MaskVM's `ReadingTables.read`), already cut into units (the
 * editor's, a set's choice's): the fast reading wherever it makes the exact search's
 * choices, the search elsewhere; then complete beats partial, then autocomplete. The search
 * is made only when needed. With `mark`, the unit whose place the caret needs, the reading
 * also gives the kind of each byte (`kinds`) and `outcome.markBefore` and `markAfter`.
 * `searchAlone` (a test hook, as Swift's `readBySearchAlone`) skips the fast reading.
 */
export function readInput(tables, input, options) {
  // A separator the mask does not write, typed where a range is open, closes it as the
  // mask's own would (`foreign-closers.js`): the input is read with it as that separator,
  // and the text, which then writes the mask's, is not the input as typed.
  const closers = closersIn(tables, input, options.accepts);
  const reading = readClosed(tables, input, closers, options);
  // A separator of the mask's own that this reading dropped is looked at as the others
  // (MaskVM's `read`): where one stands for another, the input is read again.
  const own = closers === undefined ? [] : droppedOwnSeparators(tables, input, reading.dropped, reading.unplaced, closers);
  if (own.length === 0) return reading;
  const more = closersIn(tables, input, options.accepts, own);
  return sameClosers(more, closers) ? reading : readClosed(tables, input, more, options);
}

/** The reading of `input` with its units at `closers` read as the separators they stand for. */
function readClosed(tables, input, closers, options) {
  if (!closers) return readAsTyped(tables, input, options);
  const reading = readAsTyped(tables, withClosers(input, closers), options);
  reading.outcome.normalized = true;
  reading.input = input;
  return reading;
}

function sameClosers(a, b) {
  return (a?.length ?? 0) === (b?.length ?? 0) && (a ?? []).every((closer, index) => closer.unit === b[index].unit && closer.byte === b[index].byte);
}

/**
 * The typed separators that close a range in `input`, or null (`foreign-closers.js`), with
 * `own` (units of the mask's own separators) looked at too; undefined for a mask with none.
 */
function closersIn(tables, input, accepts, own = []) {
  if (tables.moves.mostClosers === 0) return undefined;
  return foreignClosers(tables, input, (typed) => readAsTyped(tables, typed, { keepLiterals: true, autocomplete: false, accepts }), own);
}

/** {@link closersIn} as every reading decides it: the own separators a first reading drops looked at too. */
function decidedClosers(tables, input, accepts) {
  const closers = closersIn(tables, input, accepts);
  if (closers === undefined || !tables.moves.mixesSeparators) return closers ?? null;
  const reading = readClosed(tables, input, closers, { keepLiterals: true, autocomplete: false, accepts });
  const own = droppedOwnSeparators(tables, input, reading.dropped, reading.unplaced, closers);
  return own.length === 0 ? closers : closersIn(tables, input, accepts, own);
}

/**
 * `input` as the mask's reading sees it: each typed separator the mask does not write that
 * closes a range replaced by the mask's own (MaskVM's `withClosers`); `input` itself when none.
 */
export function closedInput(tables, input, accepts) {
  const closers = decidedClosers(tables, input, accepts);
  return closers ? withClosers(input, closers) : input;
}

/** {@link readInput} of input whose every typed closer is of the mask's own kind. */
function readAsTyped(tables, input, { keepLiterals, autocomplete, accepts, searchAlone = false, mark }) {
  const alternates = unitAlternates(tables, input);
  // The editor's reading: kinds are kept and the mark followed.
  const editing = mark === undefined ? null : { mark };
  const context = { tables, input, alternates, search: null, keepLiterals, editing };
  let reading = searchAlone ? null : greedyReading(tables, input, alternates, keepLiterals, editing);
  if (reading === null) {
    reading = exactReading(context);
  } else if (tables.moves.hasClosers && (reading.outcome.inserted || reading.dropped.length > 0) && tables.lastCloser(input) >= 0) {
    // The value rules: the fast reading knows no closer, so where it inserted or dropped
    // something in input that types one, the search decides.
    reading = exactReading(context);
  } else if (!anyUnplaced(context, reading.dropped) || dropsSameLettersAndDigits(context, reading.dropped)) {
    // It kept every letter and digit, or dropped only those every reading drops (a digit
    // past the end of a full field): it is the search's reading.
    reading = completeOr(context, reading);
  } else {
    reading = exactReading(context);
  }
  padLastNumber(tables, reading, input.unitCount);
  finish(tables, reading, keepLiterals, autocomplete);
  const { dropped, outcome, kinds } = reading;
  const unplaced = dropped.length === 0 ? dropped : dropped.filter((index) => isUnplaced(tables, input, alternates, index));
  const droppedLetterOrDigit = dropped.length > 0 && dropped.some((index) => input.isLetterOrDigit(index));
  // PERF: the bytes are made an array only for the match automaton, which only an
  // ambiguous mask asks.
  const textComplete = keepLiterals
    && (tables.accepting[outcome.finalState] === 1 || (!tables.isUnambiguous && accepts(Uint8Array.from(reading.bytes))));
  return {
    text: textOfBytes(reading.bytes), bytes: reading.bytes, kinds, outcome, input, dropped, unplaced, finalState: outcome.finalState,
    droppedLetterOrDigit, textComplete, complete: textComplete && !droppedLetterOrDigit,
  };
}

/** The input's exact search, made on first need (`context.search`). */
function searchNow(context) {
  context.search ??= new ReadingSearch(context.tables, context.input, context.alternates);
  return context.search;
}

/** The exact search's reading, then complete beats partial. */
function exactReading(context) {
  return completeOr(context, searchNow(context).run(context.keepLiterals, context.editing));
}

/** Complete beats partial, after either reading: the complete reading that keeps the same, if there is one. */
function completeOr(context, reading) {
  if (!mayReadComplete(context.tables, reading, context.input)) return reading;
  return searchNow(context).completeRun(reading.dropped, context.keepLiterals, context.editing) ?? reading;
}

/** Whether one of the `dropped` units is a letter or digit the mask could read somewhere. */
function anyUnplaced({ tables, input, alternates }, dropped) {
  for (const index of dropped) if (isUnplaced(tables, input, alternates, index)) return true;
  return false;
}

/**
 * Whether the letters and digits a reading dropped (`dropped`, in order) are exactly those
 * the search drops: none of them is a candidate, and as many.
 */
function dropsSameLettersAndDigits(context, dropped) {
  const search = searchNow(context);
  const { tables, input, alternates } = context;
  let candidate = 0;
  let count = 0;
  for (const index of dropped) {
    if (!isUnplaced(tables, input, alternates, index)) continue;
    count++;
    while (candidate < search.candidates.length && search.candidates[candidate] < index) candidate++;
    if (search.candidates[candidate] === index) return false;
  }
  return count === search.droppedLettersAndDigits;
}

/**
 * Each unit's alternate where some state reads its first byte (typing normalization): an
 * ASCII letter's other case, from the tables; a non-ASCII Character's from Unicode.
 * @returns {(index: number) => Uint8Array | null}
 */
export function unitAlternates(tables, input) {
  let cache = null;
  return (index) => {
    const range = input.unit(index);
    if (range.end - range.start === 1) {
      const other = tables.asciiAlternate[input.bytes[range.start]];
      return other === 0 ? null : (ASCII_FORMS[other] ??= Uint8Array.of(other));
    }
    if (range.end - range.start > 4) return null;
    cache ??= new Map();
    if (!cache.has(index)) {
      const other = unicodeAlternate(input.characters[index]);
      cache.set(index, other !== null && tables.readable[tables.classMap[other[0]]] ? other : null);
    }
    return cache.get(index);
  };
}

const ASCII_FORMS = [];

/**
 * Whether a dropped unit counts against the reading: a letter or digit the mask could read
 * somewhere, as typed or as its alternate. Symbols and characters the mask reads nowhere
 * are formatting noise.
 */
function isUnplaced(tables, input, alternates, index) {
  if (!input.isLetterOrDigit(index)) return false;
  return tables.readable[tables.classMap[input.firstByte(index)]] === 1 || alternates(index) !== null;
}

/**
 * Whether a reading should give way to a complete one, if there is one (MaskVM's
 * `mayReadComplete`): its text is not complete once literals alone are added; it read no
 * unit as its alternate; the input did not follow the mask as it stands (a literal was
 * inserted, or a symbol the mask reads somewhere was dropped); and a cheap bound allows it.
 */
function mayReadComplete(tables, reading, input) {
  const { outcome, dropped } = reading;
  if (tables.completable[outcome.finalState] === 1 || outcome.normalized) return false;
  const misplacedSymbol = (index) => !input.isLetterOrDigit(index) && tables.readable[tables.classMap[input.firstByte(index)]] === 1;
  if (!outcome.inserted && !dropped.some(misplacedSymbol)) return false;
  const fewest = tables.fewestMeaningfulToAccept;
  if (fewest === Infinity) return false;
  if (input.unitEnds) return 4 * input.bytes.length >= fewest;
  if (input.bytes.length < fewest) return false;
  if (!tables.meaningfulOnlyLettersAndDigits) return true;
  return asciiLettersAndDigits(input.bytes) >= fewest;
}

/**
 * Rule 7 at the end of the text (MaskVM's `padLastNumber`): the last number, read with one
 * digit, is written padded where the person typed the separator that opened it (nothing
 * was inserted before the last unit read) and padding makes the text complete and full
 * (`moves.endPadding`). Marks at or after the digit move past the zero.
 */
function padLastNumber(tables, reading, unitCount) {
  const { outcome, bytes, kinds, dropped } = reading;
  const at = bytes.length - 1;
  if (tables.moves.endPadding === null || at < 0 || tables.completable[outcome.finalState] === 1) return;
  const digit = bytes[at];
  const padded = digit >= 0x30 && digit <= 0x39 ? tables.moves.endPadding[outcome.finalState * tables.classCount + tables.classMap[digit]] : 0;
  if (padded === 0 || tables.completable[padded] !== 1) return;
  // The last unit read, the digit: nothing inserted before it, so the separator before it was typed.
  let last = unitCount - 1;
  for (let drop = dropped.length - 1; drop >= 0 && dropped[drop] === last; drop--) last--;
  if (outcome.insertedBefore === last) return;
  bytes.splice(at, 0, 0x30);
  kinds?.splice(at, 0, INSERTED_MEANINGFUL);
  outcome.finalState = padded;
  outcome.inserted = true;
  if (outcome.markBefore > at) outcome.markBefore++;
  if (outcome.markAfter >= at) outcome.markAfter++;
}

/**
 * Ends a reading: appends the literals that are the only way on (with `autocomplete`, and
 * only after some unit was consumed), whole Characters only: where literals that share
 * their first bytes part, the bytes of the Character begun are taken back. Then settles the
 * marks: with no unit at or after the mark consumed, the text's length before and after
 * autocomplete.
 */
function finish(tables, reading, keepLiterals, autocomplete) {
  const { outcome, bytes, kinds } = reading;
  const beforeAutocomplete = bytes.length;
  if (autocomplete && outcome.consumedAny) {
    let whole = { count: bytes.length, state: outcome.finalState };
    let pending = 0;
    let state = outcome.finalState;
    while (tables.forcedTarget[state] !== 0) {
      const byte = tables.forcedByte[state];
      // An autocompleted literal is inserted, not part of the value.
      if (keepLiterals) {
        bytes.push(byte);
        kinds?.push(INSERTED);
      }
      state = tables.forcedTarget[state];
      pending = pending > 0 && (byte & 0xc0) === 0x80 ? pending - 1 : continuationBytes(byte);
      if (pending === 0) whole = { count: bytes.length, state };
    }
    if (bytes.length !== whole.count) bytes.length = whole.count;
    if (kinds && kinds.length !== whole.count) kinds.length = whole.count;
    outcome.finalState = whole.state;
  }
  if (outcome.markAfter < 0) {
    if (outcome.markBefore < 0) outcome.markBefore = beforeAutocomplete;
    outcome.markAfter = bytes.length;
  }
}
