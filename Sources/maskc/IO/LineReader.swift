import MaskVM

/// Reads a file descriptor in large blocks and hands out its lines as byte buffers, with no
/// `String` and no copy per line.
///
/// A UTF-8 byte-order mark at the start of the input is dropped (``ByteOrderMark``).
/// Lines end at `\n`; with ``MaskVM/LineEnding/crlf`` a `\r` before it belongs to the line
/// end, with `.lf` to the line. A last line without `\n` is still a line; an empty input has
/// no lines. A line longer than `maximumLineLength` bytes
/// is handed out as its first `maximumLineLength` bytes with ``Line/fullLength`` telling the
/// true length, and the rest is skipped without being stored: memory stays bounded whatever
/// the input.
struct LineReader {
    /// One line: its bytes (valid only during the callback) and its length in the input.
    struct Line {
        var bytes: UnsafeBufferPointer<UInt8>
        var fullLength: Int
        var isTruncated: Bool { fullLength > bytes.count }
    }

    let fd: Int32
    let maximumLineLength: Int
    let lineEnding: LineEnding
    var blockSize = 1 << 20

    init(fd: Int32, maximumLineLength: Int, lineEnding: LineEnding) {
        self.fd = fd
        self.maximumLineLength = maximumLineLength
        self.lineEnding = lineEnding
    }

    /// Calls `body` for every line, in order. Stops early if `body` returns false.
    func forEachLine(_ body: (Line) throws -> Bool) throws {
        var capacity = blockSize
        var storage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { storage.deallocate() }
        var start = 0          // first byte of the current line
        var end = 0            // end of buffered data
        var scanned = 0        // bytes before this hold no newline of the current line
        var skipped = 0        // bytes of the current line dropped past the limit
        var atEnd = false

        switch ByteOrderMark.readStart(fd, into: storage, capacity: capacity) {
        case .success(let count):
            end = count
            atEnd = count < ByteOrderMark.length
            if ByteOrderMark.begins(storage, count: count) {
                start = ByteOrderMark.length
                scanned = start
            }
        case .failure(let error): throw error
        }

        func emit(_ lineEnd: Int) throws -> Bool {
            var contentEnd = lineEnd
            // A cut line's last kept byte is not its last byte: only a whole line loses its CR.
            if lineEnding == .crlf, skipped == 0, contentEnd > start, storage[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            let kept = min(contentEnd - start, maximumLineLength)
            let bytes = UnsafeBufferPointer(start: storage + start, count: kept)
            return try body(Line(bytes: bytes, fullLength: contentEnd - start + skipped))
        }

        while true {
            // Every complete line in the buffer.
            while let newline = SystemCalls.find(0x0A, in: storage, from: scanned, to: end) {
                guard try emit(newline) else { return }
                start = newline + 1
                scanned = start
                skipped = 0
            }
            scanned = end
            if atEnd {
                if start < end || skipped > 0 { _ = try emit(end) }
                return
            }
            // Past the limit: keep the first `maximumLineLength` bytes, count the rest.
            if end - start > maximumLineLength {
                skipped += end - start - maximumLineLength
                end = start + maximumLineLength
                scanned = end
            }
            // Make room: move the partial line to the front, grow only for a long line.
            if start > 0 {
                SystemCalls.moveBytes(to: storage, from: storage + start, count: end - start)
                end -= start
                scanned -= start
                start = 0
            }
            if capacity - end < blockSize / 2 {
                let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
                grown.update(from: storage, count: end)
                storage.deallocate()
                storage = grown
                capacity *= 2
            }
            switch SystemCalls.readSome(fd, into: storage + end, count: capacity - end) {
            case .success(0): atEnd = true
            case .success(let count): end += count
            case .failure(let error): throw error
            }
        }
    }
}
