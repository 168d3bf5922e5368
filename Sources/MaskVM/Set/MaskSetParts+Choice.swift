/// How a set chooses the mask that reads an input (`docs/editing.md`, "Sets of masks"):
/// each mask reads the input as transform reads it, and the reading that
/// 1. keeps the most typed letters and digits (as class characters or as literals),
/// 2. then gives a complete text rather than a partial one,
/// 3. then inserts the fewest literal letters and digits,
/// 4. then comes first in the list, wins.
///
/// A reading's place under the rule is a key; the greatest key wins.
struct ChoiceKey: Comparable {
    /// Typed letters and digits the reading kept.
    var kept: Int
    /// Whether the text is complete.
    var complete: Bool
    /// Letters and digits in the text that were not typed: literals the reading inserted.
    var inserted: Int
    /// The mask, 0-based in list order.
    var mask: Int

    static func < (left: ChoiceKey, right: ChoiceKey) -> Bool {
        if left.kept != right.kept { return left.kept < right.kept }
        if left.complete != right.complete { return !left.complete }
        if left.inserted != right.inserted { return left.inserted > right.inserted }
        return left.mask > right.mask
    }
}

/// The winning reading of a set: which mask, and what its reading did.
struct SetReading {
    var mask: Int
    var outcome: ReadingOutcome
    /// Bytes of the winning text.
    var count: Int
    var complete: Bool
}

extension MaskSetParts {
    /// Reads `input` with the mask the rule chooses and hands `deliver` the winner: which
    /// mask and what its reading did, its text, the kind of each byte of it (when
    /// `withKinds`; else an empty buffer), and the units it dropped. Both buffers live only
    /// during the call.
    ///
    /// PERF: branch and bound. Each mask's bound (``MaskChoiceBound``) gives, from the typed
    /// letters and digits alone, a key no reading of that mask can beat; the masks are read
    /// best bound first, and the search stops at the first mask whose bound the best reading
    /// so far beats: no later one can win. The rule's result is the same as reading every
    /// mask (the greatest key is the same whatever the order; the tests compare with that
    /// naive way). A mask read after the best so far is abandoned before its exact search
    /// (the costly part of a reading) when that search's forward pass shows it keeps too few
    /// letters and digits to win. Usually one mask is read: the input is split into units and its letters
    /// and digits counted once, and the other masks' reading automata and tables are not
    /// even made. Each reading writes to a buffer sized by its own mask; the last one read
    /// is delivered from there, and only when a reading that lost came after the winner is
    /// the winner read again.
    func read<Result>(
        _ input: ReadingInput, autocomplete: Bool, optionalLiterals: OptionalLiteralPolicy = .keptWhenTyped, mark: Int,
        withKinds: Bool,
        deliver: (SetReading, _ text: UnsafeBufferPointer<UInt8>, _ kinds: UnsafeBufferPointer<UInt8>, _ dropped: [Int]) -> Result
    ) -> Result {
        let tally = LetterOrDigit.tally(input.bytes)
        let count = members.count
        // The masks not read yet, one bit each (a set holds at most 64).
        var unread: UInt64 = count >= 64 ? ~0 : (1 << UInt64(count)) &- 1
        var best: (key: ChoiceKey, dropped: [Int])?
        while let bound = greatestBound(of: unread, tally) {
            if let best, bound < best.key { break }
            let mask = bound.mask
            unread &= ~(1 << UInt64(mask))
            // PERF: the closure below captures only constants: a captured variable costs a
            // dynamic exclusivity check at each access.
            let remaining = unread
            let bestKey = best?.key
            let tables = members[mask].tables(for: optionalLiterals)
            let capacity = max(tables.longestText, 1)
            let candidate: Candidate<Result> = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * capacity) { scratch in
                // SAFETY: the scratch holds a text and its kinds of `longestText` bytes each, the
                // most this mask's reading writes.
                let bytes = scratch.baseAddress!
                let kinds = bytes + capacity
                var dropped: [Int] = []
                var sink = ReadingSink(bytes: bytes, kinds: withKinds ? kinds : nil, keepLiterals: true)
                // A reading that cannot keep enough letters and digits to beat the best so
                // far is abandoned before its exact search.
                let cutoff = bestKey.map {
                    SearchCutoff(typed: input, typedCount: tally.total, fewestKept: bounds[mask].fewestKept(toBeat: $0, mask: mask))
                }
                guard let outcome = tables.read(input, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark,
                                                cutoff: cutoff)
                else { return .lost }
                let written = UnsafeBufferPointer(start: bytes, count: sink.count)
                let complete = tables.isComplete(written, finalRow: outcome.finalRow)
                let key = Self.key(of: input, tally: tally, dropped: dropped, written: written, complete: complete, mask: mask)
                if let bestKey, key < bestKey { return .lost }
                // The last reading when no mask left has a bound as good: deliver it from here.
                if let next = greatestBound(of: remaining, tally), !(next < key) { return .best(key, dropped) }
                return .delivered(deliver(SetReading(mask: mask, outcome: outcome, count: sink.count, complete: complete), written,
                                          UnsafeBufferPointer(start: kinds, count: withKinds ? sink.count : 0), dropped))
            }
            switch candidate {
            case .lost: continue
            case .best(let key, let dropped): best = (key, dropped)
            case .delivered(let result): return result
            }
        }
        // The winner was read before a reading that lost: read it again (a reading is a
        // function of its input), now to deliver it.
        let mask = best?.key.mask ?? 0
        let tables = members[mask].tables(for: optionalLiterals)
        let capacity = max(tables.longestText, 1)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * capacity) { scratch in
            // SAFETY: as above.
            let bytes = scratch.baseAddress!
            let kinds = bytes + capacity
            var dropped: [Int] = []
            var sink = ReadingSink(bytes: bytes, kinds: withKinds ? kinds : nil, keepLiterals: true)
            let outcome = tables.read(input, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark)
            return deliver(SetReading(mask: mask, outcome: outcome, count: sink.count, complete: best?.key.complete ?? false),
                           UnsafeBufferPointer(start: bytes, count: sink.count),
                           UnsafeBufferPointer(start: kinds, count: withKinds ? sink.count : 0), dropped)
        }
    }

    /// What reading one candidate mask came to.
    private enum Candidate<Result> {
        /// It does not beat the best reading so far.
        case lost
        /// It is the best so far, and a mask not read yet may still beat it.
        case best(ChoiceKey, [Int])
        /// It won, and was delivered.
        case delivered(Result)
    }

    /// The greatest bound of the masks in `unread` (a bit each), nil when there are none.
    private func greatestBound(of unread: UInt64, _ tally: LetterOrDigit.Tally) -> ChoiceKey? {
        // PERF: the deferred bounds are borrowed for the loop, not copied out (a retain and a
        // release of their array at each of a keystroke's several calls).
        withBounds { bounds in
            var top: ChoiceKey?
            var rest = unread
            while rest != 0 {
                let mask = rest.trailingZeroBitCount
                rest &= rest &- 1
                let key = bounds[mask].bestKey(for: tally, mask: mask)
                if top.map({ $0 < key }) ?? true { top = key }
            }
            return top
        }
    }

    /// A reading's key: the typed letters and digits it kept (all but those of the units it
    /// dropped), whether its text is complete, and the letters and digits it inserted.
    private static func key(
        of input: ReadingInput, tally: LetterOrDigit.Tally, dropped: [Int], written: UnsafeBufferPointer<UInt8>, complete: Bool,
        mask: Int
    ) -> ChoiceKey {
        var droppedLetters = 0
        for unit in dropped {
            droppedLetters += LetterOrDigit.count(UnsafeBufferPointer(rebasing: input.bytes[input.unit(unit)]))
        }
        let kept = tally.total - droppedLetters
        return ChoiceKey(kept: kept, complete: complete, inserted: LetterOrDigit.count(written) - kept, mask: mask)
    }

    /// Reads a whole sample with each mask: the winner's text, dropped units and mask.
    func transform(_ sample: String, autocomplete: Bool, optionalLiterals: OptionalLiteralPolicy = .keptWhenTyped) -> Transformed {
        if let result = sample.utf8.withContiguousStorageIfAvailable({
            transform($0, of: sample, autocomplete: autocomplete, optionalLiterals: optionalLiterals)
        }) {
            return result
        }
        var copy = sample
        return copy.withUTF8 { transform($0, of: sample, autocomplete: autocomplete, optionalLiterals: optionalLiterals) }
    }

    /// The dropped units that are letters or digits the mask could read somewhere, as typed
    /// or as their alternates (typing normalized).
    private static func unplaced(_ dropped: [Int], _ input: ReadingInput, _ tables: ReadingTables) -> [Int] {
        dropped.filter { tables.isUnplaced(input.unit($0), input) }
    }

    private func transform(
        _ bytes: UnsafeBufferPointer<UInt8>, of sample: String, autocomplete: Bool, optionalLiterals: OptionalLiteralPolicy
    ) -> Transformed {
        let input = ReadingInput.isSimple(bytes) ? ReadingInput(simple: bytes) : ReadingInput(bytes: bytes, characters: sample)
        return read(input, autocomplete: autocomplete, optionalLiterals: optionalLiterals, mark: Int.max,
                    withKinds: false) { chosen, written, _, dropped in
            let tables = members[chosen.mask].tables(for: optionalLiterals)
            // As for one mask: unplaced are the dropped letters and digits the mask could take
            // somewhere, and a text is complete only when none was dropped.
            // Judged on the text as the chosen mask reads it (typing normalized).
            let unplaced = dropped.isEmpty ? [] : Self.unplaced(dropped, input, tables)
            // The text is the sample itself only when its bytes are: typing normalization may
            // change bytes and keep their count (`a` read as `A`, `٣` as `@3`).
            let unchanged = dropped.isEmpty && chosen.count == bytes.count && written.elementsEqual(bytes)
            let text = unchanged ? sample : ReadingTables.string(written)
            return Transformed(text: text, isComplete: unplaced.isEmpty && chosen.complete, dropped: dropped, unplaced: unplaced,
                               mask: chosen.mask)
        }
    }
}
