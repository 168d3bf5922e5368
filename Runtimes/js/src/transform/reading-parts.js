import { ReadingTables } from "../reading/reading-tables.js";
import { numberRangeItems } from "../reading/number-range-items.js";
import { insertingOptionalLiterals } from "../reading/inserting-optional-literals.js";

/**
 * The reading tables of a program of one mask, per optional-literal policy, made on first
 * use (MaskVM's ReadingParts): a program that is only matched never pays for them.
 */
const made = new WeakMap();

/**
 * @param {import("../program/mask-program.js").MaskProgram} program one mask, not a set
 * @param {"typed" | "inserted"} policy
 * @returns {ReadingTables}
 */
export function readingTables(program, policy) {
  let parts = made.get(program);
  if (parts === undefined) {
    parts = { ranges: numberRangeItems(program.source.pattern), typed: null, inserted: null };
    parts.typed = new ReadingTables(program.reader, parts.ranges);
    parts.typed.memoBudget = program.memoBudget;
    made.set(program, parts);
  }
  if (policy !== "inserted") return parts.typed;
  if (parts.inserted === null) {
    // The pruned automaton's texts may have other paths in the original: its ambiguity decides.
    const pruned = insertingOptionalLiterals(program.reader);
    parts.inserted = pruned === null ? parts.typed : new ReadingTables(pruned, parts.ranges, parts.typed.isUnambiguous);
    parts.inserted.memoBudget = program.memoBudget;
  }
  return parts.inserted;
}

/**
 * The optional-literal policy of options: `"typed"` (the default: an optional literal is
 * kept only where typed) or `"inserted"` (also inserted where the text goes on past it).
 */
export function policyOf(options) {
  const policy = options?.optionalLiterals ?? "typed";
  if (policy !== "typed" && policy !== "inserted") {
    throw new RangeError(`optionalLiterals is "typed" or "inserted", not ${JSON.stringify(policy)}`);
  }
  return policy;
}
