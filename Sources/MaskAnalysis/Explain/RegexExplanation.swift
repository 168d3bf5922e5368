import MaskCompiler
import MaskLexer
import MaskRegex
import MaskVM

/// What `maskc explain -e` says about a regular expression: its canonical form, how it is
/// matched, the lengths of the texts it accepts, its automaton, byte classes and bytecode
/// size. The regex counterpart of ``MaskExplanation``: an expression has no placeholder,
/// no value apart from its text and no literals to leave out, so those lines are not there.
///
/// ```swift
/// let explanation = try RegexExplanation(pattern: "^[a-z]{3}\\d+$")
/// explanation.longestText     // nil: 4 or more scalars
/// print(explanation)          // the report `maskc explain -e` prints
/// ```
public struct RegexExplanation: Hashable, Sendable, CustomStringConvertible {
    public var pattern: String
    /// The expression as MaskRegex reads it (``MaskRegex/RegexNode/description``), with sets
    /// of more than four ranges shortened (`\d` is `[0-9²-³¹¼-¾…+231 ranges]`).
    public var canonicalPattern: String
    /// The fewest Unicode scalars of an accepted text.
    public var shortestText: Int
    /// The most Unicode scalars of an accepted text; nil when a repetition has no upper bound.
    public var longestText: Int?
    /// States of the minimal DFA the VM runs, the dead state included.
    public var minimalStateCount: Int
    /// The byte classes of the program, each in ``ByteSetNotation``.
    public var byteClasses: [String]
    /// Size of the bytecode file `maskc compile -e` writes.
    public var bytecodeSize: Int

    /// Explains an expression parsed to `node` and compiled to `program`.
    public init(pattern: String, node: RegexNode, program: MaskProgram) {
        self.pattern = pattern
        canonicalPattern = node.abbreviated()
        (shortestText, longestText) = node.scalarLength
        minimalStateCount = program.matcher.stateCount
        byteClasses = program.matcher.bytesByClass.map(ByteSetNotation.bracketed)
        bytecodeSize = program.bytecode.count
    }

    /// Parses, compiles and explains `pattern`; throws MaskRegex's errors and refusals.
    public init(pattern: String, limits: MaskCompiler.Limits = .default) throws(PatternError) {
        self.init(pattern: pattern, node: try RegexCompiler.parse(pattern, limits: limits),
                  program: try RegexCompiler.compile(pattern, limits: limits))
    }

    /// The report, one fact a line.
    public var description: String {
        var lines = ["expression: " + pattern]
        lines.append("canonical: " + canonicalPattern)
        lines.append("match: whole text (like wholeMatch and grep -x); ^ and $ at the ends change nothing")
        lines.append("text length: " + Self.scalars(shortestText, longestText))
        lines.append("DFA: \(MaskExplanation.count(minimalStateCount, "state")) minimal (dead state included)")
        lines.append("engine: the mask VM, linear in the text, no backtracking; complete, partial or illegal at a Character")
        lines.append("byte classes: \(byteClasses.count)")
        lines += byteClasses.enumerated().map { "  c\($0.offset) \($0.element)" }
        lines.append("bytecode: \(bytecodeSize) bytes")
        return lines.joined(separator: "\n")
    }

    /// `exactly 3 scalars`, `2 to 8 scalars`, `4 or more scalars`.
    private static func scalars(_ minimum: Int, _ maximum: Int?) -> String {
        guard let maximum else { return "\(minimum) or more scalars" }
        return MaskExplanation.lengths(minimum...maximum, unit: "scalar")
    }
}
