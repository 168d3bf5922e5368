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
    /// exactly when it is). Only otherwise does the exact search run.
    func read(_ input: ReadingInput, into sink: inout ReadingSink, autocomplete: Bool, mark: Int) -> ReadingOutcome {
        let greedy = greedy(input, into: &sink, mark: mark)
        let greedyWork = input.unitCount + sink.count
        var search: ReadingSearch.Mode?
        if var outcome = greedy, !outcome.dropped.isEmpty {
            if !matcher.run(input.bytes).isViable, dropsAreFewest(outcome, input) {
                finish(&outcome, &sink, autocomplete: autocomplete)
                outcome.work = greedyWork
                return outcome
            }
            search = matcher.run(input.bytes).isViable ? .strict : .full
        } else if var outcome = greedy, !outcome.inserted {
            outcome.strict = true
            if flags(ofRow: outcome.finalRow) & Self.acceptingFlag != 0 || matcher.run(input.bytes) != .complete {
                finish(&outcome, &sink, autocomplete: autocomplete)
                outcome.work = greedyWork
                return outcome
            }
            search = .strict
        } else if matcher.run(input.bytes).isViable {
            search = .strict
        } else if var outcome = greedy,
                  flags(ofRow: outcome.finalRow) & Self.completableFlag != 0 || optimistic.run(input.bytes) != .complete {
            finish(&outcome, &sink, autocomplete: autocomplete)
            outcome.work = greedyWork
            return outcome
        }
        sink.count = 0
        let searcher = ReadingSearch(tables: self, input: input, mode: search ?? .full)
        var outcome = searcher.run(into: &sink, mark: mark)
        finish(&outcome, &sink, autocomplete: autocomplete)
        // Each layer is filled at most twice (once for the checkpoints, once in its block).
        outcome.work = greedyWork + input.unitCount + sink.count + 2 * searcher.candidates.count * stateCount
        return outcome
    }

    /// What reading a whole sample gives: the text, the outcome, whether the text is complete
    /// (only when literals are kept), and which dropped units the mask could have read
    /// somewhere (the others are characters it takes nowhere: formatting noise).
    typealias SampleReading = (text: String, outcome: ReadingOutcome, isComplete: Bool, unplaced: [Int])

    /// Whether a fast reading that dropped units is the best reading: it drops no more than
    /// every reading must, and ends completable, or it dropped only characters the mask takes
    /// nowhere and without them the input is not complete optimistically (so no reading with
    /// as few drops is). Every reading drops the noise, and of the units only a class takes,
    /// all past the most a text of the mask holds (likewise for literals). This keeps a digit
    /// typed past the end of a full field, or a stray key, off the exact search.
    private func dropsAreFewest(_ outcome: ReadingOutcome, _ input: ReadingInput) -> Bool {
        var noise = 0
        var meaningfulOnly = 0
        var literalOnly = 0
        for byte in input.bytes {
            switch readableAs[Int(classMap[Int(byte)])] {
            case 0: noise += 1
            case 1: literalOnly += 1
            case 2: meaningfulOnly += 1
            default: break
            }
        }
        let fewest = noise + max(0, meaningfulOnly - mostMeaningful, literalOnly - mostLiteral)
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
        var outcome = ReadingOutcome(finalRow: startRow, consumedAny: false)
        var isComplete = false
        let text = String(unsafeUninitializedCapacity: max(longestText, 1)) { buffer in
            // SAFETY: `buffer` holds `longestText` bytes, the most any reading writes.
            var sink = ReadingSink(bytes: buffer.baseAddress!, kinds: nil, keepLiterals: keepLiterals)
            outcome = read(input, into: &sink, autocomplete: autocomplete, mark: Int.max)
            if keepLiterals { isComplete = self.isComplete(UnsafeBufferPointer(rebasing: buffer[..<sink.count]), outcome) }
            return sink.count
        }
        let unplaced = outcome.dropped.filter { readable[Int(classMap[Int(bytes[input.unit($0).lowerBound])])] }
        return (text, outcome, isComplete, unplaced)
    }

    /// Whether a reading's text is complete: its reading ends accepting, or (in an ambiguous
    /// mask, another reading of the same text does) the match automaton accepts it.
    func isComplete(_ text: UnsafeBufferPointer<UInt8>, _ outcome: ReadingOutcome) -> Bool {
        flags(ofRow: outcome.finalRow) & Self.acceptingFlag != 0 || matcher.run(text) == .complete
    }
}
