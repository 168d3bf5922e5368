/// A set's choice (`MaskSetParts+Choice`) carried from key to key while a person types at the
/// end of a field: each mask's ``KeepAutomaton`` walk over the input so far is kept, so a key
/// typed at the end moves on by a step the walks it needs, where the choice ranks the masks
/// over the whole input again (their bounds, walks and tentative readings). The phone field
/// (`PhoneNumberEditor`) asks it at every key typed at the end, and hands the editor the mask
/// it names (``KnownMaskChoice``).
///
/// It names a mask only where the walks alone decide the rule, for a set whose masks write
/// no letter or digit of their own (the caller vouches for it: the phone presets' scan of a
/// set's masks, `PhonePrintedValue`), so that no reading inserts one and the rule's third
/// test ties: on ASCII input, the mask `w` that comes first among those whose reading keeps
/// every typed letter and digit wins when no later mask that keeps them all could read the
/// input complete (a complete text of it holds at least ``MaskChoiceBound/fewestInComplete``
/// letters and digits, and such a reading's text holds exactly the typed ones). A mask that
/// dropped a letter or digit of the input keeps dropping it as the input grows, so its walk
/// is never taken again. Anything else (no mask keeps every letter and digit, a later mask
/// that might be complete, non-ASCII input, a walk past its table's cap, a mask that reads
/// number ranges) gives nil, and the caller chooses as always. `PhoneTypedAtEndTests` types
/// every number of the phone suite through it and compares each key with the full choice.
package struct CarriedSetChoice: Sendable {
    /// The set whose choice this is.
    package var program: MaskProgram { facts.program }
    /// What does not change from key to key, shared by every copy. PERF: a copy (the phone
    /// field copies a set's empty choice at each switch to its formats) retains it alone.
    private let facts: SetFacts
    /// The input the walks have read: each walk has read a prefix of it.
    private var walked: [UInt8] = []
    /// Per mask, its walk (one array, so a copy that goes on copies one).
    private var walks: [Walk]
    /// One bit a mask whose reading keeps fewer letters and digits than the input has: its
    /// walk dropped one, or it cannot hold them all. Longer input keeps it so.
    private var lost: UInt64 = 0

    /// A mask's walk: the bytes of ``walked`` it has read, the keep automaton's row after
    /// them, and the automaton once asked for (nil: not yet).
    private struct Walk: Sendable {
        var depth = 0
        var row = 0
        var automaton: KeepAutomaton?
    }

    /// The set, its parts, each mask's ``MaskChoiceBound`` and its
    /// ``MaskChoiceBound/fewestInComplete`` (`Int.max` for none), and one bit a mask.
    private final class SetFacts: Sendable {
        let program: MaskProgram
        let parts: MaskSetParts
        let bounds: [MaskChoiceBound]
        let fewestInComplete: [Int]
        let all: UInt64

        init(program: MaskProgram, parts: MaskSetParts) {
            self.program = program
            self.parts = parts
            bounds = parts.bounds
            fewestInComplete = bounds.map { $0.fewestInComplete ?? .max }
            let count = parts.members.count
            all = count == 64 ? ~0 : (1 << UInt64(count)) &- 1
        }
    }

    /// The carried choice of `program`, whose masks write no letter or digit of their own;
    /// nil when it is not a set.
    package init?(program: MaskProgram) {
        guard let parts = program.maskSet, parts.members.count <= MaskProgram.maximumMaskCount else { return nil }
        facts = SetFacts(program: program, parts: parts)
        walks = [Walk](repeating: Walk(), count: parts.members.count)
    }

    /// The mask the set's rule chooses for `input`, read with the default options
    /// (autocomplete on, optional literals kept when typed), or nil when the walks do not
    /// decide it (above).
    package mutating func mask(for input: String) -> Int? {
        var input = input
        return input.withUTF8 { mask(for: $0) }
    }

    private mutating func mask(for bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // A unit a byte: ASCII, and no CR that an LF after it would join.
        for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
        // The walks go on where the input goes on from what they read; else they start again.
        if !extends(bytes) {
            walked.removeAll(keepingCapacity: true)
            for mask in walks.indices {
                walks[mask].depth = 0
                walks[mask].row = 0
            }
            lost = 0
        }
        walked.append(contentsOf: bytes[walked.count...])
        let tally = LetterOrDigit.tally(bytes)
        let total = tally.total
        let facts = facts
        var winner: Int?
        var left = facts.all & ~lost
        while left != 0 {
            let mask = left.trailingZeroBitCount
            left &= left &- 1
            // After the winner, a mask matters only if it could beat it by a complete reading.
            if winner != nil, facts.fewestInComplete[mask] > total { continue }
            // A mask that cannot hold every letter and digit keeps fewer than the winner, now
            // and as the input grows.
            guard facts.bounds[mask].bestKey(for: tally, mask: mask).kept >= total else {
                lost |= 1 << UInt64(mask)
                continue
            }
            guard let keeps = walk(mask, over: bytes) else { return nil }
            guard keeps else { continue }
            if winner != nil { return nil }
            winner = mask
        }
        return winner
    }

    /// Whether `bytes` starts with ``walked``.
    private func extends(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= walked.count else { return false }
        for index in walked.indices where walked[index] != bytes[index] { return false }
        return true
    }

    /// Walks mask `mask` to the end of `bytes` (which extend ``walked``): whether it keeps
    /// every letter and digit; nil when the walk cannot be made here.
    private mutating func walk(_ mask: Int, over bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let automaton: KeepAutomaton
        if let made = walks[mask].automaton {
            automaton = made
        } else {
            let tables = facts.parts.members[mask].tables(for: .keptWhenTyped)
            // Input that types a closer of a number range is walked explicitly (``KeepAutomaton/count(_:_:)``).
            guard !tables.moves.hasClosers else { return nil }
            automaton = tables.keepAutomaton
            walks[mask].automaton = automaton
        }
        var row = walks[mask].row
        var depth = walks[mask].depth
        while depth < bytes.count {
            let entry = automaton.step(row: row, byte: bytes[depth])
            guard entry >= 0 else { return nil }
            if entry & 1 != 0 {
                lost |= 1 << UInt64(mask)
                return false
            }
            row = entry >> 2
            depth += 1
        }
        walks[mask].row = row
        walks[mask].depth = depth
        return true
    }
}
