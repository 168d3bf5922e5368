import MaskVM

/// An independent statement of typing normalization, for the property tests: a character
/// the mask reads nowhere is taken as its ASCII digit (a Unicode decimal digit) or its other
/// case (a letter), when the mask reads that somewhere. Judged on the reading automaton's
/// classes of the character's first byte, which is exact for the random masks' ASCII atoms.
enum TypingOracle {
    static func canonical(_ character: Character, _ program: MaskProgram) -> Character {
        guard !reads(character, program), character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
            return character
        }
        if scalar.properties.generalCategory == .decimalNumber, let value = character.wholeNumberValue {
            let digit = Character(String(value))
            return reads(digit, program) ? digit : character
        }
        guard character.isLetter else { return character }
        let other = character.isUppercase ? character.lowercased() : character.uppercased()
        guard other.unicodeScalars.count == 1, let otherCharacter = other.first else { return character }
        return reads(otherCharacter, program) ? otherCharacter : character
    }

    static func canonical(_ text: String, _ program: MaskProgram) -> String {
        String(text.map { canonical($0, program) })
    }

    /// Whether some state reads the character's first byte.
    static func reads(_ character: Character, _ program: MaskProgram) -> Bool {
        let reader = program.reader
        let cls = Int(reader.classMap[Int(character.utf8.first!)])
        return (0..<reader.stateCount).contains { reader.target($0, cls, .literal) != 0 || reader.target($0, cls, .meaningful) != 0 }
    }
}
