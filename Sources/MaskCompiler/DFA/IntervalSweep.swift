/// Each consuming NFA state's letters as runs of consecutive letters: state `s` reads the
/// letters `first[r] ... last[r]` for `r` in `start[s] ..< start[s + 1]`, in increasing order.
struct LetterRuns {
    let start: [Int]
    let first: [Int]
    let last: [Int]

    init(_ compact: CompactNFA) {
        var start = [Int](filledWith: 0, count: compact.count + 1)
        var first: [Int] = []
        var last: [Int] = []
        first.reserveCapacity(compact.count)
        last.reserveCapacity(compact.count)
        compact.letterStart.withUnsafeBufferPointer { letterStart in
        compact.letters.withUnsafeBufferPointer { letters in
            for state in 0..<compact.count {
                start[state] = first.count
                var index = Int(letterStart[state])
                let end = Int(letterStart[state &+ 1])
                while index < end {
                    let low = Int(letters[index])
                    var high = low
                    index &+= 1
                    while index < end, Int(letters[index]) == high &+ 1 {
                        high &+= 1
                        index &+= 1
                    }
                    first.append(low)
                    last.append(high)
                }
            }
        }
        }
        start[compact.count] = first.count
        self.start = start
        self.first = first
        self.last = last
    }
}

/// The letters one DFA state of the subset construction moves on, as intervals over which
/// the same NFA states move: between two consecutive ends of its members' runs the moving
/// states do not change, so neither do their successors.
///
/// The runs' ends are sorted as events (a member starts or stops moving), and the moving
/// members are kept in member order as the events are applied: the cost is in the runs
/// and the moving members, not in the letters or in every member for every interval (a
/// Unicode class's first bytes are dozens of disjoint edges, one moving at a time).
///
/// PERF: the tables are fixed buffers of one allocation, made once a construction: as
/// arrays, every write checked their uniqueness and every `removeAll` went through a
/// generic entry point.
final class IntervalSweep {
    private let storage: UnsafeMutablePointer<Int>
    /// Events, each `letter << 32 | member index << 1 | starts` (one for each end of a run).
    private let events: UnsafeMutablePointer<Int>
    private var eventCount = 0
    private var eventIndex = 0
    /// Each consuming member's successor, in member order.
    private let successorOf: UnsafeMutablePointer<Int>
    /// The moving members' indices, in increasing order.
    private let moving: UnsafeMutablePointer<Int>
    private var movingCount = 0
    /// The current interval's successors, one a moving member in member order, and the
    /// last non-empty interval's before it.
    private var current: UnsafeMutablePointer<Int>
    private var previous: UnsafeMutablePointer<Int>
    private var currentCount = 0
    private var previousCount = 0
    /// Whether the current interval's successors are the previous non-empty interval's, in
    /// the same order.
    private(set) var successorsRepeat = false

    /// Room for the sets of an NFA of `stateCount` states whose runs are `runs`.
    init(stateCount: Int, runs: LetterRuns) {
        let eventCapacity = 2 * runs.first.count + 1
        let stateCapacity = stateCount + 1
        storage = .allocate(capacity: eventCapacity + 4 * stateCapacity)
        events = storage
        successorOf = storage + eventCapacity
        moving = successorOf + stateCapacity
        current = moving + stateCapacity
        previous = current + stateCapacity
    }

    deinit { storage.deallocate() }

    /// The current interval's successors (valid until the next call of ``next()``).
    var successors: UnsafeBufferPointer<Int> { UnsafeBufferPointer(start: current, count: currentCount) }

    /// Starts the sweep of the NFA state set `members` (sorted; consuming and accepting states).
    func start(_ members: [Int], _ compact: CompactNFA, _ runs: LetterRuns) {
        eventCount = 0
        eventIndex = 0
        movingCount = 0
        currentCount = 0
        previousCount = 0
        var consumers = 0
        // SAFETY: a set holds each NFA state once, so there are at most `stateCount`
        // consumers and at most two events a run.
        for member in members where !compact.isAccept(member) {
            successorOf[consumers] = Int(compact.first[member])
            for run in runs.start[member]..<runs.start[member + 1] {
                events[eventCount] = runs.first[run] << 32 | consumers << 1 | 1
                events[eventCount + 1] = (runs.last[run] + 1) << 32 | consumers << 1
                eventCount += 2
            }
            consumers += 1
        }
        // PERF: a set's events are few (two a run), and the standard library's sort is a
        // stable merge sort that allocates its buffer: an insertion sort up to a few dozen.
        if eventCount <= 64 {
            events.insertionSort(count: eventCount)
        } else {
            var sorted = UnsafeMutableBufferPointer(start: events, count: eventCount)
            sorted.sort()
        }
    }

    /// The next interval of letters on which some member moves, with its successors in
    /// ``successors``; nil after the last.
    func next() -> Range<Int>? {
        if currentCount > 0 {
            swap(&current, &previous)
            previousCount = currentCount
            currentCount = 0
        }
        while eventIndex < eventCount {
            let low = events[eventIndex] >> 32
            // Every event at `low`: a run ending before it stops its member, one starting there starts it.
            while eventIndex < eventCount, events[eventIndex] >> 32 == low {
                let event = events[eventIndex]
                eventIndex += 1
                let member = (event & 0xFFFF_FFFF) >> 1
                if event & 1 == 1 { insertMoving(member) } else { removeMoving(member) }
            }
            guard movingCount > 0, eventIndex < eventCount else { continue }
            let high = events[eventIndex] >> 32
            for index in 0..<movingCount { current[index] = successorOf[moving[index]] }
            currentCount = movingCount
            successorsRepeat = currentCount == previousCount
                && (0..<currentCount).allSatisfy { current[$0] == previous[$0] }
            return low..<high
        }
        currentCount = 0
        return nil
    }

    private func insertMoving(_ member: Int) {
        var position = movingCount
        while position > 0, moving[position - 1] > member {
            moving[position] = moving[position - 1]
            position -= 1
        }
        moving[position] = member
        movingCount += 1
    }

    private func removeMoving(_ member: Int) {
        var position = 0
        while moving[position] != member { position += 1 }
        while position + 1 < movingCount {
            moving[position] = moving[position + 1]
            position += 1
        }
        movingCount -= 1
    }
}
