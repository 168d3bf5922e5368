import MaskCompiler

/// Peak memory of compiling the largest mask.
enum MemorySuite {
    static func run(_ plan: MeasurementPlan, into report: inout Report) throws {
        let pattern = opaque(Workloads.sized(items: 512).pattern)
        let value: String
        if let kilobytes = PeakMemory.kilobytes(during: { blackHole(try? MaskCompiler.compile(pattern)) }) {
            value = "\(kilobytes) KiB above the resident size before compiling"
        } else {
            value = "not measurable here (needs Linux /proc/self/clear_refs)"
        }
        report.facts.append(.init(group: "memory", name: "peak memory compiling the 512-item mask", value: value))
    }
}
