import MaskCompiler
import MaskVM
import Testing
import TestSupport

@Suite("Mask sets: one bytecode file, verified on load")
struct MaskSetBytecodeTests {
    private func load(_ bytes: [UInt8]) -> Result<MaskProgram, ProgramError> {
        Result { () throws(ProgramError) -> MaskProgram in try MaskProgram(bytecode: bytes) }
    }

    /// The set's file with its sections replaced, resealed with a correct checksum.
    private func rewrite(_ bytes: [UInt8], _ change: (inout [CraftedFile.Section]) -> Void) throws -> [UInt8] {
        let layout = try BytecodeLayout(verifying: bytes)
        var sections = layout.sections.map { CraftedFile.Section(tag: $0.tag, payload: Array(layout.payload(of: $0, in: bytes))) }
        change(&sections)
        return CraftedFile(sections: sections).bytes()
    }

    private func named() throws -> MaskProgram {
        try MaskCompiler.compile([MaskDefinition("DDDD DDDD", name: "long"), MaskDefinition("3DDD DD", name: "short"),
                                  MaskDefinition("$DD", symbols: ["$"])])
    }

    @Test("a set is one file with MTCH, OPTM and MSET; loading it gives the same program and the same bytes")
    func roundTrip() throws {
        let set = try named()
        let bytes = set.bytecode
        #expect(try BytecodeLayout(verifying: bytes).sections.map(\.tag) == ["MTCH", "OPTM", "MSET"])
        let loaded = try MaskProgram(bytecode: bytes)
        #expect(loaded == set)
        #expect(loaded.bytecode == bytes)
        #expect(loaded.masks.map(\.name) == ["long", "short", nil])
        #expect(loaded.masks.map(\.pattern) == ["DDDD DDDD", "3DDD DD", "$DD"])
        for sample in ["3123 45", "3123 4567", "$1", "31", "x"] {
            #expect(loaded.matches(sample) == set.matches(sample))
        }
    }

    /// The byte offset in the MSET payload of the first label byte: after the mask count.
    static let firstLabel = 4

    @Test("a changed label is refused, checksum and all")
    func corruptLabel() throws {
        let set = try named()
        let match = set.matcher.stateCount
        for (offset, state, automaton) in [(0, 0, "MTCH"), (2, 1, "MTCH"), (2 * match - 1, match - 1, "MTCH"), (2 * match, 0, "OPTM")] {
            let bytes = try rewrite(set.bytecode) { sections in
                sections[2].payload[Self.firstLabel + offset] ^= 0x02
            }
            guard case .failure(let error) = load(bytes) else {
                Issue.record("a corrupt label at \(offset) loaded")
                continue
            }
            #expect(error == .invalidMaskLabel(automaton: automaton, state: state), "offset \(offset): \(error)")
        }
    }

    @Test("label data cut short, an impossible mask count, or trailing bytes are refused", arguments: [0, 1, 65, 1_000_000])
    func maskCount(count: Int) throws {
        let set = try named()
        let bytes = try rewrite(set.bytecode) { sections in
            sections[2].payload.replaceSubrange(0..<4, with: le32(UInt32(count)))
        }
        guard case .failure(let error) = load(bytes) else {
            Issue.record("mask count \(count) loaded")
            return
        }
        switch error {
        case .invalidMaskCount, .malformedSection, .invalidMaskLabel, .truncated: break
        default: Issue.record("mask count \(count): \(error)")
        }
    }

    @Test("truncated and padded MSET sections are refused")
    func truncatedSection() throws {
        let set = try named()
        for cut in [1, 5, 100] {
            let bytes = try rewrite(set.bytecode) { $0[2].payload.removeLast(cut) }
            guard case .failure = load(bytes) else {
                Issue.record("cut \(cut) loaded")
                continue
            }
        }
        let padded = try rewrite(set.bytecode) { $0[2].payload += [0, 0, 0, 0] }
        guard case .failure(let error) = load(padded) else {
            Issue.record("trailing bytes loaded")
            return
        }
        #expect(error == .malformedSection(tag: "MSET", reason: "4 unexpected trailing bytes"))
    }

    @Test("MSET cut short names what it was reading: the labels of MTCH or OPTM, a mask's name or file")
    func shortSectionMessages() throws {
        let set = try named()
        let (match, optimistic) = (set.matcher.stateCount, try #require(set.optimisticMatcher.dfa).stateCount)
        let payload = try #require(try BytecodeLayout(verifying: set.bytecode).sections.first { $0.tag == "MSET" }).length
        func error(keeping length: Int) throws -> ProgramError? {
            load(try rewrite(set.bytecode) { $0[2].payload.removeLast($0[2].payload.count - length) }).failure
        }
        // Three masks: a byte a label, two labels a state.
        #expect(try error(keeping: 2) == .malformedSection(tag: "MSET", reason: "the mask count needs 4 bytes but only 2 remain"))
        #expect(try error(keeping: 4 + match) == .malformedSection(
            tag: "MSET", reason: "the mask labels of MTCH's \(match) states need \(2 * match) bytes but only \(match) remain"))
        #expect(try error(keeping: 4 + 2 * match + 1) == .malformedSection(
            tag: "MSET", reason: "the mask labels of OPTM's \(optimistic) states need \(2 * optimistic) bytes but only 1 remain"))
        let names = 4 + 2 * (match + optimistic)
        #expect(try error(keeping: names + 3) == .malformedSection(tag: "MSET", reason: "the length of mask 1's name needs 4 bytes but only 3 remain"))
        // Mask 1 is named "long": its file's length follows its name.
        #expect(try error(keeping: names + 4 + 4 + 4 + 10) == .malformedSection(tag: "MSET", reason: "mask 1's file declares \(try fileLength(set, at: names + 8)) bytes but only 10 remain"))
        #expect(payload > names + 22)
    }

    /// The u32 at `offset` of the set's MSET payload.
    private func fileLength(_ set: MaskProgram, at offset: Int) throws -> Int {
        let layout = try BytecodeLayout(verifying: set.bytecode)
        let bytes = layout.payload(of: try #require(layout.sections.first { $0.tag == "MSET" }), in: set.bytecode)
        return (0..<4).reduce(0) { $0 | Int(bytes[bytes.startIndex + offset + $1]) << (8 * $1) }
    }

    @Test("a union automaton that disagrees with the masks is refused")
    func disagreeingUnion() throws {
        let set = try named()
        // Another set's union, with labels sized for it: the labels cannot save it.
        let other = try MaskCompiler.compile([MaskDefinition("DDDD DDDD", name: "long"), MaskDefinition("3DDD DD", name: "short"),
                                              MaskDefinition("$DDD", symbols: ["$"])])
        let otherBytes = other.bytecode
        let otherLayout = try BytecodeLayout(verifying: otherBytes)
        let bytes = try rewrite(set.bytecode) { sections in
            sections[0].payload = Array(otherLayout.payload(of: otherLayout.sections[0], in: otherBytes))
        }
        guard case .failure(let error) = load(bytes) else {
            Issue.record("a disagreeing union loaded")
            return
        }
        switch error {
        case .maskSetDisagrees, .malformedSection, .invalidMaskLabel: break
        default: Issue.record("unexpected error \(error)")
        }
    }

    @Test("a set with a READ of its own, or a set inside a set, is refused")
    func extraSections() throws {
        let set = try named()
        let single = try MaskCompiler.compile("DD").bytecode
        let singleLayout = try BytecodeLayout(verifying: single)
        let read = Array(singleLayout.payload(of: singleLayout.sections[2], in: single))
        let withRead = try rewrite(set.bytecode) { $0.append(CraftedFile.Section(tag: "READ", payload: read)) }
        guard case .failure(let error) = load(withRead) else {
            Issue.record("a set with READ loaded")
            return
        }
        #expect(error == .malformedSection(tag: "READ", reason: "a set of masks has no READ section of its own"))
    }

    @Test("today's single-mask files still load and the pinned bytes do not change")
    func singleUnchanged() throws {
        let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        #expect(try BytecodeLayout(verifying: phone.bytecode).sections.map(\.tag) == ["MTCH", "OPTM", "READ", "srce"])
        #expect(try MaskProgram(bytecode: phone.bytecode) == phone)
    }

    /// Where each mask's file lies in the MSET payload of `set`'s file: after the mask count,
    /// the labels of each union state (MTCH's, then OPTM's) and the mask's name.
    private func memberFiles(_ set: MaskProgram, _ payload: [UInt8]) throws -> [Range<Int>] {
        let layout = try BytecodeLayout(verifying: set.bytecode)
        func u32(_ bytes: [UInt8], _ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        let states = layout.sections.filter { ["MTCH", "OPTM"].contains($0.tag) }.map { section in
            u32(Array(layout.payload(of: section, in: set.bytecode)), 0)
        }.reduce(0, +)
        let maskCount = u32(payload, 0)
        var at = Self.firstLabel + states * 2 * ((maskCount + 7) / 8)
        var files: [Range<Int>] = []
        for _ in 0..<maskCount {
            at += 4 + u32(payload, at)
            let length = u32(payload, at)
            files.append(at + 4..<at + 4 + length)
            at += 4 + length
        }
        #expect(at == payload.count)
        return files
    }

    @Test("a mask's file damaged inside a set, the set's checksum sealed over it, is refused as it is alone")
    func damagedMaskFile() throws {
        let set = try named()
        let layout = try BytecodeLayout(verifying: set.bytecode)
        let payload = Array(layout.payload(of: layout.sections[2], in: set.bytecode))
        let files = try memberFiles(set, payload)
        for (mask, file) in files.enumerated() {
            // A byte of the mask's header, of its first section, its last byte before the
            // checksum, and a byte of the stored checksum itself.
            for offset in [20, 100, file.count - 5, file.count - 2] {
                var damaged = payload
                damaged[file.lowerBound + offset] ^= 0x10
                let alone = load(Array(damaged[file]))
                let bytes = try rewrite(set.bytecode) { $0[2].payload = damaged }
                guard case .failure(let error) = load(bytes), case .failure(let aloneError) = alone else {
                    Issue.record("mask \(mask) damaged at \(offset) loaded")
                    continue
                }
                #expect(error == aloneError, "mask \(mask), offset \(offset)")
                if case .checksumMismatch = error {} else { Issue.record("mask \(mask), offset \(offset): \(error)") }
            }
        }
    }
}

@Suite("Mask sets: the stored optimistic labels, checked as the match labels are")
struct MaskSetOptimisticLabelTests {
    private func load(_ bytes: [UInt8]) -> ProgramError? {
        do {
            _ = try MaskProgram(bytecode: bytes)
            return nil
        } catch {
            return error
        }
    }

    private func sections(_ bytes: [UInt8]) throws -> [CraftedFile.Section] {
        let layout = try BytecodeLayout(verifying: bytes)
        return layout.sections.map { CraftedFile.Section(tag: $0.tag, payload: Array(layout.payload(of: $0, in: bytes))) }
    }

    private func states(_ section: CraftedFile.Section) -> Int {
        (0..<4).reduce(0) { $0 | Int(section.payload[$1]) << (8 * $1) }
    }

    @Test("each changed optimistic label is refused, naming its state, on a set with literals and on one whose OPTM is its MTCH")
    func changedOptimisticLabels() throws {
        for masks in [["DDDD DDDD", "3DDD DD"], ["DD", "DDD"]] {
            let bytes = try MaskCompiler.compile(masks).bytecode
            let list = try sections(bytes)
            #expect(list.map(\.tag) == ["MTCH", "OPTM", "MSET"])
            let (match, optimistic) = (states(list[0]), states(list[1]))
            if masks == ["DD", "DDD"] { #expect(list[0].payload == list[1].payload, "masks without literals: OPTM is MTCH") }
            for state in 0..<optimistic {
                for kind in 0..<2 {
                    var changed = list
                    changed[2].payload[4 + 2 * match + 2 * state + kind] ^= 0x01
                    #expect(load(CraftedFile(sections: changed).bytes()) == .invalidMaskLabel(automaton: "OPTM", state: state), "\(masks): state \(state)")
                }
            }
        }
    }

    @Test("a set's file without OPTM whose MSET keeps the optimistic labels is refused")
    func optimisticLabelsWithoutOPTM() throws {
        let list = try sections(try MaskCompiler.compile(["DDDD DDDD", "3DDD DD"]).bytecode)
        let error = load(CraftedFile(sections: [list[0], list[2]]).bytes())
        // Past the match labels the reader meets label bytes where a mask's name should be.
        guard case .malformedSection(tag: "MSET", _)? = error else {
            Issue.record("expected a malformed MSET, got \(String(describing: error))")
            return
        }
    }

    @Test("a set whose OPTM is replaced by its MTCH, with the match labels stored for it, is refused")
    func matchAutomatonAsOptimistic() throws {
        let list = try sections(try MaskCompiler.compile(["DDDD DDDD", "3DDD DD"]).bytecode)
        let (match, optimistic) = (states(list[0]), states(list[1]))
        var changed = list
        changed[1].payload = list[0].payload
        changed[2].payload.replaceSubrange((4 + 2 * match)..<(4 + 2 * match + 2 * optimistic), with: list[2].payload[4..<(4 + 2 * match)])
        guard case .maskSetDisagrees? = load(CraftedFile(sections: changed).bytes()) else {
            Issue.record("a set read with its match automaton as its optimistic one was not refused by the walk")
            return
        }
    }
}

/// A set's file whose union declares many states over 64 masks of `D`: `states` states over the
/// digits' class (every digit to state 1, which accepts), every stored label 0. With start
/// state 0 the walk refuses it at its first step (mask 1 starts live), with 2 at state 1.
/// The JavaScript suite builds the same bytes (test-support/hostile-files.js, wideHostileSet).
func wideHostileSet(states: Int, start: Int) -> [UInt8] {
    var union = le32(UInt32(states)) + le32(2) + le32(UInt32(start)) + le32(1)
    union += (0..<256).map { (0x30...0x39).contains($0) ? 1 : 0 }
    union += [0, 0] + [UInt8](repeating: 0, count: 2 * (states - 1)).enumerated().map { $0.offset % 2 == 1 ? 1 : 0 }
    var bitmap = [UInt8](repeating: 0, count: (states + 7) / 8)
    bitmap[0] = 0b10
    union += bitmap
    let member = CraftedFile.withMatch(CraftedFile.digitAutomaton()).bytes()
    var set = le32(64) + [UInt8](repeating: 0, count: 2 * 8 * states)
    for _ in 0..<64 { set += le32(0) + le32(UInt32(member.count)) + member }
    return CraftedFile(sections: [CraftedFile.Section(tag: "MTCH", payload: union), CraftedFile.Section(tag: "MSET", payload: set)]).bytes()
}

@Suite("Mask sets: a union of many states over 64 masks is refused where its walk fails")
struct WideHostileSetTests {
    @Test("refused at the first step or the second, with the walk's message", arguments: [(0, 0), (2, 1)])
    func refused(start: Int, state: Int) throws {
        let bytes = wideHostileSet(states: 200_000, start: start)
        #expect(throws: ProgramError.maskSetDisagrees(mask: 0, state: state)) { try MaskProgram(bytecode: bytes) }
    }
}

/// A set of one mask whose mask is a set of one mask ..., `depth` sets deep around the file of
/// `D`; each set's union is `D`'s automaton and its stored labels are 0 (wrong: the
/// innermost set alone is refused for them). The JavaScript suite builds the same bytes
/// (test-support/hostile-files.js, nestedSets).
func nestedSets(depth: Int) -> [UInt8] {
    var file = CraftedFile.withMatch(CraftedFile.digitAutomaton()).bytes()
    for _ in 0..<depth {
        let set = le32(1) + [UInt8](repeating: 0, count: 2 * 3) + le32(0) + le32(UInt32(file.count)) + file
        file = CraftedFile(sections: [CraftedFile.Section(tag: "MTCH", payload: CraftedFile.digitAutomaton()),
                                      CraftedFile.Section(tag: "MSET", payload: set)]).bytes()
    }
    return file
}

@Suite("Mask sets: a set in a set is refused before its masks are loaded")
struct NestedSetTests {
    @Test("the mask that is a set is refused as soon as its MTCH is read, not after its own masks and labels", arguments: [2, 3, 100])
    func nested(depth: Int) {
        // Loaded first, the inner set was refused for its labels; a set as deep as the file
        // allows went a call deeper a level, and 5,000 levels (1.7 MB) overflowed the stack.
        #expect(throws: ProgramError.invalidMaskLabel(automaton: "MTCH", state: 1)) { try MaskProgram(bytecode: nestedSets(depth: 1)) }
        #expect(throws: ProgramError.nestedMaskSet(mask: 0)) { try MaskProgram(bytecode: nestedSets(depth: depth)) }
    }
}
