/// One operation timed on each of many inputs (the phone suite's numbers), so a figure can be
/// given for the median input and for groups of them (a region's numbers), not only for the
/// whole list's average, which its slowest inputs would set.
///
/// The scheme is the phone peers' (Benchmarks/phone-peer), so the columns compare alike:
/// each input once to warm up (a phone number's country set is compiled on first use), one
/// call to size its batch (calls lasting at least the batch time), then rounds in which the
/// inputs take turns, a batch each.
struct PerInputTimings {
    /// Nanoseconds a call, per round, per input (`byRound[round][input]`).
    var byRound: [[Double]]

    /// Each input's median over the rounds.
    var perInput: [Double] {
        byRound.first.map { first in
            first.indices.map { input in Self.median(byRound.map { $0[input] }) }
        } ?? []
    }

    /// The median input's time, round by round: its median is the suite's figure, and its
    /// spread how much the rounds differed.
    var medianInput: Measurement {
        Measurement(rounds: byRound.map { Self.median($0) }.sorted())
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}

extension MeasurementPlan {
    /// Times `body` on each of `inputs`, `rounds` times, in batches of at least `batch`
    /// nanoseconds (see ``PerInputTimings``).
    func measureEach<Input>(_ inputs: [Input], batch: UInt64, _ body: (Input) -> Void) -> PerInputTimings {
        let calls = inputs.map { input -> Int in
            body(input)
            let start = nanoseconds()
            body(input)
            return max(1, Int(batch / max(nanoseconds() - start, 1)))
        }
        var byRound: [[Double]] = []
        for _ in 0..<rounds {
            byRound.append(inputs.indices.map { index in
                let start = nanoseconds()
                for _ in 0..<calls[index] { body(inputs[index]) }
                return Double(nanoseconds() - start) / Double(calls[index])
            })
        }
        return PerInputTimings(byRound: byRound)
    }
}
