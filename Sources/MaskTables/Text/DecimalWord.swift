/// A number below 10^8 as its eight decimal digits in one word, for a writer that stores a
/// row number with one store (`maskc`'s failure lines).
///
/// PERF: a row number's digits counted one by one and made two at a time by division cost
/// about 80 instructions; this is a dozen arithmetic steps with no loop and no branch.
public enum DecimalWord {
    /// The eight decimal digits of `value` (below 10^8, zeros in front), the most significant
    /// in the lowest byte, each byte a digit's value (0 to 9): add `0x30` to each byte for
    /// ASCII. `DecimalWordTests` hold it to `String(value)` on every power of ten, its
    /// neighbours and random values.
    ///
    /// How: two lanes of 32 bits hold the first four digits (low lane) and the last four;
    /// each lane is split into a hundreds lane and a remainder lane of 16 bits, and each of
    /// those into its tens and units bytes, every lane at once by multiplying with a
    /// reciprocal: `x * 5243 >> 19` is `x / 100` for `x` below 43,699, and `x * 103 >> 10` is
    /// `x / 10` for `x` below 179; no product grows out of its lane.
    @inlinable @inline(__always)
    public static func digits(_ value: UInt64) -> UInt64 {
        let halves = value / 10_000 | (value % 10_000) << 32
        let hundreds = ((halves &* 5243) >> 19) & 0x0000_007F_0000_007F
        let pairs = hundreds | (halves &- hundreds &* 100) << 16
        let tens = ((pairs &* 103) >> 10) & 0x000F_000F_000F_000F
        return tens | (pairs &- tens &* 10) << 8
    }
}
