import MaskRegex
import MaskVM
import TestSupport
import Testing

/// Random expressions of the subset against Swift Regex (`wholeMatch`), an independent
/// backtracking engine: complete exactly when it matches; partial and illegal checked by
/// brute-force extension over the inputs' small alphabet.
@Suite("differential: random expressions against Swift Regex")
struct RegexDifferentialTests {
    /// A random expression and a bound on the length of the shortest completion of any text
    /// that can still be completed (finishing the current atom, iteration and what follows).
    struct Expression {
        var text: String
        var completionBound: Int
    }

    static let atoms: [(String, Int)] = [
        ("a", 1), ("b", 1), ("1", 1), ("[ab]", 1), ("[^a]", 1), (".", 1), ("\\d", 1), ("\\w", 1), ("\\s", 1),
        ("[a-b1]", 1), ("\\D", 1), ("(?:)", 0), ("ab", 2),
    ]
    static let quantifiers: [(String, minimum: Int)] = [
        ("*", 0), ("+", 1), ("?", 0), ("{0,2}", 0), ("{1,2}", 1), ("{2}", 2), ("*?", 0), ("+?", 1), ("??", 0), ("{1,}", 1),
    ]

    static func expression(depth: Int, using generator: inout SeededGenerator) -> Expression {
        let choice = depth == 0 ? 0 : Int.random(in: 0..<4, using: &generator)
        switch choice {
        case 1:
            let parts = (0..<Int.random(in: 2...3, using: &generator)).map { _ in expression(depth: depth - 1, using: &generator) }
            return Expression(text: parts.map(\.text).joined(), completionBound: parts.map(\.completionBound).reduce(0, +))
        case 2:
            let left = expression(depth: depth - 1, using: &generator)
            let right = expression(depth: depth - 1, using: &generator)
            return Expression(text: "(?:\(left.text)|\(right.text))", completionBound: max(left.completionBound, right.completionBound))
        case 3:
            let body = expression(depth: depth - 1, using: &generator)
            let quantifier = quantifiers.randomElement(using: &generator)!
            let group = Bool.random(using: &generator) ? "(\(body.text))" : "(?:\(body.text))"
            return Expression(text: group + quantifier.0, completionBound: max(quantifier.minimum, 1) * body.completionBound)
        default:
            let atom = atoms.randomElement(using: &generator)!
            return Expression(text: atom.0, completionBound: atom.1)
        }
    }

    static func randomText(_ alphabet: [String], maximumLength: Int, using generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...maximumLength, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
    }

    @Test("complete, partial and illegal(at:) agree with brute force on Swift Regex")
    func partialResults() throws {
        var generator = SeededGenerator(seed: 22)
        let alphabet = ["a", "b", "1", " "]
        var checked = (complete: 0, partial: 0, illegal: 0)
        var patterns = 0
        while patterns < 50 {
            let expression = Self.expression(depth: 3, using: &generator)
            guard expression.completionBound <= 4 else { continue }
            patterns += 1
            let program = try RegexCompiler.compile(expression.text)
            let regex = try Regex(expression.text)
            var viableCache: [String: Bool] = [:]
            func matches(_ text: String) -> Bool { text.wholeMatch(of: regex) != nil }
            /// Whether some extension of at most the bound's length over the alphabet matches.
            func viable(_ prefix: String) -> Bool {
                if let known = viableCache[prefix] { return known }
                var frontier = [prefix]
                var found = matches(prefix)
                for _ in 0..<expression.completionBound where !found {
                    frontier = frontier.flatMap { text in alphabet.map { text + $0 } }
                    found = frontier.contains(where: matches)
                }
                viableCache[prefix] = found
                return found
            }
            for _ in 0..<12 {
                let text = Self.randomText(alphabet, maximumLength: 6, using: &generator)
                let result = program.match(text)
                switch result {
                case .complete:
                    checked.complete += 1
                    #expect(matches(text), "\(expression.text) on \(text.debugDescription): complete, Swift Regex: no match")
                case .partial:
                    checked.partial += 1
                    #expect(!matches(text) && viable(text),
                            "\(expression.text) on \(text.debugDescription): partial, brute force: cannot be completed")
                case .illegal(let offset):
                    checked.illegal += 1
                    let characters = Array(text)
                    #expect(offset < characters.count
                            && viable(String(characters[..<offset])) && !viable(String(characters[...offset])),
                            "\(expression.text) on \(text.debugDescription): illegal(at: \(offset)), brute force disagrees")
                }
            }
        }
        // Each verdict was exercised.
        #expect(checked.complete > 30 && checked.partial > 30 && checked.illegal > 30, "\(checked)")
    }

    @Test("whole-match verdicts agree on texts with non-ASCII scalars and line ends")
    func unicodeTexts() throws {
        var generator = SeededGenerator(seed: 2022)
        let alphabet = ["a", "b", "1", " ", "é", "٣", "\n", "_", "Ж", "\u{85}", "\t", "½"]
        var agreements = 0
        for _ in 0..<60 {
            let expression = Self.expression(depth: 3, using: &generator)
            let program = try RegexCompiler.compile(expression.text)
            let regex = try Regex(expression.text)
            for _ in 0..<30 {
                let text = Self.randomText(alphabet, maximumLength: 5, using: &generator)
                let swift = text.wholeMatch(of: regex) != nil
                #expect((program.match(text) == .complete) == swift, "\(expression.text) on \(text.debugDescription)")
                agreements += 1
            }
        }
        #expect(agreements == 1_800)
    }
}
