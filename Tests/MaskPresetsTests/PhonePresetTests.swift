@testable import MaskPresets
import MaskCompiler
import MaskTrials
import MaskVM
import Testing

@Suite("phone preset: country codes are data, fallback only where no layout")
struct PhonePresetTests {
    static var phone: MaskProgram { MaskPreset.phone.program }

    static func typed(_ keys: String) -> MaskedTextEditor {
        var editor = MaskedTextEditor(program: phone)
        for key in keys { editor.insert(String(key)) }
        return editor
    }

    @Test("extract gives the country code and the national number: the E.164 digits")
    func extractGivesE164Digits() {
        #expect(Self.phone.extract("+7 (912) 345-67-89").value == "79123456789")
        #expect(Self.phone.extract("+44 7700 900123").value == "447700900123")
        #expect(Self.phone.extract("+1 (201) 555-0123").value == "12015550123")
        // A fallback country (Germany has no layout here): the whole number, as before.
        #expect(Self.phone.extract("+493012345678").value == "493012345678")
    }

    @Test("a number typed in another script's digits is the same number: check, transform and extract agree", arguments: [
        ("+44 ７７００ ９００１２３", "+44 7700 900123", "447700900123"),
        ("+٤٤ ٧٧٠٠ ٩٠٠١٢٣", "+44 7700 900123", "447700900123"),
        ("+7 ९१२ ३४५-६७-८९", "+7 912 345-67-89", "79123456789"),
        ("+1 (２０１) ５５５-０１２３", "+1 201-555-0123", "12015550123"),
    ])
    func otherScriptDigitsAreTheSameNumber(typed: String, printed: String, value: String) {
        for preset in [MaskPreset.phone, MaskPreset.phoneE164] {
            let ascii = preset.transform(printed)
            let transformed = preset.transform(typed)
            #expect(transformed.text == ascii.text, "\(preset.name) \(typed)")
            #expect(transformed.isComplete == ascii.isComplete, "\(preset.name) \(typed)")
            #expect(transformed.isComplete == preset.trial(reading: .value).passes(typed), "\(preset.name) \(typed): check and transform disagree")
            let extracted = preset.extract(typed)
            #expect(extracted.value == value && extracted.result == .complete, "\(preset.name) \(typed): \(extracted)")
        }
        // A number whose other-script digit makes it too long is complete nowhere.
        let tooLong = MaskPreset.phone.transform("+23195817568３9")
        #expect(!tooLong.isComplete && !MaskPreset.phone.trial(reading: .value).passes("+23195817568３9"))
    }

    @Test("Backspace after +44 removes one 4, and the field still reads as the number typed")
    func backspaceRemovesOneDigitOfTheCountryCode() {
        var editor = Self.typed("+44")
        #expect(editor.text.hasPrefix("+44"))
        editor.deleteBackward()
        #expect(editor.text == "+4")
        #expect(editor.value == "4")
        editor.insert("4")
        editor.insert("7700900123")
        #expect(editor.text == "+44 7700 900123")
        #expect(editor.isComplete)
        // Delete at the start of the code would leave +47, whose layouts have no place for
        // the ten digits after it: this editor refuses it whole rather than lose one
        // (docs/editing.md, rule 2). The phone field reads the number again instead.
        editor.moveCursor(to: 1)
        let change = editor.deleteForward()
        #expect(!change.textChanged && editor.text == "+44 7700 900123" && editor.isComplete)
        var field = PhoneNumberEditor(text: "+442071234567")
        field.moveCursor(to: 1)
        field.deleteForward()
        #expect(field.value == "42071234567" && field.countryCode == "420")
        // ...unless the number left has no place for a digit: +47's numbers have eight, and
        // eleven would follow it. The field refuses that deletion rather than lose one.
        var mobile = PhoneNumberEditor(text: "+447700900123")
        mobile.moveCursor(to: 1)
        let refused = mobile.deleteForward()
        #expect(!refused.textChanged && mobile.text == "+44 7700 900123" && mobile.isComplete)
    }

    @Test("a twelfth digit into a complete +7 number is overflow, never a switch to a fallback")
    func twelfthDigitIsOverflow() {
        let full = Self.typed("79123456789")
        #expect(full.text == "+7 (912) 345-67-89" && full.isComplete)
        var editor = full
        editor.insert("0")
        #expect(editor.text == "+7 (912) 345-67-89")
        let pasted = Self.phone.transform("791234567890")
        #expect(pasted.text == "+7 (912) 345-67-89")
        #expect(!pasted.isComplete && pasted.droppedLettersAndDigits == 1)
        #expect(Self.phone.masks[pasted.mask].name == "RU-KZ")
    }

    @Test("no mask takes +0, and no fallback mask takes a laid-out country code's number of any length")
    func fallbackNeverTakesLaidOutCodes() throws {
        #expect(Self.phone.match("+0000000") != .complete)
        #expect(Self.phone.match("+123456789") != .complete)          // 9-digit NANP
        #expect(Self.phone.match("+7912345678901") != .complete)      // 12-digit +7
        let fallbacks = try PhoneLayouts.fallback.map { try MaskCompiler.compile($0.pattern) }
        var tried = 0
        for code in PhoneLayouts.laidOutCodes {
            for length in 1...(15 - code.count) {
                let number = "+" + code + String(repeating: "5", count: length)
                for (mask, program) in zip(PhoneLayouts.fallback, fallbacks) {
                    #expect(program.match(number) != .complete, "\(mask.name) takes \(number)")
                    tried += 1
                }
            }
        }
        #expect(tried > 3000)
    }

    @Test("every country code without a layout has a fallback mask that takes its numbers, at each possible length")
    func fallbackTakesEveryOtherCode() {
        let laidOut = PhoneLayouts.laidOutCodes
        let plan = PhoneNumberingPlan.libphonenumber
        var tried = 0
        for (code, lengths) in plan.lengthsByCode where !laidOut.contains(code) {
            for length in lengths where code.count + length <= 15 {
                let number = "+" + code + String(repeating: "2", count: length)
                let result = Self.phone.transform(number)
                #expect(result.isComplete && result.text == number, "\(number)")
                #expect(Self.phone.masks[result.mask].name?.hasPrefix("e164") == true, "\(number)")
                tried += 1
            }
        }
        #expect(tried > 300)
        #expect(MaskPreset.phone.masks.count <= 64)
    }

    @Test("check names why a number is impossible: unknown country code, too short, too long, no such length")
    func checkNamesWhy() {
        let check = MaskPreset.phone.trial
        #expect(check.passes("+44 7700 900123"))
        #expect(check.passes("+1 (201) 555-0123"))
        #expect(check.passes("+493012345678"))
        func keys(_ text: String) -> [String] {
            if case .invalid(let messages) = check.evaluate(text) { return messages.map(\.key) }
            return []
        }
        // The numbering plan alone, on numbers the masks may not take.
        let plan = Trial.inTurn(MaskPreset.phone.trials)
        func why(_ text: String) -> String? { plan.evaluate(text).messages.first.map { "\($0.key): \($0.text)" } }
        let german = PhoneNumberingPlan.libphonenumber.lengthsByCode["49"]!.sorted().map(String.init).joined(separator: ", ")
        #expect(why("+2812345678") == "phone_country_code: has no country code that exists (+281)")
        #expect(why("+0000000") == "phone_country_code: has no country code that exists (+000)")
        // +1 numbers are 10 digits, and 7 in Canada (libphonenumber calls +1 310 1234 a valid CA number).
        #expect(why("+1 201 555 012") == "phone_length: has no possible length for +1 (national numbers of 7, 10 digits)")
        #expect(why("+1 201 55") == "phone_too_short: is too short for +1 (national numbers of 7, 10 digits)")
        #expect(why("+49301") == "phone_too_short: is too short for +49 (national numbers of \(german) digits)")
        #expect(why("+44 7700 900123 4") == "phone_too_long: is too long for +44 (national numbers of 7, 9, 10 digits)")
        #expect(why("+44 7700 9001") == "phone_length: has no possible length for +44 (national numbers of 7, 9, 10 digits)")
        #expect(plan.evaluate("+44 7700 9001").messages.first?.parameters == ["code": .text("44"), "lengths": .text("7, 9, 10")])
        // Through the whole check: +28 starts no country code, so no mask takes it; +219 is
        // not assigned either, but the fallback for +2x takes it, and the plan refuses it.
        #expect(Self.phone.match("+2812345678") != .complete && !check.passes("+2812345678"))
        #expect(Self.phone.match("+2191234567") == .complete)
        #expect(keys("+2191234567") == ["phone_country_code"])
        // +32 (Belgium) shares a fallback mask with +36 and +39 (Italy: 6 digits and more), so
        // the mask takes six Belgian digits, and the plan says they are too few.
        #expect(Self.phone.match("+32123456") == .complete)
        #expect(keys("+32123456") == ["phone_too_short"])
        #expect(!check.passes("+49301"))
        #expect(!check.passes("+4930123456789012"))
    }

    @Test("United Kingdom: libphonenumber's layouts by leading digits, from its metadata")
    func unitedKingdomFromMetadata() {
        let cases = [
            ("442071234567", "+44 20 7123 4567"),      // London
            ("+44 (20) 7946-0958", "+44 20 7946 0958"),
            ("441212345678", "+44 121 234 5678"),      // Birmingham
            ("441632960123", "+44 1632 960123"),       // a 4-digit area code
            ("447400123456", "+44 7400 123456"),       // mobile
            ("447012345678", "+44 70 1234 5678"),      // personal numbers: 70 before 7
            ("448001111", "+44 800 1111"),
        ]
        for (typed, printed) in cases {
            let result = Self.phone.transform(typed)
            #expect(result.text == printed && result.isComplete, "\(typed)")
            #expect(MaskPreset.phone.trial.passes(result.text), "\(printed)")
            #expect(Self.phone.extract(result.text).value == typed.filter(\.isNumber), "\(typed)")
        }
        #expect(MaskPreset.phone.trial.passes("+44 20 7123 4567"))
        #expect(!MaskPreset.phone.trial.passes("+44 2071 234567"))
    }

    @Test("typed key by key, a London number shows libphonenumber's grouping at every prefix")
    func londonAsYouType() {
        // libphonenumber's AsYouTypeFormatter on +442071234567, trailing separators aside.
        let expected = ["+", "+4", "+44", "+44 2", "+44 20", "+44 20 7", "+44 20 71", "+44 20 712", "+44 20 7123",
                        "+44 20 7123 4", "+44 20 7123 45", "+44 20 7123 456", "+44 20 7123 4567"]
        var editor = MaskedTextEditor(program: Self.phone)
        var shown: [String] = []
        for key in "+442071234567" {
            editor.insert(String(key))
            shown.append(editor.text.hasSuffix(" ") ? String(editor.text.dropLast()) : editor.text)
            #expect(editor.text == Self.phone.transform(String("+442071234567".prefix(shown.count))).text)
        }
        #expect(shown == expected)
        #expect(editor.isComplete)
    }

    @Test("a leading-digit prefix is written over the format's first digits, counts shortened")
    func splice() {
        #expect(PhoneFormatMasks.splice(prefix: "[25]", into: "DD DDDD DDDD") == "[25]D DDDD DDDD")
        #expect(PhoneFormatMasks.splice(prefix: "[1][2-69][02-9]", into: "DDDD D{5,6}") == "[1][2-69][02-9]D D{5,6}")
        #expect(PhoneFormatMasks.splice(prefix: "[8][0][0][1][1][1][1]", into: "DDD DDDD") == "[8][0][0] [1][1][1][1]")
        #expect(PhoneFormatMasks.splice(prefix: "[3][0]", into: "D{4,5} DD") == "[3][0]D{2,3} DD")
        #expect(PhoneFormatMasks.splice(prefix: "[1][2][3]", into: "DD") == nil)
        #expect(PhoneFormatMasks.splice(prefix: "", into: "DDD DD") == "DDD DD")
    }
}

extension PhonePresetTests {
    @Test("every country code's sets compile, international and national, formats and digits")
    func everyCountrySetCompiles() {
        for (name, programs) in [("international", PhoneCountryPrograms.international), ("national", PhoneCountryPrograms.national)] {
            let all = programs.compiledAll()
            #expect(Set(all.keys) == Set(PhoneNumberingPlan.libphonenumber.lengthsByCode.keys), "\(name)")
            for (code, compiled) in all {
                #expect(compiled.digits != nil, "\(name) +\(code): the digits mask does not compile")
                let region = PhoneRegion.all.first { $0.mainRegionForCode && String($0.countryCode) == code }
                let hasFormats = (name == "international" ? region?.internationalFormats : region?.nationalFormats)?.isEmpty == false
                if hasFormats {
                    #expect(!compiled.formats.isEmpty && !compiled.formats.contains(nil), "\(name) +\(code): the formats do not compile")
                }
            }
        }
    }
}

extension PhonePresetTests {
    /// Germany, India, China and Japan have more format masks than a set holds: their later
    /// formats are sets of their own, asked for a number the first does not read whole. With
    /// the first 64 masks alone these numbers printed as plain digits after the code; now
    /// they print as libphonenumber formats them (`format_number(..., INTERNATIONAL)`).
    @Test("a country with more formats than a set holds prints numbers of its later formats", arguments: [
        ("+4915123456789", "+49 1512 3456789"), ("+498001234567890", "+49 800 1234567890"), ("+4918012345", "+49 180 1 2345"),
        ("+918123456789", "+91 81234 56789"), ("+911800123456", "+91 1800 12 3456"), ("+8613123456789", "+86 131 2345 6789"),
        ("+861012345678", "+86 10 1234 5678"), ("+819012345678", "+81 90-1234-5678"), ("+812012345678", "+81 20-1234-5678"),
    ])
    func countriesPastOneSet(number: String, formatted: String) throws {
        let transformed = MaskPreset.phone.transform(number)
        #expect(transformed.text == formatted && transformed.isComplete)
        let code = try #require(PhoneInput(reading: number).countryCode)
        let part = PhoneCountryPrograms.international.program(countryCode: code, reading: number)?.part
        #expect(part != nil && part != .digits)
    }

    @Test("the countries past one set are there, and every example number of theirs is read whole")
    func countriesPastOneSetExamples() {
        var chunked = 0
        for region in PhoneRegion.all where region.mainRegionForCode {
            guard PhoneCountryPrograms.masks(of: region, layout: .international).count > MaskProgram.maximumMaskCount + 1 else { continue }
            chunked += 1
            // An example is `type:digits` (`mobile:15123456789`).
            for example in region.examples {
                let number = "+\(region.countryCode)\(example.split(separator: ":").last ?? "")"
                #expect(MaskPreset.phone.transform(number).isComplete, "\(region.region): \(number)")
            }
        }
        #expect(chunked >= 4)
    }
}
