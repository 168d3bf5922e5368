import MaskCompiler
import MaskLexer
import MaskVM
import Testing
import TestSupport

@Suite("Parallel lines")
struct ParallelLinesTests {
    /// The lines of `input` judged one by one, as a reader of lines would: the reference.
    private func serial(_ program: MaskProgram, _ input: [UInt8], mode: MatchMode, lineEnding: LineEnding) -> [ByteMatchResult] {
        var lines = input.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        if input.last == 0x0A || input.isEmpty { lines.removeLast() }
        return lines.map { line in
            let content = lineEnding == .crlf && line.last == 0x0D ? Array(line.dropLast()) : line
            return content.withUnsafeBufferPointer { program.matchBytes($0, mode: mode) }
        }
    }

    @Test("judging and counting on 1 to 9 threads equal the serial answer, for random masks and buffers",
          arguments: [21, 22, 23] as [UInt64])
    func randomBuffers(seed: UInt64) throws {
        var random = RandomMasks(seed: seed)
        for _ in 0..<25 {
            let pattern = random.pattern(maximumItems: 6)
            let ast = try MaskParser.parse(pattern)
            let program = try MaskCompiler.compile(pattern)
            var input: [UInt8] = []
            for _ in 0..<Int.random(in: 0...300, using: &random.generator) {
                input += random.sample(for: ast).filter { $0 != 0x0A }
                if random.chance(0.3) { input.append(0x0D) }
                input.append(0x0A)
            }
            if random.chance(0.5) { input += random.sample(for: ast).filter { $0 != 0x0A } }
            for mode in MatchMode.allCases {
                for lineEnding in [LineEnding.crlf, .lf] {
                    let expected = serial(program, input, mode: mode, lineEnding: lineEnding)
                    let counts = LineCounts(complete: expected.filter { $0 == .complete }.count, lines: expected.count)
                    for threads in 1...9 {
                        let judged = input.withUnsafeBufferPointer { program.judgeLines(in: $0, mode: mode, lineEnding: lineEnding, threads: threads) }
                        #expect(judged == expected, "mask \(pattern), \(mode), \(lineEnding), \(threads) threads")
                        let counted = input.withUnsafeBufferPointer { program.countLines(in: $0, mode: mode, lineEnding: lineEnding, threads: threads) }
                        #expect(counted == counts, "mask \(pattern), \(mode), \(lineEnding), \(threads) threads")
                    }
                }
            }
        }
    }

    @Test("a streamed count on threads, in blocks cut anywhere (lines split across blocks), equals the serial count")
    func blocksCutAnywhere() throws {
        let program = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        let lines = ["+7(123)456-78-90", "8(123)4567890\r", "+7(12a)", "", "71234567890", "8(999)000-11-22"]
        let input = Array((0..<40).map { lines[$0 % lines.count] }.joined(separator: "\n").utf8)
        let expected = input.withUnsafeBufferPointer { program.countLines(in: $0) }
        // The 40th item is empty and has no newline after it: not a line.
        #expect(expected == LineCounts(complete: 20, lines: 39))
        for threads in [2, 3, 8] {
            for cut in stride(from: 0, through: input.count, by: 7) {
                let counter = LineCounter(program)
                var progress = LineCounter.Progress()
                input[..<cut].withUnsafeBufferPointer { counter.scan($0, &progress, threads: threads) }
                input[cut...].withUnsafeBufferPointer { counter.scan($0, &progress, threads: threads) }
                counter.finish(&progress)
                #expect(LineCounts(complete: progress.complete, lines: progress.lines) == expected, "cut \(cut), \(threads) threads")
            }
        }
    }

    @Test("empty buffers, a lone newline, and a last line without newline", arguments: [
        ("", 0, 0), ("\n", 0, 1), ("12", 1, 1), ("12\r", 1, 1), ("12\n12", 2, 2), ("\n\n12\n", 1, 3), ("\r\n", 0, 1),
    ] as [(String, Int, Int)])
    func edges(input: String, complete: Int, lines: Int) throws {
        let program = try MaskCompiler.compile("DD")
        let bytes = Array(input.utf8)
        for threads in 1...4 {
            let counted = bytes.withUnsafeBufferPointer { program.countLines(in: $0, threads: threads) }
            #expect(counted == LineCounts(complete: complete, lines: lines))
            let judged = bytes.withUnsafeBufferPointer { program.judgeLines(in: $0, threads: threads) }
            #expect(judged.count == lines)
            #expect(judged.filter { $0 == .complete }.count == complete)
        }
    }

    @Test("bounds cut only after a newline, never make an empty run, and cover the buffer")
    func bounds() {
        var generator = SeededGenerator(seed: 0xB0_B0)
        for _ in 0..<300 {
            let count = Int(generator.next() % 200)
            let bytes = (0..<count).map { _ in generator.next() % 5 == 0 ? UInt8(0x0A) : UInt8(ascii: "x") }
            let parts = Int(generator.next() % 10)
            let cuts = bytes.withUnsafeBufferPointer { ParallelLines.bounds($0, parts: parts) }
            #expect(cuts.first == 0)
            #expect(cuts.last == bytes.count)
            #expect(cuts.count - 1 <= max(parts, 1))
            for (before, after) in zip(cuts, cuts.dropFirst()) { #expect(before < after || bytes.isEmpty) }
            for cut in cuts.dropFirst().dropLast() { #expect(bytes[cut - 1] == 0x0A) }
        }
    }

    @Test("map over item ranges covers every item once, in order")
    func mapRanges() {
        for count in [0, 1, 2, 7, 100] {
            for threads in 1...6 {
                let ranges = ParallelLines.map(count: count, threads: threads) { $0 }
                #expect(ranges.flatMap { Array($0) } == Array(0..<count))
                #expect(ranges.count <= max(1, threads))
            }
        }
    }
}

@Suite("Match modes")
struct MatchModeTests {
    @Test("match(_:mode:) and matchBytes(_:mode:) agree with the strict and optimistic automata", arguments: [
        ("+7(123)456", MatchResult.complete, MatchResult.complete),
        ("7(123)456", .illegal(at: 0), .complete),
        ("123456", .illegal(at: 0), .complete),
        ("12345", .illegal(at: 0), .partial),
        ("+7(12a", .illegal(at: 5), .illegal(at: 5)),
    ] as [(String, MatchResult, MatchResult)])
    func modes(sample: String, strict: MatchResult, optimistic: MatchResult) throws {
        let program = try MaskCompiler.compile("+7(DDD)DDD")
        #expect(program.match(sample, mode: .strict) == strict)
        #expect(program.match(sample, mode: .optimistic) == optimistic)
        #expect(program.match(sample[...], mode: .optimistic) == optimistic)
        #expect(program.match(sample, mode: .strict) == program.match(sample))
        #expect(program.match(sample, mode: .optimistic) == program.match(sample, optimistic: true))
        var copy = sample
        copy.withUTF8 { bytes in
            #expect(program.matchBytes(bytes, mode: .strict) == program.matchBytes(bytes))
            #expect(program.matchBytes(bytes, mode: .optimistic) == program.matchBytes(bytes, optimistic: true))
        }
        #expect(program.matcher(for: .strict) == .dfa(program.matcher))
        #expect(program.matcher(for: .optimistic) == program.optimisticMatcher)
    }
}
