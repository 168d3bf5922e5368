/**
 * A text's Characters as Swift cuts a String: extended grapheme clusters. Intl.Segmenter
 * gives the same boundaries for the Unicode versions both follow (the differential tests
 * compare them). Every part of the runtime that counts or cuts Characters (the reading's
 * units, an illegal result's offset, a mask's number ranges, the editor's boundaries, the
 * trials' offsets) cuts them here, so none can count them another way.
 */

// PERF: made on first use: making it loads ICU's break rules, about 10 ms of a cold start
// that most programs (ASCII samples, loading alone) never need.
let graphemes = null;

/**
 * The Characters of `text`, in order. A lone surrogate, which a page may hand over but no
 * Swift String holds, is read as U+FFFD, as the reading reads it (Intl.Segmenter cuts the
 * text at the same places either way; `attachMask` relies on that to quote a page's text).
 * @param {string} text
 * @returns {string[]}
 */
export function charactersOf(text) {
  // PERF: ASCII without CR (CR LF is one Character) is one Character a unit, with no
  // segmenter: a short sample's check, a mask's pattern.
  let index = 0;
  while (index < text.length && text.charCodeAt(index) < 0x80 && text.charCodeAt(index) !== 0x0d) index++;
  if (index === text.length) return text.split("");
  return Array.from(segmentsOf(text), (part) => part.segment);
}

/**
 * The Characters of `text` one at a time, as Intl.Segmenter's segments (`{segment, index}`),
 * for a caller that stops early: {@link charactersOf} without the array.
 * @param {string} text
 */
export function segmentsOf(text) {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return graphemes.segment(text.toWellFormed());
}
