import { readingOutcome, ReadingSink, INSERTED } from "./reading-sink.js";

/**
 * The fast reading (MaskVM's ReadingTables+Greedy). Each unit is read where it stands if it
 * can be (the preferred way), as typed, else as its alternate; else the literals on the way
 * to where it can be read are inserted (towards a class if any takes it, else towards an
 * equal literal) and it is read there; else it is dropped (in ASCII input; in other input
 * the reading gives up with null and leaves it to the exact search).
 *
 * These choices, in this order, are how the exact search breaks ties, so the two agree
 * wherever the fast reading keeps every letter and digit the search keeps: only there is
 * it taken (`read-sample.js`, as Swift), and tests hold the two to the same texts.
 *
 * @param {import("./reading-tables.js").ReadingTables} tables
 * @param {import("./reading-input.js").ReadingInput} input
 * @param {(index: number) => Uint8Array | null} alternateOf
 * @param {boolean} keepLiterals
 * @returns {{bytes: number[], dropped: number[], outcome: ReturnType<typeof readingOutcome>} | null}
 */
export function greedyReading(tables, input, alternateOf, keepLiterals, editing = null) {
  return input.unitEnds
    ? greedyUnits(tables, input, alternateOf, keepLiterals, editing)
    : greedyBytes(tables, input.bytes, keepLiterals, editing);
}

/**
 * The fast reading of ASCII input without a CR: a unit a byte; a byte that cannot be read is
 * dropped, but for the byte at the editor's mark, which gives the reading up (null) to the
 * exact search, as Swift's `greedyLoop` does.
 */
function greedyBytes(tables, bytes, keepLiterals, editing) {
  const { classMap, direct, classCount: k, targets, insertionTarget, insertionByte, asciiAlternate, hasASCIIAlternates } = tables;
  const out = [];
  const kinds = editing ? [] : null;
  const mark = editing ? editing.mark : -1;
  let markBefore = -1;
  let markAfter = -1;
  const dropped = [];
  let state = tables.startState;
  let inserted = false;
  let insertedBefore = -1;
  let normalized = false;
  for (let index = 0; index < bytes.length; index++) {
    if (index === mark) markBefore = out.length;
    const typed = bytes[index];
    let byte = typed;
    let cls = classMap[byte];
    let step = direct[state * k + cls];
    if (step === 0 && hasASCIIAlternates) {
      const alternate = asciiAlternate[byte];
      if (alternate !== 0) {
        const alternateClass = classMap[alternate];
        step = direct[state * k + alternateClass];
        // Read here as the other case; else its way of insertions when the typed case has none.
        if (step !== 0 || insertionTarget[state * k + cls] === 0) {
          byte = alternate;
          cls = alternateClass;
        }
      }
    }
    if (step === 0) {
      let entry = state * k + cls;
      if (insertionTarget[entry] === 0) {
        if (index === mark) return null;
        dropped.push(index);
        continue;
      }
      const rollback = { state, count: out.length };
      do {
        if (keepLiterals) {
          out.push(insertionByte[entry]);
          kinds?.push(INSERTED);
        }
        state = insertionTarget[entry];
        const meaningful = targets[(state * k + cls) * 2 + 1];
        if (meaningful !== 0) {
          step = meaningful * 2 + 1;
          break;
        }
        entry = state * k + cls;
      } while (insertionTarget[entry] !== 0);
      // At the end of the run the byte is read the preferred way.
      if (step === 0) step = direct[state * k + cls];
      if (step === 0) {
        state = rollback.state;
        out.length = rollback.count;
        if (kinds) kinds.length = rollback.count;
        if (index === mark) return null;
        dropped.push(index);
        continue;
      }
      inserted = true;
      insertedBefore = index;
    }
    if (byte !== typed) normalized = true;
    if (keepLiterals || (step & 1) === 1) {
      out.push(byte);
      kinds?.push(step & 1);
    }
    // Where the byte at the mark went: the last byte written.
    if (index === mark) markAfter = keepLiterals ? out.length - 1 : markBefore;
    state = step >> 1;
  }
  const outcome = readingOutcome(state);
  outcome.consumedAny = bytes.length > dropped.length;
  outcome.inserted = inserted;
  outcome.insertedBefore = insertedBefore;
  outcome.normalized = normalized;
  outcome.markBefore = markBefore;
  outcome.markAfter = markAfter;
  return { bytes: out, kinds, dropped, outcome };
}

/** The fast reading of other input, a Character a unit; null where a unit cannot be read. */
function greedyUnits(tables, input, alternateOf, keepLiterals, editing) {
  const sink = new ReadingSink(keepLiterals, editing !== null);
  const mark = editing ? editing.mark : -1;
  let state = tables.startState;
  const outcome = readingOutcome(0);
  outcome.consumedAny = input.unitCount > 0;
  for (let index = 0; index < input.unitCount; index++) {
    if (index === mark) outcome.markBefore = sink.bytes.length;
    const typed = input.typedForm(index);
    // Where it stands, as typed, then as its alternate.
    let form = typed;
    let next = walkForm(tables, typed, state, false, sink);
    if (next === 0) {
      const alternate = alternateOf(index);
      if (alternate !== null) {
        next = walkForm(tables, alternate, state, false, sink);
        if (next !== 0) {
          outcome.normalized = true;
          form = alternate;
        }
      }
      if (next === 0) {
        // After the literals on the way: as typed if it can be read somewhere on, else as its alternate.
        if (tables.insertionTarget[state * tables.classCount + tables.classMap[typed[0]]] === 0 && alternate !== null) form = alternate;
        next = insertThenRead(tables, form, state, sink);
        if (next === 0) return null;
        outcome.inserted = true;
        outcome.insertedBefore = index;
        if (form === alternate) outcome.normalized = true;
      }
    }
    // The editor keeps literals, so the unit's bytes are the last written.
    if (index === mark) outcome.markAfter = sink.bytes.length - form.length;
    state = next;
  }
  outcome.finalState = state;
  return { bytes: sink.bytes, kinds: sink.kinds, dropped: [], outcome };
}

/**
 * Inserts the literals on the way to reading `form` from `state` (at each state a class
 * takes a one-byte form first, then the way goes on), then reads it: the state after it,
 * or 0 when there is no such way.
 */
function insertThenRead(tables, form, state, sink) {
  const { classCount: k, targets, insertionTarget, insertionByte } = tables;
  const cls = tables.classMap[form[0]];
  if (insertionTarget[state * k + cls] === 0) return 0;
  while (insertionTarget[state * k + cls] !== 0) {
    const entry = state * k + cls;
    sink.emit(insertionByte[entry], INSERTED);
    state = insertionTarget[entry];
    if (form.length === 1 && targets[(state * k + cls) * 2 + 1] !== 0) break;
  }
  const meaningfulOnly = form.length === 1 && targets[(state * k + cls) * 2 + 1] !== 0;
  return walkForm(tables, form, state, meaningfulOnly, sink);
}

/**
 * Reads the bytes of one form of a unit from `state`, each the preferred way (or, for a
 * one-byte form with `meaningfulOnly`, as meaningful): the state after it, or 0 (with
 * nothing written) when some byte cannot be read.
 */
function walkForm(tables, form, state, meaningfulOnly, sink) {
  const start = sink.bytes.length;
  const k = tables.classCount;
  for (let offset = 0; offset < form.length; offset++) {
    const cls = tables.classMap[form[offset]];
    let step;
    if (meaningfulOnly) {
      const target = tables.targets[(state * k + cls) * 2 + 1];
      step = target === 0 ? 0 : target * 2 + 1;
    } else {
      step = tables.directStep(state, cls);
    }
    if (step === 0) {
      sink.truncate(start);
      return 0;
    }
    sink.emit(form[offset], step & 1);
    state = step >> 1;
  }
  return state;
}
