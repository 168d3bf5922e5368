import MaskTrialsCore

/// A phone number as typed, made ready for the phone presets' masks: the preset's own
/// normalization, one visible step before the mask reads the text (docs/presets.md,
/// "Phone numbers").
///
/// - `+CC…` stays; `00CC…` and `011CC…` become `+CC…` (with a region, that region's own
///   international prefixes instead: `810` in RU, and never `011` in GB, where `0118` is a
///   national number).
/// - A trunk prefix written `(0)` right after the country code (`+44 (0) 20 7123 4567`) is
///   removed where the country's trunk prefix is `0`; in Italy, which has none, the `0` is a
///   digit of the number and stays.
/// - A trunk prefix written without parentheses right after the country code
///   (`+49 0601 123456`, `+7 8 912 345-67-89`) is taken off as libphonenumber's parse takes
///   it off (``PhoneNationalPrefixRule``): where what is left has a length the country's
///   numbers can have, and is a number of the country if the digits as written are one.
/// - With a region, national input gets the region's country code, and what the region
///   dials before a national number (its trunk prefix, or what libphonenumber's metadata
///   strips: `80` in BY) is removed where the rest has a possible length:
///   `020 7123 4567` for GB is `+442071234567`, `8 912 345-67-89` for RU `+79123456789`.
/// - An extension at the end (`ext 12`, `ext. 12`, `x12`, `#12`, `int 12`, `доб 12`) is taken off and kept
///   apart, in ``extensionNumber``: it is never read as digits of the number.
/// - Spaces, dashes, dots, slashes, parentheses and the rest of the punctuation
///   libphonenumber allows between digits are formatting and are left out; a stray symbol
///   (`!`, `😀`) before or after the number is left out, and one inside stays and fails it
///   (`phone_character`). Any other character stays, so the mask refuses a letter rather
///   than losing it.
///
/// Without a region, input with no `+`, `00` or `011` has no country code: ``number`` is
/// its digits as given and ``countryCodeSource`` is nil, and the presets never call it
/// complete (`020 7123 4567` is no number of country 20 or 2).
///
/// ```swift
/// PhoneInput(reading: "0044 (0) 20 7123 4567 ext. 12").number            // "+442071234567"
/// PhoneInput(reading: "0044 (0) 20 7123 4567 ext. 12").extensionNumber   // "12"
/// PhoneInput(reading: "07400 123456", region: PhoneRegionCode("GB")).number   // "+447400123456"
/// PhoneInput(reading: "(415) 555-2671").countryCodeSource                // nil
/// ```
public struct PhoneInput: Hashable, Sendable {
    /// Where the country code came from.
    public enum CountryCodeSource: Hashable, Sendable {
        /// Written after `+`.
        case plus
        /// After an international prefix: `00`, `011`, or the region's own (`810`).
        case internationalPrefix(String)
        /// National input read for a region.
        case region(PhoneRegionCode)
    }

    /// The text as given.
    public let text: String
    /// What the masks read: `+`, the country code and the national number, without
    /// formatting (`+442071234567`); the input's characters otherwise left as they were.
    public let number: String
    /// The country code, when the text or the region gave one that exists (`44`).
    public let countryCode: String?
    /// How the country code was given; nil when it was not (national input, no region).
    public let countryCodeSource: CountryCodeSource?
    /// The extension's digits (`12`), or nil when the text has none.
    public let extensionNumber: String?
    /// The digits written right after an international country code that the reading took
    /// off or rewrote, as libphonenumber's parse does (`0` in `+49 0601 123456` read as
    /// nothing, `01115` in `+54 0 11 15 2345 6789` as `911`), or nil: what a phone field
    /// remembers, so that typing equals pasting.
    let nationalPrefixReading: PhoneNationalPrefixRule.Reading?

    /// Reads `text` as the phone presets do; `region` says whose national numbers input
    /// without `+` or an international prefix is. The steps are MaskTrialsCore's
    /// (`PhoneText.read`), which a file's check runs by its `phon` section: here by
    /// libphonenumber's tables (``PhoneNumberingPlan``).
    public init(reading text: String, region: PhoneRegionCode? = nil) {
        self.text = text
        let reading = PhoneText.read(text, region: region, by: PlanFacts())
        number = reading.number
        countryCode = reading.countryCode
        extensionNumber = reading.extensionNumber
        nationalPrefixReading = reading.trunkPrefixReading
        switch reading.source {
        case .plus: countryCodeSource = .plus
        case .internationalPrefix(let prefix): countryCodeSource = .internationalPrefix(prefix)
        case .region: countryCodeSource = region.map(CountryCodeSource.region)
        case nil: countryCodeSource = nil
        }
    }

    /// Whether the country code was given, by the text or the region.
    public var hasCountryCode: Bool { countryCodeSource != nil }
}

/// MaskPresets' tables, as `PhoneText.read` asks for them: a country is its code.
private struct PlanFacts: PhoneReadingFacts {
    func country(startingWith international: Substring, of written: PhoneText.Written, at codeOffset: Int) -> String? {
        let plan = PhoneNumberingPlan.libphonenumber
        return written.isASCII ? plan.countryCode(startingWithASCII: written.characters, from: codeOffset) : plan.countryCode(startingWith: international)
    }

    func code(of country: String) -> String { country }

    func trunkPrefixIsZero(_ country: String) -> Bool {
        PhoneNumberingPlan.libphonenumber.trunkPrefixByCode[country] == "0"
    }

    func trunkPrefixReading(of country: String, afterCode national: Substring) -> PhoneTrunkPrefixRule.Reading? {
        PhoneNationalPrefixRule.forCountryCode(country)?.reading(afterCode: national)
    }

    func internationalPrefixes(of region: PhoneRegionCode) -> [String] { region.internationalPrefixes }

    func countryCode(of region: PhoneRegionCode) -> String { String(region.countryCode) }

    func nationalNumber(of input: Substring, in region: PhoneRegionCode) -> Substring { region.nationalNumber(of: input) }

    func nationalPrefixReading(of region: PhoneRegionCode, national: Substring) -> PhoneTrunkPrefixRule.Reading? {
        PhoneNationalPrefixRule.forRegion(region.code, countryCode: String(region.countryCode))?.reading(afterCode: national)
    }
}
