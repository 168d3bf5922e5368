import MaskTrials

/// The `iban` preset's registry check: the IBAN's country is in the SWIFT IBAN registry and
/// the IBAN has that country's length and BBAN layout. The preset's masks share one mask
/// among countries of the same layout (a mask set holds at most 64 masks), so they let
/// through a few codes no country has; this check, one table lookup and one pass over the
/// text, refuses them.
struct IBANCountryTrial: TrialProtocol {
    /// A country's BBAN, one class a character: `D` digit, `U` upper-case letter, anything
    /// else a letter or digit.
    let layouts: [String: [String]]

    init(_ countries: [IBANRegistry.Country]) {
        var layouts: [String: [String]] = [:]
        for country in countries {
            layouts[country.code] = IBANLayout.characters(of: country.bban)
        }
        self.layouts = layouts
    }

    func trial() -> @Sendable (String) -> Bool {
        let layouts = layouts
        return { text in Self.fits(text, layouts) }
    }

    func evaluate(_ text: String?) -> TrialResult {
        let text = text ?? ""
        if Self.fits(text, layouts) { return .valid }
        let country = String(text.prefix(2))
        return .invalid([TrialMessage(key: "iban_country", template: "is not an IBAN of %{country} as the IBAN registry gives it",
                                      parameters: ["country": .text(country)])])
    }

    private static func fits(_ text: String, _ layouts: [String: [String]]) -> Bool {
        let characters = Array(text.utf8.filter { $0 != UInt8(ascii: " ") })
        guard characters.count >= 4, let layout = layouts[String(decoding: characters[0..<2], as: UTF8.self)],
              characters.count == 4 + layout.count else { return false }
        for (kind, byte) in zip(layout, characters.dropFirst(4)) {
            let isDigit = byte >= 0x30 && byte <= 0x39
            let isUpper = byte >= 0x41 && byte <= 0x5A
            switch kind {
            case "D": if !isDigit { return false }
            case "U": if !isUpper { return false }
            default: if !(isDigit || isUpper) { return false }
            }
        }
        return true
    }
}
