@testable import MaskPresets
import MaskTrials
import MaskVM
import Testing

@Suite("phone input: the preset's normalization before the mask reads")
struct PhoneInputTests {
    static let britain = PhoneRegionCode("GB")!
    static let russia = PhoneRegionCode("RU")!
    static let unitedStates = PhoneRegionCode("US")!

    @Test("00 and 011 become +, and the number prints as with +", arguments: [
        ("00447700900123", "+447700900123", "+44 7700 900123"),
        ("0044 20 7123 4567", "+442071234567", "+44 20 7123 4567"),
        ("011 44 20 7123 4567", "+442071234567", "+44 20 7123 4567"),
        ("00 7 912 345-67-89", "+79123456789", "+7 912 345-67-89"),
    ])
    func internationalPrefixes(typed: String, number: String, printed: String) {
        let input = PhoneInput(reading: typed)
        #expect(input.number == number)
        #expect(input.countryCodeSource != nil && input.countryCodeSource != .plus)
        let result = MaskPreset.phone.transform(typed)
        #expect(result.text == printed)
        #expect(result.isComplete)
    }

    @Test("an ASCII text, read by its bytes, reads as the same text with non-ASCII formatting, read by Characters", arguments: [
        ("+44 20 7946 0958", "+44\u{A0}20\u{A0}7946\u{A0}0958", "+442079460958"),
        ("0044 (0) 20 7123 4567", "0044\u{A0}(0) 20 7123 4567", "+442071234567"),
        ("+49 0601 123456", "+49\u{A0}0601 123456", "+49601123456"),
        ("+7 8 912 345-67-89", "+7\u{2010}8 912 345-67-89", "+79123456789"),
    ])
    func bytesAndCharactersAgree(ascii: String, other: String, number: String) {
        let byBytes = PhoneInput(reading: ascii), byCharacters = PhoneInput(reading: other)
        #expect(byBytes.number == number)
        #expect(byCharacters.number == number)
        #expect(byBytes.countryCode == byCharacters.countryCode)
        #expect(byBytes.countryCodeSource == byCharacters.countryCodeSource)
        #expect(byBytes.nationalPrefixReading == byCharacters.nationalPrefixReading)
    }

    @Test("a + that a mark joins is no +, and digits that are not ASCII stay after an ASCII code")
    func nonASCIIAfterThePlus() {
        let marked = PhoneInput(reading: "+\u{301}44 20 7946 0958")
        #expect(marked.countryCodeSource == nil)
        #expect(marked.countryCode == nil)
        let wide = PhoneInput(reading: "+44 \u{FF12}\u{FF10} 7946 0958")
        #expect(wide.countryCode == "44")
        #expect(wide.number == "+44\u{FF12}\u{FF10}79460958")
    }

    @Test("(0) after the country code is the trunk prefix, left out where the trunk prefix is 0")
    func trunkZeroInParentheses() {
        #expect(PhoneInput(reading: "+44 (0) 20 7123 4567").number == "+442071234567")
        #expect(PhoneInput(reading: "+44 ( 0 )20 7123 4567").number == "+442071234567")
        #expect(MaskPreset.phone.transform("+44 (0) 20 7123 4567").text == "+44 20 7123 4567")
        #expect(PhoneInput(reading: "+971 (0) 22345678").number == "+97122345678")
        // Italy has no trunk prefix: its 0 is a digit of the number.
        #expect(PhoneInput(reading: "+39 (0)6 1234 5678").number == "+390612345678")
        // A 0 written (0) anywhere else is a digit like any other.
        #expect(PhoneInput(reading: "+44 20 (0)123 4567").number == "+442001234567")
    }

    @Test("a trunk prefix written after the country code is taken off as libphonenumber's parse takes it off", arguments: [
        ("+490601123456", "+49601123456", "+49 6011 23456"),
        ("+44 020 7123 4567", "+442071234567", "+44 20 7123 4567"),
        ("+7 8 912 345-67-89", "+79123456789", "+7 912 345-67-89"),
        ("+33 0 1 23 45 67 89", "+33123456789", "+33 1 23 45 67 89"),
        ("0049 0601 123456", "+49601123456", "+49 6011 23456"),
        // Belarus dials 8 0 before a national number; Australia 1831 (a carrier) or 0; Hungary 06.
        ("+375 8 0152 45-09-11", "+375152450911", "+375 152 45-09-11"),
        ("+61 1831 2 1234 5678", "+61212345678", "+61 2 1234 5678"),
        ("+36 06 1 234 5678", "+3612345678", "+36 1 234 5678"),
        // Argentina's transform rule: 0, the area code and 15 are 9 and the area code.
        ("+54 0 11 15 2345 6789", "+5491123456789", "+54 9 11 2345-6789"),
    ])
    func trunkPrefixAfterCountryCode(typed: String, number: String, printed: String) {
        let input = PhoneInput(reading: typed)
        #expect(input.number == number)
        let result = MaskPreset.phone.transform(typed)
        #expect(result.text == printed)
        #expect(MaskPreset.phone.extract(typed).value == String(number.dropFirst()))
    }

    @Test("the trunk prefix stays where libphonenumber keeps it: the rest too short, local only, between two lengths, or no number where the whole is one", arguments: [
        ("+49 060", "+49060"),                    // 60: shorter than any German number
        ("+1 1 310 1234", "+113101234"),          // 7 digits: a length the NANP dials only locally
        ("+57 0 321 1234567", "+5703211234567"),  // 03 is Colombia's prefix with a carrier: 9 digits left, no length of CO
        ("+7 8123456789012", "+78123456789012"),  // 12 digits left, between Russia's 10 and 14
        ("+7 81234567890123", "+781234567890123"), // a 14-digit number of Russia as written, none without the 8
        ("+39 06 1234 5678", "+390612345678"),    // Italy has no trunk prefix: its 0 is a digit
    ])
    func trunkPrefixKept(typed: String, number: String) {
        #expect(PhoneInput(reading: typed).number == number)
        #expect(MaskPreset.phone.extract(typed).value == String(number.dropFirst()) || !MaskPreset.phone.extract(typed).result.isComplete)
    }

    @Test("a transform rule that adds digits is applied as libphonenumber applies it: San Marino's six-digit numbers get 0549")
    func rewriteAddingDigits() {
        #expect(PhoneInput(reading: "+378 812345").number == "+3780549812345")
        #expect(PhoneInput(reading: "+378 0549 812345").number == "+3780549812345")
    }

    @Test("an extension is kept apart, never read as digits of the number", arguments: [
        "+44 20 7946 0958 ext 12", "+44 20 7946 0958 ext. 12", "+44 20 7946 0958 x12", "+44 20 7946 0958 #12",
        "+44 20 7946 0958 EXT: 12", "+44 20 7946 0958 extension 12", "+44 20 7946 0958x12",
    ])
    func extensionsAreSeparated(typed: String) {
        let input = PhoneInput(reading: typed)
        #expect(input.number == "+442079460958")
        #expect(input.extensionNumber == "12")
        let result = MaskPreset.phone.transform(typed)
        // GB's own prefix, as libphonenumber prints it (its metadata's preferred extension prefix).
        #expect(result.text == "+44 20 7946 0958 x12")
        #expect(result.isComplete)
        #expect(MaskPreset.phone.extract(typed).value == "442079460958;ext=12")
        // E.164 has no place for it: printed without, as libphonenumber's E164 format does,
        // and never complete, as its check fails it (`phone_extension`): nothing typed is
        // lost unreported.
        let e164 = MaskPreset.phoneE164.transform(typed)
        #expect(e164.text == "+442079460958" && !e164.isComplete)
        #expect(!MaskPreset.phoneE164.trial(reading: .value, region: nil).passes(typed))
    }

    @Test("no extension is found where there is none")
    func noExtension() {
        #expect(PhoneInput(reading: "+44 20 7946 0958").extensionNumber == nil)
        #expect(PhoneInput(reading: "fax12").extensionNumber == nil)
        #expect(PhoneInput(reading: "ext 12").extensionNumber == nil)   // no number before it
        #expect(PhoneInput(reading: "+44 20 7946 0958 x").extensionNumber == nil)
    }

    @Test("with a region, national input gets its country code and loses its trunk prefix", arguments: [
        ("020 7123 4567", "GB", "+44 20 7123 4567"),
        ("07400 123456", "GB", "+44 7400 123456"),
        ("0121 234 5678", "GB", "+44 121 234 5678"),
        ("8 912 345-67-89", "RU", "+7 912 345-67-89"),
        ("(201) 555-0123", "US", "+1 201-555-0123"),
        ("1 201 555 0123", "US", "+1 201-555-0123"),
        ("8 0152 45-09-11", "BY", "+375 152 45-09-11"),    // BY strips 80, not 8 alone
        ("00 33 6 12 34 56 78", "GB", "+33 6 12 34 56 78"),   // the region's international prefix
        ("810 33 6 12 34 56 78", "RU", "+33 6 12 34 56 78"),
        ("+33 6 12 34 56 78", "US", "+33 6 12 34 56 78"),     // a + needs no region
    ])
    func nationalInputWithRegion(typed: String, region: String, printed: String) throws {
        let code = try #require(PhoneRegionCode(region))
        let result = MaskPreset.phone.transform(typed, region: code)
        #expect(result.text == printed)
        #expect(result.isComplete)
        #expect(MaskPreset.phone.trial(reading: .value, region: code).passes(typed))
    }

    @Test("a region's own international prefix only: 0118 is a GB number, not +1 18…")
    func regionInternationalPrefix() {
        #expect(Self.britain.internationalPrefixes == ["00"])
        #expect(Self.unitedStates.internationalPrefixes == ["011"])
        #expect(Self.russia.internationalPrefixes == ["810"])
        #expect(PhoneInput(reading: "0118 496 0000", region: Self.britain).number == "+441184960000")
        #expect(PhoneRegionCode.literalAlternatives("00|10(?:22|66|88|99)") == ["00"])
        #expect(PhoneRegionCode.literalAlternatives("00|99") == ["00", "99"])
    }

    @Test("without a region, national input is never complete, and check says why", arguments: [
        "020 7123 4567", "(415) 555-2671", "07400 123456", "8 912 345-67-89", "442071234567", "(11) 91234-5678",
    ])
    func nationalInputWithoutRegion(typed: String) {
        #expect(PhoneInput(reading: typed).countryCodeSource == nil)
        #expect(!MaskPreset.phone.transform(typed).isComplete)
        #expect(!MaskPreset.phoneE164.transform(typed).isComplete)
        #expect(MaskPreset.phone.extract(typed).result != .complete)
        let verdict = MaskPreset.phone.trial(reading: .value, region: nil).evaluate(typed)
        #expect(verdict.messages.map(\.key) == [TrialMessage.Key.phoneNoCountryCode])
    }

    @Test("an impossible length or an unknown code is never complete, and check fails it naming why")
    func impossibleNumbers() {
        #expect(!MaskPreset.phone.transform("+0000000").isComplete)
        #expect(!MaskPreset.phone.transform("+1 201 555 012").isComplete)
        #expect(!MaskPreset.phone.transform("+2191234567").isComplete)      // a fallback mask takes it; no +219
        let check = MaskPreset.phone.trial(reading: .value, region: nil)
        #expect(!check.passes("+0000000"))
        #expect(check.evaluate("+1 201 555 012").messages.map(\.key) == [TrialMessage.Key.phoneLength])   // 7 or 10 digits
        #expect(check.evaluate("+44 20 7123 4567 8").messages.map(\.key) == [TrialMessage.Key.phoneTooLong])
        #expect(check.evaluate("201 555 012").messages.map(\.key) == [TrialMessage.Key.phoneNoCountryCode])
        #expect(MaskPreset.phone.trial(reading: .value, region: Self.unitedStates).evaluate("201 555").messages.map(\.key)
                == [TrialMessage.Key.phoneTooShort])
    }

    /// Issue 20: the API's value check of a phone preset is `maskc check --preset phone`'s,
    /// read country by country, not the preset's one program of every country.
    @Test("trial(reading: .value) and Trial.preset(reading: .value) judge phone numbers as check does", arguments: [
        ("+44 20 7123 4567", true), ("+1 201-555-0123", true), ("+49 30 123456", true), ("+61 412 345 678", true),
        ("+0000000", false), ("+1 201 555 012", false), ("020 7123 4567", false), ("+44 20 7123 456A", false),
    ])
    func valueTrialIsCheck(typed: String, passes: Bool) {
        for preset in [MaskPreset.phone, .phoneNational] {
            let check = preset.trial(reading: .value, region: nil)
            #expect(check.passes(typed) == passes, "\(typed)")
            #expect(preset.trial(reading: .value).evaluate(typed) == check.evaluate(typed), "\(typed)")
            #expect(Trial.preset(preset, reading: .value).evaluate(typed) == check.evaluate(typed), "\(typed)")
        }
    }

    @Test("a letter in the number is refused, never dropped into a complete number")
    func lettersStay() {
        let result = MaskPreset.phone.transform("+44 20 7123 456A")
        #expect(!result.isComplete)
        #expect(!MaskPreset.phone.trial(reading: .value, region: nil).passes("+44 20 7123 456A"))
    }

    @Test("phone-e164 prints + and the digits", arguments: [
        ("+44 20 7123 4567", nil, "+442071234567"),
        ("8 912 345-67-89", "RU", "+79123456789"),
        ("(201) 555-0123", "US", "+12015550123"),
        ("0049 30 123456", nil, "+4930123456"),
    ] as [(String, String?, String)])
    func e164(typed: String, region: String?, printed: String) {
        let result = MaskPreset.phoneE164.transform(typed, region: region.flatMap(PhoneRegionCode.init))
        #expect(result.text == printed)
        #expect(result.isComplete)
        #expect(MaskPreset.phoneE164.extract(typed, region: region.flatMap(PhoneRegionCode.init)).value == String(printed.dropFirst()))
    }

    @Test("a region code is one the metadata knows, in any case; 001 is none")
    func regionCodes() {
        #expect(PhoneRegionCode("gb")?.code == "GB")
        #expect(PhoneRegionCode("XX") == nil)
        #expect(PhoneRegionCode("001") == nil)
        #expect(PhoneRegionCode("CA")?.countryCode == 1)
    }

    @Test("other presets ignore the phone reading")
    func otherPresets() {
        #expect(!MaskPreset.card.readsPhoneNumbers)
        #expect(MaskPreset.card.transform("378282246310005", region: Self.britain) == MaskPreset.card.program.transform("378282246310005"))
    }
}
