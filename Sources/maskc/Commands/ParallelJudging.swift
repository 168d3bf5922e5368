import MaskVM

/// `maskc match --jobs N` with per-sample output: lines are gathered into batches, and
/// MaskVM's ``MaskVM/ParallelLines`` judges each batch on N threads, in N runs of lines
/// whose output is written in input order, so the output is exactly that of one thread.
enum ParallelJudging {
    /// Lines are copied into a batch until it holds this many bytes or lines.
    static let batchBytes = 4 << 20
    static let batchLines = 1 << 16

    static func judge(_ samples: SampleOptions, terminal: Terminal, jobs: Int, verdicts: inout MatchVerdicts) throws {
        var batch = Batch()
        try samples.forEach(terminal: terminal) { line in
            batch.add(line)
            if batch.bytes.count >= batchBytes || batch.lines.count >= batchLines {
                try flush(&batch, terminal: terminal, jobs: jobs, verdicts: &verdicts)
            }
            return true
        }
        try flush(&batch, terminal: terminal, jobs: jobs, verdicts: &verdicts)
    }

    /// Lines copied out of the reader's buffer: their kept bytes back to back.
    struct Batch {
        var bytes: [UInt8] = []
        var lines: [(start: Int, count: Int, fullLength: Int)] = []

        mutating func add(_ line: LineReader.Line) {
            lines.append((bytes.count, line.bytes.count, line.fullLength))
            bytes.append(contentsOf: line.bytes)
        }
    }

    private static func flush(_ batch: inout Batch, terminal: Terminal, jobs: Int, verdicts: inout MatchVerdicts) throws {
        guard !batch.lines.isEmpty else { return }
        for var part in judge(batch.bytes, batch.lines, template: verdicts.emptied(), jobs: jobs) {
            try terminal.output.write(bytes: part.takeOutput())
            verdicts.append(part)
        }
        batch.bytes.removeAll(keepingCapacity: true)
        batch.lines.removeAll(keepingCapacity: true)
    }

    /// The verdicts on a batch's lines, in up to `jobs` parts, in order. Arrays are values:
    /// the threads share these (no bytes are copied), and let go of them before the batch
    /// is emptied for reuse.
    private static func judge(
        _ bytes: [UInt8], _ lines: [(start: Int, count: Int, fullLength: Int)], template: MatchVerdicts, jobs: Int
    ) -> [MatchVerdicts] {
        ParallelLines.map(count: lines.count, threads: jobs) { range in
            var part = template
            bytes.withUnsafeBufferPointer { buffer in
                for line in lines[range] {
                    part.judge(LineReader.Line(
                        bytes: UnsafeBufferPointer(rebasing: buffer[line.start..<line.start + line.count]),
                        fullLength: line.fullLength))
                }
            }
            return part
        }
    }
}
