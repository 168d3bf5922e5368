/// What ends a line of text read in bulk: by ``LineCounter``, ``ParallelLines`` and
/// `maskc`'s commands that read standard input.
public enum LineEnding: Hashable, Sendable {
    /// `\n` ends a line, and a `\r` right before it belongs to the line end, as CSV
    /// readers and universal newlines take it: the lines of a CRLF file are judged without
    /// their `\r`. A last line without `\n` loses a final `\r` the same way. The default.
    case crlf
    /// Only `\n` ends a line: a `\r` before it is part of the line (`maskc --keep-cr`).
    case lf

    /// The length of a line once its line end is taken off: `count`, or one less when the
    /// line's last byte is the `\r` of a CRLF.
    public func contentLength(of line: UnsafeBufferPointer<UInt8>) -> Int {
        if self == .crlf, let last = line.last, last == 0x0D { line.count - 1 } else { line.count }
    }
}
