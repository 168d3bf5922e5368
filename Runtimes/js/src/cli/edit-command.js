import { MaskedTextEditor } from "../editor/masked-text-editor.js";
import { jsonString } from "./json-writer.js";
import { UsageError } from "./arguments.js";

/**
 * `maskc edit -p FILE --script FILE`: replays an edit script, JSON Lines with one edit a
 * line, in the editor and prints the field after each edit, one JSON object a line, as maskc
 * prints it. Both runtimes read the same scripts, so the differential test can require the
 * two editors to agree after every edit:
 *
 * ```
 * {"op":"insert","text":"12"}                 typing or a paste, over the selection
 * {"op":"replace","from":0,"to":2,"text":""}  a UTF-16 range (either order) replaced
 * {"op":"backspace"}  {"op":"delete"}         Backspace and Delete
 * {"op":"select","from":1,"to":3}  {"op":"move","to":0}
 * ```
 */

/** Each operation's fields besides `op`: name → "string" or "offset". */
const operations = {
  insert: { text: "string" },
  replace: { from: "offset", to: "offset", text: "string" },
  backspace: {},
  delete: {},
  select: { from: "offset", to: "offset" },
  move: { to: "offset" },
};

/**
 * The edits of a script's text; a malformed line is a usage error that names it.
 * @param {string} script
 * @returns {{op: string, text?: string, from?: number, to?: number}[]}
 */
export function parseScript(script) {
  const lines = script.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines.map((line, index) => {
    const where = `line ${index + 1} of the edit script`;
    let edit;
    try {
      edit = JSON.parse(line);
    } catch {
      throw new UsageError(`${where} is not a JSON object`);
    }
    if (edit === null || typeof edit !== "object" || Array.isArray(edit)) throw new UsageError(`${where} is not a JSON object`);
    const fields = operations[edit.op];
    if (typeof edit.op !== "string" || fields === undefined) {
      throw new UsageError(`${where} has no known "op" (insert, replace, backspace, delete, select, move)`);
    }
    for (const [name, type] of Object.entries(fields)) {
      const value = edit[name];
      const fits = type === "string" ? typeof value === "string" : Number.isSafeInteger(value);
      if (!fits) throw new UsageError(`${where}: "${edit.op}" needs "${name}", ${type === "string" ? "a string" : "an integer"}`);
    }
    return edit;
  });
}

/**
 * Runs the edits in a fresh editor; the output lines, each ending in a newline.
 * @param {import("../program/mask-program.js").MaskProgram} program
 * @param {ReturnType<typeof parseScript>} edits
 * @param {{noAutocomplete: boolean, optionalLiterals: "typed" | "inserted", text?: string}} options
 * @returns {string}
 */
export function runScript(program, edits, options) {
  const editor = new MaskedTextEditor(program, {
    autocomplete: !options.noAutocomplete, optionalLiterals: options.optionalLiterals, text: options.text ?? "",
  });
  let output = "";
  for (const edit of edits) {
    const change = apply(editor, edit) ?? editor.unchanged();
    const [start, end] = editor.selection;
    output += `{"text":${jsonString(editor.text)},"cursor":${editor.cursor},"selection":[${start},${end}]`
      + `,"complete":${editor.complete},"value":${jsonString(editor.value)},"mask":${editor.mask}`
      + `,"refused":[${change.refused.join(",")}],"ignored":[${change.ignored.join(",")}],"changed":${change.changed}}\n`;
  }
  return output;
}

/** Applies one edit; its report, or undefined for a selection or a move. */
function apply(editor, edit) {
  switch (edit.op) {
    case "insert": return editor.insert(edit.text);
    case "replace": return editor.replace(edit.from, edit.to, edit.text);
    case "backspace": return editor.deleteBackward();
    case "delete": return editor.deleteForward();
    case "select": return editor.select(edit.from, edit.to);
    default: return editor.moveCursor(edit.to);
  }
}
