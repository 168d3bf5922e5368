import MaskRegex
import MaskVM

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
/// The national-number pattern is a regular expression in the metadata; it is compiled by
/// MaskRegex to a program of the same VM, on first use, and only run for a number that
/// starts with a prefix.
struct PhoneNationalPrefixRule: Sendable {
    /// One way the prefix matches.
    struct Match: Sendable {
        /// What a number must start with.
        let prefix: PhoneDigitPrefix
        /// Whether only a whole number of the prefix's length matches (`$` in the expression).
        let wholeNumber: Bool
        /// What replaces the matched digits where the transform rule applies; nil when they
        /// are taken off.
        let rewrite: [Piece]?

        /// A piece of a rewrite.
        enum Piece: Sendable, Equatable {
            /// Digits written as they are (`9` in Argentina's `9$1`).
            case digits(String)
            /// The digits the match took at these offsets (a group of the expression).
            case matched(Range<Int>)
        }

        /// Reads the generator's `[0][1-9]`, `[2-9][0-9]$ -> 441<0-2>`; nil when malformed.
        init?(_ text: String) {
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
    let matches: [Match]
    /// The digits a number the rule reads may start with, one bit a digit (bit 0 for `0`):
    /// those of each way's first set, every digit for a way that takes nothing.
    let firstDigits: UInt16
    /// The possible lengths of a national number, ascending.
    let possibleLengths: [Int]
    /// The lengths possible only locally.
    let localOnlyLengths: Set<Int>
    /// The national-number pattern, compiled on first use.
    let pattern: NationalNumberPattern

    /// The rule of a region; nil where it has no national prefix for parsing, or one that the
    /// generator could not write out.
    init?(_ region: PhoneRegion) {
        guard let written = region.nationalPrefixMatches, !written.isEmpty else { return nil }
        let matches = written.compactMap(Match.init)
        guard matches.count == written.count else { return nil }
        self.matches = matches
        firstDigits = matches.reduce(0) { $0 | ($1.prefix.digitBits.first ?? 0x3FF) }
        possibleLengths = region.possibleLengths.sorted()
        localOnlyLengths = Set(region.localOnlyLengths)
        pattern = NationalNumberPattern(region.nationalNumberPattern)
    }

    /// What the reading does to the front of a national number: the digits the prefix
    /// matched (`written`, `0` of `0601123456`) are read as `read` (empty where they are
    /// taken off; `9 11` for Argentina's `0 11 15`). The rest of the number follows both.
    struct Reading: Hashable, Sendable {
        let written: String
        let read: String
        /// Whether the prefix matched only as the whole number (Madagascar's seven digits,
        /// which the transform rule reads as a whole number with its area code).
        let wholeNumber: Bool
    }

    /// How libphonenumber reads the front of `national` (the digits after the country
    /// code), when it reads them other than as written; nil when it keeps the digits as
    /// written (no prefix, a letter among them, or a check says keep them).
    func reading(afterCode national: some StringProtocol) -> Reading? {
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
        guard result != asWritten, let program = pattern.program else { return nil }
        // A number viable as written stays so unless the result is viable too.
        if program.match(asWritten) == .complete, program.match(result) != .complete { return nil }
        return keepsLength(result.count) ? Reading(written: written, read: read, wholeNumber: match.wholeNumber) : nil
    }

    /// Whether ``reading(afterCode:)`` may read a national number whose first byte is
    /// `first`: not where no way starts with it, whatever follows (a phone field's key typed
    /// at the end asks once a number).
    func mayRead(nationalStartingWith first: UInt8) -> Bool {
        (0x30...0x39).contains(first) && firstDigits & 1 << UInt16(first - 0x30) != 0
    }

    /// Whether libphonenumber keeps a national number of this length after taking a prefix
    /// off: a possible length, or longer than all; not shorter, between two, or local only.
    func keepsLength(_ length: Int) -> Bool {
        guard !localOnlyLengths.contains(length), let shortest = possibleLengths.first, let longest = possibleLengths.last,
              length >= shortest else { return false }
        return length > longest || possibleLengths.contains(length)
    }

    /// Each country code's rule, from its main region (libphonenumber parses a number after
    /// `+` by the metadata of its code's main region); nil where it has none.
    static func forCountryCode(_ code: String) -> PhoneNationalPrefixRule? {
        // PERF: by the code's slot, not by hashing its String (a fiftieth of a phone key,
        // callgrind); every code of the metadata has a slot.
        guard let slot = PhoneNumberingPlan.slot(ofCode: code) else { return countryRules[code]?.rule }
        return countryRulesBySlot[slot]?.rule
    }

    /// The regions whose rules ``forCountryCode(_:)`` reads, each on its country's first use:
    /// reading every country's ways up front cost 27M instructions at the first phone use.
    private static let countryRules: [String: CountryRule] = {
        var rules: [String: CountryRule] = [:]
        for region in PhoneRegion.all where region.mainRegionForCode && region.nationalPrefixMatches != [] {
            rules[String(region.countryCode)] = CountryRule(region)
        }
        return rules
    }()

    /// ``countryRules`` at each code's slot (``PhoneNumberingPlan/slot(ofCode:)``).
    private static let countryRulesBySlot: [CountryRule?] = {
        var rules = [CountryRule?](repeating: nil, count: PhoneNumberingPlan.slotCount)
        for (code, rule) in countryRules {
            if let slot = PhoneNumberingPlan.slot(ofCode: code) { rules[slot] = rule }
        }
        return rules
    }()
}

/// One country's prefix rule, read from its region on first use by whichever thread asks
/// first (a pure function of the metadata, so racing threads read the same rule).
private final class CountryRule: Sendable {
    private let slot = PublishedOnce()
    private let region: PhoneRegion

    init(_ region: PhoneRegion) {
        self.region = region
    }

    var rule: PhoneNationalPrefixRule? {
        slot.withValue(make: { ReadRule(PhoneNationalPrefixRule(region)) }) { $0.rule }
    }

    /// The rule as published: a class, as ``PublishedOnce`` holds references.
    private final class ReadRule: Sendable {
        let rule: PhoneNationalPrefixRule?
        init(_ rule: PhoneNationalPrefixRule?) { self.rule = rule }
    }
}

/// A region's national-number pattern, compiled by MaskRegex on first use by whichever thread
/// asks first (a pure function of the metadata, so racing threads make the same program).
final class NationalNumberPattern: Sendable {
    private let published = PublishedOnce()
    /// The regular expression, as the metadata writes it.
    let expression: String

    init(_ expression: String) {
        self.expression = expression
    }

    /// The compiled pattern; nil if MaskRegex refuses it (a test compiles every region's,
    /// and the rule then keeps the number as written).
    var program: MaskProgram? {
        published.withValue(make: { CompiledPattern(Self.asciiDigits(expression)) }) { $0.program }
    }

    /// The expression with `\d` as `[0-9]`: the numbers it is matched against are ASCII
    /// digits by then, as libphonenumber's are, and MaskRegex's `\d` is Unicode's, whose
    /// UTF-8 forms made Britain's three-alternative pattern a compile of about 21 billion
    /// instructions in a debug build. (No metadata pattern has `\d` inside brackets.)
    static func asciiDigits(_ expression: String) -> String {
        expression.replacing("\\d", with: "[0-9]")
    }

    /// A compiled pattern, or nil when it does not compile.
    private final class CompiledPattern: Sendable {
        let program: MaskProgram?

        init(_ expression: String) {
            program = try? RegexCompiler.compile(expression)
        }
    }
}
