/// What a phone field remembers of a number whose front it shows as libphonenumber reads it,
/// not as typed: the trunk prefix after the country code taken off (`+49 0601 123456` shows
/// `+49 6011 23456`), or rewritten (`+54 0 11 15 2345 6789` shows `+54 9 11 2345-6789`).
///
/// Every later edit past that front is read with the front as typed, as if the whole were
/// pasted, so typing equals pasting: a number cut back to where libphonenumber keeps the
/// prefix shows it again. An edit of the code or of the front itself takes the text shown as
/// typed. (A rewrite of the whole number, Madagascar's seven digits, is no front: the field
/// shows it as typed.)
struct PhoneTypedFront: Equatable, Sendable {
    /// The country code the front follows.
    let countryCode: String
    /// The front as written and as read.
    let reading: PhoneNationalPrefixRule.Reading

    /// The front `input` read after its country code, if it read one other than as written.
    init?(_ input: PhoneInput) {
        guard let countryCode = input.countryCode, let reading = input.nationalPrefixReading, !reading.wholeNumber else { return nil }
        self.countryCode = countryCode
        self.reading = reading
    }

    /// The field's text `units` as typed, and `range` in it, when the range lies past the
    /// front as shown; nil when it reaches the code or the front, or the text no longer
    /// starts with them.
    func typed(_ units: [UInt16], editing range: Range<Int>) -> (units: [UInt16], range: Range<Int>)? {
        guard let start = PhoneNumberEditor.offset(afterDigits: countryCode.count, in: units),
              let end = PhoneNumberEditor.offset(afterDigits: countryCode.count + reading.read.count, in: units),
              range.lowerBound >= end else { return nil }
        var typed = units
        typed.replaceSubrange(start..<end, with: reading.written.utf16)
        let shift = reading.written.utf16.count - (end - start)
        return (typed, (range.lowerBound + shift)..<(range.upperBound + shift))
    }

    /// The number (`+` and digits) as typed, from the number shown; nil when the shown one
    /// no longer starts with the code and the front as read.
    func typedNumber(shown: String) -> String? {
        let national = shown.dropFirst(1 + countryCode.count)
        guard shown.dropFirst().hasPrefix(countryCode), national.hasPrefix(reading.read) else { return nil }
        return "+" + countryCode + reading.written + national.dropFirst(reading.read.count)
    }

    /// `digits` of the number as typed (code included), counted in the number as shown: one
    /// past the front moves by the front's change; one inside it goes to its end as read.
    func shownDigits(typed digits: Int) -> Int {
        let frontStart = countryCode.count, typedEnd = frontStart + reading.written.count
        if digits >= typedEnd { return digits - reading.written.count + reading.read.count }
        return digits <= frontStart ? digits : frontStart + reading.read.count
    }

    /// `digits` of the number as shown (code included), counted in the number as typed.
    func typedDigits(shown digits: Int) -> Int {
        let frontStart = countryCode.count, shownEnd = frontStart + reading.read.count
        if digits >= shownEnd { return digits - reading.read.count + reading.written.count }
        return digits <= frontStart ? digits : frontStart + reading.written.count
    }
}
