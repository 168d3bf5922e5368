import { encodeUTF8 } from "../text/utf8.js";
import { charactersOf } from "../text/characters.js";

/**
 * Why a text is not complete for a mask, in words (the port of MaskVM's MatchDetails and
 * ExpectedCharacters, for the messages of the mask trial): where the text stopped fitting,
 * in Characters, the Character found there, and what the mask takes there instead, grouped
 * the way people say it: "a digit", "'-'", "a digit 0–2", "a letter A–F".
 */

/**
 * The details of a text the program does not match completely, or null when it does.
 * @param {import("../program/mask-program.js").MaskProgram} program
 * @param {string} text
 * @returns {{result: "partial" | "illegal", offset: number, found: string | null, expected: string} | null}
 */
export function matchDetails(program, text) {
  const { result, at } = program.match(text);
  if (result === "complete") return null;
  const characters = charactersOf(text);
  const offset = result === "illegal" ? Math.min(at, characters.length) : characters.length;
  const dfa = program.matcher;
  let state = dfa.startState;
  for (const byte of encodeUTF8(characters.slice(0, offset).join(""))) {
    state = next(dfa, state, byte);
    if (state === 0) break;
  }
  return { result, offset, found: offset < characters.length ? characters[offset] : null, expected: expectedCharacters(dfa, state) };
}

/**
 * {@link matchDetails} for an exact check: a set's text must also be the form the set prints
 * (MaskTrialsCore's MaskJudge). Complete in another mask than the one the set's choice rule
 * picks, the details are those of the mask it picks.
 * @param {import("../program/mask-program.js").MaskProgram} program
 * @param {string} text
 */
export function exactMatchDetails(program, text) {
  const details = matchDetails(program, text);
  if (details !== null || !program.isMaskSet) return details;
  const printed = program.transform(text);
  if (printed.text === text || printed.text.normalize() === text.normalize()) return null;
  return matchDetails(program.set.members[printed.mask], text);
}

function next(dfa, state, byte) {
  return dfa.transitions[state * dfa.classCount + dfa.classMap[byte]];
}

/** Most automaton steps spent listing non-ASCII characters from one state (Swift's `enumerationBudget`). */
const enumerationBudget = 4096;

/**
 * What the automaton takes next from `state`, in words joined with commas and a final "or"
 * (`a digit, '-' or the end of the text`); `nothing` when nothing is expected.
 */
export function expectedCharacters(dfa, state) {
  if (state <= 0 || state >= dfa.stateCount) return "nothing";
  const words = [];
  const ascii = [];
  for (let byte = 0; byte < 128; byte++) ascii.push(next(dfa, state, byte) !== 0);
  const all = (low, high) => ascii.slice(low, high + 1).every(Boolean);
  const take = (low, high) => ascii.fill(false, low, high + 1);
  if (all(0x30, 0x39)) {
    words.push("a digit");
    take(0x30, 0x39);
  }
  const upper = all(0x41, 0x5a);
  const lower = all(0x61, 0x7a);
  if (upper && lower) words.push("a latin letter");
  else if (upper) words.push("an upper-case latin letter");
  else if (lower) words.push("a lower-case latin letter");
  if (upper) take(0x41, 0x5a);
  if (lower) take(0x61, 0x7a);
  const scalars = [];
  for (let byte = 0; byte < 128; byte++) if (ascii[byte]) scalars.push(byte);

  const budget = { remaining: enumerationBudget, exhausted: false };
  const rawBytes = [];
  for (let lead = 0x80; lead <= 0xff; lead++) {
    const afterLead = next(dfa, state, lead);
    if (afterLead === 0) continue;
    const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0) {
      rawBytes.push(lead);
      continue;
    }
    const before = scalars.length;
    collectScalars(dfa, afterLead, lead, length, scalars, budget);
    if (scalars.length === before && !budget.exhausted) rawBytes.push(lead);
  }
  words.push(...summedWords(groupedRuns(scalars)));
  if (budget.exhausted) words.push("another non-ASCII character");
  for (const byte of rawBytes) words.push("byte 0x" + hexadecimal(byte, 2));
  if (dfa.isAccepting(state)) words.push("the end of the text");
  if (words.length === 0) return "nothing";
  if (words.length === 1) return words[0];
  return words.slice(0, -1).join(", ") + " or " + words[words.length - 1];
}

/**
 * Walks the continuation bytes of a `length`-byte UTF-8 sequence started by `lead`, adding
 * every scalar after which the automaton is still alive, in increasing order.
 */
function collectScalars(dfa, from, lead, length, scalars, budget) {
  const payloadMask = length === 2 ? 0x1f : length === 3 ? 0x0f : 0x07;
  const stack = [[from, lead & payloadMask, 1]];
  const found = [];
  while (stack.length > 0) {
    const [current, value, consumed] = stack.pop();
    if (budget.remaining <= 0) {
      budget.exhausted = true;
      break;
    }
    budget.remaining--;
    if (consumed === length) {
      // A surrogate's value is no scalar (Swift's `Unicode.Scalar(value)` is nil).
      if (value < 0xd800 || (value > 0xdfff && value <= 0x10ffff)) found.push(value);
      continue;
    }
    let [low, high] = [0x80, 0xbf];
    if (consumed === 1) {
      if (lead === 0xe0) low = 0xa0;
      else if (lead === 0xed) high = 0x9f;
      else if (lead === 0xf0) low = 0x90;
      else if (lead === 0xf4) high = 0x8f;
    }
    // Pushed in reverse so that scalars come out in increasing order.
    for (let byte = high; byte >= low; byte--) {
      const target = next(dfa, current, byte);
      if (target !== 0) stack.push([target, (value << 6) | (byte & 0x3f), consumed + 1]);
    }
  }
  scalars.push(...found);
}

/** Scalars (sorted) as runs [first, last]: three or more consecutive scalars make one run. */
function groupedRuns(scalars) {
  const runs = [];
  let index = 0;
  while (index < scalars.length) {
    let end = index;
    while (end + 1 < scalars.length && scalars[end + 1] === scalars[end] + 1) end++;
    if (end - index >= 2) runs.push([scalars[index], scalars[end]]);
    else for (let at = index; at <= end; at++) runs.push([scalars[at], scalars[at]]);
    index = end + 1;
  }
  return runs;
}

/**
 * The runs in words; past 6 non-ASCII runs, the first 3 are listed and the rest counted
 * (Swift's `ExpectedCharacters.description`, `listedNonASCIILimit`).
 */
function summedWords(runs) {
  const words = runs.map(([first, last]) => (first === last ? quoted(String.fromCodePoint(first)) : rangeWords(first, last)));
  const listed = runs.findIndex(([first]) => first >= 0x80) + 3;
  if (listed < 3 || runs.length - listed <= 3) return words;
  const rest = runs.slice(listed);
  const count = rest.reduce((total, [first, last]) => total + last - first + 1, 0);
  return [...words.slice(0, listed), `one of ${String(count).replace(/\B(?=(\d{3})+$)/g, ",")} other non-ASCII characters between U+${hexadecimal(rest[0][0], 4)} and U+${hexadecimal(rest.at(-1)[1], 4)}`];
}

function rangeWords(first, last) {
  const [a, b] = [String.fromCodePoint(first), String.fromCodePoint(last)];
  const within = (low, high) => first >= low && first <= high && last >= low && last <= high;
  if (within(0x30, 0x39)) return `a digit ${a}–${b}`;
  if (within(0x41, 0x5a) || within(0x61, 0x7a)) return `a letter ${a}–${b}`;
  return `a character from ${quoted(a)} to ${quoted(b)}`;
}

const invisibleScalar = /^[\p{Cc}\p{Cf}]$/u;

/**
 * A Character in single quotes for messages, with invisible ones spelled out and non-ASCII
 * ones followed by their code points, so a Cyrillic `А` cannot pass for a Latin `A`: `'-'`,
 * `'\n'`, `U+0007`, `'А' (U+0410)` (Swift's `ExpectedCharacters.quoted`).
 * @param {string} character
 */
export function quoted(character) {
  if (character === "\n") return "'\\n'";
  if (character === "\r") return "'\\r'";
  if (character === "\t") return "'\\t'";
  const scalars = Array.from(character);
  const codePoints = scalars.map((scalar) => "U+" + hexadecimal(scalar.codePointAt(0), 4)).join(" ");
  if (scalars.every((scalar) => invisibleScalar.test(scalar))) return codePoints;
  return scalars.length === 1 && scalars[0].codePointAt(0) < 0x80 ? `'${character}'` : `'${character}' (${codePoints})`;
}

/** Upper-case hexadecimal, zero-padded to `digits`. */
function hexadecimal(value, digits) {
  return value.toString(16).toUpperCase().padStart(digits, "0");
}
