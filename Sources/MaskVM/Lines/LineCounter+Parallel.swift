extension LineCounter {
    /// Walks `bytes`, which continue whatever earlier calls walked, on up to `threads`
    /// threads: the buffer is cut at line starts, the runs are counted side by side, and
    /// their counts added in order, so the progress is exactly that of ``scan(_:_:interleaved:)``.
    ///
    /// ```swift
    /// let counter = LineCounter(program)
    /// var progress = LineCounter.Progress()
    /// block.withUnsafeBufferPointer { counter.scan($0, &progress, threads: 4) }  // per block
    /// counter.finish(&progress)
    /// ```
    /// Worth it for blocks of megabytes; for less, the threads cost more than they save.
    public func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ progress: inout Progress, threads: Int) {
        guard threads > 1 else { return scan(bytes, &progress) }
        let continuing = progress
        let parts = ParallelLines.map(bytes, threads: threads) { run, offset in
            // The first run continues the line in progress; every other starts a line.
            var part = offset == 0 ? continuing : Progress()
            scan(run, &part)
            return part
        }
        var combined = parts[0]
        for part in parts.dropFirst() { combined.append(part) }
        progress = combined
    }
}

/// How many lines a buffer holds, and how many of them the mask accepts.
public struct LineCounts: Hashable, Sendable {
    /// Lines the mask accepts as complete.
    public var complete: Int
    /// All lines.
    public var lines: Int

    public init(complete: Int, lines: Int) {
        self.complete = complete
        self.lines = lines
    }
}

extension MaskProgram {
    /// Counts the lines of `bytes` and those complete in `mode`, on up to `threads`
    /// threads: what `maskc match --count --jobs N` prints, for a buffer in memory.
    ///
    /// ```swift
    /// let dates = try MaskCompiler.compile("DD.DD.DDDD")
    /// let text = Array("31.12.2024\r\n1.1.2024\r\n01.01.2025".utf8)
    /// text.withUnsafeBufferPointer { dates.countLines(in: $0, threads: 2) }
    /// // LineCounts(complete: 2, lines: 3)
    /// ```
    /// To count a stream in blocks, use ``LineCounter`` directly.
    public func countLines(
        in bytes: UnsafeBufferPointer<UInt8>, mode: MatchMode = .strict, lineEnding: LineEnding = .crlf, threads: Int = 1
    ) -> LineCounts {
        let counter = LineCounter(self, mode: mode, lineEnding: lineEnding)
        var progress = LineCounter.Progress()
        counter.scan(bytes, &progress, threads: threads)
        counter.finish(&progress)
        return LineCounts(complete: progress.complete, lines: progress.lines)
    }

    /// Judges every line of `bytes` in `mode`, on up to `threads` threads, and returns the
    /// verdicts in line order (illegal offsets in bytes from the line's start): what
    /// `maskc match --jobs N` prints, for a buffer in memory.
    ///
    /// ```swift
    /// let dates = try MaskCompiler.compile("DD.DD.DDDD")
    /// let text = Array("31.12.2024\n31.12\n3x".utf8)
    /// text.withUnsafeBufferPointer { dates.judgeLines(in: $0, threads: 2) }
    /// // [.complete, .partial, .illegal(byteOffset: 1)]
    /// ```
    public func judgeLines(
        in bytes: UnsafeBufferPointer<UInt8>, mode: MatchMode = .strict, lineEnding: LineEnding = .crlf, threads: Int = 1
    ) -> [ByteMatchResult] {
        let automaton = matcher(for: mode)
        return ParallelLines.map(bytes, threads: threads) { run, _ in
            var verdicts: [ByteMatchResult] = []
            ParallelLines.forEachLine(in: run, lineEnding: lineEnding) { verdicts.append(automaton.run($0)) }
            return verdicts
        }.flatMap { $0 }
    }
}
