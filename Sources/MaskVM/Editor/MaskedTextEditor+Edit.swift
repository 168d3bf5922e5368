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
    ///   after it; after a deletion, where the deletion started, mapped through the new
    ///   reading (deleting the `9` of `7(912)345` leaves the cursor after `7(`).
    ///
    /// Linear in the length of the text and of `replacement`.
    @discardableResult
    public mutating func replace(range: Range<Int>, with replacement: String) -> EditorChange {
        edit(range.lowerBound, range.upperBound, replacement, literalDeletion: .backward)
    }

    /// ``replace(range:with:)``, told the set's choice for the input the edit reads, when it
    /// is known (``KnownMaskChoice``): the same edit, with one mask read instead of the
    /// choice made again where the input is the choice's.
    @discardableResult
    package mutating func replace(range: Range<Int>, with replacement: String, knownChoice: KnownMaskChoice?) -> EditorChange {
        edit(range.lowerBound, range.upperBound, replacement, literalDeletion: .backward, knownChoice: knownChoice)
    }

    /// The same with a location and length, as `NSRange` gives them; a negative length
    /// counts backwards from the location, and anything out of range is clamped.
    @discardableResult
    public mutating func replace(location: Int, length: Int, with replacement: String) -> EditorChange {
        let range = Self.range(location: location, length: length)
        return edit(range.lowerBound, range.upperBound, replacement, literalDeletion: .backward)
    }

    /// An `NSRange`-style location and length as a range: a negative length counts backwards
    /// from the location, and an overflowing end is taken as the farthest offset.
    static func range(location: Int, length: Int) -> Range<Int> {
        let (end, overflow) = location.addingReportingOverflow(length)
        let other = overflow ? (length < 0 ? Int.min : Int.max) : end
        return min(location, other)..<max(location, other)
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
            cursor = min(max(cursor + characters, 0), kinds.count)
            return
        }
        let marks = boundaries()
        let here = marks.characterStart(atOrBeforeUTF16: cursor).index
        cursor = marks.starts[min(max(here + characters, 0), marks.starts.count - 1)].utf16
    }

    enum LiteralDeletion {
        case backward
        case forward
        /// The literals alone, with no meaningful character: tried first when one of them
        /// was typed.
        case alone
    }

    mutating func edit(
        _ lower: Int, _ upper: Int, _ replacement: String, literalDeletion: LiteralDeletion, knownChoice: KnownMaskChoice? = nil
    ) -> EditorChange {
        // 1. The UTF-16 range as whole Characters, in bytes.
        var (low, high) = byteRange(utf16: lower, upper)
        let meaningful = ByteKind.meaningful
        // A combining mark, variation selector or joiner typed right after a character would
        // join it into one Character that the mask does not take, and so cost that
        // character: such leading marks are rejected, and the text stays as it was.
        var replacement = replacement
        // The UTF-16 offsets of the characters taken off the replacement's start (joining
        // marks, or a label), and their length.
        var takenOff: [Int] = []
        var takenOffUTF16 = 0
        if low > 0, let first = replacement.utf8.first, first >= 0x80 {
            let before = text.utf8.index(text.startIndex, offsetBy: low)
            if let previous = text[..<before].last {
                while let next = replacement.first, (String(previous) + String(next)).count == 1 {
                    replacement.removeFirst()
                    takenOff.append(takenOffUTF16)
                    takenOffUTF16 += next.utf16.count
                }
            }
            if !takenOff.isEmpty && replacement.isEmpty && low == high {
                return EditorChange(cursor: cursor, refused: [], ignored: takenOff, displaced: 0, textChanged: false)
            }
        }
        if !replacement.isEmpty, !kinds[..<low].contains(where: { !ByteKind.isAdded($0) }) {
            // Text inserted where no typed character stands before it (the field's start)
            // may begin with a label (`IBAN GB82…`) that the mask cannot start with: it is
            // noise, ignored as transform drops it from the same input. Typed key by key, a
            // label's letters are read (or refused) as they come: the one stated exception
            // to typing = pasting (docs/editing.md, rule 4).
            let followed = kinds[min(high, kinds.count)...].contains(ByteKind.meaningful)
            let label = program.leadingLabelCharacters(replacement, followedBeyond: followed, optionalLiterals: optionalLiterals)
            for character in replacement.prefix(label) {
                takenOff.append(takenOffUTF16)
                takenOffUTF16 += character.utf16.count
            }
            replacement.removeFirst(label)
        }
        if replacement.isEmpty {
            // 2. Deleting only literals deletes a meaningful character too, so the cursor
            // never sticks on a literal the reading puts back. But a literal the person typed
            // (a `/` that closed `01/`) may be all there is to take: deleting the literals
            // alone is tried first, and kept when it changes the text (`01/` gives `1`).
            if low < high, !kinds[low..<high].contains(meaningful) {
                if literalDeletion != .alone, takenOff.isEmpty, kinds[low..<high].contains(ByteKind.literal) {
                    var alone = self
                    let change = alone.edit(lower, upper, replacement, literalDeletion: .alone, knownChoice: knownChoice)
                    if change.textChanged {
                        self = alone
                        return change
                    }
                }
                switch literalDeletion {
                case .backward:
                    let previous = kinds[..<low].lastIndex(of: meaningful)
                    low = previous.map { isSimple ? $0 : boundaries().characterStart(atOrBeforeByte: $0).utf8 } ?? 0
                case .forward:
                    if let following = kinds[high...].firstIndex(of: meaningful) {
                        high = isSimple ? following + 1 : boundaries().characterEnd(afterByte: following)
                    }
                case .alone:
                    break
                }
            }
        } else {
            // 2. Typing: the literals the editor added right before the edit are taken as not
            // there, so a typed character equal to one of them is that literal retyped (`+`
            // shows `+7(`; typing `7` then gives `+7(`, not `+7(7`).
            while low > 0, kinds[low - 1] == ByteKind.inserted { low -= 1 }
        }
        // 3. The input: before the range, the replacement, the meaningful characters after.
        // PERF: assembled in a stack buffer, read straight into the new String and flags:
        // two allocations a keystroke.
        let old = text
        let (low2, high2) = (low, high)
        let atCaret = lower == upper
        var result = old.utf8.withContiguousStorageIfAvailable { oldBytes in
            edit(oldBytes, low2, high2, replacement, atCaret: atCaret, knownChoice: knownChoice)
        } ?? Array(old.utf8).withUnsafeBufferPointer { edit($0, low2, high2, replacement, atCaret: atCaret, knownChoice: knownChoice) }
        if !takenOff.isEmpty {
            result.refused = result.refused.map { $0 + takenOffUTF16 }
            result.ignored = takenOff + result.ignored.map { $0 + takenOffUTF16 }
        }
        return result
    }

    private mutating func edit(
        _ oldBytes: UnsafeBufferPointer<UInt8>, _ low: Int, _ high: Int, _ typed: String, atCaret: Bool,
        knownChoice: KnownMaskChoice?
    ) -> EditorChange {
        // Typing is normalized by each mask's reading, where each character lands (a Unicode
        // digit as ASCII, a letter in its other case where only that fits;
        // `ReadingTables+Alternates`).
        let replacement = typed
        let set = program.maskSet
        var chosenMask = mask
        let replacementBytes = replacement.utf8.count
        var outcome = ReadingOutcome(finalRow: finalRow, consumedAny: false)
        var dropped: [Int] = []
        var markUnit = 0
        var replacementStartUnit = 0
        var newText = ""
        var newIsSimple = true
        var changed = false
        var complete = false
        let oldKinds = kinds
        // PERF: most texts hold no character in another form than typed: then there is no
        // table to copy or consult.
        let oldTyped: [Int: [UInt8]]? = typedForms.isEmpty ? nil : typedForms
        var newTyped: [Int: [UInt8]]?
        // The separators typed and dropped before, read again where they stood (all of them
        // for text inserted at the caret, else those the edit deletes aside), and those the
        // new reading drops: empty in most texts.
        let oldSeparators: [Int: [UInt8]]? = unreadSeparators.isEmpty ? nil
            : atCaret ? unreadSeparators : Self.keptSeparators(unreadSeparators, low, high)
        var newSeparators: [Int: [UInt8]] = [:]
        var hasRanges = false
        let separatorBytes = oldSeparators?.values.reduce(0) { $0 + $1.count } ?? 0
        // The ends of the old text's Characters, only when it is not plain ASCII.
        let oldEnds = isSimple ? nil : boundaries().starts.dropFirst().map(\.utf8)
        let autocomplete = self.autocomplete
        // A character read in another form than typed is read again as typed: it may take
        // more bytes.
        let typedExtra = oldTyped?.values.reduce(0) { $0 + $1.count } ?? 0
        var newKinds: [UInt8] = []
        let optionalLiterals = self.optionalLiterals
        let previousMask = mask
        // What was dropped, sorted: the replacement's letters and digits and its other
        // characters (UTF-16 offsets into it), and the letters and digits of the old text.
        var sorted = DroppedCharacters()
        // Whether a set's mask switch would cost a letter or digit already in the field, so
        // the edit is refused whole.
        var refusedWhole = false
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: low + replacementBytes + oldBytes.count - high + typedExtra + separatorBytes + 1) { input in
            // The literals the editor added are left out: they are read again as the typed
            // characters call for them, and a character read in another form (`a` as `A`)
            // is put back as it was typed, so the input is what the person typed, and
            // typing a text key by key gives what pasting it does (a later key may change
            // how an earlier one is read: `7` in `+7(DDD)…` is data until an eleventh digit
            // makes it the prefix).
            var length = 0
            var replacementStart = 0
            var seam = 0
            if oldTyped != nil || oldSeparators != nil {
                (length, replacementStart, seam) = Self.assembleAsTyped(
                    oldBytes, oldKinds, oldEnds, low, high, replacement, oldTyped ?? [:], separators: oldSeparators ?? [:], into: input)
            } else {
                for index in 0..<low where !ByteKind.isAdded(oldKinds[index]) {
                    input[length] = oldBytes[index]
                    length += 1
                }
                replacementStart = length
                for byte in replacement.utf8 {
                    input[length] = byte
                    length += 1
                }
                seam = length
                if let oldEnds {
                    var start = 0
                    for end in oldEnds {
                        if start >= high, oldKinds[start] == ByteKind.meaningful {
                            for offset in start..<end {
                                input[length] = oldBytes[offset]
                                length += 1
                            }
                        }
                        start = end
                    }
                } else {
                    for index in high..<oldBytes.count where oldKinds[index] == ByteKind.meaningful {
                        input[length] = oldBytes[index]
                        length += 1
                    }
                }
            }
            let inputBytes = UnsafeBufferPointer(rebasing: input[..<length])
            let reading = ReadingInput.isSimple(inputBytes)
                ? ReadingInput(simple: inputBytes)
                : ReadingInput(bytes: inputBytes, characters: String(decoding: inputBytes, as: UTF8.self))
            replacementStartUnit = reading.unitIndex(atByte: replacementStart)
            // 4. Read it; the mark is where the inserted text ends (typing) or starts (deletion).
            markUnit = reading.unitIndex(atByte: replacement.isEmpty ? replacementStart : seam)
            defer {
                let inserted = replacementStartUnit..<max(markUnit, replacementStartUnit)
                sorted = DroppedCharacters(refusedWhole ? Array(inserted) : dropped, reading, inserted: inserted, refusingAll: refusedWhole)
            }
            if let set {
                // A set: the masks read the input, the rule picks one, and its text and
                // kinds are copied from the reading's own buffers. PERF: nothing here is
                // sized by the set's longest text, which would make every mask's reading
                // tables on the first keystroke: only the masks the choice reads are made.
                let deliver = { (chosen: SetReading, written: UnsafeBufferPointer<UInt8>, writtenKinds: UnsafeBufferPointer<UInt8>,
                                 chosenDropped: [Int]) in
                    // The rules of one mask: in a set with number ranges, the separators typed
                    // and dropped, and those read as another, are remembered as typed, so
                    // typing into a set equals pasting too.
                    // Any mask's ranges count: a later key may choose it, and read them there.
                    let ranges = !set.members[chosen.mask].tables(for: optionalLiterals).ranges.isEmpty
                        || !chosenDropped.isEmpty && set.members.contains { !NumberRangeItems(pattern: $0.source.pattern).isEmpty }
                    return SetDelivery(chosen: chosen, dropped: chosenDropped, text: ReadingTables.string(written),
                                       kinds: Array(writtenKinds),
                                       typedForms: chosen.outcome.normalized || ranges
                                           ? Self.typedForms(written, kinds: writtenKinds, reading, dropped: chosenDropped) : nil,
                                       separators: ranges && !chosenDropped.isEmpty
                                           ? Self.unreadSeparators(written, kinds: writtenKinds, reading, dropped: chosenDropped) : [:],
                                       hasRanges: ranges,
                                       changed: !Self.same(written, oldBytes) || chosen.mask != previousMask,
                                       isSimple: ReadingInput.isSimple(written))
                }
                // The choice the caller made already for this very input, if any: that mask alone is read.
                let known = knownChoice?.mask(for: inputBytes, program: program, autocomplete: autocomplete, optionalLiterals: optionalLiterals)
                let delivered = known.map {
                    set.read(reading, chosen: $0, autocomplete: autocomplete, optionalLiterals: optionalLiterals, mark: markUnit,
                             withKinds: true, deliver: deliver)
                } ?? set.read(reading, autocomplete: autocomplete, optionalLiterals: optionalLiterals, mark: markUnit,
                              withKinds: true, deliver: deliver)
                // A mask switch never costs a letter or digit already in the field: an edit
                // whose chosen mask would drop one (with `UU` and `DD`, typing `A` after `1`
                // ties the masks, and `UU`, first in the list, would show `A` alone) is refused
                // whole, and the text stays as it was; so is a deletion whose switch would
                // (backspacing the `T` of an IBAN's `WEST` must not turn it Belgian). Without a
                // switch, an insertion may still push the last ones out of a full field (see
                // `costsUntouchedLetterOrDigit`).
                let switchCosts = delivered.chosen.mask != previousMask
                    && delivered.dropped.contains {
                        ($0 < replacementStartUnit || $0 >= markUnit) && reading.isLetterOrDigit(reading.unit($0))
                    }
                hasRanges = delivered.hasRanges
                if switchCosts
                    || Self.costsUntouchedLetterOrDigit(delivered.dropped, reading, edited: replacementStartUnit..<max(markUnit, replacementStartUnit),
                                                        typing: !replacement.isEmpty, complete: delivered.chosen.complete) {
                    refusedWhole = true
                    return
                }
                outcome = delivered.chosen.outcome
                complete = delivered.chosen.complete
                    && !Self.dropsFromTheMiddle(delivered.dropped, of: replacementStartUnit..<markUnit, reading)
                chosenMask = delivered.chosen.mask
                dropped = delivered.dropped
                newText = delivered.text
                newKinds = delivered.kinds
                newTyped = delivered.typedForms.flatMap { $0.isEmpty && !delivered.chosen.outcome.normalized ? nil : $0 }
                newSeparators = delivered.separators
                changed = delivered.changed
                newIsSimple = delivered.isSimple
                return
            }
            let tables = program.tables(for: optionalLiterals)
            let capacity = max(tables.longestText, 1)
            newKinds = [UInt8](unsafeUninitializedCapacity: capacity) { kindBuffer, kindCount in
                newText = String(unsafeUninitializedCapacity: capacity) { output in
                    // SAFETY: both buffers hold `longestText` entries, the most a reading writes.
                    var sink = ReadingSink(bytes: output.baseAddress!, kinds: kindBuffer.baseAddress!, keepLiterals: true, capacity: capacity)
                    outcome = tables.read(reading, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: markUnit)
                    let count = sink.count
                    let written = UnsafeBufferPointer(rebasing: output[..<count])
                    complete = tables.isComplete(written, finalRow: outcome.finalRow)
                    // Rule 6: numbers typed apart and written as one are no value, as in transform.
                    if complete, !dropped.isEmpty, !tables.ranges.isEmpty,
                       tables.joinsNumbersTypedApart(written, kinds: UnsafeBufferPointer(rebasing: kindBuffer[..<count]), reading, dropped: dropped) {
                        complete = false
                    }
                    // In a mask with number ranges, a separator read as another (a `/` closing
                    // a range as the mask's `.`) is remembered as typed too, and read again
                    // so: typing equals pasting.
                    if outcome.normalized || !tables.ranges.isEmpty {
                        let forms = Self.typedForms(written, kinds: UnsafeBufferPointer(rebasing: kindBuffer[..<count]), reading, dropped: dropped)
                        newTyped = forms.isEmpty && !outcome.normalized ? nil : forms
                    }
                    hasRanges = !tables.ranges.isEmpty
                    if !dropped.isEmpty, hasRanges {
                        newSeparators = Self.unreadSeparators(written, kinds: UnsafeBufferPointer(rebasing: kindBuffer[..<count]), reading, dropped: dropped)
                    }
                    changed = !Self.same(written, oldBytes)
                    newIsSimple = ReadingInput.isSimple(written)
                    kindCount = count
                    return count
                }
            }
            refusedWhole = Self.costsUntouchedLetterOrDigit(dropped, reading, edited: replacementStartUnit..<max(markUnit, replacementStartUnit),
                                                            typing: !replacement.isEmpty, complete: complete)
            if complete, Self.dropsFromTheMiddle(dropped, of: replacementStartUnit..<markUnit, reading) { complete = false }
        }
        // Text inserted at the caret of which nothing is read (a refused key, a space) leaves
        // the field as it was, as an edit refused whole does: rebuilt from its meaningful
        // characters, the text would lose a literal the person typed (the optional `+` of
        // `+7(912)…`, for an `a` typed before it) and the caret would move.
        let inserted = replacementStartUnit..<max(markUnit, replacementStartUnit)
        let nothingRead = atCaret && !inserted.isEmpty && dropped.lazy.filter({ inserted.contains($0) }).count == inserted.count
        if refusedWhole || nothingRead {
            // A separator key read nowhere (a `:` after a single `8` in `D{2}:<1-12>`) leaves
            // the text as it was, but it was typed: the next edits read it where it stood.
            if !refusedWhole, hasRanges, low > 0, !sorted.ignored.isEmpty {
                unreadSeparators[low, default: []] += Self.characters(of: replacement, atUTF16: sorted.ignored)
            }
            return EditorChange(cursor: cursor, refused: sorted.refused, ignored: sorted.ignored, displaced: 0, textChanged: false)
        }
        // A letter or digit the field showed and the edit pushed out (past the end of a full
        // field, or out of a mask the text switched from) is a typed value lost: the new text
        // may be a whole text, but it is not the person's (a `9` typed at the start of
        // `31.12.2004` reads `09.03.1122`, its `4` gone), so it is not complete.
        if sorted.displaced > 0 { complete = false }
        // An edit that leaves the text and its mask as they were cannot make it complete:
        // after a paste that lost a digit from its middle, a space or a refused key must not
        // turn the same text complete (it may still make it incomplete, if it is such a paste
        // itself).
        if !changed && chosenMask == mask { complete = complete && isComplete }
        // 5. The new state. Output that is not valid UTF-8 (only a hand-made program could
        // write it) was repaired by String; its bytes are then all taken as literals.
        text = newText
        // PERF: most texts never hold a character in another form: nothing to store.
        if newTyped != nil || oldTyped != nil { typedForms = newTyped ?? [:] }
        unreadSeparators = newSeparators
        mask = chosenMask
        finalRow = outcome.finalRow
        isComplete = complete
        lastEditWork = oldBytes.count + replacementBytes + outcome.work
        isSimple = newIsSimple
        kinds = newText.utf8.count == newKinds.count
            ? newKinds : [UInt8](repeating: ByteKind.literal, count: newText.utf8.count)
        let cursorByte = replacement.isEmpty
            ? Self.deletionCaret(outcome.markBefore, newKinds: kinds, oldKinds: oldKinds, deletionStart: low)
            : outcome.markAfter
        cursor = utf16Offset(ofByte: min(max(cursorByte, 0), kinds.count))
        return EditorChange(
            cursor: cursor, refused: sorted.refused, ignored: sorted.ignored, displaced: sorted.displaced, textChanged: changed)
    }

    /// Whether the edit would cost a letter or digit that stood in the field outside the
    /// edited range (`edited`, in units: the inserted text, empty for a deletion). What a
    /// person typed is never lost to an edit elsewhere, so such an edit is refused whole and
    /// the field stays as it was:
    /// - before the range, where a typed separator closes a number range (docs/editing.md,
    ///   rule 6: with `12/3` shown, the `/` inserted, typing `/` makes `123/`, where `3` can
    ///   no longer be read);
    /// - after it, where the characters after the edit no longer fit where they land
    ///   (replacing `WEST` with `w` in `GB82 WEST 1234 5698 7654 32` leaves the letter
    ///   places after `W` to digits, which fit nowhere; deleting the `T` does the same).
    ///
    /// The one loss an edit may cause is an insertion pushing the last letters and digits
    /// out of a full field: those dropped form the input's tail and the text is complete
    /// (`9` typed at the start of `31.12.2004` shows `09.03.1122`). The field is then not
    /// complete (the caller counts them as displaced).
    static func costsUntouchedLetterOrDigit(_ dropped: [Int], _ reading: ReadingInput, edited: Range<Int>, typing: Bool, complete: Bool) -> Bool {
        for (index, unit) in dropped.enumerated() where !edited.contains(unit) && reading.isLetterOrDigit(reading.unit(unit)) {
            if unit < edited.lowerBound { return true }
            // Dropped in ascending order: the tail from `unit` on is all dropped when as
            // many units are left in `dropped` as in the input.
            let pushedOut = typing && complete && dropped.count - index == reading.unitCount - unit
            return !pushedOut
        }
        return false
    }

    /// Whether the reading dropped a letter or digit of the inserted text (`inserted`, in
    /// units), even one the mask reads nowhere, with a later one of the inserted text read
    /// after it: a paste that loses one from its middle
    /// (`256.1.1.1` into an address, whose `6` the typed dot leaves no place for) is never
    /// shown complete, though the text it shows is. Dropped at the end of what was inserted,
    /// they are refused keys, as when typed one by one, and the field may stay complete.
    static func dropsFromTheMiddle(_ dropped: [Int], of inserted: Range<Int>, _ reading: ReadingInput) -> Bool {
        guard !dropped.isEmpty, !inserted.isEmpty else { return false }
        let droppedUnits = Set(dropped)
        guard let lastRead = inserted.last(where: { !droppedUnits.contains($0) }) else { return false }
        return dropped.contains { inserted.contains($0) && $0 < lastRead && reading.isLetterOrDigit(reading.unit($0)) }
    }

    /// Where the caret goes after a deletion (rule 5): at the deletion's start, mapped through
    /// the new reading. The reading marks the place before the literals it added there; the
    /// caret goes past as many bytes of them as the old text had added literals right before
    /// the deletion, so deleting the `9` of `7(912)345` leaves the caret after `7(`, where
    /// the `9` was, not before the `(`.
    static func deletionCaret(_ markBefore: Int, newKinds: [UInt8], oldKinds: [UInt8], deletionStart: Int) -> Int {
        var before = 0
        while deletionStart - before > 0, oldKinds[deletionStart - before - 1] == ByteKind.inserted { before += 1 }
        var caret = max(markBefore, 0)
        while before > 0, caret < newKinds.count, newKinds[caret] == ByteKind.inserted {
            caret += 1
            before -= 1
        }
        return caret
    }

    /// What a set's reading hands the editor: the chosen mask's reading, and what the editor
    /// keeps of it, copied out of the reading's buffers while they live.
    private struct SetDelivery {
        var chosen: SetReading
        var dropped: [Int]
        var text: String
        var kinds: [UInt8]
        var typedForms: [Int: [UInt8]]?
        /// The separators typed and dropped (``MaskedTextEditor/unreadSeparators``).
        var separators: [Int: [UInt8]]
        /// Whether the chosen mask, or (when the reading dropped something) any mask of the
        /// set, has number ranges.
        var hasRanges: Bool
        var changed: Bool
        var isSimple: Bool
    }

    /// The editor's input when some characters of the old text are shown in another form
    /// than typed (`typed`, by byte offset): as the fast path in `edit` assembles it, with
    /// those characters put back as typed. The input's length, and where the replacement
    /// starts and ends in it.
    @inline(never)
    private static func assembleAsTyped(
        _ oldBytes: UnsafeBufferPointer<UInt8>, _ oldKinds: [UInt8], _ oldEnds: [Int]?, _ low: Int, _ high: Int,
        _ replacement: String, _ typed: [Int: [UInt8]], separators: [Int: [UInt8]], into input: UnsafeMutableBufferPointer<UInt8>
    ) -> (length: Int, replacementStart: Int, seam: Int) {
        var length = 0
        // The unread separators in the order of where they stood; each goes in before the
        // first character at or after its offset.
        let anchors = separators.keys.sorted()
        var nextAnchor = 0
        func putSeparators(upTo offset: Int) {
            while nextAnchor < anchors.count, anchors[nextAnchor] <= offset {
                for byte in separators[anchors[nextAnchor]]! {
                    input[length] = byte
                    length += 1
                }
                nextAnchor += 1
            }
        }
        func copy(_ start: Int, _ end: Int) {
            if let original = typed[start] {
                for byte in original {
                    input[length] = byte
                    length += 1
                }
                return
            }
            for offset in start..<end {
                input[length] = oldBytes[offset]
                length += 1
            }
        }
        // Whole Characters: those that end the old text's Characters, or every byte.
        var start = 0
        for end in oldEnds ?? Array(1...max(oldBytes.count, 1)) where start < low {
            putSeparators(upTo: start)
            if !ByteKind.isAdded(oldKinds[start]) { copy(start, end) }
            start = end
        }
        putSeparators(upTo: low)
        let replacementStart = length
        for byte in replacement.utf8 {
            input[length] = byte
            length += 1
        }
        let seam = length
        start = 0
        for end in oldEnds ?? Array(1...max(oldBytes.count, 1)) {
            if start >= high { putSeparators(upTo: start) }
            if start >= high, start < oldKinds.count, oldKinds[start] == ByteKind.meaningful { copy(start, end) }
            start = end
        }
        putSeparators(upTo: Int.max)
        return (length, replacementStart, seam)
    }

    /// The UTF-8 bytes of the Characters of `text` that start at the UTF-16 offsets
    /// `offsets` (ascending), in order.
    static func characters(of text: String, atUTF16 offsets: [Int]) -> [UInt8] {
        var bytes: [UInt8] = []
        var utf16 = 0
        var next = 0
        for character in text where next < offsets.count {
            if offsets[next] == utf16 {
                bytes += character.utf8
                next += 1
            }
            utf16 += character.utf16.count
        }
        return bytes
    }

    /// The unread separators an edit of `low..<high` (bytes, not at the caret) keeps:
    /// those before and after the range, not those that stood in it or at its ends (a Backspace over the `1` of `81`, typed `8`, `:`, `1`, takes
    /// the `:` the field never showed with it).
    static func keptSeparators(_ separators: [Int: [UInt8]], _ low: Int, _ high: Int) -> [Int: [UInt8]]? {
        guard low < high else { return separators }
        let kept = separators.filter { $0.key < low || $0.key > high }
        return kept.isEmpty ? nil : kept
    }

    /// The units of `input` a reading dropped that are no letter or digit (separators,
    /// spaces, symbols) and come after a character it read: by the byte offset of the
    /// reading's text right after that character's bytes, their bytes as typed, in the order
    /// typed. Walks the text as ``typedForms(_:kinds:_:dropped:)`` does.
    static func unreadSeparators(
        _ written: UnsafeBufferPointer<UInt8>, kinds: UnsafeBufferPointer<UInt8>, _ input: ReadingInput, dropped: [Int]
    ) -> [Int: [UInt8]] {
        var separators: [Int: [UInt8]] = [:]
        var position = 0
        var readAny = false
        var nextDropped = 0
        for index in 0..<input.unitCount {
            let unit = input.unit(index)
            if nextDropped < dropped.count, dropped[nextDropped] == index {
                nextDropped += 1
                if readAny, !input.isLetterOrDigit(unit) { separators[position, default: []] += input.bytes[unit] }
                continue
            }
            while position < written.count, ByteKind.isAdded(kinds[position]) { position += 1 }
            guard position < written.count else { break }
            let asTyped = unit.count <= written.count - position
                && (0..<unit.count).allSatisfy { written[position + $0] == input.bytes[unit.lowerBound + $0] }
            position += asTyped ? unit.count : 1 + ReadingTables.continuationBytes(after: written[position])
            readAny = true
        }
        return separators
    }

    /// The characters of a reading's text that are not as typed (read as their alternates,
    /// `ReadingTables+Alternates`): their byte offsets, with the bytes typed. The consumed
    /// units of `input` (those not `dropped`) are, in order, the text's characters that the
    /// reading did not insert, each written as typed or as one scalar.
    static func typedForms(
        _ written: UnsafeBufferPointer<UInt8>, kinds: UnsafeBufferPointer<UInt8>, _ input: ReadingInput, dropped: [Int]
    ) -> [Int: [UInt8]] {
        var forms: [Int: [UInt8]] = [:]
        var position = 0
        var nextDropped = 0
        for index in 0..<input.unitCount {
            if nextDropped < dropped.count, dropped[nextDropped] == index {
                nextDropped += 1
                continue
            }
            while position < written.count, ByteKind.isAdded(kinds[position]) { position += 1 }
            guard position < written.count else { break }
            let unit = input.unit(index)
            let asTyped = unit.count <= written.count - position
                && (0..<unit.count).allSatisfy { written[position + $0] == input.bytes[unit.lowerBound + $0] }
            if asTyped {
                position += unit.count
                continue
            }
            forms[position] = Array(input.bytes[unit])
            position += 1 + ReadingTables.continuationBytes(after: written[position])
        }
        return forms
    }

    /// Whether two byte buffers hold the same bytes. PERF: a plain loop; the generic
    /// `elementsEqual` costs several times more here.
    private static func same(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        for index in 0..<left.count where left[index] != right[index] { return false }
        return true
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
