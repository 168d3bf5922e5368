import MaskCompiler
import MaskLexer
import MaskVM

/// Compiles regular expressions (the regular subset of Swift Regex / ICU syntax, see
/// docs/regex.md) into programs for the same VM as masks:
/// expression → ``RegexNode`` → Thompson NFA → DFA → minimal DFA → ``MaskVM/MaskProgram``.
///
/// A program matches the whole text, like `wholeMatch` and `grep -x`, in time linear in the
/// text, with the three verdicts of a mask: complete, partial or illegal at a Character.
///
/// ```swift
/// let code = try RegexCompiler.compile("^[a-z]{3}\\d+$")
/// code.match("abc12")   // .complete
/// code.match("ab")      // .partial
/// code.match("ab1")     // .illegal(at: 2)
/// ```
public enum RegexCompiler {
    /// Compiles `pattern` under `limits` (pattern length, group nesting, counts, NFA and DFA
    /// states, determinization work); throws a ``MaskLexer/PatternError`` whose diagnostics
    /// point into the expression, with ``MaskLexer/PatternError/isRegexRefusal`` true for an
    /// expression outside the subset.
    public static func compile(_ pattern: String, limits: MaskCompiler.Limits = .default) throws(PatternError) -> MaskProgram {
        let node = try parse(pattern, limits: limits)
        // Only an expression with a scalar of two bytes or more can save byte classes.
        let assembleScalars: ((inout ScalarNFAAssembler) -> Int?)? = node.readsMultibyteScalars ? { assembler in
            guard let accept = assembler.accept() else { return nil }
            return node.assemble(into: &assembler, continuation: accept, span: nil)
        } : nil
        return try MaskCompiler.compile(
            assembledFrom: pattern, subject: "expression", source: .regex, limits: limits, hasLoops: node.hasLoops,
            assemble: { assembler, span in
                guard let accept = assembler.accept() else { return nil }
                return node.assemble(into: &assembler, continuation: accept, span: span)
            }, assembleScalars: assembleScalars)
    }

    /// Parses `pattern` under the length, nesting and count limits.
    public static func parse(_ pattern: String, limits: MaskCompiler.Limits = .default) throws(PatternError) -> RegexNode {
        if pattern.utf8.count > limits.maximumPatternLength, pattern.count > limits.maximumPatternLength {
            throw PatternError(pattern: pattern, symbols: .default, diagnostics: [Diagnostic(
                severity: .error, code: "limit-pattern-length",
                message: "expression is \(pattern.count) characters long, over the limit of \(limits.maximumPatternLength)",
                range: limits.maximumPatternLength..<pattern.count, source: .regex)])
        }
        return try RegexParser.parse(pattern, maximumNesting: limits.maximumNesting, maximumCount: limits.maximumCount)
    }
}

extension PatternError {
    /// Whether the expression was refused for being outside the regular subset (a
    /// backreference, lookaround, …) rather than for an error or a limit: a caller that
    /// allows it may run it on a backtracking engine instead.
    public var isRegexRefusal: Bool {
        diagnostics.contains { $0.source == .regex && $0.code.hasPrefix("refused-") }
    }
}
