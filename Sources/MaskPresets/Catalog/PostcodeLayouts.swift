/// Postcodes of the United Kingdom, Canada, the Netherlands and Germany: the masks of the
/// `postcode-*` presets. Letters and leading digits are sets, not literals, so they are part
/// of the value (`extract` keeps them, and `transform` never makes one up).
///
/// Sources:
/// - United Kingdom: Royal Mail's Postcode Address File programmers' guide, as summarised
///   in Wikipedia's "Postcodes in the United Kingdom" (Formatting): the outward code is one
///   of A9, A99, AA9, AA99, A9A and AA9A, then a space and the inward code 9AA. The first
///   letter is never Q, V or X; the second never I, J or Z; the third (A9A) one of
///   ABCDEFGHJKPSTUW; the fourth (AA9A) one of ABEHMNPRVWXY; the inward letters never C, I,
///   K, M, O or V. `GIR 0AA`, Girobank's (now Santander's) non-geographic code, is the one
///   postcode outside these layouts, and has a mask of its own.
/// - Canada: Canada Post's addressing guidelines: A9A 9A9, no D, F, I, O, Q or U anywhere,
///   and no W or Z first.
/// - Netherlands: PostNL: four digits, the first not 0, a space and two capital letters;
///   the letter pairs SA, SD and SS are not issued.
/// - Germany: Deutsche Post's Postleitzahlen, five digits, 01000 to 99999 (no 00).
enum PostcodeLayouts {
    /// The inward code: a digit and two letters of `ABDEFGHJLNPQRSTUWXYZ`.
    private static let inward = " D[ABD-HJLNP-UW-Z][ABD-HJLNP-UW-Z]"
    private static let first = "[A-PR-UWYZ]"
    private static let second = "[A-HK-Y]"

    static let unitedKingdom: [PresetMask] = [
        PresetMask("A9", first + "D" + inward),
        PresetMask("A99", first + "DD" + inward),
        PresetMask("AA9", first + second + "D" + inward),
        PresetMask("AA99", first + second + "DD" + inward),
        PresetMask("A9A", first + "D[A-HJKPS-UW]" + inward),
        PresetMask("AA9A", first + second + "D[ABEHMNPRV-Y]" + inward),
        PresetMask("GIR", "[G][I][R] [0][A][A]"),
    ]

    /// The examples of Wikipedia's formatting table, one of each layout (EC1A 1BB, W1A 0AX,
    /// M1 1AE, B33 8TH, CR2 6XH, DN55 1PT), and Buckingham Palace (SW1A 1AA) and the House
    /// of Commons (SW1A 0AA), and GIR 0AA.
    static let unitedKingdomExamples = ["M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT", "W1A 0AX", "EC1A 1BB", "SW1A 1AA", "SW1A 0AA", "GIR 0AA"]

    private static let canadianLetter = "[ABCEGHJ-NPRSTV-Z]"
    static let canada: [PresetMask] = [
        PresetMask("postal-code", "[ABCEGHJ-NPRSTVXY]D" + canadianLetter + " D" + canadianLetter + "D"),
    ]

    /// Canada Post's head office (K1A 0B1) and the address Canada Post publishes for Santa
    /// Claus's letters (H0H 0H0).
    static let canadaExamples = ["K1A 0B1", "H0H 0H0"]

    static let netherlands: [PresetMask] = [
        PresetMask("postcode", "[1-9]DDD [A-RT-Z]U"),
        PresetMask("postcode-s", "[1-9]DDD [S][BCE-RT-Z]"),
    ]

    /// The Rijksmuseum (1071 XX Amsterdam) and the Binnenhof (2513 AA Den Haag).
    static let netherlandsExamples = ["1071 XX", "2513 AA"]

    static let germany: [PresetMask] = [
        PresetMask("plz", "[1-9]DDDD"),
        PresetMask("plz-0", "[0][1-9]DDD"),
    ]

    /// Berlin (Pariser Platz, 10117), the Bundestag's own code (11011), Munich (80331) and
    /// Dresden (01067).
    static let germanyExamples = ["10117", "11011", "80331", "01067"]
}
