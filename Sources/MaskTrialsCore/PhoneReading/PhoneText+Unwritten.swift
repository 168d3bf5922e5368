import MaskVM

extension PhoneText {
    /// Whether no one writes `scalar` in a phone number: a control character (a tab is
    /// formatting, left out before this is asked), a line or paragraph separator, or U+FFFD,
    /// which invalid UTF-8 is read as. libphonenumber's parse refuses a number with one
    /// inside (`+55 0 95270\r93025` is a number broken across lines, not one with a separator).
    static func isUnwritten(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: scalar.value == 0xFFFD
        }
    }

    /// The first Character of `number` (a number read, ``Reading/number``) with a scalar no
    /// one writes in a phone number (``isUnwritten(_:)``), or nil when it has none.
    /// PERF: printable ASCII, what almost every number is, is judged by its bytes.
    package static func unwrittenCharacter(in number: String) -> Character? {
        guard !number.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return nil }
        return number.first { $0.unicodeScalars.contains(where: isUnwritten) }
    }

    /// The phone presets' failure for a number read with such a Character (`phone_character`,
    /// naming it as a mask's message names one), or nil when it has none.
    package static func unwrittenCharacterMessage(in number: String) -> TrialMessage? {
        unwrittenCharacter(in: number).map { TrialMessage(TrialMessage.Key.phoneCharacter, ["found": .text(ExpectedCharacters.quoted($0))]) }
    }
}
