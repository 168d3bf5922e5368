/**
 * attachMask on a fake input (test-support/fake-input.js): each DOM input type becomes the
 * editor's edit, the input shows the editor's text and caret, refused input leaves the field
 * as it was, a composition is one edit, and detach gives the input back. The real-browser
 * test (test-browser/) drives the same adapter with real keys in Chromium.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { loadProgram, MaskedTextEditor, attachMask } from "../src/index.js";
import { changedRange } from "../src/dom/changed-range.js";
import { FakeInput } from "../test-support/fake-input.js";

const kept = (name) => loadProgram(new Uint8Array(readFileSync(new URL(`./fixtures/${name}.maskc`, import.meta.url))));
const phone = kept("phone-ru");   // +?7|8(DDD)DDD-DD-DD
const dateUS = kept("date-us");   // <01-12>/<01-31>/DDDD
const cards = kept("card-preset");

/** An input with `program` attached, the `maskchange` details it fired, and a typing helper. */
function attached(program, options, value = "") {
  const input = new FakeInput(value);
  const field = attachMask(input, program, options);
  const events = [];
  input.addEventListener("maskchange", (event) => events.push(event.detail));
  const type = (keys) => {
    for (const key of keys) assert.equal(input.fireInput("insertText", key), true, `the adapter cancels typing ${key}`);
  };
  return { input, field, events, type };
}

test("typing key by key shows the editor's text and caret after every key", () => {
  const { input, field, events, type } = attached(phone);
  const editor = new MaskedTextEditor(phone);
  for (const key of "9123456789") {
    type(key);
    editor.insert(key);
    assert.equal(input.value, editor.text);
    assert.deepEqual(input.selection, [editor.cursor, editor.cursor]);
  }
  assert.equal(input.value, "7(912)345-67-89");
  assert.equal(field.complete, true);
  assert.equal(field.value, "7(912)345-67-89");
  assert.equal(field.unmasked, "9123456789");
  assert.equal(field.unmasked, phone.extract(input.value).value);
  assert.equal(events.length, 10);
  assert.deepEqual(events.at(-1), { text: "7(912)345-67-89", complete: true, value: "7(912)345-67-89", unmasked: "9123456789", refused: [] });
  assert.equal(events[8].complete, false);
});

test("a paste over a selection replaces it through the editor, the caret after the pasted digits", () => {
  const { input, field, events } = attached(phone, {}, "+7(912)345-67-89");
  assert.equal(input.value, "+7(912)345-67-89");
  input.setSelectionRange(3, 6);
  assert.equal(input.fireInput("insertFromPaste", "555"), true);
  assert.equal(input.value, "+7(555)345-67-89");
  assert.deepEqual(input.selection, [7, 7]);
  assert.equal(field.complete, true);
  // Pasted letters fit nowhere: refused, and reported as the Characters pasted.
  input.setSelectionRange(0, 16);
  input.fireInput("insertFromPaste", "8 (495) 12x3-45-67");
  assert.equal(input.value, "8(495)123-45-67");
  assert.deepEqual(events.at(-1).refused, ["x"]);
  // A paste that costs nothing it shows, and a drop, go through the same door.
  input.setSelectionRange(15, 15);
  input.fireInput("insertFromDrop", "0");
  assert.equal(input.value, "8(495)123-45-67");
});

test("Backspace and Delete at the caret and over a selection do what the editor's keys do", () => {
  const { input } = attached(phone, {}, "7(123)456-78-90");
  const editor = new MaskedTextEditor(phone, { text: "7(123)456-78-90" });
  const steps = [
    [[6, 6], "deleteContentBackward", () => editor.deleteBackward()],   // over ")": takes the 3
    [[2, 2], "deleteContentForward", () => editor.deleteForward()],
    [[3, 7], "deleteContentBackward", () => editor.deleteBackward()],
    [[0, 0], "deleteContentBackward", () => editor.deleteBackward()],   // nothing before the caret
    [[1, 4], "deleteByCut", () => editor.deleteBackward()],
  ];
  for (const [[start, end], inputType, key] of steps) {
    input.setSelectionRange(start, end);
    editor.select(start, end);
    assert.equal(input.fireInput(inputType), true);
    key();
    assert.equal(input.value, editor.text, `${inputType} at ${start}..${end}`);
    assert.deepEqual(input.selection, [editor.cursor, editor.cursor]);
  }
  assert.equal(input.value, "7(890)");
});

test("word deletion takes the literals before the caret and the group of digits before them", () => {
  const { input } = attached(phone, {}, "+7(912)345-67");
  assert.equal(input.value, "+7(912)345-67-");
  input.fireInput("deleteWordBackward");
  assert.equal(input.value, "+7(912)345-");
  input.fireInput("deleteWordBackward");
  assert.equal(input.value, "+7(912)");
  input.fireInput("deleteWordBackward");
  assert.equal(input.value, "+7(");
  // Forward from the caret in the middle: the next group goes, the rest moves up.
  const later = attached(phone, {}, "+7(912)345-67-89").input;
  later.setSelectionRange(6, 6);
  later.fireInput("deleteWordForward");
  assert.equal(later.value, "+7(912)678-9");
  assert.deepEqual(later.selection, [6, 6]);
  // A line deletion takes everything before (or after) the caret.
  later.setSelectionRange(7, 7);
  later.fireInput("deleteSoftLineBackward");
  assert.equal(later.value, "7(678)9");
  later.fireInput("deleteSoftLineForward");
  assert.equal(later.value, "");
});

test("a refused key, and an input type the adapter does not take, leave text and caret as they were", () => {
  const { input, field, events, type } = attached(phone, {}, "7(912)34");
  input.setSelectionRange(3, 3);
  type("a");
  assert.equal(input.value, "7(912)34");
  assert.deepEqual(input.selection, [3, 3]);
  assert.equal(field.complete, false);
  assert.deepEqual(events, [{ text: "7(912)34", complete: false, value: "7(912)34", unmasked: "91234", refused: ["a"] }]);
  for (const inputType of ["historyUndo", "insertLineBreak", "formatBold", "somethingNew"]) {
    assert.equal(input.fireInput(inputType, "x"), true, `${inputType} is cancelled`);
    assert.equal(input.value, "7(912)34");
    assert.deepEqual(input.selection, [3, 3]);
  }
  assert.equal(events.length, 1);
});

test("a composition runs natively, then its result is one edit; a cancelled one leaves the field as it was", () => {
  const { input, events } = attached(phone, {}, "7(912)");
  input.fireComposition("compositionstart");
  assert.equal(input.fireInput("insertCompositionText", "３４", { isComposing: true }), false, "the composition is not cancelled");
  assert.equal(input.value, "7(912)３４");
  input.fireComposition("compositionend", "３４");
  const editor = new MaskedTextEditor(phone, { text: "7(912)" });
  editor.insert("３４");
  assert.equal(input.value, editor.text);
  assert.equal(input.value, "7(912)34");
  assert.deepEqual(input.selection, [editor.cursor, editor.cursor]);
  assert.equal(events.length, 1);
  input.setSelectionRange(2, 2);
  input.fireComposition("compositionstart");
  input.fireInput("insertCompositionText", "ｘ", { isComposing: true });
  input.fireComposition("compositionend", "");
  assert.equal(input.value, "7(912)34");
  assert.deepEqual(input.selection, [2, 2]);
  assert.equal(events.length, 1);
});

test("an input event no beforeinput announced (autofill) is read by the editor, never kept as typed", () => {
  const { input, field } = attached(dateUS);
  input.value = "12312024";
  input.dispatchEvent(new Event("input"));
  assert.equal(input.value, "12/31/2024");
  assert.equal(field.complete, true);
  input.value = "13/45/2024";
  input.dispatchEvent(new Event("input"));
  assert.equal(field.complete, false);
  assert.equal(dateUS.match(input.value).result !== "illegal", true);
});

test("an input the browser does not let cancel runs natively, and the editor reads it as the one edit it made", () => {
  const { input, field } = attached(phone, {}, "7(912)34");
  input.setSelectionRange(3, 3);
  assert.equal(input.fireInput("insertText", "5", { cancelable: false }), false);
  const editor = new MaskedTextEditor(phone, { text: "7(912)34" });
  editor.replace(3, 3, "5");
  assert.equal(input.value, editor.text);
  assert.equal(input.value, "7(951)234-");
  assert.deepEqual(input.selection, [editor.cursor, editor.cursor]);
  // A letter so typed is refused as a key is: the field shows no unread text.
  input.fireInput("insertText", "z", { cancelable: false });
  assert.equal(input.value, "7(951)234-");
  input.setSelectionRange(9, 10);
  input.fireInput("deleteContentBackward", null, { cancelable: false });
  editor.select(9, 10);
  editor.deleteBackward();
  assert.equal(input.value, editor.text);
  assert.equal(input.value, "7(951)23");
  assert.equal(field.complete, false);
  // A beforeinput with no inputType (a script's plain Event) is refused, never a thrown error.
  const bare = new Event("beforeinput", { cancelable: true });
  input.dispatchEvent(bare);
  assert.equal(bare.defaultPrevented, true);
});

test("the changed range of a native edit is the longest common start and end, never half a surrogate pair", () => {
  assert.deepEqual(changedRange("7(912)", "7(9a12)"), { from: 3, to: 3, text: "a" });
  assert.deepEqual(changedRange("7(912)", "7(92)"), { from: 3, to: 4, text: "" });
  assert.deepEqual(changedRange("", "12312024"), { from: 0, to: 0, text: "12312024" });
  assert.deepEqual(changedRange("11", "111"), { from: 2, to: 2, text: "1" });
  assert.deepEqual(changedRange("a😀b", "a😁b"), { from: 1, to: 3, text: "😁" });
  assert.deepEqual(changedRange("a😀", "a😀"), { from: 3, to: 3, text: "" });
  assert.deepEqual(changedRange("😀", "😀😀"), { from: 2, to: 2, text: "😀" });
});

test("the placeholder shows the editor's on an empty field, and can be turned off", () => {
  const { input, type } = attached(phone);
  assert.equal(input.placeholder, "7(___)___-__-__");
  type("1");
  input.fireInput("deleteContentBackward");
  assert.equal(input.value, "");
  assert.equal(input.placeholder, "7(___)___-__-__");
  const off = new FakeInput();
  off.placeholder = "phone";
  attachMask(off, phone, { placeholder: false });
  assert.equal(off.placeholder, "phone");
});

test("the editor's options pass through: autocomplete off adds no literal after the last key", () => {
  const on = attached(phone);
  const off = attached(phone, { autocomplete: false });
  on.type("123");
  off.type("123");
  assert.equal(on.input.value, "7(123)");
  assert.equal(off.input.value, "7(123");
  assert.equal(off.field.editor.autocomplete, false);
});

test("a set's field follows the set's choice of mask, as the editor does", () => {
  const { input, field, type } = attached(cards);
  const editor = new MaskedTextEditor(cards);
  for (const key of "4111111111111111") {
    type(key);
    editor.insert(key);
  }
  assert.equal(input.value, editor.text);
  assert.equal(field.complete, editor.complete);
  assert.equal(field.complete, true);
  assert.equal(field.unmasked, "4111111111111111");
});

test("detach takes the listeners and the placeholder off and leaves the text", () => {
  const { input, field, events, type } = attached(phone);
  input.placeholder = "";
  type("9");
  field.detach();
  assert.equal(input.placeholder, "");
  assert.equal(input.fireInput("insertText", "x"), false, "a detached field no longer cancels input");
  assert.equal(input.value, "7(9x");
  assert.equal(events.length, 1);
});
