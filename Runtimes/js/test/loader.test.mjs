import { test } from "node:test";
import { firstLabelDifference } from "../src/bytecode/mask-set-section.js";
import { MaskBitsArray } from "../src/set/mask-bits.js";
import assert from "node:assert/strict";
import { loadProgram } from "../src/index.js";
import { ChecksumPass } from "../src/bytecode/crc32.js";
import { errors } from "../src/program/program-error.js";

/** The CRC-32 of `bytes[start ..< end]`, as a pass over the bytes gives a set's mask's. */
const crc32 = (bytes, start = 0, end = bytes.length) => new ChecksumPass(bytes, end).of(start, end);
import { withMatch, digitAutomaton, literalMaze, literalMazeWork, resealed } from "../test-support/crafted-file.js";
import { swiftHostileCases } from "../test-support/hostile-files.js";
import { fixture, refusal } from "../test-support/fixtures.js";

const refused = (bytes, limits) => refusal((file) => loadProgram(file, limits), bytes);
const digitFile = () => withMatch(digitAutomaton());
/** CRC-32 by its plain definition: a bit a step, no tables, no words. */
const bitByBit = (bytes) => {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
};

test("the checksum is the standard CRC-32", () => {
  assert.equal(crc32(new TextEncoder().encode("123456789")), 0xcbf43926);
});

test("the checksum of any range, at any alignment in its buffer, is the bit-by-bit CRC-32's", () => {
  let seed = 7;
  const buffer = Uint8Array.from({ length: 300 }, () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16);
  // Ranges shorter and longer than a word step, starting on each of the four alignments
  // and ending on each of the eight places of a step, in views of the buffer that start
  // off a word boundary too.
  for (const viewStart of [0, 1, 2, 3]) {
    const view = buffer.subarray(viewStart);
    for (let start = 0; start < 8; start++) {
      for (let end = start; end < start + 70; end++) {
        assert.equal(crc32(view, start, end), bitByBit(view.subarray(start, end)), `view at ${viewStart}, bytes ${start}..<${end}`);
      }
    }
  }
});

test("a run's checksum from a pass is the bit-by-bit CRC-32's, for runs of many words at any place", () => {
  let seed = 11;
  const buffer = Uint8Array.from({ length: 1500 }, () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16);
  for (const viewStart of [0, 3]) {
    const view = buffer.subarray(viewStart);
    const pass = new ChecksumPass(view, 1400);
    assert.equal(pass.checksum, bitByBit(view.subarray(0, 1400)));
    for (let trial = 0; trial < 300; trial++) {
      const start = (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 1401;
      const end = start + ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % (1401 - start));
      assert.equal(pass.of(start, end), bitByBit(view.subarray(start, end)), `view at ${viewStart}, bytes ${start}..<${end}`);
    }
  }
});

test("a set's mask with a changed byte is refused with the checksum its own pass computes", () => {
  // A set's masks' checksums come from the set's pass (not a pass of their own, with its
  // own copy of the words): the refusal must still name the checksum of the changed bytes.
  const set = fixture("cards.maskc");
  const view = new DataView(set.buffer, set.byteOffset, set.byteLength);
  const members = [];
  for (let at = 24; at + 16 <= set.length; at += 4) {
    if (set[at] === 0x89 && set[at + 1] === 0x4d && set[at + 2] === 0x53 && set[at + 3] === 0x4b) {
      members.push({ start: at, length: view.getUint32(at + 12, true) });
    }
  }
  assert.equal(members.length, 2);
  for (const { start, length } of members) {
    for (const offset of [16, 63, 64, 65, length >> 1, length - 5]) {
      const damaged = Uint8Array.from(set);
      damaged[start + offset] ^= 0x5a;
      const member = damaged.subarray(start, start + length);
      const stored = new DataView(member.buffer, member.byteOffset).getUint32(length - 4, true);
      const expected = errors.checksumMismatch(stored, bitByBit(member.subarray(0, length - 4))).message;
      assert.equal(refused(resealed(damaged)), expected, `mask at ${start}, byte ${offset}`);
    }
  }
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

test("every hostile file of the Swift loader tests is refused with the Swift loader's exact message, or loads as there", () => {
  // What MaskVM's tests expect of each (LoaderTests, ReadingBytecodeTests, ReadingWorkTests,
  // MaskSetBytecodeTests, OptimisticFallbackTests), message for message; null: it loads.
  const deadNotDead = "state 0 must be the dead state: not accepting, with every transition to itself";
  const expected = {
    "truncated to 3 bytes": "bytecode is truncated: 3 bytes, at least 28 needed",
    "bad magic": "not a maskc bytecode file (bad magic number)",
    "version 3": "unsupported bytecode version 3; this maskc reads versions 1 to 2",
    "byte order": "bytecode byte-order mark is 0xfffe, expected 0xfeff",
    "reserved": "reserved field header flags is not zero",
    "0 sections": "invalid section count 0",
    "17 sections": "invalid section count 17",
    "misaligned": "section MTCH does not start on a 4-byte boundary",
    "bad tag": "a section tag is not four ASCII letters or digits",
    "offset past the end": "section MTCH lies outside the file",
    "length past the end": "section MTCH lies outside the file",
    "offset in the header": "section MTCH lies outside the file",
    "a byte more than declared": "bytecode header declares 1844 bytes but the file has 1845",
    "corrupt byte": "bytecode checksum mismatch: stored 0x12fbfd0a, computed 0x4035d4b0; the file is corrupt",
    "duplicate MTCH": "section MTCH appears twice",
    "no MTCH": "required section MTCH is missing",
    "unknown required": "unknown required section XTRA; the file needs a newer maskc",
    "unknown optional": null,
    "overlap": "section xtra overlaps another section or the directory",
    "srce not UTF-8": "section srce holds text that is not valid UTF-8",
    "srce too short": "section srce is malformed: the pattern declares 99 bytes but only 1 remain",
    "srce language regex": null,
    "srce language glob": 'section srce is malformed: unknown pattern language "glob"',
    "srce language mask": 'section srce is malformed: unknown pattern language "mask"',
    "target 7": "found invalid state ID 7 in transition table (state 2, class 1)",
    "target 3": "found invalid state ID 3 in transition table (state 2, class 1)",
    "start 3": "found invalid start state ID 3",
    "dead state moves": deadNotDead,
    "dead state accepts": deadNotDead,
    "nothing accepts": "state 1 cannot reach an accepting state",
    "class 2": "found invalid class 2 for byte 0xc8 in the byte class map",
    "width 4": null,
    "width 3": "section MTCH is malformed: transition width 3 is not 1, 2 or 4",
    "start before accepting": null,
    "huge state count": "section MTCH is malformed: state count 4294967295 is not between 1 and 1000000",
    "257 classes": "found invalid byte class count 257 (must be 1 to 256)",
    "bits past the last state": "section MTCH is malformed: accepting bitmap has bits set past the last state",
    "automaton cut short": "section MTCH is malformed: 262 bytes of tables do not fit 3 states of 2 columns",
    "no READ": "required section READ is missing",
    "no OPTM": "required section OPTM is missing",
    "READ cut": "section READ is malformed: 834 bytes of tables do not fit 18 states of 16 columns",
    "READ padded": "section READ is malformed: 836 bytes of tables do not fit 18 states of 16 columns",
    "READ target width 3": "section READ is malformed: target width 3 is not 1, 2 or 4",
    "READ rank width 0": "section READ is malformed: rank width 0 is not 1, 2 or 4",
    "READ huge": "section READ is malformed: state count 2147483647 is not between 1 and 1000000",
    "READ target past the last state": "found invalid state ID 18 in transition table (state 1, class 0)",
    "READ class past the count": "found invalid class 8 for byte 0x41 in the byte class map",
    "READ dead state accepts": deadNotDead,
    "READ nothing accepts": "state 1 cannot reach an accepting state",
    "READ cycle": "reading automaton has a cycle through state 1; a mask's texts are bounded",
    "READ literal on a wide class": "reading automaton reads class 1 as a literal in state 1, but the class has more than one byte",
    "OPTM target past the last state": "found invalid state ID 27 in transition table (state 1, class 0)",
    "EDIT required": "unknown required section EDIT; the file needs a newer maskc",
    "edit optional": null,
    "literal maze of 520 states": `reading automaton needs ${literalMazeWork(520)} steps to derive its insertion tables, over the limit of 50000000`,
    "literal maze of 40 states": null,
    "ONFA": null,
    "ONFA move past the last state": "found invalid state ID 27 in transition table (state 2, class 5)",
    "OPTM and ONFA": "section ONFA is malformed: a file has an OPTM or an ONFA section, not both",
    "set label at 0": "the mask labels of state 0 of MTCH differ from those the masks give",
    "set label at 2": "the mask labels of state 1 of MTCH differ from those the masks give",
    "set label at 75": "the mask labels of state 37 of MTCH differ from those the masks give",
    "set label at 76": "the mask labels of state 0 of OPTM differ from those the masks give",
    "set of 0 masks": "a set of masks has 0 masks; it must have 1 to 64",
    "set of 1 masks": "section MSET is malformed: 1528 unexpected trailing bytes",
    "set of 65 masks": "a set of masks has 65 masks; it must have 1 to 64",
    "set of 1000000 masks": "a set of masks has 1000000 masks; it must have 1 to 64",
    "set cut by 1": "section MSET is malformed: mask 2's file declares 1520 bytes but only 1519 remain",
    "set cut by 5": "section MSET is malformed: mask 2's file declares 1520 bytes but only 1515 remain",
    "set cut by 100": "section MSET is malformed: mask 2's file declares 1520 bytes but only 1420 remain",
    "set padded": "section MSET is malformed: 4 unexpected trailing bytes",
    "set with READ": "section READ is malformed: a set of masks has no READ section of its own",
    "set with srce": "section srce is malformed: a set of masks has no srce section of its own",
    "set with ONFA": "section ONFA is malformed: a set of masks has no ONFA section of its own",
    "set without OPTM": null,
    "set in a set": "mask 2 of a set is itself a set",
    "set whose union is another's": "section MSET is malformed: mask 1's name declares 33554944 bytes but only 2896 remain",
    // Past the match labels, the optimistic ones are read as a mask's name's length.
    "set without OPTM that keeps its optimistic labels": "section MSET is malformed: mask 1's name declares 50462720 bytes but only 2984 remain",
    "set's optimistic live label of state 0 changed": "the mask labels of state 0 of OPTM differ from those the masks give",
    "set's optimistic live label of state 1 changed": "the mask labels of state 1 of OPTM differ from those the masks give",
    "set's optimistic live label of state 63 changed": "the mask labels of state 63 of OPTM differ from those the masks give",
    "set whose OPTM is its MTCH, with the match labels twice": "the union automaton disagrees with mask 2 at state 4",
    "set without literals, label 0 changed": "the mask labels of state 0 of MTCH differ from those the masks give",
    "set without literals, label 11 changed": "the mask labels of state 5 of MTCH differ from those the masks give",
    "set without literals, label 12 changed": "the mask labels of state 0 of OPTM differ from those the masks give",
    "set without literals, label 23 changed": "the mask labels of state 5 of OPTM differ from those the masks give",
    "sets nested 1 deep": "the mask labels of state 1 of MTCH differ from those the masks give",
    "sets nested 2 deep": "mask 1 of a set is itself a set",
    "sets nested 3 deep": "mask 1 of a set is itself a set",
    "sets nested 100 deep": "mask 1 of a set is itself a set",
  };
  const cases = swiftHostileCases();
  assert.deepEqual(cases.map((entry) => entry.name).sort(), Object.keys(expected).sort());
  for (const { name, bytes } of cases) assert.equal(refused(bytes), expected[name], name);
  const loaded = (name) => loadProgram(cases.find((entry) => entry.name === name).bytes);
  assert.equal(loaded("srce language regex").source.language, "regex");
  assert.equal(loaded("ONFA").optimistic.nfa.stateCount, 27);
  assert.equal(loaded("set without OPTM").optimistic.members.length, 2);
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

test("resealing an unchanged file changes nothing: it still loads", () => {
  assert.equal(refused(resealed(fixture("ipv4.maskc"))), null);
});

test("stored labels a set derives none for, or for other states than it derives, differ at the first state one lacks", () => {
  const derived = { accepting: new MaskBitsArray(2), live: new MaskBitsArray(2) };
  const stored = (states) => ({ bytes: new Uint8Array(2 * states), width: 1, states });
  assert.equal(firstLabelDifference(stored(0), null), -1);
  assert.equal(firstLabelDifference(stored(3), null), 0);
  assert.equal(firstLabelDifference(stored(2), derived), -1);
  assert.equal(firstLabelDifference(stored(3), derived), 2);
  assert.equal(firstLabelDifference(stored(1), derived), 1);
});
