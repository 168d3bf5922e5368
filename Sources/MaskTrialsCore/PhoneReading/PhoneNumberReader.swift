import MaskVM

/// A phone preset's reading of a number before its masks, by the facts of a file's `phon`
/// section (``PhoneReadingSection``): what MaskPresets' `PhoneInput` does with the metadata
/// it is built with, for an app that has only the file. The reading's steps, in their order,
/// are the code `PhoneInput` runs (`PhoneText`'s reading, ``PhoneTrunkPrefixRule``); this
/// type looks the facts up in the section where `PhoneInput` looks them up in MaskPresets'
/// tables.
///
/// - `+CC…` stays; `00CC…` and `011CC…` become `+CC…` (with a region, that region's own
///   international prefixes instead);
/// - a `(0)` right after the code is left out where the code's trunk prefix is `0`;
/// - a trunk prefix written without parentheses after the code is taken off by the code's
///   rule (`+44 0 7700 900123` is `+447700900123`);
/// - with a region, national input gets its country code, less what the region dials
///   before a national number;
/// - without a region, input with no `+`, `00` or `011` has no country code.
///
/// ```swift
/// let reader = PhoneNumberReader(section)           // section: a phone file's `phon`
/// reader.read("0044 (0) 20 7946 0958 ext 12").number            // "+442079460958"
/// reader.read("020 7946 0958", region: reader.region("GB")).number   // "+442079460958"
/// reader.read("447700900123").hasCountryCode                    // false
/// ```
public struct PhoneNumberReader: Sendable {
    /// What a text reads as.
    public struct Reading: Hashable, Sendable {
        /// `+`, the country code and the national number, without formatting
        /// (`+442079460958`); with no country code, the text without formatting.
        public let number: String
        /// The country code read (`44`), when it is one of the section's.
        public let countryCode: String?
        /// Whether the text (after `+` or an international prefix) or the region gave a
        /// country code.
        public let hasCountryCode: Bool
        /// The extension's digits (`12`), or nil.
        public let extensionNumber: String?
    }

    /// A region's national input, ready to read (``region(_:)``).
    public struct Region: Hashable, Sendable {
        /// The ISO 3166 code, upper case (`GB`).
        public let code: String
        /// Its country code (`44`).
        public let countryCode: String
        /// The international prefixes dialled there (`00`).
        public let internationalPrefixes: [String]
        let nationalPrefixes: [PhoneDigitPrefix]
        let possibleLengths: Set<Int>
        /// The region's own rule's ways, where the section gives it one (format version 2).
        let ways: [String]
        let pattern: PhoneDigitAutomaton?
        /// The rule of ``ways``, read on first use; no part of the region's equality (a
        /// function of the ways and lengths).
        let rule: LazyTrunkPrefixRule?

        public static func == (left: Region, right: Region) -> Bool {
            left.code == right.code && left.countryCode == right.countryCode && left.internationalPrefixes == right.internationalPrefixes
                && left.nationalPrefixes == right.nationalPrefixes && left.possibleLengths == right.possibleLengths
                && left.ways == right.ways && left.pattern == right.pattern && left.rule?.localOnlyLengths == right.rule?.localOnlyLengths
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(code)
            hasher.combine(ways)
        }
    }

    /// The section's facts, as the reading looks them up.
    private let facts: SectionFacts

    /// A reader of the section's facts.
    public init(_ section: PhoneReadingSection) {
        var countries = [SectionFacts.Country?](repeating: nil, count: 1110)
        for country in section.countries {
            guard let slot = SectionFacts.slot(ofCode: country.code) else { continue }
            let rule = country.ways.isEmpty ? nil
                : LazyTrunkPrefixRule(ways: country.ways, possibleLengths: country.possibleLengths, localOnlyLengths: country.localOnlyLengths)
            countries[slot] = SectionFacts.Country(code: country.code, trunkPrefix: country.trunkPrefix, rule: rule, pattern: country.pattern)
        }
        var regions: [String: Region] = [:]
        for region in section.regions {
            regions[region.region] = Region(
                code: region.region, countryCode: region.countryCode, internationalPrefixes: region.internationalPrefixes,
                nationalPrefixes: region.nationalPrefixes.compactMap(PhoneDigitPrefix.init(sets:)), possibleLengths: Set(region.possibleLengths),
                ways: region.ways, pattern: region.pattern,
                rule: region.ways.isEmpty ? nil
                    : LazyTrunkPrefixRule(ways: region.ways, possibleLengths: region.possibleLengths, localOnlyLengths: region.localOnlyLengths))
        }
        facts = SectionFacts(countries: countries, regions: regions)
    }

    /// The region of an ISO 3166 code (any case) that the section lists, or nil.
    public func region(_ code: String) -> Region? {
        facts.regions[code.uppercased()]
    }

    /// Reads `text` as a phone preset reads it; `region` says whose national numbers input
    /// without `+` or an international prefix is. The steps are ``PhoneText``'s, which
    /// MaskPresets' `PhoneInput` reads by too.
    public func read(_ text: String, region: Region? = nil) -> Reading {
        let reading = PhoneText.read(text, region: region, by: facts)
        return Reading(number: reading.number, countryCode: reading.countryCode, hasCountryCode: reading.source != nil,
                       extensionNumber: reading.extensionNumber)
    }
}

/// A `phon` section's facts, as ``PhoneText/read(_:region:by:)`` asks for them.
private struct SectionFacts: PhoneReadingFacts {
    /// One country code's facts.
    struct Country: Sendable {
        let code: String
        let trunkPrefix: String
        let rule: LazyTrunkPrefixRule?
        let pattern: PhoneDigitAutomaton?
    }

    /// The countries at their code's slot (one to three digits: 0-9, 10-109, 110-1109).
    let countries: [Country?]
    let regions: [String: PhoneNumberReader.Region]

    /// The country whose code the text starts with: one to three ASCII digits, the first
    /// that is a code of the section.
    func country(startingWith international: Substring, of written: PhoneText.Written, at codeOffset: Int) -> Country? {
        var value = 0, count = 0
        for character in international.prefix(3) {
            guard let ascii = character.asciiValue, (0x30...0x39).contains(ascii) else { return nil }
            value = value * 10 + Int(ascii - 0x30)
            count += 1
            if let country = countries[(count == 1 ? 0 : count == 2 ? 10 : 110) + value] { return country }
        }
        return nil
    }

    func code(of country: Country) -> String { country.code }

    func trunkPrefixIsZero(_ country: Country) -> Bool { country.trunkPrefix == "0" }

    func trunkPrefixReading(of country: Country, afterCode national: Substring) -> PhoneTrunkPrefixRule.Reading? {
        country.rule?.rule?.reading(afterCode: national, isNationalNumber: { digits in country.pattern?.accepts(digits.utf8) })
    }

    func internationalPrefixes(of region: PhoneNumberReader.Region) -> [String] { region.internationalPrefixes }

    func countryCode(of region: PhoneNumberReader.Region) -> String { region.countryCode }

    func nationalNumber(of input: Substring, in region: PhoneNumberReader.Region) -> Substring {
        PhoneDigitPrefix.nationalNumber(of: input, prefixes: region.nationalPrefixes, possibleLengths: region.possibleLengths)
    }

    func nationalPrefixReading(of region: PhoneNumberReader.Region, national: Substring) -> PhoneTrunkPrefixRule.Reading? {
        if let rule = region.rule {
            return rule.rule?.reading(afterCode: national, isNationalNumber: { digits in region.pattern?.accepts(digits.utf8) })
        }
        guard let country = Self.slot(ofCode: region.countryCode).flatMap({ countries.indices.contains($0) ? countries[$0] : nil }) else { return nil }
        return trunkPrefixReading(of: country, afterCode: national)
    }

    /// The slot of a code of one to three ASCII digits, else nil.
    static func slot(ofCode code: String) -> Int? {
        var value = 0, count = 0
        for byte in code.utf8 {
            guard count < 3, (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
            count += 1
        }
        guard count > 0 else { return nil }
        return (count == 1 ? 0 : count == 2 ? 10 : 110) + value
    }
}

/// A country's (or a region's) trunk-prefix rule, read from its ways on its first number by
/// whichever thread asks first (a pure function of the section). PERF: reading every
/// country's ways at the reader's making was 28.5 million instructions of a
/// `maskc check -p phone.maskc` run's 105.7 million (Argentina alone has 172 ways; callgrind).
final class LazyTrunkPrefixRule: Sendable {
    private let published = PublishedOnce()
    private let ways: [String]
    private let possibleLengths: [Int]
    let localOnlyLengths: [Int]

    init(ways: [String], possibleLengths: [Int], localOnlyLengths: [Int]) {
        self.ways = ways
        self.possibleLengths = possibleLengths
        self.localOnlyLengths = localOnlyLengths
    }

    var rule: PhoneTrunkPrefixRule? {
        published.withValue(make: {
            ReadRule(PhoneTrunkPrefixRule(ways: ways, possibleLengths: possibleLengths, localOnlyLengths: localOnlyLengths))
        }) { $0.rule }
    }

    /// The rule as published: a class, as ``MaskVM/PublishedOnce`` holds references.
    private final class ReadRule: Sendable {
        let rule: PhoneTrunkPrefixRule?
        init(_ rule: PhoneTrunkPrefixRule?) { self.rule = rule }
    }
}
