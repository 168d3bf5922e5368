import TestSupport
import MaskLexer

/// Random patterns from the grammar, and random samples for them: members, truncations,
/// mutations and non-ASCII text.
struct RandomMasks {
    var generator: SeededGenerator

    static let escapes = [#"\D"#, #"\?"#, #"\|"#, #"\\"#, #"\$"#, #"\é"#, #"\€"#, #"\Ы"#, #"\a"#, #"\😀"#]
    static let symbols = Array("+-().:/@ ")
    static let strangeCharacters: [String] = ["Ы", "٣", "😀", "e\u{301}", "é", "€", "\r\n", "\u{0}", "a", "Z", "7", "-", " "]

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &generator)]
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &generator) < probability
    }

    mutating func atom() -> String {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0...2: "D"
        case 3: "X"
        case 4...5: String(Int.random(in: 0...9, using: &generator))
        case 6...8: String(pick(Self.symbols))
        default: pick(Self.escapes)
        }
    }

    /// Sets of the grown language: ranges, negation, escapes, a dash first or last, non-ASCII.
    static let sets = ["[0-9A-F]", "[a-c]", "[^0-9]", "[-+]", "[xy-]", #"[\]\-\^]"#, "[а-я]", "[^а-яa]", "[é€]", "[0-5]",
                       "[^\n]", "[😀-😂]", "[A-Fa-f7]", "[^ ]"]
    static let numberRanges = ["<01-12>", "<1-12>", "<0-255>", "<00-59>", "<1900-2099>", "<5-5>", "<7-120>", "<0-0>", "<09-10>"]
    static let counts = ["{0}", "{1}", "{2}", "{3}", "{0,2}", "{1,3}", "{2,}", "{0,}", "{1,}"]

    /// An atom of the grown language: today's atoms, `U`, `L`, `A`, sets and number ranges.
    mutating func grownAtom() -> String {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: pick(["U", "L", "A"])
        case 1...2: pick(Self.sets)
        case 3...4: pick(Self.numberRanges)
        default: atom()
        }
    }

    /// A pattern of up to `maximumItems` items, each an atom with up to two operators; with
    /// `grown`, atoms of the grown language and counts among the operators.
    mutating func pattern(maximumItems: Int = 8, grown: Bool = false) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...maximumItems, using: &generator) {
            text += grown ? grownAtom() : atom()
            var lastWasOptional = false
            // One count an item: counts of counts multiply, and the reading automaton of
            // an open count inside another grows with the product.
            var counted = false
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                if grown, !counted, chance(0.3) {
                    text += pick(Self.counts)
                    counted = true
                    lastWasOptional = false
                } else if !lastWasOptional, chance(0.5) {
                    text += "?"
                    lastWasOptional = true
                } else {
                    text += "|" + (grown ? grownAtom() : atom())
                    lastWasOptional = false
                }
            }
        }
        return text
    }

    /// A random text the mask accepts.
    mutating func member(of ast: MaskAST) -> String {
        ast.items.map { member(of: $0) }.joined()
    }

    private mutating func member(of node: MaskNode) -> String {
        switch node.kind {
        case .digit: String(Int.random(in: 0...9, using: &generator))
        case .letter: String(pick(Array("ABCXYZabcxyz")))
        case .upper: String(pick(Array("ABCXYZ")))
        case .lower: String(pick(Array("abcxyz")))
        case .alphanumeric: String(pick(Array("AZaz09")))
        case .set(let set):
            // A listed end, or for a negated set a character it does not list.
            if set.negated {
                String(pick(["Q", "%", "ж", "٣", "😀", "a", "5"].filter { candidate in
                    !set.members.contains { $0.contains(candidate.unicodeScalars.first!) }
                }.ifEmpty(["\u{1F600}"])))
            } else {
                String(pick(set.members.flatMap { [$0.lowerBound, $0.upperBound] }))
            }
        case .number(let range):
            {
                let value = UInt64.random(in: range.low...range.high, using: &generator)
                let digits = String(value)
                guard let width = range.fixedWidth else { return digits }
                return String(repeating: "0", count: width - digits.count) + digits
            }()
        case .repeated(let inner, let count):
            (0..<Int.random(in: count.minimum...(count.maximum ?? count.minimum + 3), using: &generator))
                .map { _ in member(of: inner) }.joined()
        case .literal(let character): String(character)
        case .optional(let inner): chance(0.5) ? "" : member(of: inner)
        case .alternative(let left, let right): chance(0.5) ? member(of: left) : member(of: right)
        }
    }

    /// A sample for the mask: a member, or one truncated (possibly inside a character's
    /// bytes), or one with a character replaced, inserted or deleted.
    mutating func sample(for ast: MaskAST) -> [UInt8] {
        Array(RandomEdits.withoutLabel(String(decoding: anySample(for: ast), as: UTF8.self)).utf8)
    }

    /// A sample, which may start like a label.
    private mutating func anySample(for ast: MaskAST) -> [UInt8] {
        var characters = Array(member(of: ast))
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
            return Array(String(characters).utf8)
        case 1:
            let bytes = Array(String(characters).utf8)
            return Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
        case 2 where !characters.isEmpty:
            characters[Int.random(in: 0..<characters.count, using: &generator)] = Character(pick(Self.strangeCharacters))
        case 3:
            characters.insert(Character(pick(Self.strangeCharacters)), at: Int.random(in: 0...characters.count, using: &generator))
        case 4 where !characters.isEmpty:
            characters.remove(at: Int.random(in: 0..<characters.count, using: &generator))
        default:
            characters.append(contentsOf: String(pick(Self.strangeCharacters)))
        }
        return Array(String(characters).utf8)
    }
}

private extension Array {
    func ifEmpty(_ replacement: [Element]) -> [Element] { isEmpty ? replacement : self }
}
