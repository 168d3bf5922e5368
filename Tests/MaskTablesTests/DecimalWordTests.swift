import MaskTables
import TestSupport
import Testing

/// `DecimalWord.digits` (a row number's eight digits in one word) and
/// `JSONString.isPlainASCIIWord` (a word's plain test, for a writer that copies a value a word
/// at a time), held to the plain ways they stand for.
@Suite struct DecimalWordTests {
    /// The word's digits as text, leading zeros dropped (as `maskc` writes a row number).
    static func text(_ value: UInt64) -> String {
        let digits = DecimalWord.digits(value)
        var text = ""
        for index in 0..<8 {
            let digit = (digits >> UInt64(8 * index)) & 0xFF
            #expect(digit < 10, "\(value): byte \(index) is not a digit's value")
            text.append(Character(Unicode.Scalar(UInt8(48 + digit))))
        }
        let trimmed = text.drop { $0 == "0" }
        return trimmed.isEmpty ? "0" : String(trimmed)
    }

    @Test("every power of ten below 10^8, its neighbours, and random values are their decimal text")
    func digitsAreTheDecimalText() {
        var values: [UInt64] = [0, 1, 9, 99_999_999]
        var power: UInt64 = 1
        while power < 100_000_000 {
            values += [power - 1, power, power + 1, 2 * power - 1, 5 * power, 9 * power + 9 * (power / 10)]
            power *= 10
        }
        var random = SeededGenerator(seed: 51)
        values += (0..<20_000).map { _ in UInt64.random(in: 0..<100_000_000, using: &random) }
        values += (0..<2_000).map { _ in UInt64.random(in: 0..<10_000, using: &random) }
        for value in values where value < 100_000_000 {
            #expect(Self.text(value) == String(value), "\(value)")
        }
        // Every value of four digits and every one of the form k * 10,000 + j, j below 200.
        for value in 0..<10_000 as Range<UInt64> { #expect(Self.text(value) == String(value)) }
        for high in stride(from: 0 as UInt64, to: 10_000, by: 97) {
            for low in 0..<200 as Range<UInt64> { #expect(Self.text(high * 10_000 + low) == String(high * 10_000 + low)) }
        }
    }

    @Test("a word is plain ASCII exactly when its eight bytes are, as isPlainASCII says")
    func plainWords() {
        var random = SeededGenerator(seed: 52)
        // Bytes that are plain, and each kind that is not: a control byte, a quote, a
        // backslash, DEL, and bytes with the top bit set.
        let plain = Array(0x20...0x7E).map(UInt8.init).filter { $0 != 0x22 && $0 != 0x5C }
        let special: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x22, 0x5C, 0x7F, 0x80, 0xC3, 0xFF, 0x20, 0x7E, 0x21, 0x5B, 0x5D]
        var plainCount = 0
        for round in 0..<20_000 {
            var bytes = (0..<8).map { _ in plain.randomElement(using: &random)! }
            for _ in 0..<(round % 3) { bytes[Int.random(in: 0..<8, using: &random)] = special.randomElement(using: &random)! }
            var word: UInt64 = 0
            for (index, byte) in bytes.enumerated() { word |= UInt64(byte) << UInt64(8 * index) }
            let expected = bytes.withUnsafeBufferPointer { JSONString.isPlainASCII($0) }
            #expect(JSONString.isPlainASCIIWord(word) == expected, "\(bytes)")
            if expected { plainCount += 1 }
        }
        #expect(plainCount > 5_000)
        #expect(plainCount < 15_000)
    }
}
