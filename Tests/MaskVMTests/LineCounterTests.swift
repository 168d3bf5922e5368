import MaskCompiler
import MaskLexer
import MaskVM
import Testing

@Suite("Line counter")
struct LineCounterTests {
    /// Counts with the bulk counter, feeding the input in pieces cut at `cuts`.
    private func count(
        _ program: MaskProgram, _ input: [UInt8], cuts: [Int] = [], lineEnding: LineEnding = .lf
    ) -> (complete: Int, lines: Int) {
        let counter = LineCounter(program, lineEnding: lineEnding)
        var progress = LineCounter.Progress()
        var start = 0
        for cut in cuts.sorted() + [input.count] where cut >= start {
            input[start..<cut].withUnsafeBufferPointer { counter.scan($0, &progress) }
            start = cut
        }
        counter.finish(&progress)
        return (progress.complete, progress.lines)
    }

    /// The same counts, one line at a time through `matchBytes`.
    private func reference(_ program: MaskProgram, _ input: [UInt8], lineEnding: LineEnding = .lf) -> (complete: Int, lines: Int) {
        var lines = input.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        if input.last == 0x0A || input.isEmpty { lines.removeLast() }
        if lineEnding == .crlf { lines = lines.map { $0.last == 0x0D ? Array($0.dropLast()) : $0 } }
        let complete = lines.filter { line in line.withUnsafeBufferPointer { program.matchBytes($0) } == .complete }.count
        return (complete, lines.count)
    }

    @Test("counts complete lines; CR stays in the line; a last line without newline counts")
    func basics() throws {
        let program = try MaskCompiler.compile("DD")
        #expect(count(program, Array("12\n1\n12\r\n\n123\nab\n99".utf8)) == (2, 7))
        #expect(count(program, Array("12\n".utf8)) == (1, 1))
        #expect(count(program, []) == (0, 0))
        #expect(count(program, Array("\n".utf8)) == (0, 1))
        let empty = try MaskCompiler.compile("")
        #expect(count(empty, Array("\n\nx\n".utf8)) == (2, 3))
    }

    @Test("with .crlf, a CR before LF (or at the end) is part of the line end; a CR elsewhere is not")
    func carriageReturns() throws {
        let program = try MaskCompiler.compile("DD")
        #expect(count(program, Array("12\r\n1\r\n12\r\r\n\r\n34\r".utf8), lineEnding: .crlf) == (2, 5))
        #expect(count(program, Array("1\r2\n".utf8), lineEnding: .crlf) == (0, 1))
        // A mask that takes a CR itself still sees it when another follows.
        let carriage = try MaskCompiler.compile("D\\\r")
        #expect(count(carriage, Array("1\r\r\n1\r\n".utf8), lineEnding: .crlf) == (1, 2))
        #expect(count(carriage, Array("1\r\n".utf8), lineEnding: .lf) == (1, 1))
        let input = Array("+7(123)456-78-90\r\n8(123)4567890\r\n+7(12a)\r\n\r".utf8)
        let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        for cut in 0...input.count {
            #expect(count(phone, input, cuts: [cut], lineEnding: .crlf) == (2, 4), "cut at \(cut)")
        }
    }

    @Test("a line may span any number of pieces, and be of any length")
    func spanning() throws {
        let program = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        let input = Array("+7(123)456-78-90\n8(123)4567890\n+7(12a)\n".utf8)
        for cut in 0...input.count {
            #expect(count(program, input, cuts: [cut]) == (2, 3), "cut at \(cut)")
        }
        let long = Array(repeating: UInt8(ascii: "1"), count: 5_000_000) + Array("\n8(123)4567890".utf8)
        #expect(count(program, long, cuts: [1_000_000, 3_000_000]) == (1, 2))
    }

    @Test("random inputs in random pieces agree with matching line by line", arguments: [11, 12, 13] as [UInt64])
    func random(seed: UInt64) throws {
        var random = RandomMasks(seed: seed)
        for _ in 0..<60 {
            let pattern = random.pattern(maximumItems: 6)
            let ast = try MaskParser.parse(pattern)
            let program = try MaskCompiler.compile(pattern)
            var input: [UInt8] = []
            for _ in 0..<Int.random(in: 0...400, using: &random.generator) {
                input += random.sample(for: ast).filter { $0 != 0x0A } + [0x0A]
            }
            if random.chance(0.5) { input += random.sample(for: ast).filter { $0 != 0x0A } }
            let cuts = (0..<Int.random(in: 0...5, using: &random.generator)).map { _ in Int.random(in: 0...input.count, using: &random.generator) }
            for lineEnding in [LineEnding.lf, .crlf] {
                var withReturns = input
                if lineEnding == .crlf {
                    // Some lines end in CRLF, some have a stray CR inside.
                    for index in withReturns.indices.reversed() where random.chance(0.2) { withReturns.insert(0x0D, at: index) }
                }
                let bulk = count(program, withReturns, cuts: cuts.map { min($0, withReturns.count) }, lineEnding: lineEnding)
                let expected = reference(program, withReturns, lineEnding: lineEnding)
                #expect(bulk == expected, "mask \(pattern), \(lineEnding)")
            }
        }
    }

    @Test("an automaton with a class for every byte still gets its own newline and CR columns")
    func everyByteItsOwnClass() throws {
        // Accepts exactly "a"; 256 classes, so `\n` and `\r` cannot get new class numbers
        // that fit a byte. States: 0 dead, 1 accepting, 2 start.
        var transitions = [UInt32](repeating: 0, count: 3 * 256)
        transitions[2 * 256 + 0x61] = 1
        let dfa = try DenseDFA(classMap: (0...255).map(UInt8.init), classCount: 256, startState: 2,
                               transitions: transitions, accepting: [false, true, false])
        // Counting reads only the match automaton; the reading parts are never built.
        let program = try MaskProgram(
            matcher: dfa, source: .init(pattern: "a", symbols: ""),
            optimistic: { preconditionFailure("counting strictly never builds the optimistic matcher") },
            reader: nil, deferredReader: { preconditionFailure("counting lines never builds the reading automaton") },
            maximumReadingWork: .max)
        #expect(count(program, Array("a\nb\na\n\na".utf8)) == (3, 5))
        #expect(count(program, Array("a\r\nb\r\na\r\r\n".utf8), lineEnding: .crlf) == (1, 3))
        #expect(count(program, Array("a\r\n".utf8), lineEnding: .lf) == (0, 1))
    }

    @Test("progress of parts that start at line beginnings adds up")
    func appending() throws {
        let program = try MaskCompiler.compile("DD")
        let counter = LineCounter(program)
        var first = LineCounter.Progress()
        var second = LineCounter.Progress()
        // "12\n12\n" then, counted separately from a line start, "34\n5".
        Array("12\n1".utf8).withUnsafeBufferPointer { counter.scan($0, &first) }
        Array("2\n".utf8).withUnsafeBufferPointer { counter.scan($0, &first) }
        Array("34\n5".utf8).withUnsafeBufferPointer { counter.scan($0, &second) }
        first.append(second)
        counter.finish(&first)
        #expect(first.complete == 3)
        #expect(first.lines == 4)
    }
}
