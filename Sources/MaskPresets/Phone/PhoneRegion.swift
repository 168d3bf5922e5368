/// One region's numbering plan as libphonenumber records it: what the `phone` presets are
/// made from. The data is `Generated/PhoneRegions.swift`, written by
/// `Scripts/generate-phone-metadata.py` from libphonenumber's metadata (Apache-2.0) as a
/// text table, which ``PhoneRegionTable`` reads into these values once; this file is their
/// shape.
struct PhoneRegion: Sendable {
    /// The ISO 3166 code (`GB`), or `001` for a non-geographic country code (`+800`).
    let region: String
    /// The country calling code: `44`.
    let countryCode: Int
    /// Whether this region's formats are the ones numbers of its country code are printed
    /// with (`US` for +1, `RU` for +7, `GB` for +44): libphonenumber formats a number by its
    /// country code's main region.
    let mainRegionForCode: Bool
    /// The trunk prefix dialled before a national number (`0` in GB, `8` in RU, `1` in the
    /// US), or nil where there is none.
    let trunkPrefix: String?
    /// The international prefix as libphonenumber writes it: a regular expression over
    /// digits (`00`, `011`, `0(?:0|1[0-9]|...)`). Kept as a reference, never run.
    let internationalPrefix: String?
    /// The lengths a national significant number (the number without country code and trunk
    /// prefix) can have.
    let possibleLengths: [Int]
    /// What is taken off the front of national input before the national number, as
    /// libphonenumber reads it (its national prefix for parsing), longest first, each a
    /// sequence of digit sets (`[8][0]`, `[0]`, `[8]` in BY, where `8 0152 45-09-11` is
    /// `+375 152 450911`). Empty where that is the trunk prefix alone, or where the metadata
    /// rewrites the number instead (the NANP's seven-digit local numbers).
    var nationalPrefixesForParsing: [String] = []
    /// The lengths of national numbers dialled only within an area (libphonenumber's
    /// local-only lengths): a prefix is never taken off to leave one.
    var localOnlyLengths: [Int] = []
    /// Each way libphonenumber's national prefix for parsing matches the front of a national
    /// number, in the order its regular expression tries them: digit sets (`[0]`, `[8][0]`),
    /// `$` after them where only the whole number matches, and ` -> ` and the rewrite where
    /// the metadata's transform rule applies (literal digits, and `<a-b>` for the digits the
    /// match took at offsets a..<b: `9<1-3>`); an empty one takes nothing. Empty where the
    /// region has no such prefix; nil where the expression has too many ways to write out
    /// (none today: Argentina's, the most, has 172).
    var nationalPrefixMatches: [String]? = []
    /// The pattern every national number of the region matches: a regular expression over
    /// digits, which ``PhoneNationalPrefixRule`` compiles with MaskRegex to decide, as
    /// libphonenumber does, whether a number is viable with its prefix or without it.
    let nationalNumberPattern: String
    /// How the country writes a number nationally, trunk prefix included where it is written:
    /// libphonenumber's NATIONAL format. The first whose leading digits fit and whose length
    /// fits is the one used.
    let nationalFormats: [PhoneNumberFormat]
    /// How a number is written after `+CC `: libphonenumber's INTERNATIONAL format.
    let internationalFormats: [PhoneNumberFormat]
    /// Example national significant numbers, `type:digits` (`mobile:7400123456`).
    let examples: [String]
    /// What the region writes before an extension, where it has its own (libphonenumber's
    /// preferred extension prefix: ` x` in GB, `#` in TW, ` int ` in RO); nil where it
    /// writes libphonenumber's default, ` ext. `.
    var extensionPrefix: String?
}

/// One layout of a region's numbers, as a mask of the mask language, with the leading
/// digits of the national significant number it applies to.
struct PhoneNumberFormat: Sendable {
    /// The layout: `DD DDDD DDDD`, `(DDD) DDD-DDDD`, `0DDDD D{5,6}`.
    let mask: String
    /// Mask prefixes of the national significant number this layout applies to, each a
    /// sequence of digit sets (`[1][2-69][02-9]`); empty when it applies to any number.
    /// Expanded from libphonenumber's most specific leading-digits expression that expands
    /// to at most 64 prefixes.
    let leadingDigits: [String]
}
