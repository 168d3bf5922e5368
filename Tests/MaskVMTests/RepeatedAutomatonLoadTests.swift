import MaskCompiler
@testable import MaskVM
import Testing

/// A mask with no literal has an optimistic automaton equal to its match automaton, and its
/// file stores the same bytes twice (OPTM after MTCH); so does a set of such masks, whose
/// optimistic labels are then its match labels. The loader verifies those bytes once and
/// derives those labels once; these tests hold it to the same program, and to refusing an
/// OPTM that differs from MTCH by a byte, or a stored label that differs from the derived.
@Suite("Loading a file that stores one automaton twice")
struct RepeatedAutomatonLoadTests {
    private func sections(_ bytes: [UInt8]) throws -> [CraftedFile.Section] {
        let layout = try BytecodeLayout(verifying: bytes)
        return layout.sections.map { CraftedFile.Section(tag: $0.tag, payload: Array(layout.payload(of: $0, in: bytes))) }
    }

    private func load(_ sections: [CraftedFile.Section]) -> Result<MaskProgram, ProgramError> {
        Result { () throws(ProgramError) -> MaskProgram in try MaskProgram(bytecode: CraftedFile(sections: sections).bytes()) }
    }

    /// Where the transition of `state` on `cls` is in an automaton section of one-byte
    /// entries: after four counts and the class map.
    private func transitionOffset(_ payload: [UInt8], state: Int, cls: Int) -> Int {
        let classCount = Int(payload[4]) | Int(payload[5]) << 8
        return 16 + 256 + state * classCount + cls
    }

    @Test("one mask: the copy loads as the same automaton, and a copy that differs is verified on its own")
    func oneMask() throws {
        let program = try MaskCompiler.compile("D{3,4}")
        let stored = try sections(program.bytecode)
        try #require(stored.map(\.tag) == ["MTCH", "OPTM", "READ", "srce"])
        try #require(stored[0].payload == stored[1].payload, "the compiler no longer writes D{3,4}'s OPTM as its MTCH")
        let loaded = try load(stored).get()
        #expect(loaded == program)
        #expect(loaded.optimisticMatcher.dfa == loaded.matcher)
        for sample in ["12", "123", "1234", "12345", "1a"] {
            #expect(loaded.match(sample, optimistic: true) == program.match(sample, optimistic: true), "\(sample)")
        }
        // A target past the last state, in the copy alone and in the original alone.
        for index in [1, 0] {
            var changed = stored
            let offset = transitionOffset(changed[index].payload, state: 1, cls: 0)
            changed[index].payload[offset] = 0xFF
            guard case .failure(let error) = load(changed) else {
                Issue.record("a changed \(stored[index].tag) loaded")
                continue
            }
            guard case .invalidTarget(_, _, let target) = error else {
                Issue.record("\(stored[index].tag): \(error)")
                continue
            }
            #expect(target == 0xFF)
        }
    }

    @Test("a set of masks without literals: one automaton and one label walk, the same program, every label checked")
    func setWithoutLiterals() throws {
        let set = try MaskCompiler.compile([MaskDefinition("[1-9]DDDD", name: "plz"), MaskDefinition("[0][1-9]DDD", name: "plz-0")])
        let stored = try sections(set.bytecode)
        try #require(stored.map(\.tag) == ["MTCH", "OPTM", "MSET"])
        try #require(stored[0].payload == stored[1].payload, "the compiler no longer writes this union's OPTM as its MTCH")
        let loaded = try load(stored).get()
        #expect(loaded == set)
        #expect(loaded.optimisticLabels == set.optimisticLabels)
        #expect(loaded.optimisticLabels == loaded.maskSet?.matchLabels)
        for sample in ["01234", "12345", "0", "00", "1234", "x"] {
            #expect(loaded.matches(sample) == set.matches(sample), "\(sample)")
            let loadedOptimistic = sample.utf8.withContiguousStorageIfAvailable { loaded.matches(utf8: $0, optimistic: true) }
            let compiledOptimistic = sample.utf8.withContiguousStorageIfAvailable { set.matches(utf8: $0, optimistic: true) }
            #expect(loadedOptimistic == compiledOptimistic, "\(sample)")
        }
        // The stored optimistic labels follow the match labels in MSET (after the mask count);
        // each must still equal the derived one.
        let match = set.matcher.stateCount
        var changed = stored
        changed[2].payload[4 + 2 * match] ^= 0x01
        #expect(throws: ProgramError.invalidMaskLabel(automaton: "OPTM", state: 0)) { try load(changed).get() }
        // A union OPTM that differs from MTCH is walked on its own, and refused here.
        changed = stored
        changed[1].payload[transitionOffset(changed[1].payload, state: 1, cls: 0)] = 0xFF
        #expect(throws: ProgramError.self) { try load(changed).get() }
    }
}
