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
        for (name, pattern) in [("typical expression", typicalExpression),
                                ("e-mail-like expression", cases[0].pattern)] {
            let source = opaque(pattern)
            report.rows.append(.init(group: "compile", name: "compile regex: \(name) (\(pattern.count) characters)",
                                     maskc: plan.measure { blackHole(try? RegexCompiler.compile(source)) }, peers: []))
        }
    }
}
