import { MEANINGFUL, isAddedKind } from "../reading/reading-sink.js";
import { continuationBytes } from "../text/utf8.js";

/**
 * The editor's input for an edit (step 3 of MaskVM's `MaskedTextEditor.edit`): the typed
 * characters before the edited range (without the literals the editor added, which are read
 * again as the typed characters call for them), the replacement, and the meaningful
 * characters after the range. A character shown in another form than typed (`a` shown as
 * `A`) is put back as typed, so the input is what the person typed, and typing a text key
 * by key gives what pasting it does.
 *
 * Swift assembles it in two ways, kept apart here as there: byte by byte when no character
 * is shown in another form, else Character by Character.
 *
 * @param {ArrayLike<number>} oldBytes the text's UTF-8 bytes
 * @param {ArrayLike<number>} oldKinds their kinds
 * @param {number[] | null} oldEnds the end byte of each of the text's Characters, null for simple text
 * @param {number} low the range's first byte
 * @param {number} high the byte after it
 * @param {Uint8Array} replacement its UTF-8 bytes
 * @param {Map<number, Uint8Array> | null} typed the typed forms by byte offset, or null
 * @param {Map<number, number[]> | null} separators the unread separators the edit keeps, by byte offset, or null
 * @returns {{bytes: number[], replacementStart: number, seam: number}}
 */
export function assembleInput(oldBytes, oldKinds, oldEnds, low, high, replacement, typed, separators) {
  if (typed !== null || separators !== null) {
    return assembleAsTyped(oldBytes, oldKinds, oldEnds, low, high, replacement, typed ?? new Map(), separators ?? new Map());
  }
  const bytes = [];
  for (let index = 0; index < low; index++) if (!isAddedKind(oldKinds[index])) bytes.push(oldBytes[index]);
  const replacementStart = bytes.length;
  for (const byte of replacement) bytes.push(byte);
  const seam = bytes.length;
  if (oldEnds !== null) {
    let start = 0;
    for (const end of oldEnds) {
      if (start >= high && oldKinds[start] === MEANINGFUL) for (let offset = start; offset < end; offset++) bytes.push(oldBytes[offset]);
      start = end;
    }
  } else {
    for (let index = high; index < oldBytes.length; index++) if (oldKinds[index] === MEANINGFUL) bytes.push(oldBytes[index]);
  }
  return { bytes, replacementStart, seam };
}

/**
 * {@link assembleInput} when some characters are shown in another form than typed, or
 * separators typed and dropped are read again where they stood.
 */
function assembleAsTyped(oldBytes, oldKinds, oldEnds, low, high, replacement, typed, separators) {
  const bytes = [];
  // The unread separators in the order of where they stood; each goes in before the first
  // character at or after its offset.
  const anchors = [...separators.keys()].sort((left, right) => left - right);
  let nextAnchor = 0;
  const putSeparators = (offset) => {
    while (nextAnchor < anchors.length && anchors[nextAnchor] <= offset) {
      for (const byte of separators.get(anchors[nextAnchor])) bytes.push(byte);
      nextAnchor++;
    }
  };
  const copy = (start, end) => {
    const original = typed.get(start);
    if (original !== undefined) {
      for (const byte of original) bytes.push(byte);
      return;
    }
    for (let offset = start; offset < end; offset++) bytes.push(oldBytes[offset]);
  };
  // Whole Characters: those that end the old text's Characters, or every byte.
  const ends = oldEnds ?? Array.from({ length: Math.max(oldBytes.length, 1) }, (_, index) => index + 1);
  let start = 0;
  for (const end of ends) {
    if (start >= low) break;
    putSeparators(start);
    if (!isAddedKind(oldKinds[start])) copy(start, end);
    start = end;
  }
  putSeparators(low);
  const replacementStart = bytes.length;
  for (const byte of replacement) bytes.push(byte);
  const seam = bytes.length;
  start = 0;
  for (const end of ends) {
    if (start >= high) putSeparators(start);
    if (start >= high && start < oldKinds.length && oldKinds[start] === MEANINGFUL) copy(start, end);
    start = end;
  }
  putSeparators(Infinity);
  return { bytes, replacementStart, seam };
}

/**
 * The unread separators an edit of the bytes `low..<high` keeps (MaskVM's
 * `MaskedTextEditor.keptSeparators`): all of them when it inserts at the caret; else those
 * before and after the range, not those in it or at its ends.
 * @param {Map<number, number[]> | null} separators
 * @returns {Map<number, number[]> | null}
 */
export function keptSeparators(separators, low, high) {
  if (separators === null || low >= high) return separators;
  const kept = new Map([...separators].filter(([offset]) => offset < low || offset > high));
  return kept.size > 0 ? kept : null;
}

/**
 * The units of `input` a reading dropped that are no letter or digit and come after a
 * character it read: by the byte offset of the text right after that character's bytes,
 * their bytes as typed, in the order typed (MaskVM's `MaskedTextEditor.unreadSeparators`).
 * @returns {Map<number, number[]>}
 */
export function unreadSeparators(written, kinds, input, dropped) {
  const separators = new Map();
  let position = 0;
  let readAny = false;
  let nextDropped = 0;
  for (let index = 0; index < input.unitCount; index++) {
    const { start, end } = input.unit(index);
    if (nextDropped < dropped.length && dropped[nextDropped] === index) {
      nextDropped++;
      if (readAny && !input.isLetterOrDigit(index)) {
        const held = separators.get(position) ?? [];
        for (let offset = start; offset < end; offset++) held.push(input.bytes[offset]);
        separators.set(position, held);
      }
      continue;
    }
    while (position < written.length && isAddedKind(kinds[position])) position++;
    if (position >= written.length) break;
    let asTyped = end - start <= written.length - position;
    for (let offset = 0; asTyped && offset < end - start; offset++) asTyped = written[position + offset] === input.bytes[start + offset];
    position += asTyped ? end - start : 1 + continuationBytes(written[position]);
    readAny = true;
  }
  return separators;
}

/**
 * The characters of a reading's text that are not as typed (read as their alternates):
 * their byte offsets, with the bytes typed (MaskVM's `MaskedTextEditor.typedForms`). The
 * consumed units of `input` (those not `dropped`) are, in order, the text's characters that
 * the reading did not insert, each written as typed or as one scalar.
 * @returns {Map<number, Uint8Array>}
 */
export function typedForms(written, kinds, input, dropped) {
  const forms = new Map();
  let position = 0;
  let nextDropped = 0;
  for (let index = 0; index < input.unitCount; index++) {
    if (nextDropped < dropped.length && dropped[nextDropped] === index) {
      nextDropped++;
      continue;
    }
    while (position < written.length && isAddedKind(kinds[position])) position++;
    if (position >= written.length) break;
    const { start, end } = input.unit(index);
    let asTyped = end - start <= written.length - position;
    for (let offset = 0; asTyped && offset < end - start; offset++) asTyped = written[position + offset] === input.bytes[start + offset];
    if (asTyped) {
      position += end - start;
      continue;
    }
    forms.set(position, input.bytes.slice(start, end));
    position += 1 + continuationBytes(written[position]);
  }
  return forms;
}
