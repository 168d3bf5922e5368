/// A prefix of national input as a sequence of digit sets (`[8][0]`, `[0][3579]`): one of
/// the things a region dials before a national number, from the metadata's
/// `nationalPrefixesForParsing` or the trunk prefix.
package struct PhoneDigitPrefix: Hashable, Sendable {
    /// The digits each position takes.
    package let sets: [Set<Character>]
    /// ``sets`` as one bit a digit (bit 0 for `0`), for reading ASCII digits as bytes; a
    /// member that is no ASCII digit has no bit, as no ASCII digit is that member.
    package let digitBits: [UInt16]

    /// A literal prefix: `8` is `[8]`.
    package init(literal: String) {
        self.init(checked: literal.map { [$0] })
    }

    private init(checked sets: [Set<Character>]) {
        self.sets = sets
        digitBits = sets.map { set in
            set.reduce(0) { bits, member in
                guard let ascii = member.asciiValue, (0x30...0x39).contains(ascii) else { return bits }
                return bits | 1 << UInt16(ascii - 0x30)
            }
        }
    }

    /// `[8][0-2]` as its sets; nil when the text is not a sequence of such sets.
    package init?(sets text: String) {
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
        self.init(checked: sets)
    }

    /// Whether `digits` start with the prefix.
    package func isPrefix(of digits: some Collection<Character>) -> Bool {
        digits.count >= sets.count && zip(sets, digits).allSatisfy { $0.contains($1) }
    }

    /// Whether `digits`, ASCII digit bytes, start with the prefix: ``isPrefix(of:)`` for
    /// their Characters. PERF: hashing Characters into the sets was a tenth of a phone transform.
    package func isPrefix(ofDigits digits: [UInt8]) -> Bool {
        guard digits.count >= digitBits.count else { return false }
        for (bits, digit) in zip(digitBits, digits) where bits & 1 << UInt16(digit &- 0x30) == 0 { return false }
        return true
    }
}

extension PhoneDigitPrefix {
    /// National input without what a region dials before the national number, as
    /// libphonenumber strips it: the longest of `prefixes` (longest first) whose rest has one
    /// of `possibleLengths`; if none has, the input whole when its own length is possible,
    /// and otherwise without the longest prefix it starts with (it is impossible either way).
    package static func nationalNumber(
        of digits: Substring, prefixes: [PhoneDigitPrefix], possibleLengths: some Collection<Int>
    ) -> Substring {
        let matching = prefixes.filter { $0.isPrefix(of: digits) }
        if let viable = matching.first(where: { possibleLengths.contains(digits.count - $0.sets.count) }) {
            return digits.dropFirst(viable.sets.count)
        }
        if possibleLengths.contains(digits.count) { return digits }
        return digits.dropFirst(matching.first?.sets.count ?? 0)
    }
}
