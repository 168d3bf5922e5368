import MaskTables

/// Whether bytes are written into a JSON string as they are: valid UTF-8 with no byte to
/// escape (``JSONString/isPlain(_:)``).
enum PlainJSONText {
    /// PERF: ASCII with nothing to escape (nearly every failing cell of `check --rules`) is
    /// told in one pass of eight bytes a step, where the UTF-8 test and the escape test each
    /// walked the value (about 110 instructions a failure); anything else asks the two.
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isPlainASCII(bytes) || (CellJudge.isValidUTF8(bytes) && JSONString.isPlain(bytes))
    }

    /// Whether every byte is ASCII and none is a control character, DEL, a quote or a
    /// backslash. The last bytes short of a step are the last eight loaded again.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        guard count >= 8 else {
            for byte in bytes where byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C { return false }
            return true
        }
        // SAFETY: `count >= 8`: every load is of eight bytes of the buffer.
        let raw = UnsafeRawPointer(base)
        if !isPlainASCII(word: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)) { return false }
        var index = 0
        while count &- index >= 8 {
            if !isPlainASCII(word: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return false }
            index &+= 8
        }
        return true
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes of `word` at once: no high bit set, then no zero byte among the word's
    /// bytes masked to their top three bits (a control character) or compared with a quote,
    /// a backslash or DEL. `(x - ones) & ~x & highBits` is nonzero exactly when some byte of
    /// `x` is zero (a borrow marks only bytes above a zero byte, so the test as a whole is exact).
    @inline(__always)
    private static func isPlainASCII(word: UInt64) -> Bool {
        guard word & highBits == 0 else { return false }
        return !hasZeroByte(word & (0xE0 &* ones)) && !hasZeroByte(word ^ (0x22 &* ones))
            && !hasZeroByte(word ^ (0x5C &* ones)) && !hasZeroByte(word ^ (0x7F &* ones))
    }

    @inline(__always)
    private static func hasZeroByte(_ x: UInt64) -> Bool {
        (x &- ones) & ~x & highBits != 0
    }
}
