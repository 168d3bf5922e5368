@testable import MaskPresets
import MaskCompiler
import MaskTrials
import MaskVM
import Testing
import TestSupport

/// A preset's check reads a sample as a value: `check(transform(x)) == check(x)`.
@Suite("preset checks judge values")
struct PresetValueTests {
    /// Forms of a value people type, and damaged ones: the example as printed, its letters
    /// and digits alone, in lower and upper case, with a separator added or a character
    /// removed, and with one letter or digit changed.
    static func variants(of example: String, using generator: inout SeededGenerator) -> [String] {
        let characters = Array(example)
        var forms = [example, String(characters.filter { $0.isLetter || $0.isNumber }), example.lowercased(), example.uppercased()]
        for _ in 0..<6 {
            var noisy = characters
            noisy.insert([" ", "-", ".", "/", ":"].randomElement(using: &generator)!, at: Int.random(in: 0...noisy.count, using: &generator))
            forms.append(String(noisy))
            var shorter = characters
            shorter.remove(at: Int.random(in: 0..<shorter.count, using: &generator))
            forms.append(String(shorter))
            var changed = characters
            let places = changed.indices.filter { changed[$0].isNumber || changed[$0].isLetter }
            if let place = places.randomElement(using: &generator) {
                changed[place] = changed[place].isNumber ? Character(String(Int.random(in: 0...9, using: &generator)))
                                                         : "ABCXYZ".randomElement(using: &generator)!
                forms.append(String(changed))
                forms.append(String(changed.filter { $0.isLetter || $0.isNumber }))
            }
        }
        return forms
    }

    /// The main region of the number's country code (GB for +44, US for +1).
    static func mainRegion(of number: String) -> PhoneRegionCode? {
        guard let code = PhoneInput(reading: number).countryCode else { return nil }
        return PhoneRegion.all.first { $0.mainRegionForCode && String($0.countryCode) == code }.flatMap { PhoneRegionCode($0.region) }
    }

    @Test("check(transform(x)) == check(x) for every preset, on generated forms of its examples")
    func checkAgreesWithTransform() {
        var generator = SeededGenerator(seed: 19)
        var passed = 0
        var failed = 0
        for preset in MaskPreset.all {
            let check = preset.trial(reading: .value)
            for example in preset.examples + preset.counterexamples {
                for sample in Self.variants(of: example, using: &generator) {
                    if preset.readsPhoneNumbers {
                        // A phone number is read country by country (the code first, then
                        // that country's set), as `maskc check --preset phone` reads it.
                        // As for the other presets, the property holds where transform reads
                        // a value (complete); a number passes only if it is read so.
                        let transformed = preset.transform(sample, region: nil)
                        let verdict = check.passes(sample)
                        // NATIONAL text has no country code: it is judged again as national
                        // input of the number's country (its code's main region).
                        if transformed.isComplete {
                            let again = preset.name == MaskPreset.phoneNational.name
                                ? preset.trial(reading: .value, region: Self.mainRegion(of: sample)) : check
                            #expect(again.passes(transformed.text) == verdict, "\(preset.name): \(sample) read as \(transformed.text)")
                        }
                        // (phone-national is left out here: a national prefix written after
                        // the code (`+49 0601 123 456`) passes the check, and the national
                        // format, which leaves it out as libphonenumber does, is then printed
                        // not complete, its value short of the typed 0. libphonenumber tells
                        // such a prefix from a number's first digit by number patterns this
                        // metadata does not carry: issue 20, in the closing note.)
                        if verdict, preset.name != MaskPreset.phoneNational.name {
                            #expect(transformed.isComplete, "\(preset.name): \(sample)")
                        }
                        if verdict { passed += 1 } else { failed += 1 }
                        continue
                    }
                    let reading = preset.program.readValue(sample)
                    let transformed = preset.program.transform(sample)
                    let verdict = check.passes(sample)
                    // A value is judged as its printed form is judged, exactly and as a value.
                    #expect(verdict == (reading.isValue && preset.trial.passes(transformed.text)), "\(preset.name): \(sample)")
                    if reading.isValue {
                        #expect(transformed.isComplete, "\(preset.name): \(sample)")
                        #expect(reading.printed == transformed.text)
                        #expect(check.passes(transformed.text) == verdict, "\(preset.name): \(sample) read as \(transformed.text)")
                    }
                    if verdict { passed += 1 } else { failed += 1 }
                }
            }
        }
        // Both sides were tried many times: the property is not met by refusing, or passing, all.
        #expect(passed > 500)
        #expect(failed > 500)
    }

    @Test("reading: .exact is the preset's own trial; Trial.preset gives the same choice")
    func exactIsTheOldCheck() {
        #expect(!MaskPreset.card.trial(reading: .exact).passes("4111111111111111"))
        #expect(MaskPreset.card.trial(reading: .value).passes("4111111111111111"))
        #expect(Trial.preset(.iban, reading: .value).passes("DE89370400440532013000"))
        #expect(!Trial.preset(.iban, reading: .exact).passes("DE89370400440532013000"))
        #expect(!Trial.preset(.iban).passes("DE89370400440532013000"))
    }

    /// An Amex or Diners number grouped 4-4-4-… is complete in the generic layout of its
    /// length, but the field shows it in its brand's layout: exact passes only that form.
    @Test("an exact check of a set passes only the form the set prints", arguments: [
        ("3467 1059 9587 513", "3467 105995 87513"), ("3782 8224 6310 005", "3782 822463 10005"),
        ("3056 9309 0259 04", "3056 930902 5904"),
    ])
    func exactIsThePrintedForm(regrouped: String, printed: String) throws {
        let exact = MaskPreset.card.trial(reading: .exact)
        #expect(MaskPreset.card.program.match(regrouped) == .complete)
        #expect(MaskPreset.card.program.transform(regrouped).text == printed)
        #expect(exact.passes(printed))
        let messages = exact.evaluate(regrouped).messages
        #expect(messages.count == 1)
        #expect(messages.first?.text == "expected a digit at 9, found ' '")
        // Read as a value it fails too: a typed space cannot move (docs/editing.md).
        #expect(!MaskPreset.card.trial(reading: .value).passes(regrouped))
    }

    @Test("an exact check of a set passes a text complete in the mask the set picks, whichever of its complete masks")
    func exactSetOfTies() throws {
        let set = try MaskCompiler.compile(["DD-DD", "D?D-DD"])
        #expect(Trial.mask(set).passes("12-34"))
        #expect(Trial.mask(set).passes("1-34"))
        #expect(!Trial.mask(set).passes("1234"))
    }

    @Test("card-expiry with a reference month: the value's printed form is judged against it")
    func expiryReference() {
        let reference = CalendarMonth(year: 2026, month: 11)!
        let check = MaskPreset.cardExpiry.trial(reading: .value, notBefore: reference)
        #expect(check.passes("1226"))
        #expect(check.evaluate("1026").messages.map(\.key) == ["card_expired"])
        #expect(check.evaluate("1026").messages.first?.text.hasPrefix("10/26: ") == true)
    }
}

@Suite("presets as users expect them")
struct PresetLayoutTests {
    @Test("card prints every length .paymentCard accepts, and each passes the check", arguments: [
        ("675900000000", "6759 0000 0000"),               // Maestro, 12
        ("4222222222222", "4222 2222 2222 2"),            // Visa, 13
        ("30569309025904", "3056 930902 5904"),           // Diners Club, 14
        ("675900000000005", "6759 0000 0000 005"),        // Maestro, 15
        ("378282246310005", "3782 822463 10005"),         // American Express, 15
        ("4111111111111111", "4111 1111 1111 1111"),      // Visa, 16
        ("35280000000000007", "3528 0000 0000 0000 7"),   // JCB, 17
        ("36000000000000004", "3600 0000 0000 0000 4"),   // Diners Club, 17
        ("601100000000000004", "6011 0000 0000 0000 04"), // Discover, 18
        ("4000000000000000006", "4000 0000 0000 0000 006"), // Visa, 19
    ])
    func cardLengths(typed: String, printed: String) {
        let transformed = MaskPreset.card.program.transform(typed)
        #expect(transformed.text == printed)
        #expect(transformed.isComplete)
        #expect(MaskPreset.card.trial.passes(printed))
        #expect(MaskPreset.card.trial(reading: .value).passes(typed))
    }

    /// Issue 19's IBAN row: a pasted label that no IBAN mask can start with (`IBAN `) is
    /// formatting noise (docs/editing.md, rule 4): the paste is the British number, never
    /// another country's, in the editor, transform and the value check alike.
    @Test("pasting 'IBAN GB82 …' into the IBAN field gives the British number; the label is noise", arguments: [
        "IBAN GB82 WEST 1234 5698 7654 32",
        "IBAN: GB82WEST12345698765432",
        "iban gb82 west 1234 5698 7654 32",
    ])
    func ibanLabelPaste(pasted: String) {
        let printed = "GB82 WEST 1234 5698 7654 32"
        var editor = MaskedTextEditor(program: MaskPreset.iban.program)
        let change = editor.insert(pasted)
        let transformed = MaskPreset.iban.program.transform(pasted)
        #expect(editor.text == printed && editor.isComplete)
        #expect(transformed.text == printed && transformed.isComplete)
        let label = pasted.prefix { $0 != "G" && $0 != "g" }.count
        #expect(transformed.label == label)
        #expect(Array(transformed.dropped.prefix(label)) == Array(0..<label))
        // The label's characters are ignored, not refused keys.
        #expect(change.refused.isEmpty)
        #expect(Array(change.ignored.prefix(label)) == Array(0..<label))
        #expect(MaskPreset.iban.trial(reading: .value).passes(pasted))
    }

    @Test("a label is noise only where no mask can start with it: a wrong IBAN stays wrong")
    func ibanLabelNeverLaunders() {
        // A country code typed twice is no label (it holds digits), and loses a digit.
        #expect(!MaskPreset.iban.program.transform("GB82 GB82 WEST 1234 5698 7654 32").isComplete)
        // A label with nothing after it is not taken.
        #expect(MaskPreset.iban.program.transform("IBAN ").label == 0)
    }

    @Test("an empty card field shows the 16-digit layout")
    func cardPlaceholder() {
        let editor = MaskedTextEditor(program: MaskPreset.card.program)
        #expect(editor.placeholder == "____ ____ ____ ____")
    }

    @Test("check --preset card names the brand when the brand rule fails")
    func cardBrandNamed() {
        // A Luhn-valid 14-digit number with Visa's leading 4: Visa issues 13, 16 or 19 digits.
        let messages = MaskPreset.card.trial(reading: .value).evaluate("41111111111114").messages
        #expect(messages.map(\.key) == ["card_length"])
        #expect(messages.first?.text == "4111 1111 1111 14: is a Visa number of 14 digits; Visa issues 13, 16 or 19 digits")
        let amex = Trial.paymentCard(accepting: [.visa]).evaluate("3782 822463 10005").messages
        #expect(amex.map(\.text) == ["is a card of American Express, not of an accepted brand (Visa)"])
        let none = Trial.paymentCard().evaluate("6000 0000 0000 0007").messages
        #expect(none.map(\.key) == ["card_brand"])
    }

    @Test("dates: typed forms the masks read, and a two-digit year refused, never shifted", arguments: [
        ("date-eu", "01/02/2024", "01.02.2024", true),
        ("date-eu", "01022024", "01.02.2024", true),
        ("date-eu", "01.02.24", "01.02.24", false),
        ("date-eu-slash", "01.02.2024", "01/02/2024", true),
        ("date-eu-slash", "29/02/2023", "29/02/2023", false),
        ("date-us", "01.02.2024", "01/02/2024", true),
        ("date-us", "01/02/24", "01/02/24", false),
    ])
    func dates(preset name: String, typed: String, printed: String, passes: Bool) throws {
        let preset = try #require(MaskPreset.named(name))
        #expect(preset.program.transform(typed).text == printed)
        #expect(preset.trial(reading: .value).passes(typed) == passes)
    }

    @Test("a two-digit year layout reads YY as 20YY", arguments: [
        ("DD/MM/YY", "29/02/24", true), ("DD/MM/YY", "29/02/23", false), ("MM/DD/YY", "02/29/00", true), ("YY-MM-DD", "24-12-31", true),
    ])
    func twoDigitYear(layout: String, text: String, passes: Bool) throws {
        let dateLayout = try #require(DateLayout(layout))
        #expect(dateLayout.hasTwoDigitYear)
        #expect(Trial.calendarDate(layout: dateLayout).passes(text) == passes)
        #expect(DateLayout("YYY-MM-DD") == nil)
    }

    @Test("time-12h: 930p and 9:30 pm", arguments: [
        ("930p", "9:30 PM"), ("9:30 pm", "9:30 PM"), ("1230a", "12:30 AM"), ("1:05 AM", "1:05 AM"), ("1159PM", "11:59 PM"),
    ])
    func twelveHour(typed: String, printed: String) {
        let transformed = MaskPreset.time12Hour.program.transform(typed)
        #expect(transformed.text == printed)
        #expect(transformed.isComplete)
        #expect(MaskPreset.time12Hour.trial(reading: .value).passes(typed))
    }

    @Test("postcodes: published examples pass, typed in lower case and without the space", arguments: [
        ("postcode-uk", ["EC1A 1BB", "W1A 0AX", "M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT", "SW1A 1AA", "SW1A 0AA", "GIR 0AA"]),
        ("postcode-ca", ["K1A 0B1", "H0H 0H0"]),
        ("postcode-nl", ["1071 XX", "2513 AA"]),
        ("postcode-de", ["10117", "11011", "80331", "01067"]),
    ])
    func postcodes(preset name: String, examples: [String]) throws {
        let preset = try #require(MaskPreset.named(name))
        for example in examples {
            #expect(preset.trial.passes(example), "\(example)")
            let typed = String(example.lowercased().filter { $0 != " " })
            #expect(preset.program.transform(typed).text == example, "\(typed)")
            #expect(preset.trial(reading: .value).passes(typed), "\(typed)")
        }
    }

    @Test("postcodes: codes that are not issued are refused", arguments: [
        ("postcode-uk", "QA1 1AA"), ("postcode-uk", "AI1 1AA"), ("postcode-uk", "A1 1CA"), ("postcode-uk", "GIR 0AB"),
        ("postcode-ca", "D1A 0B1"), ("postcode-ca", "W1A 0B1"),
        ("postcode-nl", "0123 AB"), ("postcode-nl", "1234 SS"),
        ("postcode-de", "00123"),
    ])
    func postcodesRefused(preset name: String, code: String) throws {
        let preset = try #require(MaskPreset.named(name))
        #expect(!preset.trial.passes(code))
        #expect(!preset.trial(reading: .value).passes(code))
    }
}
