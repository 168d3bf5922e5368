/// Buffered writes to a file descriptor: output goes out in large chunks, not a system
/// call per line.
final class OutputBuffer {
    private let fd: Int32
    private var bytes: [UInt8] = []
    private let chunk = 1 << 16

    /// Raised when the reader of standard output has gone away (`maskc ... | head -1`).
    struct Closed: Error {}
    /// Raised on any other write failure.
    struct Failed: Error {
        var message: String
    }

    init(fd: Int32) {
        self.fd = fd
        bytes.reserveCapacity(chunk * 2)
    }

    func write(_ text: String) throws {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= chunk { try flush() }
    }

    func write(_ raw: UnsafeBufferPointer<UInt8>) throws {
        bytes.append(contentsOf: raw)
        if bytes.count >= chunk { try flush() }
    }

    func write(bytes raw: [UInt8]) throws {
        // PERF: a run of a chunk or more (a judged block's output, `check --rules`) goes out
        // as it is, after what is buffered: copied into the buffer first, it cost about 40
        // instructions a row. The same bytes in the same order.
        guard raw.count >= chunk else {
            bytes.append(contentsOf: raw)
            if bytes.count >= chunk { try flush() }
            return
        }
        try flush()
        try raw.withUnsafeBytes { try send($0) }
    }

    func write(byte: UInt8) throws {
        bytes.append(byte)
        if bytes.count >= chunk { try flush() }
    }

    /// Appends a decimal integer without making a String.
    func write(decimal value: Int) throws {
        bytes.appendDecimal(value)
        if bytes.count >= chunk { try flush() }
    }

    func flush() throws {
        guard !bytes.isEmpty else { return }
        defer { bytes.removeAll(keepingCapacity: true) }
        try bytes.withUnsafeBytes { try send($0) }
    }

    /// Writes `raw` to the descriptor whole, or throws what went wrong.
    private func send(_ raw: UnsafeRawBufferPointer) throws {
        guard let failure = SystemCalls.writeAll(fd, raw) else { return }
        if failure == SystemCalls.brokenPipe { throw Closed() }
        throw Failed(message: SystemCalls.describe(errno: failure))
    }
}

extension [UInt8] {
    /// Appends a decimal integer without making a String.
    ///
    /// PERF: the digits are made in a stack buffer, last first, and appended as one run:
    /// an append a digit (each asking whether the array is shared) and a reversal of the
    /// slice cost about 500 instructions for a row number, several times a failing cell.
    mutating func appendDecimal(_ value: Int) {
        // The sign, and the room ByteCursor.writeDecimal makes the digits in.
        appendWritten(capacity: ByteCursor.decimalRoom + 1) { $0.writeDecimal(value) }
    }

    /// Appends a literal's UTF-8 bytes. PERF: the bytes are in the binary already, one copy;
    /// `append(contentsOf: "...".utf8)` walks a String's view, and an interpolated literal
    /// builds a String first.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }
}
