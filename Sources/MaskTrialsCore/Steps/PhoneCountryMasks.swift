import MaskVM

/// What `maskc check -p` reads a phone number's value by when a file's masks are the `phone`
/// preset's (the files `phone` and `phone-national` write), for an app that has the file
/// alone: not those masks but the country's own (MaskPresets' `PhoneCountryPrograms`:
/// libphonenumber's formats, then `+CC` and the national number's digits at any of the
/// code's lengths), which the file does not carry (22 times its size). Those take every
/// number the trials pass that is `+` and decimal digits alone: a format that reads it
/// whole, or else the digits mask, at a length the trials have just found possible. So a
/// number of a code the file's `phon` section lists, `+` and decimal digits of any script,
/// is a value; the file's coarser masks failed `+61 1800 123 456` (10 digits; its
/// `+61 D DDDD DDDD` has 9), which the web (the JavaScript `loadCheck`, `country-masks.js`)
/// and the server (`maskc check -p`) pass: issue 24's promise is that the app passes it too.
///
/// The `phone` preset's masks are recognised as the JavaScript check recognises them: by a
/// 32-bit FNV-1a hash of their names and patterns (MaskTrialsCore has no catalogue of
/// presets, and must not depend on MaskPresets), which `MaskPreset.hasPhoneMasks` compares
/// name for name and pattern for pattern; a test holds the two to the same answer.
package enum PhoneCountryMasks {
    /// FNV-1a (32 bits) of the `phone` preset's mask names and patterns, as the set lists them
    /// (the JavaScript `phoneMasksHash`).
    package static let phoneMasksHash: UInt32 = 0x2115_2d4a

    /// Whether the program's masks are the `phone` preset's (a set, whose hash is theirs).
    package static func hasPhoneMasks(_ program: MaskProgram) -> Bool {
        program.isMaskSet && masksHash(program.masks.map { ($0.name, $0.pattern) }) == phoneMasksHash
    }

    /// FNV-1a over each mask's name (`null` when it has none, as the JavaScript writes it) and
    /// pattern, each followed by a NUL, Unicode scalar by Unicode scalar.
    package static func masksHash(_ masks: [(name: String?, pattern: String)]) -> UInt32 {
        var hash: UInt32 = 0x811c_9dc5
        for mask in masks {
            for text in [mask.name ?? "null", mask.pattern] {
                for scalar in text.unicodeScalars {
                    hash = (hash ^ scalar.value) &* 0x0100_0193
                }
                hash = hash &* 0x0100_0193   // the NUL: hash ^ 0
            }
        }
        return hash
    }

    /// Whether the number read (`+447700900123`) is `+` and decimal digits alone, of any script,
    /// each Character one scalar of general category Nd: with a code the reading found, the
    /// country's own masks take it once the trials pass it. Any other Character (a letter, a
    /// digit with a mark, a space with one) the country's masks weigh by their own layouts,
    /// which the file does not carry: the file's masks judge it.
    package static func isCountryDigits(_ number: String) -> Bool {
        guard number.first == "+" else { return false }
        return number.dropFirst().allSatisfy { character in
            let scalars = character.unicodeScalars
            return scalars.count == 1 && scalars.first!.properties.generalCategory == .decimalNumber
        }
    }
}
