import MaskTrials

/// The `phone` preset's numbering-plan check: the number's country code exists, and its
/// national number has a length libphonenumber calls possible for that code. The masks
/// cannot say all of it (a fallback mask serves many codes with one range of lengths), and
/// this check names why a number fails: an unknown country code, too short, too long, or a
/// length between the possible ones.
struct PhoneNumberTrial: TrialProtocol {
    let plan: PhoneNumberingPlan

    enum Verdict: Equatable {
        case possible
        case unknownCountryCode(String)
        case tooShort(code: String, lengths: [Int])
        case tooLong(code: String, lengths: [Int])
        case impossibleLength(code: String, lengths: [Int])
    }

    func trial() -> @Sendable (String) -> Bool {
        let plan = plan
        return { text in Self.verdict(text, plan) == .possible }
    }

    func evaluate(_ text: String?) -> TrialResult {
        switch Self.verdict(text ?? "", plan) {
        case .possible:
            return .valid
        case .unknownCountryCode(let digits):
            return .invalid([TrialMessage(key: "phone_country_code", template: "has no country code that exists (+%{digits})",
                                          parameters: ["digits": .text(digits)])])
        case .tooShort(let code, let lengths):
            return .invalid([Self.message("phone_too_short", "is too short for +%{code}", code, lengths)])
        case .tooLong(let code, let lengths):
            return .invalid([Self.message("phone_too_long", "is too long for +%{code}", code, lengths)])
        case .impossibleLength(let code, let lengths):
            return .invalid([Self.message("phone_length", "has no possible length for +%{code}", code, lengths)])
        }
    }

    private static func message(_ key: String, _ template: String, _ code: String, _ lengths: [Int]) -> TrialMessage {
        let possible = lengths.map(String.init).joined(separator: ", ")
        return TrialMessage(key: key, template: template + " (national numbers of %{lengths} digits)",
                            parameters: ["code": .text(code), "lengths": .text(possible)])
    }

    /// The ASCII digits of the text, the first of them taken as the country code.
    static func verdict(_ text: String, _ plan: PhoneNumberingPlan) -> Verdict {
        let digits = text.utf8.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard let code = plan.countryCode(startingDigits: digits), let lengths = plan.lengthsByCode[code] else {
            return .unknownCountryCode(String(decoding: digits.prefix(3), as: UTF8.self))
        }
        let national = digits.count - code.count
        let sorted = lengths.sorted()
        if lengths.contains(national) { return .possible }
        if national < sorted.first ?? 0 { return .tooShort(code: code, lengths: sorted) }
        if national > sorted.last ?? 0 { return .tooLong(code: code, lengths: sorted) }
        return .impossibleLength(code: code, lengths: sorted)
    }
}
