import { jsonSampleFields, jsonString } from "./json-writer.js";
import { encodeUTF8 } from "../text/utf8.js";

/** The text that stands in the output for a line longer than `--max-line`. */
const notJudged = "not judged: longer than --max-line";

/**
 * Judges samples as `maskc match -p FILE` does and returns what it would print: standard
 * output (byte for byte), the messages for standard error, and the exit status (0 when
 * every sample is complete, 1 when one is not, 2 when a line was not judged).
 *
 * @param {import("../program/mask-program.js").MaskProgram} program
 * @param {{bytes: Uint8Array, fullLength: number}[]} samples
 * @param {{optimistic: boolean, json: boolean, count: boolean}} options
 * @returns {{output: string, errors: string[], status: number}}
 */
export function judgeSamples(program, samples, { optimistic, json, count }) {
  const maskLabels = program.isMaskSet
    ? program.masks.map((mask, index) => mask.name === null
      ? { text: String(index + 1), json: String(index + 1) }
      : { text: mask.name, json: jsonString(mask.name) })
    : null;
  const lines = [];
  const unjudged = [];
  let complete = 0;
  samples.forEach((sample, index) => {
    const { bytes, fullLength } = sample;
    const truncated = fullLength > bytes.length;
    const { accepting, illegalAt } = program.illegalByteOffset(bytes, optimistic);
    const illegal = illegalAt >= 0;
    if (truncated && !illegal) {
      // The prefix's verdict is not the line's: say so instead of printing it.
      unjudged.push(`maskc: error: sample ${index + 1} is ${fullLength} bytes, longer than --max-line, and the mask could still accept it; not judged`);
      if (!count) lines.push(json ? `{"result":"not judged","truncated":true,"length":${fullLength}}` : notJudged);
      return;
    }
    if (accepting) complete++;
    if (count) return;
    const result = illegal ? "illegal" : accepting ? "complete" : "partial";
    const masks = () => {
      const found = program.matches(bytes, { optimistic });
      return accepting ? found.complete : found.possible;
    };
    if (json) {
      let line = `{${jsonSampleFields(bytes)},"result":"${result}"`;
      if (illegal) line += `,"offset":${program.matchUTF8(bytes, { optimistic }).at}`;
      if (maskLabels) line += `,"masks":[${illegal ? "" : masks().map((mask) => maskLabels[mask].json).join(",")}]`;
      if (truncated) line += `,"truncated":true,"length":${fullLength}`;
      lines.push(line + "}");
    } else if (maskLabels && !illegal) {
      lines.push(`${result} ${masks().map((mask) => maskLabels[mask].text).join(",")}`);
    } else {
      lines.push(illegal ? `illegal ${program.matchUTF8(bytes, { optimistic }).at}` : result);
    }
  });
  let output = lines.map((line) => line + "\n").join("");
  if (count) output += json ? `{"count":${complete},"samples":${samples.length}}\n` : `${complete}\n`;
  const status = unjudged.length > 0 ? 2 : complete === samples.length ? 0 : 1;
  return { output, errors: unjudged, status };
}

/** Operands as samples: each argument's UTF-8, whole. */
export function operandSamples(operands) {
  return operands.map((operand) => {
    const bytes = encodeUTF8(operand);
    return { bytes, fullLength: bytes.length };
  });
}
