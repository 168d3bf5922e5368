/// One field of a CSV record: where its bytes are in the record's buffer, and whether it was
/// written in double quotes.
///
/// For a quoted field, ``start`` and ``end`` span the text between the quotes, with each
/// doubled quote (`""`) still doubled: ``CSVField/value(in:into:)`` undoes that. An unquoted
/// field's span is its text as written, without the `\r` of a CRLF record end.
public struct CSVField: Hashable, Sendable, BitwiseCopyable {
    /// The largest offset a field holds: its offsets are stored in 31 bits, which is why
    /// ``TableReader/maximumRecordBytes`` is held to it (a field's offsets are into its own
    /// record). An offset past it is kept modulo 2^31, so wrapping arithmetic on offsets
    /// (an absolute offset less the record's start) comes out right.
    public static let maximumOffset = Int(Int32.max)

    /// The top bit of each stored word: ``isQuoted`` in ``startBits``, ``hasDoubledQuote``
    /// in ``endBits``.
    @usableFromInline static let flag: UInt32 = 1 << 31

    /// PERF: a field is 8 bytes, two 31-bit offsets with a flag bit each, where two `Int`s
    /// and two `Bool`s took 24 (a stride of 24): the block scan writes 6 fields a row of the
    /// benchmark table, and those stores were where its samples stopped.
    @usableFromInline var startBits: UInt32
    @usableFromInline var endBits: UInt32

    /// The first byte of the text (after the opening quote when quoted).
    @inlinable public var start: Int {
        @inline(__always) get { Int(startBits & ~Self.flag) }
        @inline(__always) set { startBits = startBits & Self.flag | UInt32(truncatingIfNeeded: newValue) & ~Self.flag }
    }
    /// One past the last byte of the text (the closing quote when quoted).
    @inlinable public var end: Int {
        @inline(__always) get { Int(endBits & ~Self.flag) }
        @inline(__always) set { endBits = endBits & Self.flag | UInt32(truncatingIfNeeded: newValue) & ~Self.flag }
    }
    /// Whether the field was written in double quotes.
    @inlinable public var isQuoted: Bool {
        @inline(__always) get { startBits & Self.flag != 0 }
        @inline(__always) set { startBits = startBits & ~Self.flag | (newValue ? Self.flag : 0) }
    }
    /// Whether the quoted text holds a doubled quote, so its value is not its span.
    @inlinable public var hasDoubledQuote: Bool {
        @inline(__always) get { endBits & Self.flag != 0 }
        @inline(__always) set { endBits = endBits & ~Self.flag | (newValue ? Self.flag : 0) }
    }

    /// A field from `start` to `end`; both are kept modulo 2^31 (see ``maximumOffset``).
    @inlinable @inline(__always)
    public init(start: Int, end: Int, isQuoted: Bool, hasDoubledQuote: Bool = false) {
        startBits = UInt32(truncatingIfNeeded: start) & ~Self.flag | (isQuoted ? Self.flag : 0)
        endBits = UInt32(truncatingIfNeeded: end) & ~Self.flag | (hasDoubledQuote ? Self.flag : 0)
    }

    /// The field's value: its span, with each `""` of a quoted field read as one `"`. The
    /// span itself is returned (no copy) unless there is a doubled quote; then the value is
    /// written to `scratch` and that is returned.
    ///
    /// ```swift
    /// // record: say,"a ""b"""   -> the second field's value is: a "b"
    /// ```
    public func value(in record: UnsafeBufferPointer<UInt8>, into scratch: inout [UInt8]) -> ArraySlice<UInt8>? {
        guard hasDoubledQuote else { return nil }
        scratch.removeAll(keepingCapacity: true)
        var index = start
        while index < end {
            let byte = record[index]
            scratch.append(byte)
            // A quote inside a quoted field is always doubled: skip its twin.
            index += byte == CSVScanner.quote ? 2 : 1
        }
        return scratch[...]
    }
}
