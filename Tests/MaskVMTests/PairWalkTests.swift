import MaskCompiler
import MaskLexer
@testable import MaskVM
import Testing

/// `run` walks two bytes a step over a pair table when the automaton has one; these check
/// it against the walk of one byte a step, which the differential tests check against the
/// reference matcher.
@Suite("Pair walk: two bytes a step")
struct PairWalkTests {
    private func walks(_ program: MaskProgram, _ sample: [UInt8]) -> (pairs: ByteMatchResult, bytes: ByteMatchResult) {
        sample.withUnsafeBufferPointer { (program.matcher.runInPairs($0), program.matcher.runByteAtATime($0)) }
    }

    @Test("every prefix of the suite's samples, odd and even lengths, dying on either byte of a pair", arguments: [
        ("D{4} D{4} D{4} D{4,7}", "4111 1111 1111 11111111"),
        ("[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}", "00:1A:2G"),
        ("<0-255>.<0-255>.<0-255>.<0-255>", "192.168.256.1"),
        ("+?7|8(DDD)DDD-?DD-?DD", "+7(123)4x6-78-90"),
        ("", "1"),
    ])
    func prefixes(pattern: String, sample: String) throws {
        let program = try MaskCompiler.compile(pattern)
        #expect(program.matcher.pairTable != nil)
        let bytes = Array(sample.utf8)
        for length in 0...bytes.count {
            let (pairs, single) = walks(program, Array(bytes.prefix(length)))
            #expect(pairs == single, "\(pattern) / \(String(decoding: bytes.prefix(length), as: UTF8.self))")
        }
    }

    @Test("random masks and samples: the pair walk agrees with the byte walk", arguments: [31, 32, 33] as [UInt64])
    func random(seed: UInt64) throws {
        var random = RandomMasks(seed: seed)
        var withPairs = 0
        for round in 0..<300 {
            let pattern = random.pattern(maximumItems: 8, grown: round % 2 == 1)
            let ast = try MaskParser.parse(pattern)
            guard let program = try? MaskCompiler.compile(pattern) else { continue }
            if program.matcher.pairTable != nil { withPairs += 1 }
            for _ in 0..<12 {
                let sample = random.sample(for: ast)
                let (pairs, single) = walks(program, sample)
                #expect(pairs == single, "mask \(pattern) sample \(sample)")
                // The optimistic matcher is made on first use, a DFA unless it is over the limits.
                if let optimisticDFA = program.optimisticMatcher.dfa {
                    let optimistic = sample.withUnsafeBufferPointer {
                        (optimisticDFA.runInPairs($0), optimisticDFA.runByteAtATime($0))
                    }
                    #expect(optimistic.0 == optimistic.1, "optimistic: mask \(pattern) sample \(sample)")
                }
            }
        }
        #expect(withPairs > 200)
    }

    @Test("an automaton whose pair table would be over the limit walks a byte a step, with the same results")
    func overTheLimit() throws {
        // 15 letters make 16 classes (a shift of 5: 512 entries a state); 9 copies, 136 states.
        let text = String(repeating: "abcdefghijklmno", count: 9)
        let program = try MaskCompiler.compile(text.map { "\\\($0)" }.joined())   // each letter escaped
        #expect(program.matcher.stateCount * program.matcher.classCount * 32 > PairTable.maximumEntries)
        #expect(program.matcher.pairTable == nil)
        #expect(program.match(text) == .complete)
        #expect(program.match(String(text.dropLast())) == .partial)
        #expect(program.match("abcdefghijklmnoabcx") == .illegal(at: 18))
    }

    @Test("the table is made by the first walk of two or three bytes, not by compiling or loading")
    func madeOnFirstWalk() throws {
        let program = try MaskCompiler.compile("DD-DD")
        let loaded = try MaskProgram(bytecode: program.bytecode)
        for candidate in [program, loaded] {
            #expect(candidate.matcher.pairTable?.isMade == false)
            #expect(candidate.match("1") == .partial)
            #expect(candidate.matcher.pairTable?.isMade == false)
            // Four bytes or more go four a step over the quad table this small automaton has.
            #expect(candidate.match("12-34") == .complete)
            #expect(candidate.matcher.pairTable?.isMade == false)
            #expect(candidate.match("12-") == .partial)
            #expect(candidate.matcher.pairTable?.isMade == true)
        }
    }

    @Test("automata stay equal and hash alike whether or not their tables are made")
    func equality() throws {
        let first = try MaskCompiler.compile("DD-DD")
        let second = try MaskCompiler.compile("DD-DD")
        _ = first.match("12-34")
        #expect(first.matcher == second.matcher)
        #expect(first.matcher.hashValue == second.matcher.hashValue)
        #expect(first.matcher != (try MaskCompiler.compile("DD-DDD")).matcher)
    }
}
