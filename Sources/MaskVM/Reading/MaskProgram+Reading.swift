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
    func read(_ input: ReadingInput, into sink: inout ReadingSink, autocomplete: Bool, mark: Int) -> ReadingOutcome {
        var search = ReadingSearch.Mode.full
        // PERF: the fast reading's outcome is bound once and finished in place.
        if var outcome = greedy(input, into: &sink, mark: mark) {
            let best: Bool
            if !outcome.dropped.isEmpty {
                // Drops: the best reading unless the input follows the mask as it stands.
                if matcher.run(input.bytes).isViable {
                    search = .strict
                    best = false
                } else {
                    best = dropsAreFewest(outcome, input)
                }
            } else if !outcome.inserted {
                // Read as it stands: the best unless another reading of it is complete.
                outcome.strict = true
                best = flags(ofRow: outcome.finalRow) & Self.acceptingFlag != 0 || matcher.run(input.bytes) != .complete
                search = .strict
            } else if matcher.run(input.bytes).isViable {
                search = .strict
                best = false
            } else {
                best = flags(ofRow: outcome.finalRow) & Self.completableFlag != 0 || optimistic.run(input.bytes) != .complete
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
        let searcher = ReadingSearch(tables: self, input: input, mode: search)
        var outcome = searcher.run(into: &sink, mark: mark)
        finish(&outcome, &sink, autocomplete: autocomplete)
        // Each layer is filled at most twice (once for the checkpoints, once in its block).
        outcome.work = 2 * (input.unitCount + sink.count) + 2 * searcher.candidates.count * stateCount
        return outcome
    }

    /// Whether a fast reading that dropped units is the best reading: it drops no more than
    /// every reading must, and ends completable, or it dropped only characters the mask takes
    /// nowhere and without them the input is not complete optimistically (so no reading with
    /// as few drops is). Every reading drops the noise, and all the readable units past the
    /// most a reading can consume. This keeps a digit typed past the end of a full field, or a
    /// stray key, off the exact search.
    private func dropsAreFewest(_ outcome: ReadingOutcome, _ input: ReadingInput) -> Bool {
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
        guard outcome.dropped.count == fewest else { return false }
        if flags(ofRow: outcome.finalRow) & Self.completableFlag != 0 { return true }
        guard outcome.dropped.count == noise else { return false }
        var state = optimistic.startState
        for byte in input.bytes where readableAs[Int(classMap[Int(byte)])] != 0 {
            state = optimistic.next(state, byte)
            if state == 0 { return true }
        }
        return !optimistic.isAccepting(state)
    }

    /// What reading a whole sample gives: the text, the state after it, whether it was read
    /// as it stands, whether the text is complete (only when literals are kept), the units
    /// dropped, and those of them the mask could have read somewhere (the others are
    /// characters it takes nowhere: formatting noise).
    struct SampleReading {
        var text = ""
        var finalRow = 0
        var strict = false
        var isComplete = false
        var dropped: [Int] = []
        var unplaced: [Int] = []
    }

    /// Reads `sample` into a new string (all of it, or only its meaningful characters).
    func read(_ sample: String, keepLiterals: Bool, autocomplete: Bool) -> SampleReading {
        if let result = sample.utf8.withContiguousStorageIfAvailable({ read($0, of: sample, keepLiterals: keepLiterals, autocomplete: autocomplete) }) {
            return result
        }
        var copy = sample
        return copy.withUTF8 { read($0, of: sample, keepLiterals: keepLiterals, autocomplete: autocomplete) }
    }

    private func read(
        _ bytes: UnsafeBufferPointer<UInt8>, of sample: String, keepLiterals: Bool, autocomplete: Bool
    ) -> SampleReading {
        let input = ReadingInput.isSimple(bytes) ? ReadingInput(simple: bytes) : ReadingInput(bytes: bytes, characters: sample)
        var result = SampleReading()
        // PERF: the text is written to a temporary buffer (on the stack) and made a String
        // at its length: a text of up to 15 bytes (the phone mask's raw transform, every
        // extract) is then a small string, with no allocation. The outcome stays inside the
        // closure; only its plain fields come out (an outcome holds an array, and each copy
        // of it costs reference counting).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(longestText, 1)) { buffer in
            // SAFETY: `buffer` holds `longestText` bytes, the most any reading writes.
            var sink = ReadingSink(bytes: buffer.baseAddress!, kinds: nil, keepLiterals: keepLiterals)
            let outcome = read(input, into: &sink, autocomplete: autocomplete, mark: Int.max)
            let text = UnsafeBufferPointer(rebasing: buffer[..<sink.count])
            result.finalRow = outcome.finalRow
            result.strict = outcome.strict
            if keepLiterals { result.isComplete = isComplete(text, finalRow: outcome.finalRow) }
            if !outcome.dropped.isEmpty {
                result.dropped = outcome.dropped
                result.unplaced = outcome.dropped.filter { readable[Int(classMap[Int(bytes[input.unit($0).lowerBound])])] }
            }
            result.text = String(decoding: text, as: UTF8.self)
        }
        return result
    }

    /// Whether a reading's text is complete: its reading ends accepting, or (in an ambiguous
    /// mask, another reading of the same text does) the match automaton accepts it.
    func isComplete(_ text: UnsafeBufferPointer<UInt8>, finalRow: Int) -> Bool {
        flags(ofRow: finalRow) & Self.acceptingFlag != 0 || matcher.run(text) == .complete
    }
}
