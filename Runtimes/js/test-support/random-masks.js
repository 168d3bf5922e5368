/**
 * Random masks of the whole mask language (docs/mask-language.md) and random samples
 * built from texts a mask accepts: what the differential test feeds both runtimes.
 * Seeded, so a failure names a seed that reproduces it.
 */

/** A small seeded generator (mulberry32). */
export class Random {
  constructor(seed) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next() {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let value = this.state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [low, high]. */
  int(low, high) {
    return low + Math.floor(this.next() * (high - low + 1));
  }

  chance(probability) {
    return this.next() < probability;
  }

  pick(items) {
    return items[this.int(0, items.length - 1)];
  }
}

const classes = ["D", "X", "U", "L", "A"];
const sets = ["[0-9A-F]", "[а-я]", "[^ ]", "[a-c]", "[٠-٩]", "[^0-9]", "[ABC]", "[x-z0-2]", "[\\]\\-]", "[€$]", "[é]"];
const symbols = ["+", "-", "(", ")", ".", ":", "/", "@", " "];
const escapes = ["\\a", "\\€", "\\é", "\\Ы", "\\D", "\\\\", "\\X", "\\?", "\\#", "\\😀"];

function range(random) {
  if (random.chance(0.5)) {
    const width = random.int(1, 3);
    const high = random.int(1, 10 ** width - 1);
    const low = random.int(0, high);
    return `<${String(low).padStart(width, "0")}-${String(high).padStart(width, "0")}>`;
  }
  const high = random.int(1, 400);
  return `<${random.int(0, high)}-${high}>`;
}

function atom(random) {
  const kind = random.int(0, 9);
  if (kind <= 2) return random.pick(classes);
  if (kind === 3) return random.pick(sets);
  if (kind === 4) return range(random);
  if (kind <= 6) return String(random.int(0, 9));
  if (kind <= 8) return random.pick(symbols);
  return random.pick(escapes);
}

/** A random mask of 1 to `maximumItems` items with random postfixes. */
/**
 * A mask of number ranges parted by separators (dates, times, addresses), sometimes with a
 * year after them, or a digit run (fixed or free width) before the last range: where typed
 * separators, the mask's own and others, close ranges or open the one after a run
 * (docs/editing.md, rules 6 and 7).
 */
export function randomRangeMask(random) {
  const parts = [];
  for (let count = random.int(2, 4); count > 0; count--) {
    const high = random.pick([7, 12, 23, 31, 59, 99, 255]);
    parts.push(high >= 10 && high < 100 && random.chance(0.5) ? `<0${random.int(0, 1)}-${high}>` : `<${random.int(0, 1)}-${high}>`);
    if (count > 1) parts.push(random.pick([".", "/", "-", ":", " "]));
  }
  if (random.chance(0.3)) parts.push(random.pick(["/", "-", " "]) + "DDDD");
  if (random.chance(0.35)) parts.splice(random.chance(0.5) ? 0 : parts.length - 1, 0, random.pick(["DDDD", "D{2,4}", "D{1,3}"]) + random.pick(["-", "/", ".", " "]));
  return parts.join("");
}

export function randomMask(random, maximumItems = 6) {
  let pattern = "";
  const items = random.int(1, maximumItems);
  for (let index = 0; index < items; index++) {
    pattern += atom(random);
    if (random.chance(0.25)) pattern += `|${atom(random)}`;
    const postfix = random.int(0, 9);
    if (postfix === 0) pattern += "?";
    else if (postfix === 1) pattern += `{${random.int(1, 3)}}`;
    else if (postfix === 2) {
      const low = random.int(0, 2);
      pattern += `{${low},${low + random.int(1, 3)}}`;
    } else if (postfix === 3 && random.chance(0.3)) pattern += `{${random.int(1, 2)},}`;
  }
  return pattern;
}

const foreign = ["٣", "３", "०", "Ы", "é", "e\u0301", "\u0301", "😀", "🇺🇸", "👍🏽", "\r", "\t", "\u200b", "ß", "İ", "ﬁ", "\u0000", "\u00a0", "한", "क्ष"];
const invalidBytes = [[0xff], [0xc3], [0x80], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf0, 0x9f], [0xc0, 0xaf], [0xf4, 0x90, 0x80, 0x80]];
const encoder = new TextEncoder();

/** The characters (code-point strings) of `text`. */
const charactersOf = (text) => [...text];

/**
 * Samples derived from texts a mask accepts: the texts, their prefixes, the texts without
 * their literals (optimistic input), as pastes with spaces and dashes, with characters of
 * other scripts, Unicode digits, combining marks and emoji put in, case swapped, invalid
 * UTF-8, and the empty sample. Each sample is a Uint8Array without a line feed.
 */
export function samplesFrom(random, texts, { allowInvalid = true } = {}) {
  const samples = [new Uint8Array(0)];
  const add = (text) => samples.push(encoder.encode(text.replaceAll("\n", "")));
  for (const text of texts) {
    const characters = charactersOf(text);
    add(text);
    add(characters.slice(0, random.int(0, characters.length)).join(""));
    add(characters.filter((character) => /[\p{L}\p{N}]/u.test(character)).join(""));
    add(characters.map((character) => (random.chance(0.3) ? `${character}${random.pick([" ", "-", " - ", "."])}` : character)).join(""));
    const replaced = [...characters];
    replaced[random.int(0, Math.max(characters.length - 1, 0))] = random.pick(foreign);
    add(replaced.join(""));
    const inserted = [...characters];
    inserted.splice(random.int(0, characters.length), 0, random.pick(foreign));
    add(inserted.join(""));
    add(characters.map((character) => (/[0-9]/.test(character) && random.chance(0.5) ? String.fromCodePoint(0x0660 + Number(character)) : character)).join(""));
    add(characters.map((character) => (character === character.toUpperCase() ? character.toLowerCase() : character.toUpperCase())).join(""));
    if (allowInvalid) {
      const bytes = [...encoder.encode(text.replaceAll("\n", ""))];
      bytes.splice(random.int(0, bytes.length), 0, ...random.pick(invalidBytes));
      samples.push(Uint8Array.from(bytes));
    }
  }
  return samples;
}
