/// One field of a CSV record: where its bytes are in the record's buffer, and whether it was
/// written in double quotes.
///
/// For a quoted field, ``start`` and ``end`` span the text between the quotes, with each
/// doubled quote (`""`) still doubled: ``CSVField/value(in:into:)`` undoes that. An unquoted
/// field's span is its text as written, without the `\r` of a CRLF record end.
public struct CSVField: Hashable, Sendable, BitwiseCopyable {
    /// The first byte of the text (after the opening quote when quoted).
    public var start: Int
    /// One past the last byte of the text (the closing quote when quoted).
    public var end: Int
    /// Whether the field was written in double quotes.
    public var isQuoted: Bool
    /// Whether the quoted text holds a doubled quote, so its value is not its span.
    public var hasDoubledQuote: Bool

    public init(start: Int, end: Int, isQuoted: Bool, hasDoubledQuote: Bool = false) {
        self.start = start
        self.end = end
        self.isQuoted = isQuoted
        self.hasDoubledQuote = hasDoubledQuote
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
