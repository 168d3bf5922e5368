import { jsonSampleFields, jsonString } from "./json-writer.js";
import { decodeUTF8 } from "../text/utf8.js";

/** The text that stands in the output for a line longer than `--max-line`. */
const notJudged = "not judged: longer than --max-line";

/**
 * Runs `maskc transform -p FILE` or `maskc extract -p FILE` over samples and returns what
 * it would print: standard output (byte for byte), the messages for standard error, and
 * the exit status (0 when every sample is complete, 1 when one is not, 2 when a line was
 * not judged). Invalid UTF-8 is read as repaired.
 *
 * @param {"transform" | "extract"} command
 * @param {import("../program/mask-program.js").MaskProgram} program
 * @param {{bytes: Uint8Array, fullLength: number}[]} samples
 * @param {{json: boolean, noAutocomplete?: boolean, optionalLiterals: "typed" | "inserted"}} options
 * @returns {{output: string, errors: string[], status: number}}
 */
export function readSamples(command, program, samples, options) {
  const maskLabels = program.isMaskSet
    ? program.masks.map((mask, index) => (mask.name === null ? String(index + 1) : jsonString(mask.name)))
    : null;
  const lines = [];
  const errors = [];
  let allComplete = true;
  samples.forEach(({ bytes, fullLength }, index) => {
    if (fullLength > bytes.length) {
      errors.push(`maskc: error: sample ${index + 1} is ${fullLength} bytes, longer than --max-line; not judged`);
      lines.push(options.json ? `{"result":"not judged","truncated":true,"length":${fullLength}}` : notJudged);
      return;
    }
    const sample = decodeUTF8(bytes);
    const line = command === "transform"
      ? transformLine(program, sample, bytes, options, maskLabels)
      : extractLine(program, sample, bytes, options);
    if (!line.complete) allComplete = false;
    lines.push(line.text);
  });
  const output = lines.map((line) => line + "\n").join("");
  return { output, errors, status: errors.length > 0 ? 2 : allComplete ? 0 : 1 };
}

/** One line of `maskc transform`: the text, `illegal N`, or the JSON object. */
function transformLine(program, sample, bytes, { json, noAutocomplete, optionalLiterals }, maskLabels) {
  const result = program.transform(sample, { autocomplete: !noAutocomplete, optionalLiterals });
  const complete = result.complete && result.unplaced.length === 0;
  if (json) {
    let text = `{${jsonSampleFields(bytes)},"text":${jsonString(result.text)},"complete":${result.complete}`
      + `,"droppedLettersAndDigits":${result.unplaced.length},"dropped":[${result.dropped.join(",")}]`
      + `,"unplaced":[${result.unplaced.join(",")}]`;
    if (maskLabels) text += `,"mask":${maskLabels[result.mask]}`;
    return { text: text + "}", complete };
  }
  return { text: result.unplaced.length > 0 ? `illegal ${result.unplaced[0]}` : result.text, complete };
}

/** One line of `maskc extract`: `complete VALUE`, `partial VALUE`, `illegal N`, or the JSON object. */
function extractLine(program, sample, bytes, { json, optionalLiterals }) {
  const result = program.extract(sample, { optionalLiterals });
  const complete = result.result === "complete";
  if (json) {
    const offset = result.result === "illegal" ? `,"offset":${result.at}` : "";
    return { text: `{${jsonSampleFields(bytes)},"value":${jsonString(result.value)},"result":"${result.result}"${offset}}`, complete };
  }
  return { text: result.result === "illegal" ? `illegal ${result.at}` : `${result.result} ${result.value}`, complete };
}
