import MaskCompiler
import MaskPresets
import MaskVM
import Testing
import TestSupport

/// Rule 6 (docs/editing.md): a separator the mask does not write closes a number as the
/// mask's own would, also after a number the reading moved a digit into and padded to its
/// full width. Before stop 44 it did only while that number took more digits, so `28 50` into
/// `<00-23>:<00-59>` (`28` reads `02:08`) was `illegal 3`, and `28:50` `illegal 1`.
@Suite("a separator after a digit moved into a padded number closes as the mask's own")
struct MovedDigitCloserTests {
    static let separators = ["/", ".", "-", " ", ":", ","]

    /// The presets where a number too big for its range moves its last digit on into the
    /// next one, padded to full width, with the parts drawn wider than the ranges, and the
    /// index of the first separator that follows a range (date-iso's year is `DDDD`: a
    /// separator after it closes nothing, and is written as the mask's own here).
    static let overflowing: [(preset: MaskPreset, parts: [ClosedRange<Int>], own: String, firstClosing: Int)] = [
        (.dateISO, [1900...2099, 1...15, 10...40], "-", 1),
        (.time, [0...30, 10...70], ":", 0),
        (.timeSeconds, [0...30, 0...70, 10...70], ":", 0),
    ]

    @Test("a separator of another kind after a range reads as the mask's own, also after a number padded to full width")
    func foreignSeparatorReadsAsOwn() {
        var generator = SeededGenerator(seed: 4402)
        var refused = 0
        for (preset, ranges, own, firstClosing) in Self.overflowing {
            for _ in 0..<600 {
                let parts = ranges.map { Int.random(in: $0, using: &generator) }.map(String.init)
                let separator = Self.separators.filter { $0 != own }.randomElement(using: &generator)!
                var sample = parts[0]
                for index in 1..<parts.count { sample += (index - 1 < firstClosing ? own : separator) + parts[index] }
                let typed = preset.transform(sample, region: nil)
                let withOwn = preset.transform(parts.joined(separator: own), region: nil)
                #expect(typed.text == withOwn.text && typed.unplaced.count == withOwn.unplaced.count
                        && typed.isComplete == withOwn.isComplete,
                        "\(preset.name): \(sample) gives \(typed.text) (\(typed.unplaced.count) unplaced), with \(own) \(withOwn.text) (\(withOwn.unplaced.count))")
                if !withOwn.isComplete { refused += 1 }
            }
        }
        // Numbers too big for their range are generated: many samples are refused.
        #expect(refused > 300, "\(refused) refused")
    }

    @Test("a number the person filled keeps a separator after it as formatting; one the reading moved a digit into does not", arguments: [
        ("1234 ", "12:34", true), ("28 50", "02:50", false), ("28:50", "02:50", false), ("208 5", "20:08", false),
        ("1 30", "01:30", true), ("28 ", "02:", false), ("28", "02:08", true),
    ])
    func filledNumberKeepsFormatting(sample: String, text: String, complete: Bool) throws {
        let program = try MaskCompiler.compile("<00-23>:<00-59>")
        let result = program.transform(sample)
        #expect(result.text == text)
        #expect(result.isComplete == complete)
    }

    @Test("a letter read after a padded number is not a moved digit: a separator after it stays formatting")
    func letterIsNotMoved() throws {
        let program = try MaskCompiler.compile("/7<01-12>)?U")
        #expect(program.transform("8B+").text == "/708B")
        #expect(program.transform("8B+").isComplete)
        #expect(program.transform("8+B").text == "/708)B")
    }

    @Test("the editor refuses a space typed after 28 as it refuses a ':' there; typing on gives what pasting the accepted keys gives")
    func editorRefusesTheCloser() throws {
        let program = try MaskCompiler.compile("<00-23>:<00-59>")
        for closer in [" ", ":"] {
            var editor = MaskedTextEditor(program: program)
            editor.insert("2")
            editor.insert("8")
            #expect(editor.text == "02:08")
            let change = editor.insert(closer)
            #expect(change.refused == [0], "\(closer.debugDescription)")
            #expect(editor.text == "02:08")
            var pasted = MaskedTextEditor(program: program)
            pasted.insert("28" + closer)
            #expect(pasted.text == "02:")
            #expect(!pasted.isComplete)
        }
    }
}
