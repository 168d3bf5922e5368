import MaskVM

extension Trial {
    /// Passes a phone number whose country code is one of `lengths` and whose national number
    /// (the digits after the code) has one of that code's lengths: `lengths` maps a country
    /// code to the possible lengths of its national numbers. The decimal digits count, of
    /// any script and by value as the masks read them (`３` is `3`), the first of them taken
    /// as the country code, which is prefix-free (ITU-T E.164). The
    /// `phone` preset gives it libphonenumber's possible lengths; its fallback masks serve
    /// many codes with one range of lengths, so they let through numbers this refuses, and
    /// this says why: no such country code (`phone_country_code`), too short
    /// (`phone_too_short`), too long (`phone_too_long`) or a length between the possible ones
    /// (`phone_length`). A key that is not one to three ASCII digits is no country code, and a
    /// length outside 0...127 is never possible.
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
    /// Each country code's possible national lengths.
    let table: PhoneLengthTable

    /// Why a number is not possible.
    enum Fault: Equatable {
        /// No country code starts the digits: the first three of them.
        case unknownCountryCode(String)
        case tooShort(code: String, lengths: [Int])
        case tooLong(code: String, lengths: [Int])
        case impossibleLength(code: String, lengths: [Int])
    }

    /// A code that is not one to three ASCII digits never starts a number, and a length
    /// outside 0...127 is never one, so neither has a place in the table.
    init(lengths: [String: Set<Int>]) {
        var table = PhoneLengthTable()
        for (code, possible) in lengths {
            guard let slot = PhoneLengthTable.slot(of: code) else { continue }
            var bits = PhoneLengthTable.Lengths()
            for length in possible { _ = bits.insert(length) }
            _ = table.add(slot: slot, bits)
        }
        self.table = table
    }

    /// A table read from a file's step (``Trial/init(step:)``).
    init(table: PhoneLengthTable) {
        self.table = table
    }

    func fault(in text: String, form: Form) -> Fault? {
        // PERF: the ASCII digits are counted and the first three kept, not copied into an
        // array: the copy was most of the trial, which the phone presets' transform and
        // check ask at every number (callgrind). The String's stored bytes where it has them:
        // its UTF-8 view's iterator was 480 instructions a phone transform.
        // A decimal digit of another script is the same digit by value, as the masks read it
        // (MaskVM's typing normalization): counted only after the bytes showed one may be there.
        let bytes = text.utf8.withContiguousStorageIfAvailable { Self.digits(of: $0) } ?? Self.digits(of: text.utf8)
        let (digitCount, lead) = bytes.isASCII ? (bytes.count, bytes.lead) : Self.digits(ofScalars: text.unicodeScalars)
        // Only a fault names them: a passing number makes no array.
        var leading: [UInt8] { Array([lead.0, lead.1, lead.2].prefix(min(digitCount, 3))) }
        var value = 0
        for index in 0..<min(digitCount, 3) {
            let digit = index == 0 ? lead.0 : index == 1 ? lead.1 : lead.2
            value = value * 10 + Int(digit &- 0x30)
            guard let possible = table.lengths(inSlot: PhoneLengthTable.slot(value, digitCount: index + 1)) else { continue }
            let national = digitCount - (index + 1)
            if possible.contains(national) { return nil }
            let code = String(decoding: leading.prefix(index + 1), as: UTF8.self)
            let lengths = possible.sorted
            if let shortest = lengths.first, national < shortest { return .tooShort(code: code, lengths: lengths) }
            if let longest = lengths.last, national > longest { return .tooLong(code: code, lengths: lengths) }
            return .impossibleLength(code: code, lengths: lengths)
        }
        return .unknownCountryCode(String(decoding: leading, as: UTF8.self))
    }

    /// How many ASCII digits `bytes` has, the first three (zeros where fewer), and whether
    /// every byte is ASCII (where one is not, ``digits(ofScalars:)`` counts again).
    private static func digits(of bytes: some Sequence<UInt8>) -> (count: Int, lead: (UInt8, UInt8, UInt8), isASCII: Bool) {
        var digitCount = 0
        var lead: (UInt8, UInt8, UInt8) = (0, 0, 0)
        var high: UInt8 = 0
        for byte in bytes {
            high |= byte
            guard ASCII.isDigit(byte) else { continue }
            Self.keep(byte, at: digitCount, in: &lead)
            digitCount += 1
        }
        return (digitCount, lead, high < 0x80)
    }

    /// How many decimal digits of any script `scalars` has, and the first three as ASCII
    /// digits (``MaskVM/TypedDigit``): `+23195817568３9` has 13, too long for +231.
    private static func digits(ofScalars scalars: String.UnicodeScalarView) -> (count: Int, lead: (UInt8, UInt8, UInt8)) {
        var digitCount = 0
        var lead: (UInt8, UInt8, UInt8) = (0, 0, 0)
        for scalar in scalars {
            guard let digit = TypedDigit.asciiDigit(of: scalar) else { continue }
            Self.keep(digit, at: digitCount, in: &lead)
            digitCount += 1
        }
        return (digitCount, lead)
    }

    /// Keeps the digit at `index` when it is one of the first three.
    private static func keep(_ digit: UInt8, at index: Int, in lead: inout (UInt8, UInt8, UInt8)) {
        switch index {
        case 0: lead.0 = digit
        case 1: lead.1 = digit
        case 2: lead.2 = digit
        default: break
        }
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
        let entries = table.entries.map { "\($0.code):" + $0.lengths.map(String.init).joined(separator: ",") }
        return TrialStep(kind: "phoneNumber", parameters: [.init("lengths", entries)])
    }

    var description: String { "phoneNumber(\(table.count) country codes)" }
}
