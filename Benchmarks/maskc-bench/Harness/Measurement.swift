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
struct MeasurementPlan {
    var rounds: Int
    var roundNanoseconds: UInt64
    var warmupNanoseconds: UInt64

    static let full = MeasurementPlan(rounds: 9, roundNanoseconds: 40_000_000, warmupNanoseconds: 20_000_000)
    static let quick = MeasurementPlan(rounds: 3, roundNanoseconds: 4_000_000, warmupNanoseconds: 2_000_000)

    /// Times `body` (one call a run): warms up, picks a repetition count that fills a round,
    /// then takes the per-call time of each round.
    func measure(_ body: () -> Void) -> Measurement {
        // Warm-up, which also estimates the cost of one call.
        var calls = 0
        let warmupStart = nanoseconds()
        repeat {
            body()
            calls += 1
        } while nanoseconds() - warmupStart < warmupNanoseconds
        let perCall = Double(nanoseconds() - warmupStart) / Double(calls)
        let repetitions = max(1, Int(Double(roundNanoseconds) / max(perCall, 1)))

        var rounds: [Double] = []
        for _ in 0..<self.rounds {
            let start = nanoseconds()
            for _ in 0..<repetitions { body() }
            rounds.append(Double(nanoseconds() - start) / Double(repetitions))
        }
        return Measurement(rounds: rounds.sorted())
    }
}
