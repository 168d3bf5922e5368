import { ByteReader } from "../wire/byte-reader.js";

/**
 * CRC-32 (ISO-HDLC), as MaskVM's CRC32.swift: any flipped byte of a file is caught.
 * PERF: slicing-by-8 over words (table k: a byte followed by k zero bytes), Int32Array.
 */
const tables = new Int32Array(8 * 256);
for (let index = 0; index < 256; index++) {
  let value = index;
  for (let bit = 0; bit < 8; bit++) value = timesX(value);
  tables[index] = value;
}
for (let index = 256; index < 2048; index++) {
  const previous = tables[index - 256];
  tables[index] = (previous >>> 8) ^ tables[previous & 0xff];
}

/**
 * The checksum of `bytes[..<end]`, and of any run of the same bytes: a set's masks' files
 * are checked with the word loop the file's pass has just had compiled.
 *
 * PERF: a mask's checksum read again over its bytes, not derived from registers the pass
 * recorded every 64 bytes (Swift's ChecksumCheckpoints): the derivation's polynomial
 * products ran cold, a few hundred steps a mask, some 34 million instructions of a first
 * load of the card's, phone's or IBAN's file (callgrind, node --single-threaded), against
 * about nothing for the second read. The checksums, and so the messages, are the same.
 */
export class ChecksumPass {
  /**
   * The loader without the WebAssembly kernel (src/wasm/verify.c, which has its own loop)
   * makes one a file.
   * @param {Uint8Array} bytes
   * @param {number} end
   */
  constructor(bytes, end) {
    this.bytes = bytes;
    this.words = null;
    this.checksum = this.of(0, end);
  }

  /** The CRC-32 of `bytes[start ..< end]`: bytes up to a multiple of 8, then words, then the rest. */
  of(start, end) {
    // PERF: signed (unsigned, the first pass took half as long again).
    this.words ??= signedWords(this.bytes);
    let crc = -1;
    let offset = start;
    for (; offset < end && (offset & 7) !== 0; offset++) crc = tables[(crc ^ this.bytes[offset]) & 0xff] ^ (crc >>> 8);
    const words = offset + ((end - offset) & ~7);
    crc = eightAStep(this.words, offset >> 2, words >> 2, crc);
    for (offset = words; offset < end; offset++) crc = tables[(crc ^ this.bytes[offset]) & 0xff] ^ (crc >>> 8);
    return (crc ^ -1) >>> 0;
  }
}

/** The bytes as little-endian words (the last 0 to 3 bytes left out), signed. */
function signedWords(bytes) {
  const words = new ByteReader(bytes, "").unsignedArray(bytes.length >> 2, 4);
  return new Int32Array(words.buffer, words.byteOffset, words.length);
}

/**
 * The register `crc` after `words[start ..< end]`.
 * PERF: nothing beside the loop takes type feedback (that deoptimized it).
 */
function eightAStep(words, start, end, crc) {
  const table = tables;
  for (let at = start; at < end; at += 2) {
    const low = crc ^ words[at];
    const high = words[at + 1];
    crc = table[1792 + (low & 0xff)] ^ table[1536 + ((low >>> 8) & 0xff)]
      ^ table[1280 + ((low >>> 16) & 0xff)] ^ table[1024 + (low >>> 24)]
      ^ table[768 + (high & 0xff)] ^ table[512 + ((high >>> 8) & 0xff)]
      ^ table[256 + ((high >>> 16) & 0xff)] ^ table[high >>> 24];
  }
  return crc;
}

/** A register times x: bit 31 is x^0's coefficient, and x^32 is the polynomial's lower terms. */
function timesX(value) {
  return value & 1 ? (value >>> 1) ^ 0xedb88320 : value >>> 1;
}
