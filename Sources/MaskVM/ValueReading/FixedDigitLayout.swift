/// The quick reading of a value for a mask whose every text is one fixed row of positions,
/// each a set of digits or one ASCII symbol (`+7 (DDD) DDD-DD-DD`, `DD.DD.DDDD`): a sample
/// typed as digits, one for each digit position, each in its position's set, with any ASCII
/// symbols and spaces around them, reads as those digits in the mask's row, with every
/// symbol of the row written between them.
///
/// Why that is the exact reading (``MaskProgram/readValue(utf8:into:)``, whose search
/// keeps the most typed letters and digits): that text keeps every digit typed and is
/// complete (the typed symbols dropped as formatting, the row's written), so the search
/// keeps every digit too; a text of the mask has one byte a position, so a reading that
/// keeps `n` digits where the row has `n` digit positions puts the k-th digit typed at the
/// k-th position, and writes the row's symbols around them: every such reading writes this
/// text. Its value outcome is then `.value` unless a typed symbol that the row writes
/// stood between two digits that the row writes with no symbol between them (a separator
/// moved across): such a sample, and any sample with a letter, is left to the long way. A
/// mask with number ranges (whose typed separators close a number) has no layout.
/// `FixedDigitLayoutTests` hold the two together on random masks and samples.
///
/// PERF: a raw phone (`79123456789`, a quarter of the benchmark's phones) took the exact
/// search, about 15k instructions, because the fast reading reads its `7` as the first
/// `D`; a spaced one (`+7 912 345 67 89`) took the fast reading and the value rules, 8k.
/// This reading is a pass over the row.
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
    /// Per position, whether a symbol of the row stands between it and the digit position
    /// before it: a typed separator there has not moved.
    private let partedFromPrevious: [Bool]
    /// The symbols the row writes, a bit per ASCII byte.
    private let separators: (low: UInt64, high: UInt64)
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
                Self.insert(UInt8(byte), into: &set)
            }
            let accepting = state >= 1 && state <= dfa.acceptingCount
            if accepting || next == 0 {
                // The last position: accepting, with no way on.
                // Asked last: it makes the reading tables, which a mask not of one row
                // (a regex judged as written) may never need.
                guard accepting, next == 0, !digits.isEmpty, !program.tables.moves.hasValueRules else { return nil }
                self.digits = digits
                self.symbols = symbols
                digitPositions = digits.count(where: { $0 != 0 })
                var parted = [Bool](repeating: false, count: digits.count)
                var separators: (low: UInt64, high: UInt64) = (0, 0)
                var symbolSince = false
                for position in digits.indices {
                    if digits[position] == 0 {
                        symbolSince = true
                        Self.insert(symbols[position], into: &separators)
                    } else {
                        parted[position] = symbolSince
                        symbolSince = false
                    }
                }
                partedFromPrevious = parted
                self.separators = separators
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
    /// true when the sample is ASCII digits, as many as the row's digit positions, each one
    /// its position takes, with only ASCII symbols and spaces besides, none of the row's
    /// symbols standing between two digits the row does not part: the sample is then a value
    /// of the mask, printed so (`.value`, as the exact reading says). False otherwise, with
    /// `printed` unspecified: the caller reads the sample the long way.
    package func read(_ sample: UnsafeBufferPointer<UInt8>, into printed: inout [UInt8]) -> Bool {
        guard sample.count >= digitPositions else { return false }
        printed.removeAll(keepingCapacity: true)
        var next = 0
        var typedDigits = 0
        for (position, allowed) in digits.enumerated() {
            guard allowed != 0 else {
                printed.append(symbols[position])
                continue
            }
            // The typed symbols before this digit: formatting, unless one the row writes
            // parts this digit from the one before where the row does not.
            var parted = false
            while next < sample.count, !Self.isDigit(sample[next]) {
                guard Self.isSymbol(sample[next]) else { return false }
                parted = parted || Self.contains(sample[next], separators)
                next += 1
            }
            guard next < sample.count else { return false }
            if parted, typedDigits > 0, !partedFromPrevious[position] { return false }
            let digit = sample[next] &- UInt8(ascii: "0")
            guard allowed & (1 << UInt16(digit)) != 0 else { return false }
            printed.append(sample[next])
            next += 1
            typedDigits += 1
        }
        // After the last digit: symbols only (another digit is one too many).
        while next < sample.count {
            guard Self.isSymbol(sample[next]) else { return false }
            next += 1
        }
        return true
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// A printable ASCII byte that is neither a letter nor a digit (a space included).
    private static func isSymbol(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && !isDigit(byte) && !((0x61...0x7A).contains(byte | 0x20))
    }

    private static func insert(_ byte: UInt8, into set: inout (low: UInt64, high: UInt64)) {
        if byte < 64 { set.low |= 1 << UInt64(byte) } else { set.high |= 1 << UInt64(byte - 64) }
    }

    private static func contains(_ byte: UInt8, _ set: (low: UInt64, high: UInt64)) -> Bool {
        byte < 64 ? set.low & (1 << UInt64(byte)) != 0 : set.high & (1 << UInt64(byte &- 64)) != 0
    }
}
