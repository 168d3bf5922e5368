import { charactersOf } from "../text/characters.js";

/**
 * The number ranges (`<01-12>`, `<0-255>`) of a mask's pattern, by the pattern offset (in
 * Characters) where each starts: what the reading needs to read a range as a value. The
 * port of MaskVM's NumberRangeItems: a scan that skips escapes and bracketed sets, the only
 * other places a `<` may stand in a mask.
 */
/**
 * @param {string} pattern
 * @returns {Map<number, {isZeroPaddedPair: boolean}>} items by pattern offset
 */
export function numberRangeItems(pattern) {
  const items = new Map();
  if (!pattern.includes("<")) return items;
  // Offsets are Swift's: Characters (extended grapheme clusters).
  const characters = charactersOf(pattern);
  let index = 0;
  let inSet = false;
  while (index < characters.length) {
    const character = characters[index];
    if (character === "\\") {
      index += 2;
      continue;
    }
    if (inSet) {
      if (character === "]") inSet = false;
      index++;
      continue;
    }
    if (character === "[") {
      inSet = true;
      index++;
      continue;
    }
    if (character === "<") {
      const range = rangeAt(characters, index + 1);
      if (range) {
        const [low, high, end] = range;
        items.set(index, { isZeroPaddedPair: low.length === 2 && high.length === 2 && low[0] === "0" });
        index = end;
        continue;
      }
    }
    index++;
  }
  return items;
}

/** `digits-digits>` from `start`: the two ends and the offset after `>`, or null. */
function rangeAt(characters, start) {
  let index = start;
  const digits = () => {
    let run = "";
    while (index < characters.length && characters[index].length === 1 && characters[index] >= "0" && characters[index] <= "9") {
      run += characters[index++];
    }
    return run;
  };
  const low = digits();
  if (low === "" || characters[index] !== "-") return null;
  index++;
  const high = digits();
  if (high === "" || characters[index] !== ">") return null;
  return [low, high, index + 1];
}
