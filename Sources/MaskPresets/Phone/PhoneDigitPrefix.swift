/// A prefix of national input as a sequence of digit sets (`[8][0]`, `[0][3579]`): one of
/// the things a region dials before a national number, from the metadata's
/// `nationalPrefixesForParsing` or the trunk prefix.
struct PhoneDigitPrefix: Hashable, Sendable {
    /// The digits each position takes.
    let sets: [Set<Character>]

    /// A literal prefix: `8` is `[8]`.
    init(literal: String) {
        sets = literal.map { [$0] }
    }

    /// `[8][0-2]` as its sets; nil when the text is not a sequence of such sets.
    init?(sets text: String) {
        var sets: [Set<Character>] = []
        for part in text.split(separator: "]", omittingEmptySubsequences: true) {
            guard part.first == "[" else { return nil }
            let members = Array(part.dropFirst())
            var set: Set<Character> = []
            var index = 0
            while index < members.count {
                if index + 2 < members.count, members[index + 1] == "-",
                   let low = members[index].asciiValue, let high = members[index + 2].asciiValue, low <= high {
                    for value in low...high { set.insert(Character(Unicode.Scalar(value))) }
                    index += 3
                } else {
                    set.insert(members[index])
                    index += 1
                }
            }
            guard !set.isEmpty, set.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            sets.append(set)
        }
        guard !sets.isEmpty else { return nil }
        self.sets = sets
    }

    /// Whether `digits` start with the prefix.
    func isPrefix(of digits: some Collection<Character>) -> Bool {
        digits.count >= sets.count && zip(sets, digits).allSatisfy { $0.contains($1) }
    }
}

extension PhoneRegionCode {
    /// National input without what the region dials before the national number, as
    /// libphonenumber strips it: the longest prefix whose rest has a length the region's
    /// numbers can have; if none has, the input whole when its own length is possible, and
    /// otherwise without the longest prefix it starts with (it is impossible either way).
    func nationalNumber(of digits: Substring) -> Substring {
        let matching = nationalPrefixes.filter { $0.isPrefix(of: digits) }
        if let viable = matching.first(where: { possibleLengths.contains(digits.count - $0.sets.count) }) {
            return digits.dropFirst(viable.sets.count)
        }
        if possibleLengths.contains(digits.count) { return digits }
        return digits.dropFirst(matching.first?.sets.count ?? 0)
    }
}
