extension MaskProgram {
    /// Reads `input` into `sink`: the greedy reading when it is optimal, else the exact search.
    ///
    /// The greedy reading is optimal when it drops nothing and either ends completable or
    /// no reading could: the input is not complete for the optimistic automaton (a reading
    /// that drops nothing and can be completed exists exactly when it is). Only then is the
    /// search needed, so formatted, raw and half-typed input all take the fast path.
    func read(_ input: ReadingInput, into sink: inout ReadingSink, autocomplete: Bool, mark: Int) -> ReadingOutcome {
        if var outcome = tables.greedy(input, into: &sink, mark: mark) {
            if tables.flags(ofRow: outcome.finalRow) & ReadingTables.completableFlag != 0
                || optimisticMatcher.run(input.bytes) != .complete {
                tables.finish(&outcome, &sink, autocomplete: autocomplete)
                return outcome
            }
        }
        sink.count = 0
        var outcome = ReadingSearch(tables: tables, input: input).run(into: &sink, mark: mark)
        tables.finish(&outcome, &sink, autocomplete: autocomplete)
        return outcome
    }

    /// Calls `body` with the sample's UTF-8 and its units.
    func withReadingInput<Result>(_ sample: String, _ body: (ReadingInput) -> Result) -> Result {
        func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
            ReadingInput.isSimple(bytes) ? body(ReadingInput(simple: bytes)) : body(ReadingInput(bytes: bytes, characters: sample))
        }
        if let result = sample.utf8.withContiguousStorageIfAvailable(run) { return result }
        var copy = sample
        return copy.withUTF8(run)
    }

    /// A string of at most `longestText` bytes written by `body`.
    func makeString(_ body: (inout ReadingSink) -> Void, keepLiterals: Bool) -> String {
        String(unsafeUninitializedCapacity: max(tables.longestText, 1)) { buffer in
            // SAFETY: `buffer` holds `longestText` bytes, the most any reading writes.
            var sink = ReadingSink(bytes: buffer.baseAddress!, meaningful: nil, keepLiterals: keepLiterals)
            body(&sink)
            return sink.count
        }
    }
}
