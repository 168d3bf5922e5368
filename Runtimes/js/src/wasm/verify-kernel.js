import { verifyKernelHex } from "./verify-kernel-bytes.js";
import { warmUpFileHex } from "./warm-up-file.js";
import { defaultLimits } from "../bytecode/format.js";
import { errors, malformed } from "../program/program-error.js";

/**
 * The verification kernel (verify.c, compiled to WebAssembly): a whole file verified in one
 * call, as the JavaScript loader verifies it, the same checks in the same order. It answers
 * that the file loads, or the first fault, whose message is made here; or that the
 * JavaScript loader must judge the file (a case the kernel leaves to it, no memory), and
 * where there is no kernel (no WebAssembly, a Content-Security-Policy that refuses it, the
 * tests' switch off) the loader does so too.
 *
 * PERF: a new process or page runs the loader's JavaScript in the interpreter, each
 * function compiled lazily on its first call: one call, over the file copied once into the
 * kernel's memory, touches a few functions where the loader's checks touched some hundred.
 * The module (some 11 KB, which a browser compiles synchronously: Chromium up to 8 MB) is
 * compiled and instantiated when the runtime is imported, and verifies a small set there
 * (warm-up-file.js), because the engine compiles each of its functions on its first call
 * (V8's lazy Liftoff compiles, some 0.4 ms of a first load in a new process): a page that
 * imports the runtime and then fetches its file pays neither at the load. Before that it
 * runs the loops a large set's load runs longest (the label walk's steps, the checksum, the
 * tables read, the reading automaton's order) long enough for the engine to compile them
 * with its optimizing compiler (verify.c's warm_up), which the IBAN's first load in
 * Chromium ran as Liftoff's code while compiling them beside it.
 */

/**
 * The bytes of hexadecimal `text`. PERF: the host's decoder where it has one (a browser's
 * `Uint8Array.fromHex`, node's `Buffer`): a loop a byte takes some 0.3 ms interpreted.
 */
function decodeHex(text) {
  if (typeof Uint8Array.fromHex === "function") return Uint8Array.fromHex(text);
  if (typeof Buffer === "function") return Buffer.from(text, "hex");
  const bytes = new Uint8Array(text.length >> 1);
  for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(text.substr(2 * index, 2), 16);
  return bytes;
}

/**
 * The rounds of verify.c's warm_up at the import: enough to spend the tier-up budget of each
 * loop it runs (13 million bytes of machine code a function in Chromium) one and a half
 * times over, by node 20's code sizes (`node --wasm-tiering-budget=20000000
 * --trace-wasm-compilation-times` shows all five compiled at the import); some 1.4 ms as
 * Liftoff's code.
 */
const warmUpRounds = 24;

/** @type {WebAssembly.Module | null} */
let compiled = null;
/** The instance, kept for the next load unless a file grew its memory past 8 MB. */
let instance = null;
let enabled = true;
try {
  compiled = new WebAssembly.Module(decodeHex(verifyKernelHex));
  const { warm_up: warmUp, __heap_base: heapBase } = kernel().exports;
  warmUp(heapBase.value, warmUpRounds);
  verifyIn(kernel(), decodeHex(warmUpFileHex), defaultLimits);
} catch {
  compiled = null;
}

/** Turns the kernel on or off (the tests hold the two paths to the same results). */
export function useVerifyKernel(on) {
  enabled = on;
}

/** The instance, made on first use; null without WebAssembly. */
function kernel() {
  if (!enabled || compiled === null) return null;
  try {
    instance ??= /** @type {any} */ (new WebAssembly.Instance(compiled, {}));
  } catch {
    compiled = null;
  }
  return instance;
}

/**
 * The kernel's verdict on `bytes` (verify.c's fault number: 0 it loads, 99 the JavaScript
 * loader's to judge) and the memory its fault's values are in.
 */
function verifyIn(current, bytes, limits) {
  const { memory, verify_file: verifyFile, __heap_base: heapBase } = current.exports;
  const faultAt = heapBase.value;
  const fileAt = faultAt + 24;
  let fault;
  try {
    const pages = Math.ceil((fileAt + bytes.length) / 65536) - memory.buffer.byteLength / 65536;
    if (pages > 0) memory.grow(pages);
    new Uint8Array(memory.buffer, fileAt, bytes.length).set(bytes);
    fault = verifyFile(fileAt, bytes.length, limits.maximumBytecodeSize, limits.maximumStates, limits.maximumReadingWork, faultAt);
  } catch {
    fault = 99;
  }
  // A hostile file's tables are not kept for the page's life; a preset's memory is (the
  // IBAN's 1.2 MB), as a new instance a load made later loads slower.
  const buffer = memory.buffer;
  if (buffer.byteLength > 1 << 23) instance = null;
  return { fault, buffer, faultAt };
}

/**
 * Verifies a whole file in the kernel: true when it loads; false where the JavaScript
 * loader must judge it (no kernel, no memory, a case the kernel leaves to it). Throws the
 * loader's {@link ProgramError} for a refused file.
 * @param {Uint8Array} bytes
 * @param {import("../bytecode/format.js").LoadLimits} limits
 */
export function kernelVerifies(bytes, limits) {
  const current = kernel();
  if (current === null) return false;
  const { fault, buffer, faultAt } = verifyIn(current, bytes, limits);
  if (fault === 0) return true;
  // The loader's message for a section cut short (17) names the field it was reading, which
  // the kernel's fault does not carry: the loader judges those files (a refusal, not a
  // load, pays for the second pass).
  if (fault === 99 || fault === 17) return false;
  const [, tagWord, a, b, c] = new Uint32Array(buffer, faultAt, 5);
  const tag = String.fromCharCode(tagWord & 0xff, (tagWord >>> 8) & 0xff, (tagWord >>> 16) & 0xff, tagWord >>> 24);
  throw faultError(fault, tag, a, b, c, limits, buffer);
}

/** The loader's error for the kernel's fault (verify.c's numbers, in its order). */
function faultError(fault, tag, a, b, c, limits, buffer) {
  switch (fault) {
    case 1: return errors.tooLarge(a, limits.maximumBytecodeSize);
    case 2: return errors.truncated(a, b);
    case 3: return errors.badMagic();
    case 4: return errors.unsupportedVersion(a);
    case 5: return errors.wrongByteOrder(a);
    case 6: return errors.lengthMismatch(a, b);
    case 7: return errors.checksumMismatch(a, b);
    case 8: return errors.invalidSectionCount(a);
    case 9: return errors.reservedFieldNotZero("header flags");
    case 10: return errors.invalidSectionTag();
    case 11: return errors.sectionOutOfBounds(tag);
    case 12: return errors.sectionMisaligned(tag);
    case 13: return errors.duplicateSection(tag);
    case 14: return errors.sectionsOverlap(tag);
    case 15: return errors.unknownRequiredSection(tag);
    case 16: return errors.missingSection(tag);
    case 18: return malformed.stateCount(tag, a, limits.maximumStates);
    case 19: return errors.invalidClassCount(a);
    case 20: return malformed.width(tag, ["transition", "target", "rank"][a], b);
    case 21: return malformed.tables(tag, a, b, c);
    case 22: return malformed.bitmap(tag);
    case 23: return malformed.trailing(tag, a);
    case 24: return errors.invalidClass(a, b);
    case 25: return errors.invalidTarget(a, b, c);
    case 26: return errors.invalidStartState(a);
    case 27: return errors.deadStateNotDead();
    case 28: return errors.stateCannotAccept(a);
    case 29: return errors.cyclicReadingAutomaton(a);
    case 30: return errors.literalOnWideClass(a, b);
    case 31: return malformed.setSection(tag);
    case 32: return errors.invalidMaskCount(a);
    case 33: return malformed.labels("MSET", tag, c, a, b);
    case 34: return errors.invalidText(tag);
    case 35: return errors.maskSetDisagrees(a, b);
    case 36: return errors.unreachableState(a);
    case 37: return errors.invalidMaskLabel(tag, a);
    case 38: return malformed.both();
    default: return malformed.language(new TextDecoder().decode(new Uint8Array(buffer, a, b)));
  }
}
