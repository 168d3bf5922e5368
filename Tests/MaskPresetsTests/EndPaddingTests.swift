import MaskCompiler
import MaskPresets
import MaskVM
import Testing
import TestSupport

/// Rule 7 at the end of the text (docs/editing.md): the last number, typed with one digit, is
/// padded when the person typed the separator that opened it and padding makes the text
/// complete. Before stop 45 the fast reading, which reads `10:2` as typed, never asked, so
/// `1:2` gave `01:02` (its first number sent the reading to the search) and `10:2` stayed
/// `10:2`; before stop 46 rule 5's search padded after a separator it inserted where that
/// closes no range (`20241` into `DDDD-<01-12>` gave `2024-01`, `２０２４ １` `2024-1`). Held here
/// over generated samples of the time and date presets and of random masks of ranges and
/// fixed- or free-width digit runs, typed with and without the last separator (the mask's,
/// a space or a comma), some in full-width digits: padded exactly then, idempotent when
/// complete, the editor as transform, typing as pasting.
@Suite("the last number is padded after a typed separator, where that completes the text")
struct EndPaddingTests {
    static let separators = ["/", ".", "-", " ", ":", ","]

    /// A range's bounds, and whether a one-digit value of it is written padded (a two-digit
    /// range with a leading zero allowed).
    struct Part {
        let range: ClosedRange<Int>
        let width: Int
        /// A digit run of free width (`D{2,4}`): at its widest it takes no more digits, but a
        /// reading may end it sooner (rule 5: `16823` into `D{2,4}-<01-12>` gives `168-23`).
        var free = false
        var isPair: Bool { width == 2 && range.lowerBound < 10 }

        /// Whether `digit` can begin a two-digit value: where it cannot, rule 7 pads it anyway.
        func canBegin(_ digit: Int) -> Bool { (0...9).contains { range.contains(10 * digit + $0) } }
    }

    /// The presets whose last number is a zero-padded pair, with their parts.
    static let presets: [(preset: MaskPreset, parts: [Part])] = [
        (.dateISO, [Part(range: 1900...2099, width: 4), Part(range: 1...12, width: 2), Part(range: 1...31, width: 2)]),
        (.time, [Part(range: 0...23, width: 2), Part(range: 0...59, width: 2)]),
        (.timeSeconds, [Part(range: 0...23, width: 2), Part(range: 0...59, width: 2), Part(range: 0...59, width: 2)]),
    ]

    /// A typed sample of `values`: numbers but the last with or without their zero, the last
    /// with one digit; each gap's separator one of `separators(gap)`, the last one left out
    /// when `omitLast` (then the number before it is written at full width, so the digit can
    /// only go on to the last); some in full-width digits.
    static func sample(
        _ values: [Int], _ parts: [Part], omitLast: Bool, separators: (Int) -> [String], _ generator: inout SeededGenerator
    ) -> String {
        var sample = ""
        for (index, value) in values.enumerated() {
            let last = index == values.count - 1
            let full = omitLast && index == values.count - 2
            var written = String(value)
            if !last, parts[index].isPair, value < 10, full || Bool.random(using: &generator) { written = "0" + written }
            if index > 0, !(last && omitLast) { sample += separators(index - 1).randomElement(using: &generator)! }
            sample += written
        }
        guard Int.random(in: 0..<4, using: &generator) == 0 else { return sample }
        return String(sample.unicodeScalars.map { scalar in
            (0x30...0x39).contains(scalar.value) ? Character(Unicode.Scalar(scalar.value - 0x30 + 0xFF10)!) : Character(scalar)
        })
    }

    /// The values of `parts`, the last a one-digit value its pair may be padded to.
    static func values(_ parts: [Part], _ generator: inout SeededGenerator) -> [Int] {
        parts.enumerated().map { index, part in
            index == parts.count - 1
                ? Int.random(in: max(part.range.lowerBound, 0)...min(part.range.upperBound, 9), using: &generator)
                : Int.random(in: part.range, using: &generator)
        }
    }

    /// Checks one sample against the rule and the invariants; `values` is what was typed.
    static func check(_ program: MaskProgram, _ sample: String, values: [Int], last: Part, omitLast: Bool, _ context: String) {
        let result = program.transform(sample)
        let digit = values.last!
        let context = "\(context): \(sample) gives \(result.text)"
        // Padded exactly when the separator was typed, or when the digit cannot begin a
        // two-digit value (rule 7's second bullet, as before).
        let padded = !omitLast || !last.canBegin(digit)
        #expect(result.isComplete == padded, "\(context)")
        #expect(result.text.hasSuffix(padded ? "0\(digit)" : "\(digit)"), "\(context)")
        if !padded { #expect(!result.text.dropLast().last!.isNumber, "\(context): the last number has one digit") }
        #expect(DateValueFidelityTests.numbers(in: result.text) == values, "\(context)")
        // Idempotent when complete; a partial text whose inserted separator now reads as
        // typed is padded by a second pass, and only so.
        let again = program.transform(result.text).text
        if result.isComplete {
            #expect(again == result.text, "\(context): not idempotent")
        } else {
            var expected = result.text
            expected.insert("0", at: expected.index(before: expected.endIndex))
            #expect(again == expected, "\(context): a second pass gave \(again)")
        }
        // The editor: pasting is transform, typing key by key is pasting, extract agrees.
        var pasted = MaskedTextEditor(program: program)
        pasted.insert(sample)
        var typed = MaskedTextEditor(program: program)
        for character in sample { typed.insert(String(character)) }
        #expect(pasted.text == result.text && pasted.isComplete == result.isComplete, "\(context): pasted \(pasted.text)")
        #expect(typed.text == pasted.text && typed.cursor == pasted.cursor && typed.value == pasted.value,
                "\(context): typed \(typed.text) at \(typed.cursor)")
        #expect(typed.cursor == typed.text.utf16.count, "\(context): the caret left the end")
        #expect(program.extract(sample).value == pasted.value, "\(context)")
    }

    @Test("time and date presets: padded after a typed separator, not after an inserted one")
    func presetSamples() {
        var generator = SeededGenerator(seed: 4501)
        var counts = [false: 0, true: 0]
        for (preset, parts) in Self.presets {
            for _ in 0..<200 {
                let values = Self.values(parts, &generator)
                let omitLast = Bool.random(using: &generator)
                let separator = Self.separators.randomElement(using: &generator)!
                let sample = Self.sample(values, parts, omitLast: omitLast, separators: { _ in [separator] }, &generator)
                Self.check(preset.program, sample, values: values, last: parts.last!, omitLast: omitLast, preset.name)
                counts[omitLast, default: 0] += 1
            }
        }
        #expect(counts[false]! > 200 && counts[true]! > 200)
    }

    @Test("random range masks: padded after a typed separator, not after an inserted one")
    func randomMasks() throws {
        var generator = SeededGenerator(seed: 4502)
        let kinds: [(pattern: String, part: Part)] = [
            ("<00-23>", Part(range: 0...23, width: 2)), ("<01-12>", Part(range: 1...12, width: 2)),
            ("<00-59>", Part(range: 0...59, width: 2)), ("<01-31>", Part(range: 1...31, width: 2)),
            ("<0-255>", Part(range: 0...255, width: 3)), ("DDDD", Part(range: 1000...9999, width: 4)),
            ("D{2,4}", Part(range: 10...9999, width: 4, free: true)),
        ]
        let pairs = kinds.filter { $0.part.isPair }
        var checked = 0
        var omittedAfterRun = 0
        for _ in 0..<90 {
            let count = Int.random(in: 2...3, using: &generator)
            let chosen = (0..<count - 1).map { _ in kinds.randomElement(using: &generator)! } + [pairs.randomElement(using: &generator)!]
            let separators = (0..<count - 1).map { _ in [":", "/", ".", "-"].randomElement(using: &generator)! }
            var pattern = chosen[0].pattern
            for index in 1..<count { pattern += separators[index - 1] + chosen[index].pattern }
            let program = try MaskCompiler.compile(pattern)
            let parts = chosen.map(\.part)
            for _ in 0..<8 {
                let values = Self.values(parts, &generator)
                // Left out only after a number that takes no more digits: a pair (written with
                // its zero), or one of fixed width written at it (a year, `255`), so the digit
                // typed after it can only go on to the last.
                let before = parts[count - 2]
                let full = before.isPair || !before.free && String(values[count - 2]).count == before.width
                let omitLast = full && Bool.random(using: &generator)
                if omitLast, !before.isPair { omittedAfterRun += 1 }
                // The mask's own separator, or one it does not write: rule 6 reads it as the
                // mask's, closing a range or, after a digit run no range holds, opening the
                // pair after it. (Before a number that is no pair it is formatting, so a free
                // run takes the digits after it: only the mask's own there.)
                let sample = Self.sample(values, parts, omitLast: omitLast, separators: { gap in
                    chosen[gap].pattern == "D{2,4}" && !parts[gap + 1].isPair ? [separators[gap]] : [separators[gap], " ", ","]
                }, &generator)
                Self.check(program, sample, values: values, last: parts.last!, omitLast: omitLast, pattern)
                checked += 1
            }
        }
        #expect(checked == 720)
        #expect(omittedAfterRun > 20, "the separator-less shape after a digit run: \(omittedAfterRun)")
    }

    @Test("typing 10:2 shows 10:02, complete; a 5 then gives 10:25; Backspace 10:02; the caret stays at the end")
    func typingThroughEndPadding() throws {
        let program = try MaskCompiler.compile("<00-23>:<00-59>")
        var editor = MaskedTextEditor(program: program)
        var shown: [String] = []
        var cursors: [Int] = []
        for key in ["1", "0", ":", "2"] {
            editor.insert(key)
            shown.append(editor.text)
            cursors.append(editor.cursor)
        }
        #expect(shown == ["1", "10:", "10:", "10:02"])
        #expect(cursors == [1, 3, 3, 5])
        #expect(editor.isComplete)
        #expect(editor.value == "1002")
        editor.insert("5")
        #expect(editor.text == "10:25" && editor.isComplete && editor.cursor == 5)
        editor.deleteBackward()
        #expect(editor.text == "10:02" && editor.isComplete && editor.cursor == 5)
        // Without the typed `:` the editor's own separator opened the minutes: no padding.
        var unseparated = MaskedTextEditor(program: program)
        for key in ["1", "0", "2"] { unseparated.insert(key) }
        #expect(unseparated.text == "10:2" && !unseparated.isComplete)
    }

    @Test("padded after a typed separator only, where that completes the text", arguments: [
        ("<00-23>:<00-59>", "1:2", "01:02"), ("<00-23>:<00-59>", "10:2", "10:02"), ("<00-23>:<00-59>", "１:２", "01:02"),
        ("<00-23>:<00-59>", "10 2", "10:02"), ("<00-23>:<00-59>", "10:0", "10:00"),
        ("<00-23>:<00-59>", "130", "13:0"), ("<00-23>:<00-59>", "102", "10:2"), ("<00-23>:<00-59>", "1h30", "13:0"),
        ("<00-23>:<00-59>", "28", "02:08"), ("<00-23>:<00-59>", "9", "09:"),
        ("<00-23>:<00-59>:<00-59>", "10:20:3", "10:20:03"), ("<00-23>:<00-59>:<00-59>", "10:2:3", "10:02:03"),
        ("<00-23>:<00-59>:<00-59>", "1:234", "01:23:4"), ("<00-23>:<00-59>:<00-59>", "10:2", "10:2"),
        ("DDDD-<01-12>-<01-31>", "2024-1-2", "2024-01-02"), ("DDDD-<01-12>-<01-31>", "2024-10-2", "2024-10-02"),
        ("DDDD-<01-12>-<01-31>", "2024 10 2", "2024-10-02"), ("DDDD-<01-12>-<01-31>", "2024102", "2024-10-2"),
        ("<01-12>/<01-31>/DDDD", "1", "1"), ("<01-12>/<01-31>/DDDD", "1/2", "01/2"), ("<01-12>", "1", "1"),
        ("DDDD-<01-12>", "2024-1", "2024-01"), ("DDDD-<01-12>", "20241", "2024-1"), ("DDDD-<01-12>", "2024 1", "2024-01"),
        ("DDDD-<01-12>", "２０２４ １", "2024-01"), ("DDDD-<01-12>", "2024/1", "2024-01"), ("DDDD-<01-12>", "2024 - 1", "2024-01"),
        ("DDDD-<01-12>", "20249", "2024-09"), ("DDDD-<01-31>", "9745 1", "9745-01"), ("DDDD<01-12>", "20241", "20241"),
        ("<00-23>/DDDD/<00-23>", "1845630", "18/4563/0"), ("<00-23>/DDDD/<00-23>", "18,45630", "18/4563/0"),
        ("<00-23>/DDDD/<00-23>", "18,4563 0", "18/4563/00"),
        ("D{1,3}-<01-12>", "1231", "123-1"), ("D{1,3}-<01-12>", "1211", "12-11"), ("D{1,3}-<01-12>", "123 1", "123-01"),
        ("(<01-12>)", "(1", "(01)"), ("(<01-12>)", " 1", "(1"),
    ])
    func examples(pattern: String, sample: String, text: String) throws {
        #expect(try MaskCompiler.compile(pattern).transform(sample).text == text)
    }
}
