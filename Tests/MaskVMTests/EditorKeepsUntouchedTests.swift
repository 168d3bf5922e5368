import MaskCompiler
import MaskVM
import Testing
import TestSupport

/// An edit changes the letters and digits of its own range only (docs/editing.md, rule 2 of
/// the editor): one that would cost any other is refused whole, except an insertion pushing
/// the last ones out of a full field, which leaves the field not complete.
@Suite("Editor: nothing outside an edit is lost")
struct EditorKeepsUntouchedTests {
    @Test("an IBAN: replacing WEST with one letter, or deleting its T, is refused; four letters are taken")
    func ibanLetterGroup() throws {
        let iban = try MaskCompiler.compile([#"\G\BDD UUUU DDDD DDDD DDDD DD"#, #"\B\EDD DDDD DDDD DDDD"#])
        let full = "GB82 WEST 1234 5698 7654 32"
        for (range, replacement) in [(5..<9, "w"), (8..<9, ""), (5..<9, ""), (5..<6, "1")] {
            var editor = MaskedTextEditor(program: iban, text: full)
            let change = editor.replace(range: range, with: replacement)
            #expect(editor.text == full && editor.isComplete && !change.textChanged, "\(range) \(replacement): \(editor.text)")
            #expect(change.displaced == 0)
        }
        var editor = MaskedTextEditor(program: iban, text: full)
        editor.replace(range: 5..<9, with: "abcd")
        #expect(editor.text == "GB82 ABCD 1234 5698 7654 32" && editor.isComplete)
    }

    @Test("an insertion may push the last digits out of a full field, which is then not complete")
    func pushedOutOfAFullField() throws {
        var editor = MaskedTextEditor(program: try MaskCompiler.compile("UU-DD"), text: "AB-12")
        // `C` before `AB-12` would leave `B` no place while `1` and `2` still fit: refused.
        let change = editor.replace(range: 0..<0, with: "C")
        #expect(editor.text == "AB-12" && !change.textChanged && change.refused == [0])
        var date = MaskedTextEditor(program: try MaskCompiler.compile("DD.DD.DDDD"), text: "31.12.2004")
        let pushed = date.replace(range: 0..<0, with: "9")
        #expect(date.text == "93.11.2200" && pushed.displaced == 1 && !date.isComplete)
    }

    /// The letters and digits of `text` (a plain mask's text: its literals are formatting
    /// only), compared as values: a digit by its number, a letter in upper case.
    private static func values<S: StringProtocol>(_ text: S) -> [String] {
        text.filter { $0.isLetter || $0.isNumber }.map { $0.wholeNumberValue.map(String.init) ?? $0.uppercased() }
    }

    @Test("random plain masks and sets, random edits: the letters and digits before and after the range are kept, or the edit is refused",
          arguments: [31, 32, 33] as [UInt64])
    func untouchedKept(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var pushedOut = 0
        for _ in 0..<120 {
            let patterns = (0..<Int.random(in: 1...2, using: &rng)).map { _ in RandomEdits.pattern(&rng, plain: true) }
            let program = try MaskCompiler.compile(patterns)
            var editor = MaskedTextEditor(program: program, autocomplete: Bool.random(using: &rng))
            editor.insert(RandomEdits.text(&rng, maximumLength: 12))
            for _ in 0..<15 {
                let old = editor.text
                let count = editor.utf16Count
                let a = Int.random(in: 0...count, using: &rng)
                let b = Int.random(in: 0...count, using: &rng)
                let range = min(a, b)..<max(a, b)
                let replacement = Bool.random(using: &rng) ? "" : RandomEdits.text(&rng, maximumLength: 4)
                let change = editor.replace(range: range, with: replacement)
                guard change.textChanged else { continue }
                let utf16 = Array(old.utf16)
                let before = Self.values(String(decoding: utf16[..<range.lowerBound], as: UTF16.self))
                let after = Self.values(String(decoding: utf16[range.upperBound...], as: UTF16.self))
                let now = Self.values(editor.text)
                let deletedOnlyLiterals = Self.values(String(decoding: utf16[range], as: UTF16.self)).isEmpty
                // Backspace over literals alone takes the letter or digit before them too (rule 4).
                let keptBefore = replacement.isEmpty && deletedOnlyLiterals ? max(before.count - 1, 0) : before.count
                #expect(now.starts(with: before.prefix(keptBefore)), "[\(patterns)] [\(old)] \(range) [\(replacement)] -> [\(editor.text)]")
                // After the range: all of them at the end, but a tail pushed out of a full
                // field by an insertion, which the change counts and which keeps the field
                // from complete.
                let pushed = change.displaced
                #expect(pushed <= after.count && now.count >= keptBefore + after.count - pushed
                        && now.reversed().starts(with: after.prefix(after.count - pushed).reversed()),
                        "[\(patterns)] [\(old)] \(range) [\(replacement)] -> [\(editor.text)], \(pushed) displaced")
                if pushed > 0 {
                    #expect(!replacement.isEmpty && !editor.isComplete, "[\(patterns)] [\(old)] \(range) [\(replacement)] -> [\(editor.text)]")
                    pushedOut += 1
                }
            }
        }
        // The generator reaches both cases.
        #expect(pushedOut > 0)
    }
}
