import { errors, malformed } from "../program/program-error.js";
import { decodeValidUTF8 } from "../text/utf8.js";

/**
 * A bounds-checked little-endian cursor over untrusted bytes (MaskVM's ByteReader and
 * ByteReader+Tables): every read either stays within the section or throws the Swift
 * loader's error, with its message.
 */
export class ByteReader {
  /**
   * @param {Uint8Array} bytes the section (a view: offsets are relative to it)
   * @param {string} tag the section's tag, named in every error
   */
  constructor(bytes, tag) {
    this.bytes = bytes;
    this.tag = tag;
    this.offset = 0;
  }

  get remaining() {
    return this.bytes.length - this.offset;
  }

  /**
   * The next `count` bytes, as a view: a size the format fixes, or with `declared` one the
   * file itself declares (a text's, a mask's file), which a refusal says is wrong. `what`
   * names them in a refusal.
   */
  read(count, what = "a field", declared = false) {
    if (count < 0 || count > this.remaining) {
      throw malformed.short(this.tag, what, declared, count, this.remaining);
    }
    const slice = this.bytes.subarray(this.offset, this.offset + count);
    this.offset += count;
    return slice;
  }

  /**
   * A little-endian u32. PERF: read in place, not through a view of its 4 bytes: a set's
   * first load reads some 1,800 fields, each view an object for the collector.
   */
  u32(what = "a 4-byte field") {
    const at = this.offset;
    if (this.bytes.length - at < 4) this.read(4, what); // throws the reader's error
    const b = this.bytes;
    this.offset = at + 4;
    return (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
  }

  /** A u32 byte length and that many bytes, as a view; `what` names them in a refusal. */
  counted(what) {
    return this.read(this.u32(`the length of ${what}`), what, true);
  }

  /**
   * A u32 byte length and that many bytes of UTF-8; bytes that are not valid UTF-8 are
   * refused. `what` names the text in a refusal ("the pattern", "mask 2's name").
   */
  text(what = "a text") {
    const text = decodeValidUTF8(this.counted(what));
    if (text === null) throw errors.invalidText(this.tag);
    return text;
  }

  expectEnd() {
    if (this.remaining !== 0) throw malformed.trailing(this.tag, this.remaining);
  }

  /** A bitmap of `count` bits, refusing bits set past the last one. */
  bitmap(count) {
    const size = bitmapSize(count);
    const bytes = this.read(size);
    if (count % 8 !== 0 && bytes[size - 1] >> (count % 8) !== 0) {
      throw malformed.bitmap(this.tag);
    }
    return bitsOf(bytes, count);
  }

  /**
   * The fields every automaton section starts with, refusing counts outside the limits
   * before anything is allocated.
   * @param {import("../bytecode/format.js").LoadLimits} limits
   */
  automatonCounts(limits) {
    const stateCount = this.u32("the state count");
    const classCount = this.u32("the class count");
    const startState = this.u32("the start state");
    if (stateCount < 1 || stateCount > limits.maximumStates) {
      throw malformed.stateCount(this.tag, stateCount, limits.maximumStates);
    }
    if (classCount < 1 || classCount > 256) throw errors.invalidClassCount(classCount);
    return { stateCount, classCount, startState };
  }

  /**
   * Checks that exactly the tables are left (class map, `states × columns` entries of
   * `bytesPerEntry` bytes, the accepting bitmap) before reading them. Returns the entry count.
   * Every product stays far below 2^53, so no overflow check is needed here.
   */
  expectTables(states, columns, bytesPerEntry) {
    const entries = states * columns;
    const tableBytes = entries * bytesPerEntry;
    if (this.remaining - 256 - bitmapSize(states) !== tableBytes) {
      throw malformed.tables(this.tag, this.remaining, states, columns);
    }
    return entries;
  }

  /** A width field: 1, 2 or 4. */
  width(what) {
    const width = this.u32(`the ${what} width`);
    if (width !== 1 && width !== 2 && width !== 4) {
      throw malformed.width(this.tag, what, width);
    }
    return width;
  }

  /** `count` little-endian unsigned integers of `width` bytes (as {@link unsignedArrayOf}). */
  unsignedArray(count, width) {
    return unsignedArrayOf(this.read(count * width), count, width);
  }
}

/** The first `count` bits of a bitmap, bit (i % 8) of byte (i / 8), one byte each. */
export function bitsOf(bytes, count) {
  const flags = new Uint8Array(count);
  for (let index = 0; index < count; index++) flags[index] = (bytes[index >> 3] >> (index & 7)) & 1;
  return flags;
}

/**
 * The `count` little-endian unsigned integers of `width` bytes that `bytes` holds.
 *
 * PERF: an automaton's table is the bulk of a file. Where the host is little-endian and
 * the table sits on a multiple of its width in memory, it is viewed as what it is and
 * copied by the engine (one native copy, not a step an entry); otherwise it is put
 * together byte by byte.
 */
export function unsignedArrayOf(bytes, count, width) {
  if (width === 1) return new Uint32Array(bytes);
  if (littleEndianHost && bytes.byteOffset % width === 0) {
    return new Uint32Array(width === 2
      ? new Uint16Array(bytes.buffer, bytes.byteOffset, count)
      : new Uint32Array(bytes.buffer, bytes.byteOffset, count));
  }
  const values = new Uint32Array(count);
  if (width === 2) {
    for (let index = 0; index < count; index++) values[index] = bytes[2 * index] | (bytes[2 * index + 1] << 8);
  } else {
    for (let index = 0; index < count; index++) {
      const at = 4 * index;
      values[index] = bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24);
    }
  }
  return values;
}

/** Whether this machine stores integers little-endian, as the file does (every browser's does). */
const littleEndianHost = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Bytes of a bitmap of `count` bits. */
export function bitmapSize(count) {
  return Math.ceil(count / 8);
}
