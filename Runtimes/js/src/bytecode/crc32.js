/**
 * CRC-32 (ISO-HDLC, the zlib and PNG checksum), as MaskVM's CRC32.swift. It detects every
 * error burst of up to 32 bits, so any single flipped byte of a bytecode file is caught.
 *
 * PERF: slicing-by-8. Every byte of a file is checked on load, a set's masks twice (once in
 * the file, once as files of their own), so this is the loader's longest loop: eight tables
 * take eight bytes a step, and a step a byte costs a page several milliseconds before the
 * engine has compiled the loop. The tables are Int32Array so that every value stays a
 * 32-bit integer; `(crc ^ -1) >>> 0` makes the result unsigned at the end.
 */
const tables = (() => {
  const entries = new Int32Array(8 * 256);
  for (let index = 0; index < 256; index++) {
    let value = index;
    for (let bit = 0; bit < 8; bit++) value = value & 1 ? (value >>> 1) ^ 0xedb88320 : value >>> 1;
    entries[index] = value;
  }
  // Table k: the CRC of a byte followed by k zero bytes.
  for (let index = 0; index < 256; index++) {
    for (let slice = 1; slice < 8; slice++) {
      const previous = entries[(slice - 1) * 256 + index];
      entries[slice * 256 + index] = (previous >>> 8) ^ entries[previous & 0xff];
    }
  }
  return entries;
})();

/**
 * The checksum of `bytes[start ..< end]`.
 * @param {Uint8Array} bytes
 * @param {number} [start]
 * @param {number} [end]
 * @returns {number} an unsigned 32-bit value
 */
export function crc32(bytes, start = 0, end = bytes.length) {
  return (register(bytes, start, end) ^ -1) >>> 0;
}

/**
 * The CRC register after `bytes[start ..< end]`, from all ones: the bytes before a 4-byte
 * boundary of the buffer one at a time, then eight at a step read as two 32-bit words, then
 * the rest one at a time.
 *
 * PERF: a page's first load checks its whole file before the engine has compiled this, so
 * the first steps run in the interpreter, until the compiled loop is ready; two word reads
 * a step instead of eight byte reads (and the shifts and ors that join them) take it
 * further meanwhile (a new node process's checksum of the IBAN file: 3.9 -> 3.8 ms at best,
 * 9.2 -> 8.0 ms median of 25, on a busy machine). Each
 * loop is a function of its own with nothing after it but the return, so that the engine's
 * compiled loop never meets code it has not seen run (it would drop back to the
 * interpreter there), and the first call's loop, compiled while it runs, serves the masks'
 * files after it.
 */
function register(bytes, start, end) {
  if (!littleEndianHost || end - start < 16) return bytewise(-1, bytes, start, end);
  const head = start + ((4 - ((bytes.byteOffset + start) & 3)) & 3);
  const steps = (end - head) >> 3;
  let crc = bytewise(-1, bytes, start, head);
  crc = eightAtAStep(crc, new Int32Array(bytes.buffer, bytes.byteOffset + head, steps * 2));
  return bytewise(crc, bytes, head + steps * 8, end);
}

/** The register `crc` after `bytes[start ..< end]`, a byte a step. */
function bytewise(crc, bytes, start, end) {
  const table = tables;
  for (let offset = start; offset < end; offset++) crc = table[(crc ^ bytes[offset]) & 0xff] ^ (crc >>> 8);
  return crc;
}

/** The register `crc` after the little-endian `words`, two (eight bytes) a step. */
function eightAtAStep(crc, words) {
  const table = tables;
  for (let index = 0; index < words.length; index += 2) {
    const low = crc ^ words[index];
    const high = words[index + 1];
    crc = table[1792 + (low & 0xff)] ^ table[1536 + ((low >>> 8) & 0xff)]
      ^ table[1280 + ((low >>> 16) & 0xff)] ^ table[1024 + (low >>> 24)]
      ^ table[768 + (high & 0xff)] ^ table[512 + ((high >>> 8) & 0xff)]
      ^ table[256 + ((high >>> 16) & 0xff)] ^ table[high >>> 24];
  }
  return crc;
}

/** Whether this machine stores integers little-endian, as the words are read (every browser's does). */
const littleEndianHost = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
