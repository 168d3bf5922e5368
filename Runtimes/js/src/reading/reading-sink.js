/** What a byte of a reading's text is (MaskVM's ByteKind): a literal that was typed. */
export const LITERAL = 0;
/** Read by a class: part of the value. */
export const MEANINGFUL = 1;

/** A literal the reading added (inserted where skipped, or by autocomplete). */
export const INSERTED = 2;
/** A padding zero the reading added (`1/` read as `01/`): part of the value, not typed. */
export const INSERTED_MEANINGFUL = 3;

/** Whether a byte of this kind is part of the value (extract keeps it). */
export function isValueKind(kind) {
  return (kind & MEANINGFUL) !== 0;
}

/** Whether a byte of this kind was added by the reading rather than typed. */
export function isAddedKind(kind) {
  return (kind & INSERTED) !== 0;
}

/**
 * Where a reading writes its text (MaskVM's ReadingSink): bytes, all of them or (with
 * `keepLiterals` false, for extract) only those that are part of the value; and, for the
 * editor (`withKinds`), the kind of each byte.
 */
export class ReadingSink {
  constructor(keepLiterals, withKinds = false) {
    this.keepLiterals = keepLiterals;
    /** @type {number[]} */
    this.bytes = [];
    /** @type {number[] | null} */
    this.kinds = withKinds ? [] : null;
  }

  emit(byte, kind) {
    if (!this.keepLiterals && (kind & MEANINGFUL) === 0) return;
    this.bytes.push(byte);
    this.kinds?.push(kind);
  }

  /** Takes back what was written after the first `count` bytes. */
  truncate(count) {
    this.bytes.length = count;
    if (this.kinds) this.kinds.length = count;
  }
}

/**
 * What a reading did besides its text and drops (MaskVM's ReadingOutcome): the state after
 * it, whether it consumed a unit, inserted a literal before one (and the last unit it did,
 * `insertedBefore`, -1 for none), or read one as its
 * alternate; and for the editor, the output's length before the insertions that precede
 * the first consumed unit at or after the mark, and after them (the caret; -1 until known).
 */
export function readingOutcome(finalState) {
  return { finalState, consumedAny: false, inserted: false, insertedBefore: -1, normalized: false, markBefore: -1, markAfter: -1 };
}
