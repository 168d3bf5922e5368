/// Per-call timings of one operation: several rounds, each timing many calls.
struct Measurement {
    /// Nanoseconds per call, one value a round, sorted.
    var rounds: [Double]

    var median: Double { rounds[rounds.count / 2] }
    var minimum: Double { rounds.first ?? 0 }
    var maximum: Double { rounds.last ?? 0 }
    /// Spread of the rounds around the median, in percent of it: (max - min) / median.
    var spreadPercent: Double { median > 0 ? (maximum - minimum) / median * 100 : 0 }
}

/// How long to measure: rounds, and the time each round aims for.
///
/// A round is cut into short batches, and its figure is the median batch's per-call time:
/// on a machine shared with other builds, a process is descheduled for milliseconds at a
/// time, and a batch of a few microseconds that straddles such a pause is an outlier the
/// median drops, where a round-long average kept it (a 4 ms round once read 450 ns for a
/// 20 ns match). Operations measured side by side (``measure(_:)-([() -> Void])``) take
/// turns batch by batch, so a stretch of contention (a busy sibling hyperthread, a lower
/// clock) slows them alike and their ratio holds.
struct MeasurementPlan {
    var rounds: Int
    var roundNanoseconds: UInt64
    var warmupNanoseconds: UInt64
    /// The time a batch aims for; a batch is at least one call.
    var batchNanoseconds: UInt64 = 25_000
    /// The fewest turns a round takes, however long: an operation of milliseconds (counting
    /// 100,000 lines) still gets a median of several batches a round.
    var minimumTurns = 5

    static let full = MeasurementPlan(rounds: 9, roundNanoseconds: 40_000_000, warmupNanoseconds: 20_000_000)
    static let quick = MeasurementPlan(rounds: 3, roundNanoseconds: 4_000_000, warmupNanoseconds: 2_000_000)

    /// Times `body` (one call a run).
    func measure(_ body: () -> Void) -> Measurement {
        withoutActuallyEscaping(body) { measure([$0])[0] }
    }

    /// Times each of `bodies` (one call a run), taking turns batch by batch: warms each up,
    /// which also estimates its cost a call and so its calls a batch, then runs rounds,
    /// each of as many turns as fit its time. Returns one measurement a body, in order.
    func measure(_ bodies: [() -> Void]) -> [Measurement] {
        guard !bodies.isEmpty else { return [] }
        var callsPerBatch: [Int] = []
        for body in bodies {
            var calls = 0
            let warmupStart = nanoseconds()
            repeat {
                body()
                calls += 1
            } while nanoseconds() - warmupStart < warmupNanoseconds / UInt64(bodies.count)
            let perCall = Double(nanoseconds() - warmupStart) / Double(calls)
            callsPerBatch.append(max(1, Int(Double(batchNanoseconds) / max(perCall, 1))))
        }

        var rounds = [[Double]](repeating: [], count: bodies.count)
        for _ in 0..<self.rounds {
            var batches = [[Double]](repeating: [], count: bodies.count)
            let roundStart = nanoseconds()
            var turns = 0
            repeat {
                turns += 1
                for (index, body) in bodies.enumerated() {
                    let calls = callsPerBatch[index]
                    let start = nanoseconds()
                    for _ in 0..<calls { body() }
                    batches[index].append(Double(nanoseconds() - start) / Double(calls))
                }
            } while turns < minimumTurns || nanoseconds() - roundStart < roundNanoseconds
            for index in bodies.indices {
                let sorted = batches[index].sorted()
                rounds[index].append(sorted[sorted.count / 2])
            }
        }
        return rounds.map { Measurement(rounds: $0.sorted()) }
    }
}
