import { test } from "node:test";
import assert from "node:assert/strict";
import { loadProgram } from "../src/index.js";
import { crc32 } from "../src/bytecode/crc32.js";
import {
  craftedFile, withMatch, digitAutomaton, companionsOfD, le32, sectionsOf, literalMaze, literalMazeWork, resealed,
} from "../test-support/crafted-file.js";
import { fixture, refusal } from "../test-support/fixtures.js";

const refused = (bytes, limits) => refusal((file) => loadProgram(file, limits), bytes);
const digitFile = () => withMatch(digitAutomaton());

test("the checksum is the standard CRC-32", () => {
  assert.equal(crc32(new TextEncoder().encode("123456789")), 0xcbf43926);
});

test("the kept version-1 files load, and the phone file is the documented 1,844 bytes", () => {
  const phone = fixture("phone.maskc");
  assert.equal(phone.length, 1844);
  assert.equal(loadProgram(phone).source.pattern, "+?7|8(DDD)DDD-?DD-?DD");
  assert.equal(loadProgram(phone).matcher.stateCount, 18);
  assert.equal(loadProgram(phone).matcher.classCount, 7);
  const cards = loadProgram(fixture("cards.maskc"));
  assert.equal(cards.isMaskSet, true);
  assert.deepEqual(cards.masks.map((mask) => mask.pattern), ["DDDD DDDD DDDD DDDD", "3[47]DD DDDDDD DDDDD"]);
  assert.equal(loadProgram(fixture("ipv4.maskc")).isMaskSet, false);
});

test("a crafted minimal file loads: the language of D", () => {
  const program = loadProgram(digitFile());
  assert.deepEqual(program.match("5"), { result: "complete", at: null });
  assert.deepEqual(program.match(""), { result: "partial", at: null });
  assert.deepEqual(program.match("a"), { result: "illegal", at: 0 });
  assert.equal(program.source.pattern, "");
});

test("truncation at every length is refused", () => {
  const bytes = fixture("phone.maskc");
  for (let length = 0; length < bytes.length; length++) {
    assert.notEqual(refused(bytes.subarray(0, length)), null, `truncated to ${length}`);
  }
  assert.equal(refused(bytes.subarray(0, 3)), "bytecode is truncated: 3 bytes, at least 28 needed");
});

test("every single-byte corruption is refused", () => {
  const bytes = fixture("phone.maskc");
  for (const mask of [0x01, 0x80, 0xff]) {
    for (let index = 0; index < bytes.length; index++) {
      const damaged = Uint8Array.from(bytes);
      damaged[index] ^= mask;
      assert.notEqual(refused(damaged), null, `byte ${index} ^ ${mask}`);
    }
  }
});

test("a corrupted byte is reported as a checksum mismatch", () => {
  const bytes = Uint8Array.from(fixture("phone.maskc"));
  bytes[100] ^= 0x10;
  assert.match(refused(bytes), /^bytecode checksum mismatch: stored 0x[0-9a-f]+, computed 0x[0-9a-f]+; the file is corrupt$/);
});

test("container damage with a valid checksum is refused with the exact reason", () => {
  const sections = () => [{ tag: "MTCH", payload: digitAutomaton() }, ...companionsOfD()];
  const cases = [
    [{ magic: [0x89, 0x4e, 0x53, 0x4b, 0x0d, 0x0a, 0x1a, 0x0a] }, "not a maskc bytecode file (bad magic number)"],
    [{ version: 2 }, "unsupported bytecode version 2; this maskc reads version 1"],
    [{ byteOrderMark: 0xfffe }, "bytecode byte-order mark is 0xfffe, expected 0xfeff"],
    [{ reserved: 1 }, "reserved field header flags is not zero"],
    [{ sectionCount: 0 }, "invalid section count 0"],
    [{ sectionCount: 17 }, "invalid section count 17"],
    [{ gap: 2 }, "section MTCH does not start on a 4-byte boundary"],
  ];
  for (const [change, message] of cases) {
    assert.equal(refused(craftedFile({ sections: sections(), ...change })), message, JSON.stringify(change));
  }
  const withFirst = (change) => {
    const list = sections();
    Object.assign(list[0], change);
    return craftedFile({ sections: list });
  };
  assert.equal(refused(withFirst({ tag: "MT!H" })), "a section tag is not four ASCII letters or digits");
  for (const change of [{ offset: 1 << 20 }, { length: 1 << 30 }, { offset: 8 }]) {
    assert.equal(refused(withFirst(change)), "section MTCH lies outside the file", JSON.stringify(change));
  }
});

test("section-level damage is refused", () => {
  const payload = digitAutomaton();
  const source = [...le32(1), 0x44, ...le32(0)];
  const file = (list) => craftedFile({ sections: list });
  assert.equal(refused(file([{ tag: "MTCH", payload }, { tag: "MTCH", payload }])), "section MTCH appears twice");
  assert.equal(refused(file([{ tag: "srce", payload: source }])), "required section MTCH is missing");
  assert.equal(refused(file([{ tag: "MTCH", payload }, { tag: "XTRA", payload: [1, 2, 3, 4] }])),
    "unknown required section XTRA; the file needs a newer maskc");
  assert.equal(refused(file([{ tag: "MTCH", payload }, { tag: "xtra", payload: [1, 2, 3, 4] }, ...companionsOfD()])), null,
    "an unknown optional section is skipped");
  // The directory of four sections ends at 72, where MTCH starts.
  assert.equal(refused(file([{ tag: "MTCH", payload }, { tag: "xtra", payload: [1, 2, 3, 4], offset: 72 }, ...companionsOfD()])),
    "section xtra overlaps another section or the directory");
  assert.equal(refused(file([{ tag: "MTCH", payload }, { tag: "srce", payload: [...le32(2), 0xc3, 0x28, ...le32(0)] }, ...companionsOfD()])),
    "section srce holds text that is not valid UTF-8");
  assert.equal(refused(file([{ tag: "MTCH", payload }, { tag: "srce", payload: [...le32(99), 0x44] }, ...companionsOfD()])),
    "section srce is malformed: needs 99 more bytes, 1 left");
  assert.equal(refused(file([{ tag: "MTCH", payload }, { tag: "srce", payload: source }, ...companionsOfD()])), null);
  const regex = [...source, ...le32(5), ...new TextEncoder().encode("regex")];
  assert.equal(loadProgram(file([{ tag: "MTCH", payload }, { tag: "srce", payload: regex }, ...companionsOfD()])).source.language, "regex");
  for (const name of ["glob", "mask"]) {
    const unknown = [...source, ...le32(name.length), ...new TextEncoder().encode(name)];
    assert.equal(refused(file([{ tag: "MTCH", payload }, { tag: "srce", payload: unknown }, ...companionsOfD()])),
      `section srce is malformed: unknown pattern language "${name}"`);
  }
});

test("automaton damage with a valid checksum is refused with the exact reason", () => {
  const failure = (change) => refused(withMatch(digitAutomaton(change)));
  assert.equal(failure({ transitions: [0, 0, 0, 0, 0, 7] }), "found invalid state ID 7 in transition table (state 2, class 1)");
  assert.equal(failure({ transitions: [0, 0, 0, 0, 0, 3] }), "found invalid state ID 3 in transition table (state 2, class 1)");
  assert.equal(failure({ start: 3 }), "found invalid start state ID 3");
  const deadNotDead = "state 0 must be the dead state: not accepting, with every transition to itself";
  assert.equal(failure({ transitions: [0, 1, 0, 0, 0, 1] }), deadNotDead);
  assert.equal(failure({ accepting: [0, 1] }), deadNotDead);
  assert.equal(failure({ accepting: [] }), "state 1 cannot reach an accepting state");
  const map = Array.from({ length: 256 }, (_, byte) => (byte >= 0x30 && byte <= 0x39 ? 1 : 0));
  map[200] = 2;
  assert.equal(failure({ classMap: map }), "found invalid class 2 for byte 0xc8 in the byte class map");
  assert.equal(failure({ width: 4 }), null, "a wider entry width is allowed");
  assert.equal(failure({ width: 3 }), "section MTCH is malformed: transition width 3 is not 1, 2 or 4");
  const huge = digitAutomaton();
  huge.splice(0, 4, ...le32(0xffffffff));
  assert.equal(refused(withMatch(huge)), "section MTCH is malformed: state count 4294967295 is not between 1 and 1000000");
  const manyClasses = digitAutomaton();
  manyClasses.splice(4, 4, ...le32(257));
  assert.equal(refused(withMatch(manyClasses)), "found invalid byte class count 257 (must be 1 to 256)");
  const extraBits = digitAutomaton();
  extraBits[extraBits.length - 1] |= 0x80;
  assert.equal(refused(withMatch(extraBits)), "section MTCH is malformed: accepting bitmap has bits set past the last state");
  assert.equal(refused(withMatch(digitAutomaton().slice(0, -1))),
    "section MTCH is malformed: 262 bytes of tables do not fit 3 states of 2 columns");
});

test("size limits are enforced before anything is trusted", () => {
  const bytes = fixture("phone.maskc");
  const limits = (change) => ({ maximumBytecodeSize: 64 << 20, maximumStates: 1_000_000, maximumReadingWork: 50_000_000, ...change });
  assert.equal(refused(bytes, limits({ maximumBytecodeSize: 100 })), "bytecode is 1844 bytes, over the limit of 100");
  assert.equal(refused(bytes, limits({ maximumStates: 10 })), "section MTCH is malformed: state count 18 is not between 1 and 10");
  const longer = new Uint8Array(bytes.length + 1);
  longer.set(bytes);
  assert.equal(refused(longer), "bytecode header declares 1844 bytes but the file has 1845");
});

test("states are renumbered on load: dead, accepting, others", () => {
  const program = loadProgram(withMatch(digitAutomaton({ start: 1, transitions: [0, 0, 0, 2, 0, 0], accepting: [2] })));
  assert.equal(program.matcher.startState, 2);
  assert.equal(program.matcher.isAccepting(1), true);
  assert.deepEqual(program.match("3"), { result: "complete", at: null });
});

test("a missing READ or OPTM, both OPTM and ONFA, and damaged READ fields are refused", () => {
  const phone = sectionsOf(fixture("phone.maskc"));
  const without = (tag) => craftedFile({ sections: phone.filter((section) => section.tag !== tag) });
  assert.equal(refused(without("READ")), "required section READ is missing");
  assert.equal(refused(without("OPTM")), "required section OPTM is missing");
  const read = phone.find((section) => section.tag === "READ");
  const withRead = (payload) => craftedFile({ sections: phone.map((section) => (section.tag === "READ" ? { tag: "READ", payload } : section)) });
  const badWidth = [...read.payload];
  badWidth[12] = 3;
  assert.equal(refused(withRead(badWidth)), "section READ is malformed: target width 3 is not 1, 2 or 4");
  const badRankWidth = [...read.payload];
  badRankWidth[16] = 0;
  assert.equal(refused(withRead(badRankWidth)), "section READ is malformed: rank width 0 is not 1, 2 or 4");
  assert.notEqual(refused(withRead(read.payload.slice(0, -1))), null);
  assert.notEqual(refused(withRead([...read.payload, 0])), null);
});

test("a READ automaton with a cycle, or a literal on a class of several bytes, is refused", () => {
  const readingFile = (states, targets, accepting, map) => {
    const payload = [...le32(states), ...le32(2), ...le32(1), ...le32(1), ...le32(1), ...map,
      ...targets, ...new Array(targets.length).fill(0), accepting];
    return craftedFile({ sections: [{ tag: "MTCH", payload: digitAutomaton() }, companionsOfD()[0], { tag: "READ", payload }] });
  };
  const map = new Array(256).fill(0);
  map[0x2d] = 1;
  const cycle = new Array(8).fill(0);
  cycle[(1 * 2 + 1) * 2] = 1;
  assert.equal(refused(readingFile(2, cycle, 0b10, map)), "reading automaton has a cycle through state 1; a mask's texts are bounded");
  const wide = new Array(256).fill(0);
  wide[0x61] = 1;
  wide[0x62] = 1;
  const targets = new Array(12).fill(0);
  targets[(1 * 2 + 1) * 2] = 2;
  assert.equal(refused(readingFile(3, targets, 0b100, wide)),
    "reading automaton reads class 1 as a literal in state 1, but the class has more than one byte");
});

test("deriving the reading tables is bounded: a crafted worst case is refused over the limit with its exact work", () => {
  const work = literalMazeWork(40);
  assert.equal(work, 512 * (38 + (38 * 39) / 2));
  const limits = (limit) => ({ maximumBytecodeSize: 64 << 20, maximumStates: 1_000_000, maximumReadingWork: limit });
  assert.equal(refused(literalMaze(40), limits(work - 1)),
    `reading automaton needs ${work} steps to derive its insertion tables, over the limit of ${work - 1}`);
  assert.equal(refused(literalMaze(40), limits(work)), null);
  const big = literalMazeWork(520);
  assert.equal(refused(literalMaze(520)), `reading automaton needs ${big} steps to derive its insertion tables, over the limit of 50000000`);
});

test("a set: a changed label, trailing bytes, a READ of its own or a bad mask count are refused", () => {
  const cards = sectionsOf(fixture("cards.maskc"));
  assert.deepEqual(cards.map((section) => section.tag), ["MTCH", "OPTM", "MSET"]);
  const matchStates = loadProgram(fixture("cards.maskc")).matcher.stateCount;
  const withSet = (edit) => {
    const sections = cards.map((section) => ({ ...section, payload: [...section.payload] }));
    edit(sections[2].payload, sections);
    return craftedFile({ sections });
  };
  for (const [offset, state] of [[0, 0], [2, 1], [2 * matchStates - 1, matchStates - 1], [2 * matchStates, 0]]) {
    assert.equal(refused(withSet((payload) => { payload[4 + offset] ^= 0x02; })),
      `the mask labels of state ${state} differ from those the masks give`, `offset ${offset}`);
  }
  assert.equal(refused(withSet((payload) => payload.push(0, 0, 0, 0))), "section MSET is malformed: 4 unexpected trailing bytes");
  for (const count of [0, 65]) {
    assert.equal(refused(withSet((payload) => payload.splice(0, 4, ...le32(count)))),
      `a set of masks has ${count} masks; it must have 1 to 64`);
  }
  const read = sectionsOf(fixture("phone.maskc")).find((section) => section.tag === "READ");
  assert.equal(refused(withSet((_, sections) => sections.push(read))),
    "section READ is malformed: a set of masks has no READ section of its own");
});

test("resealing an unchanged file changes nothing: it still loads", () => {
  assert.equal(refused(resealed(fixture("ipv4.maskc"))), null);
});
