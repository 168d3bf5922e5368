import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { le32, craftedFile, sectionsOf } from "./crafted-file.js";

/**
 * The writing side of the `trls` section, for tests (MaskTrialsCore's
 * `TrialStep.encodedSection`), and files built around it.
 */

const encoder = new TextEncoder();

function text(value) {
  const bytes = encoder.encode(value);
  return [...le32(bytes.length), ...bytes];
}

/**
 * A `trls` payload for `steps`, each `{kind, parameters: [[name, [values]], ...]}`.
 * @param {{kind: string, parameters?: [string, string[]][]}[]} steps
 */
export function encodeSteps(steps) {
  const out = [...le32(steps.length)];
  for (const { kind, parameters = [] } of steps) {
    out.push(...text(kind), ...le32(parameters.length));
    for (const [name, values] of parameters) {
      out.push(...text(name), ...le32(values.length));
      for (const value of values) out.push(...text(value));
    }
  }
  return out;
}

/** A preset's file kept in Tests/fixtures/presets (written by `maskc compile --preset NAME`). */
export function presetFixture(name) {
  const url = new URL(`../../../Tests/fixtures/presets/${name}.maskc`, import.meta.url);
  return new Uint8Array(readFileSync(fileURLToPath(url)));
}

/** `bytes` (a program's file) with `payload` as its `trls` section, in place of any it had. */
export function withTrials(bytes, payload) {
  const sections = sectionsOf(bytes).filter((section) => section.tag !== "trls");
  return craftedFile({ sections: [...sections, { tag: "trls", payload }] });
}
