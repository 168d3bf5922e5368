extension ReadingTables {
    /// Reads `input` into `sink`: the greedy reading when it is optimal, else the exact search.
    ///
    /// The greedy reading is optimal when it drops nothing and either ends completable or
    /// no reading could: the input is not complete for the optimistic automaton (a reading
    /// that drops nothing and can be completed exists exactly when it is). Only then is the
    /// search needed, so formatted, raw and half-typed input all take the fast path.
    func read(_ input: ReadingInput, into sink: inout ReadingSink, autocomplete: Bool, mark: Int) -> ReadingOutcome {
        if var outcome = greedy(input, into: &sink, mark: mark) {
            if flags(ofRow: outcome.finalRow) & Self.completableFlag != 0 || optimistic.run(input.bytes) != .complete {
                finish(&outcome, &sink, autocomplete: autocomplete)
                return outcome
            }
        }
        sink.count = 0
        var outcome = ReadingSearch(tables: self, input: input).run(into: &sink, mark: mark)
        finish(&outcome, &sink, autocomplete: autocomplete)
        return outcome
    }

    /// Reads `sample` into a new string (all of it, or only its meaningful characters); the
    /// optimistic verdict on the sample is computed only when something was dropped.
    func read(_ sample: String, keepLiterals: Bool, autocomplete: Bool) -> (text: String, outcome: ReadingOutcome, optimistic: ByteMatchResult?) {
        if let result = sample.utf8.withContiguousStorageIfAvailable({ read($0, of: sample, keepLiterals: keepLiterals, autocomplete: autocomplete) }) {
            return result
        }
        var copy = sample
        return copy.withUTF8 { read($0, of: sample, keepLiterals: keepLiterals, autocomplete: autocomplete) }
    }

    private func read(
        _ bytes: UnsafeBufferPointer<UInt8>, of sample: String, keepLiterals: Bool, autocomplete: Bool
    ) -> (text: String, outcome: ReadingOutcome, optimistic: ByteMatchResult?) {
        let input = ReadingInput.isSimple(bytes) ? ReadingInput(simple: bytes) : ReadingInput(bytes: bytes, characters: sample)
        var outcome = ReadingOutcome(finalRow: startRow, consumedAny: false)
        let text = String(unsafeUninitializedCapacity: max(longestText, 1)) { buffer in
            // SAFETY: `buffer` holds `longestText` bytes, the most any reading writes.
            var sink = ReadingSink(bytes: buffer.baseAddress!, meaningful: nil, keepLiterals: keepLiterals)
            outcome = read(input, into: &sink, autocomplete: autocomplete, mark: Int.max)
            return sink.count
        }
        return (text, outcome, outcome.dropped.isEmpty ? nil : optimistic.run(bytes))
    }
}
