import MaskCompiler
import MaskVM
import Testing
import TestSupport

/// Typing key by key equals pasting in masks with number ranges, separators included: a
/// separator key the field reads nowhere (a `:` after a single `8` in `D{2}:<1-12>`) shows
/// nothing, but it was typed, and the digits after it are read as a paste of the same keys
/// reads them (docs/editing.md, rule 6, "Numbers typed apart stay apart"). A complete field
/// is judged by the value-promise oracle of ``ValuePromiseOracleTests``.
@Suite("A typed separator the field reads nowhere still parts the numbers")
struct TypedSeparatorTests {
    @Test("typing key by key gives the text and completeness of pasting, and a complete field is honest",
          arguments: [4801, 4802, 4803, 4804] as [UInt64])
    func typingEqualsPasting(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var cases = 0
        var complete = 0
        var separatorKeysIgnored = 0
        var frozen = 0
        for _ in 0..<300 {
            // A mask with a number range: without one, a dropped separator is formatting.
            var mask = ValuePromiseMask.random(&rng)
            while !mask.items.contains(where: { if case .range = $0 { true } else { false } }) { mask = ValuePromiseMask.random(&rng) }
            let program = try MaskCompiler.compile(mask.pattern)
            for _ in 0..<20 {
                let sample = mask.randomTyping(&rng)
                var typed = MaskedTextEditor(program: program)
                // The keys the field took: all but those it refused (a digit past the end, a
                // separator that would cost a digit it shows).
                var taken = ""
                // The stated exception (docs/editing.md, rule 2): a key read nowhere leaves the
                // field as it was, even where a paste of the keys so far reads them anew.
                var keptAsItWas = false
                for key in sample {
                    let change = typed.insert(String(key))
                    if change.refused.isEmpty { taken.append(key) }
                    guard !change.ignored.isEmpty else { continue }
                    separatorKeysIgnored += 1
                    if !change.textChanged, !keptAsItWas {
                        var soFar = MaskedTextEditor(program: program)
                        soFar.insert(taken)
                        keptAsItWas = soFar.text != typed.text
                    }
                }
                var pasted = MaskedTextEditor(program: program)
                pasted.insert(taken)
                cases += 1
                if keptAsItWas {
                    frozen += 1
                } else {
                    #expect(typed.text == pasted.text && typed.isComplete == pasted.isComplete,
                            "[\(mask.pattern)] typed [\(sample)] -> [\(typed.text)] \(typed.isComplete), pasted [\(taken)] -> [\(pasted.text)] \(pasted.isComplete)")
                    #expect(typed.value == pasted.value, "[\(mask.pattern)] [\(sample)]: value \(typed.value) vs \(pasted.value)")
                }
                guard typed.isComplete else { continue }
                complete += 1
                let failure = mask.dishonesty(typed: taken, text: typed.text)
                #expect(failure == nil, "[\(mask.pattern)] typed [\(sample)], took [\(taken)] -> [\(typed.text)]: \(failure ?? "")")
            }
        }
        // Enough complete fields, and enough separator keys read nowhere, to judge.
        #expect(cases == 6_000)
        // The exception is rare: it may not hide the rule.
        #expect(frozen < 30, "\(frozen) kept as they were")
        #expect(complete > 3_000, "\(complete) complete")
        #expect(separatorKeysIgnored > 3_000, "\(separatorKeysIgnored) separator keys ignored")
    }

    @Test("a separator key read nowhere parts the digits as in a paste", arguments: [
        ("D{2}:<1-12>", "8:11", "81:1", false), ("D{2}:<1-12>", "81:1", "81:1", true),
        ("<01-12>/<01-31>", "0/5/12", "05/12", false), ("<01-12>/<01-31>", "05/12", "05/12", true),
        ("<0-255>.<0-255>", "0.12.3", "0.123", false), ("DDDD-<01-12>", "202-12", "2021-02", false),
        ("<5-7>D", "7.7", "77", true),
    ])
    func separatorKeyParts(pattern: String, keys: String, text: String, complete: Bool) throws {
        let program = try MaskCompiler.compile(pattern)
        var typed = MaskedTextEditor(program: program)
        for key in keys { typed.insert(String(key)) }
        var pasted = MaskedTextEditor(program: program)
        pasted.insert(keys)
        #expect(typed.text == text)
        #expect(typed.isComplete == complete)
        #expect(pasted.text == text)
        #expect(pasted.isComplete == complete)
    }

    @Test("deleting the digit after an unread separator takes the separator with it")
    func backspaceTakesTheSeparator() throws {
        let program = try MaskCompiler.compile("D{2}:<1-12>")
        var editor = MaskedTextEditor(program: program)
        for key in "8:1" { editor.insert(String(key)) }
        #expect(editor.text == "81:")
        editor.deleteBackward()
        #expect(editor.text == "8")
        // The `:` the field never showed went with the `1`: `8`, `1`, `1` as typed now.
        for key in "11" { editor.insert(String(key)) }
        #expect(editor.text == "81:1")
        #expect(editor.isComplete)
        // A separator before the edited place stays: Backspace at the end keeps it.
        var kept = MaskedTextEditor(program: program)
        for key in "8:11" { kept.insert(String(key)) }
        kept.deleteBackward()
        kept.insert("1")
        #expect(kept.text == "81:1")
        #expect(!kept.isComplete)
    }
}
