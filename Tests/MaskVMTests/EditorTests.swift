import MaskCompiler
import MaskVM
import Testing

/// Each behaviour the issue lists for the editor, one test each, on the phone mask.
@Suite("Masked text editor")
struct EditorTests {
    static let phone = try! MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")
    static let plusSeven = try! MaskCompiler.compile("+7(DDD)DDD-DD-DD")

    /// Types `keys` one at a time at the cursor, as a keyboard does.
    private func typed(_ keys: String, into program: MaskProgram = phone) -> MaskedTextEditor {
        var editor = MaskedTextEditor(program: program)
        for key in keys { editor.replace(range: editor.cursor..<editor.cursor, with: String(key)) }
        return editor
    }

    @Test("typing digit by digit formats eagerly, cursor after the last digit and the literals after it")
    func typingDigitByDigit() {
        var editor = MaskedTextEditor(program: Self.phone)
        var seen: [(String, Int)] = []
        for digit in "1234567890" {
            editor.replace(range: editor.cursor..<editor.cursor, with: String(digit))
            seen.append((editor.text, editor.cursor))
        }
        #expect(seen[0] == ("7(1", 3))
        #expect(seen[2] == ("7(123)", 6))
        #expect(seen[5] == ("7(123)456-", 10))
        #expect(seen[9] == ("7(123)456-78-90", 15))
        #expect(editor.isComplete)
        #expect(editor.value == "1234567890")
    }

    @Test("backspace over a literal deletes the meaningful character before it; the cursor moves left")
    func backspaceOverLiteral() {
        var editor = typed("123")
        #expect(editor.text == "7(123)")
        editor.replace(range: 5..<6, with: "")
        #expect(editor.text == "7(12")
        #expect(editor.cursor == 4)
        // Again and again until empty: never stuck.
        var texts: [String] = []
        while !editor.text.isEmpty, texts.count < 10 {
            editor.deleteBackward()
            texts.append(editor.text)
        }
        // The literals the editor added go with the last digit that called for them.
        #expect(texts == ["7(1", ""])
        #expect(editor.cursor == 0)
    }

    @Test("backspace over literals with no meaningful character before clears them")
    func backspaceOverPrefix() {
        var editor = typed("+", into: Self.plusSeven)
        #expect(editor.text == "+7(")
        editor.deleteBackward()
        #expect(editor.text == "")
        #expect(editor.cursor == 0)
    }

    @Test("deleting in the middle shifts the following digits and reformats them; cursor stays at the edit")
    func deleteInMiddle() {
        var editor = MaskedTextEditor(program: Self.phone, text: "7(123)456-78-90")
        editor.replace(range: 3..<4, with: "")
        #expect(editor.text == "7(134)567-89-0")
        #expect(editor.cursor == 3)
        #expect(editor.value == "134567890")
    }

    @Test("inserting in the middle shifts the following digits; cursor right after the insertion")
    func insertInMiddle() {
        var editor = MaskedTextEditor(program: Self.phone, text: "7(134)567-89-0")
        let change = editor.replace(range: 3..<3, with: "2")
        #expect(editor.text == "7(123)456-78-90")
        #expect(editor.cursor == 4)
        #expect(change.displaced == 0)
        // A full number pushes its last digit out, and says so.
        let full = editor.replace(range: 2..<2, with: "9")
        #expect(editor.text == "7(912)345-67-89")
        #expect(full.displaced == 1)
        #expect(editor.cursor == 3)
        // The pushed-out 0 was typed: the whole text is no longer the person's number.
        #expect(!editor.isComplete)
    }

    @Test("pasting formatted, raw, spaced or prefixed text gives the same result", arguments: [
        "+7(912)345-67-89", "9123456789", "+7 912 345 67 89", "+7 (912) 345-67-89", "+79123456789",
    ])
    func pasteForms(pasted: String) {
        var editor = MaskedTextEditor(program: Self.plusSeven)
        editor.replace(range: 0..<0, with: pasted)
        #expect(editor.text == "+7(912)345-67-89")
        #expect(editor.cursor == 16)
        #expect(editor.isComplete)
    }

    @Test("selecting everything and typing replaces it")
    func replaceAll() {
        var editor = MaskedTextEditor(program: Self.phone, text: "7(123)456-78-90")
        editor.replace(range: 0..<editor.utf16Count, with: "5")
        #expect(editor.text == "7(5")
        #expect(editor.cursor == 3)
    }

    @Test("replacing with the same text is a no-op", arguments: [0..<15, 2..<5, 1..<3, 5..<6, 9..<13, 14..<15])
    func sameText(range: Range<Int>) {
        var editor = MaskedTextEditor(program: Self.phone, text: "7(123)456-78-90")
        let before = editor.text
        let slice = String(Array(before)[range])
        let change = editor.replace(range: range, with: slice)
        #expect(editor.text == before)
        #expect(!change.textChanged)
    }

    @Test("a literal prefix never swallows a typed digit that the mask needs as data")
    func prefixDoesNotSwallow() {
        var editor = MaskedTextEditor(program: Self.plusSeven)
        editor.replace(range: 0..<0, with: "7912345678")
        #expect(editor.text == "+7(791)234-56-78")
        // Typed: a digit a class can take is data, not the literal 7 of the prefix.
        #expect(typed("7", into: Self.plusSeven).text == "+7(7")
        #expect(typed("9", into: Self.plusSeven).text == "+7(9")
        #expect(typed("+7", into: Self.plusSeven).text == "+7(")
        // Pasted with the prefix repeated, the 7 is the prefix: reading it as data would drop a digit.
        editor.replace(range: 0..<editor.utf16Count, with: "79123456789")
        #expect(editor.text == "+7(912)345-67-89")
    }

    @Test("ranges out of bounds or reversed are clamped; splitting a Character widens it")
    func clamping() {
        var editor = MaskedTextEditor(program: Self.phone, text: "7(123)")
        editor.replace(range: 40..<90, with: "4")
        #expect(editor.text == "7(123)4")
        editor.replace(location: 7, length: -1, with: "")
        #expect(editor.text == "7(123)")
        editor.replace(location: -5, length: 2, with: "")
        #expect(editor.text == "7(123)")
        let money = try! MaskCompiler.compile(#"\€DDD"#)
        var euro = MaskedTextEditor(program: money, text: "€12")
        #expect(euro.text == "€12")
        #expect(euro.cursor == 3)
        euro.replace(range: 0..<0, with: "👍")   // dropped, reported
        #expect(euro.text == "€12")
    }

    @Test("text that already follows the mask keeps its reading: deleting never re-reads the literals")
    func stableReading() throws {
        let program = try MaskCompiler.compile("1DD- ")
        var editor = MaskedTextEditor(program: program)
        editor.insert("0")
        #expect(editor.text == "10")
        editor.insert("5")
        #expect(editor.text == "105- ")
        editor.replace(range: 2..<3, with: "")
        #expect(editor.text == "10")
        #expect(editor.value == "0")
    }

    @Test("text that cannot fit is dropped and the edit reports it")
    func rejected() {
        var editor = MaskedTextEditor(program: Self.phone)
        let change = editor.replace(range: 0..<0, with: "1a2b3")
        #expect(editor.text == "7(123)")
        #expect(change.rejected == [1, 3])
    }

    @Test("the placeholder renders the rest of the mask")
    func placeholder() {
        var editor = MaskedTextEditor(program: Self.phone)
        // The optional `+` is kept only when typed, so it is not promised.
        #expect(editor.placeholder == "7(___)___-__-__")
        editor.insert("12")
        #expect(editor.text + editor.placeholder == "7(12_)___-__-__")
        editor.insert("34567890")
        #expect(editor.placeholder == "")
    }
}
