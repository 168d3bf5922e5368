import TestSupport
import MaskCompiler
import MaskVM
import Testing

/// Random masks, random edits, fixed seeds: the invariants the issue lists.
@Suite("Editor and transform properties")
struct EditorPropertyTests {
    /// One random edit of the kinds a text field reports, sometimes with out-of-range offsets.
    /// Returns whether the editor read its text again and, if so, whether the edit refused a
    /// character it inserted (nil after a cursor move, which reads nothing).
    @discardableResult
    private func randomEdit(_ editor: inout MaskedTextEditor, _ rng: inout SeededGenerator) -> Bool? {
        var inserted = ""
        return randomEdit(&editor, &rng, inserted: &inserted)
    }

    /// ``randomEdit(_:_:)``, telling the text it inserted (empty for a deletion).
    private func randomEdit(_ editor: inout MaskedTextEditor, _ rng: inout SeededGenerator, inserted: inout String) -> Bool? {
        let count = editor.utf16Count
        let a = Int.random(in: -2...(count + 2), using: &rng)
        let b = Int.random(in: -2...(count + 2), using: &rng)
        let change: EditorChange
        switch Int.random(in: 0..<8, using: &rng) {
        case 0, 1:
            inserted = RandomEdits.text(&rng, maximumLength: 3)
            change = editor.insert(inserted)
        case 2:
            inserted = RandomEdits.text(&rng, maximumLength: 12)
            change = editor.replace(range: min(a, b)..<max(a, b), with: inserted)
        case 3: change = editor.replace(range: min(a, b)..<max(a, b), with: "")
        case 4: change = editor.deleteBackward()
        case 5: change = editor.deleteForward()
        case 6:
            inserted = RandomEdits.text(&rng, maximumLength: 2)
            change = editor.replace(location: a, length: b - a, with: inserted)
        default:
            editor.moveCursor(to: a)
            return nil
        }
        // An edit that changes the text reads it anew; one that leaves it as it was keeps
        // an incomplete field incomplete, and may only make it so.
        // Lost: a letter or digit refused, or one the field showed pushed out (displaced).
        let lost = !change.refused.isEmpty || change.displaced > 0
        if change.textChanged { return lost }
        return lost ? true : nil
    }

    @Test("the text is never illegal, the cursor stays in the text, nothing traps", arguments: [1, 2, 3, 4] as [UInt64])
    func editorInvariants(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<120 {
            let pattern = RandomEdits.pattern(&rng)
            let stages = try MaskCompiler.compileStages(pattern)
            let program = stages.program
            var editor = MaskedTextEditor(program: program, autocomplete: Bool.random(using: &rng))
            // Whether the edit that last read the text refused a letter or digit.
            var refusedSome = false
            // Whether that edit typed a separator into a mask with number ranges: rule 6
            // (numbers typed apart stay apart) may then leave a matching text incomplete.
            var typedSeparator = false
            for _ in 0..<25 {
                var inserted = ""
                if let refused = randomEdit(&editor, &rng, inserted: &inserted) {
                    refusedSome = refused
                    typedSeparator = pattern.contains("<") && inserted.contains { !$0.isLetter && !$0.isNumber }
                }
                let verdict = program.match(editor.text)
                #expect(verdict == .complete || verdict == .partial, "\(pattern): \(editor.text)")
                // Never complete on a text that is not; exactly the text's verdict unless a
                // letter or digit was refused, which, lost from the middle of a paste, keeps
                // the field from complete (docs/editing.md, rule 4 of "Values, not characters").
                #expect(!editor.isComplete || verdict == .complete, "[\(pattern)] [\(editor.text)]")
                if !refusedSome {
                    #expect(editor.isComplete == (verdict == .complete) || !editor.isComplete && typedSeparator, "[\(pattern)] [\(editor.text)]")
                }
                #expect(editor.cursor >= 0 && editor.cursor <= editor.text.utf16.count, "\(pattern): \(editor.text)")
                #expect(editor.text.utf16.count == editor.utf16Count)
                if stages.ambiguities.isEmpty {
                    // Extract reads the text as typed: a separator the editor inserted before a
                    // one-digit last number is typed to it, so rule 7 pads that number where the
                    // editor, which knows it inserted it, does not (docs/editing.md, rule 7).
                    let extracted = program.extract(editor.text)
                    #expect(extracted.value == editor.value
                            || !editor.isComplete && extracted.result == .complete && Self.isEndPadded(extracted.value, editor.value),
                            "\(pattern): \(editor.text)")
                }
            }
        }
    }

    /// "All literals required": no `?`, no `|`. And no literal that a class could take too:
    /// with `1D-`, the text `11-` is also the value `11` (see docs/editing.md), so a value and
    /// a formatted text cannot be told apart there.
    @Test("transform(extract(text).value) gives back the text when all literals are required", arguments: [5, 6, 7] as [UInt64])
    func roundTrip(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            let pattern = RandomEdits.pattern(&rng, plain: true)
            let program = try MaskCompiler.compile(pattern)
            var editor = MaskedTextEditor(program: program)
            for _ in 0..<20 {
                randomEdit(&editor, &rng)
                let value = program.extract(editor.text).value
                // An empty value leaves only literals the mask starts with: the field is then
                // either empty or shows those literals.
                guard !value.isEmpty else { continue }
                #expect(program.transform(value).text == editor.text, "[\(pattern)] text [\(editor.text)] value [\(value)]")
            }
        }
    }

    @Test("transform never gives illegal text; complete samples keep every letter and digit", arguments: [8, 9] as [UInt64])
    func transformInvariants(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let stages = try MaskCompiler.compileStages(RandomEdits.pattern(&rng))
            let program = stages.program
            for _ in 0..<10 {
                let sample = RandomEdits.text(&rng, maximumLength: 14)
                for autocomplete in [true, false] {
                    let result = program.transform(sample, autocomplete: autocomplete)
                    if case .illegal = program.match(result.text) { Issue.record("\(program.source.pattern): \(sample) -> \(result.text)") }
                    // Rule 6 (numbers typed apart stay apart) aside, complete exactly when the
                    // text matches and keeps every letter and digit.
                    #expect(result.isCompleteAsTheRulesSay(of: sample, program: program),
                            "[\(program.source.pattern)] [\(sample)] -> [\(result.text)]")
                    #expect(result.dropped.count <= sample.count)
                    #expect(result.droppedLettersAndDigits == result.unplaced.count)
                }
                if program.match(sample) == .complete {
                    #expect(program.transform(sample).unplaced.isEmpty, "\(program.source.pattern): \(sample)")
                }
                // Extract reads as transform does: illegal at the first letter or digit that
                // found no place, else complete when the reading can be completed.
                let transformed = program.transform(sample, autocomplete: false)
                switch program.extract(sample).result {
                case .illegal(let offset): #expect(transformed.unplaced.first == offset, "\(program.source.pattern): \(sample)")
                case .complete: #expect(transformed.keptEveryLetterAndDigit(of: sample) && program.match(transformed.text, optimistic: true) == .complete)
                case .partial: #expect(transformed.unplaced.isEmpty, "\(program.source.pattern): \(sample)")
                }
                // Transforming a transformed text changes nothing, where the mask reads no
                // character both ways (else an inserted literal may be read as data: lint warns).
                // A partial text may change once: a separator the first pass inserted before a
                // one-digit last number reads as typed in the second, which pads it (rule 7).
                if stages.ambiguities.isEmpty {
                    let first = program.transform(sample)
                    let twice = program.transform(first.text).text
                    #expect(twice == first.text || !first.isComplete && program.match(twice) == .complete
                            && Self.isEndPadded(twice, first.text), "\(program.source.pattern): \(sample) -> \(first.text) -> \(twice)")
                }
            }
        }
    }

    /// Whether `padded` is `text` with its last character, a digit, padded by a `0` (rule 7 at
    /// the end of the text), and only literals after it.
    static func isEndPadded(_ padded: String, _ text: String) -> Bool {
        guard let digit = text.last, digit.isASCII, digit.isNumber else { return false }
        return padded.hasPrefix(text.dropLast() + "0" + String(digit))
    }

    /// The sample without the characters no state of the mask can take.
    static func withoutNoise(_ sample: String, _ program: MaskProgram) -> String {
        let reader = program.reader
        return String(sample.filter { character in
            let cls = Int(reader.classMap[Int(character.utf8.first!)])
            return (0..<reader.stateCount).contains { state in
                reader.target(state, cls, .literal) != 0 || reader.target(state, cls, .meaningful) != 0
            }
        })
    }

    /// The letters and digits kept are the best earliest first: going through them in order,
    /// each is kept exactly when some text of the mask (literals may be left out, symbols
    /// kept or not) holds it after every one kept before. With number ranges the value rules
    /// apply (docs/editing.md, rules 6 and 7): a typed closer is kept among them, no closing
    /// literal is left out before a typed one, and a range may take a padding zero
    /// (``ValueReadingOracle``). Checked by trying every subset of short inputs.
    @Test("the reading keeps the letters and digits earliest first, and drops no letter or digit for a symbol", arguments: [10, 11, 12] as [UInt64])
    func keptAgainstBruteForce(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var checked = 0
        for _ in 0..<150 {
            let program = try MaskCompiler.compile(RandomEdits.pattern(&rng, maximumItems: 6))
            let oracle = ValueReadingOracle(program)
            for _ in 0..<6 {
                let typed = RandomEdits.text(&rng, maximumLength: 8)
                // Each character may be read as typed or in its other form, where it lands; a
                // separator the mask does not write that closes a range reads as the mask's own.
                let characters = ForeignClosing.closed(Array(typed), program)
                let readable = characters.indices.filter { !TypingOracle.isNoise(characters[$0], program) }
                let lettersAndDigits = readable.filter { characters[$0].isLetter || characters[$0].isNumber }
                let significant = readable.filter { lettersAndDigits.contains($0) || oracle.isCloser(characters[$0]) }
                let lastCloser = readable.last { oracle.isCloser(characters[$0]) } ?? -1
                func fits(_ kept: [Int]) -> Bool {
                    // Some choice of forms, with some subset of the other symbols, follows the
                    // mask optimistically.
                    let items = readable.filter { kept.contains($0) || !significant.contains($0) }
                        .map { (index: $0, optional: !significant.contains($0)) }
                    return oracle.fits(items, characters, lastCloser: lastCloser)
                }
                var kept: [Int] = []
                for index in significant where fits(kept + [index]) { kept.append(index) }
                let result = program.transform(typed, autocomplete: false)
                let keptByReading = significant.filter { !result.dropped.contains($0) }
                #expect(keptByReading == kept, "\(program.source.pattern): \(String(characters)) -> \(result.text)")
                #expect(result.unplaced == lettersAndDigits.filter { !kept.contains($0) }, "\(program.source.pattern): \(String(characters)) -> \(result.text)")
                checked += 1
            }
        }
        #expect(checked == 900)
    }
}
