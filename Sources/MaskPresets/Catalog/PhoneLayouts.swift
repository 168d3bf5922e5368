/// International phone numbers, `+CC` and the national significant number as the country
/// writes it: the masks of the `phone` preset. Only countries whose every number (fixed and
/// mobile) has the same number of digits are here, so one layout fits the whole country.
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
        let layout: String
        let example: String
    }

    static let countries: [Country] = [
        // NANP (United States, Canada and the Caribbean): 3-digit area code, 7-digit number.
        Country(name: "US-CA", layout: "+1 (DDD) DDD-DDDD", example: "+1 (201) 555-0123"),
        // Russia and Kazakhstan share +7: 10 digits, written (DDD) DDD-DD-DD.
        Country(name: "RU-KZ", layout: "+7 (DDD) DDD-DD-DD", example: "+7 (912) 345-67-89"),
        Country(name: "ZA", layout: "+27 DD DDD DDDD", example: "+27 21 123 4567"),
        Country(name: "GR", layout: "+30 DDD DDD DDDD", example: "+30 210 123 4567"),
        Country(name: "NL", layout: "+31 DD DDD DDDD", example: "+31 20 123 4567"),
        Country(name: "FR", layout: "+33 D DD DD DD DD", example: "+33 6 12 34 56 78"),
        Country(name: "ES", layout: "+34 DDD DDD DDD", example: "+34 612 345 678"),
        Country(name: "RO", layout: "+40 DDD DDD DDD", example: "+40 721 234 567"),
        Country(name: "CH", layout: "+41 DD DDD DD DD", example: "+41 44 668 18 00"),
        // United Kingdom: 10-digit national significant numbers (Ofcom's numbering plan).
        Country(name: "GB", layout: "+44 DDDD DDDDDD", example: "+44 7700 900123"),
        Country(name: "DK", layout: "+45 DD DD DD DD", example: "+45 32 12 34 56"),
        Country(name: "NO", layout: "+47 DDD DD DDD", example: "+47 412 34 567"),
        Country(name: "PL", layout: "+48 DDD DDD DDD", example: "+48 512 345 678"),
        Country(name: "MX", layout: "+52 DD DDDD DDDD", example: "+52 55 1234 5678"),
        Country(name: "AU", layout: "+61 D DDDD DDDD", example: "+61 4 1234 5678"),
        Country(name: "SG", layout: "+65 DDDD DDDD", example: "+65 6123 4567"),
        Country(name: "TR", layout: "+90 DDD DDD DD DD", example: "+90 212 345 67 89"),
        Country(name: "IN", layout: "+91 DDDDD DDDDD", example: "+91 98765 43210"),
        Country(name: "PT", layout: "+351 DDD DDD DDD", example: "+351 912 345 678"),
        Country(name: "IS", layout: "+354 DDD DDDD", example: "+354 611 2345"),
        Country(name: "LT", layout: "+370 DDD DDDDD", example: "+370 612 34567"),
        Country(name: "LV", layout: "+371 DD DDD DDD", example: "+371 21 234 567"),
        Country(name: "BY", layout: "+375 DD DDD-DD-DD", example: "+375 29 123-45-67"),
        Country(name: "UA", layout: "+380 DD DDD DD DD", example: "+380 44 123 45 67"),
        Country(name: "SI", layout: "+386 DD DDD DDD", example: "+386 31 234 567"),
        Country(name: "CZ", layout: "+420 DDD DDD DDD", example: "+420 601 123 456"),
        Country(name: "SK", layout: "+421 DDD DDD DDD", example: "+421 912 123 456"),
        Country(name: "HK", layout: "+852 DDDD DDDD", example: "+852 2123 4567"),
        Country(name: "SA", layout: "+966 DD DDD DDDD", example: "+966 50 123 4567"),
    ]

    /// Any other country: `+` and the whole E.164 number, country code included, 7 to 15
    /// digits (ITU-T E.164 section 6: at most 15 digits; the shortest numbers in service,
    /// such as Niue's and Saint Helena's, have 7 with their country code). Last in the list,
    /// so a country's own layout wins a tie.
    static let fallback = PresetMask("e164", "+D{7,15}")
    static let fallbackExamples = ["+6834002", "+493012345678", "+861012345678"]
}
