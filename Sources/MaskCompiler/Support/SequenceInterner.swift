/// Gives each distinct sequence of integers a small id, in order of first appearance.
///
/// The compiler's hot tables (DFA states as sets of NFA states, minimization signatures,
/// byte-class signatures) are all "have I seen this sequence before?". PERF: sequences live
/// back to back in one array and are found by an open-addressing table on a 64-bit FNV-1a
/// digest, so interning allocates nothing per sequence and never runs the standard
/// library's SipHash; equality still compares elements, so a digest collision costs time,
/// never correctness.
struct SequenceInterner {
    /// Every interned sequence, back to back.
    private(set) var storage: [Int] = []
    /// Sequence `id` is `storage[starts[id] ..< starts[id + 1]]`.
    private(set) var starts: [Int] = [0]
    private var digests: [UInt64] = []
    /// Open-addressing table of ids, -1 when empty; its size is a power of two.
    private var slots: [Int32]

    /// `expectedLength` is the typical length of a sequence: storage is reserved for
    /// `expectedCount` of them (a reallocation of the storage costs more than interning).
    init(expectedCount: Int = 16, expectedLength: Int = 4) {
        var capacity = 16
        while capacity < expectedCount * 2 { capacity *= 2 }
        slots = [Int32](repeating: -1, count: capacity)
        storage.reserveCapacity(expectedCount * expectedLength)
        starts.reserveCapacity(expectedCount + 1)
        digests.reserveCapacity(expectedCount)
    }

    /// The number of distinct sequences.
    var count: Int { starts.count - 1 }

    /// The elements of sequence `id`.
    subscript(id: Int) -> ArraySlice<Int> {
        storage[starts[id]..<starts[id + 1]]
    }

    /// The id of `sequence`, adding it if it is new.
    mutating func intern(_ sequence: [Int]) -> (id: Int, isNew: Bool) {
        sequence.withUnsafeBufferPointer { intern($0) }
    }

    /// The same for a sequence in a buffer (the subset construction's closures).
    mutating func intern(_ sequence: UnsafeBufferPointer<Int>) -> (id: Int, isNew: Bool) {
        let digest = Self.digest(sequence)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: digest) & mask
        while slots[slot] >= 0 {
            let id = Int(slots[slot])
            if digests[id] == digest, equals(id, sequence) {
                return (id, false)
            }
            slot = (slot + 1) & mask
        }
        let id = count
        slots[slot] = Int32(id)
        digests.append(digest)
        storage.append(contentsOf: sequence)
        starts.append(storage.count)
        if count * 2 > slots.count { grow() }
        return (id, true)
    }

    private func equals(_ id: Int, _ sequence: UnsafeBufferPointer<Int>) -> Bool {
        let start = starts[id]
        guard starts[id + 1] - start == sequence.count else { return false }
        return storage.withUnsafeBufferPointer { storage in
            for index in 0..<sequence.count where storage[start &+ index] != sequence[index] { return false }
            return true
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (id, digest) in digests.enumerated() {
            var slot = Int(truncatingIfNeeded: digest) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }

    private static func digest(_ sequence: UnsafeBufferPointer<Int>) -> UInt64 {
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        for element in sequence {
            digest = (digest ^ UInt64(truncatingIfNeeded: element)) &* 0x0000_0100_0000_01B3
        }
        // Final mix so the low bits used for the slot depend on every element.
        digest ^= digest >> 29
        digest &*= 0xBF58_476D_1CE4_E5B9
        return digest ^ (digest >> 32)
    }
}
