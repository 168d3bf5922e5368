/**
 * Why a bytecode file was refused: the port of MaskVM's `ProgramError`
 * (Sources/MaskVM/Program/ProgramError.swift). Every message is the Swift loader's, word for
 * word, so that the two loaders can be compared on the message alone.
 */
export class ProgramError extends Error {
  /**
   * @param {string} kind the Swift case's name, e.g. "checksumMismatch"
   * @param {string} message the Swift case's `description`
   */
  constructor(kind, message) {
    super(message);
    this.name = "ProgramError";
    /** @type {string} */
    this.kind = kind;
  }
}

/** Lower-case hexadecimal without padding, as Swift's `String(value, radix: 16)`. */
function hex(value) {
  return value.toString(16);
}

/** The maximum number of masks in a set (`MaskProgram.maximumMaskCount`). */
export const maximumMaskCount = 64;

/**
 * One constructor a case of the Swift enum; each returns the error to throw.
 * Names and arguments follow the Swift cases.
 */
export const errors = {
  truncated: (length, needed) =>
    new ProgramError("truncated", `bytecode is truncated: ${length} bytes, at least ${needed} needed`),
  tooLarge: (bytes, limit) =>
    new ProgramError("tooLarge", `bytecode is ${bytes} bytes, over the limit of ${limit}`),
  badMagic: () => new ProgramError("badMagic", "not a maskc bytecode file (bad magic number)"),
  unsupportedVersion: (version) =>
    new ProgramError("unsupportedVersion", `unsupported bytecode version ${version}; this maskc reads version 1`),
  wrongByteOrder: (mark) =>
    new ProgramError("wrongByteOrder", `bytecode byte-order mark is 0x${hex(mark)}, expected 0xfeff`),
  lengthMismatch: (declared, actual) =>
    new ProgramError("lengthMismatch", `bytecode header declares ${declared} bytes but the file has ${actual}`),
  checksumMismatch: (stored, computed) =>
    new ProgramError("checksumMismatch",
      `bytecode checksum mismatch: stored 0x${hex(stored)}, computed 0x${hex(computed)}; the file is corrupt`),
  invalidSectionCount: (count) => new ProgramError("invalidSectionCount", `invalid section count ${count}`),
  reservedFieldNotZero: (field) => new ProgramError("reservedFieldNotZero", `reserved field ${field} is not zero`),
  sectionOutOfBounds: (tag) => new ProgramError("sectionOutOfBounds", `section ${tag} lies outside the file`),
  sectionMisaligned: (tag) =>
    new ProgramError("sectionMisaligned", `section ${tag} does not start on a 4-byte boundary`),
  sectionsOverlap: (tag) =>
    new ProgramError("sectionsOverlap", `section ${tag} overlaps another section or the directory`),
  duplicateSection: (tag) => new ProgramError("duplicateSection", `section ${tag} appears twice`),
  invalidSectionTag: () =>
    new ProgramError("invalidSectionTag", "a section tag is not four ASCII letters or digits"),
  unknownRequiredSection: (tag) =>
    new ProgramError("unknownRequiredSection", `unknown required section ${tag}; the file needs a newer maskc`),
  missingSection: (tag) => new ProgramError("missingSection", `required section ${tag} is missing`),
  malformedSection: (tag, reason) => new ProgramError("malformedSection", `section ${tag} is malformed: ${reason}`),
  invalidText: (tag) => new ProgramError("invalidText", `section ${tag} holds text that is not valid UTF-8`),
  invalidClassCount: (count) =>
    new ProgramError("invalidClassCount", `found invalid byte class count ${count} (must be 1 to 256)`),
  invalidClass: (byte, cls) =>
    new ProgramError("invalidClass", `found invalid class ${cls} for byte 0x${hex(byte)} in the byte class map`),
  noStates: () => new ProgramError("noStates", "automaton has no states"),
  automatonTooLarge: (states, classes) =>
    new ProgramError("automatonTooLarge", `automaton of ${states} states and ${classes} classes is too large`),
  invalidTarget: (state, cls, target) =>
    new ProgramError("invalidTarget",
      `found invalid state ID ${target} in transition table (state ${state}, class ${cls})`),
  invalidStartState: (state) => new ProgramError("invalidStartState", `found invalid start state ID ${state}`),
  deadStateNotDead: () =>
    new ProgramError("deadStateNotDead",
      "state 0 must be the dead state: not accepting, with every transition to itself"),
  stateCannotAccept: (state) =>
    new ProgramError("stateCannotAccept", `state ${state} cannot reach an accepting state`),
  cyclicReadingAutomaton: (state) =>
    new ProgramError("cyclicReadingAutomaton",
      `reading automaton has a cycle through state ${state}; a mask's texts are bounded`),
  literalOnWideClass: (state, cls) =>
    new ProgramError("literalOnWideClass",
      `reading automaton reads class ${cls} as a literal in state ${state}, but the class has more than one byte`),
  readingWorkOverLimit: (work, limit) =>
    new ProgramError("readingWorkOverLimit",
      `reading automaton needs ${work} steps to derive its insertion tables, over the limit of ${limit}`),
  invalidMaskCount: (count) =>
    new ProgramError("invalidMaskCount",
      `a set of masks has ${count} masks; it must have 1 to ${maximumMaskCount}`),
  maskSetDisagrees: (mask, state) =>
    new ProgramError("maskSetDisagrees", `the union automaton disagrees with mask ${mask + 1} at state ${state}`),
  unreachableState: (state) =>
    new ProgramError("unreachableState", `state ${state} of the union automaton is unreachable`),
  invalidMaskLabel: (state) =>
    new ProgramError("invalidMaskLabel", `the mask labels of state ${state} differ from those the masks give`),
  nestedMaskSet: (mask) => new ProgramError("nestedMaskSet", `mask ${mask + 1} of a set is itself a set`),
};

/**
 * The reasons a section is malformed (`malformedSection`) that the JavaScript loader and
 * the WebAssembly kernel's faults both give, one maker a reason.
 */
export const malformed = {
  needs: (tag, count, left) => errors.malformedSection(tag, `needs ${count} more bytes, ${left} left`),
  trailing: (tag, left) => errors.malformedSection(tag, `${left} unexpected trailing bytes`),
  bitmap: (tag) => errors.malformedSection(tag, "accepting bitmap has bits set past the last state"),
  stateCount: (tag, states, limit) => errors.malformedSection(tag, `state count ${states} is not between 1 and ${limit}`),
  tables: (tag, left, states, columns) =>
    errors.malformedSection(tag, `${left} bytes of tables do not fit ${states} states of ${columns} columns`),
  width: (tag, what, width) => errors.malformedSection(tag, `${what} width ${width} is not 1, 2 or 4`),
  labels: (tag, need, left) => errors.malformedSection(tag, `mask labels need ${need} bytes, ${left} left`),
  setSection: (tag) => errors.malformedSection(tag, `a set of masks has no ${tag} section of its own`),
  both: () => errors.malformedSection("ONFA", "a file has an OPTM or an ONFA section, not both"),
  language: (name) => errors.malformedSection("srce", `unknown pattern language "${name}"`),
};
