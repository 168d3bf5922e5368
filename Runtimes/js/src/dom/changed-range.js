/**
 * The one edit that turns `before` into `after`: the UTF-16 range of `before` that changed and
 * what stands there in `after`, found as the longest common start and end. The adapter reads a
 * change made without a cancelable `beforeinput` (an autofill, a mobile keyboard's
 * non-cancelable input) as this edit, so the editor rebuilds the field around it as it does
 * around a keystroke. Neither end splits a surrogate pair, so the inserted text is whole.
 * @param {string} before
 * @param {string} after
 * @returns {{from: number, to: number, text: string}}
 */
export function changedRange(before, after) {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start--;
  let end = 0;
  while (end < shorter - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  if (end > 0 && isLowSurrogate(before.charCodeAt(before.length - end))) end--;
  return { from: start, to: before.length - end, text: after.slice(start, after.length - end) };
}

function isHighSurrogate(unit) {
  return unit >= 0xd800 && unit <= 0xdbff;
}

function isLowSurrogate(unit) {
  return unit >= 0xdc00 && unit <= 0xdfff;
}
