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
    /// during the call. `readLog`, for tests, gets a bit set for each mask whose reading was
    /// finished (not abandoned before its exact search).
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
    /// even made.
    ///
    /// PERF: the readings share work. When the greatest bound ties on kept letters and
    /// digits with two or more other masks', and no mask has been read yet, its bound is
    /// first made exact on kept letters and digits by a walk of the mask's
    /// ``KeepAutomaton`` (the exact search's forward pass as a DFA: one table load a byte)
    /// instead of by reading it; the mask is read only if it is still on top. So the masks
    /// ahead of the winner that tie on the bound (each of the 12 phone masks could hold a
    /// phone number's 11 digits) cost a walk each, not an exact search each; typically only
    /// the mask with the most kept is read. When it ties with one other only, or once a
    /// reading gave a key that its bound does not fall below, it is read tentatively: its
    /// fast reading, abandoned (and the mask walked) as soon as it drops a letter or digit.
    /// A two-way tie whose top reads the input without dropping one (the card set's), and
    /// masks that all keep every letter and digit (a partial number in the editor), walk
    /// nothing after the first. Each reading writes to a buffer sized by its own mask; the last one read
    /// is delivered from there, and only when a reading that lost came after the winner is
    /// the winner read again.
    func read<Result>(
        _ input: ReadingInput, autocomplete: Bool, optionalLiterals: OptionalLiteralPolicy = .keptWhenTyped, mark: Int,
        withKinds: Bool, readLog: UnsafeMutablePointer<UInt64>? = nil,
        deliver: (SetReading, _ text: UnsafeBufferPointer<UInt8>, _ kinds: UnsafeBufferPointer<UInt8>, _ dropped: [Int]) -> Result
    ) -> Result {
        let tally = LetterOrDigit.tally(input.bytes)
        let count = members.count
        // PERF: the deferred bounds are borrowed for the whole choice, not copied out (a
        // retain and a release) at each bound made exact and each reading's cutoff.
        return withBounds { boundsArray in boundsArray.withUnsafeBufferPointer { bounds in
            // SAFETY: one key a mask and one word for the exact ones, initialized before any use.
            withUnsafeTemporaryAllocation(of: ChoiceKey.self, capacity: max(count, 1)) { keys in
                for mask in 0..<count { keys.initializeElement(at: mask, to: bounds[mask].bestKey(for: tally, mask: mask)) }
                return withUnsafeTemporaryAllocation(of: Int.self, capacity: max(count, 1) + 1) { words in
                    // SAFETY: word 0 holds the exact bits, words 1... the masks in bound order, all
                    // initialized here before any use.
                    let exact = words.baseAddress!, order = exact + 1
                    exact.initialize(to: 0)
                    ChoiceRanking.sort(order, count: count, by: keys.baseAddress!)
                    let ranking = ChoiceRanking(parts: self, tally: tally, input: input, policy: optionalLiterals, bounds: bounds,
                                                keys: keys.baseAddress!, exact: exact, order: order, count: count)
                    return read(input, ranking, autocomplete: autocomplete, optionalLiterals: optionalLiterals, mark: mark,
                                withKinds: withKinds, readLog: readLog, deliver: deliver)
                }
            }
        } }
    }

    private func read<Result>(
        _ input: ReadingInput, _ ranking: ChoiceRanking, autocomplete: Bool, optionalLiterals: OptionalLiteralPolicy, mark: Int,
        withKinds: Bool, readLog: UnsafeMutablePointer<UInt64>?,
        deliver: (SetReading, _ text: UnsafeBufferPointer<UInt8>, _ kinds: UnsafeBufferPointer<UInt8>, _ dropped: [Int]) -> Result
    ) -> Result {
        let tally = ranking.tally
        let count = members.count
        // The masks not read yet, one bit each (a set holds at most 64).
        var unread: UInt64 = count >= 64 ? ~0 : (1 << UInt64(count)) &- 1
        var best: (key: ChoiceKey, dropped: [Int])?
        while let (bound, tentative) = ranking.greatest(of: unread, against: best?.key) {
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
                var sink = ReadingSink(bytes: bytes, kinds: withKinds ? kinds : nil, keepLiterals: true, capacity: capacity)
                // A reading that cannot keep enough letters and digits to beat the best so
                // far is abandoned before its exact search.
                // A tentative reading is abandoned as soon as its fast reading drops a letter
                // or digit: the mask's keep automaton ranks it then.
                let cutoff = tentative ? SearchCutoff(typed: input, typedCount: tally.total, fewestKept: 0, beforeSearch: true)
                    : bestKey.map {
                        SearchCutoff(typed: input, typedCount: tally.total, fewestKept: ranking.bounds[mask].fewestKept(toBeat: $0, mask: mask))
                    }
                guard let outcome = tables.read(input, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark,
                                                cutoff: cutoff)
                else { return tentative ? .abandoned : .lost }
                readLog?.pointee |= 1 << UInt64(mask)
                let written = UnsafeBufferPointer(start: bytes, count: sink.count)
                // Complete as transform of this mask alone says: numbers typed apart and
                // written as one are no value (rule 6).
                let complete = tables.isComplete(written, finalRow: outcome.finalRow)
                    && !tables.joinsNumbersTypedApart(written, kinds: withKinds ? UnsafeBufferPointer(start: kinds, count: sink.count) : nil,
                                                      input, dropped: dropped, autocomplete: autocomplete)
                let key = Self.key(of: input, tally: tally, dropped: dropped, written: written, complete: complete, mask: mask)
                if let bestKey, key < bestKey { return .lost }
                // The last reading when no mask left has a bound as good: deliver it from here.
                if let next = ranking.greatest(of: remaining, against: key)?.bound, !(next < key) { return .best(key, dropped) }
                return .delivered(deliver(SetReading(mask: mask, outcome: outcome, count: sink.count, complete: complete), written,
                                          UnsafeBufferPointer(start: kinds, count: withKinds ? sink.count : 0), dropped))
            }
            switch candidate {
            case .abandoned:
                // Ranked by its exact kept letters and digits, it goes back among the unread.
                ranking.makeExact(mask)
                unread |= 1 << UInt64(mask)
            case .lost: continue
            case .best(let key, let dropped): best = (key, dropped)
            case .delivered(let result): return result
            }
        }
        // The winner was read before a reading that lost: read it again (a reading is a
        // function of its input), now to deliver it.
        let mask = best?.key.mask ?? 0
        let complete = best?.key.complete ?? false
        return read(input, alone: mask, autocomplete: autocomplete, optionalLiterals: optionalLiterals, mark: mark,
                    withKinds: withKinds, complete: complete, deliver: deliver)
    }

    /// What reading one candidate mask came to.
    private enum Candidate<Result> {
        /// It does not beat the best reading so far.
        case lost
        /// Its tentative reading needed the exact search: it was not finished.
        case abandoned
        /// It is the best so far, and a mask not read yet may still beat it.
        case best(ChoiceKey, [Int])
        /// It won, and was delivered.
        case delivered(Result)
    }

    /// The masks' bounds during one choice: each mask's ``MaskChoiceBound``, made exact on
    /// kept letters and digits (by its ``KeepAutomaton``) for the masks whose bound reached
    /// the top while tied.
    ///
    /// PERF: a value of constants and pointers (the per-mask keys live in the
    /// caller's temporary buffers), so a closure that captures it pays no exclusivity checks.
    private struct ChoiceRanking {
        let parts: MaskSetParts
        let tally: LetterOrDigit.Tally
        let input: ReadingInput
        let policy: OptionalLiteralPolicy
        /// Each mask's ``MaskChoiceBound``, lent for the choice (``MaskSetParts/withBounds(_:)``).
        let bounds: UnsafeBufferPointer<MaskChoiceBound>
        /// Per mask, its bound; one bit a mask (a set holds at most 64) for the bounds made
        /// exact on kept letters and digits.
        let keys: UnsafeMutablePointer<ChoiceKey>
        let exact: UnsafeMutablePointer<Int>
        /// The masks, greatest bound first, and how many there are: kept so as bounds change.
        /// PERF: finding the top by a scan of every unread mask, again after each bound made
        /// exact, was quadratic on ties (a third of a phone field's key, callgrind); in this
        /// order the top is the first unread mask, and the masks tied with it follow it.
        let order: UnsafeMutablePointer<Int>
        let count: Int

        /// Fills `order` with the masks `0..<count`, greatest key first (keys made in mask
        /// order mostly tie, and ties keep mask order, so the insertion is near linear).
        static func sort(_ order: UnsafeMutablePointer<Int>, count: Int, by keys: UnsafeMutablePointer<ChoiceKey>) {
            for mask in 0..<count {
                var place = mask
                while place > 0, keys[order[place &- 1]] < keys[mask] {
                    order[place] = order[place &- 1]
                    place &-= 1
                }
                order[place] = mask
            }
        }

        /// The greatest bound of the masks in `unread` (a bit each), nil when there are none,
        /// and whether to read its mask tentatively (its bound not exact, and either not below
        /// `against`, the key to beat, or with no key yet tied with one other's on kept
        /// letters and digits). While the top mask's bound is not exact and, with no key yet,
        /// ties with two or more others (the masks ahead of a winner often tie so: each of
        /// the 12 phone masks could hold a phone number's 11 digits), it is made exact and the
        /// top looked for again: a bound only falls, so this ends within a walk a mask.
        func greatest(of unread: UInt64, against: ChoiceKey?) -> (bound: ChoiceKey, tentative: Bool)? {
            while true {
                var place = 0
                while place < count, unread & (1 << UInt64(order[place])) == 0 { place &+= 1 }
                guard place < count else { return nil }
                let top = keys[order[place]]
                let isExact = exact.pointee & (1 << top.mask) != 0
                if isExact { return (top, false) }
                if let against {
                    // A bound below the key to beat decides nothing; one that is not is read
                    // tentatively (it usually keeps what the key does: a partial number
                    // that several masks take alike).
                    return (top, !(top < against))
                }
                // How many unread masks other than the top's tie with it on kept letters and
                // digits (up to two: all that is asked): they follow it in the order.
                var tied = 0
                var next = place &+ 1
                while tied < 2, next < count, keys[order[next]].kept == top.kept {
                    if unread & (1 << UInt64(order[next])) != 0 { tied &+= 1 }
                    next &+= 1
                }
                if tied < 2 {
                    // Tied with one other mask at most: the top is likely the winner, and its
                    // fast reading, when it keeps every letter and digit, ranks it best.
                    return (top, tied == 1)
                }
                makeExact(top.mask, at: place)
            }
        }

        /// Makes mask `mask`'s bound exact on kept letters and digits, by a walk of its keep
        /// automaton: every reading of the mask drops the letters and digits the walk finds
        /// lost, and on ASCII input the reading keeps exactly the rest.
        func makeExact(_ mask: Int) {
            var place = 0
            while order[place] != mask { place &+= 1 }
            makeExact(mask, at: place)
        }

        /// ``makeExact(_:)`` for the mask at `place` in the order, which then moves to the
        /// place of its new key.
        private func makeExact(_ mask: Int, at place: Int) {
            exact.pointee |= 1 << mask
            let tables = parts.members[mask].tables(for: policy)
            // Separators the mask does not write that close a range read as its own (rule 6):
            // the walk then counts what the mask's reading keeps.
            let lost = tables.foreignClosers(in: input).map { closers in
                tables.withClosers(closers, in: input) { tables.keepAutomaton.count($0, tables).lost }
            } ?? tables.keepAutomaton.count(input, tables).lost
            let bound = keys[mask]
            let key = bounds[mask].key(keeping: max(0, min(bound.kept, tally.total - lost)), mask: mask)
            keys[mask] = key
            var place = place
            while place &+ 1 < count, key < keys[order[place &+ 1]] {
                order[place] = order[place &+ 1]
                place &+= 1
            }
            while place > 0, keys[order[place &- 1]] < key {
                order[place] = order[place &- 1]
                place &-= 1
            }
            order[place] = mask
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
        let whole = ReadingInput.isSimple(bytes) ? ReadingInput(simple: bytes) : ReadingInput(bytes: bytes, characters: sample)
        // A leading label no mask can start with (`Card `) is noise, as for one mask.
        let label = leadingLabelUnits(in: whole, optionalLiterals: optionalLiterals)
        let input = label == 0 ? whole : whole.units(label..<whole.unitCount)
        return read(input, autocomplete: autocomplete, optionalLiterals: optionalLiterals, mark: Int.max,
                    withKinds: false) { chosen, written, _, dropped in
            let tables = members[chosen.mask].tables(for: optionalLiterals)
            // As for one mask: unplaced are the dropped letters and digits the mask could take
            // somewhere, and a text is complete only when none was dropped.
            // Judged on the text as the chosen mask reads it (typing normalized).
            let unplaced = dropped.isEmpty ? [] : Self.unplaced(dropped, input, tables)
            // The text is the sample itself only when its bytes are: typing normalization may
            // change bytes and keep their count (`a` read as `A`, `٣` as `@3`).
            let unchanged = label == 0 && dropped.isEmpty && chosen.count == bytes.count && written.elementsEqual(bytes)
            let text = unchanged ? sample : ReadingTables.string(written)
            // Nothing is laundered: a letter or digit dropped, even one no mask reads, keeps
            // the text from complete (docs/editing.md, rule 4 of "Values, not characters").
            let droppedLetterOrDigit = input.holdsLetterOrDigit(at: dropped)
            return Transformed(text: text, isComplete: !droppedLetterOrDigit && chosen.complete,
                               dropped: dropped.pastLabel(label, includingLabel: true),
                               unplaced: unplaced.pastLabel(label, includingLabel: false), mask: chosen.mask, label: label)
        }
    }
}
