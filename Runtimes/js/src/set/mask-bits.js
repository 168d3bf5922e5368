/**
 * Sets of up to 64 masks, bit `i` for mask `i`, as two unsigned 32-bit halves: JS bitwise
 * operators work on 32 bits, and a BigInt per state would allocate in the loops that walk
 * a set's automata. A label array holds `low` and `high` in two Uint32Arrays.
 */

/** The index of the lowest set bit of a nonzero 32-bit value. */
export function lowestBit(value) {
  return 31 - Math.clz32(value & -value);
}

/** The index of the lowest mask in `low | high << 32`; -1 when empty. */
export function firstMask(low, high) {
  if (low !== 0) return lowestBit(low);
  if (high !== 0) return 32 + lowestBit(high);
  return -1;
}

/** The masks of `low | high << 32`, in ascending order. */
export function masksOf(low, high) {
  const masks = [];
  for (let bits = low >>> 0; bits !== 0; bits = (bits & (bits - 1)) >>> 0) masks.push(lowestBit(bits));
  for (let bits = high >>> 0; bits !== 0; bits = (bits & (bits - 1)) >>> 0) masks.push(32 + lowestBit(bits));
  return masks;
}

/** Labels for `count` states: each state's set of masks. */
export class MaskBitsArray {
  constructor(count) {
    this.low = new Uint32Array(count);
    this.high = new Uint32Array(count);
  }

  /** Labels of the given halves, taken as they are. @param {Uint32Array} low @param {Uint32Array} high */
  static of(low, high) {
    const labels = new MaskBitsArray(0);
    labels.low = low;
    labels.high = high;
    return labels;
  }

  get length() {
    return this.low.length;
  }

  add(state, mask) {
    if (mask < 32) this.low[state] = (this.low[state] | (1 << mask)) >>> 0;
    else this.high[state] = (this.high[state] | (1 << (mask - 32))) >>> 0;
  }

  masks(state) {
    return masksOf(this.low[state], this.high[state]);
  }
}
