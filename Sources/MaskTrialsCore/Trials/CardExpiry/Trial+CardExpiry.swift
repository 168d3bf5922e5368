extension Trial {
    /// Passes a card's expiry date as printed on it, `MM/YY` (month 01 to 12, year 20YY).
    /// With a reference month it also fails a card that has expired: a card is good through
    /// the last day of its expiry month (ISO/IEC 7813), so `11/26` passes in November 2026
    /// and fails in December.
    ///
    /// ```swift
    /// let expiry = Trial.cardExpiry(notBefore: CalendarMonth(year: 2026, month: 11)!)
    /// expiry.passes("11/26")                // true: good through the end of the month
    /// expiry.evaluate("10/26")              // .invalid([card_expired])
    /// Trial.cardExpiry().passes("01/20")    // true: no reference, no check of the past
    /// ```
    public static func cardExpiry(notBefore reference: CalendarMonth? = nil) -> Trial {
        guard let reference else { return Trial(CardExpiryJudge(reference: nil)) }
        let fixed: @Sendable () -> CalendarMonth = { reference }
        return Trial(CardExpiryJudge(reference: fixed))
    }

    /// ``cardExpiry(notBefore:)`` with the reference read at every judgement (today's month,
    /// from the app's clock).
    public static func cardExpiry(notBefore reference: @escaping @Sendable () -> CalendarMonth) -> Trial {
        Trial(CardExpiryJudge(reference: reference))
    }
}

final class CardExpiryJudge: OneMessageJudge {
    let reference: (@Sendable () -> CalendarMonth)?

    init(reference: (@Sendable () -> CalendarMonth)?) {
        self.reference = reference
    }

    enum Fault {
        case notAnExpiry
        case expired(CalendarMonth, before: CalendarMonth)
    }

    func fault(in text: String, form: Form) -> Fault? {
        guard let expiry = text.withUTF8Bytes(Self.read) else { return .notAnExpiry }
        guard let reference = reference?(), expiry < reference else { return nil }
        return .expired(expiry, before: reference)
    }

    /// `MM/YY` with MM from 01 to 12, read as month MM of 20YY.
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> CalendarMonth? {
        guard bytes.count == 5, bytes[2] == UInt8(ascii: "/"),
              [0, 1, 3, 4].allSatisfy({ ASCII.isDigit(bytes[$0]) }) else { return nil }
        let digit = { (offset: Int) in Int(bytes[offset] &- 0x30) }
        return CalendarMonth(year: 2000 + digit(3) * 10 + digit(4), month: digit(0) * 10 + digit(1))
    }

    func message(for fault: Fault) -> TrialMessage {
        switch fault {
        case .notAnExpiry:
            TrialMessage(TrialMessage.Key.cardExpiry)
        case .expired(let expiry, let reference):
            TrialMessage(TrialMessage.Key.cardExpired, ["expiry": .text(expiry.description), "reference": .text(reference.description)])
        }
    }

    /// Only without a reference: a month read from a clock is code.
    var step: TrialStep? { reference == nil ? TrialStep(kind: "cardExpiry") : nil }

    var description: String { reference == nil ? "cardExpiry" : "cardExpiry(notBefore: ...)" }
}
