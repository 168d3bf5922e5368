import Dispatch
@testable import MaskCompiler
import MaskLexer
@testable import MaskVM
import Testing

/// The optimistic matcher is made on first use; where its DFA would exceed the compiler's
/// limits, the program simulates the optimistic NFA instead. The simulation must give the
/// DFA's verdicts on every sample, never trap, survive bytecode, and be safe to race on.
@Suite("Optimistic matcher: deferred, with an NFA simulation past the limits")
struct OptimisticFallbackTests {
    /// Limits under which the mask's match and reading automata still fit (the subset
    /// constructions' own state counts), so only the optimistic one can be over them.
    static func tightLimits(_ pattern: String) throws -> MaskCompiler.Limits {
        let stages = try MaskCompiler.compileStages(pattern)
        return MaskCompiler.Limits(maximumDFAStates: max(stages.dfa.stateCount, stages.readingDFA.accepting.count, 1))
    }

    /// Verdicts of every way to match optimistically: whole samples, bytes, per-mask labels.
    static func verdicts(_ program: MaskProgram, _ bytes: [UInt8]) -> [String] {
        bytes.withUnsafeBufferPointer { buffer in
            let matches = program.matches(utf8: buffer, optimistic: true)
            let text = String(decoding: bytes, as: UTF8.self)
            // The String entry, the generic one (a Substring) and the bytes entry each reach
            // the stored automaton their own way; they must agree.
            let whole = program.match(text, optimistic: true)
            #expect(program.match(text[...], mode: .optimistic) == whole, "\(text)")
            // (The text's own bytes: a sample of invalid UTF-8 is repaired in the String.)
            let repaired = Array(text.utf8)
            #expect(repaired.withUnsafeBufferPointer { program.match(utf8: $0, mode: .optimistic) } == whole, "\(text)")
            return ["\(program.matchBytes(buffer, optimistic: true))", "\(whole)",
                    "\(matches.result) \(Array(matches.complete)) \(Array(matches.possible))"]
        }
    }

    @Test("random masks: the simulation under tight limits gives the DFA's verdicts", arguments: [11, 12, 13, 14] as [UInt64])
    func differential(seed: UInt64) throws {
        var random = RandomMasks(seed: seed)
        var simulated = 0
        for index in 0..<60 {
            let pattern = random.pattern(grown: index % 2 == 0)
            let normal = try MaskCompiler.compile(pattern)
            guard let limits = try? Self.tightLimits(pattern), let tight = try? MaskCompiler.compile(pattern, limits: limits)
            else { continue }
            #expect(normal.optimisticMatcher.dfa != nil, "\(pattern)")
            if tight.optimisticMatcher.isSimulation { simulated += 1 }
            let ast = try MaskParser.parse(pattern)
            for _ in 0..<40 {
                let sample = random.chance(0.5) ? random.sample(for: ast.optimistic) : random.sample(for: ast)
                #expect(Self.verdicts(tight, sample) == Self.verdicts(normal, sample), "\(pattern) \(sample)")
            }
        }
        // The tight limits force the simulation on a good share of the masks.
        #expect(simulated >= 5, "only \(simulated) masks simulated")
    }

    static let blowUp = String(repeating: "D7", count: 10)

    @Test("first use at a tiny limit does not trap: a mask whose optimistic DFA is far over it")
    func tinyLimitFirstUse() throws {
        let limits = try Self.tightLimits(Self.blowUp)
        let program = try MaskCompiler.compile(Self.blowUp, limits: limits)
        #expect(!program.hasBuiltOptimisticMatcher)
        #expect(program.match("777777777", optimistic: true) == .partial)
        #expect(program.hasBuiltOptimisticMatcher)
        #expect(program.optimisticMatcher.isSimulation)
        let normal = try MaskCompiler.compile(Self.blowUp)
        #expect(normal.optimisticMatcher.stateCount > limits.maximumDFAStates)
        for sample in ["", "1", "17", "1111111111", "17171717171717171717", "1x", "7777777777777777777777", "12345678901234567890"] {
            #expect(program.match(sample, optimistic: true) == normal.match(sample, optimistic: true), "\(sample)")
        }
        // compileStages accepts it alike: no optimistic DFA, a simulating program.
        let stages = try MaskCompiler.compileStages(Self.blowUp, limits: limits)
        #expect(stages.optimisticDFA == nil)
        #expect(stages.program.optimisticMatcher.isSimulation)
        // Transform and extract do not need the optimistic matcher, and still work.
        #expect(program.transform("1234").text == normal.transform("1234").text)
    }

    @Test("compiling never makes the optimistic matcher; a set's first optimistic match does")
    func deferred() throws {
        let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        #expect(!phone.hasBuiltOptimisticMatcher)
        #expect(phone.match("+7(123)456-78-90") == .complete)
        #expect(!phone.hasBuiltOptimisticMatcher)
        #expect(phone.match("12345", optimistic: true) == .partial)
        #expect(phone.hasBuiltOptimisticMatcher && !phone.optimisticMatcher.isSimulation)
        let set = try MaskCompiler.compile(["+7 (DDD) DDD-DD-DD", "+1 (DDD) DDD-DDDD"])
        #expect(!set.hasBuiltOptimisticMatcher)
        #expect(!set.masks.contains { $0.program.hasBuiltOptimisticMatcher })
        #expect(set.match("7 912 3456789", optimistic: true) == .complete)
        #expect(set.hasBuiltOptimisticMatcher && set.optimisticMatcher.dfa != nil)
    }

    @Test("a simulated program survives bytecode: ONFA in place of OPTM, the same verdicts")
    func bytecode() throws {
        let limits = try Self.tightLimits(Self.blowUp)
        let program = try MaskCompiler.compile(Self.blowUp, limits: limits)
        let bytes = program.bytecode
        let layout = try BytecodeLayout(verifying: bytes)
        #expect(layout.sections.map(\.tag) == ["MTCH", "ONFA", "READ", "srce"])
        let loaded = try MaskProgram(bytecode: bytes)
        #expect(loaded.optimisticMatcher == program.optimisticMatcher)
        #expect(loaded == program)
        #expect(loaded.bytecode == bytes)
        var random = RandomMasks(seed: 3)
        let ast = try MaskParser.parse(Self.blowUp).optimistic
        for _ in 0..<100 {
            let sample = random.sample(for: ast)
            #expect(Self.verdicts(loaded, sample) == Self.verdicts(program, sample))
        }
        // Every truncation and every single-byte change of it is refused or loads: never a trap.
        for length in stride(from: 0, to: bytes.count, by: 7) { _ = try? MaskProgram(bytecode: Array(bytes[..<length])) }
        // A file may not hold both optimistic sections.
        let both = BytecodeContainer.encode([
            ("MTCH", program.matcher.encodedSection()),
            ("OPTM", program.matcher.encodedSection()),
            ("ONFA", try #require(program.optimisticMatcher.simulation).encodedSection()),
            ("READ", program.reader.encodedSection()),
        ])
        #expect(throws: ProgramError.self) { try MaskProgram(bytecode: both) }
    }

    @Test("an ONFA section goes through its verifier: a move past the last state is refused")
    func hostileSection() throws {
        let program = try MaskCompiler.compile("D7D", limits: Self.tightLimits("D7D"))
        let nfa = NFASimulation(program.matcher)
        var section = nfa.encodedSection()
        // The first move's target: after 5 counts, the class map and S + 1 starts, E classes.
        let edgeCount = Int(section[12]) | Int(section[13]) << 8
        let at = 20 + 256 + 4 * (nfa.stateCount + 1) + 4 * edgeCount
        section[at] = UInt8(nfa.stateCount)
        let file = BytecodeContainer.encode([
            ("MTCH", program.matcher.encodedSection()), ("ONFA", section), ("READ", program.reader.encodedSection()),
        ])
        #expect(throws: ProgramError.self) { try MaskProgram(bytecode: file) }
        // The same section unchanged loads, and runs the strict language.
        let good = BytecodeContainer.encode([
            ("MTCH", program.matcher.encodedSection()), ("ONFA", nfa.encodedSection()), ("READ", program.reader.encodedSection()),
        ])
        let loaded = try MaskProgram(bytecode: good)
        #expect(loaded.match("171", optimistic: true) == .complete)
        #expect(loaded.match("17", optimistic: true) == .partial)
    }

    static let phones = ["+7 (DDD) DDD-DD-DD", "+1 (DDD) DDD-DDDD", "+44 DDDD DDDDDD", "8 DDD DDD DD DD"]

    @Test("a set whose union optimistic DFA is over the limit walks its masks side by side, from compile and from bytecode")
    func setFallback() throws {
        let normal = try MaskCompiler.compile(Self.phones)
        let limits = MaskCompiler.Limits(maximumDFAStates: normal.matcher.stateCount)
        let tight = try MaskCompiler.compile(Self.phones, limits: limits)
        guard case .masks(let members) = tight.optimisticMatcher else {
            Issue.record("expected the masks walked side by side, got \(tight.optimisticMatcher.summary)")
            return
        }
        #expect(members.count == Self.phones.count)
        let loaded = try MaskProgram(bytecode: tight.bytecode)
        #expect(try BytecodeLayout(verifying: tight.bytecode).sections.map(\.tag) == ["MTCH", "MSET"])
        #expect(loaded.optimisticMatcher.isSimulation)
        var random = RandomMasks(seed: 21)
        for pattern in Self.phones {
            let ast = try MaskParser.parse(pattern)
            for _ in 0..<50 {
                let sample = random.chance(0.5) ? random.sample(for: ast.optimistic) : random.sample(for: ast)
                let expected = Self.verdicts(normal, sample)
                #expect(Self.verdicts(tight, sample) == expected, "\(sample)")
                #expect(Self.verdicts(loaded, sample) == expected, "\(sample)")
            }
        }
    }

    @Test("counting lines optimistically through a simulation counts as the DFA does")
    func lineCounting() throws {
        let limits = try Self.tightLimits(Self.blowUp)
        let tight = try MaskCompiler.compile(Self.blowUp, limits: limits)
        let normal = try MaskCompiler.compile(Self.blowUp)
        let text = "17171717171717171717\r\n1111111111\n7777777777\r\n\r\n12345678901234567890\r\n1x\r1111111111\r"
        for lineEnding in [LineEnding.crlf, .lf] {
            for threads in [1, 3] {
                let bytes = Array(text.utf8)
                let expected = bytes.withUnsafeBufferPointer { normal.countLines(in: $0, mode: .optimistic, lineEnding: lineEnding) }
                let counted = bytes.withUnsafeBufferPointer {
                    tight.countLines(in: $0, mode: .optimistic, lineEnding: lineEnding, threads: threads)
                }
                #expect(counted == expected, "\(lineEnding) \(threads)")
                // And in blocks of a few bytes, the walk carried from one to the next.
                let counter = LineCounter(tight, mode: .optimistic, lineEnding: lineEnding)
                var progress = LineCounter.Progress()
                for start in stride(from: 0, to: bytes.count, by: 5) {
                    bytes[start..<min(start + 5, bytes.count)].withUnsafeBufferPointer { counter.scan($0, &progress) }
                }
                counter.finish(&progress)
                #expect(LineCounts(complete: progress.complete, lines: progress.lines) == expected)
            }
        }
    }

    @Test("threads racing on the first optimistic match all get the serial verdicts, DFA and simulation alike")
    func firstUseRace() throws {
        let limits = try Self.tightLimits(Self.blowUp)
        var random = RandomMasks(seed: 5)
        let ast = try MaskParser.parse(Self.blowUp).optimistic
        let samples = (0..<200).map { _ in String(decoding: random.sample(for: ast), as: UTF8.self) }
        let reference = try MaskCompiler.compile(Self.blowUp)
        let serial = samples.map { reference.match($0, optimistic: true) }
        for round in 0..<4 {
            let programs = [
                try MaskCompiler.compile(Self.blowUp), try MaskCompiler.compile(Self.blowUp, limits: limits),
                try MaskCompiler.compile([Self.blowUp, "DDD"]),
            ]
            for program in programs {
                let results = Slots<MatchResult>(count: 8)
                DispatchQueue.concurrentPerform(iterations: 8) { worker in
                    let rotated = Array(samples[(worker * 13 + round)...] + samples[..<(worker * 13 + round)])
                    results.store(rotated.map { program.match($0, optimistic: true) }, at: worker)
                }
                for worker in 0..<8 {
                    let rotated = Array(serial[(worker * 13 + round)...] + serial[..<(worker * 13 + round)])
                    if program.isMaskSet { continue }
                    #expect(results.value(at: worker) == rotated)
                }
            }
        }
    }
}

extension MatchAutomaton {
    /// The simulated NFA, for the tests.
    var simulation: NFASimulation? {
        if case .simulation(let nfa) = self { return nfa }
        return nil
    }
}
