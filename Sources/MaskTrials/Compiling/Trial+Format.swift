import MaskLexer
import MaskRegex
import MaskTrialsCore
import MaskVM

extension Trial {
    /// What `.format` may do with an expression outside the regular subset that MaskRegex
    /// compiles to the VM (backreferences, lookaround, ...; see docs/regex.md).
    public enum FormatFallback: Hashable, Sendable {
        /// Run it on the toolchain's Swift Regex, a backtracking engine (the default).
        case swiftRegex
        /// Refuse it: `format` throws, so no expression can backtrack.
        case refuse
    }

    /// Which engine a `.format` trial runs on.
    public enum FormatEngine: Hashable, Sendable {
        /// The expression was compiled to the VM: linear time on any text.
        case vm
        /// The expression is outside the subset (`reason` says why) and runs on Swift Regex.
        case swiftRegex(reason: String)
    }

    /// Passes when the regular expression matches the whole text, as SwiftCop's `.format`
    /// (an `NSPredicate` `MATCHES`) did; `^` and `$` are allowed and change nothing.
    ///
    /// An expression in the regular subset (docs/regex.md) is compiled to the mask VM: one
    /// walk of a DFA, linear in the text, with no backtracking. One outside it (a
    /// backreference, lookaround, ...) runs on the toolchain's own `Regex` when `fallback`
    /// allows it (the default), and the trial's description says so; with `.refuse` it
    /// throws. Verdicts are Swift Regex's: a text where some Character is several scalars or
    /// a scalar that Unicode normalization replaces (where grapheme clusters and scalars can
    /// differ) is judged by Swift Regex too. An expression over the compiler's limits throws.
    /// The expression is parsed and compiled here, once.
    ///
    /// ```swift
    /// let color = try Trial.format("^#([a-f0-9]{6}|[a-f0-9]{3})$")
    /// color.passes("#57b5b5")   // true
    /// color.passes("57b5b5")    // false
    /// color.formatEngine        // .vm
    /// ```
    public static func format(_ pattern: String, fallback: FormatFallback = .swiftRegex) throws(TrialError) -> Trial {
        let program: MaskProgram
        do {
            program = try RegexCompiler.compile(pattern)
        } catch {
            // A syntax error MaskRegex reports where Swift Regex reads the expression is a
            // construct outside the subset too.
            guard fallback == .swiftRegex, let regex = try? Regex(pattern) else {
                throw .regularExpression(pattern: pattern, reason: Self.reason(error))
            }
            guard error.isRegexRefusal || !error.diagnostics.contains(where: { $0.code.hasPrefix("limit-") }) else {
                throw .regularExpression(pattern: pattern, reason: Self.reason(error))
            }
            return Trial(FormatJudge(engine: .swiftRegex(CompiledRegex(regex), reason: Self.reason(error)), pattern: pattern))
        }
        // Swift Regex judges the texts the VM would read as scalars where it reads Characters.
        let backup = (try? Regex(pattern)).map(CompiledRegex.init(lowering:))
        return Trial(FormatJudge(engine: .vm(program, backup: backup), pattern: pattern))
    }

    /// The first diagnostic's message, without the rendering.
    private static func reason(_ error: PatternError) -> String {
        error.diagnostics.first?.message ?? error.description
    }

    /// The engine of a `.format` trial made by ``format(_:fallback:)`` or ``format(_:)-(Regex<Output>)``;
    /// nil for any other trial.
    public var formatEngine: FormatEngine? {
        guard let judge = node as? FormatJudge else { return nil }
        switch judge.engine {
        case .vm: return .vm
        case .swiftRegex(_, let reason): return .swiftRegex(reason: reason ?? "a Regex value")
        }
    }

    /// ``format(_:)`` with a regex literal or a RegexBuilder expression.
    ///
    /// ```swift
    /// let hex = Trial.format(/#[a-f0-9]{6}/)
    /// ```
    public static func format<Output>(_ regex: Regex<Output>) -> Trial {
        Trial(FormatJudge(engine: .swiftRegex(CompiledRegex(Regex<AnyRegexOutput>(regex)), reason: nil), pattern: nil))
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

    /// Kept for the rare text the VM does not judge: lowered on first use (atomically, as
    /// above), so a trial on the VM does not pay for it.
    init(lowering regex: Regex<AnyRegexOutput>) {
        self.regex = regex
    }

    func matchesWhole(_ text: String) -> Bool {
        text.wholeMatch(of: regex) != nil
    }
}

final class FormatJudge: OneMessageJudge {
    enum Engine {
        /// The compiled program, and Swift Regex for texts whose Characters are not single
        /// scalars that normalization keeps (nil when Swift Regex does not read the expression).
        case vm(MaskProgram, backup: CompiledRegex?)
        /// Swift Regex, and why (nil for a `Regex` value).
        case swiftRegex(CompiledRegex, reason: String?)
    }

    let engine: Engine
    /// The expression's text, when it was given as text.
    let pattern: String?
    /// The program when the engine is the VM, kept apart from `engine` so that the hot path
    /// reads it without unpacking (and retaining) the enum's payload.
    private let program: MaskProgram?
    /// The program's automaton as the hot path reads it, without retaining the program
    /// (which `program` keeps alive as long as this judge lives).
    private let matcher: MaskProgram.UnretainedMatcher?

    init(engine: Engine, pattern: String?) {
        self.engine = engine
        self.pattern = pattern
        if case .vm(let program, _) = engine { self.program = program } else { program = nil }
        matcher = program?.unretainedMatcher
    }

    /// The judgement without the generic ``Judge`` path, for the VM's usual text.
    ///
    /// PERF: a native string's bytes, read in place: simple text (ASCII without CR, so every
    /// Character one scalar that normalization keeps) is judged by one walk of the DFA that
    /// notes the bytes as it reads them (`MaskProgram.matchSimpleText`), with no String or
    /// Character work and nothing allocated. The generic `judge` this replaces instantiated
    /// `Optional<Fault>` metadata on every call: about 600 of the 1,350 instructions an
    /// e-mail-like text cost under callgrind (figures in docs/regex.md). A missing text goes
    /// the generic way, which judges it as empty: `text ?? ""` made a String on every call.
    func run(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        // PERF: the automaton is read through the unretained matcher, a trivial value, and
        // handed the String: read through `program`, the program's storage was retained and
        // released on every call (about 40 instructions), even in place.
        if let text, let matcher, let result = matcher.matchSimpleText(text) {
            if result == .complete { return true }
            messages?.append(message(for: ()))
            return false
        }
        return judge(text, form, &messages)
    }

    func fault(in text: String, form: Form) -> Void? {
        if let program, let verdict = text.utf8.withContiguousStorageIfAvailable({ program.matchSimpleText($0) }),
           let result = verdict {
            return result == .complete ? nil : ()
        }
        switch engine {
        case .vm(let program, let backup):
            if let backup, !Self.scalarsAreCharacters(text) { return backup.matchesWhole(text) ? nil : () }
            return program.match(text) == .complete ? nil : ()
        case .swiftRegex(let regex, _):
            return regex.matchesWhole(text) ? nil : ()
        }
    }

    /// Whether every Character of `text` is one scalar that Unicode normalization keeps, so
    /// that the VM (scalars) and Swift Regex (Characters, compared canonically) read it alike.
    /// PERF: ASCII without CR LF is one pass over the bytes.
    static func scalarsAreCharacters(_ text: String) -> Bool {
        var previousCarriageReturn = false
        var ascii = true
        for byte in text.utf8 {
            if byte >= 0x80 {
                ascii = false
                break
            }
            if byte == 0x0A, previousCarriageReturn { return false }
            previousCarriageReturn = byte == 0x0D
        }
        if ascii { return true }
        return text.unicodeScalars.count == text.count
            && !text.unicodeScalars.contains(where: \.properties.isFullCompositionExclusion)
    }

    func message(for fault: Void) -> TrialMessage {
        TrialMessage(TrialMessage.Key.invalid, pattern.map { ["pattern": .text($0)] } ?? [:])
    }

    var description: String {
        guard let pattern else { return "format(regex)" }
        if case .swiftRegex(_, let reason?) = engine { return "format(\(quoted(pattern)), on Swift Regex: \(reason))" }
        return "format(\(quoted(pattern)))"
    }
}
