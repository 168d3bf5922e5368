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
            // PERF: most texts are made of scalars that are each a Character of their own;
            // a byte scan counts those far faster than grapheme breaking.
            if let count = text.withUTF8Bytes(countSingleScalarCharacters) { return count }
            var count = 0
            for _ in text {
                count += 1
                if count >= limit { break }
            }
            return count
        }
    }

    /// The number of Characters when every scalar of the text is one Character by itself
    /// whatever its neighbours; nil as soon as one may not be (the caller then asks the
    /// standard library's grapheme breaking).
    ///
    /// Which scalars qualify (UAX #29): those whose Grapheme_Cluster_Break is Other, Control
    /// or LF, that are neither Prepend nor Extend nor SpacingMark, nor Hangul jamo, regional
    /// indicators, ZWJ or Indic conjunct consonants. Between two such scalars every rule
    /// says "break", except CR LF, so CR is left out. Kept to whole blocks that hold no
    /// exception: ASCII; Latin-1 to the spacing modifier letters (U+0080-02FF); Greek and
    /// Cyrillic letters (U+0370-0482, U+048A-052F); kana without the combining marks;
    /// the CJK unified ideographs. The test suite checks every one against the standard
    /// library.
    static func countSingleScalarCharacters(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var count = 0
        var index = 0
        let end = bytes.count
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead == 0x0D { return nil }
                index += 1
            } else if lead < 0xE0, index + 1 < end {
                let scalar = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                guard scalar <= 0x2FF || (0x370...0x482).contains(scalar) || (0x48A...0x52F).contains(scalar) else { return nil }
                index += 2
            } else if lead < 0xF0, index + 2 < end {
                let scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                guard (0x3041...0x3096).contains(scalar) || (0x30A1...0x30FA).contains(scalar)
                    || (0x4E00...0x9FFF).contains(scalar) else { return nil }
                index += 3
            } else {
                return nil
            }
            count += 1
        }
        return count
    }
}
