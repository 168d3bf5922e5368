import MaskVM

/// An independent statement of typing normalization, for the property tests. A typed
/// character may be read as typed or, where that does not fit, in one other form: its ASCII
/// digit (a Unicode decimal digit) or its other case (a letter whose case maps to one
/// scalar). The choice is made per position, where the character lands.
enum TypingOracle {
    /// The forms a typed character may be read in: as typed first, then its other form.
    static func forms(_ character: Character) -> [Character] {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return [character] }
        if scalar.properties.generalCategory == .decimalNumber, let value = character.wholeNumberValue, !character.isASCII {
            return [character, Character(String(value))]
        }
        guard character.isLetter, character.isUppercase || character.isLowercase else { return [character] }
        let other = character.isUppercase ? character.lowercased() : character.uppercased()
        guard other.unicodeScalars.count == 1, let otherCharacter = other.first, otherCharacter != character else { return [character] }
        return [character, otherCharacter]
    }

    /// Whether some character of `text`, in either form, could be read at all: some state of
    /// the mask reads its first byte.
    static func isNoise(_ character: Character, _ program: MaskProgram) -> Bool {
        !forms(character).contains { reads($0, program) }
    }

    /// Whether some state reads the character's first byte.
    static func reads(_ character: Character, _ program: MaskProgram) -> Bool {
        let reader = program.reader
        let cls = Int(reader.classMap[Int(character.utf8.first!)])
        return (0..<reader.stateCount).contains { reader.target($0, cls, .literal) != 0 || reader.target($0, cls, .meaningful) != 0 }
    }

    /// Whether the characters, each required one in one of its forms and each optional one
    /// in one of its forms or left out, can follow the mask optimistically (literals may be
    /// left out). A depth-first search over the choices, cut where a prefix is illegal (the
    /// optimistic language is closed under prefixes).
    static func fits(_ items: [(character: Character, optional: Bool)], _ program: MaskProgram) -> Bool {
        func search(_ index: Int, _ prefix: String) -> Bool {
            if case .illegal = program.match(prefix, optimistic: true) { return false }
            guard index < items.count else { return true }
            for form in forms(items[index].character) where search(index + 1, prefix + String(form)) { return true }
            return items[index].optional && search(index + 1, prefix)
        }
        return search(0, "")
    }
}
