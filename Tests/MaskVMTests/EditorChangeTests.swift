import TestSupport
import MaskCompiler
@testable import MaskVM
import Testing

/// `EditorChange` speaks the editor's unit (UTF-16), tells refused keys from formatting
/// noise, and counts as displaced only letters and digits that were lost.
@Suite("Editor change reports")
struct EditorChangeTests {
    @Test("offsets are UTF-16 offsets into the inserted text")
    func utf16Offsets() throws {
        var editor = MaskedTextEditor(program: try MaskCompiler.compile("DDDD"))
        let change = editor.insert("😀1😀2a3")
        #expect(editor.text == "123")
        #expect(change.refused == [6])
        #expect(change.ignored == [0, 3])
        #expect(change.rejected == [0, 3, 6])
        let inserted = "😀1😀2a3".utf16
        #expect(change.rejected.map { String(inserted[inserted.index(inserted.startIndex, offsetBy: $0)...].prefix(2))! }
                == ["😀", "😀", "a3"])
    }

    @Test("a pasted number's spaces are noise, not refused keys")
    func noise() throws {
        var editor = MaskedTextEditor(program: try MaskCompiler.compile("+1(DDD)DDD-DDDD"))
        let change = editor.insert("+1 555 123 4567")
        #expect(editor.text == "+1(555)123-4567")
        #expect(change.refused.isEmpty)
        #expect(change.ignored == [2, 6, 10])
        let typo = editor.replace(range: 0..<editor.utf16Count, with: "+1 555 1x3 4567")
        #expect(typo.refused == [8])
    }

    @Test("a Backspace that loses no digit displaces nothing")
    func backspaceDisplacesNothing() throws {
        let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")
        var editor = MaskedTextEditor(program: phone)
        editor.insert("+7(912)345-67-89")
        while editor.utf16Count > 0 {
            let before = editor.value.count
            let change = editor.deleteBackward()
            #expect(change.displaced == 0, "\(editor.text)")
            #expect(editor.value.count >= before - 1)
        }
    }

    /// The letters and digits of a text that the editor did not add.
    private func typedLettersAndDigits(_ editor: MaskedTextEditor, in range: Range<Int>? = nil) -> Int {
        let bytes = Array(editor.text.utf8)
        return (range ?? 0..<bytes.count).filter {
            !ByteKind.isAdded(editor.kinds[$0]) && ReadingInput.isLetterOrDigit(byte: bytes[$0])
        }.count
    }

    @Test("random masks and deletions: displaced counts exactly the letters and digits of the rebuilt input that the new text lacks",
          arguments: [41, 42] as [UInt64])
    func displacedProperty(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            let program = try MaskCompiler.compile(RandomEdits.pattern(&rng))
            var editor = MaskedTextEditor(program: program, autocomplete: Bool.random(using: &rng))
            editor.insert(RandomEdits.text(&rng, maximumLength: 14))
            for _ in 0..<5 {
                let meaningful = editor.kinds.indices.filter { editor.kinds[$0] == ByteKind.meaningful }
                guard editor.text.utf8.count == editor.utf16Count, let start = meaningful.randomElement(using: &rng) else { break }
                let end = min(start + Int.random(in: 1...3, using: &rng), editor.utf16Count)
                let old = editor
                let change = editor.replace(range: start..<end, with: "")
                // The input is the typed text before the range and the meaningful characters
                // after it (docs/editing.md rule 2): what of its letters and digits the new
                // text lacks was displaced.
                let bytes = Array(old.text.utf8)
                let after = (end..<bytes.count).filter {
                    old.kinds[$0] == ByteKind.meaningful && ReadingInput.isLetterOrDigit(byte: bytes[$0])
                }.count
                let lost = typedLettersAndDigits(old, in: 0..<start) + after - typedLettersAndDigits(editor)
                #expect(change.displaced == max(lost, 0), "[\(program.source.pattern)] [\(old.text)] \(start)..<\(end) -> [\(editor.text)]")
                #expect(change.refused.isEmpty && change.ignored.isEmpty)
            }
        }
    }
}
