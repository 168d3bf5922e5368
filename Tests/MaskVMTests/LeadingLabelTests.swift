import MaskCompiler
import MaskVM
import TestSupport
import Testing

/// Rule 4's leading label (docs/editing.md, "Values, not characters"): words before the
/// value that the mask cannot start with, ended by a space or a colon, are formatting noise.
@Suite("Leading labels: words the mask cannot start with are noise, not data")
struct LeadingLabelTests {
    static let date = "<01-12>/<01-31>/DDDD"
    static let phone = "+D (DDD) DDD-DDDD"
    static let code = "AA DDDD"

    @Test("a label is dropped and the value read from after it, complete", arguments: [
        (date, "Date: 1/2/2024", "01/02/2024", 6),
        (date, "Born on: 12/31/2024", "12/31/2024", 9),
        (phone, "Tel.: +1 201 555 0123", "+1 (201) 555-0123", 6),
        (phone, "Tel. +1 201 555 0123", "+1 (201) 555-0123", 5),
        (phone, "Phone number: 12015550123", "+1 (201) 555-0123", 14),
        (phone, "  Mobile 12015550123", "+1 (201) 555-0123", 9),
        (phone, "Téléphone : 12015550123", "+1 (201) 555-0123", 12),
        // Labels one after another: `Call ` and then `me `.
        (phone, "Call me 12015550123", "+1 (201) 555-0123", 8),
    ])
    func labelDropped(pattern: String, sample: String, printed: String, label: Int) throws {
        let program = try MaskCompiler.compile(pattern)
        let transformed = program.transform(sample)
        #expect(transformed.text == printed)
        #expect(transformed.isComplete)
        #expect(transformed.label == label)
        #expect(Array(transformed.dropped.prefix(label)) == Array(0..<label))
        #expect(transformed.unplaced.isEmpty)
        #expect(program.extract(sample).result == .complete)
        #expect(program.readValue(sample).isValue)
        // The editor takes the same paste the same way, and ignores the label's characters.
        var editor = MaskedTextEditor(program: program)
        let change = editor.insert(sample)
        #expect(editor.text == printed && editor.isComplete)
        #expect(change.refused.isEmpty)
        #expect(change.ignored.count >= label)
    }

    @Test("words the mask can start with, or that hold digits, are data, never a label", arguments: [
        (code, "AB 1234", "AB 1234", true),
        // `12x` holds a digit: no label; the `x` is a dropped letter, so not complete.
        (phone, "12x 2015550123", "+1 (220) 155-5012", false),
        // A label needs something after it.
        (date, "Date: ", "", false),
    ])
    func notALabel(pattern: String, sample: String, printed: String, complete: Bool) throws {
        let program = try MaskCompiler.compile(pattern)
        let transformed = program.transform(sample)
        #expect(transformed.label == 0)
        #expect(transformed.text == printed)
        #expect(transformed.isComplete == complete)
    }

    @Test("in a set, words are a label only when no mask can start with them; extract agrees with transform")
    func setLabel() throws {
        // `AA-DD` can start with `ab`: no label, so the letters count, in extract as in transform.
        let mixed = try MaskCompiler.compile(["AA-DD", "DD-DD"])
        let transformed = mixed.transform("ab 12-34")
        #expect(transformed.label == 0)
        #expect(!transformed.isComplete)
        #expect(mixed.extract("ab 12-34").result != .complete)
        // No mask of `DD-DD`, `DDD-DD` can: a label, in both.
        let digits = try MaskCompiler.compile(["DD-DD", "DDD-DD"])
        let labelled = digits.transform("No. 12-34")
        #expect(labelled.label == 4 && labelled.text == "12-34" && labelled.isComplete)
        #expect(digits.extract("No. 12-34") == Extracted(value: "1234", result: .complete, mask: 0))
        #expect(digits.extract("No. 12-34x").result == .partial)
        #expect(digits.extract("No. 123-456").result == .illegal(at: 10))
    }

    @Test("a value after a label is judged as without it: a wrong value stays wrong")
    func labelNeverLaunders() throws {
        let program = try MaskCompiler.compile(Self.date)
        for sample in ["Date: 13/1/2024", "Date: 1/2/202", "Date: 1/2/20245"] {
            let transformed = program.transform(sample)
            #expect(transformed.label == 6, "\(sample)")
            #expect(!transformed.isComplete, "\(sample) -> \(transformed.text)")
            #expect(!program.readValue(sample).isValue, "\(sample)")
        }
    }

    /// The stated exception to typing = pasting: a label exists only where it arrives whole,
    /// at the field's start. Typed key by key, its letters are read (or refused) as they come.
    @Test("typed key by key, a label's letters are keys like any other")
    func typedLabelIsKeys() throws {
        let program = try MaskCompiler.compile(Self.phone)
        var typed = MaskedTextEditor(program: program)
        var refused = 0
        for character in "Tel. 12015550123" { refused += typed.insert(String(character)).refused.count }
        // The letters are refused keys (the mask reads none), the digits are read.
        #expect(refused == 3)
        #expect(typed.text == "+1 (201) 555-0123")
        // A paste into the middle of the field is never a label.
        var middle = MaskedTextEditor(program: try MaskCompiler.compile(Self.date))
        middle.insert("1")
        let change = middle.insert("Date: 2/2024")
        #expect(!change.refused.isEmpty)
    }

    /// The property: a label before any text changes nothing but the label's own units.
    /// Where the mask cannot start with the label's words, transform, extract and a paste
    /// into the editor read `label + text` as they read `text`, the label's units dropped
    /// first; where it can, no label is taken.
    @Test("on random masks, a label before a text reads as the text alone", arguments: [51, 52, 53])
    func labelIsTransparent(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let labels = ["Tel.: ", "IBAN ", "Phone number: ", "Código: ", "  No. "]
        var labelled = 0
        for _ in 0..<150 {
            guard let program = try? MaskCompiler.compile(RandomEdits.pattern(&rng)) else { continue }
            for _ in 0..<6 {
                // Spaces after a label belong to it: the text starts with something else.
                let text = String(RandomEdits.text(&rng, maximumLength: 10).drop { $0 == " " })
                let label = labels.randomElement(using: &rng)!
                let sample = label + text
                let whole = program.transform(sample)
                guard whole.label > 0 else { continue }
                labelled += 1
                let alone = program.transform(text)
                let context = "[\(program.source.pattern)] [\(sample)]"
                #expect(whole.label == label.count, "\(context)")
                #expect(whole.text == alone.text, "\(context)")
                #expect(whole.isComplete == alone.isComplete, "\(context)")
                #expect(whole.dropped == Array(0..<label.count) + alone.dropped.map { $0 + label.count }, "\(context)")
                #expect(whole.unplaced == alone.unplaced.map { $0 + label.count }, "\(context)")
                #expect(program.extract(sample).value == program.extract(text).value, "\(context)")
                var pasted = MaskedTextEditor(program: program)
                pasted.insert(sample)
                var clean = MaskedTextEditor(program: program)
                clean.insert(text)
                #expect(pasted.text == clean.text && pasted.isComplete == clean.isComplete, "\(context)")
            }
        }
        #expect(labelled >= 100, "only \(labelled) labelled samples")
    }
}
