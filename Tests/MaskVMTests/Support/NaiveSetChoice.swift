@testable import MaskVM

/// The set's choice rule the slow, obvious way, as the set read before it learned to skip
/// masks: every mask reads the input into buffers of its own, each reading is scored
/// (letters and digits counted from Unicode properties, not by the library's counter), and
/// the first reading in list order that no other beats wins. The reference the set's own
/// reading (`MaskSetParts.read`) is compared with.
enum NaiveSetChoice {
    /// One mask's reading and its score.
    struct Reading: Equatable {
        var mask: Int
        var text: [UInt8]
        var kinds: [UInt8]
        var dropped: [Int]
        var complete: Bool
        var kept: Int
        var inserted: Int
        var finalRow: Int
        var markBefore: Int
        var markAfter: Int
        var insertedLiteral: Bool
        var consumedAny: Bool
    }

    /// Letters and digits among the Unicode scalars of UTF-8 `bytes`.
    static func lettersAndDigits<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int {
        String(decoding: Array(bytes), as: UTF8.self).unicodeScalars.count {
            $0.properties.isAlphabetic || $0.properties.numericType != nil
        }
    }

    /// Every mask's reading of `input`, in list order.
    static func readings(
        _ set: MaskSetParts, _ input: ReadingInput, autocomplete: Bool, policy: OptionalLiteralPolicy, mark: Int
    ) -> [Reading] {
        let typed = lettersAndDigits(input.bytes)
        return set.members.enumerated().map { mask, member in
            let tables = member.tables(for: policy)
            var text = [UInt8](repeating: 0, count: max(tables.longestText, 1))
            var kinds = text
            var dropped: [Int] = []
            var count = 0
            let outcome = text.withUnsafeMutableBufferPointer { bytes in
                kinds.withUnsafeMutableBufferPointer { kinds in
                    var sink = ReadingSink(bytes: bytes.baseAddress!, kinds: kinds.baseAddress!, keepLiterals: true, capacity: bytes.count)
                    let outcome = tables.read(input, into: &sink, dropped: &dropped, autocomplete: autocomplete, mark: mark)
                    count = sink.count
                    return outcome
                }
            }
            text.removeSubrange(count...)
            kinds.removeSubrange(count...)
            // Complete as transform of the mask alone says: numbers typed apart and written as
            // one are no value (rule 6).
            let joined = !dropped.isEmpty && !tables.ranges.isEmpty && text.withUnsafeBufferPointer { written in
                kinds.withUnsafeBufferPointer { tables.joinsNumbersTypedApart(written, kinds: $0, input, dropped: dropped) }
            }
            let complete = !joined && text.withUnsafeBufferPointer { tables.isComplete($0, finalRow: outcome.finalRow) }
            let kept = typed - dropped.reduce(0) { $0 + lettersAndDigits(input.bytes[input.unit($1)]) }
            return Reading(mask: mask, text: text, kinds: kinds, dropped: dropped, complete: complete, kept: kept,
                           inserted: lettersAndDigits(text) - kept, finalRow: outcome.finalRow,
                           markBefore: outcome.markBefore, markAfter: outcome.markAfter,
                           insertedLiteral: outcome.inserted, consumedAny: outcome.consumedAny)
        }
    }

    /// The rule's winner among `readings`: most kept, then complete, then fewest inserted,
    /// then first in the list.
    static func choose(_ readings: [Reading]) -> Reading {
        var best = readings[0]
        for reading in readings.dropFirst() {
            let better = reading.kept != best.kept ? reading.kept > best.kept
                : reading.complete != best.complete ? reading.complete
                : reading.inserted < best.inserted
            if better { best = reading }
        }
        return best
    }
}
