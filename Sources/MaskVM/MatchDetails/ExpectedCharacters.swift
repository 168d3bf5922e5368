/// The characters a mask accepts at one point of a text, grouped the way people say them:
/// "a digit", "a latin letter", "'-'", "the end of the text".
///
/// ```swift
/// let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
/// phone.matchDetails("+7(123)456a").expected.description   // "a digit or '-'"
/// ```
///
/// Multi-byte characters are whole characters: the automaton is walked over UTF-8
/// continuation bytes from each lead byte it accepts, so a literal `€` shows as `'€'`, never
/// as bytes. Bytes that do not start a valid UTF-8 character (only a hand-made program can
/// accept those) are listed as bytes.
public struct ExpectedCharacters: Hashable, Sendable, CustomStringConvertible {
    /// One group of expected characters.
    public enum Item: Hashable, Sendable {
        /// Every ASCII digit `0-9`.
        case digit
        /// Every ASCII latin letter `A-Z a-z`.
        case latinLetter
        /// Every upper-case ASCII latin letter `A-Z` (and not all lower-case ones).
        case upperCaseLatinLetter
        /// Every lower-case ASCII latin letter `a-z` (and not all upper-case ones).
        case lowerCaseLatinLetter
        /// One character.
        case character(Character)
        /// Three or more consecutive Unicode scalars, from the first to the last.
        case range(Unicode.Scalar, Unicode.Scalar)
        /// A byte that starts no valid UTF-8 character the automaton could complete.
        case byte(UInt8)
        /// Further non-ASCII characters, past what ``ExpectedCharacters/enumerationBudget``
        /// allowed to list.
        case otherCharacters

        /// The item in words: `a digit`, `'-'`, `a digit 0–5`, `a letter A–F`,
        /// `a character from 'а' to 'я'`, `byte 0xFF`.
        public var words: String {
            switch self {
            case .digit: "a digit"
            case .latinLetter: "a latin letter"
            case .upperCaseLatinLetter: "an upper-case latin letter"
            case .lowerCaseLatinLetter: "a lower-case latin letter"
            case .character(let character): ExpectedCharacters.quoted(character)
            case .range(let first, let last):
                // ASCII digit and same-case letter runs are named the way people say them.
                switch (first.value, last.value) {
                case (0x30...0x39, 0x30...0x39): "a digit \(first)–\(last)"
                case (0x41...0x5A, 0x41...0x5A), (0x61...0x7A, 0x61...0x7A): "a letter \(first)–\(last)"
                default:
                    "a character from \(ExpectedCharacters.quoted(Character(first))) to \(ExpectedCharacters.quoted(Character(last)))"
                }
            case .byte(let byte): "byte 0x" + hexadecimal(byte)
            case .otherCharacters: "another non-ASCII character"
            }
        }
    }

    /// The groups, classes first (digit, letters), then characters in scalar order, then bytes.
    public var items: [Item]
    /// Whether the text may end here (the state is accepting).
    public var allowsEnd: Bool

    public init(items: [Item], allowsEnd: Bool) {
        self.items = items
        self.allowsEnd = allowsEnd
    }

    /// Most automaton steps spent enumerating non-ASCII characters from one state. A compiled
    /// mask needs a few per literal; only a hand-made program that accepts most of Unicode
    /// gets near it, and then the rest is summed up as ``Item/otherCharacters``.
    public static let enumerationBudget = 4_096

    /// Whether nothing at all is expected: neither a character nor the end.
    public var isEmpty: Bool { items.isEmpty && !allowsEnd }

    /// Most non-ASCII characters and ranges a description lists one by one. A class such as a
    /// regular expression's `\d` (every numeric scalar: 235 ranges) would otherwise make a
    /// message of thousands of characters; past this, the first few are listed and the rest
    /// counted.
    public static let listedNonASCIILimit = 6

    /// How many non-ASCII items are listed when there are more than ``listedNonASCIILimit``.
    static let listedWhenSummed = 3

    /// The alternatives in words, joined with commas and a final "or":
    /// `a digit, '-' or the end of the text`; `nothing` when nothing is expected.
    /// More than ``listedNonASCIILimit`` non-ASCII characters and ranges are summed up after
    /// the first three: `one of 1,059 other non-ASCII characters between U+00BC and U+2F890`.
    public var description: String {
        let words = Self.summedWords(items) + (allowsEnd ? ["the end of the text"] : [])
        switch words.count {
        case 0: return "nothing"
        case 1: return words[0]
        default: return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
        }
    }

    /// The items' words, with a long run of non-ASCII characters and ranges summed up.
    private static func summedWords(_ items: [Item]) -> [String] {
        let nonASCII = items.indices.filter { items[$0].nonASCIIScalars != nil }
        guard nonASCII.count > listedNonASCIILimit, let last = nonASCII.last else {
            return items.map(\.words)
        }
        let counted = nonASCII.dropFirst(listedWhenSummed)
        let summed = Set(counted)
        let scalars = counted.compactMap { items[$0].nonASCIIScalars }
        let count = scalars.reduce(0) { $0 + Int($1.upperBound.value - $1.lowerBound.value) + 1 }
        let low = scalars.map(\.lowerBound.value).min() ?? 0
        let high = scalars.map(\.upperBound.value).max() ?? 0
        let sum = "one of \(groupedThousands(count)) other non-ASCII characters between U+\(hexadecimal(low, digits: 4)) and U+\(hexadecimal(high, digits: 4))"
        // The sum stands where the last item it counts stood.
        return items.indices.compactMap { index in
            guard summed.contains(index) else { return items[index].words }
            return index == last ? sum : nil
        }
    }

    /// A count with commas between thousands: `1,059`.
    private static func groupedThousands(_ value: Int) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}

extension ExpectedCharacters.Item {
    /// The scalars of a non-ASCII character or range, nil for every other item.
    fileprivate var nonASCIIScalars: ClosedRange<Unicode.Scalar>? {
        switch self {
        case .character(let character):
            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first, !scalar.isASCII else { return nil }
            return scalar...scalar
        case .range(let first, let last): return first.isASCII ? nil : first...last
        default: return nil
        }
    }
}

extension DenseDFA {
    /// What this automaton accepts next from `state`: see ``ExpectedCharacters``.
    /// The dead state (0) and out-of-range states expect nothing.
    public func expectedCharacters(at state: Int) -> ExpectedCharacters {
        guard state > 0, state < stateCount else { return ExpectedCharacters(items: [], allowsEnd: false) }
        var scalars: [Unicode.Scalar] = []
        var items: [ExpectedCharacters.Item] = []
        var rawBytes: [UInt8] = []

        var ascii = [Bool](repeating: false, count: 128)
        for byte in 0..<128 { ascii[byte] = next(state, UInt8(byte)) != 0 }
        func all(_ range: ClosedRange<UInt8>) -> Bool { range.allSatisfy { ascii[Int($0)] } }
        func take(_ range: ClosedRange<UInt8>) { for byte in range { ascii[Int(byte)] = false } }
        if all(0x30...0x39) {
            items.append(.digit)
            take(0x30...0x39)
        }
        switch (all(0x41...0x5A), all(0x61...0x7A)) {
        case (true, true):
            items.append(.latinLetter)
            take(0x41...0x5A)
            take(0x61...0x7A)
        case (true, false):
            items.append(.upperCaseLatinLetter)
            take(0x41...0x5A)
        case (false, true):
            items.append(.lowerCaseLatinLetter)
            take(0x61...0x7A)
        case (false, false): break
        }
        for byte in 0..<128 where ascii[byte] { scalars.append(Unicode.Scalar(UInt8(byte))) }

        var budget = BudgetedWalk(remaining: ExpectedCharacters.enumerationBudget)
        for lead in 0x80...0xFF {
            let afterLead = next(state, UInt8(lead))
            guard afterLead != 0 else { continue }
            guard let length = UTF8Lead.sequenceLength(UInt8(lead)) else {
                rawBytes.append(UInt8(lead))
                continue
            }
            let before = scalars.count
            collectScalars(from: afterLead, lead: UInt8(lead), length: length, into: &scalars, budget: &budget)
            if scalars.count == before, !budget.exhausted { rawBytes.append(UInt8(lead)) }
        }

        items += Self.groupedRuns(scalars)
        if budget.exhausted { items.append(.otherCharacters) }
        items += rawBytes.map { .byte($0) }
        return ExpectedCharacters(items: items, allowsEnd: isAccepting(state))
    }

    /// Walks the continuation bytes of a `length`-byte UTF-8 sequence started by `lead`,
    /// adding every scalar after which the automaton is still alive. Depth is at most 3.
    private func collectScalars(
        from state: Int, lead: UInt8, length: Int, into scalars: inout [Unicode.Scalar], budget: inout BudgetedWalk
    ) {
        var stack: [(state: Int, value: UInt32, consumed: Int)] = [(state, UInt32(lead) & UTF8Lead.payloadMask(length), 1)]
        var found: [Unicode.Scalar] = []
        while let (current, value, consumed) = stack.popLast() {
            guard budget.spend() else { break }
            if consumed == length {
                if let scalar = Unicode.Scalar(value) { found.append(scalar) }
                continue
            }
            let allowed = consumed == 1 ? UTF8Lead.secondByteRange(lead) : 0x80...0xBF
            // Pushed in reverse so that scalars come out in increasing order.
            for byte in allowed.reversed() {
                let target = next(current, byte)
                if target != 0 { stack.append((target, value << 6 | UInt32(byte & 0x3F), consumed + 1)) }
            }
        }
        scalars += found
    }

    /// Scalars (sorted) as items: runs of three or more consecutive scalars become a range.
    private static func groupedRuns(_ scalars: [Unicode.Scalar]) -> [ExpectedCharacters.Item] {
        var items: [ExpectedCharacters.Item] = []
        var index = 0
        while index < scalars.count {
            var end = index
            while end + 1 < scalars.count, scalars[end + 1].value == scalars[end].value + 1 { end += 1 }
            if end - index >= 2 {
                items.append(.range(scalars[index], scalars[end]))
            } else {
                for scalar in scalars[index...end] { items.append(.character(Character(scalar))) }
            }
            index = end + 1
        }
        return items
    }
}

/// A step counter that bounds work on hand-made automata.
private struct BudgetedWalk {
    var remaining: Int
    var exhausted = false

    mutating func spend() -> Bool {
        guard remaining > 0 else {
            exhausted = true
            return false
        }
        remaining -= 1
        return true
    }
}

/// The structure of UTF-8 lead bytes (RFC 3629), for walking an automaton character by character.
enum UTF8Lead {
    /// The length of the sequence a lead byte starts, or nil if it starts none.
    static func sequenceLength(_ lead: UInt8) -> Int? {
        switch lead {
        case 0x00...0x7F: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: nil
        }
    }

    /// The bits of the lead byte that belong to the scalar.
    static func payloadMask(_ length: Int) -> UInt32 {
        switch length {
        case 1: 0x7F
        case 2: 0x1F
        case 3: 0x0F
        default: 0x07
        }
    }

    /// The bytes allowed second: narrower after some leads, which excludes overlong forms,
    /// surrogates and scalars past U+10FFFF.
    static func secondByteRange(_ lead: UInt8) -> ClosedRange<UInt8> {
        switch lead {
        case 0xE0: 0xA0...0xBF
        case 0xED: 0x80...0x9F
        case 0xF0: 0x90...0xBF
        case 0xF4: 0x80...0x8F
        default: 0x80...0xBF
        }
    }
}

extension ExpectedCharacters {
    /// A character in single quotes for messages, with invisible ones spelled out and
    /// non-ASCII ones followed by their code points, so a Cyrillic `А` cannot pass for a
    /// Latin `A`: `'-'`, `' '`, `'\n'`, `U+0007`, `'А' (U+0410)`.
    public static func quoted(_ character: Character) -> String {
        switch character {
        case "\n": return #"'\n'"#
        case "\r": return #"'\r'"#
        case "\t": return #"'\t'"#
        default:
            let invisible = character.unicodeScalars.allSatisfy {
                $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
            }
            let codePoints = character.unicodeScalars.map { "U+" + hexadecimal($0.value, digits: 4) }.joined(separator: " ")
            if invisible { return codePoints }
            return character.isASCII ? "'\(character)'" : "'\(character)' (\(codePoints))"
        }
    }
}

/// Upper-case hexadecimal, zero-padded to `digits`.
func hexadecimal<T: BinaryInteger>(_ value: T, digits: Int = 2) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}
