import MaskCompiler
import MaskVM
import Testing

/// Transform and extract read the grown items like any other: sets, ranges and counts are
/// meaningful; an open count is read up to `Limits.openCountReadingSpan` past its minimum.
@Suite("Reading sets, ranges and counts")
struct GrownReadingTests {
    @Test("transform formats the grown masks", arguments: [
        ("UU-DD", "AB12", "AB-12"),
        ("<01-12>.<1900-2099>", "122024", "12.2024"),
        ("<0-255>.<0-255>.<0-255>.<0-255>", "192.168.1.1", "192.168.1.1"),
        ("[0-9A-F]{2}:[0-9A-F]{2}", "0A1B", "0A:1B"),
        ("D{4} D{4,7}", "12345678901", "1234 5678901"),
        ("[а-я]{2}-D", "аб5", "аб-5"),
        ("D{2,}", "1234567", "1234567"),
    ])
    func transform(pattern: String, input: String, expected: String) throws {
        #expect(try MaskCompiler.compile(pattern).transform(input).text == expected)
    }

    @Test("extract keeps the meaningful characters of sets and ranges")
    func extract() throws {
        #expect(try MaskCompiler.compile("[0-9A-F]{2}:[0-9A-F]{2}").extract("0A:1B").value == "0A1B")
        #expect(try MaskCompiler.compile("<01-31>.<01-12>").extract("31.12").value == "3112")
    }

    @Test("an open count matches any length but is read up to its span")
    func openCountSpan() throws {
        let long = String(repeating: "1", count: 30)
        let program = try MaskCompiler.compile("D{2,}")
        #expect(program.match(long) == .complete)
        #expect(try MaskCompiler.compile("D{2,}", limits: .init(openCountReadingSpan: 40)).transform(long).text == long)
        #expect(program.transform(long).text == String(repeating: "1", count: 18))
    }

    @Test("match judges the sample as given: case is not folded")
    func matchIsExact() throws {
        let program = try MaskCompiler.compile("UU")
        #expect(program.match("ab") == .illegal(at: 0))
        #expect(program.match("AB") == .complete)
    }
}
