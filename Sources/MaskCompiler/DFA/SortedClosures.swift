import MaskVM

/// The ε-closures the general subset construction asks for, each as a sorted list of the
/// consuming and accepting NFA states reached through splits.
///
/// PERF: all buffers are made once per construction and walked unchecked (appending to
/// arrays passed inout checked their uniqueness on every element). A closure is sorted by
/// sorting it when it is small, and when it is large by reading its members' bits in state
/// order, a word of 64 states at a time between its least and greatest member, which costs no
/// comparisons: a mask of many optional items has closures of hundreds of states (reading a
/// mark per NFA state instead was a fifth of the optimistic construction of `D7` × 460).
struct SortedClosures {
    private let compact: CompactNFA
    /// `stamps[s] == generation` when `s` was visited by the current walk.
    private var stamps: [UInt32]
    private var generation: UInt32 = 0
    /// The walk's stack: roots (at most one a state) and two a split, so three a state.
    private var stack: [Int]
    /// The current closure, sorted, in `members[0 ..< count]`.
    private var members: [Int]
    /// Bit `s % 64` of word `s / 64` is set while `s` is a member of the closure being walked;
    /// every bit is clear between walks.
    private var bits: [UInt64]
    private(set) var count = 0

    init(_ compact: CompactNFA) {
        self.compact = compact
        stamps = [UInt32](filledWith: 0, count: compact.count)
        stack = [Int](filledWith: 0, count: 3 * compact.count + 1)
        members = [Int](filledWith: 0, count: compact.count)
        bits = [UInt64](filledWith: 0, count: (compact.count + 63) / 64)
    }

    /// Computes the closure of `roots` (NFA states, at most one for each NFA state).
    mutating func compute(_ roots: UnsafeBufferPointer<Int>) {
        generation &+= 1
        if generation == 0 {
            // After 2^32 walks the stamps wrap; start over so no old stamp looks current.
            for index in stamps.indices { stamps[index] = 0 }
            generation = 1
        }
        let generation = self.generation
        let stateCount = compact.count
        var found = 0
        stamps.withUnsafeMutableBufferPointer { stamps in
        stack.withUnsafeMutableBufferPointer { stack in
        members.withUnsafeMutableBufferPointer { members in
        bits.withUnsafeMutableBufferPointer { bits in
        compact.first.withUnsafeBufferPointer { first in
        compact.second.withUnsafeBufferPointer { second in
            // SAFETY: roots and every branch are NFA states (below `stateCount`, so their
            // words are below `bits.count`); the stack holds at most the roots and two
            // entries a split visited, within its 3n + 1; each state is a member at most once.
            var least = stateCount
            var greatest = -1
            var top = 0
            for root in roots.reversed() {
                stack[top] = root
                top &+= 1
            }
            while top > 0 {
                top &-= 1
                let state = stack[top]
                guard stamps[state] != generation else { continue }
                stamps[state] = generation
                if second[state] >= 0 {
                    stack[top] = Int(second[state])
                    stack[top &+ 1] = Int(first[state])
                    top &+= 2
                } else {
                    members[found] = state
                    found &+= 1
                    bits[state &>> 6] |= 1 &<< UInt64(state & 63)
                    least = min(least, state)
                    greatest = max(greatest, state)
                }
            }
            // Sorted: by sorting a small closure (then clearing its bits), by reading the bits
            // of a large one in order (clearing each word as it is read).
            let words = found == 0 ? 0 : greatest &>> 6 &- least &>> 6 &+ 1
            if found * (Int.bitWidth - found.leadingZeroBitCount) < words {
                var sorted = UnsafeMutableBufferPointer(rebasing: members[0..<found])
                sorted.sort()
                for index in 0..<found { bits[members[index] &>> 6] = 0 }
            } else if found > 0 {
                var position = 0
                for index in least &>> 6...greatest &>> 6 {
                    var word = bits[index]
                    bits[index] = 0
                    while word != 0 {
                        members[position] = index &<< 6 | word.trailingZeroBitCount
                        position &+= 1
                        word &= word &- 1
                    }
                }
            }
        }
        }
        }
        }
        }
        }
        count = found
    }

    /// The current closure, sorted.
    func withMembers<Result>(_ body: (UnsafeBufferPointer<Int>) -> Result) -> Result {
        members.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
    }
}
