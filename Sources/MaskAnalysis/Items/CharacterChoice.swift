import MaskVM

/// A set of single characters an item of a mask can accept: every ASCII digit (`D`), every
/// ASCII latin letter (`X`), and literal characters.
///
/// Literals are kept by their UTF-8 bytes, as the automaton sees them: a precomposed `é` and
/// `e` followed by a combining accent are different literals here, as they are in a match.
struct CharacterChoice: Hashable {
    /// Every ASCII digit.
    var digits = false
    /// Every ASCII latin letter.
    var letters = false
    /// Other characters, by UTF-8 bytes; never a digit when `digits` is set, nor a letter
    /// when `letters` is.
    private(set) var literals: [[UInt8]: Character] = [:]

    static let none = CharacterChoice()
    static let anyDigit = CharacterChoice(digits: true)
    static let anyLetter = CharacterChoice(letters: true)

    static func literal(_ character: Character) -> CharacterChoice {
        var choice = CharacterChoice()
        choice.insert(character)
        return choice
    }

    var isEmpty: Bool { !digits && !letters && literals.isEmpty }

    /// Whether it has a class (`D` or `X`), that is, meaningful characters.
    var hasClass: Bool { digits || letters }

    func contains(_ character: Character) -> Bool {
        (digits && Self.isDigit(character)) || (letters && Self.isLetter(character))
            || literals[Array(String(character).utf8)] != nil
    }

    mutating func insert(_ character: Character) {
        guard !contains(character) else { return }
        literals[Array(String(character).utf8)] = character
    }

    func union(_ other: CharacterChoice) -> CharacterChoice {
        var result = CharacterChoice(digits: digits || other.digits, letters: letters || other.letters)
        for character in literals.values { result.insert(character) }
        for character in other.literals.values { result.insert(character) }
        return result.normalized()
    }

    func intersection(_ other: CharacterChoice) -> CharacterChoice {
        var result = CharacterChoice(digits: digits && other.digits, letters: letters && other.letters)
        for character in literals.values where other.contains(character) { result.insert(character) }
        for character in other.literals.values where contains(character) { result.insert(character) }
        return result
    }

    func isSubset(of other: CharacterChoice) -> Bool {
        (!digits || other.digits) && (!letters || other.letters) && literals.values.allSatisfy(other.contains)
    }

    /// The literals in order of their UTF-8 bytes (so digits in numeric order).
    var sortedLiterals: [Character] {
        literals.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.value)
    }

    /// In words, joined by `conjunction`: `a digit`, `'7' or '8'`, `a latin letter and '-'`.
    func words(joinedBy conjunction: String) -> String {
        var parts: [String] = []
        if digits { parts.append("a digit") }
        if letters { parts.append("a latin letter") }
        parts += sortedLiterals.map(quotedCharacter)
        switch parts.count {
        case 0: return "nothing"
        case 1: return parts[0]
        default: return parts.dropLast().joined(separator: ", ") + " \(conjunction) " + parts[parts.count - 1]
        }
    }

    /// Drops literals that a class now covers.
    private func normalized() -> CharacterChoice {
        var result = CharacterChoice(digits: digits, letters: letters)
        for character in literals.values { result.insert(character) }
        return result
    }

    static func isDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (0x30...0x39).contains(ascii)
    }

    static func isLetter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii)
    }
}

/// A character in single quotes, invisible ones spelled out, as the VM's messages write it.
func quotedCharacter(_ character: Character) -> String {
    ExpectedCharacters.quoted(character)
}
