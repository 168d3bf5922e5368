extension ReadingTables {
    /// Reads `input` into `sink`.
    ///
    /// Input that already follows the mask (the match automaton does not find it illegal)
    /// is read as it stands: no literal is inserted or dropped, and of its readings one that
    /// is complete is taken if there is one. So formatted text keeps its reading, and
    /// transforming a transformed text changes nothing. Other input is read with insertions
    /// and drops: the fewest drops, then complete if possible.
    ///
    /// The greedy reading is used whenever it is optimal, which is checked cheaply: read as
    /// it stands, it is optimal when it ends accepting or the input is not complete; with
    /// insertions, when it drops nothing and ends completable, or the input is not complete
    /// for the optimistic automaton (a reading that drops nothing and can be completed exists
    /// exactly when it is); with drops, when it drops no more than every reading must (see
    /// ``dropsAreFewest(_:_:)``). Only otherwise does the exact search run.
    ///
    /// The indices of the units dropped are put in `dropped`, which must be empty.
    func read(
        _ input: ReadingInput, into sink: inout ReadingSink, dropped: inout [Int], autocomplete: Bool, mark: Int
    ) -> ReadingOutcome {
        var search = ReadingSearch.Mode.full
        // PERF: the fast reading's outcome is bound once and finished in place.
        if var outcome = greedy(input, into: &sink, dropped: &dropped, mark: mark) {
            let best: Bool
            if !dropped.isEmpty {
                // Drops: the best reading unless the input follows the mask as it stands.
                if followsAsItStands(input) {
                    search = .strict
                    best = false
                } else {
                    best = dropsAreFewest(dropped.count, outcome, input)
                }
            } else if !outcome.inserted {
                // Read as it stands: the best unless another reading of it is complete.
                outcome.strict = true
                best = isAccepting(row: outcome.finalRow) || isUnambiguous || matcher.run(input.bytes) != .complete
                search = .strict
            } else if followsAsItStands(input) {
                search = .strict
                best = false
            } else {
                best = isCompletable(row: outcome.finalRow) || optimistic.run(input.bytes) != .complete
            }
            if best {
                outcome.work = input.unitCount + sink.count
                finish(&outcome, &sink, autocomplete: autocomplete)
                return outcome
            }
        } else if matcher.run(input.bytes).isViable {
            search = .strict
        }
        sink.count = 0
        dropped.removeAll()
        let searcher = ReadingSearch(tables: self, input: input, mode: search)
        var outcome = searcher.run(into: &sink, dropped: &dropped, mark: mark)
        finish(&outcome, &sink, autocomplete: autocomplete)
        // Each layer is filled at most twice (once for the checkpoints, once in its block).
        outcome.work = 2 * (input.unitCount + sink.count) + 2 * searcher.candidates.count * stateCount
        return outcome
    }

    /// Whether `input`, which the greedy reading could read only by inserting or dropping,
    /// follows the mask as it stands all the same (a reading of an ambiguous mask can miss
    /// the path that does). In an unambiguous mask it cannot: its one path is the greedy's.
    private func followsAsItStands(_ input: ReadingInput) -> Bool {
        !isUnambiguous && matcher.run(input.bytes).isViable
    }

    /// Whether a fast reading that dropped units is the best reading: it drops no more than
    /// every reading must, and ends completable, or it dropped only characters the mask takes
    /// nowhere and without them the input is not complete optimistically (so no reading with
    /// as few drops is). Every reading drops the noise, and all the readable units past the
    /// most a reading can consume. This keeps a digit typed past the end of a full field, or a
    /// stray key, off the exact search.
    private func dropsAreFewest(_ droppedCount: Int, _ outcome: ReadingOutcome, _ input: ReadingInput) -> Bool {
        var noise = 0
        var meaningfulOnly = 0
        var literalOnly = 0
        var both = 0
        for byte in input.bytes {
            switch readableAs[Int(classMap[Int(byte)])] {
            case 0: noise += 1
            case 1: literalOnly += 1
            case 2: meaningfulOnly += 1
            default: both += 1
            }
        }
        // A reading consumes at most a text's worth of bytes, at most `mostMeaningful` as
        // meaningful and `mostLiteral` as literals, and each only where its class allows.
        let readable = meaningfulOnly + literalOnly + both
        let consumable = min(longestText, readable,
                             min(meaningfulOnly + both, mostMeaningful) + min(literalOnly + both, mostLiteral))
        let fewest = noise + readable - consumable
        guard droppedCount == fewest else { return false }
        if isCompletable(row: outcome.finalRow) { return true }
        guard droppedCount == noise else { return false }
        var state = optimistic.startState
        for byte in input.bytes where readableAs[Int(classMap[Int(byte)])] != 0 {
            state = optimistic.next(state, byte)
            if state == 0 { return true }
        }
        return !optimistic.isAccepting(state)
    }

    /// What reading a whole sample gives, besides its text and the units it dropped: the
    /// state after it, whether it was read as it stands, and whether the text is complete
    /// (only when literals are kept). PERF: plain values, no reference counting.
    struct SampleReading {
        var finalRow = 0
        var strict = false
        var isComplete = false
    }

    /// Reads `sample` into `text` (all of it, or only its meaningful characters). The units
    /// dropped go to `dropped`, and those of them the mask could have read somewhere to
    /// `unplaced` (the others are characters it takes nowhere: formatting noise); both must
    /// be empty.
    ///
    /// PERF: the results go to the caller's variables, so nothing that holds a String or an
    /// array is copied on the way out.
    func read(
        _ sample: String, keepLiterals: Bool, autocomplete: Bool, text: inout String, dropped: inout [Int], unplaced: inout [Int]
    ) -> SampleReading {
        if let result = sample.utf8.withContiguousStorageIfAvailable({
            read($0, of: sample, keepLiterals: keepLiterals, autocomplete: autocomplete, text: &text, dropped: &dropped, unplaced: &unplaced)
        }) {
            return result
        }
        var copy = sample
        return copy.withUTF8 {
            read($0, of: sample, keepLiterals: keepLiterals, autocomplete: autocomplete, text: &text, dropped: &dropped, unplaced: &unplaced)
        }
    }

    private func read(
        _ bytes: UnsafeBufferPointer<UInt8>, of sample: String, keepLiterals: Bool, autocomplete: Bool,
        text: inout String, dropped: inout [Int], unplaced: inout [Int]
    ) -> SampleReading {
        let input = ReadingInput.isSimple(bytes) ? ReadingInput(simple: bytes) : ReadingInput(bytes: bytes, characters: sample)
        return read(input, keepLiterals: keepLiterals, autocomplete: autocomplete, dropped: &dropped, unplaced: &unplaced) { written, unchanged in
            // PERF: a text is written from the units consumed, in order, and the literals
            // inserted; with nothing dropped and as many bytes as the input, nothing was
            // inserted (or left out of a value), so the text is the sample itself: formatted
            // input (a paste, a saved value) costs no new String.
            text = unchanged ? sample : Self.string(written)
        }
    }

    /// Reads UTF-8 `bytes` into `text`, replacing its contents (its capacity is kept, so a
    /// caller that reads line after line into one array allocates once). Invalid UTF-8 is
    /// read as `String(decoding:as:)` repairs it, so the bytes entry and the String entry
    /// agree on every input; `dropped` and `unplaced` as in the String form.
    ///
    /// PERF: ASCII input without a CR (a phone number, a date) is read in place, with no
    /// String made on the way in or out; other input pays for one to find its Characters.
    func read(
        utf8 bytes: UnsafeBufferPointer<UInt8>, keepLiterals: Bool, autocomplete: Bool,
        text: inout [UInt8], dropped: inout [Int], unplaced: inout [Int]
    ) -> SampleReading {
        guard ReadingInput.isSimple(bytes) else {
            var sample = String(decoding: bytes, as: UTF8.self)
            let characters = sample
            return sample.withUTF8 { repaired in
                let input = ReadingInput(bytes: repaired, characters: characters)
                return read(input, keepLiterals: keepLiterals, autocomplete: autocomplete, dropped: &dropped, unplaced: &unplaced) { written, _ in
                    text.removeAll(keepingCapacity: true)
                    text.append(contentsOf: written)
                }
            }
        }
        return read(ReadingInput(simple: bytes), keepLiterals: keepLiterals, autocomplete: autocomplete, dropped: &dropped, unplaced: &unplaced) { written, _ in
            text.removeAll(keepingCapacity: true)
            text.append(contentsOf: written)
        }
    }

    /// Reads `input` and hands `deliver` the text written, which lives only during the call,
    /// and whether it is the input itself (nothing dropped, inserted or left out).
    @inline(__always)
    private func read(
        _ input: ReadingInput, keepLiterals: Bool, autocomplete: Bool, dropped: inout [Int], unplaced: inout [Int],
        deliver: (_ written: UnsafeBufferPointer<UInt8>, _ unchanged: Bool) -> Void
    ) -> SampleReading {
        // PERF: the text is written to a temporary buffer (on the stack) and made a String
        // at its length: a text of up to 15 bytes (the phone mask's raw transform, every
        // extract) is then a small string, with no allocation.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(longestText, 1)) { buffer in
            // SAFETY: `buffer` holds `longestText` bytes, the most any reading writes.
            var sink = ReadingSink(bytes: buffer.baseAddress!, kinds: nil, keepLiterals: keepLiterals)
            let outcome = read(input, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: Int.max)
            let written = UnsafeBufferPointer(rebasing: buffer[..<sink.count])
            var result = SampleReading(finalRow: outcome.finalRow, strict: outcome.strict)
            if keepLiterals { result.isComplete = isComplete(written, finalRow: outcome.finalRow) }
            if !dropped.isEmpty {
                unplaced = dropped.filter { readable[Int(classMap[Int(input.bytes[input.unit($0).lowerBound])])] }
            }
            deliver(written, dropped.isEmpty && sink.count == input.bytes.count)
            return result
        }
    }

    /// A String of UTF-8 bytes, invalid sequences repaired as `String(decoding:as:)` does.
    /// PERF: up to 15 bytes go through the small-string initializer, which copies them into
    /// the String's own bits and checks ASCII with one mask, without a call into the
    /// general decoder.
    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= 15 else { return String(decoding: bytes, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            // SAFETY: `buffer` holds `bytes.count` bytes, and `bytes` (the reading's stack
            // buffer) does not overlap the String's own.
            if let target = buffer.baseAddress, let source = bytes.baseAddress {
                target.update(from: source, count: bytes.count)
            }
            return bytes.count
        }
    }

    /// Whether a reading's text is complete: its reading ends accepting, or (in an ambiguous
    /// mask, another reading of the same text does) the match automaton accepts it.
    func isComplete(_ text: UnsafeBufferPointer<UInt8>, finalRow: Int) -> Bool {
        isAccepting(row: finalRow) || (!isUnambiguous && matcher.run(text) == .complete)
    }
}
