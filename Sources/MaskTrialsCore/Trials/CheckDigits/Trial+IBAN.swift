extension Trial {
    /// Passes an International Bank Account Number whose check digits are right: the ISO
    /// 13616-1 check (ISO 7064 MOD 97-10). The first four characters move to the end,
    /// letters become numbers (`A` = 10 … `Z` = 35), and the resulting number must leave
    /// 1 when divided by 97.
    ///
    /// The text is two letters (the country), two check digits from 02 to 98, and 11 to 30
    /// letters or digits (the account, BBAN): 15 to 34 characters in all, the longest the
    /// standard allows. Single spaces between characters are ignored, so the printed form
    /// `GB82 WEST 1234 5698 7654 32` passes as well as `GB82WEST12345698765432`. Letters
    /// are read in either case. The length and layout each country uses are not checked
    /// here: the `iban` preset's masks check those.
    ///
    /// ```swift
    /// Trial.iban.passes("GB82 WEST 1234 5698 7654 32")      // true: the registry's example
    /// Trial.iban.evaluate("GB82 WEST 1234 5698 7654 33")    // .invalid([iban_checksum])
    /// // "does not pass the IBAN check (check digits 82)"
    /// ```
    public static var iban: Trial { Trial(IBANJudge.shared) }
}

final class IBANJudge: OneMessageJudge {
    static let shared = IBANJudge()

    enum Fault {
        /// Not the shape of an IBAN.
        case notAnIBAN
        /// The check digits as written, and the ones the rest of the IBAN needs.
        case checkDigits(written: Int, expected: Int)
    }

    func fault(in text: String, form: Form) -> Fault? {
        text.withUTF8Bytes(Self.fault)
    }

    /// The characters after the first four, then the first four: ISO 13616's rearranged
    /// order, reduced mod 97 on the fly (so no big number is ever built).
    private static func fault(_ bytes: UnsafeBufferPointer<UInt8>) -> Fault? {
        var country = (UInt8(0), UInt8(0))
        var written = 0
        var count = 0
        var remainder = 0
        var previousWasSpace = true
        for byte in bytes {
            if byte == UInt8(ascii: " ") {
                // One space at a time, between characters.
                guard !previousWasSpace else { return .notAnIBAN }
                previousWasSpace = true
                continue
            }
            previousWasSpace = false
            switch count {
            case 0, 1:
                guard ASCII.isLetter(byte) else { return .notAnIBAN }
                if count == 0 { country.0 = byte | 0x20 } else { country.1 = byte | 0x20 }
            case 2, 3:
                guard ASCII.isDigit(byte) else { return .notAnIBAN }
                written = written * 10 + Int(byte &- 0x30)
            default:
                guard let value = Self.value(of: byte) else { return .notAnIBAN }
                remainder = Self.append(value, to: remainder)
            }
            count += 1
            guard count <= 34 else { return .notAnIBAN }
        }
        guard !previousWasSpace, count >= 15 else { return .notAnIBAN }
        // The country's letters, then "00" in place of the check digits: what remains is
        // 98 minus the check digits the account needs.
        remainder = Self.append(Int(country.0 &- 0x61) + 10, to: remainder)
        remainder = Self.append(Int(country.1 &- 0x61) + 10, to: remainder)
        remainder = remainder * 100 % 97
        let expected = 98 - remainder
        return written == expected ? nil : .checkDigits(written: written, expected: expected)
    }

    /// A digit's value, or a letter's (`A` or `a` = 10 … `Z` = 35); nil for anything else.
    private static func value(of byte: UInt8) -> Int? {
        if ASCII.isDigit(byte) { return Int(byte &- 0x30) }
        if ASCII.isLetter(byte) { return Int((byte | 0x20) &- 0x61) + 10 }
        return nil
    }

    /// The remainder after writing `value` (one or two decimal digits) after the digits
    /// that left `remainder`.
    private static func append(_ value: Int, to remainder: Int) -> Int {
        (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97
    }

    func message(for fault: Fault) -> TrialMessage {
        switch fault {
        case .notAnIBAN:
            TrialMessage(TrialMessage.Key.iban)
        case .checkDigits(let written, let expected):
            TrialMessage(TrialMessage.Key.ibanChecksum, [
                "check_digits": .text(Self.twoDigits(written)), "expected": .text(Self.twoDigits(expected)),
            ])
        }
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : String(number)
    }

    var step: TrialStep? { TrialStep(kind: "iban") }

    var description: String { "iban" }
}
