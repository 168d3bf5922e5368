import MaskTrials

/// Every preset, as data: its name, one line saying what it is for, its masks (in the order
/// a tie is broken), the trials that belong with them, and public example values. This is
/// the one place to read or change what maskc ships; the facts behind each table (card
/// ranges, the IBAN registry, phone numbering plans) are in the files beside this one, each
/// with its source. docs/presets.md shows the same table.
enum PresetCatalog {
    static let definitions: [MaskPreset.Definition] = [
        .init(name: "card", summary: "payment card numbers of 12 to 19 digits, printed per brand (Amex 4-6-5, Diners 4-6-4, others in fours)",
              masks: CardLayouts.masks, trials: [.paymentCard()],
              examples: CardLayouts.examples + CardLayouts.constructedExamples, counterexamples: CardLayouts.counterexamples),
        .init(name: "card-expiry", summary: "a card's expiry month, MM/YY",
              masks: [PresetMask("expiry", "<01-12>/DD")], trials: [.cardExpiry()],
              examples: ["01/30", "12/27", "11/26"], counterexamples: [],
              referenceTrial: { Trial.cardExpiry(notBefore: $0) }),
        .init(name: "card-cvc", summary: "a card's security code, 3 or 4 digits",
              masks: [PresetMask("cvc", "D{3,4}")], trials: [],
              examples: ["123", "0421", "7373"], counterexamples: []),
        .init(name: "iban", summary: "an IBAN of any country in the SWIFT IBAN registry, in groups of four",
              masks: IBANLayout.masks(IBANRegistry.countries),
              trials: ibanTrials(), trialsFromSource: ibanTrials,
              examples: IBANRegistry.countries.map { printed($0.example) },
              counterexamples: ["GB82 WEST 1234 5698 7654 33", "DE89 3704 0044 0532 0130 01",
                                "CA22 3704 0044 0532 0130 00"]),  // no country CA; passes mod 97
        .init(name: "phone", summary: "an international phone number as libphonenumber prints it (+44 20 7123 4567), read with +CC, 00 or 011, or with a region, nationally",
              masks: PhoneLayouts.presetMasks, trials: [PhoneLayouts.possibleLengths], trialsFromSource: PhoneLayouts.makeTrials,
              examples: PhoneLayouts.presetExamples,
              counterexamples: ["+2191234567"],  // +2x fallback takes it; no country +219
              phoneOutput: PhoneOutput.international),
        .init(name: "phone-e164", summary: "an international phone number in E.164, + and the digits, the form databases store",
              masks: PhoneLayouts.e164, trials: [PhoneLayouts.possibleLengths, .phoneWithoutExtension], trialsFromSource: PhoneLayouts.makeE164Trials,
              examples: PhoneLayouts.e164Examples,
              counterexamples: ["+2191234567"],  // no country +219
              phoneOutput: PhoneOutput.e164),
        .init(name: "phone-national", summary: "a phone number in its country's national format (020 7123 4567), given with +CC or, with a region, nationally",
              masks: PhoneLayouts.presetMasks, trials: [PhoneLayouts.possibleLengths], trialsFromSource: PhoneLayouts.makeTrials,
              examples: PhoneLayouts.presetExamples,
              counterexamples: ["+2191234567"],  // no country +219
              phoneOutput: PhoneOutput.national),
        .init(name: "date-iso", summary: "a calendar date, YYYY-MM-DD (ISO 8601)",
              masks: [PresetMask("date", "DDDD-<01-12>-<01-31>")], trials: [.calendarDate(layout: .iso)],
              examples: ["2024-02-29", "2000-02-29", "1999-12-31", "2023-04-30"],
              counterexamples: ["2023-02-29", "1900-02-29", "2024-04-31"]),
        .init(name: "date-eu", summary: "a calendar date, DD.MM.YYYY",
              masks: [PresetMask("date", "<01-31>.<01-12>.DDDD")], trials: [.calendarDate(layout: .dayMonthYear)],
              examples: ["29.02.2024", "31.12.1999", "01.01.2000"], counterexamples: ["29.02.2023", "31.06.2024"]),
        .init(name: "date-eu-slash", summary: "a calendar date, DD/MM/YYYY (the United Kingdom and most of the world)",
              masks: [PresetMask("date", "<01-31>/<01-12>/DDDD")], trials: [.calendarDate(layout: .daySlashMonthYear)],
              examples: ["29/02/2024", "31/12/1999", "01/01/2000"], counterexamples: ["29/02/2023", "31/06/2024"]),
        .init(name: "date-us", summary: "a calendar date, MM/DD/YYYY",
              masks: [PresetMask("date", "<01-12>/<01-31>/DDDD")], trials: [.calendarDate(layout: .monthDayYear)],
              examples: ["02/29/2024", "12/31/1999", "07/04/1776"], counterexamples: ["02/29/2023", "09/31/2024"]),
        .init(name: "time", summary: "a time of day, HH:MM, 24-hour",
              masks: [PresetMask("time", "<00-23>:<00-59>")], trials: [],
              examples: ["00:00", "09:30", "23:59"], counterexamples: []),
        .init(name: "time-seconds", summary: "a time of day, HH:MM:SS, 24-hour",
              masks: [PresetMask("time", "<00-23>:<00-59>:<00-59>")], trials: [],
              examples: ["00:00:00", "12:34:56", "23:59:59"], counterexamples: []),
        .init(name: "time-12h", summary: "a time of day, h:mm AM or PM, 12-hour (typed 930p or 9:30 pm)",
              masks: [PresetMask("time", "<1-12>:<00-59> [AP]\\M")], trials: [],
              examples: ["9:30 AM", "12:00 PM", "11:59 PM", "1:05 AM"], counterexamples: []),
        .init(name: "ipv4", summary: "an IPv4 address, four numbers 0 to 255 (RFC 791, dotted decimal)",
              masks: [PresetMask("ipv4", "<0-255>.<0-255>.<0-255>.<0-255>")], trials: [],
              examples: ["192.0.2.1", "255.255.255.255", "0.0.0.0", "10.0.0.254"], counterexamples: []),
        .init(name: "mac", summary: "a MAC address, six pairs of hex digits joined by ':', upper case (IEEE 802)",
              masks: [PresetMask("mac", "[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}")], trials: [],
              examples: ["00:1A:2B:3C:4D:5E", "FF:FF:FF:FF:FF:FF"], counterexamples: []),
        .init(name: "hex-color", summary: "a CSS hex colour, # and six (or three) hex digits, upper case",
              masks: [PresetMask("rgb", "\\#[0-9A-F]{3}[0-9A-F]{3}?")], trials: [],
              examples: ["#57B5B5", "#FFF", "#000000"], counterexamples: []),
        .init(name: "uuid", summary: "a UUID, 8-4-4-4-12 hex digits, lower case (RFC 9562)",
              masks: [PresetMask("uuid", "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")], trials: [],
              examples: ["f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "00000000-0000-0000-0000-000000000000"], counterexamples: []),
        .init(name: "us-zip", summary: "a United States ZIP code, 5 digits or ZIP+4",
              masks: [PresetMask("zip", "DDDDD"), PresetMask("zip+4", "DDDDD-DDDD")], trials: [],
              examples: ["20500", "20500-0003"], counterexamples: []),
        .init(name: "postcode-uk", summary: "a United Kingdom postcode, every outward-code layout (A9, A99, AA9, AA99, A9A, AA9A) and the inward code, or GIR 0AA",
              masks: PostcodeLayouts.unitedKingdom, trials: [],
              examples: PostcodeLayouts.unitedKingdomExamples, counterexamples: []),
        .init(name: "postcode-ca", summary: "a Canadian postal code, A9A 9A9",
              masks: PostcodeLayouts.canada, trials: [],
              examples: PostcodeLayouts.canadaExamples, counterexamples: []),
        .init(name: "postcode-nl", summary: "a Dutch postcode, 9999 AA",
              masks: PostcodeLayouts.netherlands, trials: [],
              examples: PostcodeLayouts.netherlandsExamples, counterexamples: []),
        .init(name: "postcode-de", summary: "a German postcode (Postleitzahl), 5 digits",
              masks: PostcodeLayouts.germany, trials: [],
              examples: PostcodeLayouts.germanyExamples, counterexamples: []),
    ]

    /// An electronic-format IBAN in groups of four: the print form.
    static func printed(_ iban: String) -> String {
        var result = ""
        for (index, character) in iban.enumerated() {
            if index > 0 && index % 4 == 0 { result.append(" ") }
            result.append(character)
        }
        return result
    }

    /// The iban preset's trials, made from the registry's layouts.
    @Sendable private static func ibanTrials() -> [Trial] {
        [.ibanCountry(layouts: IBANLayout.registryLayouts(IBANRegistry.countries)), .iban]
    }
}
