/// The Luhn (ISO/IEC 7812-1 annex B, "mod 10") sum of digits read from the left.
///
/// Which digits get doubled depends on the parity of the digit count, unknown until the
/// end, so the sum is kept for both cases and the right one is chosen when the count is
/// known. Shared by ``Trial/luhn`` and the card-number reader, so the two cannot disagree.
struct LuhnSum {
    private var sumDoublingEven = 0
    private var sumDoublingOdd = 0
    /// How many digits have been added.
    private(set) var count = 0

    mutating func add(_ digit: Int) {
        let doubled = digit < 5 ? digit * 2 : digit * 2 - 9
        if count % 2 == 0 {
            sumDoublingEven += doubled
            sumDoublingOdd += digit
        } else {
            sumDoublingEven += digit
            sumDoublingOdd += doubled
        }
        count += 1
    }

    /// Whether the last digit is the right check digit for the ones before it. The check
    /// digit is the last; counting from it, every second digit is doubled: those at even
    /// offsets from the left when the count is even.
    var passes: Bool {
        (count % 2 == 0 ? sumDoublingEven : sumDoublingOdd) % 10 == 0
    }
}
