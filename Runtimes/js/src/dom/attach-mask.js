import { MaskedTextEditor } from "../editor/masked-text-editor.js";
import { charactersOf } from "../text/characters.js";
import { applyInput } from "./input-edit.js";
import { changedRange } from "./changed-range.js";

/**
 * @typedef {{autocomplete?: boolean, optionalLiterals?: "typed" | "inserted", placeholder?: boolean}} AttachOptions
 *   the editor's options, and whether the input's `placeholder` attribute shows the editor's
 *   placeholder (`7(___)___-__-__`) while the field is empty (default true)
 * @typedef {{text: string, complete: boolean, value: string, unmasked: string, refused: string[]}} MaskChangeDetail
 *   a `maskchange` event's detail: the field's text, whether it is complete, the formatted
 *   value (the text as shown), the meaningful characters (`9123456789`), and the Characters
 *   of the edit's inserted text that fit nowhere
 */

/**
 * Puts a mask on a text input: a thin adapter between the DOM and a {@link MaskedTextEditor},
 * which takes every editing decision. Each `beforeinput` is cancelled and applied through the
 * editor (`input-edit.js` lists the types it takes; every other type is refused), then the
 * editor's text and caret are written back to the input. An IME composition runs natively
 * and is applied as one edit when it ends. After each edit that changed the field or refused
 * something typed, the input fires a `maskchange` CustomEvent ({@link MaskChangeDetail}).
 *
 * ```js
 * const field = attachMask(document.querySelector("#phone"), phone);
 * field.complete   // false, until the last digit
 * field.detach();  // the input is a plain input again
 * ```
 *
 * @param {HTMLInputElement} input a text input (or anything with `value`, `selectionStart`,
 *   `selectionEnd`, `setSelectionRange` and events)
 * @param {import("../program/mask-program.js").MaskProgram} program one mask or a set
 * @param {AttachOptions} [options]
 * @returns {AttachedMask}
 */
export function attachMask(input, program, options = {}) {
  return new AttachedMask(input, program, options);
}

/** A mask attached to an input: its editor, its state, and `detach()`. */
export class AttachedMask {
  /**
   * @param {HTMLInputElement} input
   * @param {import("../program/mask-program.js").MaskProgram} program
   * @param {AttachOptions} options
   */
  constructor(input, program, { autocomplete, optionalLiterals, placeholder = true } = {}) {
    /** The input the mask is on. */
    this.input = input;
    /** The editor that decides the text; the input shows its text and caret. */
    this.editor = new MaskedTextEditor(program, { autocomplete, optionalLiterals, text: String(input.value ?? "") });
    /** Whether the input's `placeholder` attribute shows the editor's placeholder. */
    this.showsPlaceholder = placeholder !== false;
    /** The input's own placeholder, given back by `detach()`. @internal */
    this.originalPlaceholder = input.placeholder;
    /** The field's text and selection when a composition started; null outside one. @internal */
    this.composition = null;
    /** The listeners on the input, by event type, kept for `detach()`. @internal */
    this.listeners = {
      beforeinput: (event) => this.beforeInput(event),
      compositionstart: () => this.compositionStart(),
      compositionend: (event) => this.compositionEnd(event),
      input: (event) => this.inputWithoutBeforeInput(event),
      select: () => this.selectionMoved(),
    };
    for (const [type, listener] of Object.entries(this.listeners)) input.addEventListener(type, listener);
    /** The input's document, whose `selectionchange` says the caret moved (none for a detached element). @internal */
    this.document = input.ownerDocument ?? null;
    /** @internal */
    this.selectionChange = () => {
      if (this.document.activeElement === input) this.selectionMoved();
    };
    this.document?.addEventListener("selectionchange", this.selectionChange);
    // No caret yet: setting one could move the focus to the field in some browsers.
    this.show(false);
  }

  /** Whether the text is complete (the editor's verdict). */
  get complete() {
    return this.editor.complete;
  }

  /** The formatted value: the text as the field shows it, `+7(912)345-67-89`. */
  get value() {
    return this.editor.text;
  }

  /** The meaningful characters, extracted: `9123456789`. */
  get unmasked() {
    return this.editor.value;
  }

  /** Takes the mask off: the listeners go, the input's own placeholder comes back, the text stays. */
  detach() {
    for (const [type, listener] of Object.entries(this.listeners)) this.input.removeEventListener(type, listener);
    this.document?.removeEventListener("selectionchange", this.selectionChange);
    if (this.showsPlaceholder) this.input.placeholder = this.originalPlaceholder;
  }

  /** @param {InputEvent} event */
  beforeInput(event) {
    const inputType = String(event.inputType ?? "");
    // A composition's own steps run natively; compositionend applies its result. An input the
    // browser does not let cancel runs natively too, and the `input` after it is read.
    if (event.isComposing || this.composition !== null || inputType.includes("Composition") || !event.cancelable) return;
    event.preventDefault();
    this.followSelection();
    const inserted = event.data ?? event.dataTransfer?.getData("text/plain") ?? "";
    const change = applyInput(this.editor, inputType, inserted);
    if (change === null) return;
    this.show(true);
    this.announce(change, inserted);
  }

  compositionStart() {
    this.followSelection();
    this.composition = { text: this.editor.text, selection: this.editor.selection };
  }

  /** @param {CompositionEvent} event */
  compositionEnd(event) {
    if (this.composition === null) return;
    const { text, selection } = this.composition;
    this.composition = null;
    // The field as it was before the composition, then its result as one edit (none when it was cancelled).
    this.input.value = text;
    this.editor.select(...selection);
    const composed = event.data ?? "";
    if (composed === "") {
      this.show(true);
      return;
    }
    const change = this.editor.insert(composed);
    this.show(true);
    this.announce(change, composed);
  }

  /**
   * An `input` that changed the field without a `beforeinput` the adapter applied (a
   * browser's autofill, a keyboard's non-cancelable input, a script that set the value and
   * dispatched `input`): the change is read as the one edit that makes it (`changed-range.js`),
   * so the field never keeps text the editor did not read.
   * @param {InputEvent} event
   */
  inputWithoutBeforeInput(event) {
    if (this.composition !== null || event.isComposing || this.input.value === this.editor.text) return;
    const { from, to, text } = changedRange(this.editor.text, String(this.input.value));
    const change = this.editor.replace(from, to, text);
    this.show(true);
    this.announce(change, text);
  }

  /** The person moved the caret or selected: the editor follows, except inside a composition (which ends at its start). */
  selectionMoved() {
    if (this.composition === null) this.followSelection();
  }

  /** Takes the input's selection into the editor. */
  followSelection() {
    const { selectionStart: start, selectionEnd: end } = this.input;
    if (start === null || start === undefined) return;
    if (this.input.selectionDirection === "backward") this.editor.select(end, start);
    else this.editor.select(start, end ?? start);
  }

  /** Writes the editor's text (only when it differs, so the browser keeps its scroll), caret and placeholder to the input. */
  show(withCaret) {
    const editor = this.editor;
    if (this.input.value !== editor.text) this.input.value = editor.text;
    if (withCaret) {
      const [start, end] = editor.selection;
      this.input.setSelectionRange(start, end);
    }
    if (this.showsPlaceholder && editor.text === "") this.input.placeholder = editor.placeholder;
  }

  /** Fires `maskchange` after an edit that changed the field or refused some of `inserted`. */
  announce(change, inserted) {
    if (!change.changed && change.refused.length === 0) return;
    /** @type {MaskChangeDetail} */
    const detail = {
      text: this.editor.text,
      complete: this.editor.complete,
      value: this.editor.text,
      unmasked: this.editor.value,
      refused: charactersAt(inserted, change.refused),
    };
    this.input.dispatchEvent(new CustomEvent("maskchange", { detail }));
  }
}

/**
 * The Characters of `text` that start at the UTF-16 offsets `offsets`, as the page gave
 * them: a lone surrogate stays one (charactersOf cuts at the same places as it reads it as
 * U+FFFD).
 */
function charactersAt(text, offsets) {
  if (offsets.length === 0) return [];
  const wanted = new Set(offsets);
  const found = [];
  let offset = 0;
  for (const { length } of charactersOf(text)) {
    if (wanted.has(offset)) found.push(text.slice(offset, offset + length));
    offset += length;
  }
  return found;
}
