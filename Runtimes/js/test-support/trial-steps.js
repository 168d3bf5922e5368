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

/** `bytes` (a file) with `payload` as its section `tag`, in place of any it had. */
export function withSection(bytes, tag, payload) {
  const sections = sectionsOf(bytes).filter((section) => section.tag !== tag);
  return craftedFile({ sections: [...sections, { tag, payload }] });
}

/** The payload of a file's section `tag` (a copy), or undefined. */
export function sectionPayload(bytes, tag) {
  return sectionsOf(bytes).find((section) => section.tag === tag)?.payload.slice();
}

/** `bytes` (a program's file) with `payload` as its `trls` section, in place of any it had. */
export function withTrials(bytes, payload) {
  const sections = sectionsOf(bytes).filter((section) => section.tag !== "trls");
  return craftedFile({ sections: [...sections, { tag: "trls", payload }] });
}

/**
 * Steps a reader must refuse, each with the reason Swift gives (after "section trls is
 * malformed: "): Tests/MaskTrialsCoreTests/TrialStepTests.swift's table, and a few more.
 * @type {[{kind: string, parameters?: [string, string[]][]}, string][]}
 */
export const refusedStepCases = [
  [{ kind: "normalize" }, "unknown trial 'normalize': the file needs a newer maskc"],
  [{ kind: "iban", parameters: [["strict", ["1"]]] }, "trial 'iban': unknown parameter 'strict'"],
  [{ kind: "cardExpiry", parameters: [["notBefore", ["2026-11"]]] }, "trial 'cardExpiry': unknown parameter 'notBefore'"],
  [{ kind: "paymentCard" }, "trial 'paymentCard': no parameter 'brands'"],
  [{ kind: "paymentCard", parameters: [["brands", ["visa", "bogus"]]] }, "trial 'paymentCard': no card brand 'bogus'"],
  [{ kind: "paymentCard", parameters: [["brands", ["visa"]], ["brands", ["jcb"]]] }, "trial 'paymentCard': parameter 'brands' written twice"],
  [{ kind: "paymentCard", parameters: [["brands", ["toString"]]] }, "trial 'paymentCard': no card brand 'toString'"],
  [{ kind: "calendarDate", parameters: [["layout", ["YYY-MM-DD"]]] }, "trial 'calendarDate': no date layout 'YYY-MM-DD'"],
  [{ kind: "calendarDate", parameters: [["layout", ["YYYY-MM-DD-DD"]]] }, "trial 'calendarDate': no date layout 'YYYY-MM-DD-DD'"],
  [{ kind: "calendarDate", parameters: [["layout", []]] }, "trial 'calendarDate': parameter 'layout' has 0 values, not 1"],
  [{ kind: "ibanCountry", parameters: [["layouts", ["GB:DDX"]]] }, "trial 'ibanCountry': no country layout 'GB:DDX'"],
  [{ kind: "ibanCountry", parameters: [["layouts", ["GB:DD", "GB:UU"]]] }, "trial 'ibanCountry': no country layout 'GB:UU'"],
  [{ kind: "ibanCountry", parameters: [["layouts", ["GBR:DD"]]] }, "trial 'ibanCountry': no country layout 'GBR:DD'"],
  [{ kind: "phoneNumber" }, "trial 'phoneNumber': no parameter 'lengths'"],
  ...["44:", "44:7,x", "44:7,0", "44:7,7", "4444:7", "GB:7", "44:7:9", "44:100", "44:7,", "44:7,,9", "44:07,7", "44:64,64",
    ":7", "44", "４4:7"].map((entry) => [{ kind: "phoneNumber", parameters: [["lengths", [entry]]] },
    `trial 'phoneNumber': no country code's lengths '${entry}'`]),
  [{ kind: "phoneNumber", parameters: [["lengths", ["44:7", "44:9"]]] }, "trial 'phoneNumber': no country code's lengths '44:9'"],
  [{ kind: "phoneNumber", parameters: [["lengths", ["44:7"]], ["codes", ["44"]]] }, "trial 'phoneNumber': unknown parameter 'codes'"],
];

/** Section payloads a reader must refuse, each with Swift's reason (TrialStepTests.swift's table, and one more). */
export const malformedSectionCases = [
  [[1, 0, 0, 0], "the length of the kind of step 1 needs 4 bytes but only 0 remain"],
  [[0, 1, 0, 0], "the length of the kind of step 1 needs 4 bytes but only 0 remain"], // 256 steps are allowed; none follows
  [[1, 0], "the number of steps needs 4 bytes but only 2 remain"],
  [[1, 1, 0, 0], "257 steps, at most 256"],
  [[0, 0, 0, 0, 9], "1 unexpected trailing bytes"],
  [[1, 0, 0, 0, 255, 255, 255, 255], "the kind of step 1 declares 4294967295 bytes but only 0 remain"],
  [[1, 0, 0, 0, 1, 0, 0, 0, 0x61, 1, 0, 0, 0, 9, 0, 0, 0, 0x62], "a parameter name of step 1 declares 9 bytes but only 1 remain"],
  [[1, 0, 0, 0, 1, 0, 0, 0, 0x61, 1, 0, 0, 0, 1, 0, 0, 0, 0x62, 1, 0, 0, 0, 7, 0, 0, 0],
    "a value of step 1 declares 7 bytes but only 0 remain"],
  [[1, 0, 0, 0, 1, 0, 0, 0, 0x61, 65, 0, 0, 0], "65 parameters, at most 64"],
  [[1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 255, 255, 0, 0], "65535 values, at most 0"],
  [[1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0], "4294967295 values, at most 1"],
];
