import MaskLexer
import MaskVM

/// Every stage of one compilation, each a value that can be printed and tested on its own.
///
/// ```swift
/// let stages = try MaskCompiler.compileStages("DD?")
/// stages.nfa.states.count        // 4
/// stages.minimalDFA.stateCount   // 4: dead, after one digit, after two, start
/// ```
public struct Compilation: Hashable, Sendable {
    /// The parsed pattern.
    public let ast: MaskAST
    /// The Thompson NFA over bytes.
    public let nfa: NFA
    /// The DFA from the subset construction, before trimming and minimization.
    public let dfa: DFA
    /// The trimmed, minimal DFA with merged byte classes: what is lowered.
    public let minimalDFA: DFA
    /// The trimmed, minimal DFA of the optimistic language (every literal may be left out);
    /// nil when it would exceed the limits, and the program simulates the optimistic NFA.
    public let optimisticDFA: DFA?
    /// The reading automaton: how each character is read, literal or meaningful.
    public let readingDFA: ReadingDFA
    /// The program the VM runs.
    public let program: MaskProgram

    /// Where one character can be read both as a literal and by a class, in pattern order.
    public var ambiguities: [Ambiguity] { readingDFA.ambiguities }

    /// The compiler's warnings (one per ambiguity), as diagnostics of severity `.warning`.
    public var warnings: [Diagnostic] { ambiguities.map(\.diagnostic) }

    /// The warnings rendered like the compiler's errors, with carets; empty when there are none.
    public var renderedWarnings: String {
        DiagnosticRenderer(pattern: ast.pattern, symbols: ast.symbols).render(warnings)
    }
}
