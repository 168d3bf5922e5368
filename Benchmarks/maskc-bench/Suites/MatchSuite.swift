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
            for (kind, sample) in [("valid", mask.valid), ("partial", mask.partial), ("illegal", mask.illegal)] {
                // The peers must agree with maskc, or the comparison means nothing.
                let verdict = program.match(sample)
                try check(verdict == .complete, swiftRegex.matches(sample), "Swift Regex", mask, sample)
                try check(verdict == .complete, foundationRegex.matches(sample), "NSRegularExpression", mask, sample)
                try check(verdictCode(verdict), interpreter.match(sample), "interpreter", mask, sample)

                let input = opaque(sample)
                let maskc = plan.measure { blackHole(program.match(input)) }
                let peers = [
                    ("Swift Regex", plan.measure { blackHole(swiftRegex.matches(input)) }),
                    ("NSRegularExpression", plan.measure { blackHole(foundationRegex.matches(input)) }),
                    ("interpreter", plan.measure { blackHole(interpreter.match(input)) }),
                ]
                report.rows.append(.init(
                    group: "match", name: "\(mask.name) \(kind) (\(sample.utf8.count) B)",
                    maskc: maskc, peers: peers, bytes: sample.utf8.count))
            }
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
