/// A country's IBAN as a mask: the country code, two check digits and the BBAN of the
/// registry's layout, printed in groups of four (ISO 13616-1's "paper format"), letters in
/// upper case.
enum IBANLayout {
    /// What one character of a BBAN may be, by the registry's letter.
    private static func item(_ kind: Character) -> String? {
        switch kind {
        case "n": "D"            // digits 0–9
        case "a": "U"            // upper-case letters A–Z
        // Letters and digits. The registry allows lower case here too; IBANs are printed and
        // compared in upper case, so the mask asks for it and typing upper-cases a letter.
        case "c": "[0-9A-Z]"
        default: nil
        }
    }

    /// The mask for a country, such as `\D\EDD DDDD DDDD DDDD DDDD DD` for Germany's
    /// `8!n10!n`; nil when the BBAN notation is not one this reader knows.
    static func pattern(country: String, bban: String) -> String? {
        guard let kinds = characters(of: bban) else { return nil }
        // Every position of the IBAN, then a space after every fourth.
        let positions = Array(country).map { MaskText.literal(String($0)) } + ["D", "D"] + kinds
        var pattern = ""
        var index = 0
        while index < positions.count {
            if index > 0 && index % 4 == 0 { pattern += " " }
            // A run of the same set inside a group is counted (`[0-9A-Z]{4}`), so the
            // pattern stays readable; single-letter classes are written out.
            var run = 1
            while positions[index].count > 1, !positions[index].hasPrefix("\\"), index + run < positions.count,
                  (index + run) % 4 != 0, positions[index + run] == positions[index] { run += 1 }
            pattern += positions[index] + (run > 1 ? "{\(run)}" : "")
            index += run
        }
        return pattern
    }

    /// The BBAN's characters, one class each: `2!n3!a` gives D, D, U, U, U.
    static func characters(of bban: String) -> [String]? {
        var kinds: [String] = []
        var count = 0
        for character in bban {
            if let digit = character.wholeNumberValue, character.isASCII {
                count = count * 10 + digit
            } else if character == "!" {
                continue
            } else if let item = item(character), count > 0 {
                kinds += Array(repeating: item, count: count)
                count = 0
            } else {
                return nil
            }
        }
        return count == 0 ? kinds : nil
    }
}
