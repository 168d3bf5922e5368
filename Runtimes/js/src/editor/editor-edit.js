import { MEANINGFUL, INSERTED, LITERAL, isAddedKind } from "../reading/reading-sink.js";
import { ReadingInput } from "../reading/reading-input.js";
import { readInput } from "../reading/read-sample.js";
import { joinsNumbersTypedApart } from "../reading/joined-numbers.js";
import { leadingLabelUnits } from "../reading/leading-label.js";
import { readingTables } from "../transform/reading-parts.js";
import { cannotStart } from "../transform/transform.js";
import { chooseMask } from "../transform/set-choice.js";
import { encodeUTF8, isSimpleText, isValidUTF8, textOfBytes } from "../text/utf8.js";
import { assembleInput, keptSeparators, typedForms, unreadSeparators } from "./editor-input.js";
import { droppedCharacters } from "./dropped-characters.js";
import { charactersOf } from "../text/characters.js";

/**
 * One edit of the text (MaskVM's `MaskedTextEditor.edit`, both halves): the UTF-16 range
 * `lower..<upper` replaced with `replacement`. The steps, as Swift numbers them:
 *
 * 1. the range as whole Characters, in bytes; joining marks and a leading label taken off
 *    the replacement's start;
 * 2. deleting only literals deletes a meaningful character too (backward or forward),
 *    unless a typed one is among them and deleting them alone changes the text;
 *    typing takes the literals the editor added right before the edit as not there;
 * 3. the input: the typed characters before the range, the replacement, the meaningful
 *    characters after it (`editor-input.js`);
 * 4. read it (a set chooses its mask); an edit that would cost a letter or digit the
 *    field shows is refused whole;
 * 5. the new state, and the caret: after the inserted text, or where a deletion started.
 *
 * @param {import("./masked-text-editor.js").MaskedTextEditor} editor
 * @param {number} lower
 * @param {number} upper
 * @param {string} typedText
 * @param {"backward" | "forward" | "alone"} literalDeletion
 * @returns {import("./masked-text-editor.js").EditorChange}
 */
export function edit(editor, lower, upper, typedText, literalDeletion) {
  const state = editor.state;
  let [low, high] = byteRange(editor, lower, upper);
  // A Swift String holds no lone surrogate: such a unit is U+FFFD there too.
  let replacement = typedText.toWellFormed();
  // The UTF-16 offsets of the characters taken off the replacement's start (joining marks,
  // or a label), and their length.
  const takenOff = [];
  let takenOffUTF16 = 0;
  const takeOff = (characters, count) => {
    for (let index = 0; index < count; index++) {
      takenOff.push(takenOffUTF16);
      takenOffUTF16 += characters[index].length;
    }
    return characters.slice(count).join("");
  };
  if (low > 0 && replacement.length > 0 && replacement.charCodeAt(0) >= 0x80) {
    // A combining mark, variation selector or joiner typed right after a character would
    // join it into one Character that the mask does not take, and so cost that character:
    // such leading marks are rejected.
    const previous = charactersOf(editor.textBeforeByte(low)).at(-1);
    const characters = charactersOf(replacement);
    let joining = 0;
    while (joining < characters.length && charactersOf(previous + characters[joining]).length === 1) joining++;
    replacement = takeOff(characters, joining);
    if (takenOff.length > 0 && replacement === "" && low === high) return change(state.cursor, [], takenOff, 0, false);
  }
  const kinds = state.kinds;
  if (replacement !== "" && !someBefore(kinds, low, (kind) => !isAddedKind(kind))) {
    // Text inserted where no typed character stands before it may begin with a label
    // (`IBAN GB82…`) that the mask cannot start with: noise, as transform drops it. Typed
    // key by key, a label's letters are keys like any other (docs/editing.md, rule 4).
    const followed = kinds.indexOf(MEANINGFUL, Math.min(high, kinds.length)) >= 0;
    const label = leadingLabelCharacters(editor, replacement, followed);
    if (label > 0) replacement = takeOff(charactersOf(replacement), label);
  }
  if (replacement === "") {
    // Deleting only literals deletes a meaningful character too, so the caret never sticks
    // on a literal the reading puts back. But a literal the person typed (a `/` that closed
    // `01/`) may be all there is to take: the literals alone are tried first, and kept when
    // that changes the text.
    if (low < high && !someIn(kinds, low, high, (kind) => kind === MEANINGFUL)) {
      if (literalDeletion !== "alone" && takenOff.length === 0 && someIn(kinds, low, high, (kind) => kind === LITERAL)) {
        const saved = { ...state };
        const alone = edit(editor, lower, upper, replacement, "alone");
        if (alone.changed) return alone;
        Object.assign(state, saved);
        editor.marks = null;
      }
      if (literalDeletion === "backward") {
        const previous = low > 0 ? kinds.lastIndexOf(MEANINGFUL, low - 1) : -1;
        low = previous < 0 ? 0 : state.isSimple ? previous : editor.boundaries().characterStartAtByte(previous).utf8;
      } else if (literalDeletion === "forward") {
        const following = kinds.indexOf(MEANINGFUL, high);
        if (following >= 0) high = state.isSimple ? following + 1 : editor.boundaries().characterEndAfterByte(following);
      }
    }
  } else {
    // Typing: the literals the editor added right before the edit are taken as not there, so
    // a typed character equal to one of them is that literal retyped.
    while (low > 0 && kinds[low - 1] === INSERTED) low--;
  }
  const result = read(editor, low, high, replacement, lower === upper);
  if (takenOff.length > 0) {
    result.refused = result.refused.map((offset) => offset + takenOffUTF16);
    result.ignored = [...takenOff, ...result.ignored.map((offset) => offset + takenOffUTF16)];
  }
  return result;
}

/**
 * Steps 3 to 5 of {@link edit}: the input assembled, read, and the new state. `atCaret`:
 * the edit's UTF-16 range was empty (text inserted at the caret).
 */
function read(editor, low, high, replacement, atCaret) {
  const { program, autocomplete, optionalLiterals } = editor;
  const state = editor.state;
  const oldBytes = state.bytes;
  const oldKinds = state.kinds;
  const oldEnds = state.isSimple ? null : editor.boundaries().starts.slice(1).map((mark) => mark.utf8);
  // The separators typed and dropped before are read again where they stood: all of them
  // for text inserted at the caret, else those the edit deletes aside.
  const oldSeparators = atCaret ? state.unreadSeparators : keptSeparators(state.unreadSeparators, low, high);
  const assembled = assembleInput(oldBytes, oldKinds, oldEnds, low, high, encodeUTF8(replacement), state.typedForms, oldSeparators);
  const input = new ReadingInput(textOfBytes(assembled.bytes));
  const replacementStartUnit = input.unitIndex(assembled.replacementStart);
  // The mark is where the inserted text ends (typing) or starts (deletion).
  const markUnit = input.unitIndex(replacement === "" ? assembled.replacementStart : assembled.seam);
  const typing = replacement !== "";
  const insertedEnd = Math.max(markUnit, replacementStartUnit);
  const previousMask = state.mask;
  let reading;
  let chosenMask = previousMask;
  let refusedWhole;
  let newSeparators = null;
  // In a mask with number ranges, a separator read as another (a `/` closing a range as the
  // mask's `.`) is remembered as typed too, and read again so: typing equals pasting.
  let hasRanges = false;
  if (program.set) {
    const chosen = chooseMask(program.set.members, input, optionalLiterals, autocomplete, markUnit);
    reading = chosen.reading;
    chosenMask = chosen.mask;
    // The rules of one mask: in a set with number ranges, typed separators dropped are remembered.
    // Any mask's ranges count: a later key may choose it, and read them there.
    hasRanges = readingTables(program.set.members[chosenMask], optionalLiterals).hasRanges
      || (reading.dropped.length > 0 && program.set.members.some((member) => readingTables(member, optionalLiterals).hasRanges));
    newSeparators = remembered(reading, input, hasRanges);
    // A mask switch never costs a letter or digit already in the field, typing or deleting:
    // such an edit is refused whole. Without a switch, an insertion may still push the last
    // ones out of a full field (costsUntouchedLetterOrDigit).
    const switchCosts = chosenMask !== previousMask
      && reading.dropped.some((unit) => (unit < replacementStartUnit || unit >= markUnit) && input.isLetterOrDigit(unit));
    refusedWhole = switchCosts
      || costsUntouchedLetterOrDigit(reading.dropped, input, replacementStartUnit, insertedEnd, typing, reading.textComplete);
  } else {
    const tables = readingTables(program, optionalLiterals);
    const accepts = (bytes) => program.illegalByteOffset(bytes, false).accepting;
    reading = readInput(tables, input, { keepLiterals: true, autocomplete, accepts, mark: markUnit });
    // Rule 6: numbers typed apart and written as one are no value, as in transform.
    if (reading.textComplete && reading.dropped.length > 0 && tables.hasRanges
      && joinsNumbersTypedApart(tables, reading.bytes, reading.kinds, input, reading.dropped)) reading.textComplete = false;
    hasRanges = tables.hasRanges;
    newSeparators = remembered(reading, input, hasRanges);
    refusedWhole = costsUntouchedLetterOrDigit(reading.dropped, input, replacementStartUnit, insertedEnd, typing, reading.textComplete);
  }
  const dropped = refusedWhole ? Array.from({ length: insertedEnd - replacementStartUnit }, (_, index) => replacementStartUnit + index)
    : reading.dropped;
  const sorted = droppedCharacters(dropped, input, replacementStartUnit, insertedEnd, refusedWhole);
  // Text inserted at the caret of which nothing is read (a refused key, a space) leaves the
  // field as it was, as an edit refused whole does: rebuilt from its meaningful characters,
  // the text would lose a literal the person typed (the optional `+` of `+7(912)…`, for an
  // `a` typed before it).
  const insertedUnits = insertedEnd - replacementStartUnit;
  const nothingRead = atCaret && insertedUnits > 0
    && reading.dropped.filter((unit) => unit >= replacementStartUnit && unit < insertedEnd).length === insertedUnits;
  if (refusedWhole || nothingRead) {
    // A separator key read nowhere (a `:` after a single `8` in `D{2}:<1-12>`) leaves the
    // text as it was, but it was typed: the next edits read it where it stood.
    if (!refusedWhole && hasRanges && low > 0 && sorted.ignored.length > 0) {
      const separators = new Map(state.unreadSeparators ?? []);
      separators.set(low, [...(separators.get(low) ?? []), ...charactersAt(replacement, sorted.ignored)]);
      state.unreadSeparators = separators;
    }
    return change(state.cursor, sorted.refused, sorted.ignored, 0, false);
  }
  // A letter or digit the field showed and the edit pushed out is a typed value lost: the
  // new text may be whole, but it is not the person's, so it is not complete.
  let complete = reading.textComplete && !dropsFromTheMiddle(reading.dropped, replacementStartUnit, markUnit, input)
    && sorted.displaced === 0;
  const changed = !sameBytes(reading.bytes, oldBytes) || chosenMask !== previousMask;
  // An edit that leaves the text and its mask as they were cannot make it complete: after
  // a paste that lost a digit from its middle, a space or a refused key must not turn the
  // same text complete.
  if (!changed && chosenMask === previousMask) complete = complete && state.complete;
  const { outcome } = reading;
  const newTyped = outcome.normalized || hasRanges ? typedForms(reading.bytes, reading.kinds, input, reading.dropped) : null;
  // Output that is not valid UTF-8 (only a hand-made program could write it) is repaired;
  // its bytes are then all taken as literals.
  let bytes = reading.bytes;
  let kinds = reading.kinds;
  if (!isSimpleText(bytes) && !isValidUTF8(Uint8Array.from(bytes))) {
    bytes = Array.from(encodeUTF8(reading.text));
    kinds = new Array(bytes.length).fill(LITERAL);
  }
  const cursorByte = typing ? outcome.markAfter : deletionCaret(outcome.markBefore, kinds, oldKinds, low);
  editor.commit({
    text: reading.text, bytes, kinds, isSimple: isSimpleText(bytes), mask: chosenMask, finalState: outcome.finalState, complete,
    typedForms: newTyped !== null && newTyped.size > 0 ? newTyped : null, unreadSeparators: newSeparators,
  }, Math.min(Math.max(cursorByte, 0), kinds.length));
  return change(editor.cursor, sorted.refused, sorted.ignored, sorted.displaced, changed);
}

/** The typed separators a reading of a mask with ranges dropped, by where they stood, or null. */
function remembered(reading, input, hasRanges) {
  if (reading.dropped.length === 0 || !hasRanges) return null;
  const found = unreadSeparators(reading.bytes, reading.kinds, input, reading.dropped);
  return found.size > 0 ? found : null;
}

/** The UTF-8 bytes of the Characters of `text` that start at the UTF-16 `offsets` (ascending), in order. */
function charactersAt(text, offsets) {
  const bytes = [];
  let utf16 = 0;
  let next = 0;
  for (const character of charactersOf(text)) {
    if (next >= offsets.length) break;
    if (offsets[next] === utf16) {
      bytes.push(...encodeUTF8(character));
      next++;
    }
    utf16 += character.length;
  }
  return bytes;
}

/** What an edit did (MaskVM's EditorChange). */
function change(cursor, refused, ignored, displaced, changed) {
  return { cursor, refused, ignored, displaced, changed };
}

/**
 * The UTF-16 range clamped to the text and widened to whole Characters, in bytes.
 * @returns {[number, number]}
 */
function byteRange(editor, lower, upper) {
  const count = editor.utf16Count;
  const low = Math.min(Math.max(lower, 0), count);
  const high = Math.min(Math.max(upper, low), count);
  if (editor.state.isSimple) return [low, high];
  const marks = editor.boundaries();
  return [marks.characterStart(low).utf8, marks.characterStartAtOrAfter(high).utf8];
}

/** How many Characters of `text` are leading labels for the editor's program (a set's, when it is one). */
function leadingLabelCharacters(editor, text, followedBeyond) {
  const { program, optionalLiterals } = editor;
  const members = program.set ? program.set.members : [program];
  const judge = (words) => members.every((member) => cannotStart(readingTables(member, optionalLiterals), words));
  return leadingLabelUnits(new ReadingInput(text), judge, followedBeyond);
}

/**
 * Whether the edit would cost a letter or digit that stood in the field outside the edited
 * units `start..<end` (the inserted text; empty for a deletion): before them (a typed
 * separator closing a number range, docs/editing.md rule 6), or after them, where they no
 * longer fit (replacing `WEST` with `w` in an IBAN). What a person typed is never lost to an
 * edit elsewhere, so such an edit is refused whole (MaskVM's `costsUntouchedLetterOrDigit`).
 * The one loss allowed is an insertion pushing the last ones out of a full field: those
 * dropped are the input's tail and the text is complete.
 */
function costsUntouchedLetterOrDigit(dropped, input, start, end, typing, complete) {
  for (let index = 0; index < dropped.length; index++) {
    const unit = dropped[index];
    if ((unit >= start && unit < end) || !input.isLetterOrDigit(unit)) continue;
    if (unit < start) return true;
    // Dropped in ascending order: the tail from `unit` on is all dropped when as many units
    // are left in `dropped` as in the input.
    return !(typing && complete && dropped.length - index === input.unitCount - unit);
  }
  return false;
}

/**
 * Whether the reading dropped a letter or digit of the inserted units `start..<end` with a
 * later one of them read after it: a paste that loses one from its middle is never shown
 * complete. Dropped at the end of what was inserted, they are refused keys.
 */
function dropsFromTheMiddle(dropped, start, end, input) {
  if (dropped.length === 0 || end <= start) return false;
  const droppedUnits = new Set(dropped);
  let lastRead = end - 1;
  while (lastRead >= start && droppedUnits.has(lastRead)) lastRead--;
  if (lastRead < start) return false;
  return dropped.some((unit) => unit >= start && unit < lastRead && input.isLetterOrDigit(unit));
}

/**
 * Where the caret goes after a deletion (rule 5): at the deletion's start, mapped through
 * the new reading, past as many bytes of the literals it added there as the old text had
 * added right before the deletion (deleting the `9` of `7(912)345` leaves it after `7(`).
 */
function deletionCaret(markBefore, newKinds, oldKinds, deletionStart) {
  let before = 0;
  while (deletionStart - before > 0 && oldKinds[deletionStart - before - 1] === INSERTED) before++;
  let caret = Math.max(markBefore, 0);
  while (before > 0 && caret < newKinds.length && newKinds[caret] === INSERTED) {
    caret++;
    before--;
  }
  return caret;
}

function sameBytes(left, right) {
  if (left.length !== right.length) return false;
  for (let index = 0; index < left.length; index++) if (left[index] !== right[index]) return false;
  return true;
}

function someBefore(kinds, end, test) {
  return someIn(kinds, 0, end, test);
}

function someIn(kinds, start, end, test) {
  for (let index = start; index < end; index++) if (test(kinds[index])) return true;
  return false;
}
