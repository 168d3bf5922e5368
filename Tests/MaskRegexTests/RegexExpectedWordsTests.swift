import MaskRegex
import MaskVM
import Testing

/// A large class (`\d` is every numeric scalar, 235 ranges) must not make a message of
/// thousands of characters, and the shortened words must still say exactly what is accepted.
@Suite("expected characters of a large class are summed up, and the sum is exact")
struct RegexExpectedWordsTests {
    @Test("past six non-ASCII items, three are listed and the rest counted from the automaton", arguments: [
        #"\d{3}"#, #"[\d_]"#, #"[αγεηιλνοσ]x"#, #"[а-яёіїєґў]+"#,
    ])
    func summed(pattern: String) throws {
        let program = try RegexCompiler.compile(pattern)
        let dfa = program.matcher
        let expected = dfa.expectedCharacters(at: dfa.startState)
        let nonASCII = expected.items.filter(\.isNonASCIIRun)
        try #require(nonASCII.count > ExpectedCharacters.listedNonASCIILimit)
        let listed = nonASCII.prefix(3).flatMap(\.scalars)
        // Independent count: every non-ASCII scalar the automaton takes from its start state.
        var accepted: [UInt32] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if dfa.state(after: Array(String(scalar).utf8), from: dfa.startState) != 0 { accepted.append(value) }
        }
        let rest = accepted.filter { !listed.contains($0) }
        let count = grouped(rest.count)
        let sum = "one of \(count) other non-ASCII characters between U+\(hex(rest.first!)) and U+\(hex(rest.last!))"
        #expect(expected.description.contains(sum))
        #expect(expected.description.count < 400)
        for item in nonASCII.prefix(3) { #expect(expected.description.contains(item.words)) }
    }

    @Test("six non-ASCII items or fewer are all listed")
    func listed() throws {
        let program = try RegexCompiler.compile("[αγεηιλ]")
        let expected = program.matcher.expectedCharacters(at: program.matcher.startState)
        #expect(expected.description == expected.items.map(\.words).dropLast().joined(separator: ", ") + " or " + expected.items.last!.words)
        #expect(!expected.description.contains("other non-ASCII"))
        #expect(program.matchDetails("x").description.hasPrefix("illegal: expected 'α' (U+03B1), 'γ' (U+03B3)"))
    }

    /// `2010` as `2,010`.
    private func grouped(_ value: Int) -> String {
        var text = String(value)
        var index = text.count - 3
        while index > 0 {
            text.insert(",", at: text.index(text.startIndex, offsetBy: index))
            index -= 3
        }
        return text
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension ExpectedCharacters.Item {
    fileprivate var isNonASCIIRun: Bool { !scalars.isEmpty && scalars.allSatisfy { $0 >= 0x80 } }

    fileprivate var scalars: [UInt32] {
        switch self {
        case .character(let character): character.unicodeScalars.map(\.value)
        case .range(let first, let last): Array(first.value...last.value)
        default: []
        }
    }
}
