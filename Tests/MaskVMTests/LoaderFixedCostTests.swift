import MaskCompiler
@testable import MaskVM
import Testing
import TestSupport

/// The loader's cheaper paths for what nearly every file holds (issue 21): an accepting
/// bitmap of states 1...k read as a count, a set's masks read in place in the set's file,
/// stored labels compared in place, the optimistic labels' walk taking the match walk's
/// class pairs. Each must load what the general path loads and refuse what it refuses.
@Suite("The loader's fixed-cost paths")
struct LoaderFixedCostTests {
    /// Loads an automaton section, as the loader does, or the error it refuses it with.
    private func loadSection(_ payload: [UInt8]) -> Result<DenseDFA, ProgramError> {
        Result { () throws(ProgramError) -> DenseDFA in try DenseDFA(section: payload[...], tag: "MTCH", limits: .default) }
    }

    @Test("an accepting bitmap read as a count verifies as the flags do: the same automaton, or the same error")
    func acceptingCountMatchesFlags() {
        var generator = SeededGenerator(seed: 2136)
        var prefixes = 0
        var others = 0
        for _ in 0..<3000 {
            let states = Int.random(in: 1...12, using: &generator)
            let classes = Int.random(in: 1...3, using: &generator)
            var transitions = (0..<(states * classes)).map { _ in UInt32.random(in: 0..<UInt32(states), using: &generator) }
            // A dead state most of the time, so that most automata get past that check.
            if Bool.random(using: &generator) || states == 1 { for cls in 0..<classes { transitions[cls] = 0 } }
            let accepting: [Int]
            if Int.random(in: 0..<3, using: &generator) > 0 {
                let count = Int.random(in: 0..<states, using: &generator)
                accepting = count == 0 ? [] : Array(1...count)
            } else {
                accepting = (0..<states).filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }
            }
            if accepting == Array(1..<(accepting.count + 1)) { prefixes += 1 } else { others += 1 }
            let classMap = (0..<256).map { UInt8($0 % classes) }
            let start = Int.random(in: 0..<states, using: &generator)
            let section = CraftedFile.automaton(states: states, classes: classes, start: start, classMap: classMap,
                                                transitions: transitions, accepting: accepting)
            let flags = (0..<states).map { accepting.contains($0) }
            let expected = Result { () throws(ProgramError) -> DenseDFA in
                try DenseDFA(classMap: classMap, classCount: classes, startState: start, transitions: transitions, accepting: flags)
            }
            let loaded = loadSection(section)
            #expect(loaded == expected, "\(states) states, \(classes) classes, accepting \(accepting), table \(transitions)")
        }
        #expect(prefixes > 500 && others > 500, "both paths ran: \(prefixes) prefixes, \(others) others")
    }

    @Test("an accepting bitmap with a bit past the last state is refused on either path")
    func acceptingBitPastTheEnd() {
        // States 0...2, accepting 1 (a prefix), and the bit of a state 3 that does not exist.
        var section = CraftedFile.digitAutomaton()
        section[section.count - 1] |= 1 << 3
        guard case .failure(.malformedSection(let tag, _)) = loadSection(section) else {
            Issue.record("a bit past the last state loaded")
            return
        }
        #expect(tag == "MTCH")
        // The dead state's bit, which no prefix has: the flags' path refuses it.
        section = CraftedFile.digitAutomaton(accepting: [0, 1])
        #expect(loadSection(section) == .failure(.deadStateNotDead))
        // A state past the accepting ones that cannot accept, which the sweep cannot mark.
        section = CraftedFile.digitAutomaton(transitions: [0, 0, 0, 0, 0, 0], accepting: [1])
        #expect(loadSection(section) == .failure(.stateCannotAccept(2)))
    }

    @Test("a reading section checked in place verifies as its arrays do: the same automaton, or the same error")
    func readingSectionInPlaceMatchesArrays() {
        var generator = SeededGenerator(seed: 2137)
        var loaded = 0
        var refusals: Set<String> = []
        for _ in 0..<3000 {
            let states = Int.random(in: 1...8, using: &generator)
            let classes = Int.random(in: 1...3, using: &generator)
            // Class 1 is the one byte '-' or every digit, so that literals leave on narrow and wide classes.
            let narrow = Bool.random(using: &generator)
            let classMap = (0..<256).map { byte -> UInt8 in
                guard classes > 1 else { return 0 }
                if narrow ? byte == 0x2D : (0x30...0x39).contains(byte) { return 1 }
                return classes > 2 && byte >= 0x80 ? 2 : 0
            }
            // Mostly forward transitions (acyclic), sometimes any state (cycles).
            let forward = Int.random(in: 0..<4, using: &generator) > 0
            var targets = (0..<(states * classes * 2)).map { index -> UInt32 in
                let state = index / (classes * 2)
                guard Int.random(in: 0..<3, using: &generator) == 0 else { return 0 }
                let low = forward ? min(state + 1, states) : 1
                return low < states ? UInt32.random(in: UInt32(low)..<UInt32(states), using: &generator) : 0
            }
            if Int.random(in: 0..<8, using: &generator) == 0 { targets[Int.random(in: 0..<targets.count, using: &generator)] = UInt32(states) }
            let accepting = (1..<max(states, 1)).filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }
            let start = Int.random(in: 0..<states, using: &generator)
            let section = CraftedFile.reading(states: states, classes: classes, start: start, classMap: classMap,
                                              targets: targets, accepting: accepting)
            let inPlace = Result { () throws(ProgramError) -> ReadingAutomaton in
                try ReadingAutomaton(section: section[...], tag: "READ", limits: .default)
            }
            let arrays = Result { () throws(ProgramError) -> ReadingAutomaton in
                try ReadingAutomaton(classMap: classMap, classCount: classes, startState: start, targets: targets,
                                     ranks: [UInt32](repeating: 0, count: targets.count),
                                     accepting: (0..<states).map { accepting.contains($0) })
            }
            #expect(inPlace == arrays, "\(states) states, \(classes) classes, start \(start), accepting \(accepting), targets \(targets)")
            switch arrays {
            case .success(let automaton):
                loaded += 1
                if case .success(let read) = inPlace { #expect(read.topologicalOrder == automaton.topologicalOrder) }
            case .failure(let error): refusals.insert(Self.kind(of: error))
            }
        }
        // Both outcomes, and the checks that only a section's tables can fail, were reached.
        #expect(loaded > 200, "\(loaded) loaded")
        for kind in ["stateCannotAccept", "cyclicReadingAutomaton", "literalOnWideClass", "invalidTarget"] {
            #expect(refusals.contains(kind), "\(kind) among \(refusals.sorted())")
        }
    }

    /// The kind of the refusals a reading section's tables can cause, by name.
    private static func kind(of error: ProgramError) -> String {
        switch error {
        case .stateCannotAccept: "stateCannotAccept"
        case .cyclicReadingAutomaton: "cyclicReadingAutomaton"
        case .literalOnWideClass: "literalOnWideClass"
        case .invalidTarget: "invalidTarget"
        default: "other"
        }
    }

    @Test("a loaded program makes its reading automaton on first use, the one it was compiled with")
    func readingAutomatonOnFirstUse() throws {
        for definitions in [[MaskDefinition("+7(DDD)DDD-DD-DD")], [MaskDefinition("DDDDD"), MaskDefinition("DDDDD-DDDD")]] {
            let compiled = try MaskCompiler.compile(definitions)
            let loaded = try MaskProgram(bytecode: compiled.bytecode)
            #expect(loaded.match("71234567890") == compiled.match("71234567890"))
            let members = loaded.maskSet?.members ?? [loaded]
            #expect(members.allSatisfy { !$0.hasBuiltReadingParts }, "loading and matching make no reading parts")
            #expect(loaded.transform("71234567890").text == compiled.transform("71234567890").text)
            for (member, compiledMember) in zip(members, compiled.maskSet?.members ?? [compiled]) {
                #expect(member.reader == compiledMember.reader)
                #expect(member.reader.topologicalOrder == compiledMember.reader.topologicalOrder)
            }
        }
    }

    @Test("a set loads its masks in place: the same program as compiled, and a changed mask is refused")
    func setMasksInPlace() throws {
        let set = try MaskCompiler.compile([MaskDefinition("DDDDD", name: "zip"), MaskDefinition("DDDDD-DDDD", name: "zip+4")])
        let bytes = set.bytecode
        let loaded = try MaskProgram(bytecode: bytes)
        #expect(loaded == set)
        #expect(loaded.maskSet?.members.map(\.source) == set.maskSet?.members.map(\.source))
        for sample in ["20500", "20500-0003", "2050", "20500-", "x"] {
            #expect(loaded.matches(sample) == set.matches(sample), "\(sample)")
            #expect(loaded.transform(sample).text == set.transform(sample).text, "\(sample)")
        }
        let layout = try BytecodeLayout(verifying: bytes)
        let setSection = try #require(layout.sections.first { $0.tag == "MSET" })
        // Every byte of the set's section but the last (the last mask's checksum would only
        // move): a changed byte is refused, by the set's checksum, before anything else.
        for offset in stride(from: setSection.offset, to: setSection.offset + setSection.length, by: 7) {
            var changed = bytes
            changed[offset] ^= 0x20
            #expect(throws: ProgramError.self, "byte \(offset)") { try MaskProgram(bytecode: changed) }
        }
    }

    @Test("stored labels compared in place: every stored label that differs from the derived one is refused")
    func storedLabelsInPlace() throws {
        let set = try MaskCompiler.compile([MaskDefinition("DDDDD", name: "zip"), MaskDefinition("DDDDD-DDDD", name: "zip+4")])
        let layout = try BytecodeLayout(verifying: set.bytecode)
        var sections = layout.sections.map { CraftedFile.Section(tag: $0.tag, payload: Array(layout.payload(of: $0, in: set.bytecode))) }
        let setIndex = try #require(sections.firstIndex { $0.tag == "MSET" })
        let matchStates = set.matcher.stateCount
        let optimisticStates = try #require(set.optimisticMatcher.dfa).stateCount
        // One byte a label (two masks); the match labels, then the optimistic ones.
        for (label, state, automaton) in (0..<(2 * matchStates)).map({ ($0, $0 / 2, "MTCH") })
            + (0..<(2 * optimisticStates)).map({ (2 * matchStates + $0, $0 / 2, "OPTM") }) {
            var changed = sections
            changed[setIndex].payload[4 + label] ^= 0x02
            #expect(throws: ProgramError.invalidMaskLabel(automaton: automaton, state: state), "label \(label)") {
                try MaskProgram(bytecode: CraftedFile(sections: changed).bytes())
            }
        }
        sections[setIndex].payload.removeLast()
        #expect(throws: ProgramError.self) { try MaskProgram(bytecode: CraftedFile(sections: sections).bytes()) }
    }

    @Test("the optimistic walk after the match walk derives the labels a walk of its own does")
    func secondWalkReusesPairs() throws {
        let sets: [[MaskDefinition]] = [
            [MaskDefinition("DDDDD"), MaskDefinition("DDDDD-DDDD")],
            [MaskDefinition("+7(DDD)DDD-DD-DD"), MaskDefinition("8(DDD)DDD-DD-DD"), MaskDefinition("DDD-DD-DD")],
            [MaskDefinition("[A-Z]D [A-Z]D"), MaskDefinition("DDDD"), MaskDefinition("[a-f]-D")],
        ]
        for definitions in sets {
            let set = try MaskCompiler.compile(definitions)
            let members = try #require(set.maskSet?.members)
            let matchers = members.map(\.matcher)
            let optimistic = try members.map { try #require($0.optimisticMatcher.dfa) }
            let optimisticUnion = try #require(set.optimisticMatcher.dfa)
            let (matchLabels, reused) = try MaskLabels.derive(union: set.matcher, members: .automata(matchers),
                                                              thenOptimistic: (optimisticUnion, .automata(optimistic)))
            #expect(matchLabels == (try MaskLabels.derive(union: set.matcher, members: matchers)))
            #expect(reused == (try MaskLabels.derive(union: optimisticUnion, members: optimistic)), "\(definitions.map(\.pattern))")
            // The loader's form, from the programs, derives the same labels.
            let fromPrograms = try MaskLabels.derive(union: set.matcher, optimisticUnion: optimisticUnion, members: members)
            #expect(fromPrograms.match == matchLabels && fromPrograms.optimistic == reused)
            // A union that disagrees with its masks is refused after a walk too.
            if matchers.count > 1 {
                let swapped = Array(optimistic.reversed())
                let alone = Result { () throws(ProgramError) -> MaskLabels in try MaskLabels.derive(union: optimisticUnion, members: swapped) }
                let after = Result { () throws(ProgramError) -> MaskLabels in
                    let walked = try MaskLabels.derive(union: set.matcher, members: .automata(matchers),
                                                       thenOptimistic: (optimisticUnion, .automata(swapped)))
                    return walked.optimistic ?? MaskLabels(accepting: [], live: [])  // no labels: never equal to `alone`
                }
                #expect(after == alone, "\(definitions.map(\.pattern))")
            }
        }
    }
}
