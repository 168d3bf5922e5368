import { wordRange } from "./word-range.js";

/**
 * The editor edit for each `beforeinput` type (Input Events Level 2) the adapter takes. Each
 * one becomes a call of the editor's; the editor alone decides the text and the caret. A type
 * not listed here (undo and redo, line breaks, formatting) is refused: applied natively it
 * would put text in the field that the editor never read.
 */
const edits = {
  insertText: (editor, text) => editor.insert(text),
  insertReplacementText: (editor, text) => editor.insert(text),
  insertFromPaste: (editor, text) => editor.insert(text),
  insertFromDrop: (editor, text) => editor.insert(text),
  insertFromYank: (editor, text) => editor.insert(text),
  deleteContentBackward: (editor) => editor.deleteBackward(),
  deleteContentForward: (editor) => editor.deleteForward(),
  deleteByCut: (editor) => editor.deleteBackward(),
  deleteByDrag: (editor) => editor.deleteBackward(),
  deleteContent: (editor) => editor.deleteBackward(),
  deleteWordBackward: (editor) => deleteToward(editor, "backward", (caret) => wordRange(editor, caret, "backward")),
  deleteWordForward: (editor) => deleteToward(editor, "forward", (caret) => wordRange(editor, caret, "forward")),
  deleteSoftLineBackward: (editor) => deleteToward(editor, "backward", (caret) => [0, caret]),
  deleteHardLineBackward: (editor) => deleteToward(editor, "backward", (caret) => [0, caret]),
  deleteSoftLineForward: (editor) => deleteToward(editor, "forward", (caret) => [caret, editor.text.length]),
  deleteHardLineForward: (editor) => deleteToward(editor, "forward", (caret) => [caret, editor.text.length]),
};

/**
 * Applies a `beforeinput` of type `inputType` to `editor`, whose selection is already the
 * field's: `text` is what it inserts (the typed key, the pasted or dropped text).
 * @param {import("../editor/masked-text-editor.js").MaskedTextEditor} editor
 * @param {string} inputType
 * @param {string} text
 * @returns {import("../editor/masked-text-editor.js").EditorChange | null} null for a refused type
 */
export function applyInput(editor, inputType, text) {
  const apply = Object.hasOwn(edits, inputType) ? edits[inputType] : undefined;
  return apply === undefined ? null : apply(editor, text);
}

/**
 * A deletion by word or by line: over a selection it deletes the selection, as Backspace does;
 * at the caret it selects the range `rangeAt` gives and deletes it, so that deleting only
 * literals takes the meaningful character beyond them, as the editor's Backspace and Delete do.
 */
function deleteToward(editor, direction, rangeAt) {
  const [from, to] = editor.selection;
  if (from === to) editor.select(...rangeAt(editor.cursor));
  return direction === "backward" ? editor.deleteBackward() : editor.deleteForward();
}
