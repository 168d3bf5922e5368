import Dispatch
import MaskVM

/// `maskc match --jobs N` with per-sample output: lines are gathered into batches, each
/// batch is cut into N runs of lines judged on N threads, and the runs' output is written
/// in input order, so the output is exactly that of one thread.
enum ParallelLines {
    /// Lines are copied into a batch until it holds this many bytes or lines.
    static let batchBytes = 4 << 20
    static let batchLines = 1 << 16

    static func judge(_ arguments: ParsedArguments, terminal: Terminal, jobs: Int, verdicts: inout MatchVerdicts) throws {
        var batch = Batch()
        try SampleSource.forEach(arguments, terminal: terminal) { line in
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
        let runs = min(jobs, batch.lines.count)
        let results = ResultSlots<MatchVerdicts>(count: runs)
        let template = MatchVerdicts(program: verdicts.program, json: verdicts.json, countOnly: verdicts.countOnly)
        let lines = batch.lines
        batch.bytes.withUnsafeBufferPointer { buffer in
            let shared = SharedBytes(buffer)
            DispatchQueue.concurrentPerform(iterations: runs) { run in
                let bytes = shared.buffer
                var part = template
                for index in (lines.count * run / runs)..<(lines.count * (run + 1) / runs) {
                    let line = lines[index]
                    part.judge(LineReader.Line(
                        bytes: UnsafeBufferPointer(rebasing: bytes[line.start..<line.start + line.count]),
                        fullLength: line.fullLength))
                }
                results[run] = part
            }
        }
        for run in 0..<runs {
            var part = results[run]
            try terminal.output.write(bytes: part.takeOutput())
            verdicts.append(part)
        }
        batch.bytes.removeAll(keepingCapacity: true)
        batch.lines.removeAll(keepingCapacity: true)
    }
}
