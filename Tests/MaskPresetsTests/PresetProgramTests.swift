import MaskPresets
import MaskTrials
import MaskVM
import Testing

@Suite("preset programs and trials")
struct PresetProgramTests {
    @Test("every preset compiles, one mask per catalogue mask, named when there are several")
    func compiles() {
        for preset in MaskPreset.all {
            #expect(preset.program.masks.count == preset.masks.count, "\(preset.name)")
        }
        #expect(MaskPreset.card.program.masks.map(\.name) == MaskPreset.card.masks.map(\.name))
    }

    @Test("every example passes the whole check and is already formatted: transform gives it back")
    func examples() {
        for preset in MaskPreset.all {
            for example in preset.examples {
                #expect(preset.trial.passes(example), "\(preset.name): \(example): \(preset.trial.evaluate(example))")
                #expect(preset.program.transform(example).text == example, "\(preset.name): \(example)")
            }
            for example in preset.counterexamples {
                #expect(preset.program.match(example) == .complete, "\(preset.name): \(example)")
                #expect(!preset.trial.passes(example), "\(preset.name): \(example)")
            }
        }
    }

    @Test("formatting and checking agree: check(transform(x)) == check(x) on every preset's examples")
    func formattingAgrees() {
        for preset in MaskPreset.all {
            for example in preset.examples + preset.counterexamples {
                let formatted = preset.program.transform(example).text
                #expect(preset.trial.passes(formatted) == preset.trial.passes(example), "\(preset.name): \(example)")
            }
        }
    }

    @Test("the issue's examples, through the API")
    func issueExamples() {
        #expect(MaskPreset.card.program.transform("378282246310005").text == "3782 822463 10005")
        #expect(MaskPreset.named("iban")?.program.transform("DE89370400440532013000").text == "DE89 3704 0044 0532 0130 00")
        #expect(Trial.preset(.iban).passes("GB82 WEST 1234 5698 7654 32"))
        let changed = Trial.preset(.iban).evaluate("GB82 WEST 1234 5698 7654 33").messages
        #expect(changed.map(\.text) == ["does not pass the IBAN check (check digits 82)"])
        #expect(!Trial.preset(.dateISO).passes("2023-02-29"))
        #expect(Trial.preset(.dateISO).passes("2024-02-29"))
        #expect(MaskPreset.ipv4.program.match("256.1.1.1") == .illegal(at: 2))
    }

    @Test("cards: each brand's layout is chosen from typed digits", arguments: [
        ("378282246310005", "3782 822463 10005"), ("30569309025904", "3056 930902 5904"),
        ("36227206271667", "3622 720627 1667"), ("4111111111111111", "4111 1111 1111 1111"),
        ("4000000000000000006", "4000 0000 0000 0000 006"), ("3782 8224 6310 005", "3782 822463 10005"),
    ])
    func cardLayouts(typed: String, formatted: String) {
        #expect(MaskPreset.card.program.transform(typed).text == formatted)
        #expect(Trial.preset(.card).passes(formatted))
    }

    /// A card number's digits and an IBAN's letters and digits are all data, brand prefix and
    /// country code included: extract gives every one back, and transform writes none the
    /// input did not have. (A literal prefix broke both: `3[47]DD ...` extracted
    /// `3782 822463 10005` as `78282246310005`, and transformed the 14 digits
    /// `71449635398431` into the valid Amex number `3714 496353 98431`.)
    @Test("card and iban: extract keeps every letter and digit, transform invents none")
    func prefixesAreData() {
        func data(_ text: String) -> String { text.filter { $0.isLetter || $0.isNumber }.uppercased() }
        /// Whether `part`'s characters appear in `whole` in order.
        func isSubsequence(_ part: String, of whole: String) -> Bool {
            var rest = Substring(whole)
            for character in part {
                guard let index = rest.firstIndex(of: character) else { return false }
                rest = rest[rest.index(after: index)...]
            }
            return true
        }
        for preset in [MaskPreset.card, .iban] {
            for example in preset.examples {
                #expect(preset.program.extract(example).value == data(example), "\(preset.name): \(example)")
                // The value without its first character, as someone who skipped it types it.
                let typed = String(data(example).dropFirst())
                let written = data(preset.program.transform(typed).text)
                #expect(isSubsequence(written, of: typed), "\(preset.name): \(typed) became \(written)")
            }
        }
        // Fourteen digits are a 14-digit layout now, with no digit made up for an Amex one;
        // they are no card of a brand whose leading digits are 7.
        #expect(MaskPreset.card.program.transform("71449635398431").text == "7144 9635 3984 31")
        #expect(!Trial.preset(.card).passes(MaskPreset.card.program.transform("71449635398431").text))
    }

    @Test("iban: each country gets its layout from the typed text")
    func ibanTyping() {
        #expect(MaskPreset.iban.program.transform("GB82WEST12345698765432").text == "GB82 WEST 1234 5698 7654 32")
        #expect(MaskPreset.iban.program.transform("NO9386011117947").text == "NO93 8601 1117 947")
        #expect(MaskPreset.iban.program.transform("FR1420041010050500013M02606").text == "FR14 2004 1010 0505 0001 3M02 606")
        #expect(MaskPreset.iban.program.transform("GB82 WEST 1234 5698 7654 32").text == "GB82 WEST 1234 5698 7654 32")
        // The shared masks admit CA; the registry check does not.
        let unknown = Trial.preset(.iban).evaluate("CA22 3704 0044 0532 0130 00").messages
        #expect(unknown.map(\.key) == ["iban_country"])
    }

    /// Issue 12's case rule: a letter is read in its other case where only that one fits
    /// (`[CDMRV]` takes a typed `d` as `D`).
    @Test("iban: typed lower-case letters are upper-cased (issue 12's case rule)")
    func ibanLowerCase() {
        #expect(MaskPreset.iban.program.transform("de89370400440532013000").text == "DE89 3704 0044 0532 0130 00")
        #expect(MaskPreset.iban.program.transform("gb82west12345698765432").text == "GB82 WEST 1234 5698 7654 32")
    }

    @Test("phone: a country's layout from typed digits, E.164 for the rest")
    func phones() {
        #expect(MaskPreset.phone.program.transform("79123456789").text == "+7 (912) 345-67-89")
        #expect(MaskPreset.phone.program.transform("+44 20 7123 4567").text == "+44 20 7123 4567")
        #expect(MaskPreset.phone.program.match("+493012345678") == .complete)
        #expect(MaskPreset.phone.program.match("+1234567890123456") != .complete)  // 16 digits: past E.164
    }

    @Test("card-expiry: not in the past, when asked with a reference month")
    func expiry() {
        let november2026 = CalendarMonth(year: 2026, month: 11)!
        #expect(MaskPreset.cardExpiry.trial.passes("10/26"))
        #expect(!MaskPreset.cardExpiry.trial(notBefore: november2026).passes("10/26"))
        #expect(MaskPreset.cardExpiry.trial(notBefore: november2026).passes("11/26"))
        #expect(!MaskPreset.cardExpiry.trial.passes("13/26"))
        #expect(MaskPreset.ipv4.trial(notBefore: november2026).passes("10.0.0.1"))
    }

    @Test("a text that fails the mask reports only the mask")
    func maskFirst() {
        #expect(Trial.preset(.dateISO).evaluate("2023-13-01").messages.map(\.key) == ["mask_mismatch"])
        #expect(Trial.preset(.card).evaluate("4111 1111").messages.map(\.key) == ["mask_incomplete"])
    }
}
