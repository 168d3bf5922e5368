import TestSupport
import MaskCompiler
@testable import MaskVM
import Testing

/// docs/editing.md rule 5: after a deletion the caret is where the deletion was, mapped
/// through the new reading of the text.
@Suite("Editor caret after deletions")
struct EditorCaretTests {
    @Test("deleting the 9 of 7(912)345 leaves the caret where the 9 was, after the (")
    func issueExample() throws {
        let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")
        var editor = MaskedTextEditor(program: phone)
        editor.insert("7912345")
        #expect(editor.text == "7(912)345-")
        editor.replace(range: 2..<3, with: "")
        #expect(editor.text == "7(123)45")
        #expect(editor.cursor == 2)
        // Backspace with the caret after the 9 does the same.
        var keyed = MaskedTextEditor(program: phone, text: "7912345")
        keyed.moveCursor(to: 3)
        keyed.deleteBackward()
        #expect(keyed.text == "7(123)45")
        #expect(keyed.cursor == 2)
        // Deleting the 3 right after `)` keeps the caret after the `)`; deleting `)3` keeps it
        // before, where that deletion started.
        var after = MaskedTextEditor(program: phone, text: "7912345")
        after.replace(range: 6..<7, with: "")
        #expect(after.text == "7(912)45")
        #expect(after.cursor == 6)
        var over = MaskedTextEditor(program: phone, text: "7912345")
        over.replace(range: 5..<7, with: "")
        #expect(over.text == "7(912)45")
        #expect(over.cursor == 5)
        // Delete (forward) on the `(` takes the 9 after it and the caret stays.
        var forward = MaskedTextEditor(program: phone, text: "7912345")
        forward.moveCursor(to: 1)
        forward.deleteForward()
        #expect(forward.text == "7(123)45")
        #expect(forward.cursor == 1)
    }

    /// The meaningful characters of the text before a UTF-16 offset (ASCII texts: bytes).
    private func meaningfulBefore(_ editor: MaskedTextEditor, _ offset: Int) -> Int {
        editor.kinds.prefix(offset).filter { $0 == ByteKind.meaningful }.count
    }

    @Test("random masks and deletions: the caret is at the deletion's start, mapped through the reading",
          arguments: [31, 32, 33] as [UInt64])
    func caretProperty(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var checked = 0
        var keptPrefix = 0
        for _ in 0..<150 {
            let program = try MaskCompiler.compile(RandomEdits.pattern(&rng))
            var editor = MaskedTextEditor(program: program, autocomplete: Bool.random(using: &rng))
            editor.insert(RandomEdits.text(&rng, maximumLength: 14))
            for _ in 0..<6 {
                // Delete one meaningful character (with Backspace or a range), ASCII texts only.
                let meaningful = editor.kinds.indices.filter { editor.kinds[$0] == ByteKind.meaningful }
                guard editor.text.utf8.count == editor.utf16Count, let start = meaningful.randomElement(using: &rng) else { break }
                let old = editor
                if Bool.random(using: &rng) {
                    editor.replace(range: start..<(start + 1), with: "")
                } else {
                    editor.moveCursor(to: start + 1)
                    editor.deleteBackward()
                }
                let context = "[\(program.source.pattern)] [\(old.text)] delete \(start) -> [\(editor.text)] caret \(editor.cursor)"
                #expect(editor.cursor >= 0 && editor.cursor <= editor.utf16Count, "\(context)")
                var expectedValue = Array(old.value)
                expectedValue.remove(at: meaningfulBefore(old, start))
                // Where the reading kept every other value character, the caret has the same
                // value characters before it as the deletion's start had...
                guard Array(editor.value) == expectedValue, editor.text.utf8.count == editor.utf16Count else { continue }
                checked += 1
                #expect(meaningfulBefore(editor, editor.cursor) == meaningfulBefore(old, start), "\(context)")
                // ...and where the reading kept the text before the deletion as it was, the
                // caret is right after it.
                let kept = String(old.text.utf8.prefix(start))!
                if editor.text.hasPrefix(kept) {
                    keptPrefix += 1
                    #expect(editor.cursor == kept.utf16.count, "\(context)")
                }
            }
        }
        #expect(checked > 50 && keptPrefix > 30, "checked \(checked), kept prefix \(keptPrefix)")
    }
}
