/// What libphonenumber's parse takes off the front of a national number written after the
/// country code, and when: `+49 0601 123456` is `+49 601123456`, `+7 8 912 345-67-89` is
/// `+7 912 345-67-89`, where a user wrote the trunk prefix they dial at home.
///
/// The rule, from the country code's main region's metadata: the first way the region's
/// national prefix for parsing matches the number's front (in the order its regular
/// expression tries them) is taken off, or rewritten where the metadata's transform rule
/// applies; but not when the number as written matches the region's national-number
/// pattern and the number without the prefix does not, nor when what is left has a length
/// libphonenumber calls too short, possible only locally, or between two possible lengths
/// (a longer one is taken off: the number is impossible either way).
///
/// The ways are written as the `phon` section writes them (`[0][1-9]`,
/// `[2-9][0-9]$ -> 441<0-2>`). The pattern is the caller's: MaskPresets compiles the
/// metadata's expression with MaskRegex, a file's check runs the section's
/// ``PhoneDigitAutomaton``; both give the same verdict on a number of ASCII digits.
@usableFromInline
package struct PhoneTrunkPrefixRule: Sendable {
    /// One way the prefix matches.
    package struct Match: Sendable {
        /// What a number must start with.
        package let prefix: PhoneDigitPrefix
        /// Whether only a whole number of the prefix's length matches (`$` in the expression).
        package let wholeNumber: Bool
        /// What replaces the matched digits where the transform rule applies; nil when they
        /// are taken off.
        package let rewrite: [Piece]?

        /// A piece of a rewrite.
        package enum Piece: Sendable, Equatable {
            /// Digits written as they are (`9` in Argentina's `9$1`).
            case digits(String)
            /// The digits the match took at these offsets (a group of the expression).
            case matched(Range<Int>)
        }

        /// Reads the generator's `[0][1-9]`, `[2-9][0-9]$ -> 441<0-2>`; nil when malformed.
        package init?(_ text: String) {
            let arrow = text.firstRange(of: " -> ")
            var sets = text[..<(arrow?.lowerBound ?? text.endIndex)]
            wholeNumber = sets.last == "$"
            if wholeNumber { sets = sets.dropLast() }
            // An empty way (an expression whose parts are all optional) takes nothing.
            guard let prefix = sets.isEmpty ? PhoneDigitPrefix(literal: "") : PhoneDigitPrefix(sets: String(sets)) else { return nil }
            self.prefix = prefix
            guard let arrow else {
                rewrite = nil
                return
            }
            var pieces: [Piece] = [], rest = text[arrow.upperBound...]
            while let first = rest.first {
                if first == "<" {
                    guard let close = rest.firstIndex(of: ">") else { return nil }
                    let bounds = rest[rest.index(after: rest.startIndex)..<close].split(separator: "-").compactMap { Int($0) }
                    guard bounds.count == 2, bounds[0] <= bounds[1], bounds[1] <= prefix.sets.count else { return nil }
                    pieces.append(.matched(bounds[0]..<bounds[1]))
                    rest = rest[rest.index(after: close)...]
                } else {
                    let digits = rest.prefix { $0 != "<" }
                    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
                    pieces.append(.digits(String(digits)))
                    rest = rest.dropFirst(digits.count)
                }
            }
            rewrite = pieces
        }

        /// Whether the number's digits (ASCII digit bytes) match this way.
        func matches(_ digits: [UInt8]) -> Bool {
            (!wholeNumber || digits.count == prefix.sets.count) && prefix.isPrefix(ofDigits: digits)
        }

        /// What the matched digits at the front of `digits` (ASCII digit bytes) are read as:
        /// nothing where they are taken off, the rewrite where there is one.
        func front(of digits: [UInt8]) -> String {
            guard let rewrite else { return "" }
            return rewrite.map { piece -> String in
                switch piece {
                case .digits(let text): text
                case .matched(let range): String(decoding: digits[range], as: UTF8.self)
                }
            }.joined()
        }
    }

    /// The ways the prefix matches, in the expression's order.
    package let matches: [Match]
    /// The digits a number the rule reads may start with, one bit a digit (bit 0 for `0`):
    /// those of each way's first set, every digit for a way that takes nothing.
    let firstDigits: UInt16
    /// The possible lengths of a national number, ascending.
    package let possibleLengths: [Int]
    /// The lengths possible only locally.
    package let localOnlyLengths: Set<Int>

    /// The rule of these ways (written as the section writes them) and lengths; nil where a
    /// way is malformed or there is none.
    package init?(ways: [String], possibleLengths: [Int], localOnlyLengths: some Sequence<Int>) {
        guard !ways.isEmpty else { return nil }
        let matches = ways.compactMap(Match.init)
        guard matches.count == ways.count else { return nil }
        self.matches = matches
        firstDigits = matches.reduce(0) { $0 | ($1.prefix.digitBits.first ?? 0x3FF) }
        self.possibleLengths = possibleLengths.sorted()
        self.localOnlyLengths = Set(localOnlyLengths)
    }

    /// What the reading does to the front of a national number: the digits the prefix
    /// matched (`written`, `0` of `0601123456`) are read as `read` (empty where they are
    /// taken off; `9 11` for Argentina's `0 11 15`). The rest of the number follows both.
    @usableFromInline
    package struct Reading: Hashable, Sendable {
        @usableFromInline package let written: String
        @usableFromInline package let read: String
        /// Whether the prefix matched only as the whole number (Madagascar's seven digits,
        /// which the transform rule reads as a whole number with its area code).
        @usableFromInline package let wholeNumber: Bool
    }

    /// How libphonenumber reads the front of `national` (the digits after the country
    /// code), when it reads them other than as written; nil when it keeps the digits as
    /// written (no prefix, a letter among them, or a check says keep them).
    /// `isNationalNumber` is the national-number pattern's verdict on ASCII digits, nil
    /// where there is no pattern (the digits are then kept as written); it is asked only
    /// for a number a way reads otherwise.
    package func reading(afterCode national: some StringProtocol, isNationalNumber: (String) -> Bool?) -> Reading? {
        // PERF: a number whose first byte no way starts with (most numbers: a trunk prefix
        // is one or two digits) is kept as written, with no copy of its bytes (a fortieth of
        // a phone key, callgrind). A first byte that is no ASCII digit is no digit of a
        // number the rule reads either.
        if let first = national.utf8.first, !mayRead(nationalStartingWith: first) { return nil }
        // PERF: read as bytes; every byte an ASCII digit is every Character one.
        let digits = Array(national.utf8)
        guard digits.allSatisfy({ (0x30...0x39).contains($0) }),
              let match = matches.first(where: { $0.matches(digits) }) else { return nil }
        let written = String(decoding: digits[..<match.prefix.sets.count], as: UTF8.self), read = match.front(of: digits)
        let result = read + String(decoding: digits[match.prefix.sets.count...], as: UTF8.self)
        let asWritten = String(decoding: digits, as: UTF8.self)
        guard result != asWritten, let writtenIsNumber = isNationalNumber(asWritten) else { return nil }
        // A number viable as written stays so unless the result is viable too.
        if writtenIsNumber, isNationalNumber(result) != true { return nil }
        return keepsLength(result.count) ? Reading(written: written, read: read, wholeNumber: match.wholeNumber) : nil
    }

    /// Whether ``reading(afterCode:isNationalNumber:)`` may read a national number whose
    /// first byte is `first`: not where no way starts with it, whatever follows (a phone
    /// field's key typed at the end asks once a number).
    package func mayRead(nationalStartingWith first: UInt8) -> Bool {
        (0x30...0x39).contains(first) && firstDigits & 1 << UInt16(first - 0x30) != 0
    }

    /// Whether libphonenumber keeps a national number of this length after taking a prefix
    /// off: a possible length, or longer than all; not shorter, between two, or local only.
    package func keepsLength(_ length: Int) -> Bool {
        guard !localOnlyLengths.contains(length), let shortest = possibleLengths.first, let longest = possibleLengths.last,
              length >= shortest else { return false }
        return length > longest || possibleLengths.contains(length)
    }
}
