import MaskTrialsCore

extension Trial {
    /// Passes when the regular expression matches the whole text, as SwiftCop's `.format`
    /// (an `NSPredicate` `MATCHES`) did; `^` and `$` are allowed and change nothing.
    ///
    /// Until maskc compiles regular expressions itself, this uses the toolchain's own
    /// `Regex` (the standard library's _StringProcessing, no Foundation): its syntax, its
    /// Unicode semantics (`.` is a whole `Character`), and its backtracking engine, which is
    /// much slower than a mask (about 1 µs for a short text) and can take exponential time
    /// on hostile expressions. Prefer ``mask(_:symbols:optimistic:)`` where a mask can say it.
    /// The expression is parsed and compiled here, once.
    ///
    /// ```swift
    /// let color = try Trial.format("^#([a-f0-9]{6}|[a-f0-9]{3})$")
    /// color.passes("#57b5b5")   // true
    /// color.passes("57b5b5")    // false
    /// ```
    public static func format(_ pattern: String) throws(TrialError) -> Trial {
        let regex: Regex<AnyRegexOutput>
        do {
            regex = try Regex(pattern)
        } catch {
            throw .regularExpression(pattern: pattern, reason: "\(error)")
        }
        return Trial(FormatJudge(regex: CompiledRegex(regex), pattern: pattern))
    }

    /// ``format(_:)`` with a regex literal or a RegexBuilder expression.
    ///
    /// ```swift
    /// let hex = Trial.format(/#[a-f0-9]{6}/)
    /// ```
    public static func format<Output>(_ regex: Regex<Output>) -> Trial {
        Trial(FormatJudge(regex: CompiledRegex(Regex<AnyRegexOutput>(regex)), pattern: nil))
    }
}

/// A compiled `Regex`, shareable across threads.
///
/// SAFETY: `Regex` is not declared `Sendable`, but a value is immutable once made except
/// for its lazily lowered program, which the standard library publishes with an atomic
/// compare-and-exchange (`_stdlib_atomicInitializeARCRef` in Regex/Core.swift), so
/// concurrent matches are safe. We lower it here anyway, before the value is shared.
struct CompiledRegex: @unchecked Sendable {
    let regex: Regex<AnyRegexOutput>

    init(_ regex: Regex<AnyRegexOutput>) {
        self.regex = regex
        // Compile once, now, instead of on the first judgement.
        _ = "".wholeMatch(of: regex)
    }

    func matchesWhole(_ text: String) -> Bool {
        text.wholeMatch(of: regex) != nil
    }
}

final class FormatJudge: OneMessageJudge {
    let regex: CompiledRegex
    /// The expression's text, when it was given as text.
    let pattern: String?

    init(regex: CompiledRegex, pattern: String?) {
        self.regex = regex
        self.pattern = pattern
    }

    func fault(in text: String, form: Form) -> Void? {
        regex.matchesWhole(text) ? nil : ()
    }

    func message(for fault: Void) -> TrialMessage {
        TrialMessage(TrialMessage.Key.invalid, pattern.map { ["pattern": .text($0)] } ?? [:])
    }

    var description: String { "format(\(pattern.map(quoted) ?? "regex"))" }
}
