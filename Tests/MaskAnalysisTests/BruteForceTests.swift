import MaskAnalysis
import MaskCompiler
import MaskLexer
import MaskVM
import Testing

/// The analyses against exhaustive enumeration on small random masks.
@Suite("Analyses against brute force")
struct BruteForceTests {
    /// Masks have at most 4 items of one character each: every accepted text is at most 4
    /// characters, so enumerating up to 5 sees every difference.
    private static let texts = BruteForce.texts(upTo: 5)

    private static func patterns(seed: UInt64, count: Int) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in BruteForce.randomPattern(&generator) }
    }

    @Test("equiv says equivalent exactly when the enumerated languages agree, and finds the first difference")
    func equivalence() throws {
        let patterns = Self.patterns(seed: 7, count: 60)
        let programs = try patterns.map { try MaskCompiler.compile($0) }
        let languages = programs.map { BruteForce.accepted(by: $0, among: Self.texts) }
        var differentPairs = 0
        var equivalentPairs = 0
        for first in programs.indices {
            for second in programs.indices where first < second {
                let result = try LanguageComparison.compare(programs[first].matcher, programs[second].matcher)
                // The first text, in shortlex order, on which the two disagree.
                let difference = Self.texts.first { languages[first].contains($0) != languages[second].contains($0) }
                switch (result, difference) {
                case (.equivalent, nil):
                    equivalentPairs += 1
                case (.different(let text, let side), let expected?):
                    differentPairs += 1
                    #expect(String(decoding: text, as: UTF8.self) == expected, "\(patterns[first]) vs \(patterns[second])")
                    #expect((side == .first) == languages[first].contains(expected))
                default:
                    Issue.record("\(patterns[first]) vs \(patterns[second]): \(result), brute force: \(String(describing: difference))")
                }
            }
        }
        // The random set must exercise both answers, or the test proves little.
        #expect(differentPairs > 100)
        #expect(equivalentPairs > 3)
    }

    @Test("optional checks agree with comparing the whole mask with the optional taken and left out")
    func optionals() throws {
        var checked = 0
        for pattern in Self.patterns(seed: 11, count: 150) {
            let compilation = try MaskCompiler.compileStages(pattern)
            let warnings = MaskLinter.warnings(for: compilation)
            for node in BruteForce.nodes(compilation.ast.items) {
                guard case .optional(let body) = node.kind else { continue }
                let taking = try BruteForce.accepted(replacing: node.range, with: body, in: compilation.ast.items, among: Self.texts)
                let skipping = try BruteForce.accepted(replacing: node.range, with: nil, in: compilation.ast.items, among: Self.texts)
                let codes = warnings.filter { $0.range == node.range }.map(\.code)
                let expected: [String] = skipping.isSubset(of: taking) ? ["optional-never-skipped"]
                    : taking.isSubset(of: skipping) ? ["optional-never-taken"] : []
                #expect(codes.filter { $0.hasPrefix("optional") } == expected, "\(pattern) at \(node.range)")
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test("an alternative's right branch is reported unused exactly when no accepted text's preferred reading uses it")
    func alternatives() throws {
        var unused = 0
        for pattern in Self.patterns(seed: 13, count: 150) {
            let compilation = try MaskCompiler.compileStages(pattern)
            let warnings = MaskLinter.warnings(for: compilation)
            let readings = Self.texts.compactMap { BruteForce.preferredReading(compilation.ast.items, Array($0)) }
            // The reader and the compiled program agree on what is accepted.
            #expect(readings.count == BruteForce.accepted(by: compilation.program, among: Self.texts).count, "\(pattern)")
            for node in BruteForce.nodes(compilation.ast.items) {
                guard case .alternative(let left, let right) = node.kind else { continue }
                let reportedUnused = warnings.contains {
                    $0.range == node.range && ($0.code == "alternative-identical" || $0.message.contains("is never used"))
                }
                let rightUsed = readings.contains { $0.contains(right.range) }
                #expect(reportedUnused == !rightUsed, "\(pattern) at \(node.range)")
                if reportedUnused {
                    unused += 1
                    // And dropping the right branch then changes no accepted text.
                    let leftOnly = try BruteForce.accepted(replacing: node.range, with: left, in: compilation.ast.items, among: Self.texts)
                    #expect(leftOnly == BruteForce.accepted(by: compilation.program, among: Self.texts), "\(pattern)")
                }
            }
        }
        #expect(unused > 5)
    }

    @Test("sample lists the accepted texts in shortlex order, all of them when asked for more")
    func shortest() throws {
        for pattern in Self.patterns(seed: 17, count: 40) where !pattern.contains("X") && !pattern.contains("D") {
            let program = try MaskCompiler.compile(pattern)
            let sampled = try TextSampler(program.matcher).shortest(1_000).map { String(decoding: $0, as: UTF8.self) }
            let expected = Self.texts.filter { program.match($0) == .complete }
            #expect(sampled == expected, "\(pattern)")
        }
        // With classes the language is larger than the alphabet shows: compare prefixes.
        let program = try MaskCompiler.compile("7|DX?")
        let sampled = try TextSampler(program.matcher).shortest(13).map { String(decoding: $0, as: UTF8.self) }
        #expect(sampled == ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0A", "0B", "0C"])
    }

    @Test("random samples are accepted, reproducible from the seed, and spread over all texts")
    func random() throws {
        let program = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        let sampler = try TextSampler(program.matcher)
        let first = sampler.random(200, seed: 42)
        #expect(first == sampler.random(200, seed: 42))
        #expect(first != sampler.random(200, seed: 43))
        #expect(first.allSatisfy { $0.withUnsafeBufferPointer { program.matchBytes($0) } == .complete })
        // `D?` accepts 11 texts: the empty one should come up about 1 time in 11.
        let optional = try TextSampler(MaskCompiler.compile("D?").matcher).random(11_000, seed: 1)
        let empty = optional.count(where: \.isEmpty)
        #expect((800...1_200).contains(empty))
        #expect(Set(optional).count == 11)
    }
}
