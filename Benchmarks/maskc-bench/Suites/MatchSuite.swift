import MaskCompiler
import MaskLexer
import MaskVM

/// Whole-sample matching: maskc against Swift Regex, NSRegularExpression and the AST
/// interpreter, on the same masks and samples.
enum MatchSuite {
    static func run(_ plan: MeasurementPlan, into report: inout Report) throws {
        for mask in Workloads.masks {
            let ast = try MaskParser.parse(mask.pattern)
            let program = try MaskCompiler.compile(mask.pattern)
            let interpreter = MaskInterpreter(ast)
            let swiftRegex = try SwiftRegexPeer(ast)
            let foundationRegex = try FoundationRegexPeer(ast)
            var lowestSwiftRegexRatio = Double.infinity
            for (kind, sample) in [("valid", mask.valid), ("partial", mask.partial), ("illegal", mask.illegal)] {
                // The peers must agree with maskc, or the comparison means nothing; and each
                // sample must be what its row says it is.
                let verdict = program.match(sample)
                try check(kind, verdictKind(verdict), "maskc (the sample's kind)", mask, sample)
                try check(verdict == .complete, swiftRegex.matches(sample), "Swift Regex", mask, sample)
                try check(verdict == .complete, foundationRegex.matches(sample), "NSRegularExpression", mask, sample)
                try check(verdictCode(verdict), interpreter.match(sample), "interpreter", mask, sample)

                // Measured side by side, batch by batch, so that the ratios hold on a busy machine.
                let input = opaque(sample)
                let timings = plan.measure([
                    { blackHole(program.match(input)) },
                    { blackHole(swiftRegex.matches(input)) },
                    { blackHole(foundationRegex.matches(input)) },
                    { blackHole(interpreter.match(input)) },
                ])
                let peers = zip(["Swift Regex", "NSRegularExpression", "interpreter"], timings.dropFirst()).map { ($0, $1) }
                report.rows.append(.init(
                    group: "match", name: "\(mask.name) \(kind) (\(sample.utf8.count) B)",
                    maskc: timings[0], peers: peers, bytes: sample.utf8.count))
                lowestSwiftRegexRatio = min(lowestSwiftRegexRatio, timings[1].median / timings[0].median)
            }
            // Issue 12: match at least 30x faster than Swift Regex on each mask, its lowest
            // ratio over the three samples.
            report.facts.append(.init(group: "match", name: "\(mask.name): Swift Regex / maskc, lowest",
                                      value: Report.ratio(lowestSwiftRegexRatio) + " (goal: at least 30x)"))
        }
    }

    private static func verdictKind(_ result: MatchResult) -> String {
        switch result {
        case .complete: "valid"
        case .partial: "partial"
        case .illegal: "illegal"
        }
    }

    private static func verdictCode(_ result: MatchResult) -> Int {
        switch result {
        case .complete: 2
        case .partial: 1
        case .illegal: 0
        }
    }

    private static func check<T: Equatable>(_ expected: T, _ actual: T, _ peer: String, _ mask: Workloads.Mask, _ sample: String) throws {
        guard expected == actual else {
            throw BenchmarkError(message: "\(peer) disagrees with maskc on \(mask.pattern) / \(sample)")
        }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
