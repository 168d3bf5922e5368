@testable import MaskVM
import MaskCompiler
import Testing

/// The READ and OPTM sections: round trip, and a loader that refuses what is wrong in them.
@Suite("Reading and optimistic sections")
struct ReadingBytecodeTests {
    static let phone = try! MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")

    @Test("a program survives the round trip, and so do its transform, extract and editor", arguments: [
        "+?7|8(DDD)DDD-DD-DD", "D?7", "7|D", #"\€DDD"#, "", "DD.DD.DDDD", "XXX-DDD",
    ])
    func roundTrip(pattern: String) throws {
        let program = try MaskCompiler.compile(pattern)
        let loaded = try MaskProgram(bytecode: program.bytecode)
        #expect(loaded == program)
        #expect(loaded.reader == program.reader)
        #expect(loaded.optimisticMatcher == program.optimisticMatcher)
        for sample in ["", "7", "71234567890", "+7 (912) 345-67-89", "€12", "31122024", "abc123", "77"] {
            #expect(loaded.transform(sample) == program.transform(sample))
            #expect(loaded.extract(sample) == program.extract(sample))
            #expect(loaded.match(sample, optimistic: true) == program.match(sample, optimistic: true))
        }
        #expect(MaskedTextEditor(program: loaded, text: "12345").text == MaskedTextEditor(program: program, text: "12345").text)
    }

    /// The program's sections with one replaced (or removed, with nil), as a container.
    private func file(replacing tag: String, with payload: [UInt8]?) -> [UInt8] {
        let program = Self.phone
        var sections: [(tag: String, payload: [UInt8])] = [
            (BytecodeFormat.Tag.match, program.matcher.encodedSection()),
            (BytecodeFormat.Tag.optimistic, program.optimisticDFA.encodedSection()),
            (BytecodeFormat.Tag.reading, program.reader.encodedSection()),
        ]
        if let index = sections.firstIndex(where: { $0.tag == tag }) {
            if let payload { sections[index].payload = payload } else { sections.remove(at: index) }
        }
        return BytecodeContainer.encode(sections)
    }

    private func load(replacing tag: String, with payload: [UInt8]?) -> ProgramError? {
        do {
            _ = try MaskProgram(bytecode: file(replacing: tag, with: payload))
            return nil
        } catch {
            return error
        }
    }

    /// A READ payload from raw fields (widths 4, so every field is easy to craft).
    private func readingPayload(
        states: Int, classes: Int, start: Int, classMap: [UInt8], targets: [UInt32], ranks: [UInt32], accepting: [Bool]
    ) -> [UInt8] {
        var writer = ByteWriter()
        for value in [states, classes, start, 4, 4] { writer.u32(UInt32(value)) }
        writer.append(classMap)
        for target in targets { writer.u32(target) }
        for rank in ranks { writer.u32(rank) }
        writer.bitmap(accepting)
        return writer.bytes
    }

    /// The phone's reading automaton with `edit` applied to its fields.
    private func craftedReading(_ edit: (inout [UInt32], inout [Bool], inout [UInt8]) -> Void) -> [UInt8] {
        let reader = Self.phone.reader
        var targets = reader.targets
        var accepting = reader.accepting
        var classMap = reader.classMap
        edit(&targets, &accepting, &classMap)
        return readingPayload(states: reader.stateCount, classes: reader.classCount, start: reader.startState,
                              classMap: classMap, targets: targets, ranks: reader.ranks, accepting: accepting)
    }

    @Test("a missing READ or OPTM section is refused")
    func missing() {
        #expect(load(replacing: BytecodeFormat.Tag.reading, with: nil) == .missingSection(tag: "READ"))
        #expect(load(replacing: BytecodeFormat.Tag.optimistic, with: nil) == .missingSection(tag: "OPTM"))
    }

    @Test("a READ section is refused when its structure is wrong")
    func structure() {
        let reader = Self.phone.reader
        let good = reader.encodedSection()
        #expect(load(replacing: "READ", with: Array(good.dropLast())) != nil)
        #expect(load(replacing: "READ", with: good + [0]) != nil)
        var badWidth = good
        badWidth[12] = 3
        #expect(load(replacing: "READ", with: badWidth) == .malformedSection(tag: "READ", reason: "target width 3 is not 1, 2 or 4"))
        var badRankWidth = good
        badRankWidth[16] = 0
        #expect(load(replacing: "READ", with: badRankWidth) == .malformedSection(tag: "READ", reason: "rank width 0 is not 1, 2 or 4"))
        var hugeStates = good
        hugeStates.replaceSubrange(0..<4, with: [0xFF, 0xFF, 0xFF, 0x7F])
        #expect(load(replacing: "READ", with: hugeStates) != nil)
    }

    @Test("a READ section is refused when its automaton is wrong")
    func semantics() {
        let reader = Self.phone.reader
        let columns = reader.classCount * 2
        // A target past the last state.
        #expect(load(replacing: "READ", with: craftedReading { targets, _, _ in
            targets[columns + 1] = UInt32(reader.stateCount)
        }) == .invalidTarget(state: 1, cls: 0, target: reader.stateCount))
        // A class past the class count in the map.
        #expect(load(replacing: "READ", with: craftedReading { _, _, map in
            map[0x41] = UInt8(reader.classCount)
        }) == .invalidClass(byte: 0x41, cls: reader.classCount))
        // The dead state accepting.
        #expect(load(replacing: "READ", with: craftedReading { _, accepting, _ in
            accepting[0] = true
        }) == .deadStateNotDead)
        // No state accepts: every live state is a dead end.
        #expect(load(replacing: "READ", with: craftedReading { _, accepting, _ in
            for index in accepting.indices { accepting[index] = false }
        }) == .stateCannotAccept(1))
    }

    @Test("a READ automaton with a cycle is refused: every walk over it must end")
    func cycle() {
        // Two states: 1 (start, accepting) reads the literal '-' back to itself.
        var map = [UInt8](repeating: 0, count: 256)
        map[Int(UInt8(ascii: "-"))] = 1
        var targets = [UInt32](repeating: 0, count: 2 * 2 * 2)
        targets[(1 * 2 + 1) * 2] = 1
        let payload = readingPayload(states: 2, classes: 2, start: 1, classMap: map, targets: targets,
                                     ranks: [UInt32](repeating: 0, count: 8), accepting: [false, true])
        #expect(load(replacing: "READ", with: payload) == .cyclicReadingAutomaton(state: 1))
    }

    @Test("a READ literal on a class of several bytes is refused: the byte to insert would be in doubt")
    func wideLiteral() {
        // Class 1 holds two bytes and is read as a literal.
        var map = [UInt8](repeating: 0, count: 256)
        map[Int(UInt8(ascii: "a"))] = 1
        map[Int(UInt8(ascii: "b"))] = 1
        var targets = [UInt32](repeating: 0, count: 3 * 2 * 2)
        targets[(1 * 2 + 1) * 2] = 2
        let payload = readingPayload(states: 3, classes: 2, start: 1, classMap: map, targets: targets,
                                     ranks: [UInt32](repeating: 0, count: 12), accepting: [false, false, true])
        #expect(load(replacing: "READ", with: payload) == .literalOnWideClass(state: 1, cls: 1))
    }

    @Test("an OPTM section goes through the automaton verifier")
    func optimistic() {
        var section = Self.phone.optimisticDFA.encodedSection()
        // Point a transition of state 1 past the last state (widths are 1 for small automata).
        let stateCount = Self.phone.optimisticDFA.stateCount
        section[16 + 256 + Self.phone.optimisticDFA.classCount] = UInt8(stateCount)
        #expect(load(replacing: "OPTM", with: section) == .invalidTarget(state: 1, cls: 0, target: stateCount))
    }

    @Test("every truncation of a file with the new sections is refused, never a crash")
    func truncation() {
        let bytes = Self.phone.bytecode
        for length in 0..<bytes.count {
            #expect(throws: ProgramError.self) { try MaskProgram(bytecode: Array(bytes[..<length])) }
        }
    }

    @Test("an unknown required section is refused; an unknown optional one is skipped")
    func unknownSections() throws {
        let program = Self.phone
        let base: [(tag: String, payload: [UInt8])] = [
            ("MTCH", program.matcher.encodedSection()),
            ("OPTM", program.optimisticDFA.encodedSection()),
            ("READ", program.reader.encodedSection()),
        ]
        #expect(throws: ProgramError.unknownRequiredSection(tag: "EDIT")) {
            try MaskProgram(bytecode: BytecodeContainer.encode(base + [("EDIT", [1, 2, 3])]))
        }
        let loaded = try MaskProgram(bytecode: BytecodeContainer.encode(base + [("edit", [1, 2, 3])]))
        #expect(loaded.transform("1234567890").text == "7(123)456-78-90")
    }
}

extension MaskProgram {
    /// The optimistic DFA of a mask whose optimistic automaton fits the limits (every mask
    /// these tests use); the strict one otherwise, which the tests' comparisons would catch.
    var optimisticDFA: DenseDFA { optimisticMatcher.dfa ?? matcher }
}
