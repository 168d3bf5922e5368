extension ReadingTables {
    /// Reads `input` into `sink`.
    ///
    /// The reading keeps the typed letters and digits best, earliest first (no letter or
    /// digit is dropped to keep a symbol or a later one), and of the readings that keep
    /// those, takes the greedy reading's choice at the earliest step where they differ (see
    /// ``ReadingSearch``). The greedy reading is that reading whenever the letters and digits
    /// it dropped are those every such reading drops: none (checked on the list of its
    /// drops), or those the search's forward pass finds (a digit past the end of a full
    /// field). Only otherwise does the dynamic program run.
    ///
    /// The indices of the units dropped are put in `dropped`, which must be empty.
    func read(
        _ input: ReadingInput, into sink: inout ReadingSink, dropped: inout [Int], autocomplete: Bool, mark: Int
    ) -> ReadingOutcome {
        // Without a cutoff nothing is abandoned; the fallback is never taken.
        read(input, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark, cutoff: nil)
            ?? ReadingOutcome(finalRow: startRow, consumedAny: false)
    }

    /// ``read(_:into:dropped:autocomplete:mark:)``, abandoned (nil) before the exact search
    /// when that search's forward pass shows the reading cannot keep `cutoff`'s fewest
    /// letters and digits: the set's choice does not finish a reading that cannot win.
    func read(
        _ input: ReadingInput, into sink: inout ReadingSink, dropped: inout [Int], autocomplete: Bool, mark: Int,
        cutoff: SearchCutoff?
    ) -> ReadingOutcome? {
        // A separator the mask does not write, typed where a range is open, closes it as the
        // mask's own would (`ReadingTables+ForeignClosers`): the input is read with it as that
        // separator, and the text, which then writes the mask's, is not the input as typed.
        guard moves.hasForeignSeparators else {
            return readAsTyped(input, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark, cutoff: cutoff)
        }
        let closers = foreignClosers(in: input, ownSeparators: [])
        var outcome = read(input, closers: closers, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark, cutoff: cutoff)
        // A cutoff judges the reading that is returned. In a mask whose separators are of two
        // kinds this one may be read again below, keeping more (`6-8-` into
        // `<1-23> <1-99>-<0-23>:<1-7>` keeps one digit with the `-` as typed, both with it as
        // the space), so it is not abandoned: finished, its drops say whether it is final.
        if outcome == nil, let cutoff, !cutoff.beforeSearch, moves.mixesSeparators {
            sink.count = 0
            dropped.removeAll(keepingCapacity: true)
            outcome = read(input, closers: closers, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark, cutoff: nil)
        }
        // A separator of the mask's own that this reading dropped is looked at as the others
        // (``foreignClosers(in:)``, which decides the same without this reading): where one
        // stands for another, the input is read again. PERF: only then, and only in a mask
        // whose separators are of two kinds.
        let own = outcome == nil ? [] : droppedOwnSeparators(dropped, in: input, besides: closers)
        guard !own.isEmpty, let more = foreignClosers(in: input, ownSeparators: own),
              !more.elementsEqual(closers ?? [], by: { $0.unit == $1.unit && $0.byte == $1.byte }) else { return outcome }
        sink.count = 0
        dropped.removeAll(keepingCapacity: true)
        return read(input, closers: more, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark, cutoff: cutoff)
    }

    /// ``readAsTyped(_:into:dropped:autocomplete:mark:cutoff:)`` of `input` with its units at
    /// `closers` read as the separators they stand for.
    private func read(
        _ input: ReadingInput, closers: [(unit: Int, byte: UInt8)]?, into sink: inout ReadingSink, dropped: inout [Int],
        autocomplete: Bool, mark: Int, cutoff: SearchCutoff?
    ) -> ReadingOutcome? {
        guard let closers else {
            return readAsTyped(input, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark, cutoff: cutoff)
        }
        return withClosers(closers, in: input) { closed in
            var outcome = readAsTyped(closed, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark, cutoff: cutoff)
            outcome?.normalized = true
            return outcome
        }
    }

    /// ``read(_:into:dropped:autocomplete:mark:cutoff:)`` of input whose every typed closer
    /// is of the mask's own kind.
    func readAsTyped(
        _ input: ReadingInput, into sink: inout ReadingSink, dropped: inout [Int], autocomplete: Bool, mark: Int,
        cutoff: SearchCutoff?
    ) -> ReadingOutcome? {
        // Typing is normalized per position (see `ReadingTables+Alternates`): each unit may be
        // read as typed or as its alternate, which the readings find where they need it.
        // PERF: the fast reading's outcome is bound once and finished in place, and no search
        // exists on its way.
        if var outcome = greedy(input, into: &sink, dropped: &dropped, mark: mark) {
            // The value rules (``ReadingMoves``): the fast reading knows no closer, so where it
            // inserted or dropped something in input that types one, the search decides.
            if moves.hasClosers, outcome.inserted || !dropped.isEmpty, lastCloser(in: input) >= 0 {
                if cutoff?.beforeSearch == true { return nil }
                let search = ReadingSearch(tables: self, input: input)
                if let cutoff, cutoff.mostKept(search) < cutoff.fewestKept { return nil }
                return exactReading(search, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark)
            }
            if !droppedLetterOrDigit(dropped, input) {
                // Complete beats partial: PERF, only a text that is not complete, from input
                // that could give a complete one, pays for the search.
                if mayReadComplete(outcome, input, dropped: dropped),
                   let complete = completeReading(
                    ReadingSearch(tables: self, input: input), into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark) {
                    return complete
                }
                outcome.work = input.unitCount + sink.count
                padLastNumber(&outcome, &sink, input, dropped: dropped)
                finish(&outcome, &sink, autocomplete: autocomplete)
                return outcome
            }
            // It dropped a letter or digit: still the reading when every reading that keeps
            // those before drops it too (a digit past the end of a full field).
            if cutoff?.beforeSearch == true { return nil }
            let search = ReadingSearch(tables: self, input: input)
            if search.dropsSameLettersAndDigits(as: dropped) {
                if mayReadComplete(outcome, input, dropped: dropped),
                   let complete = completeReading(search, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark) {
                    return complete
                }
                outcome.work = input.unitCount + sink.count + 2 * input.unitCount
                padLastNumber(&outcome, &sink, input, dropped: dropped)
                finish(&outcome, &sink, autocomplete: autocomplete)
                return outcome
            }
            if let cutoff, cutoff.mostKept(search) < cutoff.fewestKept { return nil }
            return exactReading(search, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark)
        }
        if cutoff?.beforeSearch == true { return nil }
        let search = ReadingSearch(tables: self, input: input)
        if let cutoff, cutoff.mostKept(search) < cutoff.fewestKept { return nil }
        return exactReading(search, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark)
    }

    /// The exact search's reading, written over whatever the fast reading wrote.
    private func exactReading(
        _ searcher: ReadingSearch, into sink: inout ReadingSink, dropped: inout [Int], autocomplete: Bool, mark: Int
    ) -> ReadingOutcome {
        sink.count = 0
        dropped.removeAll()
        var outcome = searcher.run(into: &sink, dropped: &dropped, mark: mark)
        // Complete beats partial, as after the fast reading (which this search's reading is,
        // wherever the fast one keeps every letter and digit it can, or gave up at the mark).
        if mayReadComplete(outcome, searcher.input, dropped: dropped),
           let complete = completeReading(searcher, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark) {
            return complete
        }
        padLastNumber(&outcome, &sink, searcher.input, dropped: dropped)
        finish(&outcome, &sink, autocomplete: autocomplete)
        // The forward pass, then each layer filled at most twice (once for the checkpoints,
        // once in its block).
        outcome.work = 3 * (searcher.input.unitCount + sink.count) + 3 * searcher.candidates.count * stateCount
        return outcome
    }

    /// The reading of `sample` by the exact search alone, never the fast reading (literals
    /// kept, the default optional-literal policy of these tables). A test hook: the fast
    /// reading is taken only where it makes the search's choices, and the differential test
    /// holds it to that on random masks and inputs (same text, same drops). With
    /// `fillingEveryLayer` the search's walk reads layers filled first, never those asked for
    /// on its way (``ReadingSearch/fillsEveryLayer``), so a test can hold the two together.
    func readBySearchAlone(
        _ sample: String, autocomplete: Bool, fillingEveryLayer: Bool = false
    ) -> (text: String, dropped: [Int], finalRow: Int) {
        var copy = sample
        return copy.withUTF8 { bytes in
            let whole = ReadingInput.isSimple(bytes) ? ReadingInput(simple: bytes) : ReadingInput(bytes: bytes, characters: sample)
            let (typed, label) = withoutLabels(whole)
            // The separators that close are decided as every reading decides them (the fast
            // reading's decision included); the search alone then reads what they give.
            let closers = foreignClosers(in: typed) ?? []
            return withClosers(closers, in: typed) { input in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(longestText, 1)) { buffer in
                // SAFETY: `buffer` holds `longestText` bytes, the most any reading writes.
                var sink = ReadingSink(bytes: buffer.baseAddress!, kinds: nil, keepLiterals: true, capacity: buffer.count)
                var dropped: [Int] = []
                var search = ReadingSearch(tables: self, input: input)
                search.fillsEveryLayer = fillingEveryLayer
                let outcome = exactReading(search, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: Int.max)
                return (Self.string(UnsafeBufferPointer(rebasing: buffer[..<sink.count])), dropped.pastLabel(label, includingLabel: true),
                        outcome.finalRow)
            }
            }
        }
    }

    /// Whether `unit` is a typed closer of a number range: a one-byte unit of a class on
    /// which some literal closes a range (``ReadingMoves/closerClass``).
    @inline(__always)
    func isCloser(_ unit: Range<Int>, _ input: ReadingInput) -> Bool {
        unit.count == 1 && moves.closerClass[Int(classMap[Int(input.bytes[unit.lowerBound])])]
    }

    /// The index of the last unit of `input` that is a typed closer, -1 for none. PERF: no
    /// scan for a mask without number ranges.
    func lastCloser(in input: ReadingInput) -> Int {
        guard moves.hasClosers else { return -1 }
        // PERF: ASCII input (a unit a byte) is scanned on a byte table, a load a byte: the
        // dates' and addresses' transforms pay this scan on every formatted input.
        if input.unitEnds == nil {
            return closerByte.withUnsafeBufferPointer { isCloser in
                var index = input.bytes.count - 1
                while index >= 0, !isCloser[Int(input.bytes[index])] { index -= 1 }
                return index
            }
        }
        var index = input.unitCount - 1
        while index >= 0, !isCloser(input.unit(index), input) { index -= 1 }
        return index
    }

    /// Whether one of the `dropped` units is a letter or digit that some state can read.
    private func droppedLetterOrDigit(_ dropped: [Int], _ input: ReadingInput) -> Bool {
        dropped.contains { isUnplaced(input.unit($0), input) }
    }

    /// Whether a dropped unit counts against the reading: a letter or digit the mask could
    /// read somewhere, as typed or as its alternate. Symbols and characters the mask takes
    /// nowhere are formatting noise.
    func isUnplaced(_ unit: Range<Int>, _ input: ReadingInput) -> Bool {
        guard input.isLetterOrDigit(unit) else { return false }
        return readable[Int(classMap[Int(input.bytes[unit.lowerBound])])]
            || alternate(of: UnsafeBufferPointer(rebasing: input.bytes[unit])) != 0
    }

    /// What reading a whole sample gives, besides its text and the units it dropped: the
    /// state after it, whether a letter or digit was dropped (even one the mask reads nowhere:
    /// docs/editing.md, rule 4 of "Values, not characters"), and whether the text is complete
    /// (only when literals are kept, and no letter or digit was dropped). PERF: plain values,
    /// no reference counting.
    struct SampleReading {
        var finalRow = 0
        var droppedLetterOrDigit = false
        var isComplete = false
        /// Units of a leading label, the first of the dropped ones.
        var label = 0
    }

    /// Reads `sample` into `text` (all of it, or only its meaningful characters). The units
    /// dropped go to `dropped`, and those of them that are letters or digits the mask could
    /// have read somewhere to `unplaced` (the others, symbols and characters it takes
    /// nowhere, are formatting noise); both must be empty.
    ///
    /// PERF: the results go to the caller's variables, so nothing that holds a String or an
    /// array is copied on the way out.
    ///
    /// `labels` false reads a leading label as data: a set's member reads what the set's
    /// own label rule left (see ``MaskSetParts/leadingLabelUnits(in:optionalLiterals:)``).
    func read(
        _ sample: String, keepLiterals: Bool, autocomplete: Bool, labels: Bool = true,
        text: inout String, dropped: inout [Int], unplaced: inout [Int]
    ) -> SampleReading {
        if let result = sample.utf8.withContiguousStorageIfAvailable({
            read($0, of: sample, keepLiterals: keepLiterals, autocomplete: autocomplete, labels: labels,
                 text: &text, dropped: &dropped, unplaced: &unplaced)
        }) {
            return result
        }
        var copy = sample
        return copy.withUTF8 {
            read($0, of: sample, keepLiterals: keepLiterals, autocomplete: autocomplete, labels: labels,
                 text: &text, dropped: &dropped, unplaced: &unplaced)
        }
    }

    private func read(
        _ bytes: UnsafeBufferPointer<UInt8>, of sample: String, keepLiterals: Bool, autocomplete: Bool, labels: Bool,
        text: inout String, dropped: inout [Int], unplaced: inout [Int]
    ) -> SampleReading {
        let simple = ReadingInput.isSimple(bytes)
        let input = simple ? ReadingInput(simple: bytes) : ReadingInput(bytes: bytes, characters: sample)
        return read(input, keepLiterals: keepLiterals, autocomplete: autocomplete, labels: labels,
                    dropped: &dropped, unplaced: &unplaced) { written, unchanged in
            // PERF: a text is written from the units consumed, in order, and the literals
            // inserted; with nothing dropped, none read as its alternate, and as many bytes
            // as the input, nothing was inserted (or left out of a value), so the text is the
            // sample itself: formatted input (a paste, a saved value) costs no new String.
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
        _ input: ReadingInput, keepLiterals: Bool, autocomplete: Bool, labels: Bool = true, dropped: inout [Int], unplaced: inout [Int],
        deliver: (_ written: UnsafeBufferPointer<UInt8>, _ unchanged: Bool) -> Void
    ) -> SampleReading {
        // PERF: the text is written to a temporary buffer (on the stack) and made a String
        // at its length: a text of up to 15 bytes (the phone mask's raw transform, every
        // extract) is then a small string, with no allocation.
        // A leading label (`IBAN `) is noise: the value is read from after it, and the
        // label's units are listed as dropped, neither unplaced nor keeping it from complete.
        let (body, label) = labels ? withoutLabels(input) : (input, 0)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(longestText, 1)) { buffer in
            // SAFETY: `buffer` holds `longestText` bytes, the most any reading writes.
            var sink = ReadingSink(bytes: buffer.baseAddress!, kinds: nil, keepLiterals: keepLiterals, capacity: buffer.count)
            let outcome = read(body, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: Int.max)
            let written = UnsafeBufferPointer(rebasing: buffer[..<sink.count])
            var result = SampleReading(finalRow: outcome.finalRow)
            let droppedAny = !dropped.isEmpty
            if !dropped.isEmpty {
                unplaced = dropped.filter { isUnplaced(body.unit($0), body) }
                result.droppedLetterOrDigit = body.holdsLetterOrDigit(at: dropped)
            }
            if label > 0 {
                result.label = label
                dropped = dropped.pastLabel(label, includingLabel: true)
                unplaced = unplaced.pastLabel(label, includingLabel: false)
            }
            if keepLiterals {
                result.isComplete = !result.droppedLetterOrDigit && isComplete(written, finalRow: outcome.finalRow)
                // Rule 6: numbers typed apart and written as one are no value (off the path
                // of input read as typed, which drops nothing).
                if result.isComplete, droppedAny, !ranges.isEmpty, joinsNumbersTypedApart(body, autocomplete: autocomplete) {
                    result.isComplete = false
                }
            }
            deliver(written, dropped.isEmpty && !outcome.normalized && !outcome.inserted && sink.count == input.bytes.count)
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

/// When a reading is not worth its exact search: it would keep fewer than ``fewestKept`` of
/// the typed letters and digits (counted as a set's choice counts them, on the input as
/// typed, ``typed``).
struct SearchCutoff {
    let typed: ReadingInput
    /// The letters and digits of ``typed``.
    let typedCount: Int
    let fewestKept: Int
    /// Whether to abandon the reading as soon as it needs the search at all: a set's choice
    /// tries the fast reading of a tied mask this way, and ranks it by its
    /// ``KeepAutomaton`` instead when the fast reading drops a letter or digit.
    var beforeSearch = false

    /// The most typed letters and digits the search's reading keeps: all but those of the
    /// units that are not its candidates, which every reading it makes drops (the units no
    /// state reads, and the letters and digits no reading that keeps the earlier ones can
    /// take).
    func mostKept(_ search: ReadingSearch) -> Int {
        var kept = typedCount
        var candidate = 0
        let candidates = search.candidates
        for unit in 0..<typed.unitCount {
            if candidate < candidates.count, candidates[candidate] == unit {
                candidate += 1
                continue
            }
            kept -= LetterOrDigit.count(UnsafeBufferPointer(rebasing: typed.bytes[typed.unit(unit)]))
        }
        return kept
    }
}
