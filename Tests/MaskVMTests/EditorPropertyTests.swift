import TestSupport
import MaskCompiler
import MaskVM
import Testing

/// Random masks, random edits, fixed seeds: the invariants the issue lists.
@Suite("Editor and transform properties")
struct EditorPropertyTests {
    /// One random edit of the kinds a text field reports, sometimes with out-of-range offsets.
    private func randomEdit(_ editor: inout MaskedTextEditor, _ rng: inout SeededGenerator) {
        let count = editor.utf16Count
        let a = Int.random(in: -2...(count + 2), using: &rng)
        let b = Int.random(in: -2...(count + 2), using: &rng)
        switch Int.random(in: 0..<8, using: &rng) {
        case 0, 1: editor.insert(RandomEdits.text(&rng, maximumLength: 3))
        case 2: editor.replace(range: min(a, b)..<max(a, b), with: RandomEdits.text(&rng, maximumLength: 12))
        case 3: editor.replace(range: min(a, b)..<max(a, b), with: "")
        case 4: editor.deleteBackward()
        case 5: editor.deleteForward()
        case 6: editor.replace(location: a, length: b - a, with: RandomEdits.text(&rng, maximumLength: 2))
        default: editor.moveCursor(to: a)
        }
    }

    @Test("the text is never illegal, the cursor stays in the text, nothing traps", arguments: [1, 2, 3, 4] as [UInt64])
    func editorInvariants(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<120 {
            let pattern = RandomEdits.pattern(&rng)
            let stages = try MaskCompiler.compileStages(pattern)
            let program = stages.program
            var editor = MaskedTextEditor(program: program, autocomplete: Bool.random(using: &rng))
            for _ in 0..<25 {
                randomEdit(&editor, &rng)
                let verdict = program.match(editor.text)
                #expect(verdict == .complete || verdict == .partial, "\(pattern): \(editor.text)")
                #expect(editor.isComplete == (verdict == .complete), "[\(pattern)] [\(editor.text)]")
                #expect(editor.cursor >= 0 && editor.cursor <= editor.text.utf16.count, "\(pattern): \(editor.text)")
                #expect(editor.text.utf16.count == editor.utf16Count)
                if stages.ambiguities.isEmpty {
                    #expect(program.extract(editor.text).value == editor.value, "\(pattern): \(editor.text)")
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

    @Test("transform never gives illegal text; complete samples stay complete with nothing dropped", arguments: [8, 9] as [UInt64])
    func transformInvariants(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let program = try MaskCompiler.compile(RandomEdits.pattern(&rng))
            for _ in 0..<10 {
                let sample = RandomEdits.text(&rng, maximumLength: 14)
                for autocomplete in [true, false] {
                    let result = program.transform(sample, autocomplete: autocomplete)
                    #expect(program.match(result.text) != .illegal(at: 0) || result.text.isEmpty || program.match("") != .illegal(at: 0))
                    if case .illegal = program.match(result.text) { Issue.record("\(program.source.pattern): \(sample) -> \(result.text)") }
                    #expect(result.isComplete == (program.match(result.text) == .complete), "[\(program.source.pattern)] [\(sample)] -> [\(result.text)]")
                    #expect(result.dropped.count <= sample.count)
                }
                if program.match(sample) == .complete {
                    let result = program.transform(sample)
                    #expect(result.dropped.isEmpty && result.isComplete, "\(program.source.pattern): \(sample)")
                }
                // Extract judges a sample that follows the mask as it stands, another optimistically
                // without the characters the mask takes nowhere.
                let strict = program.match(sample)
                let expected = if case .illegal = strict { program.match(Self.withoutNoise(sample, program), optimistic: true) } else { strict }
                switch (program.extract(sample).result, expected) {
                case (.illegal, .illegal): break
                case (let got, let wanted): #expect(got == wanted, "\(program.source.pattern): \(sample)")
                }
                // Transforming a transformed text changes nothing.
                let once = program.transform(sample).text
                #expect(program.transform(once).text == once, "\(program.source.pattern): \(sample)")
            }
        }
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

    /// The fewest drops possible is `n - (the longest subsequence of the input that is still
    /// a prefix of the optimistic language)`; among those, the reading is complete when some
    /// such subsequence is complete. Checked by trying every subsequence of short inputs.
    @Test("the exact reading drops the fewest characters and ends complete when it can", arguments: [10, 11, 12] as [UInt64])
    func optimalAgainstBruteForce(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            let program = try MaskCompiler.compile(RandomEdits.pattern(&rng, maximumItems: 6))
            for _ in 0..<6 {
                let characters = Array(RandomEdits.text(&rng, maximumLength: 8))
                // Text that follows the mask is read as it stands; the search is for the rest.
                if case .illegal = program.match(String(characters)) {} else { continue }
                var bestKept = -1
                var bestComplete = false
                for subset in 0..<(1 << characters.count) {
                    let kept = String(characters.indices.filter { subset & (1 << $0) != 0 }.map { characters[$0] })
                    let verdict = program.match(kept, optimistic: true)
                    guard verdict != .illegal(at: kept.count), case let size = kept.count, verdict == .complete || verdict == .partial else { continue }
                    if size > bestKept { (bestKept, bestComplete) = (size, verdict == .complete) }
                    else if size == bestKept, verdict == .complete { bestComplete = true }
                }
                let result = program.transform(String(characters), autocomplete: false)
                let context = "\(program.source.pattern): \(String(characters)) -> \(result.text)"
                #expect(result.dropped.count == characters.count - bestKept, "\(context)")
                #expect(program.extract(String(characters)).result == .complete || !bestComplete || !result.dropped.isEmpty, "\(context)")
                if bestComplete {
                    // Complete once the skipped trailing literals are added.
                    #expect(program.match(result.text, optimistic: true) == .complete, "\(context)")
                }
            }
        }
    }
}
