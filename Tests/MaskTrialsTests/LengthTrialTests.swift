import MaskTrials
import Testing

@Suite("length")
struct LengthTrialTests {
    @Test("units count differently", arguments: [
        // text, characters, scalars, utf8, utf16
        ("", 0, 0, 0, 0),
        ("abc", 3, 3, 3, 3),
        ("é", 1, 1, 2, 1),
        ("e\u{301}", 1, 2, 3, 2),
        ("👍🏽", 1, 2, 8, 4),
        ("👨‍👩‍👧", 1, 5, 18, 8),
        ("\r\n", 1, 2, 2, 2),
        ("a\r\nb", 3, 4, 4, 4),
        ("日本語", 3, 3, 9, 3),
    ])
    func units(text: String, characters: Int, scalars: Int, utf8: Int, utf16: Int) {
        for (unit, count) in [(LengthUnit.characters, characters), (.unicodeScalars, scalars), (.utf8, utf8), (.utf16, utf16)] {
            #expect(Trial.length(.is, count, unit: unit).passes(text), "\(unit)")
            #expect(!Trial.length(.is, count + 1, unit: unit).passes(text), "\(unit)")
            #expect(Trial.length(.maximum, count, unit: unit).passes(text), "\(unit)")
            #expect(!Trial.length(.minimum, count + 1, unit: unit).passes(text), "\(unit)")
        }
    }

    @Test("partial ranges and empty ranges")
    func ranges() {
        #expect(Trial.length(.in, 3...).passes("abc"))
        #expect(!Trial.length(.in, 3...).passes("ab"))
        #expect(Trial.length(.in, ...3).passes(""))
        #expect(!Trial.length(.in, ...3).passes("abcd"))
        #expect(!Trial.length(.in, 2..<2).passes("ab"))
        #expect(!Trial.length(.in, 2..<2).passes(""))
        #expect(Trial.length(.in, 0..<1).passes(""))
        #expect(Trial.length(.in, Int.min...Int.max).passes("anything"))
        #expect(!Trial.length(.maximum, -1).passes(""))
        #expect(Trial.length(.minimum, -5).passes(""))
    }

    @Test("messages say which bound, with count and unit")
    func messages() {
        let short = Trial.length(.minimum, 4).evaluate("abc").messages
        #expect(short.map(\.key) == ["too_short"])
        #expect(short.first?.parameters["count"] == .integer(4))
        #expect(short.first?.text == "is too short (at least 4 characters)")

        let long = Trial.length(.in, 2...3, unit: .utf8).evaluate("abcd").messages
        #expect(long.first?.key == "too_long")
        #expect(long.first?.text == "is too long (at most 3 bytes)")

        let one = Trial.length(.maximum, 1).evaluate("ab").messages
        #expect(one.first?.text == "is too long (at most 1 character)")

        let exact = Trial.length(.is, 10).evaluate("56789").messages
        #expect(exact.first?.key == "wrong_length")
        #expect(exact.first?.text == "has the wrong length (exactly 10 characters)")
    }

    /// A translation that names `%{maximum}` must not print Int.max for a `.minimum` trial.
    @Test("messages carry only the parameters the trial has")
    func onlyUsedParameters() {
        let minimum = Trial.length(.minimum, 8).evaluate("abc").messages.first?.parameters ?? [:]
        #expect(minimum["maximum"] == nil)
        #expect(minimum["minimum"] == .integer(8))
        let maximum = Trial.length(.maximum, 2).evaluate("abc").messages.first?.parameters ?? [:]
        #expect(maximum["minimum"] == nil)
        #expect(maximum["maximum"] == .integer(2))
        let open = Trial.length(.in, 8..., unit: .characters).evaluate("abc").messages.first?.parameters ?? [:]
        #expect(open["maximum"] == nil)
        let range = Trial.length(.in, 2...3).evaluate("abcd").messages.first?.parameters ?? [:]
        #expect(range["minimum"] == .integer(2) && range["maximum"] == .integer(3))
        let exact = Trial.length(.is, 10).evaluate("abc").messages.first?.parameters ?? [:]
        #expect(Set(exact.keys) == ["count", "unit"])
    }

    @Test("a very long text: maximum stops counting early, and the verdicts are right")
    func longText() {
        let ascii = String(repeating: "a", count: 1_000_000)
        let emoji = String(repeating: "👍🏽", count: 100_000)
        #expect(!Trial.length(.maximum, 10).passes(ascii))
        #expect(Trial.length(.is, 1_000_000).passes(ascii))
        #expect(!Trial.length(.maximum, 10).passes(emoji))
        #expect(Trial.length(.minimum, 100_000).passes(emoji))
        #expect(Trial.length(.is, 800_000, unit: .utf8).passes(emoji))
        #expect(Trial.length(.is, 400_000, unit: .utf16).passes(emoji))
    }

    @Test("descriptions read like the call")
    func descriptions() {
        #expect(Trial.length(.minimum, 4).description == "length(minimum: 4)")
        #expect(Trial.length(.in, 2..<5).description == "length(in: 2...4)")
        #expect(Trial.length(.in, 8..., unit: .utf16).description == "length(in: 8..., unit: .utf16)")
    }
}

/// The Character count's fast path trusts a list of scalars to be one Character each,
/// whatever their neighbours: every one of them is checked here against the standard
/// library's grapheme breaking.
@Suite("length: single-scalar Characters")
struct SingleScalarCharacterTests {
    static let ranges: [ClosedRange<UInt32>] = [
        0x00...0x0C, 0x0E...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF,
    ]
    static let scalars = ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }

    @Test("side by side, each is one Character, and the trial counts as the standard library does")
    func sideBySide() {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: Self.scalars)
        let string = String(text)
        #expect(string.count == Self.scalars.count)
        #expect(Trial.length(.is, Self.scalars.count).passes(string))
        // Each also next to itself, after a letter, and before a line feed.
        for scalar in Self.scalars {
            var pair = String.UnicodeScalarView()
            pair.append(contentsOf: [scalar, scalar, "a", scalar, "\n"])
            #expect(String(pair).count == 5, "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test("texts that leave the fast path are counted by grapheme breaking", arguments: [
        ("Привет, мир!", 12), ("ё", 1), ("е\u{308}", 1), ("か\u{3099}", 1), ("日本語\r\n", 4),
        ("한국어", 3), ("\u{1100}\u{1161}\u{11A8}", 1), ("🇯🇵🇫🇷", 2), ("a\u{200D}b", 2), ("क्षि", 1),
    ])
    func slowPath(text: String, count: Int) {
        #expect(text.count == count)
        #expect(Trial.length(.is, count).passes(text))
        #expect(!Trial.length(.is, count + 1).passes(text))
    }
}
