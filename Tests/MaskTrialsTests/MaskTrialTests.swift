import MaskCompiler
import MaskLexer
import MaskTrials
import MaskVM
import Testing

@Suite("mask")
struct MaskTrialTests {
    static let phonePattern = "+?7|8(DDD)DDD-?DD-?DD"

    @Test("complete passes; partial and illegal fail with their own message", arguments: [
        ("+7(123)456-78-90", nil as String?, nil as Int?),
        ("8(123)4567890", nil, nil),
        ("+7(12", "mask_incomplete", nil),
        ("", "mask_incomplete", nil),
        ("+7(12a", "mask_mismatch", 5),
        ("+7(123)456-78-901", "mask_mismatch", 16),
        ("👍", "mask_mismatch", 0),
        (" +7(123)456-78-90", "mask_mismatch", 0),
    ])
    func phone(text: String, key: String?, offset: Int?) throws {
        let trial = try Trial.mask(Self.phonePattern)
        #expect(trial.passes(text) == (key == nil))
        let messages = trial.evaluate(text).messages
        #expect(messages.map(\.key) == (key.map { [$0] } ?? []))
        if let offset {
            #expect(messages.first?.parameters["offset"] == .integer(offset))
            #expect(messages.first?.parameters["position"] == nil)
        }
    }

    /// Issue 21: a message's `offset` counts Characters, as the CLI does; `utf16Offset` is the
    /// same place in the editor's unit.
    @Test("messages give the offset in Characters and in UTF-16", arguments: [
        ("😀1a", "mask_mismatch", 2, 3),
        // The optional set takes the first emoji; the second is where the text goes wrong.
        ("😀😀", "mask_mismatch", 1, 2),
        ("1😀", "mask_mismatch", 1, 1),
        ("1🇩🇪2", "mask_mismatch", 1, 1),
        ("12", "mask_incomplete", 2, 2),
    ])
    func utf16Offsets(text: String, key: String, offset: Int, utf16: Int) throws {
        let trial = try Trial.mask("[😀]?DDDD")
        let message = try #require(trial.evaluate(text).messages.first)
        #expect(message.key == key)
        #expect(message.parameters["offset"] == .integer(offset))
        #expect(message.parameters["utf16Offset"] == .integer(utf16))
    }

    @Test("a value's message gives the offset in both units")
    func valueUTF16Offset() throws {
        let message = try #require(Trial.mask("DDDD", reading: .value).evaluate("😀12345").messages.first)
        #expect(message.key == "mask_value")
        #expect(message.parameters["offset"] == .integer(5))
        #expect(message.parameters["utf16Offset"] == .integer(6))
    }

    /// The messages say what `maskc why` knows: what was expected, where, and what was found.
    @Test("messages say what was expected and what was found", arguments: [
        ("+7(12a", "expected a digit at 5, found 'a'"),
        ("+7(12", "is incomplete: expected a digit at 5"),
        ("+7(123)456-78-901", "expected the end of the text at 16, found '1'"),
        ("", "is incomplete: expected '+', '7' or '8' at 0"),
    ])
    func messageText(text: String, message: String) throws {
        let messages = try Trial.mask(Self.phonePattern).evaluate(text).messages
        #expect(messages.first?.text == message)
        #expect(messages.first?.parameters["expected"] != nil)
    }

    @Test("an optimistic trial's message names what the optimistic mask expects")
    func optimisticMessage() throws {
        let trial = try Trial.mask("+7(DDD)DDD", optimistic: true)
        #expect(trial.evaluate("12a").messages.first?.text == "expected a digit at 2, found 'a'")
    }

    @Test("a compiled or loaded program is used as it is")
    func program() throws {
        let program = try MaskCompiler.compile("DD.DD.DDDD")
        let loaded = try MaskProgram(bytecode: program.bytecode)
        for trial in [Trial.mask(program), Trial.mask(loaded)] {
            #expect(trial.passes("31.12.2024"))
            #expect(!trial.passes("31.12.24"))
        }
        #expect(Trial.mask(program).description == #"mask("DD.DD.DDDD")"#)
    }

    @Test("custom symbols")
    func symbols() throws {
        let price = try Trial.mask("$DDD.DD", symbols: ["$", "."])
        #expect(price.passes("$123.45"))
        #expect(!price.passes("123.45"))
    }

    @Test("optimistic: literals may be left out (the examples of issue 3)", arguments: [
        ("+7(123)456", true), ("7(123)456", true), ("+7123456", true), ("123456", true),
        ("12345", false), ("+7(123)4567", false), ("+7(12x)456", false), ("", false),
    ])
    func optimistic(text: String, passes: Bool) throws {
        let trial = try Trial.mask("+7(DDD)DDD", optimistic: true)
        #expect(trial.passes(text) == passes)
        #expect(try Trial.mask("+7(DDD)DDD").passes(text) == (text == "+7(123)456"))
    }

    @Test("optimistic with optionals and alternatives keeps the classes required", arguments: [
        ("+7(123)456-78-90", true), ("81234567890", true), ("1234567890", true), ("(123)4567890", true),
        ("123456789", false), ("+7(123)456-78-9", false), ("+9(123)456-78-90", false),
    ])
    func optimisticPhone(text: String, passes: Bool) throws {
        #expect(try Trial.mask(Self.phonePattern, optimistic: true).passes(text) == passes)
    }

    @Test("optimistic from a loaded program: nothing compiled, nothing thrown")
    func optimisticProgram() throws {
        let loaded = try MaskProgram(bytecode: MaskCompiler.compile("XX-DDD").bytecode)
        let trial = Trial.mask(loaded, optimistic: true)
        #expect(trial.passes("AB123"))
        #expect(trial.passes("AB-123"))
        #expect(!trial.passes("AB12"))
        #expect(trial.description == #"mask("XX-DDD", optimistic: true)"#)
        #expect(Trial.mask(loaded, optimistic: false).passes("AB-123"))
        #expect(!Trial.mask(loaded, optimistic: false).passes("AB123"))
    }

    @Test("escaped and non-ASCII literals survive the optimistic rewrite")
    func optimisticEscapes() throws {
        let trial = try Trial.mask(#"\D-DD€"#, symbols: ["€", "-"], optimistic: true)
        #expect(trial.passes("D-12€"))
        #expect(trial.passes("12"))
        #expect(trial.passes("D12"))
        #expect(!trial.passes("X12"))
    }

    @Test("a bad pattern throws every diagnostic")
    func badPattern() {
        #expect(throws: TrialError.self) { try Trial.mask("+7(DDB)DD??") }
        do {
            _ = try Trial.mask("+7(DDB)DD??")
        } catch {
            guard case .mask(let patternError) = error else { Issue.record("not a mask error"); return }
            #expect(patternError.diagnostics.count == 2)
            #expect(error.description.hasPrefix("mask:1:6: error:"))
        }
    }

    @Test("a long text is judged in one pass")
    func longText() throws {
        let trial = try Trial.mask("DDDD")
        #expect(!trial.passes(String(repeating: "1", count: 1_000_000)))
    }
}
