import MaskCompiler
import MaskVM

/// Cost against size: masks of 8, 64 and 512 items, and inputs of 16 B to 64 KiB. The
/// per-byte figure should stay flat: matching is linear in the input.
enum ScalingSuite {
    static func run(_ plan: MeasurementPlan, into report: inout Report) throws {
        for items in [8, 64, 512] {
            let (pattern, sample) = Workloads.sized(items: items)
            let program = try MaskCompiler.compile(pattern)
            guard program.match(sample) == .complete else { throw BenchmarkError(message: "sized mask rejects its sample") }
            let input = opaque(sample)
            report.rows.append(.init(
                group: "mask size", name: "match, \(items)-item mask (\(sample.utf8.count) B)",
                maskc: plan.measure { blackHole(program.match(input)) }, peers: [], bytes: sample.utf8.count))
        }
        var limits = MaskCompiler.Limits()
        limits.maximumPatternLength = 1 << 17
        for size in [16, 256, 4096, 65536] {
            // A mask of `size` digits and a sample that walks all of it.
            let program = try MaskCompiler.compile(String(repeating: "D", count: size), limits: limits)
            let sample = String(repeating: "5", count: size)
            guard program.match(sample) == .complete else { throw BenchmarkError(message: "digit mask rejects its sample") }
            let input = opaque(sample)
            report.rows.append(.init(
                group: "input size", name: "match \(size) B",
                maskc: plan.measure { blackHole(program.match(input)) }, peers: [], bytes: size))
        }
    }
}
