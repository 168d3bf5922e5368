import { asciiTable, premultipliedTable, walkASCII, walkBytes } from "../match/dense-dfa-run.js";
import { runWalk } from "../match/automaton-walk.js";
import { characterCount } from "../match/character-count.js";
import { encodeNotASCII, encodeUTF8 } from "../text/utf8.js";
import { generatedMatcher } from "../match/generated-matcher.js";
import { extractOne, transformOne } from "../transform/transform.js";
import { extractSet, transformSet } from "../transform/set-choice.js";

/**
 * A verdict on a sample: `complete`, `partial` (a prefix of some accepted text) or
 * `illegal`, with `at` the length, in Characters (extended grapheme clusters, as Swift
 * counts them), of the longest prefix that is still a prefix of an accepted text; `at` is
 * null unless the result is illegal.
 * @typedef {{result: "complete" | "partial" | "illegal", at: number | null}} MatchResult
 */

/**
 * A verdict on a set of masks (MaskVM's MaskMatches): the verdict on their union, the
 * masks (0-based indices, ascending) the sample is complete in, and those it is complete
 * or partial in (empty when illegal).
 * @typedef {MatchResult & {complete: number[], possible: number[]}} MaskMatches
 */

/**
 * Options of a match.
 * @typedef {{optimistic?: boolean}} MatchOptions
 */

/**
 * A loaded, verified program: one mask or a set. Made by `loadProgram`; immutable.
 * The port of MaskVM's MaskProgram: match, transform and extract. The editor is MaskVM's
 * MaskedTextEditor ported beside it (`src/editor/`), which edits a field on a program:
 * `new MaskedTextEditor(program)`.
 */
export class MaskProgram {
  /**
   * @internal made by the loader from verified parts; `optimistic`, `reader` and `source`
   * may be left out for `make(name)` to make on first use (a file the WebAssembly kernel
   * verified, whose parts are read when first asked for).
   */
  constructor({ matcher, optimistic, reader, source, set = null, memoBudget, make = null }) {
    /** The automaton of the mask's language (a set: of the union of its masks). */
    this.matcher = matcher;
    /** @internal `optimistic`, `reader`, `source`, as given or as made. */
    this.parts = { optimistic, reader, source, make };
    this.set = set;
    /** `{left}`: the bytes its forward passes may still memoize, of 4 MB a file (a set's masks share it). */
    this.memoBudget = memoBudget;
    // PERF: the premultiplied tables are made on the first match: a set's masks, and a
    // program that is only loaded (verified), never need them.
    // The generated matchers (src/match/generated-matcher.js) are made after a number of
    // calls, as V8 tiers up a function: a program matched a few times never pays for them.
    this.tables = {
      strict: null, optimistic: null, strictASCII: undefined, optimisticASCII: undefined,
      strictCode: null, optimisticCode: null, strictCalls: 0, optimisticCalls: 0, strictTexts: [], optimisticTexts: [],
    };
    Object.freeze(this);
  }

  /** `{dfa}`, `{nfa}` (a simulated NFA) or `{members}` (a set's masks side by side). */
  get optimistic() {
    return this.parts.optimistic ?? this.made("optimistic");
  }

  /** The reading automaton (of the first mask, for a set): transform and extract run it. */
  get reader() {
    return this.parts.reader ?? this.made("reader");
  }

  /** `{pattern, symbols, language}`: where the program came from (informational). */
  get source() {
    return this.parts.source ?? this.made("source");
  }

  /** A part left out at load, made now. */
  made(name) {
    return (this.parts[name] = this.parts.make(name));
  }

  /** The premultiplied table of the strict or the optimistic DFA, made on first use. */
  table(optimistic) {
    if (optimistic) return (this.tables.optimistic ??= premultipliedTable(this.optimistic.dfa));
    return (this.tables.strict ??= premultipliedTable(this.matcher));
  }

  /** The ASCII table of the strict or the optimistic DFA (null when too large), made on first use. */
  asciiTable(optimistic) {
    const tables = this.tables;
    if (optimistic) {
      if (tables.optimisticASCII === undefined) tables.optimisticASCII = asciiTable(this.optimistic.dfa);
      return tables.optimisticASCII;
    }
    if (tables.strictASCII === undefined) tables.strictASCII = asciiTable(this.matcher);
    return tables.strictASCII;
  }

  /** Whether the program is a set of masks rather than one mask. */
  get isMaskSet() {
    return this.set !== null;
  }

  /**
   * The masks, in list order: each one's name (null when it has none), pattern and
   * symbols. A program of one mask has one, itself.
   * @returns {{name: string | null, pattern: string, symbols: string}[]}
   */
  get masks() {
    if (!this.set) return [{ name: null, pattern: this.source.pattern, symbols: this.source.symbols }];
    return this.set.members.map((member, index) => ({
      name: this.set.names[index], pattern: member.source.pattern, symbols: member.source.symbols,
    }));
  }

  /**
   * Matches a whole sample against the mask, or with `optimistic`, against the language
   * in which every literal may be left out. Linear in the sample's UTF-8 length.
   *
   * ```js
   * phone.match("+7(12a")                          // { result: "illegal", at: 5 }
   * phone.match("1234567890", { optimistic: true }) // { result: "complete", at: null }
   * ```
   * @param {string} text
   * @param {MatchOptions} [options]
   * @returns {MatchResult}
   */
  match(text, options) {
    // PERF: no destructuring with a default, which made an object on every call.
    const optimistic = options !== undefined && options.optimistic === true;
    const tables = this.tables;
    const generated = optimistic ? tables.optimisticCode : tables.strictCode;
    if (generated !== null) {
      const verdict = generated(text);
      if (verdict !== null) return verdict;
    } else {
      const calls = optimistic ? tables.optimisticCalls++ : tables.strictCalls++;
      // The texts of the calls before it are the generated matcher's profile (the order of
      // its tests); a long one (past any path a matcher is generated for) is not kept.
      if (calls < generateAfterCalls && text.length <= profiledLength) (optimistic ? tables.optimisticTexts : tables.strictTexts).push(text);
      if (calls === generateAfterCalls) this.generateMatcher(optimistic);
    }
    const dfa = optimistic ? this.optimistic.dfa : this.matcher;
    const ascii = dfa ? this.asciiTable(optimistic) : null;
    if (ascii !== null) {
      const walked = walkASCII(dfa, ascii, text);
      if (walked !== undefined) {
        if (walked >= 0) return dfa.isAccepting(walked) ? COMPLETE : PARTIAL;
        // Dead on an ASCII unit after ASCII units and no live CR: one byte a Character.
        return illegal(-1 - walked);
      }
      // The walk stopped at a unit that is not ASCII, or at a live CR (rare, and the encoder's bytes are the same).
      return this.matchUTF8(encodeNotASCII(text), { optimistic });
    }
    return this.matchUTF8(encodeUTF8(text), { optimistic });
  }

  /**
   * Makes the generated matcher of the strict or the optimistic DFA, where there is one
   * (an acyclic automaton, small enough; `new Function` allowed), for {@link match}.
   * @param {boolean} optimistic
   */
  generateMatcher(optimistic) {
    const dfa = optimistic ? this.optimistic.dfa : this.matcher;
    const tables = this.tables;
    const texts = optimistic ? tables.optimisticTexts : tables.strictTexts;
    const code = dfa ? generatedMatcher(dfa, verdicts, undefined, texts) : null;
    // The profile is used once: the texts are not kept past it.
    texts.length = 0;
    if (optimistic) tables.optimisticCode = code;
    else tables.strictCode = code;
  }

  /**
   * {@link match} over UTF-8 bytes, which may be invalid (counted as Swift repairs them).
   * @param {Uint8Array} bytes
   * @param {MatchOptions} [options]
   * @returns {MatchResult}
   */
  matchUTF8(bytes, { optimistic = false } = {}) {
    const byteOffset = this.illegalByteOffset(bytes, optimistic);
    if (byteOffset.illegalAt >= 0) return illegal(characterCount(bytes, byteOffset.illegalAt));
    return byteOffset.accepting ? COMPLETE : PARTIAL;
  }

  /**
   * The verdict in bytes: whether the walk accepts, and the byte offset where it died
   * (-1 when it did not), converting nothing (MaskVM's `matchBytes`).
   * @param {Uint8Array} bytes
   * @param {boolean} optimistic
   * @returns {{accepting: boolean, illegalAt: number}}
   */
  illegalByteOffset(bytes, optimistic) {
    const dfa = optimistic ? this.optimistic.dfa : this.matcher;
    if (dfa) {
      const walked = walkBytes(dfa, this.table(optimistic), bytes);
      return walked >= 0 ? { accepting: dfa.isAccepting(walked), illegalAt: -1 } : { accepting: false, illegalAt: -1 - walked };
    }
    const { walk, illegalAt } = runWalk(this.optimistic, bytes);
    return { accepting: illegalAt < 0 && walk.isAccepting, illegalAt };
  }

  /**
   * Formats raw or half-formatted input as the mask says (rules: docs/editing.md), as
   * MaskVM's `transform` does: the typed letters and digits are kept earliest first, skipped
   * literals inserted, symbols out of place and characters the mask takes nowhere dropped as
   * noise. `complete` only when the text is and no letter or digit was dropped. Offsets are
   * in Characters of the input. A set chooses its mask by the rule of docs/editing.md.
   *
   * ```js
   * phone.transform("71234567890")   // { text: "7(123)456-78-90", complete: true, dropped: [], unplaced: [], mask: 0 }
   * phone.transform("12a3").dropped  // [2]
   * ```
   * @param {string} text
   * @param {{autocomplete?: boolean, optionalLiterals?: "typed" | "inserted"}} [options]
   *   `autocomplete` (default true) appends the literals that are the only way on
   * @returns {import("../transform/transform.js").Transformed}
   */
  transform(text, options) {
    if (this.set) return transformSet(this.set.members, text, options);
    return transformOne(this, text, options);
  }

  /**
   * The meaningful characters of a formatted or raw sample and its verdict, read as
   * {@link transform} reads it (MaskVM's `extract`).
   *
   * ```js
   * phone.extract("+7(123)456-78-90")  // { value: "1234567890", result: "complete", at: null, mask: 0 }
   * phone.extract("7(1234a56789012")   // { value: "1234567890", result: "illegal", at: 13, mask: 0 }
   * ```
   * @param {string} text
   * @param {{optionalLiterals?: "typed" | "inserted"}} [options]
   * @returns {import("../transform/transform.js").Extracted}
   */
  extract(text, options) {
    if (this.set) return extractSet(this.set.members, text, options);
    return extractOne(this, text, options);
  }

  /**
   * Matches a sample against every mask at once (MaskVM's `matches(utf8:optimistic:)`):
   * which masks it is complete in and which it could still become. A string is matched
   * as its UTF-8.
   * @param {string | Uint8Array} sample
   * @param {MatchOptions} [options]
   * @returns {MaskMatches}
   */
  matches(sample, { optimistic = false } = {}) {
    const bytes = typeof sample === "string" ? encodeUTF8(sample) : sample;
    const dfa = optimistic ? this.optimistic.dfa : this.matcher;
    if (!dfa) {
      const { walk, illegalAt } = runWalk(this.optimistic, bytes);
      if (illegalAt >= 0) return illegalMatches(characterCount(bytes, illegalAt));
      const { complete, possible } = walk.labels;
      return liveMatches(complete, possible);
    }
    const walked = walkBytes(dfa, this.table(optimistic), bytes);
    if (walked < 0) return illegalMatches(characterCount(bytes, -1 - walked));
    const labels = this.set && (optimistic ? this.set.optimisticLabels : this.set.matchLabels);
    const complete = labels ? labels.accepting.masks(walked) : dfa.isAccepting(walked) ? [0] : [];
    const possible = labels ? labels.live.masks(walked) : [0];
    return liveMatches(complete, possible);
  }
}

// PERF: the verdicts are shared, frozen: a match allocates nothing (an illegal verdict at
// an offset past the first 512 aside).
const COMPLETE = Object.freeze({ result: "complete", at: null });
const PARTIAL = Object.freeze({ result: "partial", at: null });
/** The illegal verdicts at offsets 0, 1, ..., made on first use, up to 512. */
const ILLEGAL = [];

/** @returns {MatchResult} */
function illegal(at) {
  if (at >= 512) return { result: "illegal", at };
  while (ILLEGAL.length <= at) ILLEGAL.push(Object.freeze({ result: "illegal", at: ILLEGAL.length }));
  return ILLEGAL[at];
}

/** What a generated matcher returns. */
const verdicts = { complete: COMPLETE, partial: PARTIAL, illegal };
/** The calls of `match` (strict and optimistic apart) on the table walk before its matcher is generated. */
const generateAfterCalls = 64;
/** The longest text kept for the generated matcher's profile, in UTF-16 units. */
const profiledLength = 256;

/** @returns {MaskMatches} */
function illegalMatches(at) {
  return { result: "illegal", at, complete: [], possible: [] };
}

/** A set's verdict on a sample that is not illegal: complete in some mask, or partial. @returns {MaskMatches} */
function liveMatches(complete, possible) {
  return { result: complete.length > 0 ? "complete" : "partial", at: null, complete, possible };
}
