@testable import MaskPresets
import MaskVM
import Testing

@Suite("phone field: each country's set as its code is typed")
struct PhoneNumberEditorTests {
    static func typed(_ keys: String) -> (field: PhoneNumberEditor, shown: [String]) {
        var field = PhoneNumberEditor()
        var shown: [String] = []
        for key in keys {
            field.insert(String(key))
            shown.append(field.text)
        }
        return (field, shown)
    }

    @Test("each prefix shows its country's grouping, as libphonenumber's AsYouTypeFormatter does", arguments: [
        ("+442071234567", "+44 20 71", "+44 20 7123 4567"),
        ("+12015550123", "+1 201-55", "+1 201-555-0123"),
        ("+79123456789", "+7 912 345-6", "+7 912 345-67-89"),
    ])
    func grouping(keys: String, midway: String, whole: String) {
        let (field, shown) = Self.typed(keys)
        #expect(shown.map { String($0.reversed().drop { " -".contains($0) }.reversed()) }.contains(midway))
        #expect(field.text == whole && field.isComplete)
        // Typing equals pasting, and the field shows what transform prints.
        #expect(PhoneNumberEditor(text: keys).text == whole)
        #expect(MaskPreset.phone.transform(keys).text == whole)
    }

    @Test("Backspace after +44 removes one 4; the field reads +4, then takes +44's set again")
    func backspaceAfterCountryCode() {
        var (field, _) = Self.typed("+44")
        #expect(field.countryCode == "44")
        field.deleteBackward()
        #expect(field.text == "+4" && field.value == "4" && field.countryCode == nil)
        for key in "47700900123" { field.insert(String(key)) }
        #expect(field.text == "+44 7700 900123" && field.isComplete)
    }

    @Test("a twelfth digit typed into a complete +7 number is overflow, never another layout")
    func twelfthDigitIntoRussianNumber() {
        var (field, _) = Self.typed("+79123456789")
        #expect(field.text == "+7 912 345-67-89" && field.isComplete)
        field.insert("0")
        #expect(field.text == "+7 912 345-67-89")
        #expect(field.value == "79123456789" && field.countryCode == "7")
    }

    @Test("a pasted number is read whole, digits kept, before the set is chosen")
    func paste() {
        let field = PhoneNumberEditor(text: "0044 (0) 20 7123 4567")
        #expect(field.text == "+44 20 7123 4567" && field.isComplete)
        let australian = PhoneNumberEditor(text: "+61 1800 123 456")
        #expect(australian.value == "611800123456")
        #expect(australian.text == MaskPreset.phone.transform("+61 1800 123 456").text)
        #expect(!PhoneNumberEditor(text: "+0000000").isComplete)
    }
}

extension PhoneNumberEditorTests {
    @Test("the type's documented example")
    func documentedExample() {
        var field = PhoneNumberEditor()
        for key in "+442071" { field.insert(String(key)) }
        #expect(field.text == "+44 20 71")
        field.insert("234567")
        #expect(field.text == "+44 20 7123 4567")
        #expect(field.isComplete)
    }
}

extension PhoneNumberEditorTests {
    @Test("a selection replaced by another country's number switches the set, as a paste would")
    func selectionReplaced() {
        var (field, _) = Self.typed("+79123456789")
        field.select(0..<field.text.utf16.count)
        #expect(field.selection == 0..<field.text.utf16.count)
        field.insert("+44 20 7123 4567")
        #expect(field.text == "+44 20 7123 4567" && field.countryCode == "44" && field.isComplete)
        #expect(field.cursor == field.text.utf16.count && field.selection.isEmpty)
    }

    @Test("the editor's options hold in every set the field switches to", arguments: [false, true])
    func optionsKept(autocomplete: Bool) throws {
        let field = PhoneNumberEditor(text: "+4420", autocomplete: autocomplete)
        let country = try #require(PhoneCountryPrograms.international.programWhileTyping(countryCode: "44", reading: "+4420"))
        let direct = MaskedTextEditor(program: country.program, text: "+4420", autocomplete: autocomplete)
        #expect(field.countryCode == "44" && field.autocomplete == autocomplete)
        #expect(field.text == direct.text)
    }
}

extension PhoneNumberEditorTests {
    @Test("as you type, the formats' grouping stays, as AsYouTypeFormatter keeps it (no raw digits that jump into shape)", arguments: [
        ("+97122345678", "+971 2 234 5", "+971 2 234 5678"),
        ("+4930123456", "+49 30 12", "+49 30 123456"),
    ])
    func groupingKept(keys: String, midway: String, whole: String) {
        let (field, shown) = Self.typed(keys)
        #expect(shown.map { String($0.reversed().drop { " -".contains($0) }.reversed()) }.contains(midway), "\(shown)")
        // The midway prefix is a number of a possible length that no format takes:
        // transform prints it as digits, complete; the field keeps the grouping.
        #expect(field.text == whole && field.isComplete)
    }

    @Test("a whole number that transform prints as digits is complete in the field, grouped; a digit lost is never complete")
    func digitsNumberCompleteWhenGrouped() {
        let (field, _) = Self.typed("+4916412345")
        let printed = MaskPreset.phone.transform("+4916412345")
        #expect(printed.isComplete && printed.text == "+49 16412345")
        #expect(field.value == "4916412345" && field.isComplete)
        // A digit the grouped field could not hold (an overflow) leaves the number incomplete
        // when only its digits reading would call it whole.
        let lost = PhoneNumberEditor(text: "+49 164 12345 6789012345")
        #expect(lost.value != "49164123456789012345" && !lost.isComplete)
    }

    /// Backspace or Delete takes one digit, wherever it stands: what is left is the number
    /// without it, as pasting that number shows it, and no other digit is lost (deleting the
    /// `2` of `+44 20 7123 4567` leaves digits the London format cannot read: the field reads
    /// them again in a program that does).
    @Test("Backspace and Delete at every digit take that digit alone", arguments: ["+442071234567", "+12015550123", "+79123456789", "+4930123456", "+61412345678"])
    func deleteEveryDigit(number: String) {
        let whole = PhoneNumberEditor(text: number)
        let units = Array(whole.text.utf16)
        let digitOffsets = units.indices.filter { (0x30...0x39).contains(units[$0]) }
        let digits = Array(number.dropFirst())
        for (index, offset) in digitOffsets.enumerated() {
            var left = digits
            left.remove(at: index)
            let expected = PhoneNumberEditor(text: "+" + String(left))
            // The digits left, as libphonenumber reads them: deleting the 3 of +49 30 123456
            // leaves +49 0123456, whose 0 is the trunk prefix (+49 123456).
            let read = String(PhoneInput(reading: "+" + String(left)).number.dropFirst())
            var backspace = whole
            backspace.moveCursor(to: offset + 1)
            backspace.deleteBackward()
            #expect(backspace.value == read && backspace.text == expected.text, "\(number): Backspace after digit \(index): \(backspace.text)")
            #expect(backspace.isComplete == expected.isComplete)
            var delete = whole
            delete.moveCursor(to: offset)
            delete.deleteForward()
            #expect(delete.value == read && delete.text == expected.text, "\(number): Delete before digit \(index): \(delete.text)")
        }
    }
}

extension PhoneNumberEditorTests {
    @Test("a trunk prefix typed after the country code: typing equals pasting equals transform", arguments: [
        "+490601123456", "+44 020 7123 4567", "+7 8 912 345-67-89", "+33 0 1 23 45 67 89", "+375 8 0152 45-09-11",
    ])
    func trunkPrefixAfterCode(keys: String) {
        let (field, _) = Self.typed(keys)
        let printed = MaskPreset.phone.transform(keys)
        #expect(field.text == printed.text, "typed \(keys)")
        #expect(PhoneNumberEditor(text: keys).text == printed.text, "pasted \(keys)")
        #expect(field.value == MaskPreset.phone.extract(keys).value && field.isComplete == printed.isComplete)
    }

    /// (The NANP's `+1 1 310 1234` is no case: its set refuses a 1 after the code at the key.)
    @Test("a trunk prefix libphonenumber keeps stays a digit, typed or pasted", arguments: [
        ("+7 8123456789012", "78"), ("+49 060", "49060"), ("+57 0 321 1234567", "570"),
    ])
    func trunkPrefixKeptAfterCode(keys: String, codeAndTrunk: String) {
        let (field, _) = Self.typed(keys)
        let pasted = PhoneNumberEditor(text: keys)
        #expect(field.value.hasPrefix(codeAndTrunk))
        #expect(field.isComplete == MaskPreset.phone.transform(keys).isComplete)
        #expect(field.text == pasted.text && field.value == pasted.value)
    }

    @Test("the hidden trunk prefix is remembered: cut back to where libphonenumber keeps it, the number shows it again")
    func hiddenTrunkPrefixRemembered() {
        var (field, shown) = Self.typed("+7 8 912 345-67-89")
        #expect(field.text == "+7 912 345-67-89" && field.isComplete)
        // Until the number without the 8 has a possible length, the 8 is a digit of it.
        #expect(shown.contains { $0.filter(\.isNumber).hasPrefix("7891") })
        // 8 912 345-67-8 is a number of Russia as written, and 912 345-67-8 is none.
        field.deleteBackward()
        #expect(field.value == "78912345678")
        field.insert("9")
        #expect(field.text == "+7 912 345-67-89" && field.value == "79123456789")
    }
}
