import MaskTables

/// A failure line's short pieces written a word at a time, inline: a row number, the
/// failing value and the pieces made when the rules loaded (``FailureTails``).
///
/// PERF: each ``ByteCursor/write(_:)-(UnsafeBufferPointer<UInt8>)`` of a short piece was a
/// call into `memcpy` (about 25 instructions with the call), five a failure of
/// `check --rules`; a row number's digits counted one by one and made two at a time by
/// division cost about 80. Every load and store here lies within the bytes given and the
/// room reserved: a piece is copied in words of eight with the last word overlapping the
/// one before, and a shorter piece in two overlapping words of four, or bytes.
extension ByteCursor {
    /// Writes `bytes`, as ``write(_:)-(UnsafeBufferPointer<UInt8>)`` does.
    @inline(__always)
    mutating func writeWords(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = bytes.count
        guard let source = bytes.baseAddress, length > 0 else { return }
        precondition(length <= room, "ByteCursor: no room")
        Self.copy(UnsafeRawPointer(source), length, to: UnsafeMutableRawPointer(end))
        advance(by: length)
    }

    /// Writes `bytes` and returns true when they are ASCII with no byte a JSON string must
    /// escape (``JSONString/isPlainASCII(_:)``, told on the words as they are copied); false
    /// otherwise, with what was written unspecified (the caller drops the cursor).
    @inline(__always)
    mutating func writePlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = bytes.count
        guard let base = bytes.baseAddress, length > 0 else { return true }
        precondition(length <= room, "ByteCursor: no room")
        let source = UnsafeRawPointer(base)
        let target = UnsafeMutableRawPointer(end)
        var plain = true
        if length >= 8 {
            var index = 0
            while length &- index > 8 {
                let word = source.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                plain = plain && JSONString.isPlainASCIIWord(UInt64(littleEndian: word))
                target.storeBytes(of: word, toByteOffset: index, as: UInt64.self)
                index &+= 8
            }
            let last = source.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
            plain = plain && JSONString.isPlainASCIIWord(UInt64(littleEndian: last))
            target.storeBytes(of: last, toByteOffset: length &- 8, as: UInt64.self)
        } else {
            // Under eight bytes: the bytes in one word, the rest spaces (plain), tested once.
            var word: UInt64 = 0x2020_2020_2020_2020
            for index in 0..<length {
                let byte = source.load(fromByteOffset: index, as: UInt8.self)
                target.storeBytes(of: byte, toByteOffset: index, as: UInt8.self)
                word = word & ~(0xFF << UInt64(8 &* index)) | UInt64(byte) << UInt64(8 &* index)
            }
            plain = JSONString.isPlainASCIIWord(word)
        }
        advance(by: length)
        return plain
    }

    /// Writes `value` in decimal, as ``writeDecimal(_:)`` does (and with the room it needs).
    ///
    /// PERF: a value of 1 to 99,999,999 (a row number, an offset) is made as eight digits in
    /// one word (split in halves of four digits, each into two pairs, each pair into its
    /// digits, all lanes at once by multiplying with a reciprocal), and its leading zeros
    /// shifted out: about 25 instructions, with no loop. Any other value goes the pair way.
    @inline(__always)
    mutating func writeCount(_ value: Int) {
        guard value > 0, value < 100_000_000 else { return writeDecimal(value) }
        precondition(Self.decimalRoom <= room, "ByteCursor: no room")
        let digits = DecimalWord.digits(UInt64(value))
        // The first digit is in the lowest byte; leading zeros are the lowest bytes that are 0.
        let zeros = digits.trailingZeroBitCount & ~7
        let ascii = (digits | 0x3030_3030_3030_3030) >> UInt64(zeros)
        UnsafeMutableRawPointer(end).storeBytes(of: UInt64(littleEndian: ascii), as: UInt64.self)
        advance(by: 8 &- zeros / 8)
    }

    /// Copies `length` bytes (at least 1) from `source` to `target`: words of eight, the last
    /// overlapping the one before; under eight, two overlapping words of four, or bytes.
    @inline(__always)
    private static func copy(_ source: UnsafeRawPointer, _ length: Int, to target: UnsafeMutableRawPointer) {
        if length >= 8 {
            var index = 0
            while length &- index > 8 {
                target.storeBytes(of: source.loadUnaligned(fromByteOffset: index, as: UInt64.self), toByteOffset: index, as: UInt64.self)
                index &+= 8
            }
            target.storeBytes(of: source.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self), toByteOffset: length &- 8, as: UInt64.self)
        } else if length >= 4 {
            let first = source.loadUnaligned(as: UInt32.self)
            let last = source.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
            target.storeBytes(of: first, as: UInt32.self)
            target.storeBytes(of: last, toByteOffset: length &- 4, as: UInt32.self)
        } else {
            for index in 0..<length {
                target.storeBytes(of: source.load(fromByteOffset: index, as: UInt8.self), toByteOffset: index, as: UInt8.self)
            }
        }
    }
}
