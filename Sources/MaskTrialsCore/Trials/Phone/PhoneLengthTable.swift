/// Each country code's possible national lengths, as one flat table indexed by the code's
/// digits: what ``PhoneNumberJudge`` looks a number up in, and what a file's `phoneNumber`
/// step is read into.
///
/// A code is one to three digits (ITU-T E.164), so every code has a slot of its own: `d` is
/// slot `d`, `dd` slot `10 + dd`, `ddd` slot `110 + ddd`. A slot holds the lengths as bits.
///
/// PERF: loading the `phone-e164` preset's file built a dictionary of 240 arrays keyed by
/// strings, which cost five times compiling its mask (issue 21); the table is two
/// allocations, filled in place as the step's entries are read.
struct PhoneLengthTable: Sendable {
    /// The lengths of one code: bit `n` of the two words when `n` digits after the code are
    /// a possible number, for `n` in 0...127.
    struct Lengths: Hashable, Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        /// The largest length a slot can hold.
        static let maximum = 127

        var isEmpty: Bool { low == 0 && high == 0 }

        func contains(_ length: Int) -> Bool {
            guard (0...Self.maximum).contains(length) else { return false }
            return length < 64 ? low >> UInt64(length) & 1 == 1 : high >> UInt64(length - 64) & 1 == 1
        }

        /// Adds `length`; false when it is out of range or there already.
        mutating func insert(_ length: Int) -> Bool {
            guard (0...Self.maximum).contains(length), !contains(length) else { return false }
            if length < 64 { low |= 1 << UInt64(length) } else { high |= 1 << UInt64(length - 64) }
            return true
        }

        /// The lengths, shortest first.
        var sorted: [Int] {
            var lengths: [Int] = []
            lengths.reserveCapacity(low.nonzeroBitCount + high.nonzeroBitCount)
            for (word, base) in [(low, 0), (high, 64)] {
                var bits = word
                while bits != 0 {
                    lengths.append(base + bits.trailingZeroBitCount)
                    bits &= bits - 1
                }
            }
            return lengths
        }
    }

    /// Slots for every code of one, two and three digits.
    static let slotCount = 10 + 100 + 1000

    /// `index[slot]`: 0 for no code, otherwise one more than the code's place in ``lengths``.
    private var index: [UInt16]
    /// The lengths of the codes, in the order they were added.
    private var lengths: [Lengths] = []

    init() {
        index = [UInt16](repeating: 0, count: Self.slotCount)
    }

    /// The number of country codes.
    var count: Int { lengths.count }

    /// The slot of the code whose `digitCount` digits (1 to 3) have the value `value`.
    static func slot(_ value: Int, digitCount: Int) -> Int {
        switch digitCount {
        case 1: value
        case 2: 10 + value
        default: 110 + value
        }
    }

    /// The slot of `code`, or nil when it is not one to three ASCII digits.
    static func slot(of code: String) -> Int? {
        var value = 0
        var digitCount = 0
        for byte in code.utf8 {
            guard ASCII.isDigit(byte), digitCount < 3 else { return nil }
            value = value * 10 + Int(byte &- 0x30)
            digitCount += 1
        }
        return digitCount == 0 ? nil : slot(value, digitCount: digitCount)
    }

    /// The code of a slot, as its digits.
    static func code(ofSlot slot: Int) -> String {
        switch slot {
        case ..<10: String(slot)
        case ..<110: String("0\(slot - 10)".suffix(2))
        default: String("00\(slot - 110)".suffix(3))
        }
    }

    /// The lengths of the code in `slot`, or nil when there is no such code.
    func lengths(inSlot slot: Int) -> Lengths? {
        let place = Int(index[slot])
        return place == 0 ? nil : lengths[place - 1]
    }

    /// Adds a code's lengths; false when the code is there already.
    mutating func add(slot: Int, _ codeLengths: Lengths) -> Bool {
        guard index[slot] == 0 else { return false }
        lengths.append(codeLengths)
        index[slot] = UInt16(lengths.count)
        return true
    }

    /// Every code and its lengths, shortest first, the codes in the order of their text
    /// (`"1"`, `"20"`, `"211"`): what a step writes.
    var entries: [(code: String, lengths: [Int])] {
        (0..<Self.slotCount).compactMap { slot in lengths(inSlot: slot).map { (Self.code(ofSlot: slot), $0.sorted) } }
            .sorted { $0.code < $1.code }
    }

    /// Reads one entry of a step's `lengths`, `CODE:LENGTH,LENGTH,...` (`44:7,9,10`): a code
    /// of one to three digits and at least one length of one or two digits, none of them 0
    /// and none twice. One pass over the UTF-8 bytes, nothing allocated.
    static func entry(_ text: String) -> (slot: Int, lengths: Lengths)? {
        var utf8 = text.utf8.makeIterator()
        var code = 0
        var codeLength = 0
        while let byte = utf8.next(), byte != UInt8(ascii: ":") {
            guard ASCII.isDigit(byte), codeLength < 3 else { return nil }
            code = code * 10 + Int(byte &- 0x30)
            codeLength += 1
        }
        guard codeLength > 0 else { return nil }
        var lengths = Lengths()
        var digits = 0
        var value = 0
        func close() -> Bool {
            guard digits > 0, value > 0, lengths.insert(value) else { return false }
            digits = 0
            value = 0
            return true
        }
        while let byte = utf8.next() {
            if byte == UInt8(ascii: ",") {
                guard close() else { return nil }
            } else {
                guard ASCII.isDigit(byte), digits < 2 else { return nil }
                digits += 1
                value = value * 10 + Int(byte &- 0x30)
            }
        }
        guard close() else { return nil }
        return (slot(code, digitCount: codeLength), lengths)
    }
}
