import MaskTables

/// Whether bytes are written into a JSON string as they are: valid UTF-8 with no byte to
/// escape (``JSONString/isPlain(_:)``).
enum PlainJSONText {
    /// PERF: ASCII with nothing to escape (nearly every failing cell of `check --rules`) is
    /// told in one pass of eight bytes a step (``JSONString/isPlainASCII(_:)``), where the
    /// UTF-8 test and the escape test each walked the value (about 110 instructions a
    /// failure); anything else asks the two.
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        JSONString.isPlainASCII(bytes) || (CellJudge.isValidUTF8(bytes) && JSONString.isPlain(bytes))
    }
}
