/// How a set chooses the mask that reads an input (`docs/editing.md`, "Sets of masks"):
/// each mask reads the input as transform reads it, and the reading that
/// 1. keeps the most typed letters and digits (as class characters or as literals),
/// 2. then gives a complete text rather than a partial one,
/// 3. then inserts the fewest literal letters and digits,
/// 4. then comes first in the list, wins.
struct ReadingScore {
    /// Typed letters and digits the reading kept.
    var kept: Int
    /// Whether the text is complete.
    var complete: Bool
    /// Letters and digits in the text that were not typed: literals the reading inserted.
    var inserted: Int

    /// Whether this reading wins over `other`, which comes earlier in the list.
    func beats(_ other: ReadingScore) -> Bool {
        if kept != other.kept { return kept > other.kept }
        if complete != other.complete { return complete }
        return inserted < other.inserted
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
    /// Reads `input` with each mask and writes the winner's text (and the kind of each byte,
    /// when `kinds` is given) to the caller's buffers, which hold ``longestText`` bytes; its
    /// dropped units go to `dropped`, which must be empty.
    ///
    /// PERF: the work shared by the masks is done once: the input is split into units once,
    /// its letters and digits are counted once, and only the winner's text becomes a String
    /// (the caller makes it). A mask that cannot keep as many letters and digits as the best
    /// reading so far (its texts are too short) is not read at all, and once a reading keeps
    /// every typed letter and digit, complete and inserting none, no later mask can win and
    /// none is read.
    func read(
        _ input: ReadingInput, autocomplete: Bool, optionalLiterals: OptionalLiteralPolicy = .keptWhenTyped, mark: Int,
        into output: UnsafeMutablePointer<UInt8>, kinds: UnsafeMutablePointer<UInt8>?, dropped: inout [Int]
    ) -> SetReading {
        let typed = LetterOrDigit.count(input.bytes)
        let capacity = max(longestText, 1)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * capacity) { scratch in
            // SAFETY: the scratch holds a text and its kinds of `longestText` bytes each, the
            // most any mask's reading writes.
            let scratchBytes = scratch.baseAddress!
            let scratchKinds = scratchBytes + capacity
            var best = SetReading(mask: 0, outcome: ReadingOutcome(finalRow: 0, consumedAny: false), count: 0, complete: false)
            var bestScore: ReadingScore?
            var trial: [Int] = []
            for (index, member) in members.enumerated() {
                // PERF: the tables are used in place, not bound to a local copy (a copy retains
                // each of their arrays).
                if let bestScore, min(typed, member.tables(for: optionalLiterals).longestText) < bestScore.kept { continue }
                trial.removeAll(keepingCapacity: true)
                var sink = ReadingSink(bytes: scratchBytes, kinds: kinds == nil ? nil : scratchKinds, keepLiterals: true)
                let outcome = member.tables(for: optionalLiterals).read(input, into: &sink, dropped: &trial, autocomplete: autocomplete, mark: mark)
                let written = UnsafeBufferPointer(start: scratchBytes, count: sink.count)
                let complete = member.tables(for: optionalLiterals).isComplete(written, finalRow: outcome.finalRow)
                var droppedLetters = 0
                for unit in trial { droppedLetters += LetterOrDigit.count(UnsafeBufferPointer(rebasing: input.bytes[input.unit(unit)])) }
                let kept = typed - droppedLetters
                let score = ReadingScore(kept: kept, complete: complete, inserted: LetterOrDigit.count(written) - kept)
                guard bestScore.map({ score.beats($0) }) ?? true else { continue }
                bestScore = score
                best = SetReading(mask: index, outcome: outcome, count: sink.count, complete: complete)
                output.update(from: scratchBytes, count: sink.count)
                kinds?.update(from: scratchKinds, count: sink.count)
                swap(&dropped, &trial)
                if kept == typed, complete, score.inserted == 0 { break }
            }
            return best
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

    /// The dropped units that are letters or digits the mask could read somewhere, as typed
    /// or as their alternates (typing normalized).
    private static func unplaced(_ dropped: [Int], _ input: ReadingInput, _ tables: ReadingTables) -> [Int] {
        dropped.filter { tables.isUnplaced(input.unit($0), input) }
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
