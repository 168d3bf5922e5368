/// A set of byte values as a 256-bit map: membership is a shift and a mask, no branches.
/// Built once (as a `static let`); the e-mail and URL checkers classify bytes with it.
///
/// ```swift
/// let hex = ByteSet.digits.union(ByteSet("abcdefABCDEF"))
/// hex.contains(UInt8(ascii: "f"))   // true
/// ```
struct ByteSet: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// The set of the ASCII characters of `characters`.
    init(_ characters: String) {
        for byte in characters.utf8 { insert(byte) }
    }

    /// The bytes of a range, such as `0x30...0x39`.
    init(_ range: ClosedRange<UInt8>) {
        for byte in range { insert(byte) }
    }

    static let digits = ByteSet(0x30...0x39)
    static let letters = ByteSet(0x41...0x5A).union(ByteSet(0x61...0x7A))
    static let alphanumerics = digits.union(letters)
    static let hexDigits = digits.union(ByteSet("abcdefABCDEF"))

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        // PERF: selects, not a switch: a switch compiled to a jump table, an indirect branch
        // per byte.
        let word = byte < 0x80 ? (byte < 0x40 ? words.0 : words.1) : (byte < 0xC0 ? words.2 : words.3)
        return (word >> UInt64(byte & 63)) & 1 == 1
    }

    func union(_ other: ByteSet) -> ByteSet {
        var result = self
        result.words = (words.0 | other.words.0, words.1 | other.words.1, words.2 | other.words.2, words.3 | other.words.3)
        return result
    }

    private mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }
}
