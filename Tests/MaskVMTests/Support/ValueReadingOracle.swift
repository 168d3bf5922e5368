import MaskVM

/// An independent statement of which typed characters a reading can keep, with the value rules
/// of docs/editing.md ("Values, not characters": rules 6 and 7), for the brute-force property
/// tests. It walks the reading automaton's transitions as sets of states; it shares nothing with
/// the engine's search but the automaton and the pattern.
///
/// - A literal of the mask may be left out (inserted by the reading), except a literal that
///   *closes* a number range (one read right after a range's digit) while a typed closer is
///   still to come in the input.
/// - A digit read by a two-digit, zero-padded range (`<01-12>`, `<00-59>`) may be preceded by
///   a padding `0` that the same range reads.
/// - A typed closer (a character of a closing literal's class) is kept among the letters and
///   digits, earliest first.
struct ValueReadingOracle {
    let program: MaskProgram
    private let reader: ReadingAutomaton
    /// Pattern offsets (in Characters) of every number range, and of the zero-padded pairs.
    private let rangeOffsets: Set<Int>
    private let paddedOffsets: Set<Int>
    /// Per state: the classes of the literals that close a range there.
    private let closingClasses: [Set<Int>]
    /// The classes of some closing literal: a typed character of one is a closer.
    let closerClasses: Set<Int>

    init(_ program: MaskProgram) {
        self.program = program
        reader = program.reader
        (rangeOffsets, paddedOffsets) = Self.ranges(in: program.source.pattern)
        let k = reader.classCount
        var enteredByRange = [Bool](repeating: false, count: reader.stateCount)
        for state in 1..<reader.stateCount {
            for cls in 0..<k where Self.isDigitClass(cls, reader) {
                let target = reader.target(state, cls, .meaningful)
                if target != 0, rangeOffsets.contains(reader.rank(state, cls, .meaningful)) { enteredByRange[target] = true }
            }
        }
        var closing = [Set<Int>](repeating: [], count: reader.stateCount)
        let automaton = reader
        for state in 1..<automaton.stateCount where enteredByRange[state] {
            // A separator closes (an ASCII symbol); a literal letter or digit does not.
            closing[state] = Set((0..<k).filter { cls in
                guard automaton.target(state, cls, .literal) != 0,
                      let byte = (0..<0x80).first(where: { automaton.classMap[$0] == UInt8(cls) }) else { return false }
                let character = Character(Unicode.Scalar(UInt8(byte)))
                return !(character.isLetter || character.isNumber)
            })
        }
        closerClasses = closing.reduce(into: Set<Int>()) { $0.formUnion($1) }
        closingClasses = closing
    }

    /// Whether the first byte of `character` is of a closer's class.
    func isCloser(_ character: Character) -> Bool {
        closerClasses.contains(Int(reader.classMap[Int(character.utf8.first!)]))
    }

    /// Whether the items (indices into `characters`; optional ones may be left out) can be
    /// read in order, each in one of its typing forms, with the insertions the rules allow.
    /// `lastCloser` is the index of the input's last typed closer, or -1.
    func fits(_ items: [(index: Int, optional: Bool)], _ characters: [Character], lastCloser: Int) -> Bool {
        var states: Set<Int> = [reader.startState]
        for item in items {
            let before = inserting(into: states, beforeIndex: item.index, lastCloser: lastCloser)
            var after: Set<Int> = []
            for form in TypingOracle.forms(characters[item.index]) {
                after.formUnion(reading(form, from: before))
            }
            if item.optional { after.formUnion(states) }
            states = after
            if states.isEmpty { return false }
        }
        return true
    }

    /// The states reachable by inserting literals (and not a closing one before a typed
    /// closer still to come).
    private func inserting(into states: Set<Int>, beforeIndex index: Int, lastCloser: Int) -> Set<Int> {
        var reached = states
        var frontier = Array(states)
        while let state = frontier.popLast() {
            for cls in 0..<reader.classCount {
                let target = reader.target(state, cls, .literal)
                guard target != 0, !reached.contains(target) else { continue }
                if closingClasses[state].contains(cls) && index <= lastCloser { continue }
                reached.insert(target)
                frontier.append(target)
            }
        }
        return reached
    }

    /// The states after reading `character`'s bytes either way, and for a digit also after a
    /// padding `0` that the same zero-padded range reads before it.
    private func reading(_ character: Character, from states: Set<Int>) -> Set<Int> {
        var current = states
        for byte in character.utf8 {
            let cls = Int(reader.classMap[Int(byte)])
            var next: Set<Int> = []
            for state in current {
                for way in ReadingAutomaton.Reading.allCases {
                    let target = reader.target(state, cls, way)
                    if target != 0 { next.insert(target) }
                }
            }
            current = next
        }
        guard character.isASCII, character.isNumber else { return current }
        let zero = Int(reader.classMap[0x30])
        let digit = Int(reader.classMap[Int(character.asciiValue!)])
        for state in states {
            let padded = reader.target(state, zero, .meaningful)
            let rank = reader.rank(state, zero, .meaningful)
            guard padded != 0, paddedOffsets.contains(rank) else { continue }
            let target = reader.target(padded, digit, .meaningful)
            if target != 0, reader.rank(padded, digit, .meaningful) == rank { current.insert(target) }
        }
        return current
    }

    private static func isDigitClass(_ cls: Int, _ reader: ReadingAutomaton) -> Bool {
        (0x30...0x39).contains { reader.classMap[$0] == UInt8(cls) }
    }

    /// The offsets of `<lo-hi>` in a pattern of the random generators (no escaped `<`, none
    /// in a set), and which are zero-padded pairs: both ends two digits, the low one `0…`.
    static func ranges(in pattern: String) -> (all: Set<Int>, padded: Set<Int>) {
        let characters = Array(pattern)
        var all: Set<Int> = []
        var padded: Set<Int> = []
        for (offset, character) in characters.enumerated() where character == "<" {
            guard let close = characters[offset...].firstIndex(of: ">") else { continue }
            let ends = String(characters[(offset + 1)..<close]).split(separator: "-")
            guard ends.count == 2, ends.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { continue }
            all.insert(offset)
            if ends[0].count == 2, ends[1].count == 2, ends[0].first == "0" { padded.insert(offset) }
        }
        return (all, padded)
    }
}
