/// Reads libphonenumber's facts from the generated table (`PhoneRegion.table`, written by
/// `Scripts/generate-phone-metadata.py`) into ``PhoneRegion`` values.
///
/// The facts are text, not Swift initializers, because the compiler took about 12 minutes
/// to optimize 3,700 lines of nested literals in a release build, and a string literal
/// costs it nothing (a release build of the package fell from about 15 minutes to 3). The
/// price is one pass over about 110 KB of bytes, about 12 million instructions, paid once,
/// the first time a phone preset is used.
///
/// The table is a line a fact, `key value`, and a region's facts follow its `region` line:
/// ```text
/// region GB 44 main
/// trunk 0
/// international-prefix 00
/// lengths 7 9 10
/// local-lengths 4 5 6
/// prefix-match [0]
/// national-pattern [135789]\d{6,9}|2\d{9}
/// national [2]<tab>0DD DDDD DDDD
/// international [2]<tab>DD DDDD DDDD
/// examples fixedLine:1212345678 mobile:7400123456
/// extension-prefix " x"
/// ```
enum PhoneRegionTable {
    /// The regions the table's text describes, in its order. A line the reader does not know
    /// is a generator bug: it stops a debug build and is skipped in a release build, and
    /// `PhoneMetadataTests` holds the committed table to a fresh run of the generator.
    static func regions(in table: String) -> [PhoneRegion] {
        // Bytes, not Characters: splitting 110 KB by Character cost about 100 million
        // instructions (grapheme breaking); the table is ASCII but for nothing it needs to see.
        let bytes = Array(table.utf8)
        var regions: [PhoneRegion] = []
        var current: Fields?
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: newline) ?? bytes.count
            defer { lineStart = lineEnd + 1 }
            let line = bytes[lineStart..<lineEnd]
            guard !line.isEmpty else { continue }
            let keyEnd = line.firstIndex(of: space) ?? line.endIndex
            let key = String(decoding: line[..<keyEnd], as: UTF8.self)
            let value = line[min(keyEnd + 1, line.endIndex)...]
            if key == "region" {
                if let finished = current?.finished { regions.append(finished) }
                current = Fields(regionLine: value)
                continue
            }
            guard current != nil, current!.take(key: key, value: value) else {
                assertionFailure("PhoneRegions.swift: unreadable line \(String(decoding: line, as: UTF8.self))")
                continue
            }
        }
        if let finished = current?.finished { regions.append(finished) }
        return regions
    }

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let quote = UInt8(ascii: "\"")

    /// The words of a value, split at spaces.
    private static func words(_ value: ArraySlice<UInt8>) -> [String] {
        value.split(separator: space).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The numbers of a value, split at spaces.
    private static func numbers(_ value: ArraySlice<UInt8>) -> [Int] {
        words(value).compactMap { Int($0) }
    }

    /// One region's facts as they are read, line by line.
    private struct Fields {
        let region: String
        let countryCode: Int
        let mainRegionForCode: Bool
        var trunkPrefix: String?
        var internationalPrefix: String?
        var possibleLengths: [Int] = []
        var nationalPrefixesForParsing: [String] = []
        var localOnlyLengths: [Int] = []
        var nationalPrefixMatches: [String]? = []
        var nationalNumberPattern = ""
        var nationalFormats: [PhoneNumberFormat] = []
        var internationalFormats: [PhoneNumberFormat] = []
        var examples: [String] = []
        var extensionPrefix: String?

        /// `GB 44 main`.
        init?(regionLine: ArraySlice<UInt8>) {
            let words = PhoneRegionTable.words(regionLine)
            guard words.count == 3, let code = Int(words[1]) else { return nil }
            region = words[0]
            countryCode = code
            mainRegionForCode = words[2] == "main"
        }

        /// Records one fact; false for a key the table does not have.
        mutating func take(key: String, value: ArraySlice<UInt8>) -> Bool {
            switch key {
            case "trunk": trunkPrefix = String(decoding: value, as: UTF8.self)
            case "international-prefix": internationalPrefix = String(decoding: value, as: UTF8.self)
            case "lengths": possibleLengths = PhoneRegionTable.numbers(value)
            case "parsing": nationalPrefixesForParsing = PhoneRegionTable.words(value)
            case "local-lengths": localOnlyLengths = PhoneRegionTable.numbers(value)
            // A way holds spaces (`[2-9][0-9]$ -> 441<0-2>`): one a line, kept whole.
            case "prefix-match": nationalPrefixMatches?.append(String(decoding: value, as: UTF8.self))
            case "prefix-matches-unwritten": nationalPrefixMatches = nil
            case "national-pattern": nationalNumberPattern = String(decoding: value, as: UTF8.self)
            case "national": nationalFormats.append(Self.format(value))
            case "international": internationalFormats.append(Self.format(value))
            case "examples": examples = PhoneRegionTable.words(value)
            // Quoted, since it starts (and may end) with a space: `" x"`.
            case "extension-prefix":
                guard value.count >= 2, value.first == quote, value.last == quote else { return false }
                extensionPrefix = String(decoding: value.dropFirst().dropLast(), as: UTF8.self)
            default: return false
            }
            return true
        }

        /// `[2] [3][1]<tab>DD DDDD DDDD`: the leading digits, then the mask.
        private static func format(_ value: ArraySlice<UInt8>) -> PhoneNumberFormat {
            let leadingEnd = value.firstIndex(of: PhoneRegionTable.tab) ?? value.endIndex
            let mask = value[min(leadingEnd + 1, value.endIndex)...]
            return PhoneNumberFormat(mask: String(decoding: mask, as: UTF8.self),
                                     leadingDigits: PhoneRegionTable.words(value[..<leadingEnd]))
        }

        /// The region, once its lines are read.
        var finished: PhoneRegion {
            var region = PhoneRegion(
                region: region, countryCode: countryCode, mainRegionForCode: mainRegionForCode,
                trunkPrefix: trunkPrefix, internationalPrefix: internationalPrefix,
                possibleLengths: possibleLengths, nationalNumberPattern: nationalNumberPattern,
                nationalFormats: nationalFormats, internationalFormats: internationalFormats,
                examples: examples)
            region.nationalPrefixesForParsing = nationalPrefixesForParsing
            region.localOnlyLengths = localOnlyLengths
            region.nationalPrefixMatches = nationalPrefixMatches
            region.extensionPrefix = extensionPrefix
            return region
        }
    }
}

extension PhoneRegion {
    /// Every region libphonenumber knows, by ISO 3166 code, then the non-geographic country
    /// codes (region "001") by code: the generated table, read once.
    static let all: [PhoneRegion] = PhoneRegionTable.regions(in: table)
}
