extension String {
    /// The bytes as a String when they are valid UTF-8, nil when they are not.
    ///
    /// `String(validating:as:)` says the same, but only from macOS 15 / iOS 18, above the
    /// package's minimum (macOS 13 / iOS 16, README): this is the form every platform the
    /// package supports can build.
    ///
    /// ```swift
    /// String(validUTF8: Array("café".utf8))   // "café"
    /// String(validUTF8: [0x63, 0xE9])          // nil: a lone 0xE9 is not UTF-8
    /// ```
    package init?<Bytes: Collection>(validUTF8 bytes: Bytes) where Bytes.Element == UInt8 {
        let decoded = String(decoding: bytes, as: UTF8.self)
        // Decoding puts U+FFFD in place of every invalid sequence, so the text's bytes are the
        // input's exactly when the input was valid: a valid text cannot equal invalid bytes.
        guard decoded.utf8.elementsEqual(bytes) else { return nil }
        self = decoded
    }
}
