extension FixedDigitLayout {
    /// ``firstDigitWithoutPlace(_:)`` or else ``firstLetterAfterValue(_:)``, in one walk of
    /// ``judgedMoves``, the automaton ``isValue(_:)``'s walk is made from (walked here by each
    /// byte's code, which also tells a digit from a symbol): the offset of the first letter or digit after a whole
    /// value of the row that the value reading drops, or nil when that is not known here.
    ///
    /// Why the same: both read the sample as the row up to its last digit position (the
    /// automaton's end states: each digit in its position's set, only symbols besides, no
    /// separator of the row between two digits the row does not part), passing over the
    /// symbols after it. The first byte after that which is not a symbol decides: a digit
    /// some position takes is the digit without a place; a letter, with only printable ASCII
    /// and no digit after it, is the letter after the value; anything else is neither.
    /// `FixedDigitLayoutTests` hold it to the two on random rows and samples.
    ///
    /// PERF: the two walked the sample one after the other, each about 40 instructions a
    /// byte (`+7 (912) 345-67-89x`: about 1,000 for a failing phone); this is two loads a byte.
    package func firstLetterOrDigitAfterValue(_ sample: UnsafeBufferPointer<UInt8>) -> Int? {
        guard sample.count > digitPositions else { return nil }
        return judgedBytes.withUnsafeBufferPointer { codes in
            judgedMoves.withUnsafeBufferPointer { moves -> Int? in
                let ends = judgedEnds
                var state = UInt16(JudgedByte.count)
                for offset in sample.indices {
                    let byte = sample[offset]
                    let code = codes[Int(byte)]
                    if state == ends.0 || state == ends.1 {
                        // Every digit position is filled: symbols pass, anything else decides.
                        if code < 10 { return takenDigits & (1 << UInt16(code)) != 0 ? offset : nil }
                        if code == JudgedByte.symbol || code == JudgedByte.separator { continue }
                        guard Self.isLetter(byte) else { return nil }
                        return Self.isLetterAfterValue(sample, from: offset) ? offset : nil
                    }
                    // SAFETY: the code table has 256 entries and each code is below a row's
                    // width; every entry of `moves` is the offset of one of its rows.
                    state = moves[Int(state) &+ Int(code)]
                    if state == 0 { return nil }
                }
                return nil
            }
        }
    }

    /// Whether the bytes from `start` (a letter) are printable ASCII with no digit among them.
    private static func isLetterAfterValue(_ sample: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        for offset in start..<sample.count {
            let byte = sample[offset]
            guard byte >= 0x20, byte < 0x7F, !isDigit(byte) else { return false }
        }
        return true
    }

    /// The length of what ``readIncomplete(_:into:)`` prints for `sample`, without printing
    /// it: nil where that returns false. For a judge that needs only the length (a partial
    /// cell's messages made once a length, `check --rules`' ``PartialRowTails``).
    ///
    /// PERF: the printed form was made (a copy of the sample and of the row's symbols after
    /// it, about 250 instructions) and then only counted.
    ///
    /// The walk: each byte is the row's symbol where the row has one, else a digit its slot
    /// takes. The autocompletion then runs over the row's symbols up to the next digit
    /// position; a position of one digit there (the `7` of `+7`), which some readings write
    /// and others do not, and the end of the row, which completes the sample, are both left
    /// to the long way (nil).
    package func incompletePrintedCount(_ sample: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = sample.count
        guard count > 0, count < row.count else { return nil }
        return row.withUnsafeBufferPointer { row -> Int? in
            slots.withUnsafeBufferPointer { slots -> Int? in
                var slot = 0
                for offset in 0..<count {
                    let byte = sample[offset]
                    if row[offset] != 0 {
                        guard byte == row[offset] else { return nil }
                        continue
                    }
                    let digit = byte &- UInt8(ascii: "0")
                    guard digit < 10, slots[slot].digits & (1 << UInt16(digit)) != 0 else { return nil }
                    slot &+= 1
                }
                var end = count
                while end < row.count, row[end] != 0 { end &+= 1 }
                guard end < row.count, slots[slot].digits.nonzeroBitCount > 1 else { return nil }
                return end
            }
        }
    }
}
