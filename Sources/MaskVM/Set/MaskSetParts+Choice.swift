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
    /// Reads `input` with the mask the rule chooses and writes its text (and the kind of each
    /// byte, when `kinds` is given) to the caller's buffers, which hold ``longestText``
    /// bytes; its dropped units go to `dropped`, which must be empty.
    ///
    /// PERF: branch and bound. Each mask's bound (``MaskChoiceBound``) gives, from the typed
    /// letters and digits alone, a key no reading of that mask can beat; the masks are read
    /// best bound first, and the search stops at the first mask whose bound the best reading
    /// so far beats: no later one can win. The rule's result is the same as reading every
    /// mask (the greatest key is the same whatever the order; the tests compare with that
    /// naive way). Usually one mask is read: the input is split into units and its letters
    /// and digits counted once, the first reading writes straight to the caller's buffers,
    /// and the other masks' reading tables are not even made.
    func read(
        _ input: ReadingInput, autocomplete: Bool, optionalLiterals: OptionalLiteralPolicy = .keptWhenTyped, mark: Int,
        into output: UnsafeMutablePointer<UInt8>, kinds: UnsafeMutablePointer<UInt8>?, dropped: inout [Int]
    ) -> SetReading {
        let tally = LetterOrDigit.tally(input.bytes)
        let typed = tally.total
        let capacity = max(longestText, 1)
        let count = members.count
        return withUnsafeTemporaryAllocation(of: ChoiceKey.self, capacity: count) { order in
            // SAFETY: `order` holds one key per mask (a set has at least one), each initialized
            // before it is read; keys are plain values, so nothing needs deinitializing.
            guard let keys = order.baseAddress else { return SetReading(mask: 0, outcome: ReadingOutcome(finalRow: 0, consumedAny: false), count: 0, complete: false) }
            // The bounds, greatest first (an insertion sort: a set holds at most 64 masks).
            for mask in 0..<count {
                var position = mask
                let key = bounds[mask].bestKey(for: tally, mask: mask)
                while position > 0, keys[position - 1] < key {
                    keys[position] = keys[position - 1]
                    position -= 1
                }
                (keys + position).initialize(to: key)
            }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * capacity) { scratch in
                // SAFETY: the scratch holds a text and its kinds of `longestText` bytes each, the
                // most any mask's reading writes.
                let scratchBytes = scratch.baseAddress!
                let scratchKinds = scratchBytes + capacity
                var best = SetReading(mask: 0, outcome: ReadingOutcome(finalRow: 0, consumedAny: false), count: 0, complete: false)
                var bestKey: ChoiceKey?
                var trial: [Int] = []
                for position in 0..<count {
                    let bound = keys[position]
                    if let bestKey, bound < bestKey { break }
                    let mask = bound.mask
                    let member = members[mask]
                    // The first reading goes straight to the caller's buffers: it is the best so far.
                    let first = bestKey == nil
                    trial.removeAll(keepingCapacity: true)
                    var sink = first
                        ? ReadingSink(bytes: output, kinds: kinds, keepLiterals: true)
                        : ReadingSink(bytes: scratchBytes, kinds: kinds == nil ? nil : scratchKinds, keepLiterals: true)
                    // PERF: the tables are used in place, not bound to a local copy (a copy retains
                    // each of their arrays).
                    let outcome = first
                        ? member.tables(for: optionalLiterals).read(input, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark)
                        : member.tables(for: optionalLiterals).read(input, into: &sink, dropped: &trial, autocomplete: autocomplete, mark: mark)
                    let written = UnsafeBufferPointer(start: sink.bytes, count: sink.count)
                    let complete = member.tables(for: optionalLiterals).isComplete(written, finalRow: outcome.finalRow)
                    var droppedLetters = 0
                    for unit in first ? dropped : trial {
                        droppedLetters += LetterOrDigit.count(UnsafeBufferPointer(rebasing: input.bytes[input.unit(unit)]))
                    }
                    let kept = typed - droppedLetters
                    let key = ChoiceKey(kept: kept, complete: complete, inserted: LetterOrDigit.count(written) - kept, mask: mask)
                    if let bestKey, key < bestKey { continue }
                    bestKey = key
                    best = SetReading(mask: mask, outcome: outcome, count: sink.count, complete: complete)
                    if !first {
                        output.update(from: scratchBytes, count: sink.count)
                        kinds?.update(from: scratchKinds, count: sink.count)
                        swap(&dropped, &trial)
                    }
                }
                return best
            }
        }
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

    /// The dropped units that are letters or digits the mask could read somewhere, once
    /// normalized as the mask's reading normalizes them.
    private static func unplaced(_ dropped: [Int], _ input: ReadingInput, _ tables: ReadingTables) -> [Int] {
        guard let normalized = tables.normalizedBytes(input) else {
            return dropped.filter { tables.isUnplaced(input.unit($0), input) }
        }
        return normalized.withUnsafeBufferPointer { bytes in
            let canonical = input.unitEnds == nil
                ? ReadingInput(simple: bytes) : ReadingInput(bytes: bytes, characters: String(decoding: bytes, as: UTF8.self))
            return dropped.filter { tables.isUnplaced(canonical.unit($0), canonical) }
        }
    }

    private func transform(
        _ bytes: UnsafeBufferPointer<UInt8>, of sample: String, autocomplete: Bool, optionalLiterals: OptionalLiteralPolicy
    ) -> Transformed {
        let input = ReadingInput.isSimple(bytes) ? ReadingInput(simple: bytes) : ReadingInput(bytes: bytes, characters: sample)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(longestText, 1)) { buffer in
            var dropped: [Int] = []
            let chosen = read(input, autocomplete: autocomplete, optionalLiterals: optionalLiterals, mark: Int.max, into: buffer.baseAddress!, kinds: nil, dropped: &dropped)
            let tables = members[chosen.mask].tables(for: optionalLiterals)
            let written = UnsafeBufferPointer(rebasing: buffer[..<chosen.count])
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
