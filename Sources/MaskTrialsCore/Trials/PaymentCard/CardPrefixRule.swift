/// One issuer identification number range of a brand: card numbers whose first
/// `prefixDigits` digits lie in a range.
struct CardPrefixRule: Sendable {
    let brand: CardBrand
    let prefixDigits: Int
    /// The range widened to six digits (`51...55` becomes `510000...559999`), so a number
    /// is matched on its first six digits alone, with no division.
    let sixDigitRange: ClosedRange<Int>

    init(_ brand: CardBrand, _ range: ClosedRange<Int>, digits: Int) {
        var scale = 1
        for _ in digits..<6 { scale *= 10 }
        self.brand = brand
        self.prefixDigits = digits
        self.sixDigitRange = range.lowerBound * scale...(range.upperBound + 1) * scale - 1
    }

    func matches(_ number: CardNumber) -> Bool {
        sixDigitRange.contains(number.leadingSix) && brand.allowsLength(number.digitCount)
    }

    /// Sources: the issuer identification number table of Wikipedia's "Payment card number"
    /// article (as of 2024), and the networks' own announcements for the newer ranges
    /// (Mastercard's 2-series 2221–2720, in use since 2017; Mir's 2200–2204). The table and
    /// its caveats are in docs/trials.md.
    static let table: [CardPrefixRule] = [
        CardPrefixRule(.visa, 4...4, digits: 1),
        CardPrefixRule(.mastercard, 51...55, digits: 2),
        CardPrefixRule(.mastercard, 2221...2720, digits: 4),
        CardPrefixRule(.americanExpress, 34...34, digits: 2),
        CardPrefixRule(.americanExpress, 37...37, digits: 2),
        CardPrefixRule(.discover, 6011...6011, digits: 4),
        CardPrefixRule(.discover, 644...649, digits: 3),
        CardPrefixRule(.discover, 65...65, digits: 2),
        CardPrefixRule(.discover, 622126...622925, digits: 6),
        CardPrefixRule(.dinersClub, 300...305, digits: 3),
        CardPrefixRule(.dinersClub, 3095...3095, digits: 4),
        CardPrefixRule(.dinersClub, 36...36, digits: 2),
        CardPrefixRule(.dinersClub, 38...39, digits: 2),
        CardPrefixRule(.jcb, 3528...3589, digits: 4),
        CardPrefixRule(.unionPay, 62...62, digits: 2),
        CardPrefixRule(.maestro, 5018...5018, digits: 4),
        CardPrefixRule(.maestro, 5020...5020, digits: 4),
        CardPrefixRule(.maestro, 5038...5038, digits: 4),
        CardPrefixRule(.maestro, 5893...5893, digits: 4),
        CardPrefixRule(.maestro, 6304...6304, digits: 4),
        CardPrefixRule(.maestro, 6759...6759, digits: 4),
        CardPrefixRule(.maestro, 6761...6763, digits: 4),
        CardPrefixRule(.mir, 2200...2204, digits: 4),
    ]
}
