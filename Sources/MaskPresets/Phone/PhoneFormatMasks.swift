/// A country's layouts from libphonenumber's metadata as masks of the `phone` preset: for
/// each international format and each of its leading-digit prefixes, `+`, the country code
/// as data, a space, and the format's mask with the prefix's digit sets written over its
/// first digits. `DD DDDD DDDD` for leading digits `[25]` is `+[4][4] [25]D DDDD DDDD`:
/// London and Southampton, printed as libphonenumber prints them.
///
/// The masks keep the metadata's order, which is the order libphonenumber tries the formats
/// in (the first that fits wins); a mask set breaks a tie between complete readings by the
/// same order, so a number two formats could take gets the first one's layout.
enum PhoneFormatMasks {
    static func masks(of region: PhoneRegion) -> [PresetMask] {
        let code = "+" + String(region.countryCode).map { "[\($0)]" }.joined() + " "
        return masks(of: region, formats: region.internationalFormats, lead: code)
    }

    /// One mask a format and leading-digit prefix, each after `lead` (`+[4][4] `, or nothing
    /// for national formats, whose masks begin with the trunk prefix where it is written).
    static func masks(of region: PhoneRegion, formats: [PhoneNumberFormat], lead code: String) -> [PresetMask] {
        var masks: [PresetMask] = []
        for format in formats {
            let prefixes = format.leadingDigits.isEmpty ? [""] : format.leadingDigits
            for prefix in prefixes {
                guard let mask = splice(prefix: prefix, into: format.mask) else { continue }
                masks.append(PresetMask("\(region.region)-\(masks.count + 1)", code + mask))
            }
        }
        return masks
    }

    /// The mask with its first digits replaced by the prefix's sets, one set a digit
    /// (`[1][2-69]` into `DDDD D{5,6}` gives `[1][2-69]DD D{5,6}`); nil when the prefix is
    /// longer than the mask's digits before an optional one.
    static func splice(prefix: String, into mask: String) -> String? {
        var sets = digitSets(prefix)[...]
        var result = ""
        var rest = Substring(mask)
        while let first = sets.first, let item = rest.first {
            if item == "D" {
                rest = rest.dropFirst()
                if rest.first == "{" {
                    guard let close = rest.firstIndex(of: "}") else { return nil }
                    let bounds = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").compactMap { Int($0) }
                    rest = rest[rest.index(after: close)...]
                    guard let low = bounds.first, low >= 1 else { return nil }
                    let high = bounds.count > 1 ? bounds[1] : low
                    result += first
                    sets = sets.dropFirst()
                    rest = Substring(count(low - 1, high - 1)) + rest
                } else {
                    result += first
                    sets = sets.dropFirst()
                }
            } else if item == "\\" {
                result += String(rest.prefix(2))
                rest = rest.dropFirst(2)
            } else {
                result.append(item)
                rest = rest.dropFirst()
            }
        }
        return sets.isEmpty ? result + rest : nil
    }

    /// `D{low,high}` in its shortest spelling: nothing, `D`, `DDD`, `D{3,4}`.
    private static func count(_ low: Int, _ high: Int) -> String {
        if low == high { return low <= 6 ? String(repeating: "D", count: low) : "D{\(low)}" }
        return "D{\(low),\(high)}"
    }

    /// `[1][2-69]` as its sets: `["[1]", "[2-69]"]`.
    private static func digitSets(_ prefix: String) -> [String] {
        prefix.split(separator: "]", omittingEmptySubsequences: true).map { $0 + "]" }
    }
}
