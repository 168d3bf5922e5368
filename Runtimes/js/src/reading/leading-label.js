import { isSpaceNotLineBreak } from "./letter-or-digit.js";

/**
 * A leading label (docs/editing.md, rule 4 of "Values, not characters"; MaskVM's
 * LeadingLabel): words before the value that say what it is (`IBAN GB82 WEST…`, `Tel.: +44
 * 20…`). When the mask cannot start with them they are formatting noise: dropped, and no
 * reason for the result to be incomplete.
 *
 * A label, in units at the start of the input: optional spaces, then either one word
 * (letters and `.`, starting with a letter) followed by whitespace, or words and spaces
 * followed by `:` and the spaces after it; with at least two letters in its words, and
 * something after it. Labels are taken one after another while the mask cannot start with
 * each one's words.
 */

const alphabetic = /^\p{Alphabetic}/u;

/**
 * How many units at the start of `input` are leading labels.
 * @param {import("./reading-input.js").ReadingInput} input
 * @param {(words: string) => boolean} cannotStart whether the mask cannot start with these words
 * @param {boolean} [followedBeyond] more text follows the input (the field's text after a paste), so a label may end it
 */
export function leadingLabelUnits(input, cannotStart, followedBeyond = false) {
  let end = 0;
  for (;;) {
    const candidate = labelCandidate(input, end, followedBeyond);
    if (candidate === null || !cannotStart(unitsText(input, candidate.wordsStart, candidate.wordsEnd))) return end;
    end = candidate.end;
  }
}

/** The text of units `from..<to` of `input`. */
export function unitsText(input, from, to) {
  if (input.characters) return input.characters.slice(from, to).join("");
  return String.fromCharCode(...input.bytes.subarray(from, to));
}

/** The label that could start at unit `start`: its words and the unit after it, or null. */
function labelCandidate(input, start, followedBeyond) {
  const count = input.unitCount;
  let index = start;
  while (index < count && unitIs(input, index, "space")) index++;
  if (index >= count || !unitIs(input, index, "letter")) return null;
  const wordsStart = index;
  while (index < count && (unitIs(input, index, "letter") || unitIs(input, index, "dot"))) index++;
  const firstWordEnd = index;
  let scan = index;
  while (scan < count && (unitIs(input, scan, "letter") || unitIs(input, scan, "dot") || unitIs(input, scan, "space"))) scan++;
  let end;
  let wordsEnd;
  if (scan < count && unitIs(input, scan, "colon")) {
    wordsEnd = scan;
    end = scan + 1;
  } else if (firstWordEnd < count && unitIs(input, firstWordEnd, "space")) {
    wordsEnd = firstWordEnd;
    end = firstWordEnd;
  } else {
    return null;
  }
  while (end < count && unitIs(input, end, "space")) end++;
  let letters = 0;
  for (let unit = wordsStart; unit < wordsEnd; unit++) if (unitIs(input, unit, "letter")) letters++;
  if ((end >= count && !followedBeyond) || letters < 2) return null;
  return { wordsStart, wordsEnd, end };
}

/**
 * Whether unit `index` is a part of a label: ASCII judged by its byte, other units as a
 * Character (letters of any script; whitespace other than line ends).
 */
function unitIs(input, index, part) {
  const { start, end } = input.unit(index);
  const byte = input.bytes[start];
  if (end - start === 1) {
    switch (part) {
      case "letter": return (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a;
      case "dot": return byte === 0x2e;
      case "colon": return byte === 0x3a;
      default: return byte === 0x20 || byte === 0x09;
    }
  }
  if (byte < 0x80) return false;
  const character = input.characters[index];
  if (part === "letter") return alphabetic.test(character);
  if (part === "space") return isSpaceNotLineBreak(character);
  return false;
}
