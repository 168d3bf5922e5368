import MaskVM

/// A phone preset's reading of a number before its masks, as data: the `phon` section of
/// its bytecode file (docs/bytecode.md). MaskPresets' `PhoneInput` reads a number by these
/// facts (from libphonenumber's metadata); the file carries them so that a second runtime
/// (the JavaScript one) reads a number as `maskc check --preset phone` does, and this
/// loader verifies them as hostile input, as every section is.
///
/// - Per country code: its main region's trunk prefix (what a `(0)` after the code stands
///   for), and the rule by which a trunk prefix written without parentheses after the code
///   is taken off (the ways the national prefix for parsing matches, the possible and
///   local-only lengths, and the national-number pattern as an automaton over digits).
/// - Per region: its country code, its international prefixes, what national input may
///   start with before the national number, and the possible lengths (`--region`); and
///   since format version 2, where the region is not its code's main region and its own
///   rule rewrites national input (the NANP's seven-digit local numbers, `4601234` in AG
///   is `+1 268 460 1234`), that rule: its ways, local-only lengths and pattern.
public struct PhoneReadingSection: Hashable, Sendable {
    /// One country code's facts.
    public struct Country: Hashable, Sendable {
        /// One to three ASCII digits: `44`.
        public var code: String
        /// The main region's trunk prefix (`0`), empty where it has none.
        public var trunkPrefix: String
        /// Each way the national prefix for parsing matches, in the order its expression
        /// tries them, as the generator writes them (`[0]`, `[2-9][0-9]$ -> 441<0-2>`);
        /// empty where no prefix is taken off after the code.
        public var ways: [String]
        /// The possible lengths of a national number, ascending (empty without ways).
        public var possibleLengths: [Int]
        /// The lengths possible only locally, ascending.
        public var localOnlyLengths: [Int]
        /// The national-number pattern (nil without ways).
        public var pattern: PhoneDigitAutomaton?

        public init(code: String, trunkPrefix: String, ways: [String] = [], possibleLengths: [Int] = [], localOnlyLengths: [Int] = [],
                    pattern: PhoneDigitAutomaton? = nil) {
            self.code = code
            self.trunkPrefix = trunkPrefix
            self.ways = ways
            self.possibleLengths = possibleLengths
            self.localOnlyLengths = localOnlyLengths
            self.pattern = pattern
        }
    }

    /// One region's national input (`--region GB`).
    public struct Region: Hashable, Sendable {
        /// The ISO 3166 code: two upper-case ASCII letters.
        public var region: String
        /// Its country code, one of the section's countries.
        public var countryCode: String
        /// The international prefixes dialled there, as digits (`00`; `810` in RU).
        public var internationalPrefixes: [String]
        /// What national input may start with before the national number, longest first,
        /// as digit sets (`[8][0]`, `[0]`).
        public var nationalPrefixes: [String]
        /// The possible lengths of its national numbers, ascending.
        public var possibleLengths: [Int]
        /// The region's own national-prefix rule, where it rewrites national input and is not
        /// its country code's main region (whose rule the country carries): each way its
        /// national prefix for parsing matches, as ``Country/ways`` (`[457][0-9]{6}$` written
        /// out `-> 268<0-7>` in AG); empty for every other region (format version 2).
        public var ways: [String]
        /// The lengths possible only locally, ascending (empty without ways).
        public var localOnlyLengths: [Int]
        /// The region's national-number pattern (nil without ways).
        public var pattern: PhoneDigitAutomaton?

        public init(region: String, countryCode: String, internationalPrefixes: [String], nationalPrefixes: [String], possibleLengths: [Int],
                    ways: [String] = [], localOnlyLengths: [Int] = [], pattern: PhoneDigitAutomaton? = nil) {
            self.region = region
            self.countryCode = countryCode
            self.internationalPrefixes = internationalPrefixes
            self.nationalPrefixes = nationalPrefixes
            self.possibleLengths = possibleLengths
            self.ways = ways
            self.localOnlyLengths = localOnlyLengths
            self.pattern = pattern
        }
    }

    public var countries: [Country]
    public var regions: [Region]

    public init(countries: [Country], regions: [Region]) {
        self.countries = countries
        self.regions = regions
    }

    /// Most countries a section may hold: one a slot of one to three digits.
    static let maximumCountryCount = 1110
    /// Most regions a section may hold.
    static let maximumRegionCount = 1000
    /// Most ways a country's prefix may match in (libphonenumber's most, Argentina's, is 172).
    static let maximumWayCount = 1024
    /// Most prefixes and lengths a list may hold.
    static let maximumListCount = 64
}
