import MaskRegex
import MaskTrialsCore
import MaskVM

/// What libphonenumber's parse takes off the front of a national number written after the
/// country code (``MaskTrialsCore/PhoneTrunkPrefixRule``, which a file's check reads by
/// too), with the country's national-number pattern as the metadata writes it: compiled by
/// MaskRegex to a program of the same VM, on first use, and only run for a number that
/// starts with a prefix.
struct PhoneNationalPrefixRule: Sendable {
    typealias Reading = PhoneTrunkPrefixRule.Reading

    /// The ways and the lengths.
    let rule: PhoneTrunkPrefixRule
    /// The national-number pattern, compiled on first use.
    let pattern: NationalNumberPattern

    /// The ways the prefix matches, in the expression's order.
    var matches: [PhoneTrunkPrefixRule.Match] { rule.matches }
    /// The possible lengths of a national number, ascending.
    var possibleLengths: [Int] { rule.possibleLengths }
    /// The lengths possible only locally.
    var localOnlyLengths: Set<Int> { rule.localOnlyLengths }

    /// The rule of a region; nil where it has no national prefix for parsing, or one that the
    /// generator could not write out.
    init?(_ region: PhoneRegion) {
        guard let ways = region.nationalPrefixMatches,
              let rule = PhoneTrunkPrefixRule(ways: ways, possibleLengths: region.possibleLengths, localOnlyLengths: region.localOnlyLengths)
        else { return nil }
        self.rule = rule
        pattern = NationalNumberPattern(region.nationalNumberPattern)
    }

    /// How libphonenumber reads the front of `national` (the digits after the country
    /// code), when it reads them other than as written; nil when it keeps the digits as
    /// written (no prefix, a letter among them, or a check says keep them).
    func reading(afterCode national: some StringProtocol) -> Reading? {
        rule.reading(afterCode: national) { digits in pattern.program.map { $0.match(digits) == .complete } }
    }

    /// Whether ``reading(afterCode:)`` may read a national number whose first byte is
    /// `first`: not where no way starts with it, whatever follows (a phone field's key typed
    /// at the end asks once a number).
    func mayRead(nationalStartingWith first: UInt8) -> Bool {
        rule.mayRead(nationalStartingWith: first)
    }

    /// Whether libphonenumber keeps a national number of this length after taking a prefix off.
    func keepsLength(_ length: Int) -> Bool {
        rule.keepsLength(length)
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
    /// The rule national input for `region` (an ISO 3166 code, upper case) is read by: the
    /// region's own where it is not its code's main region and its rule rewrites (the
    /// NANP's seven-digit local numbers: `4601234` in AG is `268 460 1234`), else its
    /// country code's.
    static func forRegion(_ region: String, countryCode: String) -> PhoneNationalPrefixRule? {
        regionRules[region]?.rule ?? forCountryCode(countryCode)
    }

    /// Whether `region` has a rule of its own that its country code's rule does not carry:
    /// it is not the code's main region, and its national prefix for parsing rewrites.
    static func hasOwnRule(_ region: PhoneRegion) -> Bool {
        !region.mainRegionForCode && region.region != "001" && region.nationalPrefixMatches?.contains { $0.contains(" -> ") } == true
    }

    private static let regionRules: [String: CountryRule] = {
        var rules: [String: CountryRule] = [:]
        for region in PhoneRegion.all where hasOwnRule(region) {
            rules[region.region] = CountryRule(region)
        }
        return rules
    }()

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
