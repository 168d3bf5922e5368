@testable import MaskPresets
import MaskTrials
import MaskVM
import Testing

/// What stop 45 left between the phone presets and libphonenumber (`phonenumbers` 9.0.43:
/// `parse`, `format_number`), each expected text what libphonenumber prints or reads:
/// the space before an extension, `phone-e164`'s extension, `phone-national`'s forms that
/// are not the number's digits, and a trunk `（0）` or `ー` written by a Japanese or Chinese IME.
@Suite struct PhoneLibphonenumberFormsTests {
    @Test("an extension after a number cut short follows its last digit ('+44 20 7123 x4567'), as libphonenumber reads '#4567' as one",
          arguments: [("+44 20 7123#4567", "+44 20 7123 x4567", false), ("+44 20 7123 4567#12", "+44 20 7123 4567 x12", true),
                      ("+44 20 7123 ext 45", "+44 20 7123 x45", false), ("+1 201 555 0123 x7", "+1 201-555-0123 ext. 7", true)])
    func extensionAfterOneSpace(text: String, printed: String, complete: Bool) {
        let result = MaskPreset.phone.transform(text)
        #expect(result.text == printed)
        #expect(result.isComplete == complete)
        #expect(MaskPreset.phone.trial(reading: .value, region: nil).passes(text) == complete)
    }

    @Test("phone-e164 prints a number with an extension as libphonenumber's E164 does, without it, but never complete, as its check fails it (phone_extension); extract keeps it, partial")
    func e164LeavesTheExtensionOut() {
        let text = "+44 20 7946 0958 ext 12"
        #expect(MaskPreset.phoneE164.transform(text).text == MaskPreset.phoneE164.transform("+44 20 7946 0958").text)
        #expect(MaskPreset.phoneE164.transform(text).text == "+442079460958")
        #expect(!MaskPreset.phoneE164.transform(text).isComplete)
        #expect(MaskPreset.phoneE164.transform("+44 20 7946 0958").isComplete)
        #expect(MaskPreset.phoneE164.trial(reading: .value, region: nil).evaluate(text).messages.map(\.key) == ["phone_extension"])
        #expect(MaskPreset.phoneE164.extract(text).value == "442079460958;ext=12")
        // Partial, as transform and check say: the extension is kept, and reported.
        #expect(MaskPreset.phoneE164.extract(text).result == .partial)
        #expect(MaskPreset.phone.extract(text).result == .complete)
        // Too short with its extension: incomplete, and failed, alike.
        #expect(!MaskPreset.phoneE164.transform("+44 20 7123#4567").isComplete)
        #expect(!MaskPreset.phoneE164.trial(reading: .value, region: nil).passes("+44 20 7123#4567"))
    }

    @Test("phone-national is complete exactly where its check passes, printing libphonenumber's NATIONAL form where the national set prints the number's own digits, else the digits",
          arguments: [
            // libphonenumber: 06 03 12 34 (Gabon's leading 0 is the number's own).
            ("+241 06 03 12 34", nil, "06 03 12 34"),
            // libphonenumber: 03 54428284 (invalid: the 0 after +20).
            ("+20 0354428284", nil, "03 54428284"),
            // libphonenumber: 032234679 (invalid; the national set would write `(06 32)`, a 0 and 6 the number lacks).
            ("+36 (0) 32234679", nil, "032234679"),
            ("02 234 5678", "HU", "022345678"),
            // libphonenumber: 011 15-2345-6789, which drops the 9 and writes 15: no mask prints it from the digits.
            ("+54 9 11 2345-6789", nil, "91123456789"),
            // Unchanged: the national sets print these as libphonenumber does.
            ("+44 20 7123 4567", nil, "020 7123 4567"), ("+36 1 234 5678", nil, "(06 1) 234 5678"),
            ("8 912 345 67 89", "RU", "8 (912) 345-67-89"),
          ] as [(String, String?, String)])
    func nationalForms(text: String, region: String?, printed: String) throws {
        let code = region.map { PhoneRegionCode($0)! }
        let result = MaskPreset.phoneNational.transform(text, region: code)
        #expect(result.text == printed)
        #expect(result.isComplete)
        #expect(MaskPreset.phoneNational.trial(reading: .value, region: code).passes(text))
    }

    @Test("a trunk zero in fullwidth brackets or a fullwidth zero is a (0), and ー (U+30FC) is a dash, in every phone reading and the file's check",
          arguments: [("+57 （0）321 1234567", "+57 (0)321 1234567"), ("+44 （0）20 7123 4567", "+44 (0)20 7123 4567"),
                      ("+44 (０)20 7123 4567", "+44 (0)20 7123 4567"), ("+44 （ ０ ）20 7123 4567", "+44 (0)20 7123 4567"),
                      ("+81 3ー1234ー5678", "+81 3-1234-5678"), ("03ー1234ー5678", "03-1234-5678")])
    func fullwidthTrunkZeroAndProlongedSoundMark(text: String, written: String) throws {
        #expect(PhoneInput(reading: text, region: PhoneRegionCode("JP")).number == PhoneInput(reading: written, region: PhoneRegionCode("JP")).number)
        for preset in PhoneCheckAgreementTests.presets {
            #expect(preset.transform(text, region: PhoneRegionCode("JP")) == preset.transform(written, region: PhoneRegionCode("JP")), "\(preset.name)")
        }
        guard text.hasPrefix("+") else { return }
        let check = try MaskCheck(bytecode: MaskPreset.phone.bytecode)
        #expect(check.trial(reading: .value).passes(text) == check.trial(reading: .value).passes(written))
        #expect(MaskPreset.phone.trial(reading: .value, region: nil).passes(text))
    }
}
