extension Trial {
    /// Passes a number whose last digit is its Luhn (ISO/IEC 7812-1 annex B, "mod 10") check
    /// digit, whatever the number is for: card numbers, IMEIs, Canadian social insurance
    /// numbers. The text is two or more ASCII digits, optionally separated by single spaces
    /// or hyphens (`4111 1111 1111 1111`, `490154-203237518`). No length or prefix is checked:
    /// ``paymentCard(accepting:)`` adds the brands' rules to the same sum.
    ///
    /// ```swift
    /// Trial.luhn.passes("79927398713")          // true: the textbook example
    /// Trial.luhn.passes("79927398710")          // false
    /// Trial.luhn.evaluate("4111 1111 1111 1112") // .invalid([luhn])
    /// ```
    public static var luhn: Trial { Trial(LuhnJudge.shared) }
}

final class LuhnJudge: OneMessageJudge {
    static let shared = LuhnJudge()

    /// The only fault: not digits, or a wrong check digit. One message says both, as a
    /// typing mistake and a wrong digit look the same to the person who typed them.
    enum Fault {
        case notLuhn
    }

    func fault(in text: String, form: Form) -> Fault? {
        text.withUTF8Bytes(Self.passes) ? nil : .notLuhn
    }

    private static func passes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var luhn = LuhnSum()
        var previousWasDigit = false
        for byte in bytes {
            if ASCII.isDigit(byte) {
                luhn.add(Int(byte &- 0x30))
                previousWasDigit = true
            } else if (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-")) && previousWasDigit {
                previousWasDigit = false
            } else {
                return false
            }
        }
        return previousWasDigit && luhn.count >= 2 && luhn.passes
    }

    func message(for fault: Fault) -> TrialMessage {
        TrialMessage(TrialMessage.Key.luhn)
    }

    var description: String { "luhn" }
}
