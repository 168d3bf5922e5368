import { MaskProgram } from "../program/mask-program.js";
import { readingTables, policyOf } from "../transform/reading-parts.js";
import { isValueKind } from "../reading/reading-sink.js";
import { textOfBytes } from "../text/utf8.js";
import { CharacterBoundaries } from "./character-boundaries.js";
import { edit } from "./editor-edit.js";
import { placeholderAfter } from "./placeholder.js";

/**
 * A text field's contents kept in the shape of a mask while a person types, pastes and
 * deletes (MaskVM's MaskedTextEditor, whose every text, caret, selection, verdict and
 * report it reproduces; the rules, with examples, are in docs/editing.md). Edits come in as
 * a UTF-16 range and a replacement, as the DOM reports them. The text is rebuilt from the
 * typed characters before the edit, the inserted text, and the meaningful characters after
 * it, and read as the mask says, so typing a text key by key gives what pasting it gives.
 * It never throws on user text (only on bad arguments).
 *
 * ```js
 * const editor = new MaskedTextEditor(phone);   // "+?7|8(DDD)DDD-DD-DD"
 * editor.insert("+7 912 345 67 89");
 * editor.text       // "+7(912)345-67-89"
 * editor.cursor     // 16
 * editor.value      // "9123456789"
 * editor.complete   // true
 * editor.deleteBackward();
 * editor.text       // "+7(912)345-67-8"
 * ```
 *
 * @typedef {{cursor: number, refused: number[], ignored: number[], displaced: number, changed: boolean}} EditorChange
 *   what an edit did: the caret after it (UTF-16); the inserted letters and digits that fit
 *   nowhere (or, for an edit refused whole, every inserted character) and the inserted
 *   formatting noise dropped, as UTF-16 offsets into the inserted text; how many letters and
 *   digits of the text before were pushed out; whether the text or its mask changed
 */
export class MaskedTextEditor {
  /**
   * An editor holding `text` formatted (as if pasted into an empty field), caret at the end.
   * @param {MaskProgram} program one mask or a set
   * @param {{autocomplete?: boolean, optionalLiterals?: "typed" | "inserted", text?: string}} [options]
   */
  constructor(program, { autocomplete = true, optionalLiterals = "typed", text = "" } = {}) {
    if (!(program instanceof MaskProgram)) throw new TypeError("MaskedTextEditor needs a program made by loadProgram");
    if (typeof text !== "string") throw new TypeError("text is a string");
    /** The program whose mask the text follows. */
    this.program = program;
    /** Whether the literals that are the only way on are added after what was typed. */
    this.autocomplete = autocomplete !== false;
    /** When an optional literal is in the text: only where typed, or also where the text goes past it. */
    this.optionalLiterals = policyOf({ optionalLiterals });
    const start = program.set ? 0 : readingTables(program, "typed").startState;
    /**
     * The editor's state: the text, its UTF-8 bytes and each byte's kind (typed literal,
     * meaningful, or added by the editor), the characters shown in another form than typed
     * (byte offset to typed bytes, null for none), whether every byte is a Character and a
     * UTF-16 unit of its own, the mask followed, the reading's state after the text, whether
     * it is complete, and the caret and the selection's fixed end (UTF-16).
     * @internal
     */
    this.state = {
      text: "", bytes: [], kinds: [], typedForms: null, unreadSeparators: null, isSimple: true, mask: 0, finalState: start,
      // A set: nothing is known incomplete yet; the first reading decides, even of an empty text.
      complete: program.set ? true : readingTables(program, "typed").accepting[start] === 1,
      cursor: 0, anchor: 0,
    };
    this.marks = null;
    if (program.set || text !== "") this.replace(0, 0, text);
  }

  /** The text: always complete or partial for the mask, never illegal. */
  get text() {
    return this.state.text;
  }

  /** The caret, a UTF-16 offset on a Character boundary: the moving end of the selection. */
  get cursor() {
    return this.state.cursor;
  }

  /** The selection, `[start, end]` in UTF-16 offsets; empty at the caret when nothing is selected. */
  get selection() {
    const { cursor, anchor } = this.state;
    return [Math.min(anchor, cursor), Math.max(anchor, cursor)];
  }

  /** Whether the text is complete, and the edits that made it lost no letter or digit from the middle of what they read. */
  get complete() {
    return this.state.complete;
  }

  /** The meaningful characters of the text (padding zeros included): `+7(912)345-6` gives `9123456`. */
  get value() {
    const { bytes, kinds } = this.state;
    const kept = [];
    for (let index = 0; index < bytes.length; index++) if (isValueKind(kinds[index])) kept.push(bytes[index]);
    return textOfBytes(kept);
  }

  /** The mask the text follows, 0-based: always 0 for one mask; a set chooses it at every edit. */
  get mask() {
    return this.state.mask;
  }

  /**
   * The rest of the mask after the text, `_` for a class: with `+?7|8(DDD)DDD-DD-DD`,
   * `7(___)___-__-__` when empty and `_)___-__-__` after `7(12`. Empty when nothing can follow.
   */
  get placeholder() {
    const member = this.program.set ? this.program.set.members[this.state.mask] : this.program;
    return placeholderAfter(readingTables(member, this.optionalLiterals), this.state.finalState);
  }

  /** The text's length in UTF-16 units, the unit of the caret and of edit ranges. */
  get utf16Count() {
    return this.state.isSimple ? this.state.kinds.length : this.state.text.length;
  }

  /**
   * Replaces the UTF-16 range between `from` and `to` (either order; clamped, widened to
   * whole Characters) with `text`: a keystroke, a paste, a cut or a Backspace as a field
   * reports it.
   * @returns {EditorChange}
   */
  replace(from, to, text) {
    checkOffsets(from, to);
    if (typeof text !== "string") throw new TypeError("the replacement is a string");
    return edit(this, Math.min(from, to), Math.max(from, to), text, "backward");
  }

  /** Inserts `text` in place of the selection (typing or pasting). @returns {EditorChange} */
  insert(text) {
    const [from, to] = this.selection;
    return this.replace(from, to, text);
  }

  /** Deletes the selection, or the whole Character before the caret: the Backspace key. @returns {EditorChange} */
  deleteBackward() {
    const [from, to] = this.selection;
    if (from !== to) return this.replace(from, to, "");
    if (to === 0) return this.unchanged();
    const previous = this.state.isSimple ? to - 1 : this.boundaries().characterStart(to - 1).utf16;
    return edit(this, previous, to, "", "backward");
  }

  /**
   * Deletes the selection, or the whole Character after the caret: the Delete key. Over
   * literals only, the meaningful character after them goes too.
   * @returns {EditorChange}
   */
  deleteForward() {
    const [from, to] = this.selection;
    if (from !== to) return edit(this, from, to, "", "forward");
    if (to >= this.utf16Count) return this.unchanged();
    const next = this.state.isSimple ? to + 1 : this.boundaries().characterStartAtOrAfter(to + 1).utf16;
    return edit(this, to, next, "", "forward");
  }

  /** Selects the UTF-16 range between `from` and `to`, clamped and widened to whole Characters; the caret goes to its end. */
  select(from, to) {
    checkOffsets(from, to);
    const count = this.utf16Count;
    const lower = Math.min(Math.max(Math.min(from, to), 0), count);
    const upper = Math.min(Math.max(Math.max(from, to), lower), count);
    if (this.state.isSimple) {
      this.state.cursor = upper;
      this.state.anchor = lower;
      return;
    }
    const marks = this.boundaries();
    this.state.cursor = marks.characterStartAtOrAfter(upper).utf16;
    this.state.anchor = marks.characterStart(lower).utf16;
  }

  /** Moves the caret to a UTF-16 offset, clamped to the text and moved back to the start of the Character it falls in. */
  moveCursor(to) {
    checkOffsets(to, to);
    const clamped = Math.min(Math.max(to, 0), this.utf16Count);
    this.state.cursor = this.state.isSimple ? clamped : this.boundaries().characterStart(clamped).utf16;
    this.state.anchor = this.state.cursor;
  }

  /** The Character boundaries of the text, made on first need for a text that is not plain ASCII. @internal */
  boundaries() {
    this.marks ??= new CharacterBoundaries(this.state.text);
    return this.marks;
  }

  /** The text before byte `offset`, a Character boundary. @internal */
  textBeforeByte(offset) {
    return this.state.isSimple ? this.state.text.slice(0, offset) : this.state.text.slice(0, this.boundaries().characterStartAtByte(offset).utf16);
  }

  /**
   * Takes an edit's new state, the caret at byte `caretByte`. @internal
   * PERF: field by field; Object.assign took a generic builtin's 1,300 instructions.
   */
  commit(next, caretByte) {
    const state = this.state;
    state.text = next.text;
    state.bytes = next.bytes;
    state.kinds = next.kinds;
    state.isSimple = next.isSimple;
    state.mask = next.mask;
    state.finalState = next.finalState;
    state.complete = next.complete;
    state.typedForms = next.typedForms;
    state.unreadSeparators = next.unreadSeparators;
    this.marks = null;
    this.state.cursor = next.isSimple ? caretByte : this.boundaries().characterStartAtByte(caretByte).utf16;
    this.state.anchor = this.state.cursor;
  }

  /** @returns {EditorChange} */
  unchanged() {
    return { cursor: this.state.cursor, refused: [], ignored: [], displaced: 0, changed: false };
  }
}

/** Edit offsets are integers (a bad argument, not user text, throws). */
function checkOffsets(from, to) {
  if (!Number.isInteger(from) || !Number.isInteger(to)) throw new TypeError("offsets are integers");
}
