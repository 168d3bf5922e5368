import MaskLexer

/// The peer for transform and extract: formatting the way today's interpreted mask
/// libraries do, walking the mask's items over the input's Characters greedily: a character
/// the current item takes is kept, a required literal the input skipped is inserted, an
/// optional item that does not fit is skipped, anything else is dropped.
struct InterpretedFormatter {
    private let items: [MaskNode]

    init(_ ast: MaskAST) {
        items = ast.items
    }

    /// The formatted text and the meaningful characters.
    func format(_ input: String) -> (text: String, value: String) {
        var text = ""
        var value = ""
        var item = 0
        for character in input {
            while item < items.count {
                if let meaningful = Self.takes(items[item], character) {
                    text.append(character)
                    if meaningful { value.append(character) }
                    item += 1
                    break
                }
                if let literal = Self.requiredLiteral(items[item]) {
                    text.append(literal)
                    item += 1
                } else if Self.isOptional(items[item]) {
                    item += 1
                } else {
                    break   // the character fits nowhere here: drop it
                }
            }
        }
        return (text, value)
    }

    /// Whether the node takes the character, and if so whether as meaningful.
    private static func takes(_ node: MaskNode, _ character: Character) -> Bool? {
        switch node.kind {
        case .digit: character.isASCII && character.isNumber ? true : nil
        case .letter: character.isASCII && character.isLetter ? true : nil
        case .upper: character.isASCII && character.isUppercase ? true : nil
        case .lower: character.isASCII && character.isLowercase ? true : nil
        case .alphanumeric: character.isASCII && (character.isLetter || character.isNumber) ? true : nil
        case .set(let set):
            character.unicodeScalars.count == 1 && set.members.contains { $0.contains(character.unicodeScalars.first!) } != set.negated
                && character != "\n" && character != "\r" ? true : nil
        // Greedy, item by item: a number range or a count takes what its digits or body
        // take, one character at a time (the interpreted libraries' approximation).
        case .number: character.isASCII && character.isNumber ? true : nil
        case .repeated(let inner, _): takes(inner, character)
        case .literal(let literal): literal == character ? false : nil
        case .optional(let inner): takes(inner, character)
        case .alternative(let left, let right): takes(left, character) ?? takes(right, character)
        }
    }

    /// The literal to insert for a required item made of literals (the leftmost alternative).
    private static func requiredLiteral(_ node: MaskNode) -> Character? {
        switch node.kind {
        case .literal(let literal): literal
        case .alternative(let left, let right): requiredLiteral(left) ?? requiredLiteral(right)
        case .digit, .letter, .upper, .lower, .alphanumeric, .set, .number, .repeated, .optional: nil
        }
    }

    private static func isOptional(_ node: MaskNode) -> Bool {
        switch node.kind {
        case .optional: true
        case .repeated(let inner, let count): count.minimum == 0 || isOptional(inner)
        case .alternative(let left, let right): isOptional(left) || isOptional(right)
        default: false
        }
    }
}
