import MaskAnalysis
import MaskCompiler
import MaskLexer
import MaskVM
import TestSupport
import Testing

/// Issue 12: on random masks of the grown language, what `why` names as expected after the
/// viable part of a sample is exactly what the compiled program accepts there.
@Suite("Why names only what can follow")
struct WhyPropertyTests {
    /// Atoms that put number ranges and sets under `?`, `|` and counts.
    static let atoms = ["D", "X", "U", "A", "-", ".", "7", "<01-12>", "<1-12>", "<0-255>", "<5-5>", "<7-120>", "<0-0>",
                        "<09-10>", "[A-F]", "[0-5]", "[а-я]", "[^0-9]", #"\a"#]
    static let counts = ["{0}", "{1}", "{2}", "{0,2}", "{1,3}", "{2,}", "{0,}"]
    /// Characters tried after each prefix: printable ASCII and a few others, none combining.
    static let candidates: [Character] = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) } + ["а", "я", "ж", "é", "€", "😀"]

    /// A random mask of up to five items, each an atom with up to two postfixes.
    static func randomPattern(_ generator: inout SeededGenerator) -> String {
        func atom() -> String { atoms[Int.random(in: 0..<atoms.count, using: &generator)] }
        var pattern = ""
        for _ in 0..<Int.random(in: 1...5, using: &generator) {
            pattern += atom()
            var last = ""
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where last != "?": last = "?"
                case 1 where last != "count": last = "count"; pattern += counts[Int.random(in: 0..<counts.count, using: &generator)]
                default: last = "|"; pattern += "|" + atom()
                }
                if last == "?" { pattern += "?" }
            }
        }
        return pattern
    }

    /// Samples: members of the mask cut short, with a random candidate character after the cut.
    static func samples(for program: MaskProgram, _ generator: inout SeededGenerator) -> [String] {
        guard let sampler = try? TextSampler(program.matcher, maximumLength: 24) else { return [] }
        let members = sampler.random(6, seed: generator.next())
        return members.map { bytes in
            let member = Array(String(decoding: bytes, as: UTF8.self))
            let cut = Int.random(in: 0...member.count, using: &generator)
            let tail = Bool.random(using: &generator) ? String(candidates[Int.random(in: 0..<candidates.count, using: &generator)]) : ""
            return String(member[..<cut]) + tail
        }
    }

    @Test("every named item can follow the prefix, and everything that can follow is named")
    func namesWhatCanFollow() throws {
        var generator = SeededGenerator(seed: 12)
        var checked = 0
        var namedRanges = 0
        for _ in 0..<250 {
            let pattern = Self.randomPattern(&generator)
            guard let program = try? MaskCompiler.compile(pattern) else { continue }
            let ast = try MaskParser.parse(pattern)
            for sample in Self.samples(for: program, &generator) {
                let details = program.matchDetails(sample)
                guard details.result != .complete else { continue }
                let prefix = String(sample.prefix(details.offset))
                let expectation = try #require(NumberExpectation.expectation(after: Substring(prefix), in: ast),
                                               "\(pattern) after \(prefix.debugDescription)")
                checked += 1
                namedRanges += expectation.numbers.count
                let context: Comment = "\(pattern) after \(prefix.debugDescription): \(expectation)"
                // Each digit a named range takes next extends the prefix.
                for number in expectation.numbers {
                    #expect(!number.nextDigits.isEmpty, context)
                    for digit in number.nextDigits { #expect(Self.extends(program, prefix, digit), context) }
                }
                // And so does each character the other items are named by, and nothing else.
                for candidate in Self.candidates {
                    let named = Self.names(expectation, candidate)
                    guard named != nil || !expectation.others.items.contains(.otherCharacters) else { continue }
                    #expect((named ?? false) == Self.extends(program, prefix, candidate), "\(context): \(candidate.debugDescription)")
                }
                #expect(expectation.others.allowsEnd == (program.match(prefix) == .complete), context)
                // The line names the ranges exactly when there are some.
                let line = NumberExpectation.description(of: details, text: sample, in: program)
                #expect(line.contains("a number from") == !expectation.numbers.isEmpty, "\(context): \(line)")
            }
        }
        #expect(checked > 500)
        #expect(namedRanges > 200, "the masks put ranges where the text stops")
    }

    /// Whether `prefix` followed by `character` can still become a complete text.
    static func extends(_ program: MaskProgram, _ prefix: String, _ character: Character) -> Bool {
        switch program.match(prefix + String(character)) {
        case .complete, .partial: true
        case .illegal: false
        }
    }

    /// Whether the expectation names `character`; nil when only "another non-ASCII
    /// character" could cover it.
    static func names(_ expectation: ItemExpectation, _ character: Character) -> Bool? {
        if expectation.numbers.contains(where: { $0.nextDigits.contains(character) }) { return true }
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        let value = scalar.value
        for item in expectation.others.items {
            switch item {
            case .digit: if (0x30...0x39).contains(value) { return true }
            case .latinLetter: if (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) { return true }
            case .upperCaseLatinLetter: if (0x41...0x5A).contains(value) { return true }
            case .lowerCaseLatinLetter: if (0x61...0x7A).contains(value) { return true }
            case .character(let listed): if listed == character { return true }
            case .range(let first, let last): if (first.value...last.value).contains(value) { return true }
            case .byte, .otherCharacters: break
            }
        }
        return character.isASCII ? false : nil
    }
}
