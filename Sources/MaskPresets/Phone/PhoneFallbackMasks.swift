/// The masks for country codes that have no layout of their own in the `phone` preset: `+`,
/// the leading digits of real country codes, then digits, as many as those countries'
/// whole numbers have.
///
/// Why not one `+D{7,15}`: it also takes the numbers of countries that have a layout, so a
/// twelfth digit typed into a complete `+7` number switched the field to it, and it takes
/// `+0…` and codes no country has. Here the country codes with a layout are left out by
/// construction: the trie of the real codes is walked, and each node gets one mask for the
/// children under which no code has a layout (`+[3][5][02356789]D{…}`). A node with a laid-out
/// code below it is walked into instead. Country codes are prefix-free, so a number the
/// layouts serve never fits a fallback mask.
enum PhoneFallbackMasks {
    /// The masks, one a trie node, named `e164-` and the node's digits.
    static func masks(laidOut: Set<String>, plan: PhoneNumberingPlan) -> [PresetMask] {
        let unlisted = plan.lengthsByCode.keys.filter { !laidOut.contains($0) }
        var masks: [PresetMask] = []
        walk(prefix: "", unlisted: unlisted, laidOut: laidOut, plan: plan, into: &masks)
        return masks
    }

    private static func walk(prefix: String, unlisted: [String], laidOut: Set<String>, plan: PhoneNumberingPlan,
                             into masks: inout [PresetMask]) {
        var freeDigits: [Character] = []
        var freeCodes: [String] = []
        for digit in "0123456789" {
            let next = prefix + String(digit)
            let below = unlisted.filter { $0.hasPrefix(next) }
            guard !below.isEmpty else { continue }
            if laidOut.contains(where: { $0.hasPrefix(next) }) {
                walk(prefix: next, unlisted: below, laidOut: laidOut, plan: plan, into: &masks)
            } else {
                freeDigits.append(digit)
                freeCodes += below
            }
        }
        guard !freeDigits.isEmpty, let total = plan.totalLengths(of: freeCodes) else { return }
        // Digits after the node and its child digit; E.164 allows at most 15 in all.
        let consumed = prefix.count + 1
        let low = max(total.lowerBound - consumed, 1)
        let high = min(total.upperBound, 15) - consumed
        let digits = prefix.map { "[\($0)]" }.joined() + "[\(String(freeDigits))]"
        let count = low == high ? "D{\(low)}" : "D{\(low),\(high)}"
        masks.append(PresetMask("e164-\(prefix.isEmpty ? "" : prefix)x", "+\(digits)\(count)"))
    }
}
