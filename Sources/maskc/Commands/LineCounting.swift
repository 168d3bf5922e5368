import Dispatch
import MaskVM

/// `maskc match --count` on standard input: large blocks walked by ``MaskVM/LineCounter``,
/// whose state carries across blocks, so no line is ever stored, whatever its length.
enum LineCounting {
    static func count(_ program: MaskProgram, terminal: Terminal, jobs: Int) throws -> LineCounter.Progress {
        let counter = LineCounter(program)
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
            let block = UnsafeBufferPointer(start: buffer, count: count)
            if jobs == 1 {
                counter.scan(block, &progress)
            } else {
                progress = scanInParallel(block, counter, jobs: jobs, continuing: progress)
            }
        }
        counter.finish(&progress)
        return progress
    }

    /// Splits the block at line starts into `jobs` parts and scans them on as many threads.
    /// The first part continues the progress so far; the others start at a line. Returns the
    /// progress after the whole block.
    private static func scanInParallel(
        _ block: UnsafeBufferPointer<UInt8>, _ counter: LineCounter, jobs: Int, continuing: LineCounter.Progress
    ) -> LineCounter.Progress {
        let bounds = lineAlignedBounds(block, parts: jobs)
        let results = ResultSlots<LineCounter.Progress>(count: bounds.count - 1)
        let shared = SharedBytes(block)
        DispatchQueue.concurrentPerform(iterations: bounds.count - 1) { part in
            var progress = part == 0 ? continuing : LineCounter.Progress()
            counter.scan(UnsafeBufferPointer(rebasing: shared.buffer[bounds[part]..<bounds[part + 1]]), &progress)
            results[part] = progress
        }
        var combined = results[0]
        for part in 1..<bounds.count - 1 { combined.append(results[part]) }
        return combined
    }

    /// Offsets that cut `block` into up to `parts` pieces, each after the first starting just
    /// after a newline.
    static func lineAlignedBounds(_ block: UnsafeBufferPointer<UInt8>, parts: Int) -> [Int] {
        var bounds = [0]
        guard let base = block.baseAddress else { return [0, 0] }
        for part in 1..<max(parts, 1) {
            let guess = max(block.count * part / parts, bounds[bounds.count - 1])
            if let newline = SystemCalls.find(0x0A, in: base, from: guess, to: block.count),
               newline + 1 < block.count, newline + 1 > bounds[bounds.count - 1] {
                bounds.append(newline + 1)
            }
        }
        bounds.append(block.count)
        return bounds
    }
}
