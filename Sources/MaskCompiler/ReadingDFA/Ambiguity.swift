import MaskLexer
import MaskVM

/// A place where one character can be read both as a literal and by a class: in `D?7` a
/// `7` typed first may be the optional digit or the literal. The leftmost item wins (here
/// the digit: taking an optional comes before skipping it), and the compiler warns.
///
/// ```swift
/// let stages = try MaskCompiler.compileStages("D?7")
/// stages.ambiguities[0].character       // "7"
/// stages.ambiguities[0].preferred       // .meaningful
/// print(stages.renderedWarnings)
/// // mask:1:3: warning: '7' here can also be read by the digit class at column 1; the leftmost reading, the digit, is taken
/// // 1 | D?7
/// //   |   ^
/// ```
public struct Ambiguity: Hashable, Sendable {
    /// The pattern range of the literal item.
    public var literal: Range<Int>
    /// The pattern range of the class item (`D` or `X`).
    public var meaningful: Range<Int>
    /// The character that can be read both ways.
    public var character: Character
    /// Which reading is taken: that of the leftmost of the two items.
    public var preferred: ReadingAutomaton.Reading

    public init(literal: Range<Int>, meaningful: Range<Int>, character: Character, preferred: ReadingAutomaton.Reading) {
        self.literal = literal
        self.meaningful = meaningful
        self.character = character
        self.preferred = preferred
    }

    /// The warning, located at the item that loses.
    public var diagnostic: Diagnostic {
        let className = character.isNumber ? "digit" : "letter"
        let message: String
        let range: Range<Int>
        switch preferred {
        case .meaningful:
            range = literal
            message = "'\(character)' here can also be read by the \(className) class at column \(meaningful.lowerBound + 1); the leftmost reading, the \(className), is taken"
        case .literal:
            range = meaningful
            message = "a \(className) here can also be the literal '\(character)' at column \(literal.lowerBound + 1); the leftmost reading, the literal, is taken"
        }
        return Diagnostic(severity: .warning, code: "ambiguous-reading", message: message, range: range)
    }

    /// Every (literal item, class item) pair that reads the same class from one reachable
    /// state, where both readings can still complete. State `s` of `transitions` is the NFA
    /// state set `subsets.set(order[s])`.
    static func find(
        in subsets: SubsetConstruction.Subsets, order: [Int], transitions: [Int], classes: ByteClasses, nfa: NFA, compact: CompactNFA
    ) -> [Ambiguity] {
        let k = classes.count
        var found = Set<Ambiguity>()
        for state in 1..<order.count {
            for cls in 0..<k where transitions[(state * k + cls) * 2] != 0 && transitions[(state * k + cls) * 2 + 1] != 0 {
                var literals: [Range<Int>] = []
                var meaningfuls: [Range<Int>] = []
                for nfaState in subsets.set(order[state]) {
                    guard case .bytes(_, _, let meaningful, let origin) = nfa.states[nfaState],
                          compact.letters[Int(compact.letterStart[nfaState])..<Int(compact.letterStart[nfaState + 1])]
                              .contains(Int32(cls * 2 + (meaningful ? 1 : 0))) else { continue }
                    if meaningful { meaningfuls.append(origin) } else { literals.append(origin) }
                }
                let character = Character(Unicode.Scalar(classes.representatives[cls]))
                for literal in literals {
                    for meaningful in meaningfuls {
                        found.insert(Ambiguity(
                            literal: literal, meaningful: meaningful, character: character,
                            preferred: meaningful.lowerBound < literal.lowerBound ? .meaningful : .literal))
                    }
                }
            }
        }
        return found.sorted {
            (min($0.literal.lowerBound, $0.meaningful.lowerBound), $0.literal.lowerBound, $0.meaningful.lowerBound)
                < (min($1.literal.lowerBound, $1.meaningful.lowerBound), $1.literal.lowerBound, $1.meaningful.lowerBound)
        }
    }
}
