import MaskCompiler
import MaskLexer
import MaskVM

extension MaskLinter {
    /// `accepts-only-empty-text` and `accepts-nothing`, read off the automaton: its start
    /// state is dead, or accepting with no way on.
    static func languageWarnings(of automaton: DenseDFA, patternLength: Int) -> [Diagnostic] {
        let whole = 0..<patternLength
        if automaton.startState == 0 {
            return [warning(.acceptsNothing, "the mask accepts no text at all", whole)]
        }
        let start = automaton.startState
        let goesOn = (0..<automaton.classCount).contains { automaton.next(start, class: $0) != 0 }
        if automaton.isAccepting(start), !goesOn {
            return [warning(.acceptsOnlyEmptyText, "the mask accepts only the empty text", whole)]
        }
        return []
    }

    /// The compiler's own warnings, which lint reports along with its own: reading
    /// ambiguities, where one character can be read as a literal or as data at one position
    /// (`D?7`; see docs/editing.md). Every lint and explain output includes them, sorted in place.
    public static func compilerWarnings(of compilation: Compilation) -> [Diagnostic] {
        compilation.warnings
    }
}
