import MaskCompiler
import MaskVM
import Testing

/// Issue 12: typing is normalized (Unicode decimal digits as ASCII, a letter in the case the
/// mask takes) by transform, extract and the editor, judged where each character lands;
/// match judges the text as it is.
@Suite("Typing normalization")
struct TypingNormalizationTests {
    static let phone = "+7(DDD)DDD-DD-DD"

    @Test("a Unicode decimal digit where the mask expects a digit is read as its ASCII digit", arguments: [
        // Arabic-Indic, Persian, Devanagari, full-width, Bengali.
        ("DDDD", "١٢٣٤", "1234"),
        ("DDDD", "۱۲۳۴", "1234"),
        ("DDDD", "१२३४", "1234"),
        ("DDDD", "１２３４", "1234"),
        ("DDDD", "১২৩৪", "1234"),
        ("DD-DD", "12٣4", "12-34"),
        // A range, a literal digit, a set holding the digit.
        ("<01-12>", "٠٩", "09"),
        ("7D", "٧٥", "75"),
        ("[0-3]D", "٣٣", "33"),
        (phone, "٩١٢٣٤٥٦٧٨٩٠", "+7(912)345-67-89"),
        (phone, "９１２３４５６７８９０", "+7(912)345-67-89"),
    ])
    func digits(pattern: String, typed: String, expected: String) throws {
        let program = try MaskCompiler.compile(pattern)
        #expect(program.transform(typed).text == expected)
    }

    @Test("a letter that fits only in its other case is read in that case", arguments: [
        ("UU-DD", "ab12", "AB-12"),
        ("[A-F]{2}", "af", "AF"),
        ("[А-Я]{2}", "аб", "АБ"),
        ("LL", "AB", "ab"),
        ("[a-f]D", "C3", "c3"),
        ("[α-ω]{2}", "ΑΒ", "αβ"),
        ("UU", "AB", "AB"),
    ])
    func letters(pattern: String, typed: String, expected: String) throws {
        #expect(try MaskCompiler.compile(pattern).transform(typed).text == expected)
    }

    /// Per position: a character is read as typed where that fits, else in its other form
    /// where that fits, at the place it lands; a mask that reads both forms somewhere still
    /// normalizes where only one fits.
    @Test("the choice is made where each character lands", arguments: [
        ("UL", "ab", "Ab"),
        ("LU", "AB", "aB"),
        ("[a-f]U", "AA", "aA"),
        ("UL", "AB", "Ab"),
        ("[A-Fa-f]L", "AA", "Aa"),
        // The first place takes the Arabic-Indic digit as written; the `D` reads it as `3`.
        ("[٠-٩]D", "٣٣", "٣3"),
        ("[٠-٩]D", "٣3", "٣3"),
        // Persian digits: the `D` reads `۳` as `3`, the set takes `۳` as written.
        ("D[۰-۹]", "۳۳", "3۳"),
        ("D[۰-۹]", "3۳", "3۳"),
        ("UU-LL", "aBcD", "AB-cd"),
        ("D[А-Я][а-я]", "١бБ", "1Бб"),
    ])
    func perPosition(pattern: String, typed: String, expected: String) throws {
        let program = try MaskCompiler.compile(pattern)
        let result = program.transform(typed)
        #expect(result.text == expected)
        #expect(result.isComplete)
        #expect(result.dropped.isEmpty)
        #expect(program.extract(typed).value == program.extract(expected).value)
        #expect(program.match(expected) == .complete)
    }

    @Test("an ASCII digit has no other form: a set of Persian digits does not take it")
    func asciiDigitStaysASCII() throws {
        let program = try MaskCompiler.compile("D[۰-۹]")
        let result = program.transform("33")
        #expect(result.text == "3")
        #expect(result.unplaced == [1])
        #expect(!result.isComplete)
        #expect(program.extract("33") == Extracted(value: "3", result: .illegal(at: 1)))
    }

    @Test("match judges the sample as given, per position too")
    func matchPerPosition() throws {
        let program = try MaskCompiler.compile("UL")
        #expect(program.match("ab") == .illegal(at: 0))
        #expect(program.match("AB") == .illegal(at: 1))
        #expect(program.match("Ab") == .complete)
        #expect(try MaskCompiler.compile("[٠-٩]D").match("٣٣") == .illegal(at: 1))
    }

    @Test("typing character by character equals pasting, per position", arguments: [
        ("UL", "ab"), ("LU", "AB"), ("[a-f]U", "AA"), ("[٠-٩]D", "٣٣"), ("D[۰-۹]", "۳۳"), ("D[۰-۹]", "33"),
        ("UU-LL", "aBcD"), ("+7(DDD)DDD-DD-DD", "٩١٢٣٤٥٦٧٨٩"),
        // A letter first read in its other case (`a` as `A` for the `U`) is read again as typed
        // when a later key moves it (to the `X` after `)`): the editor keeps what was typed.
        ("XU|)XD|/", "Aa7"), ("XU|)XD|/", "A٣a7"),
    ])
    func editorTypingEqualsPasting(pattern: String, typed: String) throws {
        let program = try MaskCompiler.compile(pattern)
        var pasted = MaskedTextEditor(program: program)
        pasted.insert(typed)
        var keyed = MaskedTextEditor(program: program)
        for character in typed { keyed.insert(String(character)) }
        #expect(keyed.text == pasted.text)
        #expect(keyed.cursor == pasted.cursor)
        #expect(keyed.value == pasted.value)
        #expect(pasted.text == program.transform(typed).text)
        if case .illegal = program.match(pasted.text) { Issue.record("[\(pattern)] [\(pasted.text)] is illegal") }
    }

    @Test("the editor reads a moved character again as it was typed")
    func editorKeepsTypedForm() throws {
        let program = try MaskCompiler.compile("XU|)XD|/")
        var editor = MaskedTextEditor(program: program)
        editor.insert("A")
        editor.insert("a")
        // `a` stands where only `A` fits.
        #expect(editor.text == "AA")
        editor.insert("7")
        // Now it moves to an `X`, which takes it as typed.
        #expect(editor.text == "A)a7")
        #expect(editor.isComplete)
        // Deleting the `7` moves it back.
        editor.deleteBackward()
        #expect(editor.text == "AA")
    }

    @Test("a mask set normalizes per position in each mask", arguments: [
        (["UL", "DD"], "ab", "Ab", 0),
        (["DD", "UL"], "ab", "Ab", 1),
        (["LU", "[a-f]U"], "AB", "aB", 0),
        (["[٠-٩]D", "UU"], "٣٣", "٣3", 0),
        (["UU", "D[۰-۹]"], "۳۳", "3۳", 1),
    ])
    func maskSet(patterns: [String], typed: String, expected: String, mask: Int) throws {
        let set = try MaskCompiler.compile(patterns)
        let result = set.transform(typed)
        #expect(result.text == expected)
        #expect(result.mask == mask)
        #expect(result.isComplete)
        var keyed = MaskedTextEditor(program: set)
        for character in typed { keyed.insert(String(character)) }
        #expect(keyed.text == expected)
        #expect(keyed.mask == mask)
        #expect(set.extract(typed).value == set.extract(expected).value)
    }

    @Test("a character the mask reads as it is stays as it is")
    func readAsItIs() throws {
        // The set holds the Arabic-Indic digit itself: it is not made ASCII.
        #expect(try MaskCompiler.compile("[٠-٩]{2}").transform("٣٤").text == "٣٤")
        // `X` and `A` take both cases: nothing folds.
        #expect(try MaskCompiler.compile("AA").transform("aB").text == "aB")
        // No case of a digit, no digit of a letter.
        #expect(try MaskCompiler.compile("UU").transform("12").text == "")
    }

    @Test("match judges the sample as given: it does not normalize")
    func matchDoesNotNormalize() throws {
        let upper = try MaskCompiler.compile("UU")
        #expect(upper.match("ab") == .illegal(at: 0))
        #expect(upper.transform("ab").text == "AB")
        let digits = try MaskCompiler.compile("DD")
        #expect(digits.match("١٢") == .illegal(at: 0))
        #expect(digits.match(digits.transform("١٢").text) == .complete)
    }

    @Test("extract normalizes like transform")
    func extract() throws {
        #expect(try MaskCompiler.compile("UU-DD").extract("ab-١٢").value == "AB12")
        #expect(try MaskCompiler.compile(Self.phone).extract("＋７(９１２)３４５-６７-８９").value == "9123456789")
    }

    @Test("the editor reads typed and pasted Unicode digits into a phone mask", arguments: ["٩١٢٣٤٥٦٧٨٩", "۹۱۲۳۴۵۶۷۸۹", "９１２３４５６７８９"])
    func editorPhone(digits: String) throws {
        let program = try MaskCompiler.compile(Self.phone)
        var pasted = MaskedTextEditor(program: program)
        let pasteChange = pasted.insert(digits)
        #expect(pasteChange.rejected.isEmpty)
        #expect(pasted.text == "+7(912)345-67-89")
        #expect(pasted.value == "9123456789")
        #expect(pasted.isComplete)
        var typed = MaskedTextEditor(program: program)
        for character in digits {
            #expect(typed.insert(String(character)).rejected.isEmpty)
        }
        #expect(typed.text == pasted.text)
        #expect(typed.cursor == pasted.cursor)
    }

    @Test("the editor folds case key by key")
    func editorCase() throws {
        var editor = MaskedTextEditor(program: try MaskCompiler.compile("UU-DD"))
        for character in "ab12" { _ = editor.insert(String(character)) }
        #expect(editor.text == "AB-12")
        #expect(editor.value == "AB12")
        #expect(editor.isComplete)
    }

    @Test("transform's bytes entry agrees with its String entry")
    func bytesEntry() throws {
        let program = try MaskCompiler.compile("UU-DD")
        for sample in ["ab12", "ab-١٢", "AB12", "a", "aBcD"] {
            var text: [UInt8] = []
            _ = Array(sample.utf8).withUnsafeBufferPointer { program.transform(utf8: $0, into: &text) }
            #expect(String(decoding: text, as: UTF8.self) == program.transform(sample).text, "\(sample)")
        }
    }

    /// Only a Character of one scalar has an alternate: `é` with a combining acute is not
    /// `É`, so the accent is never lost to a complete text (found by the JavaScript port).
    @Test("a character of several scalars has no alternate: é with a combining acute is not É")
    func decomposedCharacterHasNoAlternate() throws {
        let program = try MaskCompiler.compile("[ÉA-Z]D")
        let transformed = program.transform("e\u{301}\u{301}1")
        #expect(transformed.text != "É1")
        #expect(!transformed.isComplete)
        let accented = program.transform("é\u{301}1")
        #expect(accented.text != "É1")
        #expect(!accented.isComplete)
        // One scalar still folds.
        #expect(program.transform("é1").text == "É1" && program.transform("é1").isComplete)
    }
}
