import { MaskedTextEditor } from "../editor/masked-text-editor.js";
import { jsonString } from "./json-writer.js";

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
 * One line of a script as an edit, or the reason it is none (maskc's words).
 * @param {string} line
 * @returns {{edit?: {op: string, text?: string, from?: number, to?: number}, error?: string}}
 */
export function parseEdit(line) {
  let edit;
  try {
    edit = JSON.parse(line);
  } catch {
    return { error: "not valid JSON" };
  }
  if (edit === null || typeof edit !== "object" || Array.isArray(edit) || typeof edit.op !== "string") {
    return { error: 'expected an object with an "op"' };
  }
  const fields = Object.hasOwn(operations, edit.op) ? operations[edit.op] : undefined;
  if (fields === undefined) {
    return { error: `unknown op ${JSON.stringify(edit.op)}; expected insert, replace, backspace, delete, select or move` };
  }
  for (const [name, type] of Object.entries(fields)) {
    const value = edit[name];
    if (type === "string" && typeof value !== "string") return { error: `expected "${name}" as a string` };
    if (type === "offset" && !Number.isSafeInteger(value)) return { error: `expected "${name}" as a whole number` };
  }
  return { edit };
}

/**
 * Replays a script in a fresh editor, as maskc does: the field after each edit, one JSON
 * line each, until a line that is not an edit, whose error ends the run (blank lines are
 * skipped). `where` names the script in the error: its path, or `standard input`.
 * @param {import("../program/mask-program.js").MaskProgram} program
 * @param {string} script
 * @param {{noAutocomplete: boolean, optionalLiterals: "typed" | "inserted", text?: string}} options
 * @param {string} [where]
 * @returns {{output: string, error: string | null}}
 */
export function runScript(program, script, options, where = "standard input") {
  const editor = new MaskedTextEditor(program, {
    autocomplete: !options.noAutocomplete, optionalLiterals: options.optionalLiterals, text: options.text ?? "",
  });
  let output = "";
  const lines = script.split("\n");
  for (let index = 0; index < lines.length; index++) {
    if (lines[index].trim() === "") continue;
    const { edit, error } = parseEdit(lines[index]);
    if (error !== undefined) return { output, error: `${where}:${index + 1}: ${error}` };
    const change = applyEdit(editor, edit) ?? editor.unchanged();
    const [start, end] = editor.selection;
    output += `{"text":${jsonString(editor.text)},"cursor":${editor.cursor},"selection":[${start},${end}]`
      + `,"complete":${editor.complete},"value":${jsonString(editor.value)},"mask":${editor.mask}`
      + `,"refused":[${change.refused.join(",")}],"ignored":[${change.ignored.join(",")}],"changed":${change.changed}}\n`;
  }
  return { output, error: null };
}

/** Applies one edit of an edit script; its report, or undefined for a selection or a move. */
export function applyEdit(editor, edit) {
  switch (edit.op) {
    case "insert": return editor.insert(edit.text);
    case "replace": return editor.replace(edit.from, edit.to, edit.text);
    case "backspace": return editor.deleteBackward();
    case "delete": return editor.deleteForward();
    case "select": return editor.select(edit.from, edit.to);
    default: return editor.moveCursor(edit.to);
  }
}
