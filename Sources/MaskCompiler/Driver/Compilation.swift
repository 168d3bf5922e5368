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
    /// The program the VM runs.
    public let program: MaskProgram
}
