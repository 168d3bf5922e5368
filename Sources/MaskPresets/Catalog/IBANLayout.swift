/// IBANs as masks: the country code, two check digits and the BBAN of the registry's
/// layout, printed in groups of four (ISO 13616-1's "paper format"), letters in upper case.
///
/// A mask set holds at most 64 masks and the registry has 89 countries, so countries whose
/// BBANs have the same layout share a mask: its first two characters are the sets of their
/// first and second letters (`[CDMRV][AERS]` for Costa Rica, Germany, Montenegro, Serbia
/// and the Vatican, all 18 digits). That admits a few codes no country has (`CA`, `DR`), and
/// the `iban` preset's registry trial refuses them; the masks stay apart, so no text is
/// complete in two of them (a test and `maskc lint` check it).
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

    /// The masks of the whole registry: one for each BBAN layout, split where two would
    /// otherwise share a complete text.
    static func masks(_ countries: [IBANRegistry.Country]) -> [PresetMask] {
        var groups: [(kinds: [String], codes: [String])] = []
        for country in countries {
            guard let kinds = characters(of: country.bban) else { continue }
            if let index = groups.firstIndex(where: { $0.kinds == kinds }) {
                groups[index].codes.append(country.code)
            } else {
                groups.append((kinds, [country.code]))
            }
        }
        // Where two masks overlap, the later one splits by first letter: each part is then
        // exactly its countries (one first letter and the set of second letters).
        while let (_, later) = firstOverlap(groups) {
            let group = groups.remove(at: later)
            var parts: [(kinds: [String], codes: [String])] = []
            for code in group.codes {
                if let index = parts.firstIndex(where: { $0.codes[0].first == code.first }) {
                    parts[index].codes.append(code)
                } else {
                    parts.append((group.kinds, [code]))
                }
            }
            guard parts.count > 1 else { break }  // already exact: the data must change
            groups.insert(contentsOf: parts, at: later)
        }
        return groups.map { PresetMask($0.codes.joined(separator: "-"), pattern(countries: $0.codes, kinds: $0.kinds)) }
    }

    /// Which letters a group's country codes may have at each of the two positions.
    private static func letters(_ codes: [String], at position: Int) -> Set<Character> {
        Set(codes.map { Array($0)[position] })
    }

    /// The first pair of groups (by the later one's index) whose masks share a complete
    /// text: the same length, a common code of the letter sets, and at every position
    /// classes that meet (digits and upper-case letters do not; either meets letters or digits).
    static func firstOverlap(_ groups: [(kinds: [String], codes: [String])]) -> (Int, Int)? {
        for later in groups.indices {
            for earlier in 0..<later {
                let (a, b) = (groups[earlier], groups[later])
                guard a.kinds.count == b.kinds.count,
                      !letters(a.codes, at: 0).isDisjoint(with: letters(b.codes, at: 0)),
                      !letters(a.codes, at: 1).isDisjoint(with: letters(b.codes, at: 1)) else { continue }
                if zip(a.kinds, b.kinds).allSatisfy({ Set([$0, $1]) != ["D", "U"] }) { return (earlier, later) }
            }
        }
        return nil
    }

    /// The mask for one country, such as `[D][E]DD DDDD DDDD DDDD DDDD DD` for Germany's
    /// `8!n10!n`; nil when the BBAN notation is not one this reader knows.
    static func pattern(country: String, bban: String) -> String? {
        characters(of: bban).map { pattern(countries: [country], kinds: $0) }
    }

    /// The mask for countries of one BBAN layout: at each position of the code, the set of
    /// the countries' letters there, a set of one letter where they agree (`[D][E]`). The
    /// country code is data, as the rest of the IBAN is, so it is never a literal: a literal
    /// is left out of `extract`'s value (`BE68 5390 0754 7034` would give
    /// `68539007547034`), and `transform` inserts a literal the input skipped, which would
    /// make up a country (`E6853...` typed would become `BE68 5390 ...`).
    static func pattern(countries: [String], kinds: [String]) -> String {
        let code = (0..<2).map { position in
            "[" + String(letters(countries, at: position).sorted()) + "]"
        }
        // Every position of the IBAN, then a space after every fourth.
        let positions = code + ["D", "D"] + kinds
        var pattern = ""
        var index = 0
        while index < positions.count {
            if index > 0 && index % 4 == 0 { pattern += " " }
            // A run of the same set inside a group is counted (`[0-9A-Z]{4}`), so the
            // pattern stays readable; single-letter classes are written out.
            var run = 1
            while index >= 2, positions[index].count > 1, index + run < positions.count,
                  (index + run) % 4 != 0, positions[index + run] == positions[index] { run += 1 }
            pattern += positions[index] + (run > 1 ? "{\(run)}" : "")
            index += run
        }
        return pattern
    }

    /// The BBAN's characters, one class each: `2!n3!a` gives D, D, U, U, U.
    /// Each country's BBAN as `Trial.ibanCountry(layouts:)` takes it: `D` a digit, `U` an
    /// upper-case letter, `C` a letter or digit, a letter a character.
    static func registryLayouts(_ countries: [IBANRegistry.Country]) -> [String: String] {
        var layouts: [String: String] = [:]
        for country in countries {
            let kinds = characters(of: country.bban) ?? []
            layouts[country.code] = String(kinds.map { $0 == "D" || $0 == "U" ? Character($0) : "C" })
        }
        return layouts
    }

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
