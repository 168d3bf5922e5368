import MaskCompiler
@testable import MaskPresets
import MaskTrials
import MaskVM
import Testing

/// The phone presets' shortcuts (issue 20's speed work) against the longer ways they stand
/// for: each must give what the longer way gives, on numbers that pass and numbers that fail.
@Suite("phone shortcuts: the same answers as the longer ways")
struct PhoneShortcutTests {
    /// Numbers of several kinds: whole, partial, too long, impossible, with an extension,
    /// national without a region, a letter, a `(0)`, Unicode digits and dashes.
    static let samples = [
        "+44 20 7123 4567", "+442071234567", "0044 (0) 20 7946 0958 ext 12", "+44 20 71", "+4420712345678",
        "+1 201-555-0123", "+79123456789", "+7 912 345-67-89 0", "+0000000", "+1 201 555 012", "020 7123 4567",
        "+49 0601 123456", "+33 6 12 a4 56 78", "+３３ ６１２３４５６７８", "+44\u{2013}20\u{2013}7123\u{2013}4567",
        "+", "", "+999 123", "+971 2 234 5678", "+61 4 1234 5678 x9",
    ]

    @Test("the country code found without Strings is the one the lookup by Strings finds")
    func countryCodeBySlot() {
        let plan = PhoneNumberingPlan.libphonenumber
        func byStrings(_ digits: String) -> String? {
            var code = ""
            for digit in digits.prefix(3) {
                code.append(digit)
                if plan.lengthsByCode[code] != nil { return code }
            }
            return nil
        }
        var texts: [String] = (0..<1000).map { String($0) }
        texts += (0..<100).map { (number: Int) -> String in "0" + String(number) }
        texts += (0..<10).map { (number: Int) -> String in "00" + String(number) }
        texts += ["", "4a4", "a44", "４4", "4\u{301}4", "44\u{301}", "1\r\n", "٤٤"]
        var found = 0
        for text in texts {
            #expect(plan.countryCode(startingWith: text[...]) == byStrings(text), "\(text)")
            if byStrings(text) != nil { found += 1 }
        }
        #expect(found > 200)
    }

    @Test("the field's country code read by bytes is the one read by Characters")
    func fieldCountryCodeByBytes() {
        func byCharacters(_ number: String) -> String? {
            guard number.first == "+" else { return nil }
            return PhoneNumberingPlan.libphonenumber.countryCode(startingWith: Array(number.dropFirst()))
        }
        let numbers = ["+44", "+442071234567", "+", "", "44", "+\u{301}44", "+\r\n44", "4+4", "+٤٤", "+4\u{301}4", "+1 201", "+7(912",
                       "+999", "+0", "+３３", "+\u{00A0}44", "++44", "+35", "+351 21"]
        for number in numbers {
            #expect(PhoneNumberEditor.countryCode(of: number) == byCharacters(number), "\(number.unicodeScalars.map(\.value))")
        }
        #expect(PhoneNumberEditor.countryCode(of: "+442071234567") == "44" && PhoneNumberEditor.countryCode(of: "+\u{301}44") == nil)
    }

    @Test("the plan's trial, counting digits without copying them, names the digits it read")
    func planWithFewDigits() {
        let plan = Trial.inTurn(MaskPreset.phone.trials)
        #expect(plan.evaluate("+4").messages.first?.parameters == ["digits": .text("4")])
        #expect(plan.evaluate("+05").messages.first?.parameters == ["digits": .text("05")])
        #expect(plan.evaluate("no digits").messages.first?.parameters == ["digits": .text("")])
        #expect(plan.evaluate("+1 2").messages.first?.key == "phone_too_short")
        #expect(plan.evaluate("+1 2").messages.first?.parameters["code"] == TrialMessage.Value.text("1"))
        #expect(plan.passes("+1 201 555 0123") && plan.passes("x+4-4 20 7123 4567y"))
    }

    @Test("a check that reads the value from the transform made already judges as reading it again")
    func valueFromTheTransformMade() throws {
        for (preset, output) in [(MaskPreset.phone, PhoneOutput.international), (.phoneNational, .national)] {
            for sample in Self.samples {
                let input = PhoneInput(reading: sample)
                let layout = preset.phoneLayout(of: input, output: output)
                guard let transformed = layout.transformed else { continue }
                let reading = layout.program.readValue(layout.text, transformed: transformed)
                #expect(reading == layout.program.readValue(layout.text), "\(sample)")
                #expect(Trial.valueResult(of: reading, sample: layout.text)
                    == Trial.onValue(of: layout.program, then: []).evaluate(layout.text), "\(sample)")
            }
        }
        let card = try MaskCompiler.compile("DDDD DDDD DDDD DDDD")
        for sample in ["4111111111111111", "4111 1111 1111", "4111x1111 1111 1111", "41111 1111 1111 111"] {
            let reading = card.readValue(sample, transformed: card.transform(sample))
            #expect(reading == card.readValue(sample))
            #expect(Trial.valueResult(of: reading, sample: sample) == Trial.onValue(of: card, then: []).evaluate(sample))
        }
        // Both kinds of verdict are met.
        #expect(MaskPreset.phone.trial(reading: .value, region: nil).passes("+44 20 7123 4567"))
        #expect(!MaskPreset.phone.trial(reading: .value, region: nil).passes("+44 20 71"))
    }

    @Test("a set's printed value is its letters and digits only where no mask writes a letter or digit of its own")
    func printedValueScan() {
        let international = PhoneRegion.all.filter(\.mainRegionForCode).map { PhoneCountryPrograms.masks(of: $0, layout: .international) }
        #expect(international.count > 200)
        #expect(international.allSatisfy(PhonePrintedValue.isLettersAndDigits), "an INTERNATIONAL layout writes a letter or digit")
        // Some NATIONAL layouts write the trunk prefix as a literal digit: those keep the extract.
        let national = PhoneRegion.all.filter(\.mainRegionForCode).map { PhoneCountryPrograms.masks(of: $0, layout: .national) }
        #expect(national.contains { !PhonePrintedValue.isLettersAndDigits(of: $0) })
        #expect(national.contains(where: PhonePrintedValue.isLettersAndDigits))
        for (pattern, holds) in [("+[4][4] [25]D DDDD DDDD", true), ("0[2]D DDDD DDDD", false), ("+?7|8 DDD", false), ("AA-XX UL", true),
                                 ("<01-12>/DD", false), ("[^0-9]DD", false), ("[0-z]DD", false), ("[0-9A-F]DD", true), (#"\AD"#, false),
                                 ("D?-?D{2,3}", true)] {
            #expect(PhonePrintedValue.isLettersAndDigits(of: [PresetMask("m", pattern)]) == holds, "\(pattern)")
        }
        #expect(!PhonePrintedValue.isLettersAndDigits(of: [PresetMask("a", "DD"), PresetMask("b", "(D)-0D")]))
        #expect(PhonePrintedValue.isLettersAndDigits(of: [PresetMask("a", "DD"), PresetMask("b", "(D)-D")]))
        #expect(PhonePrintedValue.lettersAndDigits(of: "+44 20 7123 4567", equal: "442071234567") == true)
        #expect(PhonePrintedValue.lettersAndDigits(of: "+44 20 7123 456", equal: "442071234567") == false)
        #expect(PhonePrintedValue.lettersAndDigits(of: "+44 20 7123 45678", equal: "442071234567") == false)
        #expect(PhonePrintedValue.lettersAndDigits(of: "+44 20 7123 4567", equal: "442071234568") == false)
        #expect(PhonePrintedValue.lettersAndDigits(of: "+44 2٠ 7123 4567", equal: "442071234567") == nil)
    }

    @Test("the printed value judged by letters and digits is the extract's judgement on the samples")
    func printedValueOnSamples() {
        var byShortcut = 0
        for (preset, output) in [(MaskPreset.phone, PhoneOutput.international), (.phoneNational, .national)] {
            for sample in Self.samples {
                let layout = preset.phoneLayout(of: PhoneInput(reading: sample), output: output)
                let printed = layout.transformed ?? layout.program.transform(layout.text)
                #expect(preset.printedValue(of: printed.text, in: layout) == preset.printedValue(of: printed.text, in: layout, shortcut: false),
                        "\(preset.name) \(sample)")
                if layout.valueIsLettersAndDigits { byShortcut += 1 }
            }
        }
        // Most samples with a country code take it; the NATIONAL sets that write a trunk `0` do not.
        #expect(byShortcut >= Self.samples.count / 2)
    }

    @Test("transformWithProgram prints as transform and names program(reading:region:)'s program")
    func transformWithProgram() {
        for preset in [MaskPreset.phone, .phoneNational, .phoneE164, .card] {
            for sample in Self.samples {
                for autocomplete in [true, false] {
                    let (transformed, program) = preset.transformWithProgram(sample, autocomplete: autocomplete)
                    #expect(transformed == preset.transform(sample, autocomplete: autocomplete), "\(preset.name) \(sample)")
                    #expect(program.source.pattern == preset.program(reading: sample, region: nil).source.pattern, "\(preset.name) \(sample)")
                }
            }
        }
    }
}
