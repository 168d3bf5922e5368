/**
 * Constants of the bytecode file format (docs/bytecode.md), as in MaskVM's
 * Sources/MaskVM/Bytecode/BytecodeFormat.swift. All integers are little-endian:
 *
 *     header     24 bytes: magic, version, byte-order mark, file length, section count, reserved
 *     directory  12 bytes a section: tag, offset, length
 *     sections   each 4-byte aligned, inside the file, not overlapping
 *     checksum   CRC-32 of every byte before it
 */
export const magic = Object.freeze([0x89, 0x4d, 0x53, 0x4b, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The newest format version read (every one from {@link oldestVersion}): 2 changed the `phon` section alone. */
export const version = 2;
export const oldestVersion = 1;
export const byteOrderMark = 0xfeff;
export const headerSize = 24;
export const directoryEntrySize = 12;
export const checksumSize = 4;
export const maximumSectionCount = 16;
/** The smallest file the format allows: a header, no sections, a checksum. */
export const minimumSize = headerSize + checksumSize;

/** Section tags; an upper-case first letter marks a section a reader must know. */
export const Tag = Object.freeze({
  match: "MTCH",
  optimistic: "OPTM",
  optimisticNFA: "ONFA",
  reading: "READ",
  source: "srce",
  maskSet: "MSET",
  trials: "trls",
  phoneReading: "phon",
});

/**
 * The loader's bounds (`MaskProgram.LoadLimits.default`): the largest file, the most
 * states an automaton may have, and the most steps deriving the reading tables may take.
 * @typedef {{maximumBytecodeSize: number, maximumStates: number, maximumReadingWork: number}} LoadLimits
 */

/** @type {LoadLimits} */
export const defaultLimits = Object.freeze({
  maximumBytecodeSize: 64 * 1024 * 1024,
  maximumStates: 1_000_000,
  maximumReadingWork: 50_000_000,
});

/** A required tag starts with an upper-case letter (as PNG's critical chunks do). */
export function isRequiredTag(tag) {
  const first = tag.charCodeAt(0);
  return first >= 0x41 && first <= 0x5a;
}

/** Whether a byte may be part of a tag: an ASCII letter or digit. */
export function isTagByte(byte) {
  return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
}
