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

    /// Reads one entry of the step's `lengths`, `CODE:LENGTH,LENGTH,...` (`44:7,9,10`): a code
    /// of one to three digits and at least one length of one or two digits, none of them 0.
    static func entry(_ text: String) -> (code: String, lengths: Set<Int>)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...3).contains(parts[0].utf8.count), parts[0].utf8.allSatisfy(ASCII.isDigit) else { return nil }
        var lengths: Set<Int> = []
        for length in parts[1].split(separator: ",", omittingEmptySubsequences: false) {
            guard (1...2).contains(length.utf8.count), length.utf8.allSatisfy(ASCII.isDigit),
                  let value = Int(length), value > 0, lengths.insert(value).inserted else { return nil }
        }
        return lengths.isEmpty ? nil : (String(parts[0]), lengths)
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
