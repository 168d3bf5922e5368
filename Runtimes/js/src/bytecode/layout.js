import { errors } from "../program/program-error.js";
import { ChecksumPass } from "./crc32.js";
import * as Format from "./format.js";

/**
 * One entry of the section directory.
 * @typedef {{tag: string, offset: number, length: number}} Section
 */

/**
 * The verified container of a bytecode file (MaskVM's BytecodeLayout): its header fields
 * and where each section lies. The checks, and the order they are made in, are the Swift
 * loader's, so that both refuse a file with the same message.
 *
 * @param {Uint8Array} bytes the whole file
 * @param {import("./format.js").LoadLimits} limits
 * @param {number} [derived] a set's mask's checksum, from the set's pass: none is made
 * @returns {{version: number, length: number, checksum: number, sections: Section[], pass: ChecksumPass | null}}
 */
export function verifyLayout(bytes, limits, derived) {
  if (bytes.length > limits.maximumBytecodeSize) throw errors.tooLarge(bytes.length, limits.maximumBytecodeSize);
  if (bytes.length < Format.minimumSize) throw errors.truncated(bytes.length, Format.minimumSize);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let index = 0; index < Format.magic.length; index++) {
    if (bytes[index] !== Format.magic[index]) throw errors.badMagic();
  }
  const version = view.getUint16(8, true);
  if (version < Format.oldestVersion || version > Format.version) throw errors.unsupportedVersion(version);
  const mark = view.getUint16(10, true);
  if (mark !== Format.byteOrderMark) throw errors.wrongByteOrder(mark);
  const length = view.getUint32(12, true);
  if (length !== bytes.length) throw errors.lengthMismatch(length, bytes.length);

  const bodyEnd = length - Format.checksumSize;
  const stored = view.getUint32(bodyEnd, true);
  const pass = derived === undefined ? new ChecksumPass(bytes, bodyEnd) : null;
  const computed = pass ? pass.checksum : derived;
  if (stored !== computed) throw errors.checksumMismatch(stored, computed);

  const sectionCount = view.getUint32(16, true);
  if (sectionCount < 1 || sectionCount > Format.maximumSectionCount) throw errors.invalidSectionCount(sectionCount);
  if (view.getUint32(20, true) !== 0) throw errors.reservedFieldNotZero("header flags");
  const directoryEnd = Format.headerSize + sectionCount * Format.directoryEntrySize;
  if (directoryEnd > bodyEnd) throw errors.truncated(bytes.length, directoryEnd + Format.checksumSize);

  /** @type {Section[]} */
  const sections = [];
  for (let index = 0; index < sectionCount; index++) {
    const entry = Format.headerSize + index * Format.directoryEntrySize;
    const tagBytes = bytes.subarray(entry, entry + 4);
    if (!tagBytes.every(Format.isTagByte)) throw errors.invalidSectionTag();
    const tag = String.fromCharCode(...tagBytes);
    const offset = view.getUint32(entry + 4, true);
    const size = view.getUint32(entry + 8, true);
    if (offset < directoryEnd || size > bodyEnd - offset) throw errors.sectionOutOfBounds(tag);
    if (offset % 4 !== 0) throw errors.sectionMisaligned(tag);
    if (sections.some((section) => section.tag === tag)) throw errors.duplicateSection(tag);
    sections.push({ tag, offset, length: size });
  }
  // A stable sort by offset, as Swift's `sorted`: of two sections at one offset the later
  // in the directory is the one reported.
  const byStart = [...sections].sort((left, right) => left.offset - right.offset);
  for (let index = 1; index < byStart.length; index++) {
    const previous = byStart[index - 1];
    if (previous.offset + previous.length > byStart[index].offset) throw errors.sectionsOverlap(byStart[index].tag);
  }
  return { version, length, checksum: stored, sections, pass };
}

/**
 * Verifies the container and returns the payload of each tag of `known` (undefined for one
 * the file lacks), in the order of `known` (MaskVM's BytecodeContainer.decode). An unknown
 * required tag is refused, an unknown optional one skipped.
 *
 * @param {Uint8Array} bytes
 * @param {string[]} known
 * @param {import("./format.js").LoadLimits} limits
 * @param {number} [derived]
 * @returns {{payloads: (Uint8Array | undefined)[], pass: ChecksumPass | null}}
 */
export function decodeSections(bytes, known, limits, derived) {
  const layout = verifyLayout(bytes, limits, derived);
  const payloads = new Array(known.length).fill(undefined);
  for (const section of layout.sections) {
    const index = known.indexOf(section.tag);
    if (index >= 0) {
      payloads[index] = bytes.subarray(section.offset, section.offset + section.length);
    } else if (Format.isRequiredTag(section.tag)) {
      throw errors.unknownRequiredSection(section.tag);
    }
  }
  return { payloads, pass: layout.pass };
}
