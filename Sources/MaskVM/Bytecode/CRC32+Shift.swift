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
/// addition being XOR. `x⁸ⁿ mod P` is the product of `x^(8 d 16^k) mod P` over the
/// hexadecimal digits `d` of `n`, each made once (``powersOfX``).
///
/// PERF: a shift is a product a nonzero digit (three for a mask's file of a few kilobytes),
/// each four bits of the multiplier a step; a product a bit, and a power a binary digit of
/// `n`, cost about 2,200 instructions a mask's file, where reading its bytes again cost
/// 2.5 a byte.
extension CRC32 {
    /// The checksum of the bytes between two registers of one pass: `start` before them,
    /// `end` after them, `count` bytes apart.
    static func checksum(between start: UInt32, and end: UInt32, count: Int) -> UInt32 {
        end ^ shifted(start ^ initialRegister, byZeroBytes: count) ^ initialRegister
    }

    /// The register `register` becomes after `count` zero bytes: `register · x^(8 count) mod P`.
    /// `count` is below 2³² (a file's length is a u32).
    static func shifted(_ register: UInt32, byZeroBytes count: Int) -> UInt32 {
        precondition(count >= 0 && count >> 32 == 0, "a byte count of a file, below 2^32")
        var result = register
        var remaining = count
        var digitBase = 0  // powersOfX[digitBase + d - 1] is x^(8 d 16^k) for the k-th digit d
        while remaining != 0 {
            let digit = remaining & 0xF
            if digit != 0 { result = product(powersOfX[digitBase + digit - 1], result) }
            remaining >>= 4
            digitBase += 15
        }
        return result
    }

    /// `left · right mod P`, both registers (bit 31 the coefficient of x⁰). Horner's rule
    /// four terms of `left` at a time, from its highest degrees (bits 0 to 3) down: the
    /// product so far times x⁴, plus the four terms times `right`. Times x⁴ is a shift
    /// towards bit 0 by four, the four terms pushed past x³¹ reduced by the byte table (its
    /// entry `v << 4` is `v · x⁴ mod P` for `v` below 16: `v << 4` loses nothing to its first
    /// four shifts).
    static func product(_ left: UInt32, _ right: UInt32) -> UInt32 {
        let timesX1 = timesX(right)
        let timesX2 = timesX(timesX1)
        let timesX3 = timesX(timesX2)
        return tables.withUnsafeBufferPointer { tables in
            // SAFETY: `(product & 0xF) << 4` is below 256, inside table 0.
            var product: UInt32 = 0
            var shift: UInt32 = 0
            while shift < 32 {
                product = (product >> 4) ^ tables[Int((product & 0xF) << 4)]
                // Bits shift + 3 down to shift of `left` are the terms x⁰ to x³ of this block.
                product ^= right & (0 &- (left >> (shift + 3) & 1))
                product ^= timesX1 & (0 &- (left >> (shift + 2) & 1))
                product ^= timesX2 & (0 &- (left >> (shift + 1) & 1))
                product ^= timesX3 & (0 &- (left >> shift & 1))
                shift += 4
            }
            return product
        }
    }

    /// `value · x mod P`: a shift towards bit 0; a term pushed past x³¹ is x³², P's lower terms.
    private static func timesX(_ value: UInt32) -> UInt32 {
        value & 1 == 1 ? (value >> 1) ^ polynomial : value >> 1
    }

    /// `x^(8 d 16^k) mod P` at `15 k + d - 1`, for the eight hexadecimal digits `k` of a u32
    /// byte count and every nonzero digit `d`: each power of a digit is the one before times
    /// the digit's first, and the next digit's first is the sixteenth. 120 products, once.
    private static let powersOfX: [UInt32] = {
        var powers: [UInt32] = []
        powers.reserveCapacity(8 * 15)
        var first: UInt32 = 1 << 23  // x⁸: bit 31 - 8
        for _ in 0..<8 {
            var power = first
            for _ in 1...15 {
                powers.append(power)
                power = product(power, first)
            }
            first = power
        }
        return powers
    }()
}
