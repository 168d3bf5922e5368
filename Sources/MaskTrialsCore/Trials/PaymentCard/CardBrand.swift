/// A payment card network, recognised by the leading digits (issuer identification number
/// ranges) and the length of the card number.
///
/// ```swift
/// CardBrand(cardNumber: "4111 1111 1111 1111")    // .visa
/// CardBrand(cardNumber: "2221 0000 0000 0009")    // .mastercard (the 2-series)
/// CardBrand.brands(forCardNumber: "6221 2600 0000 0000")   // [.discover, .unionPay]
/// ```
/// The ranges are in ``prefixes`` and docs/trials.md, with their sources.
public enum CardBrand: String, CaseIterable, Hashable, Sendable {
    case visa
    case mastercard
    case americanExpress
    case discover
    case dinersClub
    case jcb
    case unionPay
    case maestro
    case mir

    /// The brand's name as people write it: "American Express".
    public var name: String {
        switch self {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .americanExpress: "American Express"
        case .discover: "Discover"
        case .dinersClub: "Diners Club"
        case .jcb: "JCB"
        case .unionPay: "UnionPay"
        case .maestro: "Maestro"
        case .mir: "Mir"
        }
    }

    /// The brand whose most specific (longest) prefix range fits the number's digits and
    /// whose lengths include its length; nil when none does. Spaces and hyphens between
    /// digits are ignored; the check digit is not checked (``Trial/paymentCard(accepting:)``
    /// does that). Validator's `PaymentCardType(cardNumber:)`.
    public init?(cardNumber: String) {
        guard let number = CardNumber(cardNumber),
              let best = Self.rules(for: number).max(by: { $0.prefixDigits < $1.prefixDigits }) else { return nil }
        self = best.brand
    }

    /// Every brand whose ranges fit the number (ranges overlap: Discover's 622126–622925
    /// lies in UnionPay's 62).
    public static func brands(forCardNumber cardNumber: String) -> [CardBrand] {
        guard let number = CardNumber(cardNumber) else { return [] }
        var brands: [CardBrand] = []
        for rule in rules(for: number) where !brands.contains(rule.brand) { brands.append(rule.brand) }
        return brands
    }

    /// The numbers of digits a card of this brand may have.
    public var lengths: ClosedRange<Int> {
        switch self {
        case .visa: 13...19
        case .mastercard: 16...16
        case .americanExpress: 15...15
        case .discover, .jcb, .unionPay, .mir: 16...19
        case .dinersClub: 14...19
        case .maestro: 12...19
        }
    }

    /// Lengths inside ``lengths`` that the brand does not issue (Visa: 13, 16 and 19 only).
    func allowsLength(_ length: Int) -> Bool {
        guard lengths.contains(length) else { return false }
        return self != .visa || length == 13 || length == 16 || length == 19
    }

    static func rules(for number: CardNumber) -> [CardPrefixRule] {
        CardPrefixRule.table.filter { $0.matches(number) }
    }
}
