import { ChecksumPass } from "../src/bytecode/crc32.js";

/**
 * Builds bytecode files field by field, so tests can forge every kind of damage the loader
 * must refuse, with a correct checksum: the port of Tests/MaskVMTests/Support/CraftedFile.swift.
 */

/** Appends `items` one by one (a spread of a large array would overflow the stack). */
function append(out, items) {
  for (const item of items) out.push(item);
}

export function le16(value) {
  return [value & 0xff, (value >>> 8) & 0xff];
}

export function le32(value) {
  return [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];
}

const digitMap = () => Array.from({ length: 256 }, (_, byte) => (byte >= 0x30 && byte <= 0x39 ? 1 : 0));

function bitmap(states, accepting) {
  const bytes = new Array(Math.ceil(states / 8)).fill(0);
  for (const state of accepting) bytes[state >> 3] |= 1 << (state & 7);
  return bytes;
}

/** An automaton section payload (MTCH, OPTM). */
export function automaton({ states, classes, start, width = 1, classMap, transitions, accepting }) {
  const out = [...le32(states), ...le32(classes), ...le32(start), ...le32(width), ...classMap];
  for (const target of transitions) {
    if (width === 1) out.push(target & 0xff);
    else if (width === 2) out.push(...le16(target));
    else out.push(...le32(target));
  }
  return [...out, ...bitmap(states, accepting)];
}

/** The automaton of the mask `D`: dead, accepting, start; classes: other, digits. */
export function digitAutomaton({ start = 2, transitions = [0, 0, 0, 0, 0, 1], accepting = [1], classMap, width = 1, states = 3 } = {}) {
  return automaton({ states, classes: 2, start, width, classMap: classMap ?? digitMap(), transitions, accepting });
}

/** A reading-automaton payload, widths 1 (ranks all 0). */
export function reading({ states, classes, start, classMap, targets, accepting }) {
  return [
    ...le32(states), ...le32(classes), ...le32(start), ...le32(1), ...le32(1), ...classMap,
    ...targets.map((target) => target & 0xff), ...new Array(targets.length).fill(0), ...bitmap(states, accepting),
  ];
}

/** OPTM and READ for the mask `D`: what every program needs besides MTCH. */
export function companionsOfD() {
  const targets = new Array(3 * 2 * 2).fill(0);
  targets[(2 * 2 + 1) * 2 + 1] = 1;
  return [
    { tag: "OPTM", payload: digitAutomaton() },
    { tag: "READ", payload: reading({ states: 3, classes: 2, start: 2, classMap: digitMap(), targets, accepting: [1] }) },
  ];
}

/**
 * A file: header fields (overridable to damage them), sections `{tag, payload, offset?,
 * length?}` laid out 4-byte aligned after the directory (or `gap` bytes apart to misalign
 * them), and a correct CRC-32.
 */
export function craftedFile({
  sections, magic = [0x89, 0x4d, 0x53, 0x4b, 0x0d, 0x0a, 0x1a, 0x0a], version, byteOrderMark = 0xfeff,
  reserved = 0, sectionCount, gap = 0,
}) {
  // As maskc writes it: version 2 for a file with a phon section (its layout), else 1.
  version ??= sections.some((section) => section.tag === "phon") ? 2 : 1;
  const directoryEnd = 24 + 12 * sections.length;
  let position = directoryEnd + gap;
  const offsets = [];
  for (const section of sections) {
    offsets.push(position);
    position += section.payload.length;
    if (gap === 0) position = (position + 3) & ~3;
  }
  const total = position + 4;
  const out = [...magic, ...le16(version), ...le16(byteOrderMark), ...le32(total), ...le32(sectionCount ?? sections.length), ...le32(reserved)];
  sections.forEach((section, index) => {
    out.push(...[...section.tag].map((character) => character.charCodeAt(0)));
    out.push(...le32(section.offset ?? offsets[index]), ...le32(section.length ?? section.payload.length));
  });
  sections.forEach((section, index) => {
    while (out.length < offsets[index]) out.push(0);
    append(out, section.payload);
  });
  while (out.length < total - 4) out.push(0);
  const bytes = new Uint8Array(total);
  bytes.set(out.slice(0, total - 4));
  bytes.set(le32(new ChecksumPass(bytes, total - 4).checksum), total - 4);
  return bytes;
}

/** A file of the mask `D` with `payload` as its MTCH. */
export function withMatch(payload) {
  return craftedFile({ sections: [{ tag: "MTCH", payload }, ...companionsOfD()] });
}

/**
 * The sections of a real file, as `{tag, payload}` (payloads copied), to rebuild it with
 * some changed: `craftedFile({sections})` reseals it with a correct checksum.
 */
export function sectionsOf(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(16, true);
  const sections = [];
  for (let index = 0; index < count; index++) {
    const entry = 24 + 12 * index;
    const tag = String.fromCharCode(...bytes.subarray(entry, entry + 4));
    const offset = view.getUint32(entry + 4, true);
    const length = view.getUint32(entry + 8, true);
    sections.push({ tag, payload: Array.from(bytes.subarray(offset, offset + length)) });
  }
  return sections;
}

/** `bytes` with its last four bytes replaced by the CRC-32 of the rest. */
export function resealed(bytes) {
  const copy = Uint8Array.from(bytes);
  if (copy.length >= 4) copy.set(le32(new ChecksumPass(copy, copy.length - 4).checksum), copy.length - 4);
  return copy;
}

/**
 * The worst case for deriving the reading tables (CraftedFile.literalMaze): 256 one-byte
 * classes; every state from 2 reads each class as a literal into an earlier state, state 2
 * reads every class as meaningful. Targets 2 bytes wide, ranks 1.
 */
export function literalMaze(states) {
  const classes = 256;
  const targets = new Array(states * classes * 2).fill(0);
  for (let cls = 0; cls < classes; cls++) targets[(2 * classes + cls) * 2 + 1] = 1;
  for (let state = 2; state < states; state++) {
    for (let cls = 0; cls < classes; cls++) targets[(state * classes + cls) * 2] = 1 + (cls % (state - 1));
  }
  const payload = [...le32(states), ...le32(classes), ...le32(states - 1), ...le32(2), ...le32(1)];
  for (let byte = 0; byte < 256; byte++) payload.push(byte);
  for (const target of targets) payload.push(...le16(target));
  append(payload, new Array(targets.length).fill(0));
  const accepting = new Array(Math.ceil(states / 8)).fill(0);
  accepting[0] = 1 << 1;
  append(payload, accepting);
  return craftedFile({
    sections: [{ tag: "MTCH", payload: digitAutomaton() }, companionsOfD()[0], { tag: "READ", payload }],
  });
}

/** The steps the insertion tables of `literalMaze(states)` take, from its shape. */
export function literalMazeWork(states) {
  let edges = 0;
  for (let state = 2; state < states; state++) edges += Math.min(256, state - 1);
  return 512 * (states - 2 + edges);
}
