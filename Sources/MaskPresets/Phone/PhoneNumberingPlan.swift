/// The country codes libphonenumber knows and the lengths of their national numbers, as one
/// lookup: what the `phone` preset's check and its fallback masks are made from.
struct PhoneNumberingPlan: Sendable {
    /// Possible national significant number lengths by country code (`"44"`: 7, 9, 10): those
    /// of every region with the code (`"1"`: 10 in the US, 7 and 10 in Canada), since
    /// libphonenumber calls a number valid by the region it belongs to.
    let lengthsByCode: [String: Set<Int>]
    /// The trunk prefix of each country code's main region (`"44"`: `0`), where it has one:
    /// what a `(0)` after the country code stands for.
    let trunkPrefixByCode: [String: String]

    init(_ regions: [PhoneRegion]) {
        var lengths: [String: Set<Int>] = [:]
        var trunks: [String: String] = [:]
        for region in regions {
            lengths[String(region.countryCode), default: []].formUnion(region.possibleLengths)
            if region.mainRegionForCode { trunks[String(region.countryCode)] = region.trunkPrefix }
        }
        lengthsByCode = lengths
        trunkPrefixByCode = trunks
    }

    /// The country code the digits start with (codes are prefix-free, ITU-T E.164), or nil.
    func countryCode(startingWith digits: some Collection<Character>) -> String? {
        var code = ""
        for digit in digits.prefix(3) {
            code.append(digit)
            if lengthsByCode[code] != nil { return code }
        }
        return nil
    }

    static let libphonenumber = PhoneNumberingPlan(PhoneRegion.all)

    /// The shortest and longest whole E.164 number (country code included) among `codes`.
    func totalLengths(of codes: some Sequence<String>) -> ClosedRange<Int>? {
        var shortest = Int.max, longest = 0
        for code in codes {
            guard let lengths = lengthsByCode[code], let low = lengths.min(), let high = lengths.max() else { continue }
            shortest = min(shortest, code.count + low)
            longest = max(longest, code.count + high)
        }
        return shortest <= longest ? shortest...longest : nil
    }
}
