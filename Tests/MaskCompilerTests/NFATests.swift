@testable import MaskCompiler
import MaskLexer
import Testing

@Suite("NFA")
struct NFATests {
    private func nfa(_ pattern: String, symbols: SymbolSet = .default) throws -> NFA {
        try MaskCompiler.compileStages(pattern, symbols: symbols).nfa
    }

    @Test("state counts: one state a byte of each atom, one split an operator, one accept", arguments: [
        ("", 1), ("D", 2), ("X", 2), ("DD?", 4), ("7|8", 4), ("+?7|8(DDD)DDD-?DD-?DD", 22), (#"\€"#, 4),
    ])
    func stateCounts(pattern: String, count: Int) throws {
        #expect(try nfa(pattern).states.count == count)
    }

    @Test("classes consume ASCII ranges and are meaningful; literals are their UTF-8 bytes")
    func transitions() throws {
        let automaton = try nfa(#"DX\€"#)
        var consuming: [(ranges: [ClosedRange<UInt8>], meaningful: Bool, origin: Range<Int>)] = []
        var state = automaton.start
        while case .bytes(let ranges, let next, let meaningful, let origin) = automaton.states[state] {
            consuming.append((ranges, meaningful, origin))
            state = next
        }
        #expect(automaton.states[state] == .accept)
        #expect(consuming.map(\.ranges) == [[0x30...0x39], [0x41...0x5A, 0x61...0x7A], [0xE2...0xE2], [0x82...0x82], [0xAC...0xAC]])
        #expect(consuming.map(\.meaningful) == [true, true, false, false, false])
        #expect(consuming.map(\.origin) == [0..<1, 1..<2, 2..<4, 2..<4, 2..<4])
    }

    @Test("closure lists states in priority order: left alternative first, taking an optional first")
    func priority() throws {
        let automaton = try nfa("7|D")
        let closure = automaton.closure(of: [automaton.start])
        #expect(closure.count == 2)
        guard case .bytes(let first, _, let meaningful, _) = automaton.states[closure[0]] else {
            Issue.record("expected a consuming state")
            return
        }
        #expect(first == [0x37...0x37])
        #expect(!meaningful)

        let optional = try nfa("D?7")
        let order = optional.closure(of: [optional.start]).map { state -> Bool in
            if case .bytes(_, _, let meaningful, _) = optional.states[state] { meaningful } else { false }
        }
        #expect(order == [true, false])
    }

    @Test("the optimistic NFA is built without the optimistic tree, state for state the same", arguments: [
        "+?7|8(DDD)DDD-?DD-?DD", "7?", "7|8?", "+?|7?", #"\€|D?X"#, "", "DD.|/DD", "(7|8)?-",
    ])
    func optimisticNFA(pattern: String) throws {
        let ast = try MaskParser.parse(pattern)
        let direct = NFABuilder.build(ast, limit: 1_000, optionalLiterals: true)
        #expect(direct != nil)
        #expect(direct == NFABuilder.build(ast.optimistic, limit: 1_000))
    }

    @Test("the optimistic compact NFA derived from the match NFA is the one built from the tree", arguments: [
        "+?7|8(DDD)DDD-?DD-?DD", "7?", "7|8?", "+?|7?", #"\€|D?X"#, "", "DD.|/DD", "(7|8)?-", "77", "7|8|9", #"D\Ы?-|+X"#,
        "X|DX|D-?X|D", "-| ?D",
    ])
    func derivedOptimisticNFA(pattern: String) throws {
        let ast = try MaskParser.parse(pattern)
        var ranges = NFABuilder.SharedRanges()
        let recorded = try #require(NFABuilder.buildRecordingLiterals(ast, limit: 1_000, ranges: &ranges))
        let built = try #require(NFABuilder.build(ast, limit: 1_000, optionalLiterals: true))
        let classes = recorded.nfa.byteClasses
        let derived = CompactNFA(recorded.nfa, classes: classes, tagged: false)
            .withOptionalLiterals(recorded.literalItems, start: recorded.nfa.start)
        let expected = CompactNFA(built, classes: classes, tagged: false)
        #expect(derived.start == built.start)
        #expect(derived.nfa.first == expected.first)
        #expect(derived.nfa.second == expected.second)
        #expect(derived.nfa.letterStart == expected.letterStart)
        #expect(derived.nfa.letters == expected.letters)
    }

    @Test("the NFA state limit holds for the optimistic NFA too (it has a split more a literal)")
    func optimisticLimit() throws {
        var limits = MaskCompiler.Limits()
        limits.maximumNFAStates = 3   // "77" needs 3 states; its optimistic NFA 5
        #expect {
            try MaskCompiler.compile("77", limits: limits)
        } throws: { error in
            (error as? PatternError)?.diagnostics.map(\.code) == ["limit-nfa-states"]
        }
        #expect((try? MaskCompiler.compile("DD", limits: limits)) != nil)
    }

    @Test("the NFA state limit is a diagnostic")
    func limit() {
        var limits = MaskCompiler.Limits()
        limits.maximumNFAStates = 10
        #expect {
            try MaskCompiler.compile(String(repeating: "D", count: 20), limits: limits)
        } throws: { error in
            (error as? PatternError)?.diagnostics.map(\.code) == ["limit-nfa-states"]
        }
    }

    @Test("shared byte sets: each distinct one handed out once, past the few searched in order as well")
    func sharedRanges() {
        var shared = NFABuilder.SharedRanges()
        // 40 single bytes and 40 two-range sets: more than are searched in order, twice over.
        let bytes: [[ClosedRange<UInt8>]] = (0..<UInt8(40)).map { offset in [(0x80 + offset)...(0x80 + offset)] }
        let sets: [[ClosedRange<UInt8>]] = (0..<UInt8(40)).map { offset in
            let low: ClosedRange<UInt8> = 0x30...(0x30 + offset)
            let high: ClosedRange<UInt8> = (0xA0 + offset)...(0xA0 + offset)
            return [low, high]
        }
        for round in 0..<2 {
            for ranges in bytes + sets { #expect(shared.shared(ranges) == ranges, "round \(round): \(ranges)") }
        }
        let handedOut = shared.rangeSets
        #expect(handedOut.count == 80)
        #expect(Set(handedOut) == Set(bytes + sets))
        #expect(shared.byte(0x85) == [0x85...0x85])
        #expect(shared.byte(0x20) == [0x20...0x20])
        #expect(shared.rangeSets.count == 81)
    }
}

@Suite("Number range byte sequences")
struct NumberRangeSequenceTests {
    /// The lexer rejects `<001-12>`, but `NumberRange` is public: a range built by hand with a
    /// wider, zero-padded low end once trapped (`3...2`); it must read as the values 1...12.
    @Test("a hand-built range with a padded, wider low end compiles to its values, without trapping")
    func paddedLowEnd() throws {
        let range = try #require(NumberRange(lowText: "001", highText: "12"))
        let texts = Set(ByteSequenceBuilder.decimal(range).flatMap(Self.texts))
        #expect(texts == Set((1...12).map(String.init)))
    }

    @Test("a reversed hand-built range compiles to nothing")
    func reversed() throws {
        let range = try #require(NumberRange(lowText: "12", highText: "3"))
        #expect(ByteSequenceBuilder.decimal(range).isEmpty)
    }

    /// Every text a sequence of byte ranges spells (small ranges only).
    private static func texts(_ sequence: [ClosedRange<UInt8>]) -> [String] {
        sequence.reduce([""]) { prefixes, byteRange in
            prefixes.flatMap { prefix in byteRange.map { prefix + String(UnicodeScalar($0)) } }
        }
    }
}
