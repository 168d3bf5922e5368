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
 * The checksum of `bytes[..<end]`, its register recorded every 64 bytes (MaskVM's
 * ChecksumCheckpoints): a set's masks' files are checked from those, not read again.
 */
export class ChecksumPass {
  constructor(bytes, end) {
    this.bytes = bytes;
    // PERF: signed (unsigned, the first pass took half as long again).
    const words = new ByteReader(bytes, "").unsignedArray(bytes.length >> 2, 4);
    this.words = new Int32Array(words.buffer, words.byteOffset, words.length);
    /** `registers[i]`: the register after `bytes[..<64 i]`. */
    this.registers = new Int32Array((end >> 6) + 1);
    this.registers[0] = -1;
    this.checksum = (this.advance(0, end, -1) ^ -1) >>> 0;
  }

  /**
   * The CRC-32 of `bytes[start ..< end]`. A register after n bytes is the one before times
   * x^8n (over GF(2)) plus what they make of 0, so the run's own is the one after it plus
   * (the one before plus the initial one) times x^8n.
   */
  of(start, end) {
    return (this.registerAt(end) ^ shifted(this.registerAt(start) ^ -1, end - start) ^ -1) >>> 0;
  }

  /** The register after `bytes[..<offset]`. */
  registerAt(offset) {
    const recorded = offset & ~63;
    return this.advance(recorded, offset, this.registers[recorded >> 6]);
  }

  /** The register `crc` after `bytes[start ..< end]`, `start` a multiple of 8. */
  advance(start, end, crc) {
    const words = start + ((end - start) & ~7);
    crc = eightAStep(this.words, start >> 2, words >> 2, crc, this.registers);
    for (let offset = words; offset < end; offset++) crc = tables[(crc ^ this.bytes[offset]) & 0xff] ^ (crc >>> 8);
    return crc;
  }
}

/**
 * The register `crc` after `words[start ..< end]`, recorded at each multiple of 64 bytes.
 * PERF: one call a file, and nothing beside the loop takes type feedback (that deoptimized it).
 */
function eightAStep(words, start, end, crc, registers) {
  const table = tables;
  for (let at = start; at < end;) {
    const low = crc ^ words[at];
    const high = words[at + 1];
    crc = table[1792 + (low & 0xff)] ^ table[1536 + ((low >>> 8) & 0xff)]
      ^ table[1280 + ((low >>> 16) & 0xff)] ^ table[1024 + (low >>> 24)]
      ^ table[768 + (high & 0xff)] ^ table[512 + ((high >>> 8) & 0xff)]
      ^ table[256 + ((high >>> 16) & 0xff)] ^ table[high >>> 24];
    at += 2;
    if ((at & 15) === 0) registers[at >> 4] = crc;
  }
  return crc;
}

/** A register times x: bit 31 is x^0's coefficient, and x^32 is the polynomial's lower terms. */
function timesX(value) {
  return value & 1 ? (value >>> 1) ^ 0xedb88320 : value >>> 1;
}

/** `left · right`: `right` times each term of `left`, x^0 first. */
function product(left, right) {
  let result = 0;
  for (let bit = 31; bit >= 0; bit--, right = timesX(right)) if ((left >>> bit) & 1) result ^= right;
  return result;
}

/** `powers[k]`: x^(8 · 2^k), what 2^k zero bytes multiply a register by (x^8 is bit 23). */
const powers = new Int32Array(32);
powers[0] = 1 << 23;
for (let k = 1; k < 32; k++) powers[k] = product(powers[k - 1], powers[k - 1]);

/** `register` times x^8count: after `count` zero bytes. */
function shifted(register, count) {
  for (let k = 0; count !== 0; k++, count >>>= 1) if (count & 1) register = product(powers[k], register);
  return register;
}
