import MaskCompiler
import MaskVM
import Testing

/// The defects of issue 11, one test each: what a person types is never corrupted, and
/// typing equals pasting.
@Suite("Editing fidelity")
struct EditingFidelityTests {
    static let phone = "+?7|8(DDD)DDD-?DD-?DD"

    // 1. Autocomplete appends whole literals only.

    @Test("autocomplete never appends part of a character", arguments: [
        (#"DD \€|\₽"#, "12", "12 "),
        (#"D€|₽"#, "1", "1"),
        (#"DЖ|Щ"#, "1", "1"),
        (#"D€"#, "1", "1€"),
    ])
    func autocompleteWholeLiterals(pattern: String, sample: String, text: String) throws {
        let program = try MaskCompiler.compile(pattern, symbols: ["€", "₽", "Ж", "Щ", " "])
        #expect(program.transform(sample).text == text)
        var editor = MaskedTextEditor(program: program)
        editor.insert(sample)
        #expect(editor.text == text)
        #expect(editor.value == sample)
        #expect(!editor.placeholder.contains("\u{FFFD}"))
        #expect(!editor.text.contains("\u{FFFD}"))
    }

    // 2. A paste never drops a digit from the middle to line up a literal.

    @Test("overflow is dropped at the end, never from the middle", arguments: [
        ("1-555-123-4567", "(155) 512-3456"),
        ("+1 555 123 4567", "(155) 512-3456"),
        ("555-123-4567", "(555) 123-4567"),
    ])
    func overflowAtTheEnd(sample: String, text: String) throws {
        let program = try MaskCompiler.compile("(DDD) DDD-DDDD", symbols: ["(", ")", " ", "-"])
        let result = program.transform(sample)
        #expect(result.text == text)
        var editor = MaskedTextEditor(program: program)
        editor.insert(sample)
        #expect(editor.text == text)
    }

    // 3. Typing equals pasting.

    @Test("typing 79123456789 one by one equals pasting it")
    func typingEqualsPasting() throws {
        let program = try MaskCompiler.compile("+7(DDD)DDD-DD-DD")
        var typed = MaskedTextEditor(program: program)
        for character in "79123456789" { typed.insert(String(character)) }
        var pasted = MaskedTextEditor(program: program)
        pasted.insert("79123456789")
        #expect(pasted.text == "+7(912)345-67-89")
        #expect(typed.text == pasted.text)
        #expect(typed.cursor == pasted.cursor)
        #expect(typed.value == pasted.value)
    }

    // 4. A mark that would join the character before it is rejected.

    @Test("a combining mark, variation selector or ZWJ is rejected and the text stays", arguments: ["\u{301}", "\u{FE0F}", "\u{200D}"])
    func joiningMarkRejected(mark: String) throws {
        let program = try MaskCompiler.compile("+7(DDD)DDD-DD-DD")
        var editor = MaskedTextEditor(program: program, text: "+7(91")
        #expect(editor.text == "+7(91")
        let change = editor.insert(mark)
        #expect(editor.text == "+7(91")
        #expect(editor.cursor == 5)
        #expect(change.rejected == [0])
        #expect(change.displaced == 0)
    }

    // 5. Symbols in the wrong place are noise, not a failure.

    @Test("a dash in the wrong place is dropped but the sample is legal")
    func misplacedSymbols() throws {
        let program = try MaskCompiler.compile(Self.phone)
        let result = program.transform("8-912-345-67-89")
        #expect(result.text == "8(912)345-67-89")
        #expect(result.isLegal)
        #expect(result.unplaced.isEmpty)
        #expect(result.dropped == [1, 5])
        #expect(result.isComplete)
        #expect(program.extract("8-912-345-67-89").result == .complete)
    }

    // 6. Complete only when no typed letter or digit was dropped.

    @Test("a text with dropped digits is not complete")
    func completeNeedsEveryDigit() throws {
        let program = try MaskCompiler.compile(Self.phone)
        let result = program.transform("+44 20 7946 0958")
        #expect(result.text == "+7(442)0794609")
        #expect(!result.isComplete)
        #expect(result.droppedLettersAndDigits == 2)
        let fits = program.transform("8 912 345 67 89")
        #expect(fits.isComplete && fits.droppedLettersAndDigits == 0)
    }

    // 8. The placeholder predicts typing.

    @Test("the placeholder shows what typing gives (optional literals kept only when typed)")
    func placeholderPredictsTyping() throws {
        let program = try MaskCompiler.compile(Self.phone)
        var editor = MaskedTextEditor(program: program, text: "7(912)345")
        #expect(editor.placeholder == "____")
        editor.insert("6")
        #expect(editor.text == "7(912)3456")
        #expect(program.placeholder == "7(___)_______")
    }

}
