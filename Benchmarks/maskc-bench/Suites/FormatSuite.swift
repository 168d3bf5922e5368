import MaskRegex
import MaskTrials

/// `.format` trials on the VM against Swift Regex on the same expression and text, and
/// compiling an expression: issue 22's goals (at least 30x per call, under 100 µs a compile).
enum FormatSuite {
    /// The suite's expressions, each with a text it accepts.
    static let cases: [(name: String, pattern: String, text: String)] = [
        ("e-mail-like", "^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$", "john.appleseed@example.com"),
        ("password rule (a letter and a digit, no lookahead)", ".*([0-9].*[A-Za-z]|[A-Za-z].*[0-9]).*", "correct horse 42"),
        ("slug", "^[a-z0-9]+(?:-[a-z0-9]+)*$", "regular-expressions-on-the-vm"),
        ("hex id", "^[0-9a-f]{24}$", "507f1f77bcf86cd799439011"),
    ]

    /// A typical 30-character expression: the compile-time goal's.
    static let typicalExpression = "^[a-z]{2,8}-[0-9a-f]{4}(-v\\d+)?$"

    static func run(_ plan: MeasurementPlan, into report: inout Report) throws {
        for (name, pattern, text) in cases {
            let trial = try Trial.format(pattern)
            guard trial.formatEngine == .vm else { throw BenchmarkError(message: "format \(name) does not run on the VM") }
            let regex = try Regex(pattern)
            guard trial.passes(text), text.wholeMatch(of: regex) != nil else {
                throw BenchmarkError(message: "format \(name) fails its benchmark text")
            }
            let input = opaque(text)
            let timings = plan.measure([
                { blackHole(trial.passes(input)) },
                { blackHole(input.wholeMatch(of: regex) != nil) },
            ])
            report.rows.append(.init(group: "format trials (VM against Swift Regex)", name: name,
                                     maskc: timings[0], peers: [("Swift Regex", timings[1])], bytes: text.utf8.count))
        }
        let emailVM = try Trial.format(cases[0].pattern)
        let email = opaque(cases[0].text)
        report.rows.append(.init(group: "format trials (VM against Swift Regex)", name: "Trial.email (its own parser), same text",
                                 maskc: plan.measure { blackHole(Trial.email.passes(email)) },
                                 peers: [("format e-mail-like on the VM", plan.measure { blackHole(emailVM.passes(email)) })]))
        let compiled = [("typical expression", typicalExpression)] + cases.map { ($0.name, $0.pattern) } + unicodeClasses
        for (name, pattern) in compiled {
            let source = opaque(pattern)
            let timing = plan.measure { blackHole(try? RegexCompiler.compile(source)) }
            report.rows.append(.init(group: "compile", name: "compile regex: \(name) (\(pattern.count) characters)",
                                     maskc: timing, peers: []))
            let program = try RegexCompiler.compile(pattern)
            report.facts.append(.init(group: "regex programs (issue 22)", name: "\(pattern)",
                                      value: "\(program.matcher.stateCount) states, \(program.matcher.classCount) byte classes, "
                                          + "\(program.bytecode.count) bytes of bytecode, compile \(Report.format(timing.median))"))
        }
        goals(report: &report)
    }

    /// Unicode classes, whose UTF-8 byte tries make the largest programs.
    static let unicodeClasses = [("\\d+ (Unicode numbers)", "\\d+"), ("\\w+", "\\w+"), ("\\s+", "\\s+"), (".*", ".*")]

    /// Issue 22's goals, met or not, from the rows just measured.
    private static func goals(report: inout Report) {
        for row in report.rows where row.group == "format trials (VM against Swift Regex)" {
            guard let peer = row.peers.first, peer.name == "Swift Regex" else { continue }
            let ratio = peer.timing.median / row.maskc.median
            report.facts.append(.init(group: "issue 22 goals", name: "format \(row.name): at least 30x",
                                      value: "\(Report.ratio(ratio)) \(ratio >= 30 ? "met" : "NOT met")"))
        }
        if let typical = report.rows.first(where: { $0.name.hasPrefix("compile regex: typical expression") }) {
            report.facts.append(.init(group: "issue 22 goals", name: "compile a typical expression: under 100 µs",
                                      value: "\(Report.format(typical.maskc.median)) \(typical.maskc.median < 100_000 ? "met" : "NOT met")"))
        }
    }
}
