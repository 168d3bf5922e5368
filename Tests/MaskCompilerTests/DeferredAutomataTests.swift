@testable import MaskCompiler
import MaskLexer
@testable import MaskVM
import Testing

/// `MaskCompiler.compile` defers the optimistic and reading automata to their first use
/// when bounds, found before building them, show that building them cannot exceed a limit.
/// The bounds must hold for every mask, and a deferred program must be the eager one: the
/// same bytecode, the same results, the same errors for the same limits.
@Suite("Deferred automata")
struct DeferredAutomataTests {
    static let named = [
        "+?7|8(DDD)DDD-?DD-?DD", "DDDD DDDD DDDD DDDD", "DD.|/DD.|/DDDD", "XXDD XXXX DDDD DDDD DDDD D|XD|X",
        "D?D?D?D?D?D?7", "7?D7?D7?D", "D|7DD?", "DDD DD",
    ]
    static let masks = named + SubsetConstructionTests.masks

    private func classified(_ pattern: String, limits: MaskCompiler.Limits = .default) throws
        -> (run: CompilationRun, classified: CompilationRun.ClassifiedNFA) {
        let run = CompilationRun(pattern: pattern, symbols: .default, limits: limits)
        return (run, run.classifyBytes(try run.buildNFA(try run.parse())))
    }

    @Test("the bounds hold: each construction succeeds with its bound as its limits, and the reading work is within its bound")
    func boundsHold() throws {
        for pattern in Self.masks {
            let (run, classified) = try classified(pattern)
            let optimistic = try run.buildOptimisticNFA(classified)
            let k = classified.classes.count
            let levels = try #require(SubsetConstruction.levelSizes(
                optimistic.nfa, start: optimistic.start, letterCount: k, stateLimit: .max), "\(pattern)")
            #expect(SubsetConstruction.levelSizesSparse(
                optimistic.nfa, start: optimistic.start, letterCount: k, stateLimit: .max) == levels, "\(pattern)")
            // The match NFA's levels are within the optimistic NFA's, level by level.
            let matchLevels = try #require(SubsetConstruction.levelSizes(
                classified.untagged, start: classified.nfa.start, letterCount: k, stateLimit: .max))
            #expect(matchLevels.count <= levels.count && zip(matchLevels, levels).allSatisfy { $0 <= $1 }, "\(pattern)")
            let optimisticBound = SubsetConstruction.bound(levels: levels, letterCount: k)
            // The walk stops exactly where its state bound passes the limit, both ways.
            for walk in [SubsetConstruction.levelSizes, SubsetConstruction.levelSizesSparse] {
                #expect(walk(optimistic.nfa, optimistic.start, k, optimisticBound.states) == levels)
                #expect(walk(optimistic.nfa, optimistic.start, k, optimisticBound.states - 1) == nil)
            }
            let optimisticRun = SubsetConstruction.determinizeSparse(
                optimistic.nfa, start: optimistic.start, letterCount: k, keepSets: false,
                stateLimit: optimisticBound.states, workLimit: optimisticBound.work)
            guard case .success = optimisticRun else { Issue.record("optimistic bound too low: \(pattern)"); continue }
            let readingBound = SubsetConstruction.bound(levels: levels, letterCount: 2 * k)
            let readingRun = SubsetConstruction.determinizeSparse(
                classified.tagged, start: classified.nfa.start, letterCount: 2 * k, keepSets: true,
                stateLimit: readingBound.states, workLimit: readingBound.work)
            guard case .success(let reading) = readingRun else { Issue.record("reading bound too low: \(pattern)"); continue }
            // The bound from the match automaton's sets holds too.
            let setSizes = try run.determinizeWithSetSizes(classified).setSizes
            let subsetBound = SubsetConstruction.boundFromSubsets(setSizes: setSizes, letterCount: 2 * k)
            let subsetRun = SubsetConstruction.determinizeSparse(
                classified.tagged, start: classified.nfa.start, letterCount: 2 * k, keepSets: false,
                stateLimit: subsetBound.states, workLimit: subsetBound.work)
            guard case .success = subsetRun else { Issue.record("subset bound too low: \(pattern)"); continue }
            let reader = try MaskCompiler.compileStages(pattern).program.reader
            #expect(reader.stateCount == reading.accepting.count)
            let graph = LiteralGraph(reader, representative: [UInt8](repeating: 0, count: reader.classCount))
            #expect(graph.insertionWork <= MaskProgram.readingWorkBound(classCount: k, stateCount: readingBound.states),
                    "\(pattern)")
            #expect(graph.insertionWork <= MaskProgram.readingWorkBound(classCount: k, stateCount: subsetBound.states),
                    "\(pattern)")
        }
    }

    @Test("the benchmark's masks, IPv4 among them, defer their reading automata; a mask of many optional items does not")
    func whichAreDeferred() throws {
        for pattern in Self.named.prefix(4) + ["<0-255>.<0-255>.<0-255>.<0-255>", "<01-31>.<01-12>.<1900-2099>"] {
            let (run, classified) = try classified(pattern)
            let sizes = try run.determinizeWithSetSizes(classified).setSizes
            #expect(run.deferredReading(classified, matchSetSizes: sizes) != nil, "\(pattern)")
        }
        let many = String(repeating: "D?", count: 80)
        let (run, classified) = try classified(many)
        #expect(run.deferredReading(classified, matchSetSizes: try run.determinizeWithSetSizes(classified).setSizes) == nil)
        // Made now instead, it is still the same program.
        #expect(try MaskCompiler.compile(many).bytecode == MaskCompiler.compileStages(many).program.bytecode)
    }

    @Test("a deferred program is the eager one: bytecode, equality, transform, extract, optimistic match")
    func sameProgram() throws {
        var random = RandomSamples(seed: 7)
        for pattern in Self.masks {
            let deferred = try MaskCompiler.compile(pattern)
            let eager = try MaskCompiler.compileStages(pattern).program
            #expect(deferred.bytecode == eager.bytecode, "\(pattern)")
            #expect(deferred == eager)
            for _ in 0..<8 {
                let sample = random.text()
                #expect(deferred.transform(sample) == eager.transform(sample), "\(pattern) \(sample)")
                #expect(deferred.extract(sample) == eager.extract(sample), "\(pattern) \(sample)")
                #expect(deferred.match(sample, optimistic: true) == eager.match(sample, optimistic: true))
            }
        }
    }

    @Test("matching alone never builds the deferred automata; the first reading does")
    func builtOnFirstUse() throws {
        let program = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        #expect(!program.hasBuiltReadingParts)
        #expect(program.match("+7(123)456-78-90") == .complete)
        #expect(!program.hasBuiltReadingParts)
        // With every stage made, and on a load, only the reading tables wait for first use.
        let eager = try MaskCompiler.compileStages("+?7|8(DDD)DDD-?DD-?DD").program
        #expect(!eager.hasBuiltReadingParts)
        #expect(program.transform("71234567890") == eager.transform("71234567890"))
        #expect(program.hasBuiltReadingParts)
        #expect(eager.hasBuiltReadingParts)
        let loaded = try MaskProgram(bytecode: program.bytecode)
        #expect(!loaded.hasBuiltReadingParts)
        #expect(loaded.extract("+7(123)456-78-90").value == "1234567890")
        #expect(loaded.hasBuiltReadingParts)
    }

    @Test("compile and compileStages accept and refuse alike, with the same diagnostics, under any limits")
    func sameErrors() throws {
        var settings: [MaskCompiler.Limits] = []
        for states in [2, 4, 8, 16, 40] { settings.append(MaskCompiler.Limits(maximumDFAStates: states)) }
        for work in [10, 60, 200, 1_000] { settings.append(MaskCompiler.Limits(maximumDeterminizationWork: work)) }
        for work in [1, 30, 300] { settings.append(MaskCompiler.Limits(maximumReadingWork: work)) }
        settings.append(MaskCompiler.Limits(maximumNFAStates: 12))
        for pattern in Self.masks.prefix(120) {
            for limits in settings {
                let deferred = Result { () throws(PatternError) in try MaskCompiler.compile(pattern, limits: limits) }
                let eager = Result { () throws(PatternError) in try MaskCompiler.compileStages(pattern, limits: limits).program }
                switch (deferred, eager) {
                case (.success(let a), .success(let b)): #expect(a.bytecode == b.bytecode, "\(pattern)")
                case (.failure(let a), .failure(let b)): #expect(a == b, "\(pattern)")
                default: Issue.record("\(pattern) \(limits): compile \(deferred), compileStages \(eager)")
                }
                let stages = Result { () throws(PatternError) in try MaskCompiler.compileStages(pattern, limits: limits) }
                let warned = Result { () throws(PatternError) in try MaskCompiler.compileReportingWarnings(pattern, limits: limits) }
                switch (warned, stages) {
                case (.success(let a), .success(let b)):
                    #expect(a.program.bytecode == b.program.bytecode, "\(pattern)")
                    #expect(a.warnings == b.warnings, "\(pattern)")
                case (.failure(let a), .failure(let b)): #expect(a == b, "\(pattern)")
                default: Issue.record("\(pattern) \(limits): compileReportingWarnings \(warned), compileStages \(stages)")
                }
            }
        }
    }

    @Test("compileReportingWarnings makes the reading automaton at once and the optimistic one on first use")
    func reportingWarnings() throws {
        let (program, warnings) = try MaskCompiler.compileReportingWarnings("D?7")
        #expect(warnings.map(\.code) == ["ambiguous-reading"])
        let stagesWarnings = try MaskCompiler.compileStages("D?7").warnings
        #expect(warnings == stagesWarnings)
        #expect(!program.hasBuiltOptimisticMatcher)
        #expect(program.match("17") == .complete)
        #expect(program.match("1", optimistic: true) == .complete)
        #expect(program.hasBuiltOptimisticMatcher)
        #expect(try MaskCompiler.compileReportingWarnings("+7(DDD)").warnings.isEmpty)
    }

    @Test("a set's error carries the index of the mask it is in; the set's own errors carry none")
    func setErrorNamesMask() throws {
        func failure(_ run: () throws(PatternError) -> MaskProgram) -> PatternError? {
            do { _ = try run(); return nil } catch { return error }
        }
        let second = failure { () throws(PatternError) in try MaskCompiler.compile(["DD", "DDB", "DB"]) }
        #expect(second?.maskIndex == 1)
        #expect(second?.pattern == "DDB")
        // The same diagnostic as compiling that mask alone, which has no index.
        let alone = failure { () throws(PatternError) in try MaskCompiler.compile("DDB") }
        #expect(alone?.maskIndex == nil)
        #expect(second?.description == alone?.description)
        let only = failure { () throws(PatternError) in try MaskCompiler.compile([MaskDefinition("DB")]) }
        #expect(only?.maskIndex == 0)
        let limited = failure { () throws(PatternError) in
            try MaskCompiler.compile(["DD", "DDDD"], limits: MaskCompiler.Limits(maximumDFAStates: 5))
        }
        #expect(limited?.maskIndex == 1)
        #expect(limited?.diagnostics.map(\.code) == ["limit-dfa-states"])
        let tooMany = failure { () throws(PatternError) in try MaskCompiler.compile(Array(repeating: "DB", count: 65)) }
        #expect(tooMany?.maskIndex == nil)
        #expect(tooMany?.diagnostics.map(\.code) == ["limit-mask-count"])
    }
}

/// Short texts over the bytes the masks use, from a fixed sequence.
private struct RandomSamples {
    private var seed: UInt64
    init(seed: UInt64) { self.seed = seed }

    mutating func next(_ bound: Int) -> Int {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(seed >> 33) % bound
    }

    mutating func text() -> String {
        let pieces = ["7", "8", "1", "0", "a", "Z", "+", "(", ")", "-", " ", ".", "/", "$", "€"]
        return (0..<next(18)).map { _ in pieces[next(pieces.count)] }.joined()
    }
}
