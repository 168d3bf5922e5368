import MaskCompiler
@testable import MaskVM
import Testing
import TestSupport

/// The value rules (docs/editing.md, "Values, not characters") on random masks with number
/// ranges, counts and separators (``ValueMasks``), against an independent statement of them.
@Suite("Value rules on random masks with ranges and counts")
struct ValueRulePropertyTests {
    /// Rules 6 and 7 with rule 1: the letters, digits and typed closers kept are the best
    /// earliest first, where a closing separator is not inserted before a typed one and a
    /// zero-padded range may take a padding zero (``ValueReadingOracle``, which walks the
    /// reading automaton by brute force).
    @Test("kept earliest first, closers and padding as the rules say", arguments: [61, 62, 63] as [UInt64])
    func keptAgainstOracle(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var checked = 0
        for _ in 0..<120 {
            let program = try MaskCompiler.compile(ValueMasks.pattern(&rng))
            let oracle = ValueReadingOracle(program)
            for _ in 0..<6 {
                let typed = String(ValueMasks.text(&rng).prefix(8))
                // A separator the mask does not write that closes a range reads as the mask's own.
                let characters = ForeignClosing.closed(Array(typed), program)
                let readable = characters.indices.filter { !TypingOracle.isNoise(characters[$0], program) }
                let lettersAndDigits = readable.filter { characters[$0].isLetter || characters[$0].isNumber }
                let significant = readable.filter { lettersAndDigits.contains($0) || oracle.isCloser(characters[$0]) }
                let lastCloser = readable.last { oracle.isCloser(characters[$0]) } ?? -1
                var kept: [Int] = []
                for index in significant {
                    let items = readable.filter { kept.contains($0) || $0 == index || !significant.contains($0) }
                        .map { (index: $0, optional: !significant.contains($0)) }
                    if oracle.fits(items, characters, lastCloser: lastCloser) { kept.append(index) }
                }
                let result = program.transform(typed, autocomplete: false)
                let context = "[\(program.source.pattern)] [\(typed)] -> [\(result.text)]"
                #expect(significant.filter { !result.dropped.contains($0) } == kept, "\(context)")
                #expect(result.unplaced == lettersAndDigits.filter { !kept.contains($0) }, "\(context)")
                checked += 1
            }
        }
        #expect(checked == 720)
    }

    /// Rule 4: nothing is laundered. A complete result holds every typed letter and digit the
    /// mask could read, in typed order (a padding zero aside), in transform and in the editor
    /// alike. (That a typed separator is never overruled is the oracle's test above.)
    @Test("a complete result keeps every typed letter and digit, in order", arguments: [71, 72, 73] as [UInt64])
    func completeKeepsEverything(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var complete = 0
        for _ in 0..<150 {
            let program = try MaskCompiler.compile(ValueMasks.pattern(&rng))
            for _ in 0..<10 {
                let text = ValueMasks.text(&rng)
                let result = program.transform(text)
                var editor = MaskedTextEditor(program: program)
                editor.insert(text)
                #expect(editor.text == result.text, "[\(program.source.pattern)] [\(text)]")
                guard result.isComplete else { continue }
                complete += 1
                #expect(editor.isComplete, "[\(program.source.pattern)] [\(text)]")
                let typed = text.filter { ($0.isLetter || $0.isNumber) && !TypingOracle.isNoise($0, program) }
                // What the field shows that was typed: read as data or as a literal digit.
                let kept = EditingInvariantTests.consumed(editor).filter { $0.isLetter || $0.isNumber }
                #expect(kept.count == typed.count, "[\(program.source.pattern)] [\(text)] -> [\(result.text)]")
                for (typedCharacter, keptCharacter) in zip(typed, kept) {
                    #expect(TypingOracle.forms(typedCharacter).contains(keptCharacter), "[\(program.source.pattern)] [\(text)] -> [\(result.text)]")
                }
            }
        }
        #expect(complete > 50)
    }
}
