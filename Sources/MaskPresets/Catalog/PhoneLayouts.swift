import MaskTrials

/// International phone numbers, `+CC` and the national significant number as the country
/// writes it: the masks of the `phone` preset. The hand-written `countries` are those whose
/// every number (fixed and mobile) has the same number of digits, so one layout fits the
/// whole country (a test checks each length against libphonenumber's metadata); the
/// `metadataRegions` take their layouts from that metadata (`Generated/PhoneRegions.swift`).
///
/// Sources: the country codes are ITU-T E.164's ("List of ITU-T Recommendation E.164
/// assigned country codes", annex to ITU Operational Bulletin 1125, 2017); the lengths and
/// the usual grouping are the national numbering plans the countries file with the ITU
/// (ITU-T "National Numbering Plans" pages), as also collected in Google's libphonenumber
/// (`resources/PhoneNumberMetadata.xml`, its `nationalNumberPattern` lengths and
/// `numberFormat` groupings). The examples are numbers reserved for fiction or
/// documentation where the country reserves some (Ofcom's 07700 900xxx, NANP's 555-01xx),
/// and otherwise made-up numbers of the right length.
enum PhoneLayouts {
    struct Country: Sendable {
        /// ISO 3166 codes of the countries the layout serves.
        let name: String
        /// The country calling code (`44`).
        let code: String
        /// The national significant number's layout after `+CC ` (`DDDD DDDDDD`).
        let national: String
        let example: String

        /// The mask: `+`, the country code as data (one set a digit, so `extract` gives it
        /// and Backspace removes one digit of it, like any other digit), a space, the layout.
        var layout: String {
            "+" + code.map { "[\($0)]" }.joined() + " " + national
        }
    }

    static let countries: [Country] = [
        // NANP (United States, Canada and the Caribbean): 3-digit area code, 7-digit number.
        Country(name: "US-CA", code: "1", national: "(DDD) DDD-DDDD", example: "+1 (201) 555-0123"),
        // Russia and Kazakhstan share +7: 10 digits, written (DDD) DDD-DD-DD.
        Country(name: "RU-KZ", code: "7", national: "(DDD) DDD-DD-DD", example: "+7 (912) 345-67-89"),
        Country(name: "ZA", code: "27", national: "DD DDD DDDD", example: "+27 21 123 4567"),
        Country(name: "GR", code: "30", national: "DDD DDD DDDD", example: "+30 210 123 4567"),
        Country(name: "NL", code: "31", national: "DD DDD DDDD", example: "+31 20 123 4567"),
        Country(name: "FR", code: "33", national: "D DD DD DD DD", example: "+33 6 12 34 56 78"),
        Country(name: "ES", code: "34", national: "DDD DDD DDD", example: "+34 612 345 678"),
        Country(name: "RO", code: "40", national: "DDD DDD DDD", example: "+40 721 234 567"),
        Country(name: "CH", code: "41", national: "DD DDD DD DD", example: "+41 44 668 18 00"),
        Country(name: "DK", code: "45", national: "DD DD DD DD", example: "+45 32 12 34 56"),
        Country(name: "NO", code: "47", national: "DDD DD DDD", example: "+47 412 34 567"),
        Country(name: "PL", code: "48", national: "DDD DDD DDD", example: "+48 512 345 678"),
        Country(name: "MX", code: "52", national: "DD DDDD DDDD", example: "+52 55 1234 5678"),
        Country(name: "AU", code: "61", national: "D DDDD DDDD", example: "+61 4 1234 5678"),
        Country(name: "SG", code: "65", national: "DDDD DDDD", example: "+65 6123 4567"),
        Country(name: "TR", code: "90", national: "DDD DDD DD DD", example: "+90 212 345 67 89"),
        Country(name: "IN", code: "91", national: "DDDDD DDDDD", example: "+91 98765 43210"),
        Country(name: "PT", code: "351", national: "DDD DDD DDD", example: "+351 912 345 678"),
        Country(name: "IS", code: "354", national: "DDD DDDD", example: "+354 611 2345"),
        Country(name: "LT", code: "370", national: "DDD DDDDD", example: "+370 612 34567"),
        Country(name: "LV", code: "371", national: "DD DDD DDD", example: "+371 21 234 567"),
        Country(name: "BY", code: "375", national: "DD DDD-DD-DD", example: "+375 29 123-45-67"),
        Country(name: "UA", code: "380", national: "DD DDD DD DD", example: "+380 44 123 45 67"),
        Country(name: "SI", code: "386", national: "DD DDD DDD", example: "+386 31 234 567"),
        Country(name: "CZ", code: "420", national: "DDD DDD DDD", example: "+420 601 123 456"),
        Country(name: "SK", code: "421", national: "DDD DDD DDD", example: "+421 912 123 456"),
        Country(name: "HK", code: "852", national: "DDDD DDDD", example: "+852 2123 4567"),
        Country(name: "SA", code: "966", national: "DD DDD DDDD", example: "+966 50 123 4567"),
    ]

    /// Countries whose numbers have several lengths and layouts by leading digits: their
    /// masks are libphonenumber's international formats (`PhoneFormatMasks`), one a format
    /// and leading-digit prefix. The United Kingdom: London `+44 20 7123 4567`, Birmingham
    /// `+44 121 234 5678`, mobiles `+44 7400 123456` (17 masks).
    static let metadataRegions = ["GB"]
    static let metadataMasks = metadataRegions.compactMap { code in PhoneRegion.all.first { $0.region == code } }
        .flatMap(PhoneFormatMasks.masks(of:))
    static let metadataExamples = ["+44 20 7123 4567", "+44 121 234 5678", "+44 7400 123456", "+44 7700 900123"]

    /// The country codes with masks of their own: the hand layouts' and the metadata regions'.
    static let laidOutCodes = Set(countries.map(\.code) + metadataRegions.compactMap { code in
        PhoneRegion.all.first { $0.region == code }.map { String($0.countryCode) }
    })

    /// Any other country code libphonenumber knows: `+` and the whole E.164 number, as many
    /// digits as those countries' numbers have (ITU-T E.164 section 6: at most 15 in all).
    /// Never a country code with a layout above (`PhoneFallbackMasks`). Last in the list.
    static let fallback = PhoneFallbackMasks.masks(laidOut: laidOutCodes, plan: .libphonenumber)
    static let fallbackExamples = ["+6834002", "+493012345678", "+861012345678"]

    /// `phone-e164`: `+` and the whole number's digits, as many as some country's numbers
    /// have: the fallback made with no country left out, so one mask, `+[1-9]D{…}`.
    static let e164 = PhoneFallbackMasks.masks(laidOut: [], plan: .libphonenumber)
    static let e164Examples = ["+442071234567", "+79123456789", "+12015550123", "+6834002"]

    /// The `phone` preset's masks, in the order a tie is broken, and its examples.
    static let presetMasks: [PresetMask] = countries.map { PresetMask($0.name, $0.layout) } + metadataMasks + fallback
    static let presetExamples: [String] = countries.map(\.example) + metadataExamples + fallbackExamples

    /// The phone presets' trial: a country code that exists and a possible length for it.
    static let possibleLengths: Trial = .phoneNumber(lengths: PhoneNumberingPlan.libphonenumber.lengthsByCode)

    /// The phone presets' trials, ``possibleLengths`` made again from libphonenumber's regions
    /// as on a first use: what building them from source costs (the benchmark's compile column).
    @Sendable static func makeTrials() -> [Trial] {
        [.phoneNumber(lengths: PhoneNumberingPlan(PhoneRegion.all).lengthsByCode)]
    }

    /// `phone-e164`'s trials made again: ``makeTrials()``, and no extension, as E.164 has no
    /// place for one (``MaskTrialsCore/Trial/phoneWithoutExtension``).
    @Sendable static func makeE164Trials() -> [Trial] {
        makeTrials() + [.phoneWithoutExtension]
    }
}
