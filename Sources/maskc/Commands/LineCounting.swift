import MaskVM

/// `maskc match --count` on standard input: large blocks read and handed to
/// ``MaskVM/LineCounter``, whose state carries across blocks, so no line is ever stored,
/// whatever its length.
enum LineCounting {
    static func count(
        _ program: MaskProgram, mode: MatchMode, lineEnding: LineEnding, terminal: Terminal, jobs: Int
    ) throws -> LineCounter.Progress {
        let counter = LineCounter(program, mode: mode, lineEnding: lineEnding)
        // Bigger blocks for several threads, so each gets megabytes to walk.
        let blockSize = jobs == 1 ? 1 << 20 : 8 << 20
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: blockSize)
        defer { buffer.deallocate() }
        var progress = LineCounter.Progress()
        while true {
            let count: Int
            switch SystemCalls.readSome(terminal.inputFD, into: buffer, count: blockSize) {
            case .success(let got): count = got
            case .failure(let error): throw CommandError(message: "maskc: error: cannot read standard input: \(error.message)")
            }
            if count == 0 { break }
            counter.scan(UnsafeBufferPointer(start: buffer, count: count), &progress, threads: jobs)
        }
        counter.finish(&progress)
        return progress
    }
}
