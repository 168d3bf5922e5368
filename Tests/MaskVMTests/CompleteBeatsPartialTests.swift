import MaskCompiler
import MaskVM
import Testing

/// Rule 3 of docs/editing.md's values section: of the readings that keep the same typed
/// letters and digits, a complete one is taken, in transform, extract and the editor.
@Suite("Complete beats partial")
struct CompleteBeatsPartialTests {
    @Test("a complete reading of the same letters and digits is taken", arguments: [
        ("D{1,3}-DD", "1234", "12-34"),
        ("D{2,4} D{4}", "123456", "12 3456"),
        ("D{1,3}-DD", "12-34", "12-34"),
        ("D{1,2}.D{1,2}.DDDD", "1122024", "11.2.2024"),
    ])
    func complete(pattern: String, input: String, expected: String) throws {
        try expectCompleteReading(pattern, input, expected)
    }

    @Test("without a complete reading the fast reading stands", arguments: [
        ("D{1,3}-DD", "12", "12"),
        // Input that follows the mask as it stands is kept: `1-23` would be complete too.
        ("D{1,3}-DD", "123", "123-"),
        ("D{1,3}-DD", "12345", "123-45"),
        ("D{1,3}-DD", "123456", "123-45"),
        ("D{2,4} D{4}", "12345", "1234 5"),
    ])
    func partial(pattern: String, input: String, expected: String) throws {
        #expect(try MaskCompiler.compile(pattern).transform(input).text == expected)
    }

    @Test("typing re-reads when a key makes the text complete, as pasting does")
    func typingEqualsPasting() throws {
        let program = try MaskCompiler.compile("D{1,3}-DD")
        var typed = MaskedTextEditor(program: program)
        var shown: [String] = []
        for key in "1234" {
            typed.insert(String(key))
            shown.append(typed.text)
        }
        #expect(shown == ["1", "12", "123-", "12-34"])
        var pasted = MaskedTextEditor(program: program)
        pasted.insert("1234")
        #expect(typed.text == pasted.text)
        #expect(typed.cursor == pasted.cursor)
        #expect(typed.value == "1234")
        #expect(typed.isComplete)
    }
}
