import MaskTables

/// The little JSON maskc prints: one object a line, written straight into the output.
enum JSONWriter {
    /// Appends `bytes` as a JSON string. Invalid UTF-8 is replaced by U+FFFD (JSON text must
    /// be UTF-8); control characters, quotes and backslashes are escaped.
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let text = String(decoding: bytes, as: UTF8.self)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append(contentsOf: #"\""#.utf8)
            case "\\": output.append(contentsOf: #"\\"#.utf8)
            case "\n": output.append(contentsOf: #"\n"#.utf8)
            case "\r": output.append(contentsOf: #"\r"#.utf8)
            case "\t": output.append(contentsOf: #"\t"#.utf8)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default:
                output.append(contentsOf: String(scalar).utf8)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends a sample's fields: `"sample":` and the sample as a JSON string, and when its
    /// bytes are not valid UTF-8 (so `"sample"` holds U+FFFD in their place), also
    /// `,"sampleBytes":` and every byte of the sample as two lower-case hex digits, so a
    /// program can match the line back to its input exactly.
    static func appendSample(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(contentsOf: #""sample":"#.utf8)
        append(bytes, to: &output)
        guard String(validUTF8: bytes) == nil else { return }
        output.append(contentsOf: #","sampleBytes":""#.utf8)
        let digits = Array("0123456789abcdef".utf8)
        for byte in bytes {
            output.append(digits[Int(byte >> 4)])
            output.append(digits[Int(byte & 0x0F)])
        }
        output.append(UInt8(ascii: "\""))
    }

    /// ``appendSample(_:to:)`` straight to the output.
    static func sample(_ bytes: UnsafeBufferPointer<UInt8>, to output: OutputBuffer) throws {
        var encoded: [UInt8] = []
        appendSample(bytes, to: &encoded)
        try output.write(bytes: encoded)
    }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>, to output: OutputBuffer) throws {
        var encoded: [UInt8] = []
        append(bytes, to: &encoded)
        try output.write(bytes: encoded)
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var copy = text
        var encoded: [UInt8] = []
        copy.withUTF8 { append($0, to: &encoded) }
        return String(decoding: encoded, as: UTF8.self)
    }

    static func string(_ text: String, to output: OutputBuffer) throws {
        var copy = text
        try copy.withUTF8 { try string($0, to: output) }
    }
}
