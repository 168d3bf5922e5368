extension MaskSetParts {
    /// ``read(_:autocomplete:optionalLiterals:mark:withKinds:readLog:deliver:)`` when the
    /// rule's choice for this input is known already (``KnownMaskChoice``): mask `mask` alone
    /// reads it, and is delivered as the choice would deliver it. PERF: one reading instead
    /// of the choice's bounds, walks and readings of the masks that tie (a phone field's set
    /// of a country's formats, read again at every key).
    func read<Result>(
        _ input: ReadingInput, chosen mask: Int, autocomplete: Bool, optionalLiterals: OptionalLiteralPolicy, mark: Int,
        withKinds: Bool,
        deliver: (SetReading, _ text: UnsafeBufferPointer<UInt8>, _ kinds: UnsafeBufferPointer<UInt8>, _ dropped: [Int]) -> Result
    ) -> Result {
        read(input, alone: mask, autocomplete: autocomplete, optionalLiterals: optionalLiterals, mark: mark, withKinds: withKinds,
             complete: nil, deliver: deliver)
    }

    /// Mask `mask` alone reads `input`, delivered as a set's reading with the completeness
    /// `complete` (nil: as the choice judges it, rule 6 included): the known choice's
    /// reading, and the choice's own reading again of a winner it read before a reading that
    /// lost.
    @inline(__always)
    func read<Result>(
        _ input: ReadingInput, alone mask: Int, autocomplete: Bool, optionalLiterals: OptionalLiteralPolicy, mark: Int,
        withKinds: Bool,
        complete: Bool?,
        deliver: (SetReading, _ text: UnsafeBufferPointer<UInt8>, _ kinds: UnsafeBufferPointer<UInt8>, _ dropped: [Int]) -> Result
    ) -> Result {
        let tables = members[mask].tables(for: optionalLiterals)
        let capacity = max(tables.longestText, 1)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * capacity) { scratch in
            // SAFETY: the scratch holds a text and its kinds of `longestText` bytes each, the
            // most this mask's reading writes.
            let bytes = scratch.baseAddress!
            let kinds = bytes + capacity
            var dropped: [Int] = []
            var sink = ReadingSink(bytes: bytes, kinds: withKinds ? kinds : nil, keepLiterals: true, capacity: capacity)
            let outcome = tables.read(input, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark)
            let written = UnsafeBufferPointer(start: bytes, count: sink.count)
            let writtenKinds = UnsafeBufferPointer(start: kinds, count: withKinds ? sink.count : 0)
            let isComplete = complete ?? (tables.isComplete(written, finalRow: outcome.finalRow)
                && !tables.joinsNumbersTypedApart(written, kinds: withKinds ? writtenKinds : nil, input, dropped: dropped, autocomplete: autocomplete))
            return deliver(SetReading(mask: mask, outcome: outcome, count: sink.count, complete: isComplete), written, writtenKinds, dropped)
        }
    }
}
