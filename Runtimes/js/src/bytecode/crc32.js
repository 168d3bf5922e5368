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
 * The checksum of `bytes[start ..< end]`: one to eight bytes a byte a step, so that the
 * rest is a multiple of eight, then eight a step.
 * @param {Uint8Array} bytes
 * @param {number} [start]
 * @param {number} [end]
 * @returns {number} an unsigned 32-bit value
 */
export function crc32(bytes, start = 0, end = bytes.length) {
  const head = end > start ? start + ((end - start - 1) & 7) + 1 : start;
  return (eightAStep(bytes, head, end, byteAStep(bytes, start, head, -1)) ^ -1) >>> 0;
}

/** The CRC register `crc` after `bytes[start ..< end]`. */
function byteAStep(bytes, start, end, crc) {
  const table = tables;
  for (let offset = start; offset < end; offset++) crc = table[(crc ^ bytes[offset]) & 0xff] ^ (crc >>> 8);
  return crc;
}

/**
 * The CRC register `crc` after `bytes[start ..< end]`, a multiple of eight bytes long.
 * PERF: a function of its own, with nothing before or after its loop that takes type
 * feedback. A page's first call is the whole file: the engine gives the function its
 * feedback and compiles it inside the loop, and the byte loop before it, which had run
 * with no feedback, sent every later call's compiled code back to the interpreter
 * ("insufficient type feedback").
 */
function eightAStep(bytes, start, end, crc) {
  const table = tables;
  for (let offset = start; offset < end; offset += 8) {
    const low = crc ^ (bytes[offset] | (bytes[offset + 1] << 8) | (bytes[offset + 2] << 16) | (bytes[offset + 3] << 24));
    const high = bytes[offset + 4] | (bytes[offset + 5] << 8) | (bytes[offset + 6] << 16) | (bytes[offset + 7] << 24);
    crc = table[1792 + (low & 0xff)] ^ table[1536 + ((low >>> 8) & 0xff)]
      ^ table[1280 + ((low >>> 16) & 0xff)] ^ table[1024 + (low >>> 24)]
      ^ table[768 + (high & 0xff)] ^ table[512 + ((high >>> 8) & 0xff)]
      ^ table[256 + ((high >>> 16) & 0xff)] ^ table[high >>> 24];
  }
  return crc;
}
