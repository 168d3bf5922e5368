import MaskCompiler
import MaskLexer
import MaskVM

/// Everything worth knowing about one mask at a glance: its structure, the lengths of the
/// texts and values it accepts, its placeholder, the size of each automaton, its byte classes,
/// its bytecode size, and every lint warning.
///
/// ```swift
/// let explanation = try MaskExplanation(pattern: "+?7|8(DDD)DDD-?DD-?DD")
/// explanation.textLength      // 13...16
/// explanation.placeholder     // "+7(___)___-__-__"
/// print(explanation)          // the report `maskc explain` prints
/// ```
public struct MaskExplanation: Hashable, Sendable, CustomStringConvertible {
    public var pattern: String
    public var symbols: SymbolSet
    /// ``MaskLexer/MaskAST/canonicalPattern``.
    public var canonicalPattern: String
    /// ``MaskLexer/MaskAST/treeDescription``.
    public var tree: String
    /// ``MaskLexer/MaskAST/textLength``.
    public var textLength: ClosedRange<Int>
    /// ``MaskLexer/MaskAST/valueLength``.
    public var valueLength: ClosedRange<Int>
    /// ``MaskLexer/MaskAST/placeholder``.
    public var placeholder: String
    /// States of the Thompson NFA.
    public var nfaStateCount: Int
    /// States of the subset-construction DFA, the dead state included.
    public var dfaStateCount: Int
    /// States of the minimal DFA the VM runs, the dead state included.
    public var minimalStateCount: Int
    /// How optimistic matching runs (``MaskVM/MatchAutomaton/summary``): its minimal DFA, or,
    /// where that DFA is over the compiler's limits, a simulation of its NFA.
    public var optimisticMatcher: String
    /// Byte classes of the NFA, before the minimal DFA merges those it treats alike.
    public var nfaClassCount: Int
    /// The byte classes of the program, each in ``ByteSetNotation``.
    public var byteClasses: [String]
    /// Size of the bytecode file `maskc compile` writes.
    public var bytecodeSize: Int
    /// Every lint warning (``MaskLinter``).
    public var warnings: [Diagnostic]

    /// Explains a compiled mask.
    public init(_ compilation: Compilation) {
        let ast = compilation.ast
        pattern = ast.pattern
        symbols = ast.symbols
        canonicalPattern = ast.canonicalPattern
        tree = ast.treeDescription
        textLength = ast.textLength
        valueLength = ast.valueLength
        placeholder = ast.placeholder
        nfaStateCount = compilation.nfa.states.count
        dfaStateCount = compilation.dfa.stateCount
        minimalStateCount = compilation.program.matcher.stateCount
        optimisticMatcher = compilation.program.optimisticMatcher.summary
        nfaClassCount = compilation.nfa.byteClasses.count
        byteClasses = compilation.program.matcher.bytesByClass.map(ByteSetNotation.bracketed)
        bytecodeSize = compilation.program.bytecode.count
        warnings = MaskLinter.warnings(for: compilation)
    }

    /// Compiles and explains `pattern`; throws the compiler's errors.
    public init(pattern: String, symbols: SymbolSet = .default, limits: MaskCompiler.Limits = .default) throws(PatternError) {
        self.init(try MaskCompiler.compileStages(pattern, symbols: symbols, limits: limits))
    }

    /// The report, one fact a line; warnings rendered as the compiler renders diagnostics.
    public var description: String {
        var lines = ["pattern: " + pattern]
        if symbols != .default { lines.append("symbols: " + TextQuoting.quoted(symbols.text)) }
        lines.append("canonical: " + canonicalPattern)
        lines.append("tree:")
        lines += tree.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        lines.append("text length: " + Self.characters(textLength))
        lines.append("value length: " + Self.characters(valueLength))
        lines.append("placeholder: " + TextQuoting.quoted(placeholder))
        lines.append("NFA: \(Self.count(nfaStateCount, "state")), \(Self.count(nfaClassCount, "byte class"))")
        lines.append("DFA: \(Self.count(dfaStateCount, "state")) from the subset construction, \(minimalStateCount) minimal (dead state included)")
        lines.append("optimistic: " + optimisticMatcher)
        lines.append("byte classes: \(byteClasses.count)")
        lines += byteClasses.enumerated().map { "  c\($0.offset) \($0.element)" }
        lines.append("bytecode: \(bytecodeSize) bytes")
        lines.append("warnings: \(warnings.isEmpty ? "none" : String(warnings.count))")
        if !warnings.isEmpty {
            lines.append(DiagnosticRenderer(pattern: pattern, symbols: symbols).render(warnings))
        }
        return lines.joined(separator: "\n")
    }

    /// `1 state`, `22 states`, `8 byte classes`.
    static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)" + (noun.hasSuffix("s") ? "es" : "s")
    }

    /// `exactly 10 characters`, `14 to 17 characters`, `0 to 1 character`.
    private static func characters(_ range: ClosedRange<Int>) -> String {
        lengths(range, unit: "character")
    }

    /// ``characters(_:)`` in any unit (`scalar` for a regular expression).
    static func lengths(_ range: ClosedRange<Int>, unit singular: String) -> String {
        let unit = range.upperBound == 1 ? singular : singular + "s"
        if range.lowerBound == range.upperBound { return "exactly \(range.lowerBound) \(unit)" }
        return "\(range.lowerBound) to \(range.upperBound) \(unit)"
    }
}
