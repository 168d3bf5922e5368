import MaskLexer
import MaskVM

/// What a mask accepts next after a text, said by item: the number ranges that could take
/// the next digit, each with those digits, and what the other items take, grouped as
/// ``MaskVM/ExpectedCharacters`` groups them.
///
/// ```swift
/// let ast = try MaskParser.parse("<1-12>?[A-F]")
/// NumberExpectation.expectation(after: "", in: ast)?.description
/// // "a number from 1 to 12 (a digit 1–9) or a letter A–F"
/// ```
public struct ItemExpectation: Hashable, Sendable, CustomStringConvertible {
    /// A number range that could take the next digit.
    public struct Number: Hashable, Sendable {
        /// The range as written in the mask.
        public var range: NumberRange
        /// The ASCII digits it could take next, in increasing order.
        public var nextDigits: [Character]

        public init(range: NumberRange, nextDigits: [Character]) {
            self.range = range
            self.nextDigits = nextDigits
        }

        /// `a number from 01 to 12 (a digit 0–1)`; the digits as a range where they run on,
        /// `(a digit)` when any digit fits, `('1' or a digit 5–9)` otherwise.
        public var words: String {
            "a number from \(range.lowText) to \(range.highText) (\(Self.digitWords(nextDigits)))"
        }

        static func digitWords(_ digits: [Character]) -> String {
            let values = digits.compactMap(\.asciiValue).sorted()
            if values.count == 10 { return "a digit" }
            var items: [ExpectedCharacters.Item] = []
            var index = 0
            while index < values.count {
                var end = index
                while end + 1 < values.count, values[end + 1] == values[end] + 1 { end += 1 }
                if end > index {
                    items.append(.range(Unicode.Scalar(values[index]), Unicode.Scalar(values[end])))
                } else {
                    items.append(.character(Character(Unicode.Scalar(values[index]))))
                }
                index = end + 1
            }
            return ExpectedCharacters(items: items, allowsEnd: false).description
        }
    }

    /// The number ranges that could take the next digit, in the order the mask writes them.
    public var numbers: [Number]
    /// What every other item could take next, and whether the text may end here.
    public var others: ExpectedCharacters

    public init(numbers: [Number], others: ExpectedCharacters) {
        self.numbers = numbers
        self.others = others
    }

    /// The alternatives in words, ranges first, joined with commas and a final "or":
    /// `a number from 1 to 12 (a digit 1–9), '-' or the end of the text`.
    public var description: String {
        let words = numbers.map(\.words) + others.items.map(\.words) + (others.allowsEnd ? ["the end of the text"] : [])
        switch words.count {
        case 0: return "nothing"
        case 1: return words[0]
        default: return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
        }
    }
}
