import { isValueKind } from "../reading/reading-sink.js";

/**
 * What a word is in a masked field, for Ctrl+Backspace and Ctrl+Delete (`deleteWordBackward`
 * and `deleteWordForward`): a group of meaningful characters between literals. In
 * `+7(912)345-67` a word is `912`, `345` or `67`; the mask's own letters or digits (`7`)
 * are literals, not words. A word deletion takes the literals next to the caret and the
 * group beyond them: Ctrl+Backspace at the end of `+7(912)345` takes `345`, and once more
 * `)` and `912`. The range then goes to the editor's `replace`, which decides the text.
 */

/**
 * The UTF-16 range a word deletion from the caret takes, `[from, to]`.
 * @param {import("../editor/masked-text-editor.js").MaskedTextEditor} editor
 * @param {number} caret a UTF-16 offset on a Character boundary
 * @param {"backward" | "forward"} direction
 * @returns {[number, number]}
 */
export function wordRange(editor, caret, direction) {
  const characters = meaningfulCharacters(editor);
  let index = characters.findIndex((character) => character.start >= caret);
  if (index < 0) index = characters.length;
  if (direction === "backward") {
    let from = index;
    while (from > 0 && !characters[from - 1].meaningful) from--;
    while (from > 0 && characters[from - 1].meaningful) from--;
    return [from < characters.length ? characters[from].start : caret, caret];
  }
  let to = index;
  while (to < characters.length && !characters[to].meaningful) to++;
  while (to < characters.length && characters[to].meaningful) to++;
  return [caret, to < characters.length ? characters[to].start : editor.text.length];
}

/**
 * The Characters of the editor's text: each one's UTF-16 start and whether it is meaningful
 * (typed or padding, not a literal). The kinds are the editor's, one per UTF-8 byte; the
 * first byte of a Character gives its kind.
 */
function meaningfulCharacters(editor) {
  const kinds = editor.state.kinds;
  // The boundaries end with the text's end, which starts no Character.
  return editor.boundaries().starts.slice(0, -1).map((mark) => ({ start: mark.utf16, meaningful: isValueKind(kinds[mark.utf8]) }));
}
