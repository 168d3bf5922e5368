import MaskAnalysis
import MaskCompiler
import MaskVM

/// Scanning many lines at once, in bytes per second: line by line with early exit, the bulk
/// counter walking one byte after another, and the bulk counter walking four stretches of
/// lines side by side. The single-stream table walk is bounded by the latency of one
/// dependent load a byte; interleaving goes past that bound.
enum BulkSuite {
    static func run(_ plan: MeasurementPlan, into report: inout Report) throws {
        let program = try MaskCompiler.compile(Workloads.phone.pattern)
        let counter = LineCounter(program)
        let input = phoneLines(count: 100_000)
        let expected = input.split(separator: 0x0A).filter { line in
            Array(line).withUnsafeBufferPointer { program.matchBytes($0) } == .complete
        }.count
        try input.withUnsafeBufferPointer { buffer in
            for interleaved in [false, true] {
                var progress = LineCounter.Progress()
                counter.scan(buffer, &progress, interleaved: interleaved)
                counter.finish(&progress)
                guard progress.complete == expected else { throw BenchmarkError(message: "bulk count disagrees") }
            }
            let perLine = plan.measure { blackHole(countLineByLine(program, opaque(buffer))) }
            let single = plan.measure {
                var progress = LineCounter.Progress()
                counter.scan(opaque(buffer), &progress, interleaved: false)
                blackHole(progress.complete)
            }
            let four = plan.measure {
                var progress = LineCounter.Progress()
                counter.scan(opaque(buffer), &progress)
                blackHole(progress.complete)
            }
            let megabytes = Double(buffer.count) / 1_000_000
            for (name, timing) in [("line by line (matchBytes per line)", perLine), ("bulk, one stream", single), ("bulk, four interleaved streams", four)] {
                report.rows.append(.init(group: "bulk scan, 100k phone lines (\(buffer.count / 1000) kB)", name: name, maskc: timing, peers: [], bytes: buffer.count))
                report.facts.append(.init(group: "bulk throughput", name: name, value: "\(Int(megabytes / (timing.median / 1e9))) MB/s"))
            }
        }
    }

    /// Lines split by a scan for '\n', each matched with early exit: what `maskc match` does
    /// per sample.
    private static func countLineByLine(_ program: MaskProgram, _ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var complete = 0
        var start = 0
        var index = 0
        while index < buffer.count {
            if buffer[index] == 0x0A {
                if program.matchBytes(UnsafeBufferPointer(rebasing: buffer[start..<index])) == .complete { complete += 1 }
                start = index + 1
            }
            index += 1
        }
        return complete
    }

    /// Phone lines in the shapes `../shared/bench/gen.py` writes: 90 % valid in every form
    /// the mask accepts, 10 % with a wrong character. Deterministic.
    static func phoneLines(count: Int) -> [UInt8] {
        var generator = SplitMix64(seed: 20_240_601)
        var text: [UInt8] = []
        for _ in 0..<count {
            var line = Array((generator.next() % 2 == 0 ? "+" : "").utf8)
            line += Array((generator.next() % 2 == 0 ? "7" : "8").utf8)
            let digits = (0..<10).map { _ in UInt8(ascii: "0") + UInt8(generator.next() % 10) }
            line += Array("(".utf8) + digits[0..<3] + Array(")".utf8) + digits[3..<6]
            if generator.next() % 10 < 6 { line.append(UInt8(ascii: "-")) }
            line += digits[6..<8]
            if generator.next() % 10 < 6 { line.append(UInt8(ascii: "-")) }
            line += digits[8..<10]
            if generator.next() % 10 == 0 { line[Int(generator.next() % UInt64(line.count))] = UInt8(ascii: "x") }
            text += line + [0x0A]
        }
        return text
    }
}
