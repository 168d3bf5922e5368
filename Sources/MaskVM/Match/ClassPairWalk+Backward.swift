/// The walk from both ends: the first half of a text forward from the start row, the second
/// half backward on the reverse automaton from the accepting rows, in one loop. The text is
/// accepted when the forward row reached is in the set of rows the backward state stands for
/// (the rows from which the second half reaches an accepting row).
///
/// The reverse automaton is the forward one's, determinized: its states are sets of forward
/// rows (a `UInt64`, so at most 64 rows), its start the accepting rows, and a pair of classes
/// (`first`, `second`, in the text's order) moves a set to the rows whose walk over `first`
/// and then `second` lands in it. Its rows have the forward rows' layout, so a backward step
/// is one load too, at a column the same two parts address.
///
/// PERF: a forward walk is one chain of dependent loads, a load's latency every two bytes (an
/// 18-byte phone is 9 loads in series); two chains of half the length run side by side.
extension ClassPairWalk {
    /// The most states the reverse automaton may have; past it ``accepts(from:over:)`` walks
    /// forward only.
    package static let backwardStateCap = 256

    /// The reverse automaton: each state's set of forward rows, and its moves by a pair of
    /// classes (`state·w·w + first·w + second`, `w` the classes with `stay`), state 0 the start.
    struct Backward {
        let sets: [UInt64]
        let moves: [Int]
    }

    /// The reverse automaton of the forward rows' `target` (`width` classes, the last
    /// `stay`), reached from `acceptingRows` by pairs; nil past 64 rows or ``backwardStateCap``
    /// states.
    static func backward(
        rowCount: Int, width: Int, acceptingRows: Set<Int>, target: (Int, Int) -> Int
    ) -> Backward? {
        guard rowCount <= 64 else { return nil }
        // The rows whose move by `byteClass` lands in `set`.
        func before(_ set: UInt64, _ byteClass: Int) -> UInt64 {
            (0..<rowCount).reduce(0) { found, row in set >> UInt64(target(row, byteClass)) & 1 != 0 ? found | 1 << UInt64(row) : found }
        }
        let start = acceptingRows.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
        var known: [UInt64: Int] = [start: 0]
        var sets = [start]
        var moves: [Int] = []
        var next = 0
        while next < sets.count {
            let set = sets[next]
            next += 1
            // Backward, a pair's second byte comes first.
            let afterSecond = (0..<width).map { before(set, $0) }
            for first in 0..<width {
                for second in 0..<width {
                    let reached = before(afterSecond[second], first)
                    if let state = known[reached] {
                        moves.append(state)
                        continue
                    }
                    guard sets.count < backwardStateCap else { return nil }
                    known[reached] = sets.count
                    moves.append(sets.count)
                    sets.append(reached)
                }
            }
        }
        return Backward(sets: sets, moves: moves)
    }

    /// Whether the walk from row `start` over `bytes` ends in an accepting row, walked from
    /// both ends; only when ``backStart`` is not 0.
    ///
    /// A text of `4q + 2t + o` bytes (`t`, `o` 0 or 1): forward, the first `o` bytes paired
    /// with `stay` (as ``endRow(from:over:)`` leads), backward the last `2t` (`stay`, `stay`
    /// when `t` is 0), then `q` turns of a pair each way over the `4q` between.
    @inlinable @inline(__always)
    func meets(from start: Int, over bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        precondition(start >= 0 && start < rowCount, "a walk starts at one of its rows")
        let table = UnsafeRawPointer(rows)
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            return table.load(fromByteOffset: start &* rowBytes &+ markOffset, as: Int32.self) != 0
        }
        let parts = UnsafePointer(parts)
        let count = bytes.count
        let odd = count & 1
        let twin = count >> 1 & 1
        // SAFETY: every byte read lies in `bytes`: the first and the last (the count is at
        // least 1), the one before the last only when `twin` is 1 (the count is at least 2);
        // then each turn reads two at `next` and two below `high` while `next < high`, and
        // `high - next` is a multiple of four. Each run of `parts` has 256 entries, so any
        // byte indexes it: `256 + b << 8` is the second or third run, `(b ^ 1)·768` the first
        // or fourth. Every entry but the marks is a row's offset, forward rows' forward and
        // backward rows' backward, and a column is inside a row (see ``pair(_:_:_:_:)``); a
        // backward row's set is its last 8 bytes, a forward row's index its last 4.
        let lead = stayFirst &+ Int(parts[256 &+ odd &<< 8 &+ Int(base[0])])
        var row = Int(UnsafeRawPointer(bitPattern: lead).unsafelyUnwrapped.load(fromByteOffset: start &* rowBytes, as: Int32.self))
        let last = base + (count &- 1)
        let tail = parts[(twin ^ 1) &* 768 &+ Int(last[-twin])] &+ parts[256 &+ twin &<< 8 &+ Int(last[0])]
        var back = Int(UnsafeRawPointer(bitPattern: tail).unsafelyUnwrapped.load(fromByteOffset: backStart, as: Int32.self))
        var next = base + odd
        var high = base + (count &- twin &<< 1)
        while next < high {
            row = Self.pair(row, parts, next[0], next[1])
            back = Self.pair(back, parts, high[-2], high[-1])
            next += 2
            high -= 2
        }
        let set = table.loadUnaligned(fromByteOffset: back &+ markOffset, as: UInt64.self)
        let index = table.load(fromByteOffset: row &+ markOffset &+ 4, as: Int32.self)
        return set &>> UInt64(truncatingIfNeeded: index) & 1 != 0
    }
}
