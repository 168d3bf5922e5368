import { jsonSampleFields, jsonString } from "./json-writer.js";
import { decodeUTF8 } from "../text/utf8.js";

/** What the text output shows for a line longer than `--max-line`, which is never judged on a cut. */
const notJudged = "not judged: longer than --max-line";

/**
 * Judges samples as `maskc check --preset NAME` does, with the check a preset's file
 * carries, and returns what it would print: standard output (byte for byte), the messages
 * for standard error, and the exit status (0 when every sample passes, 1 when one fails, 2
 * when a line was not judged).
 *
 * @param {import("../trials/mask-check.js").MaskCheck} check
 * @param {{bytes: Uint8Array, fullLength: number}[]} samples
 * @param {{json: boolean, exact: boolean, allowBlank: boolean, referenceDate?: string, region?: string}} options
 * @returns {{output: string, errors: string[], status: number}}
 */
export function checkSamples(check, samples, { json, exact, allowBlank, referenceDate, region }) {
  const lines = [];
  const errors = [];
  let passed = 0;
  samples.forEach(({ bytes, fullLength }, index) => {
    if (fullLength > bytes.length) {
      // A trial needs the whole text; judging a prefix could pass a bad sample.
      errors.push(`maskc: error: sample ${index + 1} is ${fullLength} bytes, longer than --max-line; not judged`);
      lines.push(line(bytes, [{ key: "not_judged", text: notJudged }], json));
      return;
    }
    const result = check.check(decodeUTF8(bytes), { exact, allowBlank, referenceDate, region });
    if (result.pass) passed++;
    lines.push(line(bytes, result.pass ? null : result.messages, json));
  });
  const status = errors.length > 0 ? 2 : passed === samples.length ? 0 : 1;
  return { output: lines.map((text) => text + "\n").join(""), errors, status };
}

/** One sample's line: `pass`, or `fail: ` and the reasons joined by `; `; or its JSON object. */
function line(bytes, messages, json) {
  if (!json) return messages === null ? "pass" : "fail: " + messages.map((message) => message.text).join("; ");
  if (messages === null) return `{${jsonSampleFields(bytes)},"result":"pass"}`;
  const listed = messages.map((message) => `{"key":${jsonString(message.key)},"text":${jsonString(message.text)}}`);
  return `{${jsonSampleFields(bytes)},"result":"fail","messages":[${listed.join(",")}]}`;
}
