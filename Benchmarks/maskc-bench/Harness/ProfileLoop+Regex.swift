import MaskRegex
import MaskTrials

extension ProfileLoop {
    /// `maskc-bench --profile-regex-compile N [REGEX]`: compiles a regular expression (the
    /// format suite's 30-character one unless given) N times, untimed, for callgrind.
    static func compileRegex(arguments: [String]) {
        let count = arguments.first.flatMap { Int($0) } ?? 1000
        let pattern = arguments.count > 1 ? arguments[1] : FormatSuite.typicalExpression
        for _ in 0..<count { blackHole(try? RegexCompiler.compile(opaque(pattern))) }
    }

    /// `maskc-bench --profile-format N [INDEX]`: runs the format suite's trial INDEX (0, the
    /// e-mail-like one, unless given) on its text N times, on one trial made first.
    static func format(arguments: [String]) {
        let count = arguments.first.flatMap { Int($0) } ?? 10_000
        let index = arguments.count > 1 ? Int(arguments[1]) ?? 0 : 0
        let chosen = FormatSuite.cases[min(max(index, 0), FormatSuite.cases.count - 1)]
        guard let trial = try? Trial.format(chosen.pattern) else { return }
        formatLoop(trial, chosen.text, count)
    }

    @inline(never)
    static func formatLoop(_ trial: Trial, _ text: String, _ count: Int) {
        for _ in 0..<count { blackHole(trial.passes(opaque(text))) }
    }
}
