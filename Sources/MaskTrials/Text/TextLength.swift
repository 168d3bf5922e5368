/// What a length counts.
public enum LengthUnit: String, CaseIterable, Hashable, Sendable {
    /// User-perceived characters (`Character`, extended grapheme clusters): `"é"` and
    /// `"👍🏽"` are one each. The default, as in SwiftCop and Validator.
    case characters
    /// Unicode scalars: `"👍🏽"` is two.
    case unicodeScalars
    /// UTF-8 bytes: `"é"` is two, `"👍🏽"` eight. What a byte-limited database column counts.
    case utf8
    /// UTF-16 code units: `"👍🏽"` is four. What `NSString.length`, UIKit and JavaScript count.
    case utf16

    /// The unit's English name for a count, for the default message templates.
    func name(count: Int) -> String {
        let singular = count == 1
        return switch self {
        case .characters: singular ? "character" : "characters"
        case .unicodeScalars: singular ? "Unicode scalar" : "Unicode scalars"
        case .utf8: singular ? "byte" : "bytes"
        case .utf16: singular ? "UTF-16 code unit" : "UTF-16 code units"
        }
    }
}

enum TextLength {
    /// The length of `text` in `unit`, counting no further than `limit`: a trial that only
    /// needs to know "more than the maximum" stops there, so a huge text costs no more than
    /// the maximum allows.
    static func count(_ text: String, in unit: LengthUnit, upTo limit: Int) -> Int {
        switch unit {
        case .utf8:
            return text.utf8.count
        case .unicodeScalars, .utf16:
            // Valid UTF-8: a scalar starts at every byte that is not a continuation byte;
            // the 4-byte ones are the scalars that take two UTF-16 code units.
            return text.withUTF8Bytes { bytes in
                var count = 0
                for byte in bytes where byte & 0xC0 != 0x80 {
                    count &+= unit == .utf16 && byte >= 0xF0 ? 2 : 1
                }
                return count
            }
        case .characters:
            // PERF: ASCII without CR (CR LF is one Character) is one Character a byte, which
            // a byte scan decides far faster than grapheme breaking.
            let ascii: Int? = text.withUTF8Bytes { bytes in
                for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
                return bytes.count
            }
            if let ascii { return ascii }
            var count = 0
            for _ in text {
                count += 1
                if count >= limit { break }
            }
            return count
        }
    }
}
