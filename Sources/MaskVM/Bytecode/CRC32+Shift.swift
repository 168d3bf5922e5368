/// The checksum of a run of bytes from the registers at its two ends, without reading it.
///
/// Why it holds: a CRC register is a polynomial over GF(2) of degree below 32 (bit 31 is the
/// coefficient of x⁰, bit 0 that of x³¹), and reading a byte `b` maps register `r` to
/// `(r + b) · x⁸ mod P` (the byte's bits the coefficients of x²⁴ to x³¹). Every step is linear in
/// the pair (register, byte), so after the run `B` of `n` bytes
///
///     end = start · x⁸ⁿ mod P  +  F(B)
///
/// where `F(B)` is what `B` alone makes of a zero register. The checksum of `B` alone is
/// `(initial · x⁸ⁿ mod P + F(B)) + initial`, with `initial` = 0xFFFFFFFF, so
///
///     checksum(B) = end + (start + initial) · x⁸ⁿ mod P + initial,
///
/// addition being XOR. `x⁸ⁿ mod P` is a product of the powers `x^(2^k) mod P` for the bits
/// `k` of `8n`, each made once by squaring: about popcount(n) products of 32 steps, where
/// reading the run again costs 2.5 instructions a byte.
extension CRC32 {
    /// The checksum of the bytes between two registers of one pass: `start` before them,
    /// `end` after them, `count` bytes apart.
    static func checksum(between start: UInt32, and end: UInt32, count: Int) -> UInt32 {
        end ^ shifted(start ^ initialRegister, byZeroBytes: count) ^ initialRegister
    }

    /// The register `register` becomes after `count` zero bytes: `register · x^(8 count) mod P`.
    static func shifted(_ register: UInt32, byZeroBytes count: Int) -> UInt32 {
        precondition(count >= 0, "a negative number of bytes")
        var result = register
        var remaining = count
        var power = 3  // 8 · count = count · 2³: bit j of count stands for x^(2^(j + 3))
        while remaining != 0 {
            if remaining & 1 == 1 { result = product(powersOfX[power], result) }
            remaining >>= 1
            power += 1
        }
        return result
    }

    /// `left · right mod P`, both registers (bit 31 the coefficient of x⁰). Schoolbook: for
    /// each term xⁱ of `left`, add `right · xⁱ`, made by multiplying by x one step at a time
    /// (a shift towards bit 0; a term pushed past x³¹ is x³², which is P's lower terms).
    static func product(_ left: UInt32, _ right: UInt32) -> UInt32 {
        var product: UInt32 = 0
        var terms = left  // the coefficient of xⁱ is in bit 31 at step i
        var multiple = right  // right · xⁱ mod P
        while terms != 0 {
            if terms & 0x8000_0000 != 0 { product ^= multiple }
            terms <<= 1
            multiple = multiple & 1 == 1 ? (multiple >> 1) ^ polynomial : multiple >> 1
        }
        return product
    }

    /// `x^(2^k) mod P` for every `k` a shift of a byte count can need (3 ..< 3 + Int.bitWidth),
    /// each the square of the one before, from x¹ (bit 30).
    private static let powersOfX: [UInt32] = {
        var powers: [UInt32] = [0x4000_0000]
        while powers.count < 3 + Int.bitWidth { powers.append(product(powers[powers.count - 1], powers[powers.count - 1])) }
        return powers
    }()
}
