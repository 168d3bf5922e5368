import MaskCompiler
import MaskLexer
@testable import MaskVM
import Testing

/// `run` walks four bytes a step over a quad table when the automaton is small enough to
/// have one; these check it, and its noting form under `matchSimpleText`, against the walk
/// of one byte a step, which the differential tests check against the reference matcher.
@Suite("Quad walk: four bytes a step")
struct QuadWalkTests {
    private func walks(_ dfa: DenseDFA, _ sample: [UInt8]) -> (quads: ByteMatchResult, bytes: ByteMatchResult) {
        sample.withUnsafeBufferPointer { (dfa.run($0), dfa.runByteAtATime($0)) }
    }

    /// What `matchSimpleText` must say: the byte walk's verdict on simple text (ASCII
    /// without a carriage return), nil on any other.
    private func expectedSimpleText(_ dfa: DenseDFA, _ sample: [UInt8]) -> ByteMatchResult? {
        guard sample.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        return sample.withUnsafeBufferPointer { dfa.runByteAtATime($0) }
    }

    @Test("every prefix of the samples, of every length modulo 4, dying on each byte of a step", arguments: [
        ("D{4} D{4} D{4} D{4,7}", "4111 1111 1111 11111111"),
        ("[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}", "00:1A:2G:33"),
        ("DD-DD", "12-34x"),
        ("[0-9a-f]{24}", "507f1f77bcf86cd799439011a"),
        ("[aé]{2,4}-", "aéa-\r\né"),
        ("", "1234"),
    ])
    func prefixes(pattern: String, sample: String) throws {
        let program = try MaskCompiler.compile(pattern)
        #expect(program.matcher.quadTable != nil)
        let bytes = Array(sample.utf8)
        for length in 0...bytes.count {
            let prefix = Array(bytes.prefix(length))
            let (quads, single) = walks(program.matcher, prefix)
            #expect(quads == single, "\(pattern) / \(String(decoding: prefix, as: UTF8.self))")
            let simple = prefix.withUnsafeBufferPointer { program.matchSimpleText($0) }
            #expect(simple == expectedSimpleText(program.matcher, prefix), "simple text: \(pattern) / \(prefix)")
        }
        if bytes.count >= 4 { #expect(program.matcher.quadTable?.isMade == true) }
    }

    @Test("random masks and samples: the quad walk agrees with the byte walk", arguments: [41, 42, 43] as [UInt64])
    func random(seed: UInt64) throws {
        var random = RandomMasks(seed: seed)
        var withQuads = 0
        for round in 0..<300 {
            let pattern = random.pattern(maximumItems: 8, grown: round % 2 == 1)
            let ast = try MaskParser.parse(pattern)
            guard let program = try? MaskCompiler.compile(pattern) else { continue }
            if program.matcher.quadTable != nil { withQuads += 1 }
            for _ in 0..<12 {
                let sample = random.sample(for: ast)
                let (quads, single) = walks(program.matcher, sample)
                #expect(quads == single, "mask \(pattern) sample \(sample)")
                let simple = sample.withUnsafeBufferPointer { program.matchSimpleText($0) }
                #expect(simple == expectedSimpleText(program.matcher, sample), "simple text: mask \(pattern) sample \(sample)")
                if let optimisticDFA = program.optimisticMatcher.dfa {
                    let optimistic = walks(optimisticDFA, sample)
                    #expect(optimistic.quads == optimistic.bytes, "optimistic: mask \(pattern) sample \(sample)")
                }
            }
        }
        // Most random masks are small enough for a quad table, but not all.
        #expect(withQuads > 100)
    }

    @Test("an automaton whose quad table would be over the limit walks in pairs, with the same results")
    func overTheLimit() throws {
        // 4 letters make 5 classes (625 columns, a row of 1,024 entries); 5 copies, 22 states.
        let text = String(repeating: "abcd", count: 5)
        let program = try MaskCompiler.compile(text.map { "\\\($0)" }.joined())   // each letter escaped
        #expect(program.matcher.stateCount * 1024 > QuadTable.maximumEntries)
        #expect(program.matcher.quadTable == nil)
        #expect(program.matcher.pairTable != nil)
        #expect(program.match(text) == .complete)
        #expect(program.match(String(text.dropLast())) == .partial)
        #expect(program.match("abcdabcdax") == .illegal(at: 9))
    }

    @Test("the row of k classes is k⁴ columns rounded up to a power of two, and only 1 to 11 classes qualify")
    func rowShift() {
        #expect(QuadTable.rowShift(classCount: 2, stateCount: 26) == 4)
        #expect(QuadTable.rowShift(classCount: 3, stateCount: 10) == 7)
        #expect(QuadTable.rowShift(classCount: 4, stateCount: 64) == 8)
        #expect(QuadTable.rowShift(classCount: 4, stateCount: 65) == nil)
        #expect(QuadTable.rowShift(classCount: 12, stateCount: 1) == nil)
        #expect(QuadTable.rowShift(classCount: 1, stateCount: QuadTable.maximumEntries) == 0)
        // Every qualifying count: the power of two is the smallest at least k⁴ columns.
        for classCount in 1...11 {
            let columns = classCount * classCount * classCount * classCount
            let shift = QuadTable.rowShift(classCount: classCount, stateCount: 1)
            #expect(shift.map { 1 << $0 >= columns && (($0 == 0) || 1 << ($0 - 1) < columns) } == true, "\(classCount) classes")
        }
    }

    @Test("a pair row's shift is the class count's bit length, for every count a one-state table allows")
    func pairShift() {
        for classCount in 1...255 {
            let shift = PairTable.shift(classCount: classCount, stateCount: 1)
            #expect(shift.map { 1 << $0 > classCount && 1 << ($0 - 1) <= classCount } == true, "\(classCount) classes")
        }
        #expect(PairTable.shift(classCount: 3, stateCount: 1) == 2)
        #expect(PairTable.shift(classCount: 4, stateCount: 1) == 3)
    }

    @Test("the table is made by the first walk of four bytes or more, not by compiling or loading")
    func madeOnFirstWalk() throws {
        let program = try MaskCompiler.compile("DD-DD")
        let loaded = try MaskProgram(bytecode: program.bytecode)
        for candidate in [program, loaded] {
            #expect(candidate.matcher.quadTable?.isMade == false)
            #expect(candidate.match("12-") == .partial)
            #expect(candidate.matcher.quadTable?.isMade == false)
            #expect(candidate.match("12-34") == .complete)
            #expect(candidate.matcher.quadTable?.isMade == true)
        }
    }
}
