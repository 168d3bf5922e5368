/// Why an automaton or a bytecode file was refused. Every case names exactly what is wrong,
/// so a corrupt file can be diagnosed from the message alone.
public enum ProgramError: Error, Hashable, Sendable, CustomStringConvertible {
    // Structure of the file.
    case truncated(length: Int, needed: Int)
    case tooLarge(bytes: Int, limit: Int)
    case badMagic
    case unsupportedVersion(UInt16)
    case wrongByteOrder(UInt16)
    case lengthMismatch(declared: Int, actual: Int)
    case checksumMismatch(stored: UInt32, computed: UInt32)
    case invalidSectionCount(Int)
    case reservedFieldNotZero(String)
    case sectionOutOfBounds(tag: String)
    case sectionMisaligned(tag: String)
    case sectionsOverlap(tag: String)
    case duplicateSection(tag: String)
    case invalidSectionTag
    case unknownRequiredSection(tag: String)
    case missingSection(tag: String)
    case malformedSection(tag: String, reason: String)
    case invalidText(tag: String)
    // Semantics of an automaton.
    case invalidClassCount(Int)
    case invalidClassMapSize(Int)
    case invalidClass(byte: UInt8, cls: Int)
    case noStates
    case invalidTableSize(expected: Int, found: Int)
    case automatonTooLarge(states: Int, classes: Int)
    case invalidTarget(state: Int, cls: Int, target: Int)
    case invalidStartState(Int)
    case deadStateNotDead
    case stateCannotAccept(Int)
    // Semantics of the reading automaton.
    case cyclicReadingAutomaton(state: Int)
    case literalOnWideClass(state: Int, cls: Int)
    /// Deriving the reading tables would take `work` steps, over `limit`
    /// (``MaskProgram/LoadLimits/maximumReadingWork``).
    case readingWorkOverLimit(work: Int, limit: Int)
    // Semantics of a set of masks.
    /// A set has more masks than ``MaskProgram/maximumMaskCount``, or none.
    case invalidMaskCount(Int)
    /// The union automaton disagrees with mask `mask` (0-based) at union state `state`: it
    /// refuses a text the mask can complete, meets two of the mask's states there, or
    /// accepts where no mask does.
    case maskSetDisagrees(mask: Int, state: Int)
    /// A state of a set's union automaton that no text reaches.
    case unreachableState(Int)
    /// A stored label of a state of a union automaton (`automaton`: its section's tag, MTCH
    /// or OPTM) differs from the one derived from the masks.
    case invalidMaskLabel(automaton: String, state: Int)
    /// A mask of a set is itself a set.
    case nestedMaskSet(mask: Int)

    public var description: String {
        switch self {
        case .truncated(let length, let needed):
            "bytecode is truncated: \(length) bytes, at least \(needed) needed"
        case .tooLarge(let bytes, let limit):
            "bytecode is \(bytes) bytes, over the limit of \(limit)"
        case .badMagic:
            "not a maskc bytecode file (bad magic number)"
        case .unsupportedVersion(let version):
            "unsupported bytecode version \(version); this maskc reads versions \(BytecodeFormat.oldestVersion) to \(BytecodeFormat.version)"
        case .wrongByteOrder(let mark):
            "bytecode byte-order mark is 0x\(String(mark, radix: 16)), expected 0xfeff"
        case .lengthMismatch(let declared, let actual):
            "bytecode header declares \(declared) bytes but the file has \(actual)"
        case .checksumMismatch(let stored, let computed):
            "bytecode checksum mismatch: stored 0x\(String(stored, radix: 16)), computed 0x\(String(computed, radix: 16)); the file is corrupt"
        case .invalidSectionCount(let count):
            "invalid section count \(count)"
        case .reservedFieldNotZero(let field):
            "reserved field \(field) is not zero"
        case .sectionOutOfBounds(let tag):
            "section \(tag) lies outside the file"
        case .sectionMisaligned(let tag):
            "section \(tag) does not start on a 4-byte boundary"
        case .sectionsOverlap(let tag):
            "section \(tag) overlaps another section or the directory"
        case .duplicateSection(let tag):
            "section \(tag) appears twice"
        case .invalidSectionTag:
            "a section tag is not four ASCII letters or digits"
        case .unknownRequiredSection(let tag):
            "unknown required section \(tag); the file needs a newer maskc"
        case .missingSection(let tag):
            "required section \(tag) is missing"
        case .malformedSection(let tag, let reason):
            "section \(tag) is malformed: \(reason)"
        case .invalidText(let tag):
            "section \(tag) holds text that is not valid UTF-8"
        case .invalidClassCount(let count):
            "found invalid byte class count \(count) (must be 1 to 256)"
        case .invalidClassMapSize(let size):
            "byte class map has \(size) entries, expected 256"
        case .invalidClass(let byte, let cls):
            "found invalid class \(cls) for byte 0x\(String(byte, radix: 16)) in the byte class map"
        case .noStates:
            "automaton has no states"
        case .invalidTableSize(let expected, let found):
            "transition table has \(found) entries, expected \(expected)"
        case .automatonTooLarge(let states, let classes):
            "automaton of \(states) states and \(classes) classes is too large"
        case .invalidTarget(let state, let cls, let target):
            "found invalid state ID \(target) in transition table (state \(state), class \(cls))"
        case .invalidStartState(let state):
            "found invalid start state ID \(state)"
        case .deadStateNotDead:
            "state 0 must be the dead state: not accepting, with every transition to itself"
        case .stateCannotAccept(let state):
            "state \(state) cannot reach an accepting state"
        case .cyclicReadingAutomaton(let state):
            "reading automaton has a cycle through state \(state); a mask's texts are bounded"
        case .literalOnWideClass(let state, let cls):
            "reading automaton reads class \(cls) as a literal in state \(state), but the class has more than one byte"
        case .readingWorkOverLimit(let work, let limit):
            "reading automaton needs \(work) steps to derive its insertion tables, over the limit of \(limit)"
        case .invalidMaskCount(let count):
            "a set of masks has \(count) masks; it must have 1 to \(MaskProgram.maximumMaskCount)"
        case .maskSetDisagrees(let mask, let state):
            "the union automaton disagrees with mask \(mask + 1) at state \(state)"
        case .unreachableState(let state):
            "state \(state) of the union automaton is unreachable"
        case .invalidMaskLabel(let automaton, let state):
            "the mask labels of state \(state) of \(automaton) differ from those the masks give"
        case .nestedMaskSet(let mask):
            "mask \(mask + 1) of a set is itself a set"
        }
    }
}
