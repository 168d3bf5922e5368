import MaskCompiler
import MaskVM
import Testing

@Suite("Bytecode loader")
struct LoaderTests {
    static let phone = "+?7|8(DDD)DDD-?DD-?DD"

    private func load(_ bytes: [UInt8], limits: MaskProgram.LoadLimits = .default) -> Result<MaskProgram, ProgramError> {
        Result { () throws(ProgramError) -> MaskProgram in try MaskProgram(bytecode: bytes, limits: limits) }
    }

    private func error(_ file: CraftedFile) -> ProgramError? {
        if case .failure(let error) = load(file.bytes()) { return error }
        return nil
    }

    @Test("round trip: compile, write, load gives the same program and the same bytes")
    func roundTrip() throws {
        let program = try MaskCompiler.compile(Self.phone)
        let bytes = program.bytecode
        let loaded = try MaskProgram(bytecode: bytes)
        #expect(loaded == program)
        #expect(loaded.bytecode == bytes)
        #expect(loaded.source == MaskProgram.Source(pattern: Self.phone, symbols: "+-().:/@ "))
        #expect(loaded.match("+7(123)456-78-90") == .complete)
    }

    @Test("the phone mask: 18 states, 7 classes, a 1844-byte file (with its optimistic and reading automata)")
    func phoneFigures() throws {
        let program = try MaskCompiler.compile(Self.phone)
        #expect(program.matcher.stateCount == 18)
        #expect(program.matcher.classCount == 7)
        #expect(program.bytecode.count == 1844)
    }

    @Test("the checksum is the standard CRC-32")
    func checksum() {
        #expect(CraftedFile.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test("a crafted minimal file loads: the language of D")
    func craftedValid() throws {
        let program = try MaskProgram(bytecode: CraftedFile.withMatch(CraftedFile.digitAutomaton()).bytes())
        #expect(program.match("5") == .complete)
        #expect(program.transform("x5").text == "5")
        #expect(program.match("") == .partial)
        #expect(program.match("a") == .illegal(at: 0))
        #expect(program.source.pattern == "")
    }

    @Test("truncation at every length is refused")
    func truncation() throws {
        let bytes = try MaskCompiler.compile(Self.phone).bytecode
        for length in 0..<bytes.count {
            guard case .failure = load(Array(bytes.prefix(length))) else {
                Issue.record("a file truncated to \(length) bytes loaded")
                continue
            }
        }
    }

    @Test("every single-byte corruption is refused", arguments: [0x01, 0x80, 0xFF] as [UInt8])
    func byteFlips(mask: UInt8) throws {
        let bytes = try MaskCompiler.compile(Self.phone).bytecode
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= mask
            guard case .failure = load(damaged) else {
                Issue.record("flipping byte \(index) with \(mask) still loaded")
                continue
            }
        }
    }

    @Test("a corrupted byte is reported as a checksum mismatch")
    func checksumMessage() throws {
        var bytes = try MaskCompiler.compile("DD").bytecode
        bytes[100] ^= 0x10
        guard case .failure(let error) = load(bytes), case .checksumMismatch = error else {
            Issue.record("expected a checksum mismatch")
            return
        }
        #expect(error.description.contains("the file is corrupt"))
    }

    /// The magic is compared as one word: a change in any of its eight bytes, high bit or
    /// low, is refused, and the unchanged magic loads.
    @Test("a change to any byte of the magic is refused as a bad magic")
    func everyMagicByte() {
        let good = CraftedFile.withMatch(CraftedFile.digitAutomaton())
        #expect(error(good) == nil)
        for index in 0..<8 {
            for bit: UInt8 in [0x01, 0x80] {
                var file = good
                file.magic[index] ^= bit
                #expect(error(file) == .badMagic, "byte \(index), bit \(bit)")
            }
        }
    }

    @Test("container damage with a valid checksum is refused with the exact reason")
    func containerDamage() {
        let good = CraftedFile.withMatch(CraftedFile.digitAutomaton())
        var file = good
        file.magic[1] = 0x4E
        #expect(error(file) == .badMagic)
        file = good
        file.version = 3
        #expect(error(file) == .unsupportedVersion(3))
        file = good
        file.version = 0
        #expect(error(file) == .unsupportedVersion(0))
        file = good
        file.byteOrderMark = 0xFFFE
        #expect(error(file) == .wrongByteOrder(0xFFFE))
        file = good
        file.reserved = 1
        #expect(error(file) == .reservedFieldNotZero("header flags"))
        file = good
        file.sectionCount = 0
        #expect(error(file) == .invalidSectionCount(0))
        file = good
        file.sectionCount = 17
        #expect(error(file) == .invalidSectionCount(17))
        file = good
        file.sections[0].tag = "MT!H"
        #expect(error(file) == .invalidSectionTag)
        // The loader reads a tag as one little-endian word: a bad byte in any of its four
        // places is refused, and a tag differing from a known one in one place is not it.
        for bad in ["!TCH", "M!CH", "MTC!", "MTC\u{0}"] {
            file = good
            file.sections[0].tag = bad
            #expect(error(file) == .invalidSectionTag, "tag \(bad)")
        }
        file = good
        file.sections[0].tag = "MTCI"
        #expect(error(file) == .unknownRequiredSection(tag: "MTCI"))
        file = good
        file.sections[0].offset = 1 << 20
        #expect(error(file) == .sectionOutOfBounds(tag: "MTCH"))
        file = good
        file.sections[0].length = 1 << 30
        #expect(error(file) == .sectionOutOfBounds(tag: "MTCH"))
        file = good
        file.sections[0].offset = 8
        #expect(error(file) == .sectionOutOfBounds(tag: "MTCH"))
        file = good
        file.gap = 2
        #expect(error(file) == .sectionMisaligned(tag: "MTCH"))
    }

    @Test("section-level damage is refused")
    func sectionDamage() {
        let payload = CraftedFile.digitAutomaton()
        let source = le32(1) + Array("D".utf8) + le32(0)
        var file = CraftedFile(sections: [.init(tag: "MTCH", payload: payload), .init(tag: "MTCH", payload: payload)])
        #expect(error(file) == .duplicateSection(tag: "MTCH"))
        file = CraftedFile(sections: [.init(tag: "srce", payload: source)])
        #expect(error(file) == .missingSection(tag: "MTCH"))
        file = CraftedFile(sections: [.init(tag: "MTCH", payload: payload), .init(tag: "XTRA", payload: [1, 2, 3, 4])])
        #expect(error(file) == .unknownRequiredSection(tag: "XTRA"))
        let companions = CraftedFile.companionsOfD
        file = CraftedFile(sections: [.init(tag: "MTCH", payload: payload), .init(tag: "xtra", payload: [1, 2, 3, 4])] + companions)
        #expect(error(file) == nil, "an unknown optional section is skipped")
        // The directory of four sections ends at 72, where MTCH starts.
        file = CraftedFile(sections: [.init(tag: "MTCH", payload: payload), .init(tag: "xtra", payload: [1, 2, 3, 4], offset: 72)] + companions)
        #expect(error(file) == .sectionsOverlap(tag: "xtra"))
        file = CraftedFile(sections: [.init(tag: "MTCH", payload: payload), .init(tag: "srce", payload: le32(2) + [0xC3, 0x28] + le32(0))] + companions)
        #expect(error(file) == .invalidText(tag: "srce"))
        file = CraftedFile(sections: [.init(tag: "MTCH", payload: payload), .init(tag: "srce", payload: le32(99) + [0x44])] + companions)
        #expect(error(file).map { if case .malformedSection(tag: "srce", _) = $0 { true } else { false } } == true)
        file = CraftedFile(sections: [.init(tag: "MTCH", payload: payload), .init(tag: "srce", payload: source)] + companions)
        #expect(error(file) == nil)
        // A third text names the pattern's language: "regex" is read, anything else refused
        // rather than the pattern read as a mask.
        let regex = source + le32(5) + Array("regex".utf8)
        file = CraftedFile(sections: [.init(tag: "MTCH", payload: payload), .init(tag: "srce", payload: regex)] + companions)
        #expect((try? load(file.bytes()).get())?.source.language == .regex)
        for name in ["glob", "mask"] {
            let unknown = source + le32(UInt32(name.utf8.count)) + Array(name.utf8)
            file = CraftedFile(sections: [.init(tag: "MTCH", payload: payload), .init(tag: "srce", payload: unknown)] + companions)
            #expect(error(file) == .malformedSection(tag: "srce", reason: "unknown pattern language \"\(name)\""))
        }
    }

    @Test("a section cut short names the field being read; a length past the section's end is the length at fault")
    func shortSections() {
        let payload = CraftedFile.digitAutomaton()
        let companions = CraftedFile.companionsOfD
        func sourceError(_ source: [UInt8]) -> ProgramError? {
            error(CraftedFile(sections: [.init(tag: "MTCH", payload: payload), .init(tag: "srce", payload: source)] + companions))
        }
        #expect(sourceError(le32(99) + [0x44]) == .malformedSection(tag: "srce", reason: "the pattern declares 99 bytes but only 1 remain"))
        #expect(sourceError([1, 0]) == .malformedSection(tag: "srce", reason: "the length of the pattern needs 4 bytes but only 2 remain"))
        #expect(sourceError(le32(1) + Array("D".utf8) + le32(0x0102_0304))
            == .malformedSection(tag: "srce", reason: "the symbols declares 16909060 bytes but only 0 remain"))
        #expect(sourceError(le32(1) + Array("D".utf8) + le32(0) + le32(9) + Array("regex".utf8))
            == .malformedSection(tag: "srce", reason: "the language's name declares 9 bytes but only 5 remain"))
        for (cut, field) in [(2, "the state count"), (6, "the class count"), (11, "the start state"), (12, "the transition width")] {
            #expect(error(CraftedFile.withMatch(Array(payload.prefix(cut))))
                == .malformedSection(tag: "MTCH", reason: "\(field) needs 4 bytes but only \(cut % 4) remain"), "cut to \(cut)")
        }
    }

    @Test("automaton damage with a valid checksum is refused with the exact reason")
    func automatonDamage() {
        func failure(_ payload: [UInt8]) -> ProgramError? { error(CraftedFile.withMatch(payload)) }

        #expect(failure(CraftedFile.digitAutomaton(transitions: [0, 0, 0, 0, 0, 7])) == .invalidTarget(state: 2, cls: 1, target: 7))
        #expect(failure(CraftedFile.digitAutomaton(transitions: [0, 0, 0, 0, 0, 3])) == .invalidTarget(state: 2, cls: 1, target: 3))
        #expect(failure(CraftedFile.digitAutomaton(start: 3)) == .invalidStartState(3))
        #expect(failure(CraftedFile.digitAutomaton(transitions: [0, 1, 0, 0, 0, 1])) == .deadStateNotDead)
        #expect(failure(CraftedFile.digitAutomaton(accepting: [0, 1])) == .deadStateNotDead)
        #expect(failure(CraftedFile.digitAutomaton(accepting: [])) == .stateCannotAccept(1))
        var map = (0..<256).map { (0x30...0x39).contains($0) ? UInt8(1) : 0 }
        map[200] = 2
        #expect(failure(CraftedFile.digitAutomaton(classMap: map)) == .invalidClass(byte: 200, cls: 2))
        #expect(failure(CraftedFile.digitAutomaton(width: 4)) == nil, "a wider entry width is allowed")
        let badWidth = CraftedFile.digitAutomaton(width: 3)
        #expect(failure(badWidth).map { if case .malformedSection(tag: "MTCH", _) = $0 { true } else { false } } == true)
        // A huge state count must be refused by size arithmetic, before any allocation.
        var huge = CraftedFile.digitAutomaton()
        huge.replaceSubrange(0..<4, with: le32(0xFFFF_FFFF))
        #expect(failure(huge).map { if case .malformedSection = $0 { true } else { false } } == true)
        var manyClasses = CraftedFile.digitAutomaton()
        manyClasses.replaceSubrange(4..<8, with: le32(257))
        #expect(failure(manyClasses) == .invalidClassCount(257))
        var extraBits = CraftedFile.digitAutomaton()
        extraBits[extraBits.count - 1] |= 0x80
        #expect(failure(extraBits).map { if case .malformedSection = $0 { true } else { false } } == true)
        #expect(failure(Array(CraftedFile.digitAutomaton().dropLast())).map { if case .malformedSection = $0 { true } else { false } } == true)
    }

    @Test("size limits are enforced before anything is trusted")
    func limits() throws {
        let bytes = try MaskCompiler.compile(Self.phone).bytecode
        var limits = MaskProgram.LoadLimits()
        limits.maximumBytecodeSize = 100
        #expect(load(bytes, limits: limits).failure == .tooLarge(bytes: bytes.count, limit: 100))
        limits = MaskProgram.LoadLimits()
        limits.maximumStates = 10
        #expect(load(bytes, limits: limits).failure.map { if case .malformedSection = $0 { true } else { false } } == true)
        var longer = bytes
        longer.append(0)
        #expect(load(longer).failure == .lengthMismatch(declared: bytes.count, actual: bytes.count + 1))
    }

    @Test("states are renumbered on load: dead, accepting, others")
    func renumbering() throws {
        // The D automaton with the start before the accepting state in the file.
        let payload = CraftedFile.digitAutomaton(start: 1, transitions: [0, 0, 0, 2, 0, 0], accepting: [2])
        let program = try MaskProgram(bytecode: CraftedFile.withMatch(payload).bytes())
        #expect(program.matcher.startState == 2)
        #expect(program.matcher.isAccepting(1))
        #expect(program.match("3") == .complete)
    }

    @Test("every error has a message that names the problem")
    func messages() {
        #expect(ProgramError.invalidTarget(state: 3, cls: 2, target: 40).description
            == "found invalid state ID 40 in transition table (state 3, class 2)")
        #expect(ProgramError.unknownRequiredSection(tag: "OPTM").description.contains("needs a newer maskc"))
        #expect(ProgramError.truncated(length: 3, needed: 28).description == "bytecode is truncated: 3 bytes, at least 28 needed")
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
