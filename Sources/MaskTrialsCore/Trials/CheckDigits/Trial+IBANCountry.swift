extension Trial {
    /// Passes an IBAN of one of the countries in `layouts`, with that country's length and
    /// BBAN layout: `layouts` maps a country code to its BBAN, one letter a character (`D` a
    /// digit, `U` an upper-case letter, `C` a letter or digit). Spaces are ignored. The
    /// `iban` preset gives it the SWIFT IBAN registry; its masks share one mask among
    /// countries of the same layout, so they let through codes no country has, which this
    /// refuses (one table lookup and one pass over the text).
    ///
    /// ```swift
    /// let registry = Trial.ibanCountry(layouts: ["GB": "UUUUDDDDDDDDDDDDDD"])
    /// registry.passes("GB82 WEST 1234 5698 7654 32")   // true
    /// registry.evaluate("CA22 WEST 1234 5698 7654 32") // .invalid([iban_country])
    /// ```
    public static func ibanCountry(layouts: [String: String]) -> Trial {
        Trial(IBANCountryJudge(layouts: layouts))
    }
}

final class IBANCountryJudge: OneMessageJudge {
    let layouts: [String: String]
    /// Each country's layout as bytes, for the pass over the text.
    private let layoutBytes: [String: [UInt8]]

    init(layouts: [String: String]) {
        self.layouts = layouts
        self.layoutBytes = layouts.mapValues { Array($0.utf8) }
    }

    /// Whether `text` is a layout: one of `D`, `U`, `C` a character.
    static func isLayout(_ text: Substring) -> Bool {
        text.utf8.allSatisfy { $0 == UInt8(ascii: "D") || $0 == UInt8(ascii: "U") || $0 == UInt8(ascii: "C") }
    }

    func fault(in text: String, form: Form) -> String? {
        let characters = Array(text.utf8.filter { $0 != UInt8(ascii: " ") })
        let country = String(decoding: characters.prefix(2), as: UTF8.self)
        guard characters.count >= 4, let layout = layoutBytes[country], characters.count == 4 + layout.count else {
            return String(text.prefix(2))
        }
        for (kind, byte) in zip(layout, characters.dropFirst(4)) {
            let isDigit = ASCII.isDigit(byte)
            let isUpper = byte >= 0x41 && byte <= 0x5A
            switch kind {
            case UInt8(ascii: "D"): if !isDigit { return country }
            case UInt8(ascii: "U"): if !isUpper { return country }
            default: if !(isDigit || isUpper) { return country }
            }
        }
        return nil
    }

    func message(for country: String) -> TrialMessage {
        TrialMessage(TrialMessage.Key.ibanCountry, ["country": .text(country)])
    }

    var step: TrialStep? {
        TrialStep(kind: "ibanCountry", parameters: [.init("layouts", layouts.keys.sorted().map { "\($0):\(layouts[$0]!)" })])
    }

    var description: String { "ibanCountry(\(layouts.count) countries)" }
}
