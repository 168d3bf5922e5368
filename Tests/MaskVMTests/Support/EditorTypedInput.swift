import MaskVM

/// The text an edit of a masked text editor reads, rebuilt from outside as docs/editing.md
/// (editor rule 2) says: the characters before the edited range less the literals the editor
/// added, the replacement, the meaningful characters after it; each character read in
/// another form put back as typed; and the separators typed and dropped that the editor
/// remembers (in a mask, or a set, with number ranges) read again where they stood, before
/// the first character at or after their place. An edit of a selection forgets those it
/// deletes (inside the range or at its ends); one at the caret keeps them all.
struct EditorTypedInput {
    /// The bytes before the replacement, and after it.
    var before: [UInt8]
    var after: [UInt8]

    /// The input of an edit of `editor` from byte `low` (already widened over the literals
    /// the editor added right before it) to byte `high`, `atCaret` when nothing was selected.
    init(_ editor: MaskedTextEditor, low: Int, high: Int, atCaret: Bool) {
        let bytes = Array(editor.text.utf8)
        // Each kept character by its byte offset, as typed.
        var characters: [(offset: Int, bytes: [UInt8])] = []
        var offset = 0
        for character in editor.text {
            let count = character.utf8.count
            let kind = editor.kinds[offset]
            // Kinds: 1 meaningful, 2 a literal the reading added, 3 a padding zero it added.
            let kept = offset < low ? kind != 2 && kind != 3 : offset >= high && kind == 1
            if kept { characters.append((offset, editor.typedForms[offset] ?? Array(bytes[offset..<(offset + count)]))) }
            offset += count
        }
        let separators = editor.unreadSeparators
            .filter { atCaret || low >= high || $0.key < low || $0.key > high }
            .sorted { $0.key < $1.key }
        // A separator goes after the characters before its place, and before the
        // replacement when its place is at or before the edit's start.
        var before: [UInt8] = []
        var after: [UInt8] = []
        var next = 0
        for character in characters {
            while next < separators.count, separators[next].key <= character.offset {
                if separators[next].key <= low { before += separators[next].value } else { after += separators[next].value }
                next += 1
            }
            if character.offset < low { before += character.bytes } else { after += character.bytes }
        }
        for separator in separators[next...] {
            if separator.key <= low { before += separator.value } else { after += separator.value }
        }
        self.before = before
        self.after = after
    }

    /// The whole input with `replacement` in its place.
    func input(_ replacement: String) -> String {
        String(decoding: before + Array(replacement.utf8) + after, as: UTF8.self)
    }
}
