import { kernelBytes } from "./kernel-bytes.js";

/**
 * The WebAssembly kernel (kernel-bytes.js), compiled on first use, or null where the host
 * has no WebAssembly or refuses to compile it (a Content-Security-Policy without
 * 'wasm-unsafe-eval'): the JavaScript loops run then, with the same results.
 * PERF: the module is about 300 bytes, so a browser compiles it synchronously on the main
 * thread (Chromium allows up to 4 KB there) and runs it as machine code from the first call.
 * @type {WebAssembly.Module | null | undefined}
 */
let kernel;

/** The compiled kernel, or null when there is none to be had. */
export function kernelModule() {
  if (kernel === undefined) {
    try {
      kernel = typeof WebAssembly === "object" ? new WebAssembly.Module(kernelBytes) : null;
    } catch {
      kernel = null;
    }
  }
  return kernel;
}

/**
 * A new instance of the kernel with at least `bytes` bytes of memory, or null without one.
 * An instance a use, so that the memory (a file's size) is freed with it.
 * @param {number} bytes
 * @returns {{exports: {memory: WebAssembly.Memory, crc32: (at: number, end: number, crc: number) => number}} | null}
 */
export function kernelInstance(bytes) {
  const module = kernelModule();
  if (module === null) return null;
  try {
    const instance = new WebAssembly.Instance(module, {});
    const pages = Math.ceil(bytes / 65536) - instance.exports.memory.buffer.byteLength / 65536;
    if (pages > 0) instance.exports.memory.grow(pages);
    return /** @type {any} */ (instance);
  } catch {
    // Out of memory for a large file: the JavaScript loop needs none.
    return null;
  }
}
