import { decodeUTF8, isValidUTF8 } from "../text/utf8.js";

/**
 * `bytes` as a JSON string, as maskc's JSONWriter writes it: invalid UTF-8 replaced by
 * U+FFFD; `"`, `\`, LF, CR and tab escaped by name; other controls and DEL as `\u00XX`.
 * @param {Uint8Array | string} sample
 */
export function jsonString(sample) {
  const text = typeof sample === "string" ? sample : decodeUTF8(sample);
  let out = '"';
  for (const character of text) {
    const code = character.codePointAt(0);
    switch (character) {
      case '"': out += '\\"'; break;
      case "\\": out += "\\\\"; break;
      case "\n": out += "\\n"; break;
      case "\r": out += "\\r"; break;
      case "\t": out += "\\t"; break;
      default:
        out += code < 0x20 || code === 0x7f ? `\\u${code.toString(16).padStart(4, "0")}` : character;
    }
  }
  return out + '"';
}

/**
 * A sample's fields: `"sample":` and the sample, and when its bytes are not valid UTF-8,
 * also `"sampleBytes":` with every byte as two lower-case hex digits.
 * @param {Uint8Array} bytes
 */
export function jsonSampleFields(bytes) {
  let out = `"sample":${jsonString(bytes)}`;
  if (!isValidUTF8(bytes)) out += `,"sampleBytes":"${Buffer.from(bytes).toString("hex")}"`;
  return out;
}
