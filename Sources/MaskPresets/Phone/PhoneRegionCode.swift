import MaskTrialsCore

/// A region whose national phone numbers the phone presets can read: an ISO 3166 code that
/// libphonenumber's metadata knows (`GB`, `US`, `RU`). `maskc --region GB` and the API's
/// `region:` take one.
///
/// ```swift
/// let britain = PhoneRegionCode("GB")!
/// britain.countryCode                                        // 44
/// MaskPreset.phone.transform("020 7123 4567", region: britain).text   // "+44 20 7123 4567"
/// PhoneRegionCode("XX")                                      // nil: no such region
/// ```
public struct PhoneRegionCode: Hashable, Sendable, CustomStringConvertible {
    /// The ISO 3166 code, in upper case.
    public let code: String
    /// The country calling code its numbers have (`44`; `1` for every NANP region).
    public let countryCode: Int
    /// The trunk prefix dialled before a national number (`0` in GB, `8` in RU, `1` in the
    /// US), or nil where the region has none.
    public let trunkPrefix: String?
    /// The international prefixes dialled before a country code from this region, as
    /// literal digits (`00` in GB, `011` in the US, `810` in RU): the alternatives of the
    /// metadata's expression that are plain digits. Empty where the expression has none.
    public let internationalPrefixes: [String]
    /// What national input may start with before the national number: the metadata's
    /// national prefixes for parsing, longest first, or the trunk prefix alone.
    let nationalPrefixes: [PhoneDigitPrefix]
    /// The lengths the region's national numbers can have.
    let possibleLengths: Set<Int>

    /// The region of that ISO 3166 code (any case), or nil when libphonenumber's metadata
    /// has no such region. `001`, the metadata's name for non-geographic codes, is no region.
    public init?(_ code: String) {
        let upper = code.uppercased()
        guard upper != "001", let region = PhoneRegion.all.first(where: { $0.region == upper }) else { return nil }
        self.code = upper
        countryCode = region.countryCode
        trunkPrefix = region.trunkPrefix
        internationalPrefixes = Self.literalAlternatives(region.internationalPrefix ?? "")
        let parsing = region.nationalPrefixesForParsing.compactMap(PhoneDigitPrefix.init(sets:))
        nationalPrefixes = parsing.isEmpty ? region.trunkPrefix.map { [PhoneDigitPrefix(literal: $0)] } ?? [] : parsing
        possibleLengths = Set(region.possibleLengths)
    }

    /// `GB`.
    public var description: String { code }

    /// The top-level alternatives of a prefix expression that are digits only: `00|99` gives
    /// `00` and `99`; `00|10(?:22|66)` gives `00` alone (the `|` inside the group does not
    /// split). The expression is read, never run.
    static func literalAlternatives(_ expression: String) -> [String] {
        var alternatives: [String] = []
        var current = ""
        var depth = 0
        for character in expression {
            switch character {
            case "(": depth += 1; current.append(character)
            case ")": depth -= 1; current.append(character)
            case "|" where depth == 0: alternatives.append(current); current = ""
            default: current.append(character)
            }
        }
        alternatives.append(current)
        return alternatives.filter { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}

extension PhoneRegionCode {
    /// National input without what the region dials before the national number
    /// (``MaskTrialsCore/PhoneDigitPrefix/nationalNumber(of:prefixes:possibleLengths:)``).
    func nationalNumber(of digits: Substring) -> Substring {
        PhoneDigitPrefix.nationalNumber(of: digits, prefixes: nationalPrefixes, possibleLengths: possibleLengths)
    }
}
