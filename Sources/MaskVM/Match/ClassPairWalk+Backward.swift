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
        // For each class and row `t`, the rows its move takes to `t` (`class·rowCount + t`):
        // the rows whose move by a class lands in a set are the union of its rows' entries.
        // PERF: a test of every row's target for each set and class (a closure call each)
        // was about 0.6M instructions of `check --rules`' start-up for the phone's walk.
        var into = [UInt64](repeating: 0, count: width * rowCount)
        for byteClass in 0..<width {
            for row in 0..<rowCount {
                into[byteClass * rowCount + target(row, byteClass)] |= 1 << UInt64(row)
            }
        }
        // The rows whose move by `byteClass` lands in `set`.
        func before(_ set: UInt64, _ byteClass: Int) -> UInt64 {
            var found: UInt64 = 0
            var rest = set
            while rest != 0 {
                found |= into[byteClass * rowCount + rest.trailingZeroBitCount]
                rest &= rest &- 1
            }
            return found
        }
        let start = acceptingRows.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
        var known = StateNumbers()
        _ = known.number(start, next: 0)
        var sets = [start]
        var moves: [Int] = []
        moves.reserveCapacity(width * width * 4)
        var next = 0
        while next < sets.count {
            let set = sets[next]
            next += 1
            // Backward, a pair's second byte comes first.
            let afterSecond = (0..<width).map { before(set, $0) }
            for first in 0..<width {
                for second in 0..<width {
                    let reached = before(afterSecond[second], first)
                    let state = known.number(reached, next: sets.count)
                    if state == sets.count {
                        guard sets.count < backwardStateCap else { return nil }
                        sets.append(reached)
                    }
                    moves.append(state)
                }
            }
        }
        return Backward(sets: sets, moves: moves)
    }

    /// The number of each set of rows found by ``backward(rowCount:width:acceptingRows:target:)``:
    /// an open-addressed table of twice ``backwardStateCap`` slots (each a set and its number
    /// plus one, 0 empty). PERF: a `[UInt64: Int]` looked its generic metadata up on first use
    /// and hashed each probe, about 160K instructions of a `check --rules` start-up.
    struct StateNumbers {
        private var sets = [UInt64](repeating: 0, count: 2 * backwardStateCap)
        private var numbers = [Int](repeating: 0, count: 2 * backwardStateCap)

        /// The number of `set`, or `next` when it has none yet, which it is then given (a
        /// caller stops before ``backwardStateCap`` numbers, so a slot is always free).
        mutating func number(_ set: UInt64, next: Int) -> Int {
            let mask = sets.count - 1
            var slot = Int(truncatingIfNeeded: (set &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
            while numbers[slot] != 0 {
                if sets[slot] == set { return numbers[slot] - 1 }
                slot = (slot + 1) & mask
            }
            sets[slot] = set
            numbers[slot] = next + 1
            return next
        }
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
