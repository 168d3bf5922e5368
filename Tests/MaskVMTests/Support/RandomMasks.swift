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

    /// A pattern of up to `maximumItems` items, each an atom with up to two operators.
    mutating func pattern(maximumItems: Int = 8) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...maximumItems, using: &generator) {
            text += atom()
            var lastWasOptional = false
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                if !lastWasOptional, chance(0.5) {
                    text += "?"
                    lastWasOptional = true
                } else {
                    text += "|" + atom()
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
        case .literal(let character): String(character)
        case .optional(let inner): chance(0.5) ? "" : member(of: inner)
        case .alternative(let left, let right): chance(0.5) ? member(of: left) : member(of: right)
        }
    }

    /// A sample for the mask: a member, or one truncated (possibly inside a character's
    /// bytes), or one with a character replaced, inserted or deleted.
    mutating func sample(for ast: MaskAST) -> [UInt8] {
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
