import Dispatch

/// Work on the lines of a byte buffer spread over several threads, with the results put
/// back in input order: the engine under ``LineCounter/scan(_:_:threads:)``,
/// ``MaskProgram/judgeLines(in:mode:lineEnding:threads:)`` and `maskc match --jobs N`.
///
/// A buffer is cut only just after a `\n`, so every run but the first starts a line and
/// every run but the last ends one; a line is never split between threads.
///
/// ```swift
/// let text = Array("12\n34\nab\n".utf8)
/// let counts = text.withUnsafeBufferPointer { bytes in
///     ParallelLines.map(bytes, threads: 2) { run, _ in run.filter { $0 == 0x0A }.count }
/// }
/// counts.reduce(0, +)   // 3, however the buffer was cut
/// ```
public enum ParallelLines {
    /// Offsets that cut `bytes` into at most `parts` runs of whole lines: the first is 0,
    /// the last `bytes.count`, and each one between follows a `\n`. Fewer runs come back
    /// when the lines are too few or too long to share out; no run is empty unless `bytes` is.
    public static func bounds(_ bytes: UnsafeBufferPointer<UInt8>, parts: Int) -> [Int] {
        var bounds = [0]
        for part in 1..<max(parts, 1) {
            let guess = max(bytes.count * part / parts, bounds[bounds.count - 1])
            guard let newline = firstNewline(in: bytes, from: guess) else { break }
            if newline + 1 < bytes.count, newline + 1 > bounds[bounds.count - 1] { bounds.append(newline + 1) }
        }
        bounds.append(bytes.count)
        return bounds
    }

    /// Calls `body` on up to `threads` runs of whole lines of `bytes` at once and returns
    /// its results in input order. `body` gets a run and the run's offset in `bytes`; the
    /// memory is only read, and only during the call.
    public static func map<Result: Sendable>(
        _ bytes: UnsafeBufferPointer<UInt8>, threads: Int,
        _ body: @Sendable (_ run: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Result
    ) -> [Result] {
        let cuts = bounds(bytes, parts: threads)
        let shared = SharedBytes(bytes)
        return map(count: cuts.count - 1, threads: threads) { runs in
            runs.map { run in body(UnsafeBufferPointer(rebasing: shared.buffer[cuts[run]..<cuts[run + 1]]), cuts[run]) }
        }.flatMap { $0 }
    }

    /// Cuts `0..<count` into up to `threads` consecutive ranges, of sizes that differ by
    /// at most one, calls `body` on each on its own thread, and returns the results in order:
    /// for work already split into items (lines gathered in a batch, say).
    public static func map<Result: Sendable>(
        count: Int, threads: Int, _ body: @Sendable (Range<Int>) -> Result
    ) -> [Result] {
        let runs = max(1, min(threads, count))
        guard runs > 1 else { return [body(0..<count)] }
        let slots = ResultSlots<Result>(count: runs)
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            slots[run] = body((count * run / runs)..<(count * (run + 1) / runs))
        }
        return (0..<runs).map { slots[$0] }
    }

    /// Calls `body` on each line of `bytes` in order, without its line end. A last line
    /// without `\n` is still a line; an empty buffer has none.
    public static func forEachLine(
        in bytes: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding = .crlf,
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) rethrows {
        var start = 0
        while start < bytes.count {
            let end = firstNewline(in: bytes, from: start) ?? bytes.count
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            try body(UnsafeBufferPointer(rebasing: line[0..<lineEnding.contentLength(of: line)]))
            start = end + 1
        }
    }

    /// The offset of the first `\n` at or after `start`, if any.
    static func firstNewline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x0A { return index }
            index &+= 1
        }
        return nil
    }
}

/// One result slot per thread of a parallel loop.
///
/// SAFETY (why `@unchecked Sendable` holds): each thread writes only the slot of its own
/// index, through a pointer (a Swift array's mutation would be an exclusive access to the
/// whole array), and the slots are read only after `concurrentPerform` has joined every
/// thread. The slots live as long as the object; `count` never changes.
final class ResultSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Value?>
    let count: Int

    init(count: Int) {
        self.count = count
        slots = UnsafeMutablePointer<Value?>.allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Reading a slot that no thread wrote is a programming error of this file's loops,
    /// which write every slot before reading any.
    subscript(index: Int) -> Value {
        get { slots[index]! }
        set { slots[index] = newValue }
    }
}

/// A byte buffer that the threads of a parallel loop read.
///
/// SAFETY (why `@unchecked Sendable` holds): nobody writes the bytes while they are shared,
/// and the caller owns the memory for the whole loop, which joins before the call that
/// made this returns; no copy of it outlives that call.
struct SharedBytes: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }
}
