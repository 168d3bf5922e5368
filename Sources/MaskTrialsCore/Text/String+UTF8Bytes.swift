extension StringProtocol {
    /// Calls `body` with the text's UTF-8 bytes: zero-copy for native strings, a copy only
    /// for the rare bridged or non-contiguous one.
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = String(self)
        return copy.withUTF8(body)
    }
}

enum ASCII {
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }
    static func isAlphanumeric(_ byte: UInt8) -> Bool { isDigit(byte) || isLetter(byte) }
    static func lowercased(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }
}
