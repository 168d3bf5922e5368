/// The little JSON maskc prints: one object a line, written straight into the output.
enum JSONWriter {
    /// Appends `bytes` as a JSON string. Invalid UTF-8 is replaced by U+FFFD (JSON text must
    /// be UTF-8); control characters, quotes and backslashes are escaped.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>, to output: OutputBuffer) throws {
        try output.write(byte: UInt8(ascii: "\""))
        let text = String(decoding: bytes, as: UTF8.self)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": try output.write("\\\"")
            case "\\": try output.write("\\\\")
            case "\n": try output.write("\\n")
            case "\r": try output.write("\\r")
            case "\t": try output.write("\\t")
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                try output.write("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default:
                try output.write(String(scalar))
            }
        }
        try output.write(byte: UInt8(ascii: "\""))
    }

    static func string(_ text: String, to output: OutputBuffer) throws {
        var copy = text
        try copy.withUTF8 { try string($0, to: output) }
    }
}
