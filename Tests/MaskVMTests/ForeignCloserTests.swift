import MaskCompiler
@testable import MaskVM
import Testing
import TestSupport

/// Rule 6 for separators the mask does not write (docs/editing.md): a typed punctuation
/// mark, symbol or space closes the range it follows as the mask's own separator would,
/// when that range is open with a digit typed; elsewhere it stays formatting.
@Suite("Value rules: a separator the mask does not write closes a range")
struct ForeignCloserTests {
    @Test("a foreign separator closes the range it follows, padded as the own one", arguments: [
        ("<01-31>.<01-12>.DDDD", "1/2/2024", "01.02.2024", true),
        ("<01-31>.<01-12>.DDDD", "1-2-2024", "01.02.2024", true),
        ("<01-31>.<01-12>.DDDD", "1 2 2024", "01.02.2024", true),
        ("<01-31>.<01-12>.DDDD", "1、2、2024", "01.02.2024", true),
        ("<01-31>.<01-12>.DDDD", "1\u{3000}2\u{00A0}2024", "01.02.2024", true),
        ("<01-31>.<01-12>.DDDD", "1/", "01.", false),
        ("<01-31>.<01-12>.DDDD", "1 / 2 / 2024", "01.02.2024", true),
        ("<01-31>.<01-12>.DDDD", "31/12/2024", "31.12.2024", true),
        ("<0-255>.<0-255>.<0-255>.<0-255>", "192,168,1,1", "192.168.1.1", true),
        ("<0-255>.<0-255>.<0-255>.<0-255>", "192 168 1 1", "192.168.1.1", true),
        ("<0-255>.<0-255>.<0-255>.<0-255>", "10_0_0_1", "10.0.0.1", true),
        ("<01-12>/<01-31>/DDDD", "1.2.2024", "01/02/2024", true),
        ("<01-12>/<01-31>/DDDD", "1 / 2 / 2024", "01/02/2024", true),
        ("<01-12>/<01-31>/DDDD", "12312024 ", "12/31/2024", true),
        ("<01-12>/<01-31>/DDDD", "12312024", "12/31/2024", true),
        ("DDDD-<01-12>-<01-31>", "2024 1 2", "2024-01-02", true),
        ("DDDD-<01-12>-<01-31>", "2024 - 01 - 02", "2024-01-02", true),
        ("DDDD-<01-12>-<01-31>", "2024/1/2", "2024-01-02", true),
        ("<00-23>:<00-59>", "1 30", "01:30", true),
        ("<00-23>:<00-59>", "9.5", "09:05", true),
        // After a last number that takes no more digits, a separator closes nothing.
        ("<00-23>:<00-59>", "1234 ", "12:34", true),
        ("<0-255>.<0-255>.<0-255>.<0-255>", "1.2.3.4 ", "1.2.3.4", true),
    ])
    func closes(pattern: String, input: String, expected: String, complete: Bool) throws {
        let program = try MaskCompiler.compile(pattern)
        let result = program.transform(input)
        #expect(result.text == expected, "\(pattern) \(input)")
        #expect(result.isComplete == complete, "\(pattern) \(input)")
        #expect(result.unplaced.isEmpty, "\(pattern) \(input)")
    }

    @Test("digits before a foreign separator are the range's whole value: what does not fit is unplaced", arguments: [
        ("<0-255>.<0-255>.<0-255>.<0-255>", "256,1,1,1", 2, "256.1.1.1"),
        ("<0-255>.<0-255>.<0-255>.<0-255>", "1.2.3 4567", 8, "1.2.3.4567"),
        ("<01-12>/<01-31>/DDDD", "13-1-2024", 1, "13/1/2024"),
        ("<01-12>/<01-31>/DDDD", "1231 2024", 2, "1231/2024"),
        ("<01-31>.<01-12>.DDDD", "32/1/2024", 1, "32.1.2024"),
        // A number too big for its range, whose last digit the reading before the separator
        // moved on (rule 7) into a number no separator follows: the separator closes as the
        // own one, so no digit after it joins the moved one (`25/6` was `02:56`).
        ("DDDD-<01-12>-<01-31>", "1925.13.1", 6, "1925-13-1"),
        ("<00-23>:<00-59>", "25/6", 1, "25:6"),
        ("<00-23>:<00-59>", "25/", 1, "25:"),
        ("<00-23>:<00-59>:<00-59>", "19,70,0", 4, "19:70:0"),
        ("<0-255>.<0-255>.<0-255>.<0-255>", "160,31,292,54", 9, "160.31.292.54"),
        ("<01-12>/DD", "13-2", 1, "13/2"),
    ])
    func unplaced(pattern: String, input: String, at: Int, own: String) throws {
        let program = try MaskCompiler.compile(pattern)
        let result = program.transform(input)
        let withOwn = program.transform(own)
        #expect(result.unplaced.first == at, "\(pattern) \(input) -> \(result.text)")
        #expect(!result.isComplete)
        // The foreign separator reads as the own one does.
        #expect(result.text == withOwn.text)
        #expect(result.unplaced == withOwn.unplaced)
        if case .illegal(let offset) = program.extract(input).result { #expect(offset == at) } else { Issue.record("\(input) not illegal") }
    }

    @Test("letters never close, and a separator is formatting away from a range's end", arguments: [
        ("<00-23>:<00-59>", "1h30", "13:0"),
        ("<00-23>:<00-59>", "1h30", "13:0"),
        ("<01-12>/<01-31>/DDDD", " 1", "1"),
        ("<01-12>/<01-31>/DDDD", "12/31/2024 ,", "12/31/2024"),
        ("DDDD-<01-12>-<01-31>", "2024 ", "2024-"),
    ])
    func formatting(pattern: String, input: String, expected: String) throws {
        let program = try MaskCompiler.compile(pattern)
        #expect(program.transform(input).text == expected, "\(pattern) \(input)")
    }

    @Test("the dropped offsets still count the typed characters")
    func offsets() throws {
        let program = try MaskCompiler.compile("<01-31>.<01-12>.DDDD")
        let result = program.transform("1 / 2 / 2024")
        #expect(result.text == "01.02.2024")
        #expect(result.dropped == [2, 3, 6, 7])
        let wide = program.transform("1、、2、2024")
        #expect(wide.text == "01.02.2024")
        #expect(wide.dropped == [2])
        #expect(program.extract("1/2/2024").value == "01022024")
    }

    @Test("a mask without number ranges finds no closer in any input")
    func phonesUnchanged() throws {
        var rng = SeededGenerator(seed: 404)
        let masks = ["+?7|8(DDD)DDD-DD-DD", "+7 (DDD) DDD-DD-DD", "DDDD DDDD DDDD DDDD", "DD.DD.DDDD", "UU-DD", "(DDD) DDD-DDDD"]
        let typed: [Character] = Array("0123456789 /.,-()+_") + ["、", "\u{3000}"]
        var inputs = 0
        for pattern in masks {
            let program = try MaskCompiler.compile(pattern)
            let tables = program.tables(for: .keptWhenTyped)
            #expect(!tables.moves.hasClosers, "\(pattern)")
            for _ in 0..<50 {
                let text = String((0..<Int.random(in: 1...14, using: &rng)).map { _ in typed.randomElement(using: &rng)! })
                var copy = text
                let closers = copy.withUTF8 { bytes in tables.foreignClosers(in: ReadingInput(bytes: bytes, characters: text)) }
                #expect(closers == nil, "\(pattern) \(text)")
                inputs += 1
            }
        }
        #expect(inputs == 300)
    }

    @Test("typing a foreign separator key by key equals pasting it, and the editor refuses one that would cost a digit")
    func editor() throws {
        let date = try MaskCompiler.compile("<01-31>.<01-12>.DDDD")
        var typed = MaskedTextEditor(program: date)
        for key in "1/2/2024" { typed.insert(String(key)) }
        var pasted = MaskedTextEditor(program: date)
        pasted.insert("1/2/2024")
        #expect(typed.text == "01.02.2024")
        #expect(typed.text == pasted.text && typed.cursor == pasted.cursor && typed.value == pasted.value)
        #expect(typed.isComplete && pasted.isComplete)

        var slash = MaskedTextEditor(program: date)
        slash.insert("1")
        slash.insert("/")
        #expect(slash.text == "01.")
        slash.deleteBackward()
        #expect(slash.text == "1")

        let address = try MaskCompiler.compile("<0-255>.<0-255>.<0-255>.<0-255>")
        var field = MaskedTextEditor(program: address)
        field.insert("256")
        #expect(field.text == "25.6")
        let change = field.insert(",")
        #expect(field.text == "25.6")
        #expect(change.refused == [0])
        var pastedAddress = MaskedTextEditor(program: address)
        pastedAddress.insert("256,1,1,1")
        #expect(pastedAddress.text == "25.1.1.1")
        #expect(!pastedAddress.isComplete)
    }

    /// Random range masks and inputs with separators of every kind after their digits: the
    /// editor's guarantees hold as for the mask's own separators.
    @Test("typing equals pasting, never illegal, nothing laundered, transform and editor agree", arguments: [81, 82, 83] as [UInt64])
    func properties(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let foreign: [Character] = [",", ";", "_", "、", "\u{3000}", " ", "/", ".", "-", ":", "|"]
        var checked = 0
        var closed = 0
        for _ in 0..<80 {
            let program = try MaskCompiler.compile(ValueMasks.pattern(&rng))
            let tables = program.tables(for: .keptWhenTyped)
            for _ in 0..<8 {
                var text = ""
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    text += String((0..<Int.random(in: 1...3, using: &rng)).map { _ in Character(String(Int.random(in: 0...9, using: &rng))) })
                    if Int.random(in: 0..<5, using: &rng) > 0 { text.append(foreign.randomElement(using: &rng)!) }
                }
                let context = "[\(program.source.pattern)] [\(text)]"
                var copy = text
                if copy.withUTF8({ tables.foreignClosers(in: ReadingInput(bytes: $0, characters: text)) }) != nil { closed += 1 }
                let result = program.transform(text)
                var pasted = MaskedTextEditor(program: program)
                pasted.insert(text)
                #expect(pasted.text == result.text, "\(context)")
                #expect(program.match(pasted.text).isViable, "\(context) -> \(pasted.text)")
                // Typing equals pasting what typing took: a refused key is not in the field,
                // but in a mask with number ranges an ignored separator is, remembered where it
                // was typed (docs/editing.md, rule 2 of the editor).
                var typed = MaskedTextEditor(program: program)
                var accepted = ""
                for key in text {
                    let change = typed.insert(String(key))
                    #expect(program.match(typed.text).isViable, "\(context) -> \(typed.text)")
                    if change.refused.isEmpty { accepted.append(key) }
                }
                var acceptedPaste = MaskedTextEditor(program: program)
                acceptedPaste.insert(accepted)
                #expect(typed.text == acceptedPaste.text && typed.value == acceptedPaste.value && typed.cursor == acceptedPaste.cursor,
                        "\(context): typed \(typed.text), pasted [\(accepted)] \(acceptedPaste.text)")
                if accepted == text { #expect(typed.text == pasted.text, "\(context)") }
                if result.isComplete {
                    // Nothing laundered: every typed digit is in the field, in order (what the
                    // field shows that was typed: read as data or as a literal digit).
                    let digits = text.filter(\.isNumber)
                    let shown = EditingInvariantTests.consumed(pasted).filter(\.isNumber)
                    #expect(String(shown) == digits, "\(context) -> \(result.text)")
                    #expect(pasted.isComplete, "\(context)")
                }
                checked += 1
            }
        }
        #expect(checked == 640)
        #expect(closed > 50)
    }
}

extension MatchResult {
    fileprivate var isViable: Bool {
        if case .illegal = self { false } else { true }
    }
}
