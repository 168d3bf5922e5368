/**
 * CRC-32 (ISO-HDLC, the zlib and PNG checksum), as MaskVM's CRC32.swift. It detects every
 * error burst of up to 32 bits, so any single flipped byte of a bytecode file is caught.
 */
const table = (() => {
  const entries = new Uint32Array(256);
  for (let index = 0; index < 256; index++) {
    let value = index;
    for (let bit = 0; bit < 8; bit++) value = value & 1 ? (value >>> 1) ^ 0xedb88320 : value >>> 1;
    entries[index] = value >>> 0;
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
  let crc = 0xffffffff;
  for (let offset = start; offset < end; offset++) {
    crc = table[(crc ^ bytes[offset]) & 0xff] ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}
