extension MaskedTextEditor {
    /// Replaces the text in `range` (UTF-16 offsets) with `replacement`, as a text field
    /// reports a keystroke, a paste, a cut or a backspace.
    ///
    /// - A range past the end is clamped; a range that splits a surrogate pair or a
    ///   grapheme is widened to whole Characters.
    /// - The text is rebuilt from the text before the range, `replacement`, and the
    ///   meaningful characters after the range, and read as the mask says.
    /// - Deleting only literals (a backspace over the `)` of `7(123)`) deletes the meaningful
    ///   character before them as well, so the cursor never sticks on a literal; with no
    ///   meaningful character before, the literals before are deleted.
    /// - The cursor ends after the last inserted character and the literals added right
    ///   after it; after a deletion, where the deletion was.
    ///
    /// Linear in the length of the text and of `replacement`.
    @discardableResult
    public mutating func replace(range: Range<Int>, with replacement: String) -> EditorChange {
        edit(range.lowerBound, range.upperBound, replacement, literalDeletion: .backward)
    }

    /// The same with a location and length, as `NSRange` gives them; a negative length
    /// counts backwards from the location, and anything out of range is clamped.
    @discardableResult
    public mutating func replace(location: Int, length: Int, with replacement: String) -> EditorChange {
        let (end, overflow) = location.addingReportingOverflow(length)
        let other = overflow ? (length < 0 ? Int.min : Int.max) : end
        return edit(min(location, other), max(location, other), replacement, literalDeletion: .backward)
    }

    /// Inserts `text` at the cursor (typing or pasting with nothing selected).
    @discardableResult
    public mutating func insert(_ text: String) -> EditorChange {
        edit(cursor, cursor, text, literalDeletion: .backward)
    }

    /// Deletes the Character before the cursor (the backspace key).
    @discardableResult
    public mutating func deleteBackward() -> EditorChange {
        guard cursor > 0 else { return unchanged }
        return edit(cursor - 1, cursor, "", literalDeletion: .backward)
    }

    /// Deletes the Character after the cursor (the delete key); over literals only, the
    /// meaningful character after them goes too, and the cursor stays.
    @discardableResult
    public mutating func deleteForward() -> EditorChange {
        guard cursor < utf16Count else { return unchanged }
        return edit(cursor, cursor + 1, "", literalDeletion: .forward)
    }

    /// Moves the cursor to a UTF-16 offset, clamped to the text and moved back to the start
    /// of the Character it falls in.
    public mutating func moveCursor(to offset: Int) {
        let clamped = min(max(offset, 0), utf16Count)
        cursor = isSimple ? clamped : boundaries().characterStart(atOrBeforeUTF16: clamped).utf16
    }

    /// Moves the cursor by whole Characters (negative: to the left), stopping at the ends.
    public mutating func moveCursor(by characters: Int) {
        if isSimple {
            cursor = min(max(cursor + characters, 0), bytes.count)
            return
        }
        let marks = boundaries()
        let here = marks.characterStart(atOrBeforeUTF16: cursor).index
        cursor = marks.starts[min(max(here + characters, 0), marks.starts.count - 1)].utf16
    }

    private var unchanged: EditorChange {
        EditorChange(cursor: cursor, rejected: [], displaced: 0, textChanged: false)
    }

    enum LiteralDeletion {
        case backward
        case forward
    }

    private mutating func edit(_ lower: Int, _ upper: Int, _ replacement: String, literalDeletion: LiteralDeletion) -> EditorChange {
        // 1. The UTF-16 range as whole Characters, in bytes.
        var (low, high) = byteRange(utf16: lower, upper)
        // 2. Deleting only literals deletes a meaningful character too.
        if replacement.isEmpty, low < high, !meaningful[low..<high].contains(true) {
            switch literalDeletion {
            case .backward:
                let previous = meaningful[..<low].lastIndex(of: true)
                low = previous.map { isSimple ? $0 : boundaries().characterStart(atOrBeforeByte: $0).utf8 } ?? 0
            case .forward:
                if let following = meaningful[high...].firstIndex(of: true) {
                    high = isSimple ? following + 1 : boundaries().characterEnd(afterByte: following)
                }
            }
        }
        // 3. The input: before the range, the replacement, the meaningful characters after.
        var input: [UInt8] = []
        input.reserveCapacity(low + replacement.utf8.count + bytes.count - high)
        input += bytes[..<low]
        input += replacement.utf8
        let seam = input.count
        if isSimple {
            for index in high..<bytes.count where meaningful[index] { input.append(bytes[index]) }
        } else {
            let marks = boundaries()
            for start in marks.starts.dropLast() where start.utf8 >= high && meaningful[start.utf8] {
                input += bytes[start.utf8..<marks.characterEnd(afterByte: start.utf8)]
            }
        }
        // 4. Read it; the mark is where the inserted text ends (typing) or starts (deletion).
        let capacity = max(program.tables.longestText, 1)
        var outcome = ReadingOutcome(finalRow: finalRow, consumedAny: false)
        var newMeaningful = [Bool](repeating: false, count: capacity)
        var markUnit = 0
        var replacementStartUnit = 0
        let newBytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            newMeaningful.withUnsafeMutableBufferPointer { flags in
                input.withUnsafeBufferPointer { inputBytes in
                    let reading = ReadingInput.isSimple(inputBytes)
                        ? ReadingInput(simple: inputBytes)
                        : ReadingInput(bytes: inputBytes, characters: String(decoding: inputBytes, as: UTF8.self))
                    replacementStartUnit = reading.unitIndex(atByte: low)
                    markUnit = reading.unitIndex(atByte: replacement.isEmpty ? low : seam)
                    // SAFETY: both buffers hold `longestText` entries, the most a reading writes.
                    var sink = ReadingSink(bytes: buffer.baseAddress!, meaningful: flags.baseAddress!, keepLiterals: true)
                    outcome = program.read(reading, into: &sink, autocomplete: autocomplete, mark: markUnit)
                    count = sink.count
                }
            }
        }
        newMeaningful.removeSubrange(newBytes.count...)
        // 5. The new state.
        let changed = newBytes != bytes
        adopt(newBytes, newMeaningful, finalRow: outcome.finalRow)
        let cursorByte = replacement.isEmpty ? outcome.markBefore : outcome.markAfter
        cursor = utf16Offset(ofByte: min(max(cursorByte, 0), bytes.count))
        let rejected = outcome.dropped
            .filter { $0 >= replacementStartUnit && $0 < markUnit && !replacement.isEmpty }
            .map { $0 - replacementStartUnit }
        return EditorChange(
            cursor: cursor, rejected: rejected, displaced: outcome.dropped.count - rejected.count, textChanged: changed)
    }

    /// Takes the reading's output as the new text. Output that is not valid UTF-8 (only a
    /// hand-made program could write it) is repaired, its bytes then all taken as literals.
    private mutating func adopt(_ newBytes: [UInt8], _ newMeaningful: [Bool], finalRow: Int) {
        text = String(decoding: newBytes, as: UTF8.self)
        self.finalRow = finalRow
        if text.utf8.count == newBytes.count {
            bytes = newBytes
            meaningful = newMeaningful
        } else {
            bytes = Array(text.utf8)
            meaningful = [Bool](repeating: false, count: bytes.count)
        }
        isSimple = !bytes.contains { $0 >= 0x80 || $0 == 0x0D }
    }

    /// A UTF-16 range clamped to the text and widened to whole Characters, in bytes.
    private func byteRange(utf16 lower: Int, _ upper: Int) -> (Int, Int) {
        let count = utf16Count
        let low = min(max(lower, 0), count)
        let high = min(max(upper, low), count)
        guard !isSimple else { return (low, high) }
        let marks = boundaries()
        return (marks.characterStart(atOrBeforeUTF16: low).utf8, marks.characterStart(atOrAfterUTF16: high).utf8)
    }

    private func utf16Offset(ofByte byte: Int) -> Int {
        isSimple ? byte : boundaries().characterStart(atOrBeforeByte: byte).utf16
    }

    /// The Character boundaries of the text; only texts that are not plain ASCII need them.
    func boundaries() -> CharacterBoundaries {
        CharacterBoundaries(text)
    }
}
