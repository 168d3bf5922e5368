/**
 * A small stand-in for an `<input>` under node, for the attachMask tests: a value, a
 * selection, a placeholder, events, and the native effect of an input event the adapter does
 * not cancel (as a browser applies a `beforeinput` nobody prevented). No DOM library is
 * needed, and none can be installed here.
 */
export class FakeInput extends EventTarget {
  constructor(value = "") {
    super();
    this.value = value;
    this.selectionStart = value.length;
    this.selectionEnd = value.length;
    this.selectionDirection = "none";
    this.placeholder = "";
    this.ownerDocument = null;
    this.attributes = new Map();
  }

  setAttribute(name, value) {
    this.attributes.set(name, String(value));
  }

  setSelectionRange(start, end, direction = "none") {
    this.selectionStart = Math.min(start, this.value.length);
    this.selectionEnd = Math.min(Math.max(end, this.selectionStart), this.value.length);
    this.selectionDirection = direction;
  }

  /** The caret and selection as `[start, end]`. */
  get selection() {
    return [this.selectionStart, this.selectionEnd];
  }

  /**
   * Fires a `beforeinput` of `inputType` inserting `data` over the selection (a paste or a
   * drop carries it in `dataTransfer`); when nobody cancels it, applies it natively and fires
   * `input`. Returns whether it was cancelled. Composition steps cannot be cancelled, nor any
   * input given `cancelable: false` (as some mobile keyboards send them).
   */
  fireInput(inputType, data = null, { isComposing = false, cancelable = !inputType.includes("Composition") } = {}) {
    const carried = inputType === "insertFromPaste" || inputType === "insertFromDrop";
    const event = new Event("beforeinput", { cancelable });
    Object.assign(event, {
      inputType,
      isComposing,
      data: carried ? null : data,
      dataTransfer: carried ? { getData: (format) => (format === "text/plain" ? data : "") } : null,
    });
    this.dispatchEvent(event);
    if (event.defaultPrevented) return true;
    this.applyNatively(inputType, data ?? "");
    const input = new Event("input");
    Object.assign(input, { inputType, isComposing, data });
    this.dispatchEvent(input);
    return false;
  }

  /** What a browser does with an input nobody cancelled (only what the tests need). */
  applyNatively(inputType, data) {
    let [start, end] = this.selection;
    if (start === end && inputType === "deleteContentBackward") start = Math.max(0, start - 1);
    if (start === end && inputType === "deleteContentForward") end = Math.min(this.value.length, end + 1);
    const inserted = inputType.startsWith("insert") ? data : "";
    this.value = this.value.slice(0, start) + inserted + this.value.slice(end);
    this.setSelectionRange(start + inserted.length, start + inserted.length);
  }

  /** Fires a composition event (`compositionstart`, `compositionend`) with `data`. */
  fireComposition(type, data = "") {
    const event = new Event(type);
    Object.assign(event, { data });
    this.dispatchEvent(event);
  }
}

/**
 * A stand-in for `document` with fake inputs: `querySelector("#id")` gives the same
 * FakeInput for the same selector, made on first use.
 */
export class FakeDocument {
  constructor() {
    this.inputs = new Map();
  }

  querySelector(selector) {
    if (!this.inputs.has(selector)) this.inputs.set(selector, new FakeInput());
    return this.inputs.get(selector);
  }
}
