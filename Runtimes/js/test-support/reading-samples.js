/**
 * Samples for transform and extract: what a person types or pastes into a field, built from
 * texts a mask accepts. Raw digits, half-formatted text (some literals left out), noise
 * (symbols and letters put in), typed closers (each run of digits ended by a separator,
 * shorter values such as `1/2/2024`), a last number of one digit (after a typed separator, in
 * other scripts, or with its separator left out), numbers over their range
 * before a separator, and short values (a digit left out of a group).
 */

// A letter with a combining mark is one Character (and how Swift reads it as its alternate).
const noise = [" ", "-", ".", "/", ":", "(", ")", "+", "x", "#", "_", "٣", "é", "Ы", "\t", "é\u0301", "ы\u0301", "e\u0301"];
const separators = ["/", ".", "-", ":", " "];
/**
 * Separators a mask seldom writes, typed after a range's digits (docs/editing.md, rule 6: a
 * typed separator closes a range, the mask's own or not): punctuation, symbols, spaces of
 * other scripts, runs of two, and one around the mask's own.
 */
const foreignSeparators = [",", ";", "_", "|", "*", "、", "\u3000", "\u00a0", "\t", " / ", "--", "·", "، ", "'", "$"];
const encoder = new TextEncoder();

/** `text` with each ASCII digit written in the script whose zero is `zero`. */
function otherScript(text, zero) {
  return text.replace(/[0-9]/g, (digit) => String.fromCodePoint(zero.codePointAt(0) + Number(digit)));
}

/**
 * Whether `text` starts with what the leading-label rule (docs/editing.md, rule 4) may read
 * as a label: optional spaces, a word of letters (and `.`) starting with a letter, then
 * whitespace, or more such words and a `:`. Conservative (any such shape, marks and every
 * kind of space included): a maskc built before the rule reads these samples otherwise, so
 * they are compared only with one that has it.
 */
export function startsWithLabel(text) {
  return /^\s*\p{Alphabetic}[\p{Alphabetic}\p{M}.]*\s/u.test(text) || /^\s*\p{Alphabetic}[\p{Alphabetic}\p{M}.\s]*:/u.test(text);
}

/** Words people put before a value, and words that only look like them. */
const labels = ["Tel.: ", "Tel. ", "IBAN ", "Date: ", "Card number ", "No. ", "  Mobile ", "Téléphone : ", "Phone number: ",
  "ab ", "x ", "AB ", "Call me ", "Код: ", "a.b: ", "DE "];

/**
 * @param {import("./random-masks.js").Random} random
 * @param {string[]} texts accepted texts
 * @param {{withLabels?: boolean}} [options] put leading labels in (for a maskc that has the
 *   rule); without, samples shaped like a label are left out
 * @returns {Uint8Array[]}
 */
export function readingSamplesFrom(random, texts, { withLabels = false } = {}) {
  const out = new Set([""]);
  for (const text of texts) {
    const characters = [...text.replaceAll("\n", "")];
    const isDigit = (character) => /^[0-9]$/.test(character);
    const isWord = (character) => /[\p{L}\p{N}]/u.test(character);
    // Raw digits: of the text, and random ones of about its length.
    out.add(characters.filter(isDigit).join(""));
    out.add(Array.from({ length: random.int(0, characters.length + 2) }, () => String(random.int(0, 9))).join(""));
    // Half-formatted: each literal kept or left out at random.
    out.add(characters.filter((character) => isWord(character) || random.chance(0.5)).join(""));
    // Noise put in.
    const noisy = [...characters];
    for (let count = random.int(1, 3); count > 0; count--) noisy.splice(random.int(0, noisy.length), 0, random.pick(noise));
    out.add(noisy.join(""));
    // Typed closers: the runs of digits, each ended by a separator, some shortened.
    const runs = text.match(/[0-9]+/g) ?? [];
    const separator = random.pick(separators);
    out.add(runs.map((run) => (run.length > 1 && random.chance(0.5) ? run.replace(/^0+(?=.)/, "").slice(0, random.int(1, run.length)) : run)).join(separator));
    out.add(runs.map((run) => String(Number(run.slice(0, 3)) % 300)).join(separator) + (random.chance(0.3) ? separator : ""));
    // Foreign closers: a separator picked for each run (the mask's own, or one it does not
    // write), runs shortened or pushed past a range's end, some with a separator after the last.
    const pickSeparator = () => random.pick(random.chance(0.7) ? foreignSeparators : separators);
    out.add(runs.map((run, index) => (index === 0 ? "" : pickSeparator())
      + (random.chance(0.3) ? String(Number(run.slice(0, 3)) % 300) : run.replace(/^0+(?=.)/, "").slice(0, random.int(1, run.length))))
      .join("") + (random.chance(0.3) ? pickSeparator() : ""));
    out.add(runs.map((run) => run.slice(0, random.int(1, run.length))).join(pickSeparator()) + (random.chance(0.5) ? pickSeparator() : ""));
    // The last number cut to one digit (rule 7 pads it where that makes the text complete:
    // `2024-10-2`), and numbers over their range before a separator, the mask's own or not
    // (`28 50`: the last digit moves on, padded to full width, and the separator closes).
    if (runs.length > 0) {
      const last = runs[runs.length - 1];
      const before = text.slice(0, text.lastIndexOf(last));
      out.add(before + last.slice(-1));
      // ...after the mask's separator typed, in another script (`１０:２`), after one it does
      // not write, and with the separator left out, so the reading inserts it (`102`: not
      // padded, rule 7 pads only after a typed one).
      out.add(otherScript(before + last.slice(-1), random.pick(["\uff10", "\u0660", "\u06f0", "\u0966"])));
      out.add(before.replace(/[^0-9]+$/, random.pick(foreignSeparators)) + last.slice(-1));
      out.add(before.replace(/[^0-9]+$/, "") + last.slice(-1));
      out.add(runs.map((run, index) => (index < runs.length - 1 && random.chance(0.6) ? `${random.int(2, 9)}${random.int(5, 9)}` : run))
        .join(pickSeparator()));
    }
    // Short values: one digit left out, and a prefix.
    const digitAt = characters.map((character, index) => (isDigit(character) ? index : -1)).filter((index) => index >= 0);
    if (digitAt.length > 0) {
      const shorter = [...characters];
      shorter.splice(random.pick(digitAt), 1);
      out.add(shorter.join(""));
    }
    out.add(characters.slice(0, random.int(0, characters.length)).join(""));
    // A digit too many, and a letter in the middle.
    out.add(text + String(random.int(0, 9)));
    const lettered = [...characters];
    lettered.splice(random.int(0, lettered.length), 0, random.pick(["a", "Z", "ж"]));
    out.add(lettered.join(""));
    if (withLabels) {
      // Labels before the text, before its raw digits, and one after another.
      out.add(random.pick(labels) + text);
      out.add(random.pick(labels) + characters.filter(isDigit).join(""));
      out.add(random.pick(labels) + random.pick(labels) + text);
    }
  }
  const samples = [...out];
  return (withLabels ? samples : samples.filter((sample) => !startsWithLabel(sample))).map((sample) => encoder.encode(sample));
}
