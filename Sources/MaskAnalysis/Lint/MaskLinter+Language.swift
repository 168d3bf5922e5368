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
        let goesOn = (0..<automaton.classCount).contains { automaton.transitions[start * automaton.classCount + $0] != 0 }
        if automaton.isAccepting(start), !goesOn {
            return [warning(.acceptsOnlyEmptyText, "the mask accepts only the empty text", whole)]
        }
        return []
    }

    /// HOOK (issue 3, reading ambiguity): the compiler's own warnings, which lint reports
    /// along with its own. `Compilation` carries no warnings yet; when the compiler gains
    /// them (a character readable as a literal or as data at one position, `D?7`), return
    /// them here and every lint and explain output includes them, sorted in place.
    public static func compilerWarnings(of compilation: Compilation) -> [Diagnostic] {
        []
    }
}
