import MaskCompiler
import MaskVM
import Testing

/// Issue 12: typing is normalized (Unicode decimal digits as ASCII, a letter in the case the
/// mask takes) by transform, extract and the editor; match judges the text as it is.
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
        for sample in ["ab12", "ab-١٢", "AB12", "a"] {
            var text: [UInt8] = []
            _ = Array(sample.utf8).withUnsafeBufferPointer { program.transform(utf8: $0, into: &text) }
            #expect(String(decoding: text, as: UTF8.self) == program.transform(sample).text, "\(sample)")
        }
    }
}
