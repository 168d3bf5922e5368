extension MaskProgram {
    /// The offset ``readValue(utf8:into:)`` reports as ``ValueReading/Outcome/dropped(at:)``,
    /// when it is known without reading the value: nil when the sample is not ASCII without
    /// a CR, the program is a mask set, or no letter or digit the mask can read is dropped
    /// (then ``readValue(utf8:into:)`` alone says what the sample reads as).
    ///
    /// Why it is the same offset: ``readValue(utf8:into:)`` reports the first of the
    /// letters and digits its reading dropped that the mask reads somewhere (`unplaced`).
    /// Whichever way the reading is made (the fast reading, or the exact search, complete
    /// or not), it keeps exactly the letters and digits the exact search's forward pass
    /// keeps (each one kept when some reading that keeps those before can take it), so the
    /// first it drops is the first the forward pass drops. This runs that pass on the same
    /// input (after a leading label, with the same foreign closers), stopped at its first
    /// drop: no greedy reading, no dynamic program, no printed form.
    ///
    /// PERF: an out-of-range date (`1990-13-01`) in `maskc check --rules` took the exact
    /// search, about 16,000 instructions a cell; the pass stopped at the `3` is a few hundred,
    /// and a keep automaton's walk to it (``ReadingTables/firstDroppedByTable(_:)``) fewer.
    ///
    /// ```swift
    /// let date = try MaskCompiler.compile("DDDD-<01-12>-<01-31>")
    /// Array("1990-13-01".utf8).withUnsafeBufferPointer {
    ///     date.firstDroppedLetterOrDigit(utf8: $0)
    /// }                                                   // 6, the `3`
    /// ```
    public func firstDroppedLetterOrDigit(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard maskSet == nil, ReadingInput.isSimple(bytes) else { return nil }
        return tables(for: .keptWhenTyped).firstDroppedLetterOrDigit(ReadingInput(simple: bytes))
    }
}

extension ReadingTables {
    /// The first unit of `input` that every reading of it drops although it is a letter or
    /// digit the mask reads somewhere, as ``read(_:into:dropped:autocomplete:mark:)`` reads
    /// it: past a leading label, with the input's foreign closers read as the mask's own.
    func firstDroppedLetterOrDigit(_ input: ReadingInput) -> Int? {
        let (body, label) = withoutLabels(input)
        let first = if moves.hasForeignSeparators, let closers = foreignClosers(in: body) {
            withClosers(closers, in: body) { firstDroppedByTable($0) }
        } else {
            firstDroppedByTable(body)
        }
        return first.map { $0 + label }
    }
}
