/// Reading and writing JSON string literals as UTF-8 bytes.
public enum JSONString {
    /// Appends the value of the string literal whose text (between the quotes, already
    /// checked by ``JSONScanner/scanString(_:)``) is `bytes[start..<end]`. Returns false for
    /// an escape that is not a whole scalar (a lone surrogate): such a value is not text.
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, into output: inout [UInt8]) -> Bool {
        var at = start
        while at < end {
            let byte = bytes[at]
            guard byte == UInt8(ascii: "\\"), at + 1 < end else {
                output.append(byte)
                at += 1
                continue
            }
            let escaped = bytes[at + 1]
            at += 2
            switch escaped {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                guard var scalar = hex4(bytes, at, end) else { return false }
                at += 4
                if (0xD800..<0xDC00).contains(scalar) {
                    // A high surrogate must be followed by an escaped low one.
                    guard at + 6 <= end, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u"),
                          let low = hex4(bytes, at + 2, end), (0xDC00..<0xE000).contains(low) else { return false }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    at += 6
                }
                guard let unicode = Unicode.Scalar(scalar) else { return false }
                output.append(contentsOf: String(unicode).utf8)
            default: output.append(escaped)   // \" \\ \/
            }
        }
        return true
    }

    private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, _ end: Int) -> UInt32? {
        guard at + 4 <= end else { return nil }
        var value: UInt32 = 0
        for index in at..<at + 4 {
            guard let digit = JSONScanner.hexValue(bytes[index]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    /// Appends `bytes` (valid UTF-8) as a JSON string literal: quotes, backslashes and
    /// control characters escaped, everything else as it is.
    ///
    /// PERF: the bytes between two that need an escape go in as one run (one append of a
    /// slice, not one per byte): a cell's value and a message are mostly plain.
    public static func encode(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var runStart = 0
        for (index, byte) in bytes.enumerated() where needsEscape(byte) {
            if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
            appendEscape(byte, to: &output)
            runStart = index + 1
        }
        if runStart < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        output.append(UInt8(ascii: "\""))
    }

    /// Whether `bytes` go into a JSON string literal as they are, between its quotes: no
    /// byte needs an escape (a writer that knows this can copy them in one run).
    ///
    /// PERF: eight bytes a step, each byte that needs an escape marked exactly
    /// (``CSVScanner/matches(_:_:)``: a control character is a byte whose top three bits are
    /// clear); a byte at a time cost about 6 instructions a byte of every failing value and
    /// message `check --rules` writes.
    public static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        everyWord(of: bytes, isPlain: { !needsEscape($0) }, wordIsPlain: { !needsEscape(inWordAt: $0) })
    }

    /// Whether `bytes` are ASCII with no byte to escape: plain (``isPlain(_:)``) and valid
    /// UTF-8 at once, told in the same one pass, so a writer need not test UTF-8 apart.
    public static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        everyWord(
            of: bytes, isPlain: { $0 < 0x80 && !needsEscape($0) },
            wordIsPlain: { pointer in
                pointer.loadUnaligned(as: UInt64.self) & (0x80 &* CSVScanner.ones) == 0
                    && !needsEscape(inWordAt: pointer)
            })
    }

    /// Whether the eight bytes of `word` (loaded little-endian: byte `k` of the text in bits
    /// `8k..<8k+8`) are ASCII with no byte to escape, as ``isPlainASCII(_:)`` tests each word:
    /// for a writer that copies a text a word at a time and tests each word as it goes.
    /// (Inlinable, so its own copy of ``CSVScanner/matches(_:_:)``: the caller's loop keeps
    /// it in registers. `JSONStringTests` hold it to ``isPlainASCII(_:)``.)
    @inlinable @inline(__always)
    public static func isPlainASCIIWord(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        guard word & (0x80 &* ones) == 0 else { return false }
        // A byte equal to `wanted` gets its top bit set, exactly (as CSVScanner.matches).
        func matches(_ word: UInt64, _ wanted: UInt64) -> UInt64 {
            let zeroed = word ^ wanted
            return ~((((zeroed & lows) &+ lows) | zeroed) | lows)
        }
        let marks = matches(word & (0xE0 &* ones), 0) | matches(word, 0x22 &* ones)
            | matches(word, 0x5C &* ones) | matches(word, 0x7F &* ones)
        return marks == 0
    }

    /// Whether every byte of `bytes` passes: a byte at a time under eight bytes, else eight
    /// at a time.
    @inline(__always)
    private static func everyWord(
        of bytes: UnsafeBufferPointer<UInt8>, isPlain: (UInt8) -> Bool, wordIsPlain: (UnsafeRawPointer) -> Bool
    ) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        guard count >= 8 else {
            for byte in bytes where !isPlain(byte) { return false }
            return true
        }
        // PERF: the last bytes short of a step are the last eight loaded again, overlapping
        // the step before (a byte loop over them was about a fifth of a message's cost).
        // SAFETY: `count >= 8`: every load is of eight bytes of the buffer.
        if !wordIsPlain(UnsafeRawPointer(base + (count &- 8))) { return false }
        var index = 0
        while count &- index >= 8 {
            if !wordIsPlain(UnsafeRawPointer(base + index)) { return false }
            index &+= 8
        }
        return true
    }

    /// Whether one of the eight bytes at `pointer` ``needsEscape(_:)``, all tested at once.
    @inline(__always)
    private static func needsEscape(inWordAt pointer: UnsafeRawPointer) -> Bool {
        let ones = CSVScanner.ones
        let word = UInt64(littleEndian: pointer.loadUnaligned(as: UInt64.self))
        let marks = CSVScanner.matches(word & (0xE0 &* ones), 0) | CSVScanner.matches(word, UInt64(0x22) &* ones)
            | CSVScanner.matches(word, UInt64(0x5C) &* ones) | CSVScanner.matches(word, UInt64(0x7F) &* ones)
        return marks != 0
    }

    /// Whether a byte is written escaped: a quote, a backslash, a control character or DEL.
    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
    }

    /// The escape of one byte that ``needsEscape(_:)``.
    private static func appendEscape(_ byte: UInt8, to output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
        case 0x0A: output.append(contentsOf: #"\n"#.utf8)
        case 0x0D: output.append(contentsOf: #"\r"#.utf8)
        case 0x09: output.append(contentsOf: #"\t"#.utf8)
        default:
            let digits = Array("0123456789abcdef".utf8)
            output.append(contentsOf: #"\u00"#.utf8)
            output.append(digits[Int(byte >> 4)])
            output.append(digits[Int(byte & 15)])
        }
    }

    /// The literal of an array's bytes.
    public static func encode(_ bytes: [UInt8], into output: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { encode($0, into: &output) }
    }

    /// The literal of a string's UTF-8.
    public static func encode(_ text: String, into output: inout [UInt8]) {
        var text = text
        text.withUTF8 { encode($0, into: &output) }
    }
}
