/// Rails' `blank?` for text: empty, or nothing but white space.
enum BlankText {
    /// Whether `text` is empty or only white space (Unicode's White_Space property, so a
    /// no-break space or an ideographic space counts). ASCII text is decided on its bytes.
    static func isBlank(_ text: String) -> Bool {
        let asciiVerdict: Bool? = text.withUTF8Bytes { bytes in
            for byte in bytes {
                if byte >= 0x80 { return nil }
                // Space, and tab through carriage return.
                if byte != 0x20 && !(0x09...0x0D).contains(byte) { return false }
            }
            return true
        }
        if let asciiVerdict { return asciiVerdict }
        return text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}
