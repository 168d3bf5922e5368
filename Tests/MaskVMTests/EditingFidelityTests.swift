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


    // 8. The caller chooses the optional-literal policy; the placeholder predicts typing
    // under both.

    /// The issue's phone mask with optional dashes, under each policy: transform, extract
    /// (String and bytes), the empty and a partial placeholder, and typing past the dash.
    @Test("the phone example under each optional-literal policy", arguments: [
        (OptionalLiteralPolicy.keptWhenTyped, "7(123)4567890", "7(___)_______", "____", "7(912)3456"),
        (.insertedWhenPassed, "7(123)456-78-90", "7(___)___-__-__", "-__-__", "7(912)345-6"),
    ] as [(OptionalLiteralPolicy, String, String, String, String)])
    func phoneUnderPolicy(
        policy: OptionalLiteralPolicy, transformed: String, emptyPlaceholder: String, placeholderAfter345: String, typed6: String
    ) throws {
        let program = try MaskCompiler.compile(Self.phone)
        let result = program.transform("71234567890", optionalLiterals: policy)
        #expect(result.text == transformed)
        #expect(result.isComplete)
        var bytes: [UInt8] = []
        let verdict = Array("71234567890".utf8).withUnsafeBufferPointer {
            program.transform(utf8: $0, optionalLiterals: policy, into: &bytes)
        }
        #expect(String(decoding: bytes, as: UTF8.self) == transformed)
        #expect(verdict.isComplete)
        #expect(program.extract("71234567890", optionalLiterals: policy) == Extracted(value: "1234567890", result: .complete))
        var value: [UInt8] = []
        let extracted = Array("7(123)4567890".utf8).withUnsafeBufferPointer {
            program.extract(utf8: $0, optionalLiterals: policy, into: &value)
        }
        #expect(String(decoding: value, as: UTF8.self) == "1234567890")
        #expect(extracted == .complete)
        #expect(program.placeholder(optionalLiterals: policy) == emptyPlaceholder)

        var editor = MaskedTextEditor(program: program, text: "7(912)345", autocomplete: false, optionalLiterals: policy)
        #expect(editor.placeholder == placeholderAfter345)
        // With autocomplete, a dash that is now the only way on is appended.
        let autocompleted = MaskedTextEditor(program: program, text: "7(912)345", optionalLiterals: policy)
        #expect(autocompleted.text + autocompleted.placeholder == "7(912)345" + placeholderAfter345)
        editor.insert("6")
        #expect(editor.text == typed6)
        // Typing the rest key by key gives what pasting gives, and what transform gives.
        var typed = MaskedTextEditor(program: program, optionalLiterals: policy)
        for key in "71234567890" { typed.insert(String(key)) }
        #expect(typed.text == transformed)
        #expect(typed.cursor == transformed.utf16.count)
        // A dash the person typed is kept under both.
        #expect(program.transform("7(123)456-7890", optionalLiterals: policy).text.hasPrefix("7(123)456-78"))
    }

    /// A mask without optional literals reads the same under both policies (`-D|DD` is
    /// `-` then `D|D` then `D`: the dash is required); an optional one is inserted when a
    /// letter or digit goes past it.
    @Test("only optional literals change with the policy", arguments: [
        ("-D|DD", "12", "-12"),
        ("+7(DDD)DDD-DD-DD", "9123456789", "+7(912)345-67-89"),
        ("DD.DD.DDDD", "31122024", "31.12.2024"),
        ("DD-?DD", "1234", "12-34"),
        ("X?-?DD", "12", "-12"),
    ])
    func onlyOptionalLiterals(pattern: String, sample: String, inserted: String) throws {
        let program = try MaskCompiler.compile(pattern)
        #expect(program.transform(sample, optionalLiterals: .insertedWhenPassed).text == inserted)
    }

    /// The inserting tables are made on first use by whichever thread asks first; threads
    /// racing on it all get the same results.
    @Test("concurrent first uses of insertedWhenPassed agree")
    func concurrentFirstUse() async throws {
        let program = try MaskCompiler.compile(Self.phone)
        let texts = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask { program.transform("71234567890", optionalLiterals: .insertedWhenPassed).text }
            }
            var texts: [String] = []
            for await text in group { texts.append(text) }
            return texts
        }
        #expect(texts == Array(repeating: "7(123)456-78-90", count: 8))
        #expect(program.transform("71234567890").text == "7(123)4567890")
    }

    /// A set of masks reads each member under the policy: transform, extract and the editor.
    @Test("a set of masks follows the optional-literal policy", arguments: [
        (OptionalLiteralPolicy.keptWhenTyped, "12345678"),
        (.insertedWhenPassed, "1234-5678"),
    ] as [(OptionalLiteralPolicy, String)])
    func setUnderPolicy(policy: OptionalLiteralPolicy, text: String) throws {
        let set = try MaskCompiler.compile(["DDDD-?DDDD", "XX DD"])
        #expect(set.transform("12345678", optionalLiterals: policy).text == text)
        #expect(set.extract("12345678", optionalLiterals: policy).value == "12345678")
        var editor = MaskedTextEditor(program: set, optionalLiterals: policy)
        for key in "12345678" { editor.insert(String(key)) }
        #expect(editor.text == text)
    }
}
