@testable import MaskCompiler
import MaskLexer
import Testing

@Suite("Byte classes")
struct ByteClassTests {
    private func describe(_ classes: ByteClasses) -> [String] {
        (0..<classes.count).map { cls in
            classes.ranges(of: cls).map { range in
                range.lowerBound == range.upperBound
                    ? hex(range.lowerBound) : "\(hex(range.lowerBound))-\(hex(range.upperBound))"
            }.joined(separator: " ")
        }
    }

    private func hex(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16)
    }

    @Test("split refines a partition and keeps classes in order of their first byte")
    func split() {
        var classes = ByteClasses()
        #expect(classes.count == 1)
        classes.split(by: [0x30...0x39])
        classes.split(by: [0x37...0x37])
        #expect(describe(classes) == ["\\x0-/ :-\\xff", "0-6 8-9", "7"])
        #expect(classes.representatives == [0x00, 0x30, 0x37])
    }

    @Test("the NFA's classes separate every byte a transition tells apart")
    func nfaClasses() throws {
        let nfa = try MaskCompiler.compileStages("+?7|8(DDD)DDD-?DD-?DD").nfa
        #expect(describe(nfa.byteClasses) == [
            "\\x0-' * , .-/ :-\\xff", "(", ")", "+", "-", "0-6 9", "7", "8",
        ])
        // X's two ranges behave alike everywhere, so they are one class.
        #expect(describe(try MaskCompiler.compileStages("X").nfa.byteClasses) == ["\\x0-@ [-` {-\\xff", "A-Z a-z"])
    }

    @Test("an NFA of more than 64 distinct range sets: every literal byte a class, with D and X around them")
    func manyRangeSets() throws {
        // 94 printable ASCII literals (escaped), then D and X: 96 range sets.
        let literals = (0x21...0x7E).map { "\\" + String(UnicodeScalar(UInt8($0))) }.joined()
        let classes = try MaskCompiler.compileStages(literals + "DX").nfa.byteClasses
        // Each printable byte alone (94), and the rest: the bytes below 0x21 with those above 0x7E.
        #expect(classes.count == 95)
        #expect(describe(classes).first == "\\x0-\\x20 \\x7f-\\xff")
        #expect(Set((0x21...0x7E).map { classes.map[$0] }).count == 94)
        #expect(classes.representatives == [0] + (0x21...0x7E).map(UInt8.init))
    }

    @Test("the minimal DFA merges classes every state treats alike: 7 and 8 in the phone mask")
    func mergedClasses() throws {
        let dfa = try MaskCompiler.compileStages("+?7|8(DDD)DDD-?DD-?DD").minimalDFA
        #expect(describe(dfa.classes) == ["\\x0-' * , .-/ :-\\xff", "(", ")", "+", "-", "0-6 9", "7-8"])
    }

    @Test("the classes of the builder's range sets are the classes found among the NFA's states", arguments: [
        "+?7|8(DDD)DDD-?DD-?DD", "", "D", "X", "7|D", #"\€|D?X"#, "XXDD XXXX DDDD", "DD.|/DD.|/DDDD", "(7|8)?-",
    ])
    func classesFromBuilder(pattern: String) throws {
        let ast = try MaskParser.parse(pattern)
        var ranges = NFABuilder.SharedRanges()
        let built = try #require(NFABuilder.buildRecordingLiterals(ast, limit: 1_000, ranges: &ranges))
        #expect(NFA.byteClasses(of: ranges.rangeSets) == built.nfa.byteClasses)
    }

    /// The classes by definition: bytes are in one class when every set holds both or
    /// neither; numbered by first byte.
    private func classesBySignature(_ rangeSets: [[ClosedRange<UInt8>]]) -> ByteClasses {
        var numbers: [[Bool]: UInt8] = [:]
        var map: [UInt8] = []
        for byte in 0...255 {
            let signature = rangeSets.map { ranges in ranges.contains { $0.contains(UInt8(byte)) } }
            if numbers[signature] == nil { numbers[signature] = UInt8(numbers.count) }
            map.append(numbers[signature]!)
        }
        return ByteClasses(map: map, count: numbers.count)
    }

    @Test("refining by each set gives the classes of the bytes' signatures, for few and many sets, overlapping ranges too",
          arguments: [1, 2, 3] as [UInt64])
    func refinement(seed: UInt64) {
        var random = SplitMix(seed: seed)
        for round in 0..<40 {
            let setCount = [1, 5, 63, 64, 65, 120, 300][round % 7]
            let rangeSets: [[ClosedRange<UInt8>]] = (0..<setCount).map { _ in
                (0..<(1 + random.next() % 4)).map { _ in
                    let low = UInt8(truncatingIfNeeded: random.next())
                    let span = UInt8(truncatingIfNeeded: random.next() % (round % 2 == 0 ? 4 : 64))
                    return low...(low &+ span < low ? 255 : low &+ span)
                }
            }
            let expected = classesBySignature(rangeSets)
            #expect(NFA.byteClasses(refining: rangeSets) == expected, "round \(round)")
            #expect(NFA.byteClasses(of: rangeSets) == expected, "round \(round)")
        }
    }
}

/// A small seeded generator for the refinement test.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
    }
}
