/// A decimal digit of any script read as its ASCII digit: typing normalization's one rule
/// for digits (``ReadingTables``' alternates), kept here so every reader of typed digits
/// (the masks' reading, the phone presets' length trial) counts the same digits by the
/// same value.
package enum TypedDigit {
    /// The ASCII digit (`0x30...0x39`) a scalar stands for: itself for an ASCII digit, and
    /// for a decimal digit of another script (general category Nd: Arabic-Indic `٣`,
    /// Persian `۳`, Devanagari `३`, full-width `３`) the ASCII digit of its value; nil for
    /// any other scalar (`²`, `①` and `Ⅻ` are numbers, not decimal digits).
    package static func asciiDigit(of scalar: Unicode.Scalar) -> UInt8? {
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) ? UInt8(scalar.value) : nil }
        let properties = scalar.properties
        guard properties.generalCategory == .decimalNumber, let value = properties.numericValue,
              value >= 0, value <= 9, value == value.rounded() else { return nil }
        return UInt8(0x30 + Int(value))
    }
}
