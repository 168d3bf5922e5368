/** What a byte of a reading's text is (MaskVM's ByteKind): a literal that was typed. */
export const LITERAL = 0;
/** Read by a class: part of the value. */
export const MEANINGFUL = 1;

/**
 * Where a reading writes its text (MaskVM's ReadingSink): bytes, all of them or (with
 * `keepLiterals` false, for extract) only those that are part of the value.
 */
export class ReadingSink {
  constructor(keepLiterals) {
    this.keepLiterals = keepLiterals;
    /** @type {number[]} */
    this.bytes = [];
  }

  emit(byte, kind) {
    if (this.keepLiterals || (kind & MEANINGFUL) !== 0) this.bytes.push(byte);
  }
}

/**
 * What a reading did besides its text and drops (MaskVM's ReadingOutcome): the state after
 * it, whether it consumed a unit, inserted a literal before one, or read one as its
 * alternate.
 */
export function readingOutcome(finalState) {
  return { finalState, consumedAny: false, inserted: false, normalized: false };
}
