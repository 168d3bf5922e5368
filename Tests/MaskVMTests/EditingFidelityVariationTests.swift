import MaskCompiler
import MaskVM
import Testing

/// Issue 11's defects on cases beside the issue's own examples (an outside audit): other
/// literals sharing their first UTF-8 bytes, other phone layouts, other marks that join the
/// character before them, other places a mark lands.
@Suite("Editing fidelity, variations")
struct EditingFidelityVariationTests {
    static let symbols = SymbolSet(Array("€₽£ЖЩЪéè👍👎 -()"))

    // 1. Whole literals only: alternatives that share two or three leading bytes, four-byte
    // emoji, a shared literal ahead of the fork, and the same fork inside a set of masks.

    @Test("autocomplete appends whole literals, or nothing, at any shared byte depth", arguments: [
        ("DЖ|Щ|Ъ", "1", "1"),          // D0 96 / D0 A9 / D0 AA
        ("Dé|è", "1", "1"),            // C3 A9 / C3 A8
        ("D👍|👎", "1", "1"),           // F0 9F 91 8D / F0 9F 91 8E: three shared bytes
        ("D€₽|£", "1", "1€"),          // € is the only way on, then a fork
        ("D€|₽D", "12", "1€2"),         // a digit past the fork takes the first alternative
        ("DD \\€|\\₽", "12", "12 "),
    ])
    func wholeLiterals(pattern: String, sample: String, text: String) throws {
        let program = try MaskCompiler.compile(pattern, symbols: Self.symbols)
        let transformed = program.transform(sample)
        #expect(transformed.text == text)
        #expect(Array(transformed.text.utf8) == Array(String(decoding: Array(transformed.text.utf8), as: UTF8.self).utf8))
        var editor = MaskedTextEditor(program: program)
        for key in sample { editor.insert(String(key)) }
        #expect(editor.text == text)
        #expect(!editor.text.contains("\u{FFFD}") && !editor.placeholder.contains("\u{FFFD}"))
        #expect(editor.value == sample.filter(\.isNumber))
        // Backspace and type again: still whole literals.
        editor.deleteBackward()
        editor.insert(String(sample.last!))
        #expect(!editor.text.contains("\u{FFFD}") && !editor.placeholder.contains("\u{FFFD}"))
    }

    /// In a set, the mask chosen for `1` is the first that takes it (`D€D`), and there `€` is
    /// the only way on: a whole literal. Typing on re-chooses the mask where a later key asks
    /// for the other, as pasting does.
    @Test("a set whose masks fork on literals sharing a first byte appends only whole literals")
    func setForkOnSharedByte() throws {
        let set = try MaskCompiler.compile([
            MaskDefinition("D€D", symbols: Self.symbols), MaskDefinition("D₽DD", symbols: Self.symbols),
        ])
        var editor = MaskedTextEditor(program: set)
        editor.insert("1")
        #expect(editor.text == "1€")
        #expect(!editor.placeholder.contains("\u{FFFD}"))
        for key in "23" { editor.insert(String(key)) }
        #expect(editor.text == set.transform("123").text)
        #expect(editor.text == "1₽23")
        #expect(editor.value == "123")
    }

    // 2. Overflow at the end, never from the middle, on other layouts.

    @Test("letters and digits keep their order and the overflow goes at the end", arguments: [
        ("(DDD) DDD-DDDD", "1 (555) 123-4567", "(155) 512-3456"),
        ("(DDD) DDD-DDDD", "1.555.123.4567", "(155) 512-3456"),
        ("DDDD DDDD DDDD DDDD", "4111-1111-1111-1111-9", "4111 1111 1111 1111"),
        ("+44 DDDD DDDDDD", "+44 (0) 7911 123456", "+44 0791 112345"),
        ("DD.DD.DDDD", "1.2.2024", "12.20.24"),
    ])
    func overflowAtTheEnd(pattern: String, sample: String, text: String) throws {
        let program = try MaskCompiler.compile(pattern)
        #expect(program.transform(sample).text == text)
        var editor = MaskedTextEditor(program: program)
        editor.insert(sample)
        #expect(editor.text == text)
    }

    // 3. Typing equals pasting, on other countries' layouts and leading literals.

    @Test("typing key by key equals pasting: text, cursor and value", arguments: [
        ("+7(DDD)DDD-DD-DD", "+79123456789"),
        ("+7(DDD)DDD-DD-DD", "89123456789"),
        ("+1 (DDD) DDD-DDDD", "15551234567"),
        ("+44 DDDD DDDDDD", "447911123456"),
        ("+?7|8(DDD)DDD-?DD-?DD", "79123456789"),
        ("+?7|8(DDD)DDD-?DD-?DD", "8-912-345-67-89"),
        ("+49 DDD DDDDDDD", "4930123456"),
    ])
    func typingEqualsPasting(pattern: String, sample: String) throws {
        let program = try MaskCompiler.compile(pattern)
        var typed = MaskedTextEditor(program: program)
        for key in sample { typed.insert(String(key)) }
        var pasted = MaskedTextEditor(program: program)
        pasted.insert(sample)
        #expect(typed.text == pasted.text)
        #expect(typed.cursor == pasted.cursor)
        #expect(typed.value == pasted.value)
        #expect(pasted.text == program.transform(sample).text)
    }

    /// The example read at every length: a leading 7 is data while the digits fit
    /// after it (`7912` gives `+7(791)2`), and becomes the literal once they would not (the
    /// eleventh digit re-reads the text); typing equals pasting at every step.
    @Test("typing equals pasting at every prefix of 79123456789")
    func everyPrefix() throws {
        let program = try MaskCompiler.compile("+7(DDD)DDD-DD-DD")
        let sample = Array("79123456789")
        var typed = MaskedTextEditor(program: program)
        for length in 1...sample.count {
            typed.insert(String(sample[length - 1]))
            var pasted = MaskedTextEditor(program: program)
            pasted.insert(String(sample[..<length]))
            #expect(typed.text == pasted.text)
            #expect(typed.cursor == pasted.cursor)
            #expect(typed.value == pasted.value)
        }
        #expect(program.transform("7912").text == "+7(791)2")
        #expect(typed.text == "+7(912)345-67-89")
    }

    // 4. Characters that join the one before them: other combining marks, an emoji modifier,
    // a keycap, ZWJ, at the end and in the middle, alone or with a digit after them.

    @Test("a joining character at the end is rejected and the text stays", arguments: [
        "\u{308}", "\u{20E3}", "\u{1F3FB}", "\u{FE0E}", "\u{200D}", "\u{200D}👍", "\u{301}\u{302}",
    ])
    func joiningAtTheEnd(mark: String) throws {
        let program = try MaskCompiler.compile("+7(DDD)DDD-DD-DD")
        var editor = MaskedTextEditor(program: program, text: "+7(91")
        let change = editor.insert(mark)
        #expect(editor.text == "+7(91")
        #expect(editor.cursor == 5)
        #expect(editor.value == "91")
        #expect(change.displaced == 0)
        #expect(!change.rejected.isEmpty)
    }

    @Test("a joining mark typed between two digits is rejected and both digits stay")
    func joiningInTheMiddle() throws {
        let program = try MaskCompiler.compile("+7(DDD)DDD-DD-DD")
        var editor = MaskedTextEditor(program: program, text: "+7(912")
        #expect(editor.text == "+7(912)")
        editor.moveCursor(to: 4)
        let change = editor.insert("\u{301}")
        #expect(editor.text == "+7(912)")
        #expect(change.rejected == [0])
        #expect(change.displaced == 0)
        #expect(editor.value == "912")
    }

    @Test("a joining mark before a digit in one paste drops the mark and keeps the digit")
    func joiningThenDigit() throws {
        let program = try MaskCompiler.compile("+7(DDD)DDD-DD-DD")
        var editor = MaskedTextEditor(program: program, text: "+7(91")
        editor.insert("\u{301}5")
        #expect(editor.text == "+7(915)")
        #expect(editor.value == "915")
    }

    @Test("a mark after a letter the mask takes is rejected too; the letter stays")
    func joiningAfterLetter() throws {
        let program = try MaskCompiler.compile("UUU-DD")
        var editor = MaskedTextEditor(program: program, text: "AB")
        editor.insert("\u{301}")
        #expect(editor.text == "AB")
        editor.insert("C")
        #expect(editor.text == "ABC-")
    }

    // 5. and 6. Symbols as noise; complete needs every letter and digit.

    @Test("formatting in the wrong places is noise, and complete needs every digit", arguments: [
        ("+?7|8(DDD)DDD-?DD-?DD", "8 (912) 345 67 89", "8(912)3456789", true),
        ("+?7|8(DDD)DDD-?DD-?DD", "+7.912.345.67.89", "+7(912)3456789", true),
        ("+?7|8(DDD)DDD-?DD-?DD", "8/912/345/67/89/0", "8(912)3456789", false),
        ("DD.DD.DDDD", "31-12-2024", "31.12.2024", true),
        ("(DDD) DDD-DDDD", "555)123(4567", "(555) 123-4567", true),
    ])
    func noiseAndComplete(pattern: String, sample: String, text: String, complete: Bool) throws {
        let program = try MaskCompiler.compile(pattern)
        let result = program.transform(sample)
        #expect(result.text == text)
        #expect(result.isComplete == complete)
        #expect(result.isLegal == complete)
        #expect(result.droppedLettersAndDigits == (complete ? 0 : 1))
        var bytes: [UInt8] = []
        let verdict = Array(sample.utf8).withUnsafeBufferPointer { program.transform(utf8: $0, into: &bytes) }
        #expect(verdict.isComplete == complete)
        #expect(verdict.droppedLettersAndDigits == result.droppedLettersAndDigits)
    }
}

/// Claims in docs/editing.md's Swift snippets that the doc-examples test's parser does not
/// reach (a typing sequence, the placeholder under each policy): run here as written.
@Suite("docs/editing.md snippets beyond one paste")
struct EditingDocClaimTests {
    @Test("typing A, a, 7 with XU|)XD|/ re-reads the text as pasting Aa7 reads it")
    func reReading() throws {
        let mask = try MaskCompiler.compile("XU|)XD|/")
        var editor = MaskedTextEditor(program: mask)
        editor.insert("A")
        editor.insert("a")
        #expect(editor.text == "AA")
        editor.insert("7")
        #expect(editor.text == "A)a7")
        #expect(mask.transform("Aa7").text == "A)a7")
    }

    @Test("the placeholder under each optional-literal policy")
    func placeholders() throws {
        let dashes = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        #expect(dashes.transform("7(123)456-7890").text == "7(123)456-7890")
        #expect(dashes.placeholder(optionalLiterals: .keptWhenTyped) == "7(___)_______")
        #expect(dashes.placeholder(optionalLiterals: .insertedWhenPassed) == "7(___)___-__-__")
    }
}

