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
    /// card.evaluate("3782 822463 10005")    // .invalid([card_brand]): "is a card of American Express, not of an accepted brand (Visa, Mastercard)"
    /// card.evaluate("4111 1111 1111 11")    // .invalid([card_length]): "is a Visa number of 14 digits; Visa issues 13, 16 or 19 digits"
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
        /// No accepted brand's rule fits; `brand` is the brand whose leading digits the
        /// number has (the most specific), when one has them.
        case brand(CardBrand?, digits: Int)
    }

    func fault(in text: String, form: Form) -> Fault? {
        guard let number = CardNumber(text) else { return .notACardNumber }
        guard number.passesLuhn else { return .checksum }
        if rules.contains(where: { $0.matches(number) }) { return nil }
        // PERF: naming the brand is only worked out for a number that fails.
        let prefixed = CardPrefixRule.table.filter { $0.matchesPrefix(number) }.max { $0.prefixDigits < $1.prefixDigits }
        return .brand(prefixed?.brand, digits: number.digitCount)
    }

    func message(for fault: Fault) -> TrialMessage {
        switch fault {
        case .notACardNumber: TrialMessage(TrialMessage.Key.cardNumber)
        case .checksum: TrialMessage(TrialMessage.Key.cardChecksum)
        case .brand(let brand?, let digits) where accepted.contains(brand) && !brand.allowsLength(digits):
            TrialMessage(TrialMessage.Key.cardLength, [
                "brand": .text(brand.name), "count": .integer(digits), "lengths": .text(brand.issuedLengths),
            ])
        case .brand(let brand?, _):
            TrialMessage(key: TrialMessage.Key.cardBrand, template: "is a card of %{brand}, not of an accepted brand (%{accepted})",
                         parameters: ["brand": .text(brand.name), "accepted": .list(accepted.map(\.name))])
        case .brand(nil, _):
            TrialMessage(TrialMessage.Key.cardBrand, ["accepted": .list(accepted.map(\.name))])
        }
    }

    var step: TrialStep? {
        TrialStep(kind: "paymentCard", parameters: [.init("brands", accepted.map(\.rawValue))])
    }

    var description: String {
        accepted == CardBrand.allCases ? "paymentCard" : "paymentCard(accepting: [\(accepted.map { ".\($0.rawValue)" }.joined(separator: ", "))])"
    }
}
