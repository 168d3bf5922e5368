import MaskCompiler
import MaskVM
import Testing

/// Rules 1 and 2 of "Values, not characters" (docs/editing.md): a typed separator closes a
/// number range, and a two-digit zero-padded range takes a single digit, padded.
@Suite("Value rules: typed separators close ranges, single digits are padded")
struct ValueRulesTests {
    static let dateUS = "<01-12>/<01-31>/DDDD"
    static let dateISO = "DDDD-<01-12>-<01-31>"
    static let ipv4 = "<0-255>.<0-255>.<0-255>.<0-255>"
    static let time = "<00-23>:<00-59>"
    static let timeSeconds = "<00-23>:<00-59>:<00-59>"
    static let expiry = "<01-12>/DD"

    @Test("a typed separator closes a range, and a single digit before it is padded", arguments: [
        (dateUS, "1/2/2024", "01/02/2024"),
        (dateISO, "2024-1-2", "2024-01-02"),
        (expiry, "1/25", "01/25"),
        (time, "9:30", "09:30"),
        (timeSeconds, "1:2:3", "01:02:03"),
        (dateUS, "12/3/2024", "12/03/2024"),
        (dateUS, "1/23/2024", "01/23/2024"),
        (ipv4, "10.0.0.1", "10.0.0.1"),
        // Without a typed separator the reading is as before.
        (dateUS, "12312024", "12/31/2024"),
    ])
    func closedAndPadded(pattern: String, input: String, expected: String) throws {
        try expectCompleteReading(pattern, input, expected)
    }

    @Test("digits that are not a value of the range they were typed in are never complete", arguments: [
        (ipv4, "256.1.1.1"),
        (ipv4, "1.2.3.256"),
        (ipv4, "10.0.0.256"),
        (ipv4, "1.300.2.3"),
        (dateUS, "13/1/2024"),
        (dateUS, "123/1/2024"),
        (time, "24:00"),
    ])
    func notAValue(pattern: String, input: String) throws {
        let program = try MaskCompiler.compile(pattern)
        let result = program.transform(input)
        #expect(!result.isComplete, "\(input) -> \(result.text)")
        #expect(!result.unplaced.isEmpty, "\(input) -> \(result.text)")
        #expect(program.extract(input).result != .complete)
        // No digit typed after a separator joins the range before it, and none typed before
        // it moves to the range after it: the typed separators stay where they were typed.
        #expect(Self.fieldsKeepTheirDigits(typed: input, printed: result.text), "\(input) -> \(result.text)")
    }

    @Test("a single digit is padded only when it cannot begin a longer value, or is closed", arguments: [
        (dateUS, "1", "1"),
        (dateUS, "4", "04/"),
        (time, "9", "09:"),
        (time, "2", "2"),
        (time, "930", "09:30"),
        (dateUS, "1/", "01/"),
        (dateUS, "12/4", "12/04/"),
    ])
    func padding(pattern: String, input: String, expected: String) throws {
        #expect(try MaskCompiler.compile(pattern).transform(input).text == expected)
    }

    @Test("the padded zero is inserted text: extract keeps it, the editor marks it added")
    func paddedZeroIsInsertedValue() throws {
        let program = try MaskCompiler.compile(Self.dateUS)
        #expect(program.extract("1/2/2024").value == "01022024")
        var editor = MaskedTextEditor(program: program)
        editor.insert("1/2/2024")
        #expect(editor.text == "01/02/2024")
        #expect(editor.value == "01022024")
        #expect(editor.isComplete)
    }

    @Test("typing equals pasting, key by key", arguments: [
        (dateUS, "1/2/2024"), (dateISO, "2024-1-2"), (expiry, "1/25"), (time, "9:30"), (timeSeconds, "1:2:3"),
        (ipv4, "256.1.1.1"), (ipv4, "192.168.1.10"), (ipv4, "19216811"), (dateUS, "12312024"),
    ])
    func typingEqualsPasting(pattern: String, input: String) throws {
        let program = try MaskCompiler.compile(pattern)
        var typed = MaskedTextEditor(program: program)
        var accepted = ""
        for key in input where typed.insert(String(key)).rejected.isEmpty { accepted.append(key) }
        var pasted = MaskedTextEditor(program: program)
        pasted.insert(input)
        if accepted == input {
            #expect(typed.text == pasted.text, "\(input)")
            #expect(typed.isComplete == pasted.isComplete)
            #expect(typed.text == program.transform(input).text)
        } else {
            // A key refused because taking it would lose a digit already shown (`.` after
            // `25.6`, where the field had moved the `6` on): typing gives what pasting the
            // accepted keys gives, and the paste of every key, which cannot keep them all, is
            // not complete.
            var pastedAccepted = MaskedTextEditor(program: program)
            pastedAccepted.insert(accepted)
            #expect(typed.text == pastedAccepted.text, "\(input)")
            #expect(!pasted.isComplete && !program.transform(input).unplaced.isEmpty, "\(input)")
        }
    }

    /// The decision docs/editing.md states under rule 6: typed key by key, `256.1.1.1` moves
    /// the `6` on, refuses every `.` after it (each would close a number that cannot hold the
    /// digits before it) and reports them, and ends at `25.61.11`, every digit kept and not
    /// complete; pasted whole, it is not complete either.
    @Test("typing 256.1.1.1 key by key: the refused dots are reported, and the field is never complete")
    func typedOctetOverflow() throws {
        let program = try MaskCompiler.compile(Self.ipv4)
        var editor = MaskedTextEditor(program: program)
        var refusedAt: [Int] = []
        for (index, key) in "256.1.1.1".enumerated() where !editor.insert(String(key)).refused.isEmpty {
            refusedAt.append(index)
        }
        #expect(refusedAt == [3, 5, 7])
        #expect(editor.text == "25.61.11")
        #expect(!editor.isComplete)
        var pasted = MaskedTextEditor(program: program)
        pasted.insert("256.1.1.1")
        #expect(!pasted.isComplete)
    }

    /// Found by FuzzEdit: after a paste that lost a digit from its middle, an edit that
    /// leaves the text as it was (a joining mark, a space, a refused key) made the same
    /// text complete, or not, by how it was dropped. It never makes it complete; an edit
    /// that changes the text reads it anew.
    @Test("an edit that leaves a lossy paste's text as it was never makes it complete")
    func unchangedTextStaysIncomplete() throws {
        let program = try MaskCompiler.compile("+7(DDD)DDD-DD-DD")
        var editor = MaskedTextEditor(program: program, autocomplete: false)
        editor.insert("2346578 05 I78")
        #expect(editor.text == "+7(234)657-80-57")
        #expect(!editor.isComplete && program.match(editor.text) == .complete)
        for noise in ["\u{0368}", " ", "x", "9"] {
            let change = editor.insert(noise)
            #expect(!change.textChanged && !editor.isComplete, "\(noise.unicodeScalars.first!.value)")
        }
        let cursor = editor.cursor
        editor.deleteBackward()
        editor.insert("7")
        #expect(editor.text == "+7(234)657-80-57" && editor.cursor == cursor)
        #expect(editor.isComplete)
    }

    @Test("complete beats partial never splits typed digits among ranges where no separator was typed", arguments: [
        (ipv4, "1921", "192.1"), (ipv4, "19216811", "192.168.11"), (ipv4, "192.1681", "192.168.1"),
        (dateUS, "123120", "12/31/20"), (dateUS, "1231202", "12/31/202"),
    ])
    func noSplitWithoutSeparators(pattern: String, input: String, expected: String) throws {
        let program = try MaskCompiler.compile(pattern)
        let transformed = program.transform(input)
        #expect(transformed.text == expected)
        #expect(!transformed.isComplete)
        // Typed key by key, the field never shows another split on the way.
        var editor = MaskedTextEditor(program: program)
        for key in input {
            editor.insert(String(key))
            #expect(!editor.isComplete, "\(input): \(editor.text)")
        }
        #expect(editor.text == expected)
    }

    /// Whether each run of digits the person typed between separators lands, as a whole, in
    /// one field of the printed text, in order: the printed text split at its separators
    /// holds the typed runs, each a field's value or a prefix of it (a dropped digit ends
    /// the run's place).
    static func fieldsKeepTheirDigits(typed: String, printed: String) -> Bool {
        let separators: Set<Character> = [".", "/", ":", "-"]
        let typedRuns = typed.split(whereSeparator: { separators.contains($0) }).map(String.init)
        let printedFields = printed.split(omittingEmptySubsequences: false, whereSeparator: { separators.contains($0) }).map(String.init)
        for (index, field) in printedFields.enumerated() where !field.isEmpty {
            guard index < typedRuns.count else { return false }
            let run = typedRuns[index]
            // The field holds digits of its own run only (padding zeros aside).
            let digits = run.hasPrefix("0") ? Substring(field) : field.drop { $0 == "0" }
            guard run.hasPrefix(String(digits)) else { return false }
        }
        return true
    }
}
