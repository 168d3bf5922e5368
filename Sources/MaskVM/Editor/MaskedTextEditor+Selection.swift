extension MaskedTextEditor {
    /// The selected text as a UTF-16 range of ``text``, on Character boundaries; empty at the
    /// cursor when nothing is selected. Typing replaces it; Backspace and Delete delete it.
    ///
    /// ```swift
    /// var editor = MaskedTextEditor(program: try MaskCompiler.compile("DDD-DDD"), text: "123456")
    /// editor.select(1..<5)         // "23-4"
    /// editor.insert("9")
    /// editor.text                  // "195-6"
    /// ```
    public var selection: Range<Int> { min(anchor, cursor)..<max(anchor, cursor) }

    /// Selects a UTF-16 range, clamped to the text and widened to whole Characters; the
    /// cursor goes to its upper end.
    public mutating func select(_ range: Range<Int>) {
        let count = utf16Count
        let lower = min(max(range.lowerBound, 0), count)
        let upper = min(max(range.upperBound, lower), count)
        guard !isSimple else {
            cursor = upper
            anchor = lower
            return
        }
        let marks = boundaries()
        cursor = marks.characterStart(atOrAfterUTF16: upper).utf16
        anchor = marks.characterStart(atOrBeforeUTF16: lower).utf16
    }

    /// Inserts `text` in place of the selection, or at the cursor when nothing is selected
    /// (typing or pasting).
    @discardableResult
    public mutating func insert(_ text: String) -> EditorChange {
        replace(range: selection, with: text)
    }

    /// Deletes the selection, or the whole Character before the cursor (a grapheme cluster:
    /// `👍🏽` goes at once, however many UTF-16 units it takes): the Backspace key.
    @discardableResult
    public mutating func deleteBackward() -> EditorChange {
        guard selection.isEmpty else { return replace(range: selection, with: "") }
        guard cursor > 0 else { return unchanged }
        return edit(previousCharacterStart(), cursor, "", literalDeletion: .backward)
    }

    /// Deletes the selection, or the whole Character after the cursor: the Delete key. Over
    /// literals only, the meaningful character after them goes too, and the cursor stays.
    @discardableResult
    public mutating func deleteForward() -> EditorChange {
        guard selection.isEmpty else { return edit(selection.lowerBound, selection.upperBound, "", literalDeletion: .forward) }
        guard cursor < utf16Count else { return unchanged }
        return edit(cursor, nextCharacterEnd(), "", literalDeletion: .forward)
    }

    private var unchanged: EditorChange {
        EditorChange(cursor: cursor, refused: [], ignored: [], displaced: 0, textChanged: false)
    }

    /// The UTF-16 start of the Character before the cursor.
    private func previousCharacterStart() -> Int {
        isSimple ? cursor - 1 : boundaries().characterStart(atOrBeforeUTF16: cursor - 1).utf16
    }

    /// The UTF-16 end of the Character after the cursor.
    private func nextCharacterEnd() -> Int {
        isSimple ? cursor + 1 : boundaries().characterStart(atOrAfterUTF16: cursor + 1).utf16
    }
}
