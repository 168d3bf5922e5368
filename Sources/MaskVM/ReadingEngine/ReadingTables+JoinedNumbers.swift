extension ReadingTables {
    /// Whether the reading joined two numbers the person typed apart: a separator typed
    /// between two digits (a punctuation mark, symbol or space, ``isSeparator(_:_:)``) was
    /// dropped, and the text writes the digits either side of it with no separator between
    /// them, as one number. In a mask with number ranges such a text is a value nobody typed
    /// (`0/5/12` into `<01-12>/<01-31>` reads `05/12`, `0.12.3` into `<0-255>.<0-255>` reads
    /// `0.123`, `202-12` into `DDDD-<01-12>` reads `2021-02`), so it is not complete
    /// (docs/editing.md, rule 6: nothing typed changes value). The text stays as it is. A mask
    /// without ranges reads such separators as formatting (the spaces of `1 555 123 4567`).
    ///
    /// `written` and `kinds` are the reading's text and its bytes' kinds, `dropped` the units
    /// of `input` it dropped (ascending). Linear in the input and the text.
    func joinsNumbersTypedApart(
        _ written: UnsafeBufferPointer<UInt8>, kinds: UnsafeBufferPointer<UInt8>, _ input: ReadingInput, dropped: [Int]
    ) -> Bool {
        var unit = 0
        var nextDropped = 0
        var seenLetterOrDigit = false
        // The reading's path, walked again from its kinds, and the number the last typed
        // letter or digit was read into (``digitNumber``; -2: none).
        var state = startRow / rowWidth
        var lastNumber: Int32 = -2
        // A separator was written (typed or inserted) since the last typed letter or digit.
        var parted = false
        for position in written.indices {
            let byte = written[position]
            guard state != 0 else { return false }
            let column = state * classCount + Int(classMap[Int(byte)])
            let number = ByteKind.isValue(kinds[position]) ? digitNumber[column] : -2
            state = Int(targets[column * 2 + (ByteKind.isValue(kinds[position]) ? 1 : 0)])
            // A typed unit's first byte (its UTF-8 continuation bytes aside) stands for it.
            guard !ByteKind.isAdded(kinds[position]), byte & 0xC0 != 0x80 else {
                if !ReadingInput.isLetterOrDigit(byte: byte) && byte < 0x80 { parted = true }
                continue
            }
            // The units dropped before this one: a separator among them, after a letter or
            // digit, parted what the person typed.
            var separatorDropped = false
            while nextDropped < dropped.count, dropped[nextDropped] == unit {
                if seenLetterOrDigit, Self.isSeparator(input.unit(unit), input) { separatorDropped = true }
                nextDropped += 1
                unit += 1
            }
            guard unit < input.unitCount else { return false }
            if input.isLetterOrDigit(input.unit(unit)) {
                // Only digits read into one number join: a range and the digit after it
                // (`7.7` into `<5-7>D`) are two values, as typed.
                if separatorDropped && !parted && number != -2 && number == lastNumber { return true }
                lastNumber = number
                seenLetterOrDigit = true
                parted = false
            } else {
                parted = true
                lastNumber = -2
            }
            unit += 1
        }
        return false
    }

    /// ``digitNumber``'s table: for each meaningful step on a class whose smallest byte is a
    /// digit, the range it reads into or -1; -2 elsewhere. O(states × classes).
    static func digitNumbers(_ reader: ReadingAutomaton, ranges: NumberRangeItems, representative: [UInt8]) -> [Int32] {
        guard !ranges.isEmpty else { return [] }
        let k = reader.classCount
        var numbers = [Int32](repeating: -2, count: reader.stateCount * k)
        for state in 1..<max(reader.stateCount, 1) {
            for cls in 0..<k where (0x30...0x39).contains(representative[cls]) {
                let column = (state * k + cls) * 2 + 1
                guard reader.targets[column] != 0 else { continue }
                let rank = Int(reader.ranks[column])
                numbers[state * k + cls] = ranges.item(at: rank) != nil ? Int32(rank) : -1
            }
        }
        return numbers
    }

    /// ``joinsNumbersTypedApart(_:kinds:_:dropped:)`` of a reading that wrote no kinds: the
    /// input is read again, into a sink that keeps them. Asked only of a complete text whose
    /// reading dropped something, in a mask with number ranges: off the path of input read
    /// as typed.
    func joinsNumbersTypedApart(_ input: ReadingInput, autocomplete: Bool) -> Bool {
        let capacity = max(longestText, 1)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity * 2) { buffer in
            // SAFETY: `buffer` holds `longestText` bytes for the text and as many for the
            // kinds, the most a reading writes.
            let base = buffer.baseAddress!
            var sink = ReadingSink(bytes: base, kinds: base + capacity, keepLiterals: true, capacity: capacity)
            var dropped: [Int] = []
            _ = read(input, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: Int.max)
            return joinsNumbersTypedApart(UnsafeBufferPointer(start: base, count: sink.count),
                                          kinds: UnsafeBufferPointer(start: base + capacity, count: sink.count), input, dropped: dropped)
        }
    }

    /// Whether a reading's complete text joins numbers typed apart (rule 6), from its kinds
    /// when it wrote them, else by reading the input again: false at once where nothing was
    /// dropped or the mask has no number ranges. A set's choice asks it of each reading, so
    /// each mask's text is complete exactly when transform of that mask alone calls it so.
    func joinsNumbersTypedApart(
        _ written: UnsafeBufferPointer<UInt8>, kinds: UnsafeBufferPointer<UInt8>?, _ input: ReadingInput, dropped: [Int],
        autocomplete: Bool
    ) -> Bool {
        guard !dropped.isEmpty, !ranges.isEmpty else { return false }
        if let kinds, kinds.count == written.count { return joinsNumbersTypedApart(written, kinds: kinds, input, dropped: dropped) }
        return joinsNumbersTypedApart(input, autocomplete: autocomplete)
    }
}
