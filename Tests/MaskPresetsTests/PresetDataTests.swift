@testable import MaskPresets
import MaskTrials
import Testing

@Suite("preset data")
struct PresetDataTests {
    @Test("the issue's names are all there, once each, and the named constants find them")
    func names() {
        let names = MaskPreset.all.map(\.name)
        #expect(names == ["card", "card-expiry", "card-cvc", "iban", "phone", "phone-e164", "phone-national", "date-iso", "date-eu", "date-eu-slash", "date-us",
                          "time", "time-seconds", "time-12h", "ipv4", "mac", "hex-color", "uuid", "us-zip",
                          "postcode-uk", "postcode-ca", "postcode-nl", "postcode-de"])
        #expect(MaskPreset.named("iban")?.name == "iban")
        #expect(MaskPreset.named("nope") == nil)
        #expect([MaskPreset.card, .cardExpiry, .cardCVC, .iban, .phone, .phoneE164, .phoneNational, .dateISO, .dateEU, .dateEUSlash, .dateUS, .time,
                 .timeSeconds, .time12Hour, .ipv4, .mac, .hexColor, .uuid, .usZIP,
                 .postcodeUK, .postcodeCanada, .postcodeNetherlands, .postcodeGermany].map(\.name) == names)
        for preset in MaskPreset.all {
            #expect(Set(preset.masks.map(\.name)).count == preset.masks.count, "\(preset.name): mask names repeat")
            #expect(!preset.summary.isEmpty && !preset.examples.isEmpty)
        }
    }

    @Test("every registry row: the example IBAN has the BBAN's length and layout, and passes mod 97")
    func ibanRegistry() {
        #expect(IBANRegistry.countries.count == 89)
        #expect(Set(IBANRegistry.countries.map(\.code)).count == 89)
        for country in IBANRegistry.countries {
            let kinds = IBANLayout.characters(of: country.bban)
            #expect(kinds != nil, "\(country.code)")
            let example = Array(country.example.utf8)
            #expect(example.count == 4 + (kinds?.count ?? 0), "\(country.code): length")
            #expect(country.example.hasPrefix(country.code))
            for (kind, byte) in zip(kinds ?? [], example.dropFirst(4)) {
                let fits = switch kind {
                case "D": byte >= 0x30 && byte <= 0x39
                case "U": byte >= 0x41 && byte <= 0x5A
                default: (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                }
                #expect(fits, "\(country.code): \(country.example) does not fit \(country.bban)")
            }
            #expect(Trial.iban.passes(country.example), "\(country.code)")
            #expect(Trial.iban.passes(PresetCatalog.printed(country.example)), "\(country.code)")
        }
    }

    @Test("IBAN masks: the country as sets of one letter (data, not literals), check digits, the BBAN in groups of four", arguments: [
        ("DE", "8!n10!n", "[D][E]DD DDDD DDDD DDDD DDDD DD"),
        ("GB", "4!a6!n8!n", "[G][B]DD UUUU DDDD DDDD DDDD DD"),
        ("FR", "5!n5!n11!c2!n", "[F][R]DD DDDD DDDD DD[0-9A-Z]{2} [0-9A-Z]{4} [0-9A-Z]{4} [0-9A-Z]DD"),
        ("NO", "4!n6!n1!n", "[N][O]DD DDDD DDDD DDD"),
        ("MU", "4!a2!n2!n12!n3!n3!a", "[M][U]DD UUUU DDDD DDDD DDDD DDDD DDDU UU"),
    ])
    func ibanPatterns(country: String, bban: String, pattern: String) {
        #expect(IBANLayout.pattern(country: country, bban: bban) == pattern)
    }

    @Test("IBAN masks: at most 64 (a set's limit), every country in one, no two sharing a complete text")
    func ibanMasks() {
        let masks = IBANLayout.masks(IBANRegistry.countries)
        #expect(masks.count <= 64)
        let codes = masks.flatMap { $0.name.split(separator: "-").map(String.init) }
        #expect(codes.sorted() == IBANRegistry.countries.map(\.code).sorted())
        #expect(masks.first { $0.name.hasPrefix("CR-") }?.pattern == "[CDMRV][AERS]DD DDDD DDDD DDDD DDDD DD")
        var groups: [(kinds: [String], codes: [String])] = []
        for mask in masks {
            let codes = mask.name.split(separator: "-").map(String.init)
            let bban = IBANRegistry.countries.first { $0.code == codes[0] }!.bban
            groups.append((IBANLayout.characters(of: bban)!, codes))
        }
        #expect(IBANLayout.firstOverlap(groups) == nil)
        // The split the overlap rule made: Mauritania shares a complete text with Monaco's
        // layout otherwise ([BDM][IJR] and [FM][CR] both admit MR).
        #expect(IBANLayout.firstOverlap([(Array(repeating: "D", count: 23), ["BI", "MR"]),
                                         (Array(repeating: "[0-9A-Z]", count: 23), ["FR", "MC"])]) != nil)
    }

    @Test("the registry check refuses codes the shared masks let through")
    func ibanCountry() {
        let trial = Trial.ibanCountry(layouts: IBANLayout.registryLayouts(IBANRegistry.countries))
        #expect(trial.passes("DE89 3704 0044 0532 0130 00"))
        #expect(trial.passes("GB82WEST12345698765432"))
        #expect(!trial.passes("CA22 3704 0044 0532 0130 00"))
        #expect(!trial.passes("DE89 3704 0044 0532 0130 0"))
        #expect(!trial.passes("GB82 1234 1234 5698 7654 32"))
        #expect(trial.evaluate("CA22 3704 0044 0532 0130 00").messages.first?.text
                == "is not an IBAN of CA as the IBAN registry gives it")
    }

    @Test("BBAN notation the reader refuses")
    func badNotation() {
        #expect(IBANLayout.characters(of: "8!x") == nil)
        #expect(IBANLayout.characters(of: "8!n4") == nil)
        #expect(IBANLayout.characters(of: "n") == nil)
        #expect(IBANLayout.characters(of: "24n") == Array(repeating: "D", count: 24))
    }

    @Test("card examples pass the card trial; counterexamples do not")
    func cards() {
        for number in CardLayouts.examples { #expect(Trial.paymentCard().passes(number), "\(number)") }
        for number in CardLayouts.counterexamples { #expect(!Trial.paymentCard().passes(number), "\(number)") }
    }

    @Test("phones: at least 20 countries, country codes prefix-free, each example in its layout")
    func phones() {
        let countries = PhoneLayouts.countries
        #expect(countries.count >= 20)
        let codes = countries.map(\.code)
        for (index, code) in codes.enumerated() {
            for (other, otherCode) in codes.enumerated() where other != index {
                #expect(!otherCode.hasPrefix(code), "+\(code) is a prefix of +\(otherCode)")
            }
        }
        for country in countries {
            // The layout as printed: the code's digit sets are the digits themselves.
            let printed = "+" + country.code + " " + country.national
            #expect(country.layout == "+" + country.code.map { "[\($0)]" }.joined() + " " + country.national)
            #expect(country.example.count == printed.count, "\(country.name)")
            for (layout, typed) in zip(printed, country.example) {
                #expect(layout == "D" ? typed.isASCII && typed.isNumber : layout == typed, "\(country.name): \(country.example)")
            }
            // E.164: at most 15 digits with the country code.
            #expect(printed.filter { $0 == "D" || $0.isNumber }.count <= 15)
            // The layout's length is one libphonenumber calls possible for the code.
            let nationalDigits = country.national.filter { $0 == "D" || $0.isNumber }.count
            #expect(PhoneNumberingPlan.libphonenumber.lengthsByCode[country.code]?.contains(nationalDigits) == true, "\(country.name)")
        }
    }

    @Test("presets with trials: examples pass them and counterexamples fail them")
    func trials() {
        for preset in MaskPreset.all where !preset.trials.isEmpty {
            let trials = Trial.all(preset.trials)
            for example in preset.examples { #expect(trials.passes(example), "\(preset.name): \(example)") }
            for example in preset.counterexamples { #expect(!trials.passes(example), "\(preset.name): \(example)") }
        }
    }

    @Test("card-expiry checks the past only when given a reference month")
    func expiryReference() {
        let november2026 = CalendarMonth(year: 2026, month: 11)!
        #expect(MaskPreset.cardExpiry.definition.referenceTrial?(november2026).passes("10/26") == false)
        #expect(Trial.all(MaskPreset.cardExpiry.trials).passes("10/26"))
    }
}
