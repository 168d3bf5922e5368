extension Trial {
    /// Passes a phone number whose country code is one of `lengths` and whose national number
    /// (the digits after the code) has one of that code's lengths: `lengths` maps a country
    /// code to the possible lengths of its national numbers. Only the ASCII digits count, the
    /// first of them taken as the country code, which is prefix-free (ITU-T E.164). The
    /// `phone` preset gives it libphonenumber's possible lengths; its fallback masks serve
    /// many codes with one range of lengths, so they let through numbers this refuses, and
    /// this says why: no such country code (`phone_country_code`), too short
    /// (`phone_too_short`), too long (`phone_too_long`) or a length between the possible ones
    /// (`phone_length`).
    ///
    /// ```swift
    /// let plan = Trial.phoneNumber(lengths: ["44": [7, 9, 10], "1": [10]])
    /// plan.passes("+44 7700 900123")   // true
    /// plan.evaluate("+44 7700 9001")   // .invalid([phone_length])
    /// plan.evaluate("+2191234567")     // .invalid([phone_country_code])
    /// ```
    public static func phoneNumber(lengths: [String: Set<Int>]) -> Trial {
        Trial(PhoneNumberJudge(lengths: lengths))
    }
}

final class PhoneNumberJudge: Judge {
    /// Each country code's possible national lengths, shortest first.
    let lengths: [String: [Int]]

    /// Why a number is not possible.
    enum Fault: Equatable {
        /// No country code starts the digits: the first three of them.
        case unknownCountryCode(String)
        case tooShort(code: String, lengths: [Int])
        case tooLong(code: String, lengths: [Int])
        case impossibleLength(code: String, lengths: [Int])
    }

    init(lengths: [String: Set<Int>]) {
        self.lengths = lengths.mapValues { $0.sorted() }
    }

    /// Lengths already sorted, shortest first, each once: what ``entry(_:)`` reads.
    init(sortedLengths: [String: [Int]]) {
        lengths = sortedLengths
    }

    /// Reads one entry of the step's `lengths`, `CODE:LENGTH,LENGTH,...` (`44:7,9,10`): a code
    /// of one to three digits and at least one length of one or two digits, none of them 0
    /// and none twice. The lengths come back shortest first.
    ///
    /// PERF: one pass over the UTF-8 bytes. Splitting the text into Substrings and a Set per
    /// entry cost about 12,000 instructions an entry, and the `phone` presets' file has one
    /// per country code: loading `phone-e164` took 27 times its compile (issue 21).
    static func entry(_ text: String) -> (code: String, lengths: [Int])? {
        var utf8 = text.utf8.makeIterator()
        // The code's digits, packed a byte each, low byte first.
        var code: UInt32 = 0
        var codeLength = 0
        while let byte = utf8.next(), byte != UInt8(ascii: ":") {
            guard ASCII.isDigit(byte), codeLength < 3 else { return nil }
            code |= UInt32(byte) << UInt32(8 * codeLength)
            codeLength += 1
        }
        guard codeLength > 0 else { return nil }
        // Each length is below 100, so two words hold one bit per possible length.
        var seen: (low: UInt64, high: UInt64) = (0, 0)
        var digits = 0
        var value = 0
        func close() -> Bool {
            guard digits > 0, value > 0 else { return false }
            let bit: UInt64 = 1 << UInt64(value % 64)
            if value < 64 {
                guard seen.low & bit == 0 else { return false }
                seen.low |= bit
            } else {
                guard seen.high & bit == 0 else { return false }
                seen.high |= bit
            }
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
        var lengths: [Int] = []
        lengths.reserveCapacity(seen.low.nonzeroBitCount + seen.high.nonzeroBitCount)
        func appendLengths(_ word: UInt64, from base: Int) {
            var bits = word
            while bits != 0 {
                lengths.append(base + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        appendLengths(seen.low, from: 0)
        appendLengths(seen.high, from: 64)
        let codeText = String(unsafeUninitializedCapacity: codeLength) { buffer in
            for index in 0..<codeLength { buffer[index] = UInt8(truncatingIfNeeded: code >> UInt32(8 * index)) }
            return codeLength
        }
        return (codeText, lengths)
    }

    func fault(in text: String, form: Form) -> Fault? {
        let digits = text.utf8.filter(ASCII.isDigit)
        var code = ""
        for digit in digits.prefix(3) {
            code.unicodeScalars.append(UnicodeScalar(digit))
            guard let possible = lengths[code] else { continue }
            let national = digits.count - code.count
            if possible.contains(national) { return nil }
            if let shortest = possible.first, national < shortest { return .tooShort(code: code, lengths: possible) }
            if let longest = possible.last, national > longest { return .tooLong(code: code, lengths: possible) }
            return .impossibleLength(code: code, lengths: possible)
        }
        return .unknownCountryCode(String(decoding: digits.prefix(3), as: UTF8.self))
    }

    func report(_ fault: Fault, into messages: inout [TrialMessage]) {
        switch fault {
        case .unknownCountryCode(let digits):
            messages.append(TrialMessage(TrialMessage.Key.phoneCountryCode, ["digits": .text(digits)]))
        case .tooShort(let code, let lengths):
            messages.append(Self.message(TrialMessage.Key.phoneTooShort, code, lengths))
        case .tooLong(let code, let lengths):
            messages.append(Self.message(TrialMessage.Key.phoneTooLong, code, lengths))
        case .impossibleLength(let code, let lengths):
            messages.append(Self.message(TrialMessage.Key.phoneLength, code, lengths))
        }
    }

    private static func message(_ key: String, _ code: String, _ lengths: [Int]) -> TrialMessage {
        TrialMessage(key, ["code": .text(code), "lengths": .text(lengths.map(String.init).joined(separator: ", "))])
    }

    var step: TrialStep? {
        let entries = lengths.keys.sorted().map { "\($0):" + lengths[$0]!.map(String.init).joined(separator: ",") }
        return TrialStep(kind: "phoneNumber", parameters: [.init("lengths", entries)])
    }

    var description: String { "phoneNumber(\(lengths.count) country codes)" }
}
