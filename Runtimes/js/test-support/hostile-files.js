import { loadProgram } from "../src/index.js";
import {
  craftedFile, withMatch, digitAutomaton, companionsOfD, le32, sectionsOf, literalMaze, resealed,
} from "./crafted-file.js";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fixture } from "./fixtures.js";

/**
 * Every hostile file of the Swift loader tests (LoaderTests, ReadingBytecodeTests,
 * ReadingWorkTests, MaskSetBytecodeTests, OptimisticFallbackTests), rebuilt byte for byte
 * from the same edits, each with a name. The hostile test loads each in both runtimes.
 * @returns {{name: string, bytes: Uint8Array}[]}
 */
export function swiftHostileCases() {
  const cases = [];
  const add = (name, bytes) => cases.push({ name, bytes });
  const sections = () => [{ tag: "MTCH", payload: digitAutomaton() }, ...companionsOfD()];
  const phone = fixture("phone.maskc");
  const phoneSections = sectionsOf(phone);

  // LoaderTests: the container.
  add("truncated to 3 bytes", phone.subarray(0, 3));
  for (const [name, change] of [
    ["bad magic", { magic: [0x89, 0x4e, 0x53, 0x4b, 0x0d, 0x0a, 0x1a, 0x0a] }], ["version 3", { version: 3 }],
    ["byte order", { byteOrderMark: 0xfffe }], ["reserved", { reserved: 1 }], ["0 sections", { sectionCount: 0 }],
    ["17 sections", { sectionCount: 17 }], ["misaligned", { gap: 2 }],
  ]) add(name, craftedFile({ sections: sections(), ...change }));
  for (const [name, change] of [
    ["bad tag", { tag: "MT!H" }], ["offset past the end", { offset: 1 << 20 }], ["length past the end", { length: 1 << 30 }],
    ["offset in the header", { offset: 8 }],
  ]) {
    const list = sections();
    Object.assign(list[0], change);
    add(name, craftedFile({ sections: list }));
  }
  const longer = new Uint8Array(phone.length + 1);
  longer.set(phone);
  add("a byte more than declared", longer);
  const corrupt = Uint8Array.from(phone);
  corrupt[100] ^= 0x10;
  add("corrupt byte", corrupt);

  // LoaderTests: sections.
  const payload = digitAutomaton();
  const source = [...le32(1), 0x44, ...le32(0)];
  const file = (list) => craftedFile({ sections: list });
  add("duplicate MTCH", file([{ tag: "MTCH", payload }, { tag: "MTCH", payload }]));
  add("no MTCH", file([{ tag: "srce", payload: source }]));
  add("unknown required", file([{ tag: "MTCH", payload }, { tag: "XTRA", payload: [1, 2, 3, 4] }]));
  add("unknown optional", file([{ tag: "MTCH", payload }, { tag: "xtra", payload: [1, 2, 3, 4] }, ...companionsOfD()]));
  add("overlap", file([{ tag: "MTCH", payload }, { tag: "xtra", payload: [1, 2, 3, 4], offset: 72 }, ...companionsOfD()]));
  add("srce not UTF-8", file([{ tag: "MTCH", payload }, { tag: "srce", payload: [...le32(2), 0xc3, 0x28, ...le32(0)] }, ...companionsOfD()]));
  add("srce too short", file([{ tag: "MTCH", payload }, { tag: "srce", payload: [...le32(99), 0x44] }, ...companionsOfD()]));
  for (const name of ["regex", "glob", "mask"]) {
    add(`srce language ${name}`, file([{ tag: "MTCH", payload },
      { tag: "srce", payload: [...source, ...le32(name.length), ...new TextEncoder().encode(name)] }, ...companionsOfD()]));
  }

  // LoaderTests: automata.
  const digitMap = Array.from({ length: 256 }, (_, byte) => (byte >= 0x30 && byte <= 0x39 ? 1 : 0));
  const badClass = [...digitMap];
  badClass[200] = 2;
  for (const [name, change] of [
    ["target 7", { transitions: [0, 0, 0, 0, 0, 7] }], ["target 3", { transitions: [0, 0, 0, 0, 0, 3] }],
    ["start 3", { start: 3 }], ["dead state moves", { transitions: [0, 1, 0, 0, 0, 1] }],
    ["dead state accepts", { accepting: [0, 1] }], ["nothing accepts", { accepting: [] }], ["class 2", { classMap: badClass }],
    ["width 4", { width: 4 }], ["width 3", { width: 3 }],
    ["start before accepting", { start: 1, transitions: [0, 0, 0, 2, 0, 0], accepting: [2] }],
  ]) add(name, withMatch(digitAutomaton(change)));
  const huge = digitAutomaton();
  huge.splice(0, 4, ...le32(0xffffffff));
  add("huge state count", withMatch(huge));
  const manyClasses = digitAutomaton();
  manyClasses.splice(4, 4, ...le32(257));
  add("257 classes", withMatch(manyClasses));
  const extraBits = digitAutomaton();
  extraBits[extraBits.length - 1] |= 0x80;
  add("bits past the last state", withMatch(extraBits));
  add("automaton cut short", withMatch(digitAutomaton().slice(0, -1)));

  // ReadingBytecodeTests.
  const replacing = (tag, changed) => craftedFile({
    sections: phoneSections.filter((section) => section.tag !== "srce")
      .flatMap((section) => (section.tag !== tag ? [section] : changed === null ? [] : [{ tag, payload: changed }])),
  });
  const read = phoneSections.find((section) => section.tag === "READ").payload;
  add("no READ", replacing("READ", null));
  add("no OPTM", replacing("OPTM", null));
  add("READ cut", replacing("READ", read.slice(0, -1)));
  add("READ padded", replacing("READ", [...read, 0]));
  for (const [name, offset, value] of [["READ target width 3", 12, 3], ["READ rank width 0", 16, 0]]) {
    const changed = [...read];
    changed[offset] = value;
    add(name, replacing("READ", changed));
  }
  const hugeRead = [...read];
  hugeRead.splice(0, 4, 0xff, 0xff, 0xff, 0x7f);
  add("READ huge", replacing("READ", hugeRead));
  const phoneProgram = loadProgram(phone);
  const reader = phoneProgram.reader;
  const readField = (edit) => {
    const targets = Array.from(reader.targets);
    const accepting = Array.from(reader.accepting);
    const classMap = Array.from(reader.classMap);
    edit(targets, accepting, classMap);
    const out = [reader.stateCount, reader.classCount, reader.startState, 4, 4].flatMap(le32);
    out.push(...classMap);
    for (const target of targets) out.push(...le32(target));
    for (const rank of reader.ranks) out.push(...le32(rank));
    const bitmap = new Array(Math.ceil(accepting.length / 8)).fill(0);
    accepting.forEach((flag, state) => { if (flag) bitmap[state >> 3] |= 1 << (state & 7); });
    return replacing("READ", [...out, ...bitmap]);
  };
  const columns = reader.classCount * 2;
  add("READ target past the last state", readField((targets) => { targets[columns + 1] = reader.stateCount; }));
  add("READ class past the count", readField((_, __, map) => { map[0x41] = reader.classCount; }));
  add("READ dead state accepts", readField((_, accepting) => { accepting[0] = 1; }));
  add("READ nothing accepts", readField((_, accepting) => accepting.fill(0)));
  const readingFile = (states, targets, accepting, map) => craftedFile({
    sections: [{ tag: "MTCH", payload: digitAutomaton() }, companionsOfD()[0], {
      tag: "READ",
      payload: [...le32(states), ...le32(2), ...le32(1), ...le32(1), ...le32(1), ...map, ...targets,
        ...new Array(targets.length).fill(0), accepting],
    }],
  });
  const dashMap = new Array(256).fill(0);
  dashMap[0x2d] = 1;
  const cycle = new Array(8).fill(0);
  cycle[(1 * 2 + 1) * 2] = 1;
  add("READ cycle", readingFile(2, cycle, 0b10, dashMap));
  const wideMap = new Array(256).fill(0);
  wideMap[0x61] = 1;
  wideMap[0x62] = 1;
  const wide = new Array(12).fill(0);
  wide[(1 * 2 + 1) * 2] = 2;
  add("READ literal on a wide class", readingFile(3, wide, 0b100, wideMap));
  const optm = [...phoneSections.find((section) => section.tag === "OPTM").payload];
  const optimisticStates = optm[0] | (optm[1] << 8);
  optm[16 + 256 + (optm[4] | (optm[5] << 8))] = optimisticStates;
  add("OPTM target past the last state", replacing("OPTM", optm));
  add("EDIT required", file([...phoneSections.filter((section) => section.tag !== "srce"), { tag: "EDIT", payload: [1, 2, 3] }]));
  add("edit optional", file([...phoneSections.filter((section) => section.tag !== "srce"), { tag: "edit", payload: [1, 2, 3] }]));

  // ReadingWorkTests: over the default limit (the exact-limit cases need other limits).
  add("literal maze of 520 states", literalMaze(520));
  add("literal maze of 40 states", literalMaze(40));

  // OptimisticFallbackTests: an ONFA section, with a move past the last state, and both.
  const nfa = nfaPayload(phoneProgram.optimistic.dfa);
  const withNFA = (onfa) => file([...phoneSections.filter((section) => section.tag !== "OPTM"), { tag: "ONFA", payload: onfa }]);
  add("ONFA", withNFA(nfa.bytes));
  const badMove = [...nfa.bytes];
  badMove[nfa.firstTargetOffset] = phoneProgram.optimistic.dfa.stateCount;
  add("ONFA move past the last state", withNFA(badMove));
  add("OPTM and ONFA", file([...phoneSections, { tag: "ONFA", payload: nfa.bytes }]));

  // MaskSetBytecodeTests, on the kept set of two cards masks.
  const cards = fixture("cards.maskc");
  const cardSections = sectionsOf(cards);
  const matchStates = loadProgram(cards).matcher.stateCount;
  const withSet = (edit) => {
    const list = cardSections.map((section) => ({ ...section, payload: [...section.payload] }));
    edit(list[2].payload, list);
    return craftedFile({ sections: list });
  };
  for (const offset of [0, 2, 2 * matchStates - 1, 2 * matchStates]) {
    add(`set label at ${offset}`, withSet((set) => { set[4 + offset] ^= 0x02; }));
  }
  for (const count of [0, 1, 65, 1_000_000]) add(`set of ${count} masks`, withSet((set) => set.splice(0, 4, ...le32(count))));
  for (const cut of [1, 5, 100]) add(`set cut by ${cut}`, withSet((set) => set.splice(set.length - cut, cut)));
  add("set padded", withSet((set) => set.push(0, 0, 0, 0)));
  add("set with READ", withSet((_, list) => list.push({ tag: "READ", payload: read })));
  add("set with srce", withSet((_, list) => list.push({ tag: "srce", payload: source })));
  add("set with ONFA", withSet((_, list) => list.push({ tag: "ONFA", payload: nfa.bytes })));
  add("set without OPTM", setWithoutOptimistic(cards));
  add("set in a set", setInASet(cards));
  add("set whose union is another's", withSet((_, list) => { list[0] = { tag: "MTCH", payload: phoneSections[0].payload }; }));

  // MaskSetBytecodeTests: the optimistic labels, on the same set and on a set of masks
  // without literals, whose OPTM holds the bytes of its MTCH.
  const setOptimisticStates = loadProgram(cards).optimistic.dfa.stateCount;
  add("set without OPTM that keeps its optimistic labels", craftedFile({ sections: [cardSections[0], cardSections[2]] }));
  for (const state of [0, 1, setOptimisticStates - 1]) {
    add(`set's optimistic live label of state ${state} changed`, withSet((set) => { set[4 + 2 * matchStates + 2 * state + 1] ^= 0x01; }));
  }
  add("set whose OPTM is its MTCH, with the match labels twice", withSet((set, list) => {
    list[1] = { tag: "OPTM", payload: [...list[0].payload] };
    set.splice(4 + 2 * matchStates, 2 * setOptimisticStates, ...set.slice(4, 4 + 2 * matchStates));
  }));
  const literalFree = sectionsOf(literalFreeSet());
  const literalFreeStates = 2 * loadProgram(literalFreeSet()).matcher.stateCount;
  for (const label of [0, literalFreeStates - 1, literalFreeStates, 2 * literalFreeStates - 1]) {
    const list = literalFree.map((section) => ({ ...section, payload: [...section.payload] }));
    list[2].payload[4 + label] ^= 0x01;
    add(`set without literals, label ${label} changed`, craftedFile({ sections: list }));
  }
  // MaskSetBytecodeTests' NestedSetTests.
  for (const depth of [1, 2, 3, 100]) add(`sets nested ${depth} deep`, nestedSets(depth));
  return cases;
}

/** A kept set of two masks without literals (letters or digits), whose OPTM holds its MTCH's bytes. */
export function literalFreeSet() {
  const url = new URL("../test/fixtures/letters-or-digits-pair.maskc", import.meta.url);
  return new Uint8Array(readFileSync(fileURLToPath(url)));
}

/**
 * An `ONFA` payload equivalent to a DFA (each state's row as its moves, no ε-move), as
 * NFASimulation(dfa) builds it, and the offset of its first move's target.
 */
export function nfaPayload(dfa) {
  const edgeStart = [0];
  const edgeClasses = [];
  const edgeTargets = [];
  for (let state = 0; state < dfa.stateCount; state++) {
    for (let cls = 0; cls < dfa.classCount; cls++) {
      const target = dfa.transitions[state * dfa.classCount + cls];
      if (target !== 0) {
        edgeClasses.push(cls);
        edgeTargets.push(target);
      }
    }
    edgeStart.push(edgeClasses.length);
  }
  const out = [dfa.stateCount, dfa.classCount, dfa.startState, edgeClasses.length, 0].flatMap(le32);
  out.push(...dfa.classMap);
  const firstTargetOffset = out.length + 4 * edgeStart.length + 4 * edgeClasses.length;
  for (const array of [edgeStart, edgeClasses, edgeTargets, new Array(dfa.stateCount + 1).fill(0)]) {
    for (const value of array) out.push(...le32(value));
  }
  const bitmap = new Array(Math.ceil(dfa.stateCount / 8)).fill(0);
  for (let state = 0; state < dfa.stateCount; state++) if (dfa.isAccepting(state)) bitmap[state >> 3] |= 1 << (state & 7);
  return { bytes: [...out, ...bitmap], firstTargetOffset };
}

/**
 * A set's file without its union optimistic automaton: what the compiler writes past its
 * limits, where the masks' own optimistic matchers are walked side by side. The labels of
 * the optimistic states are cut from MSET.
 */
export function setWithoutOptimistic(setFile) {
  const list = sectionsOf(setFile);
  const program = loadProgram(setFile);
  const width = Math.ceil(program.masks.length / 8);
  const set = [...list[2].payload];
  const labelsEnd = 4 + 2 * width * program.matcher.stateCount;
  set.splice(labelsEnd, 2 * width * program.optimistic.dfa.stateCount);
  return craftedFile({ sections: [list[0], { tag: "MSET", payload: set }] });
}

/** A set whose second mask's file is itself a set (the same set). */
export function setInASet(setFile) {
  const list = sectionsOf(setFile);
  const program = loadProgram(setFile);
  const width = Math.ceil(program.masks.length / 8);
  const set = list[2].payload;
  // Walk to the second mask's file: labels, then (name, file) pairs.
  let at = 4 + 2 * width * (program.matcher.stateCount + program.optimistic.dfa.stateCount);
  const u32 = (offset) => set[offset] | (set[offset + 1] << 8) | (set[offset + 2] << 16) | (set[offset + 3] << 24);
  at += 4 + u32(at);
  at += 4 + u32(at);
  at += 4 + u32(at);
  const head = set.slice(0, at);
  const nested = [...head, ...le32(setFile.length), ...setFile];
  return craftedFile({ sections: [list[0], list[1], { tag: "MSET", payload: nested }] });
}

/**
 * One random damage of `bytes`; most keep a correct length and checksum, so the checks behind
 * them are reached. A set's file has its stored labels (of MTCH, then of OPTM) changed one
 * time in eleven: they are a small part of its bytes, and each block is compared on its own.
 */
export function randomDamage(random, bytes) {
  const copy = Uint8Array.from(bytes);
  const kind = random.int(0, 10);
  const labels = kind === 10 ? labelBytes(bytes) : null;
  if (labels) {
    const at = random.int(labels.start, labels.end - 1);
    copy[at] ^= 1 << random.int(0, 7);
    return { name: `label byte ${at - labels.start} of MSET changed, resealed`, bytes: resealed(copy) };
  }
  const interesting = [0, 1, 2, 3, 4, 7, 8, 0x7f, 0x80, 0xff];
  if (kind === 0) {
    copy[random.int(0, copy.length - 1)] ^= 1 << random.int(0, 7);
    return { name: "a flipped bit, checksum kept", bytes: copy };
  }
  if (kind <= 3) {
    for (let flips = random.int(1, 3); flips > 0; flips--) copy[random.int(0, copy.length - 5)] ^= random.int(1, 255);
    return { name: "changed bytes, resealed", bytes: resealed(copy) };
  }
  if (kind <= 6) {
    // A field near the start of the header, the directory or a section: where counts live.
    const sectionStarts = sectionsOf(bytes).length;
    const view = new DataView(copy.buffer);
    const starts = [0, 24];
    for (let index = 0; index < sectionStarts; index++) starts.push(view.getUint32(24 + 12 * index + 4, true));
    const at = Math.min(random.pick(starts) + random.int(0, 23), copy.length - 5);
    copy[at] = random.pick(interesting);
    return { name: `byte ${at} set, resealed`, bytes: resealed(copy) };
  }
  if (kind <= 8) {
    const length = random.int(24, copy.length - 1);
    const cut = copy.slice(0, length);
    if (length >= 16) cut.set(le32(length), 12);
    return { name: `cut to ${length}, length and checksum fixed`, bytes: resealed(cut) };
  }
  if (kind === 10) {
    copy[random.int(0, copy.length - 5)] ^= random.int(1, 255);
    return { name: "a changed byte, resealed", bytes: resealed(copy) };
  }
  const grown = new Uint8Array(copy.length + random.int(1, 8));
  grown.set(copy.subarray(0, copy.length - 4));
  grown.set(le32(grown.length), 12);
  return { name: "grown, length and checksum fixed", bytes: resealed(grown) };
}

/**
 * Where a set's stored labels lie in its file (`start..<end`, both blocks), or null for a file
 * that is not a set (or whose directory or counts are already damaged).
 */
function labelBytes(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = new Map();
  for (let index = 0, count = view.getUint32(16, true); index < count; index++) {
    const entry = 24 + 12 * index;
    entries.set(String.fromCharCode(...bytes.subarray(entry, entry + 4)), view.getUint32(entry + 4, true));
  }
  const set = entries.get("MSET");
  if (set === undefined) return null;
  const states = ["MTCH", "OPTM"].reduce((sum, tag) => sum + (entries.has(tag) ? view.getUint32(entries.get(tag), true) : 0), 0);
  const start = set + 4;
  const end = start + 2 * Math.ceil(view.getUint32(set, true) / 8) * states;
  return end > start && end <= bytes.length - 4 ? { start, end } : null;
}

/**
 * A set's file whose union declares `states` states over 64 masks of `D` (MaskSetBytecodeTests'
 * wideHostileSet, the same bytes): every digit leads to state 1, which accepts; every stored
 * label is 0. With start state 0 the walk refuses it at its first step, with 2 at state 1.
 */
export function wideHostileSet(states, start) {
  const union = new Uint8Array(16 + 256 + 2 * states + Math.ceil(states / 8));
  union.set([...le32(states), ...le32(2), ...le32(start), ...le32(1)]);
  for (let byte = 0x30; byte <= 0x39; byte++) union[16 + byte] = 1;
  for (let state = 1; state < states; state++) union[272 + 2 * state + 1] = 1;
  union[272 + 2 * states] = 0b10;
  const member = withMatch(digitAutomaton());
  const set = new Uint8Array(4 + 16 * states + 64 * (8 + member.length));
  set.set(le32(64));
  for (let mask = 0, at = 4 + 16 * states; mask < 64; mask++, at += 8 + member.length) {
    set.set([...le32(0), ...le32(member.length)], at);
    set.set(member, at + 8);
  }
  return craftedFile({ sections: [{ tag: "MTCH", payload: union }, { tag: "MSET", payload: set }] });
}

/**
 * A set of one mask whose mask is a set of one mask ..., `depth` sets deep around the file of
 * `D`, each set's labels 0 (MaskSetBytecodeTests' nestedSets, the same bytes).
 */
export function nestedSets(depth) {
  let file = withMatch(digitAutomaton());
  for (let level = 0; level < depth; level++) {
    const set = [...le32(1), 0, 0, 0, 0, 0, 0, ...le32(0), ...le32(file.length), ...file];
    file = craftedFile({ sections: [{ tag: "MTCH", payload: digitAutomaton() }, { tag: "MSET", payload: set }] });
  }
  return file;
}
