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
 * The message of each case of the Swift enum, from the case's arguments. Names and arguments
 * follow the Swift cases.
 */
const messages = {
  truncated: (length, needed) => `bytecode is truncated: ${length} bytes, at least ${needed} needed`,
  tooLarge: (bytes, limit) => `bytecode is ${bytes} bytes, over the limit of ${limit}`,
  badMagic: () => "not a maskc bytecode file (bad magic number)",
  unsupportedVersion: (version) => `unsupported bytecode version ${version}; this maskc reads versions 1 to 2`,
  wrongByteOrder: (mark) => `bytecode byte-order mark is 0x${hex(mark)}, expected 0xfeff`,
  lengthMismatch: (declared, actual) =>
    `bytecode header declares ${declared} bytes but the file has ${actual}`,
  checksumMismatch: (stored, computed) =>
    `bytecode checksum mismatch: stored 0x${hex(stored)}, computed 0x${hex(computed)}; the file is corrupt`,
  invalidSectionCount: (count) => `invalid section count ${count}`,
  reservedFieldNotZero: (field) => `reserved field ${field} is not zero`,
  sectionOutOfBounds: (tag) => `section ${tag} lies outside the file`,
  sectionMisaligned: (tag) => `section ${tag} does not start on a 4-byte boundary`,
  sectionsOverlap: (tag) => `section ${tag} overlaps another section or the directory`,
  duplicateSection: (tag) => `section ${tag} appears twice`,
  invalidSectionTag: () => "a section tag is not four ASCII letters or digits",
  unknownRequiredSection: (tag) => `unknown required section ${tag}; the file needs a newer maskc`,
  missingSection: (tag) => `required section ${tag} is missing`,
  malformedSection: (tag, reason) => `section ${tag} is malformed: ${reason}`,
  invalidText: (tag) => `section ${tag} holds text that is not valid UTF-8`,
  invalidClassCount: (count) => `found invalid byte class count ${count} (must be 1 to 256)`,
  invalidClass: (byte, cls) => `found invalid class ${cls} for byte 0x${hex(byte)} in the byte class map`,
  noStates: () => "automaton has no states",
  automatonTooLarge: (states, classes) => `automaton of ${states} states and ${classes} classes is too large`,
  invalidTarget: (state, cls, target) =>
    `found invalid state ID ${target} in transition table (state ${state}, class ${cls})`,
  invalidStartState: (state) => `found invalid start state ID ${state}`,
  deadStateNotDead: () => "state 0 must be the dead state: not accepting, with every transition to itself",
  stateCannotAccept: (state) => `state ${state} cannot reach an accepting state`,
  cyclicReadingAutomaton: (state) =>
    `reading automaton has a cycle through state ${state}; a mask's texts are bounded`,
  literalOnWideClass: (state, cls) =>
    `reading automaton reads class ${cls} as a literal in state ${state}, but the class has more than one byte`,
  readingWorkOverLimit: (work, limit) =>
    `reading automaton needs ${work} steps to derive its insertion tables, over the limit of ${limit}`,
  invalidMaskCount: (count) => `a set of masks has ${count} masks; it must have 1 to ${maximumMaskCount}`,
  maskSetDisagrees: (mask, state) => `the union automaton disagrees with mask ${mask + 1} at state ${state}`,
  unreachableState: (state) => `state ${state} of the union automaton is unreachable`,
  invalidMaskLabel: (automaton, state) => `the mask labels of state ${state} of ${automaton} differ from those the masks give`,
  nestedMaskSet: (mask) => `mask ${mask + 1} of a set is itself a set`,
};

/**
 * One constructor a case of the Swift enum; each returns the error to throw, with the case's
 * name as its kind (spelled once, in `messages`, not again in a `new ProgramError("...")`
 * each: some 115 bytes of the gzipped build).
 */
export const errors = Object.fromEntries(Object.entries(messages).map(([kind, message]) =>
  [kind, (...values) => new ProgramError(kind, message(...values))]));

/** The end of a refusal of bytes the section does not have: " bytes but only 2 remain". */
const remain = (left) => ` bytes but only ${left} remain`;

/**
 * The reasons a section is malformed (`malformedSection`) that the JavaScript loader and
 * the WebAssembly kernel's faults both give, one maker a reason.
 */
export const malformed = {
  short: (tag, what, declared, count, left) =>
    errors.malformedSection(tag, `${what} ${declared ? "declares" : "needs"} ${count}${remain(left)}`),
  trailing: (tag, left) => errors.malformedSection(tag, `${left} unexpected trailing bytes`),
  bitmap: (tag) => errors.malformedSection(tag, "accepting bitmap has bits set past the last state"),
  stateCount: (tag, states, limit) => errors.malformedSection(tag, `state count ${states} is not between 1 and ${limit}`),
  tables: (tag, left, states, columns) =>
    errors.malformedSection(tag, `${left} bytes of tables do not fit ${states} states of ${columns} columns`),
  width: (tag, what, width) => errors.malformedSection(tag, `${what} width ${width} is not 1, 2 or 4`),
  labels: (tag, automaton, states, need, left) =>
    errors.malformedSection(tag, `the mask labels of ${automaton}'s ${states} states need ${need}${remain(left)}`),
  setSection: (tag) => errors.malformedSection(tag, `a set of masks has no ${tag} section of its own`),
  both: () => errors.malformedSection("ONFA", "a file has an OPTM or an ONFA section, not both"),
  language: (name) => errors.malformedSection("srce", `unknown pattern language "${name}"`),
};
