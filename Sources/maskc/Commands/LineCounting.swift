import MaskVM

/// `maskc match --count` on standard input: large blocks read and handed to
/// ``MaskVM/LineCounter``, whose state carries across blocks, so no line is ever stored,
/// whatever its length. A byte-order mark at the start is dropped, as ``LineReader`` drops it.
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
        var isFirstBlock = true
        while true {
            let count: Int
            let read = isFirstBlock ? ByteOrderMark.readStart(terminal.inputFD, into: buffer, capacity: blockSize)
                                    : SystemCalls.readSome(terminal.inputFD, into: buffer, count: blockSize)
            switch read {
            case .success(let got): count = got
            case .failure(let error): throw CommandError(message: "maskc: error: cannot read standard input: \(error.message)")
            }
            if count == 0 { break }
            // A byte-order mark at the very start is no part of the first line.
            let skipped = isFirstBlock && ByteOrderMark.begins(buffer, count: count) ? ByteOrderMark.length : 0
            isFirstBlock = false
            counter.scan(UnsafeBufferPointer(start: buffer + skipped, count: count - skipped), &progress, threads: jobs)
        }
        counter.finish(&progress)
        return progress
    }
}
