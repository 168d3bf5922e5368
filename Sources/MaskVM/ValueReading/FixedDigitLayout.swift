/// The quick reading of a value for a mask whose every text is one fixed row of positions,
/// each a set of digits or one ASCII symbol (`+7 (DDD) DDD-DD-DD`, `DD.DD.DDDD`): a sample
/// typed as digits alone, one for each digit position, each in its position's set, reads
/// as those digits in the mask's row, with every symbol written between them.
///
/// Why that is the exact reading (``MaskProgram/readValue(utf8:into:)``, whose search
/// keeps the most typed letters and digits): that text keeps every digit typed and is
/// complete, so the search keeps every digit too; a text of the mask has one byte a
/// position, so a reading that keeps `n` digits where the row has `n` digit positions puts
/// the k-th digit typed at the k-th position, and writes the row's symbols around them:
/// every such reading writes this text, and drops nothing (the sample has nothing else),
/// so the value reading's outcome is `.value`. `FixedDigitLayoutTests` holds the two
/// together on random masks and samples.
///
/// PERF: a raw phone (`79123456789`, a quarter of the benchmark's phones) took the exact
/// search, about 15k instructions, because the fast reading reads its `7` as the first
/// `D`; this reading is a pass over the row.
///
/// ```swift
/// let phone = try MaskCompiler.compile("+7 (DDD) DDD-DD-DD")
/// let layout = FixedDigitLayout(phone)!
/// var printed: [UInt8] = []
/// Array("79123456789".utf8).withUnsafeBufferPointer { layout.read($0, into: &printed) }   // true
/// String(decoding: printed, as: UTF8.self)   // "+7 (912) 345-67-89"
/// ```
package struct FixedDigitLayout: Sendable {
    /// One position of the row: the digits it takes (bit `d` for digit `d`), or 0 for a symbol.
    private let digits: [UInt16]
    /// The byte each position writes: its symbol; unused for a digit position.
    private let symbols: [UInt8]
    /// How many positions take a digit.
    package let digitPositions: Int

    /// The program's row, or nil when its texts are not one fixed row of digit sets and
    /// ASCII symbols (a mask set, an optional part, a choice of lengths, a letter, a symbol
    /// that is not ASCII), read off its strict automaton: from the start, each state moves
    /// on every byte it takes to one same next state, and only the last state accepts.
    package init?(_ program: MaskProgram) {
        guard program.maskSet == nil else { return nil }
        let dfa = program.matcher
        var digits: [UInt16] = []
        var symbols: [UInt8] = []
        var state = dfa.startState
        // A cycle would be a row without end: a longer row than any mask writes is refused.
        while digits.count <= 256 {
            var next = 0
            var set: (low: UInt64, high: UInt64) = (0, 0)
            for byte in 0..<256 {
                let target = Int(dfa.transitions[state * dfa.classCount + Int(dfa.classMap[byte])])
                guard target != 0 else { continue }
                guard byte < 0x80, next == 0 || next == target else { return nil }
                next = target
                if byte < 64 { set.low |= 1 << UInt64(byte) } else { set.high |= 1 << UInt64(byte - 64) }
            }
            let accepting = state >= 1 && state <= dfa.acceptingCount
            if accepting || next == 0 {
                // The last position: accepting, with no way on.
                guard accepting, next == 0, !digits.isEmpty else { return nil }
                self.digits = digits
                self.symbols = symbols
                digitPositions = digits.count(where: { $0 != 0 })
                return
            }
            guard let position = Self.position(set) else { return nil }
            digits.append(position.digits)
            symbols.append(position.symbol)
            state = next
        }
        return nil
    }

    /// A position taking the bytes of `set`: digits only, or one ASCII symbol; nil otherwise.
    private static func position(_ set: (low: UInt64, high: UInt64)) -> (digits: UInt16, symbol: UInt8)? {
        let digitBits: UInt64 = 0x3FF << 0x30
        let letterOrDigit = (low: digitBits, high: UInt64(0x07FF_FFFE_07FF_FFFE))
        if set.high == 0, set.low & ~digitBits == 0 { return (UInt16(truncatingIfNeeded: set.low >> 0x30), 0) }
        // One byte that is neither a letter nor a digit.
        guard set.low.nonzeroBitCount + set.high.nonzeroBitCount == 1,
              set.low & letterOrDigit.low == 0, set.high & letterOrDigit.high == 0 else { return nil }
        let symbol = set.low != 0 ? set.low.trailingZeroBitCount : 64 + set.high.trailingZeroBitCount
        return (0, UInt8(symbol))
    }

    /// Writes the printed form of `sample` to `printed` (replacing its contents) and returns
    /// true when the sample is ASCII digits alone, as many as the row's digit positions,
    /// each one its position takes: the sample is then a value of the mask, printed so
    /// (`.value`, as the exact reading says). False otherwise, with `printed` unspecified:
    /// the caller reads the sample the long way.
    package func read(_ sample: UnsafeBufferPointer<UInt8>, into printed: inout [UInt8]) -> Bool {
        guard sample.count == digitPositions else { return false }
        printed.removeAll(keepingCapacity: true)
        var next = 0
        for (position, allowed) in digits.enumerated() {
            guard allowed != 0 else {
                printed.append(symbols[position])
                continue
            }
            let digit = sample[next] &- UInt8(ascii: "0")
            guard digit < 10, allowed & (1 << UInt16(digit)) != 0 else { return false }
            printed.append(sample[next])
            next += 1
        }
        return true
    }
}
