import { verifyKernelBase64 } from "./verify-kernel-bytes.js";

/**
 * The verification kernel (verify.c, compiled to WebAssembly): the loader's longest loops
 * as machine code from their first call. Each function here returns what the JavaScript
 * loop it stands for returns, or undefined where there is no kernel (no WebAssembly, a
 * Content-Security-Policy that refuses it, no memory for the tables, or the tests' switch
 * off), and the caller runs its JavaScript loop then: the two give the same results, so a
 * file is refused with the same message either way.
 *
 * PERF: a new process or page runs the loader's JavaScript in the interpreter, and the
 * loops over a set's automata (the label walk, the target and reach checks) were most of a
 * preset's first load. The module is some 5 KB, which a browser compiles synchronously
 * (Chromium up to 8 MB; before 2025 up to 4 KB, and there the JavaScript loops run).
 */

/** @type {WebAssembly.Module | null | undefined} */
let compiled;
/** The instance one load uses, kept across the loads of a set's masks. */
let instance = null;
let enabled = true;
/** The file whose bytes lie at __heap_base (a ChecksumPass), and where the other regions start. */
let pinnedBy = null;
let pinnedEnd = 0;

/** Turns the kernel on or off (the tests hold the two paths to the same results). */
export function useVerifyKernel(on) {
  enabled = on;
}

/** Whether there is a kernel to use. */
export function hasVerifyKernel() {
  return kernel() !== null;
}

/** The instance, made on first use; null without WebAssembly. */
function kernel() {
  if (!enabled) return null;
  if (instance !== null) return instance;
  if (compiled === undefined) {
    try {
      compiled = typeof WebAssembly === "object" ? new WebAssembly.Module(decodeBase64(verifyKernelBase64)) : null;
    } catch {
      compiled = null;
    }
  }
  if (compiled === null) return null;
  try {
    instance = /** @type {any} */ (new WebAssembly.Instance(compiled, {}));
    instance.exports.crc32_init();
    pinnedBy = null;
    pinnedEnd = instance.exports.__heap_base.value;
  } catch {
    compiled = null;
  }
  return instance;
}

/**
 * The bytes of base64 `text`. PERF: the host's decoder where it has one (a browser's
 * `Uint8Array.fromBase64`, node's `Buffer`): a loop a byte took some 0.2 ms interpreted.
 */
function decodeBase64(text) {
  if (typeof Uint8Array.fromBase64 === "function") return Uint8Array.fromBase64(text);
  if (typeof Buffer === "function") return Buffer.from(text, "base64");
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Lets go of the instance when its memory has grown past 8 MB: the loader calls it when a
 * load is over, so that a hostile file's large tables are not kept for the page's life.
 * PERF: a preset's are kept (the IBAN's 1.25 MB): a new instance a load made the IBAN's
 * later loads about 1.8 times as long, its memory grown and faulted in afresh each time.
 */
export function releaseVerifyKernel() {
  if (instance === null) return;
  pinnedBy = null;
  pinnedEnd = instance.exports.__heap_base.value;
  if (instance.exports.memory.buffer.byteLength > 1 << 23) instance = null;
}

/**
 * The CRC-32 register (not inverted) after `bytes[start ..< end]`, from `crc`, or undefined
 * without a kernel. The bytes are copied into the kernel's memory once for `owner` (a load's
 * ChecksumPass) and stay there, before every other region, while it reads them.
 * @param {object} owner @param {Uint8Array} bytes
 */
export function kernelCRC32(owner, bytes, start, end, crc) {
  if (kernel() === null) return undefined;
  if (pinnedBy !== owner) {
    pinnedBy = null;
    pinnedEnd = instance.exports.__heap_base.value;
    const space = regions([bytes.length]);
    if (space === null) return undefined;
    putBytes(space, space.at[0], bytes);
    pinnedBy = owner;
    pinnedEnd = space.at[0] + ((bytes.length + 7) & ~7);
  }
  const base = instance.exports.__heap_base.value;
  return instance.exports.crc32(base + start, base + end, crc) >>> 0;
}

/**
 * Room for regions of the given byte counts, past the kernel's own data, each at a multiple
 * of 8: `{exports, at, buffer}`, `at` the regions' addresses; null without a kernel or
 * without the memory.
 * @param {number[]} byteCounts
 */
function regions(byteCounts) {
  const current = kernel();
  if (current === null) return null;
  const at = [];
  let end = pinnedEnd;
  for (const count of byteCounts) {
    at.push(end);
    end += (count + 7) & ~7;
  }
  const memory = current.exports.memory;
  try {
    const pages = Math.ceil(end / 65536) - memory.buffer.byteLength / 65536;
    if (pages > 0) memory.grow(pages);
  } catch {
    return null;
  }
  return { exports: current.exports, at, buffer: memory.buffer };
}

/** `values` copied into the kernel's memory at `address`, as words. */
function putWords(space, address, values) {
  new Uint32Array(space.buffer, address, values.length).set(values);
}

/** `values` copied into the kernel's memory at `address`, as bytes. */
function putBytes(space, address, values) {
  new Uint8Array(space.buffer, address, values.length).set(values);
}

/**
 * The loops of an automaton's checks in the kernel (check_dense_dfa, or check_reading with
 * `reading`), in the JavaScript checks' order, or undefined without a kernel: `{fault, at,
 * order}`, fault 0 where the automaton passes, else the kernel's number of the first
 * check it fails, at its byte, index or state; order the reading automaton's topological
 * order (as far as it goes).
 * @param {boolean} reading @param {Uint8Array} classMap @param {Uint32Array} table @param {Uint8Array} accepting
 */
export function kernelCheckAutomaton(reading, classMap, classCount, table, accepting, startState) {
  const states = accepting.length;
  const words = Math.max(3 * states + 2 + table.length, 256);
  const space = regions([256, table.length * 4, states, states, words * 4, states * 4, 8]);
  if (space === null) return undefined;
  const [mapAt, tableAt, acceptingAt, canAcceptAt, wordsAt, orderAt, faultAt] = space.at;
  putBytes(space, mapAt, classMap);
  putWords(space, tableAt, table);
  putBytes(space, acceptingAt, accepting);
  const { exports } = space;
  const fault = reading
    ? exports.check_reading(mapAt, classCount, tableAt, table.length, acceptingAt, states, startState, canAcceptAt, wordsAt, orderAt, faultAt)
    : exports.check_dense_dfa(mapAt, classCount, tableAt, table.length, acceptingAt, states, startState, canAcceptAt, wordsAt, faultAt);
  const out = new Int32Array(space.buffer, faultAt, 2);
  const order = reading && (fault === 0 || fault >= 5) ? new Int32Array(space.buffer, orderAt, out[1]).slice() : null;
  return { fault, at: out[0], order };
}

/**
 * A set's labels (deriveMaskLabels): the walk and the accepting labels, `{live, accepting}`
 * as `{low, high}` word arrays, or `{fault, mask, state}` (fault "disagrees" or
 * "unreachable"), or `{fault: "spans"}` where the union's classes do not refine some
 * mask's (the JavaScript walk follows those), or undefined without a kernel.
 * @param {import("../program/dense-dfa.js").DenseDFA} union
 * @param {import("../program/dense-dfa.js").DenseDFA[]} members
 */
export function kernelLabels(union, members) {
  const states = union.stateCount;
  const masks = members.length;
  // The frame (verify.c's labels_frame, 26 words), the member arrays, then the regions.
  const sizes = [26 * 4, 256, union.transitions.length * 4, masks * 4, masks * 4, masks * 4, masks * 4, masks * 4,
    states * masks * 4, states * 4, states * 4, states * 4, states * 4, states, states * 4, 256 * 4, masks * 4,
    256 * 4, 256 * 4, masks * 256 * 4];
  for (const member of members) sizes.push(256, member.transitions.length * 4);
  const space = regions(sizes);
  if (space === null) return undefined;
  const { at } = space;
  const frameAt = at[0];
  putBytes(space, at[1], union.classMap);
  putWords(space, at[2], union.transitions);
  const words = new Int32Array(space.buffer);
  for (let mask = 0; mask < masks; mask++) {
    const member = members[mask];
    const [mapAt, tableAt] = [at[20 + 2 * mask], at[21 + 2 * mask]];
    putBytes(space, mapAt, member.classMap);
    putWords(space, tableAt, member.transitions);
    words[(at[3] >> 2) + mask] = mapAt;
    words[(at[4] >> 2) + mask] = tableAt;
    words[(at[5] >> 2) + mask] = member.classCount;
    words[(at[6] >> 2) + mask] = member.startState;
    words[(at[7] >> 2) + mask] = member.acceptingCount;
  }
  words.set([at[1], at[2], union.classCount, states, union.startState, union.acceptingCount, masks, ...at.slice(3, 20), 0, 0], frameAt >> 2);
  const fault = space.exports.derive_labels(frameAt);
  const faultAt = (frameAt >> 2) + 24;
  if (fault === 3) return { fault: "spans", mask: 0, state: 0 };
  if (fault === 1) return { fault: "disagrees", mask: words[faultAt], state: words[faultAt + 1] };
  if (fault === 2) return { fault: "unreachable", mask: 0, state: words[faultAt] };
  const copy = (address) => new Uint32Array(space.buffer, address, states).slice();
  return {
    live: { low: copy(at[9]), high: copy(at[10]) },
    accepting: { low: copy(at[11]), high: copy(at[12]) },
  };
}

/**
 * The first state whose stored labels (`states` pairs of `width` bytes) differ from the
 * derived ones, or -1 (compareLabels), or undefined without a kernel.
 * @param {Uint8Array} stored
 * @param {{accepting: {low: Uint32Array, high: Uint32Array}, live: {low: Uint32Array, high: Uint32Array}}} derived
 */
export function kernelFirstLabelDifference(stored, width, states, derived) {
  const space = regions([stored.length, states * 4, states * 4, states * 4, states * 4]);
  if (space === null) return undefined;
  const [storedAt, acceptingLowAt, acceptingHighAt, liveLowAt, liveHighAt] = space.at;
  putBytes(space, storedAt, stored);
  putWords(space, acceptingLowAt, derived.accepting.low);
  putWords(space, acceptingHighAt, derived.accepting.high);
  putWords(space, liveLowAt, derived.live.low);
  putWords(space, liveHighAt, derived.live.high);
  return space.exports.first_label_difference(storedAt, width, states, acceptingLowAt, acceptingHighAt, liveLowAt, liveHighAt);
}
