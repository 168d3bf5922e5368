/// How card numbers are printed, brand by brand: the masks of the `card` preset.
///
/// Sources:
/// - American Express: numbers start 34 or 37 and have 15 digits, printed 4-6-5
///   (`3782 822463 10005`; American Express's published test numbers, and the issuer
///   identification number table of Wikipedia's "Payment card number" article).
/// - Diners Club International: 300–305, 36, 38 and 39, 14 digits printed 4-6-4
///   (`3056 930902 5904`; Discover Global Network's IIN ranges, which route Diners Club
///   International, and the same Wikipedia table). Longer Diners numbers (16 digits) print
///   as the 16-digit brands do.
/// - Visa, Mastercard, Discover, JCB, UnionPay, Mir and 16-digit Maestro: 16 digits in four
///   groups of four (ISO/IEC 7812-1 sets no grouping; 4-4-4-4 is how these networks emboss
///   and print them).
/// - Every other length `Trial.paymentCard()` accepts (Visa 13 and 19, Maestro 12 to 19,
///   the 17- and 18-digit numbers of Discover, JCB, UnionPay, Mir and Diners Club, the 15
///   digits of Maestro or UnionPay that are not Amex): groups of four from the left, the
///   rest in a last shorter group (`4222 2222 2222 2`, `4000 0000 0000 0000 006`), as
///   issuers print the 16- and 19-digit numbers and as payment forms group the others.
///
/// The 16-digit layout comes first: of layouts that keep the same typed digits and are
/// equally complete the first wins, so an empty field and a number still being typed show
/// `DDDD DDDD DDDD DDDD`, and a complete number of another length switches to its own.
/// Amex and Diners come before the plain layout of their length, which would otherwise tie
/// with them.
///
/// Which brand a number belongs to, its Luhn digit and its length are checked by
/// `Trial.paymentCard()`, whose ranges (with their sources) are in MaskTrials' `CardBrand`.
///
/// A brand's leading digits are written as sets of one digit (`[3][47]`), not literals: they
/// are part of the number. A literal is left out of `extract`'s value (`3782 822463 10005`
/// would give `78282246310005`), and `transform` inserts a literal the input skipped, which
/// would make up a digit (the 14 digits `71449635398431` would become the valid Amex
/// number `3714 496353 98431`).
enum CardLayouts {
    static let masks: [PresetMask] = [
        PresetMask("16-digit", "DDDD DDDD DDDD DDDD"),
        PresetMask("amex", "[3][47]DD DDDDDD DDDDD"),
        PresetMask("diners-300", "[3][0][0-5]D DDDDDD DDDD"),
        PresetMask("diners", "[3][689]DD DDDDDD DDDD"),
        PresetMask("19-digit", "DDDD DDDD DDDD DDDD DDD"),
        PresetMask("12-digit", "DDDD DDDD DDDD"),
        PresetMask("13-digit", "DDDD DDDD DDDD D"),
        PresetMask("14-digit", "DDDD DDDD DDDD DD"),
        PresetMask("15-digit", "DDDD DDDD DDDD DDD"),
        PresetMask("17-digit", "DDDD DDDD DDDD DDDD D"),
        PresetMask("18-digit", "DDDD DDDD DDDD DDDD DD"),
    ]

    /// The networks' published test numbers, as the masks print them: American Express,
    /// Diners Club (300–305 and 36/38), Visa, Mastercard (51–55 and the 2-series), Discover,
    /// JCB, UnionPay, Mir, 19-digit Visa and JCB, and 13-digit Visa.
    static let examples = [
        "3782 822463 10005", "3714 496353 98431", "3056 930902 5904", "3852 000002 3237", "3622 720627 1667",
        "4111 1111 1111 1111", "4012 8888 8888 1881", "5555 5555 5555 4444", "5105 1051 0510 5100",
        "2221 0000 0000 0009", "6011 1111 1111 1117", "3530 1113 3330 0000", "6200 0000 0000 0005",
        "2200 0000 0000 0004", "4000 0000 0000 0000 006", "3589 0000 0000 0000 009",
        "4222 2222 2222 2",
    ]

    /// One number of each remaining length, made from a brand's leading digits, zeros and
    /// the Luhn digit (the networks publish no test numbers of these lengths): Maestro 12
    /// and 15, JCB and Diners Club 17, Discover and UnionPay 18.
    static let constructedExamples = [
        "6759 0000 0000", "6759 0000 0000 005", "3528 0000 0000 0000 7", "3600 0000 0000 0000 4",
        "6011 0000 0000 0000 04", "6220 0000 0000 0000 01",
    ]

    /// Printed right, but not cards: a wrong Luhn digit, and a number of no network.
    static let counterexamples = ["4111 1111 1111 1112", "3782 822463 10006", "6000 0000 0000 0007"]
}
