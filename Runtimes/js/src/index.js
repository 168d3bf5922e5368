/**
 * maskc's JavaScript runtime: the same bytecode files as MaskVM, the same verdicts.
 *
 * ```js
 * import { loadProgram } from "./src/index.js";
 * const phone = loadProgram(new Uint8Array(await (await fetch("phone.maskc")).arrayBuffer()));
 * phone.match("+7(123)456-78-90").result      // "complete"
 * phone.transform("71234567890").text         // "7(123)4567890"
 * phone.extract("8(123)45").value             // "12345"
 * ```
 *
 * Folders mirror MaskVM's; `dom/` is `attachMask` (docs/web.md), `cli/` the command line.
 * `trials/` (a preset's check) is imported on its own, from `./trials/index.js`.
 * @module
 */
export { loadProgram } from "./bytecode/load-program.js";
export { MaskProgram } from "./program/mask-program.js";
export { ProgramError } from "./program/program-error.js";
export { characterCount } from "./match/character-count.js";
export { defaultLimits } from "./bytecode/format.js";
export { MaskedTextEditor } from "./editor/masked-text-editor.js";
export { attachMask, AttachedMask } from "./dom/attach-mask.js";
