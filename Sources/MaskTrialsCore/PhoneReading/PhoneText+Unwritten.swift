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

    /// Whether `character`, which is not formatting (``isFormatting(_:)``), is a stray
    /// symbol: punctuation, a symbol or an invisible format character (`!`, `#`, `~`, `😀`,
    /// U+200E) by its first scalar; `+` too, but where it starts the number (asked apart). Before or after a number one is noise
    /// (an emoji after a pasted number, quotes around it) and is left out
    /// (``withoutFormatting(_:)``); inside one, no one writes it (`+44 20 7123!4567`: a `1`
    /// typed with Shift), and libphonenumber's parse refuses the text, so it fails the number
    /// as ``isUnwritten(_:)``'s do. A space with a mark on it (`" \u{301}"`, one Character)
    /// is stray too: a space of one scalar is formatting, but libphonenumber's parse refuses
    /// `+61 18 \u{301}00 123 456` as it refuses `!` there, and the country's masks had passed
    /// or failed such a number by which format half-read it (`+6111 \u{301}2970491512` failed
    /// where `+61112970491512` passed). Letters, digits and marks stay for the masks to judge.
    /// The formatting of one scalar (`-`, `*`, a space) is left out before this is asked.
    static func isStray(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        // ASCII punctuation and symbols: a Character of more than one scalar (`(` and a
        // combining mark) is no formatting, and is judged by its first scalar as any other.
        if scalar.isASCII {
            switch scalar.value {
            // A space here has a mark on it (a space alone is formatting): stray, as below.
            case 0x20...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return true
            default: return false
            }
        }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .format,
             .spaceSeparator:
            // U+FFFD is invalid UTF-8, unwritten wherever it is (``isUnwritten(_:)``).
            return scalar.value != 0xFFFD
        default:
            return false
        }
    }

    /// ``isStray(_:)`` for an ASCII byte that is not formatting: `!"#$%&'+,:;<=>?@\^_`{|}~`.
    static func isStrayASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21...0x27, 0x2B, 0x2C, 0x3A...0x40, 0x5C, 0x5E...0x60, 0x7B...0x7E: true
        default: false
        }
    }

    /// The first Character of `number` (a number read, ``Reading/number``) that no one
    /// writes in a phone number: with a scalar ``isUnwritten(_:)`` names, or a stray symbol
    /// (``isStray(_:)``), which the reading left out before and after the number, so one
    /// left is inside it; nil when it has none.
    /// PERF: `+`, ASCII digits and letters, what almost every number is, are judged by their bytes.
    package static func unwrittenCharacter(in number: String) -> Character? {
        // The `+` that starts it is no stray symbol; one after it is.
        let rest = number.utf8.first == UInt8(ascii: "+") ? number.utf8.dropFirst() : number.utf8[...]
        guard !rest.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0 & 0xDF) }) else { return nil }
        return number[rest.startIndex...].first { $0.unicodeScalars.contains(where: isUnwritten) || isStray($0) }
    }

    /// The phone presets' failure for a number read with such a Character (`phone_character`,
    /// naming it as a mask's message names one), or nil when it has none.
    package static func unwrittenCharacterMessage(in number: String) -> TrialMessage? {
        unwrittenCharacter(in: number).map { TrialMessage(TrialMessage.Key.phoneCharacter, ["found": .text(ExpectedCharacters.quoted($0))]) }
    }
}
