/// The digits of a card number as typed or masked (`4111 1111 1111 1111`,
/// `4111-1111-1111-1111`), read in one pass without allocating.
struct CardNumber {
    /// How many digits: 12 to 19 (ISO/IEC 7812 allows 8 to 19; no brand here issues fewer
    /// than 12).
    let digitCount: Int
    /// The first six digits as a number.
    let leadingSix: Int
    /// Whether the Luhn (mod 10) check digit is right.
    let passesLuhn: Bool

    static let digitCounts = 12...19

    /// Nil unless the text is 12 to 19 ASCII digits, optionally separated by spaces or
    /// hyphens (one at a time, not at the ends).
    init?(_ text: String) {
        guard let read = text.withUTF8Bytes(Self.read) else { return nil }
        self = read
    }

    private init(digitCount: Int, leadingSix: Int, passesLuhn: Bool) {
        self.digitCount = digitCount
        self.leadingSix = leadingSix
        self.passesLuhn = passesLuhn
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> CardNumber? {
        var luhn = LuhnSum()
        var count = 0
        var leadingSix = 0
        var previousWasDigit = false
        for byte in bytes {
            if ASCII.isDigit(byte) {
                let digit = Int(byte &- 0x30)
                luhn.add(digit)
                if count < 6 { leadingSix = leadingSix * 10 + digit }
                count += 1
                guard count <= digitCounts.upperBound else { return nil }
                previousWasDigit = true
            } else if (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-")) && previousWasDigit {
                previousWasDigit = false
            } else {
                return nil
            }
        }
        guard previousWasDigit, digitCounts.contains(count) else { return nil }
        return CardNumber(digitCount: count, leadingSix: leadingSix, passesLuhn: luhn.passes)
    }
}
