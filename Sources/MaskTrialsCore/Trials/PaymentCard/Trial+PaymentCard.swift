extension Trial {
    /// Passes a payment card number of one of the `accepting` brands: 12 to 19 digits
    /// (spaces or hyphens between them are ignored, so masked text such as
    /// `4111 1111 1111 1111` works), a right Luhn check digit, and a prefix and length of an
    /// accepted brand. Validator's `ValidationRulePaymentCard(acceptedTypes:)`.
    ///
    /// ```swift
    /// let card = Trial.paymentCard(accepting: [.visa, .mastercard])
    /// card.passes("4111 1111 1111 1111")    // true
    /// card.evaluate("4111 1111 1111 1112")  // .invalid([card_checksum])
    /// card.evaluate("3782 822463 10005")    // .invalid([card_brand]): American Express
    /// ```
    public static func paymentCard(accepting brands: [CardBrand] = CardBrand.allCases) -> Trial {
        Trial(PaymentCardJudge(accepted: brands))
    }
}

final class PaymentCardJudge: OneMessageJudge {
    let accepted: [CardBrand]
    let rules: [CardPrefixRule]

    init(accepted: [CardBrand]) {
        self.accepted = accepted
        self.rules = CardPrefixRule.table.filter { accepted.contains($0.brand) }
    }

    enum Fault {
        case notACardNumber
        case checksum
        case brand
    }

    func fault(in text: String, form: Form) -> Fault? {
        guard let number = CardNumber(text) else { return .notACardNumber }
        guard number.passesLuhn else { return .checksum }
        return rules.contains { $0.matches(number) } ? nil : .brand
    }

    func message(for fault: Fault) -> TrialMessage {
        switch fault {
        case .notACardNumber: TrialMessage(TrialMessage.Key.cardNumber)
        case .checksum: TrialMessage(TrialMessage.Key.cardChecksum)
        case .brand: TrialMessage(TrialMessage.Key.cardBrand, ["accepted": .list(accepted.map(\.name))])
        }
    }

    var step: TrialStep? {
        TrialStep(kind: "paymentCard", parameters: [.init("brands", accepted.map(\.rawValue))])
    }

    var description: String {
        accepted == CardBrand.allCases ? "paymentCard" : "paymentCard(accepting: [\(accepted.map { ".\($0.rawValue)" }.joined(separator: ", "))])"
    }
}
