@testable import MaskPresets
import MaskTrials
import MaskTrialsCore
import MaskVM
import TestSupport
import Testing

/// What stop 46 left between the phone presets and libphonenumber (`phonenumbers` 9.0.43):
/// each region's own extension prefix and the markers that read it back, `phone-e164`'s
/// extract of a number with an extension, a length fault reported before `phone_extension`,
/// and a trunk prefix in another script's digits.
@Suite struct PhoneExtensionStyleTests {
    /// The ISO 3166 code of `region`'s main region for its country code.
    static func mainRegion(_ code: String) throws -> PhoneRegion {
        try #require(PhoneRegion.all.first { $0.region == code && $0.mainRegionForCode })
    }

    /// The text after the number: `transform(text)` less the number's own print (trailing
    /// spaces a mask wrote left out, as the extension's print leaves them out).
    static func extensionPrint(_ preset: MaskPreset, _ number: String, _ withExtension: String) -> String {
        var alone = preset.transform(number).text
        while alone.last == " " { alone.removeLast() }
        let printed = preset.transform(withExtension).text
        return printed.hasPrefix(alone) ? String(printed.dropFirst(alone.count)) : "(\(printed) does not start with \(alone))"
    }

    @Test("an extension is printed with the prefix of its country code's main region, else ' ext. ', and read back as itself",
          arguments: [("GB", "+44 20 7946 0958", " x12"), ("TW", "+886 2 2123 4567", "#12"), ("RO", "+40 21 123 4567", " int 12"),
                      ("UY", "+598 2123 1234", " int. 12"), ("PE", "+51 1 1234567", " Anexo 12"), ("US", "+1 201-555-0123", " ext. 12"),
                      ("RU", "+7 912 345-67-89", " ext. 12")])
    func regionsOwnPrefix(region: String, number: String, printed: String) throws {
        #expect(try Self.mainRegion(region).extensionPrefix ?? " ext. " == String(printed.dropLast(2)))
        let result = MaskPreset.phone.transform(number + " ext 12")
        #expect(result.text == number + printed)
        #expect(result.isComplete)
        // Read back: the printed extension is one, in both runtimes' reading and the e164 check.
        let again = PhoneInput(reading: result.text)
        #expect(again.extensionNumber == "12" && again.number == PhoneInput(reading: number).number)
        #expect(MaskPreset.phone.transform(result.text) == result)
        #expect(MaskPreset.phoneE164.trial(reading: .value, region: nil).evaluate(result.text).messages.map(\.key) == ["phone_extension"])
        let national = MaskPreset.phoneNational.transform(result.text)
        #expect(national.isComplete && national.text.hasSuffix(printed))
    }

    @Test("'int' is a marker only after no letter, as 'x' is ('fax12')")
    func ambiguousMarkers() {
        #expect(PhoneInput(reading: "+40 21 123 4567 int 12").extensionNumber == "12")
        #expect(PhoneInput(reading: "+40 21 123 4567int12").extensionNumber == "12")
        #expect(PhoneInput(reading: "+40 21 123 4567 print 12").extensionNumber == nil)
        #expect(PhoneInput(reading: "+40 21 123 4567 fax 12").extensionNumber == nil)
        #expect(PhoneInput(reading: "+7 912 345-67-89 ДОБ. 12").extensionNumber == "12")
    }

    @Test("every main region's extension prints as libphonenumber's INTERNATIONAL and NATIONAL formats print it",
          .enabled(if: PythonPackage.phonenumbers.shouldRun, Comment(rawValue: PythonPackage.phonenumbers.skipReason)))
    func everyRegionAsLibphonenumber() throws {
        let script = """
            import phonenumbers as p
            for region in sorted(p.SUPPORTED_REGIONS):
                if p.region_code_for_country_code(p.country_code_for_region(region)) != region: continue
                n = p.example_number(region)
                if n is None: continue
                plain = [p.format_number(n, f) for f in (p.PhoneNumberFormat.INTERNATIONAL, p.PhoneNumberFormat.NATIONAL)]
                n.extension = "12"
                marked = [p.format_number(n, f) for f in (p.PhoneNumberFormat.INTERNATIONAL, p.PhoneNumberFormat.NATIONAL)]
                assert all(m.startswith(q) for m, q in zip(marked, plain))
                print(region, n.country_code, p.national_significant_number(n), *(repr(m[len(q):]) for m, q in zip(marked, plain)), sep="\\t")
            """
        let lines = try PythonPackage.phonenumbers.output(["-c", script]).split(separator: "\n")
        var compared = 0
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(fields.count == 5)
            let number = "+\(fields[1])\(fields[2])"
            // Python's repr of an ASCII text: the text between its quotes.
            let international = String(fields[3].dropFirst().dropLast()), national = String(fields[4].dropFirst().dropLast())
            #expect(Self.extensionPrint(.phone, number, number + " ext 12") == international, "\(fields[0]) \(number)")
            #expect(Self.extensionPrint(.phoneNational, number, number + " ext 12") == national, "\(fields[0]) \(number)")
            compared += 1
        }
        #expect(compared > 200)
    }

    @Test("phone-e164's extract of a number with an extension is partial and keeps it, as its transform and check say no",
          arguments: ["+44 20 7946 0958 x12", "+886 2 2123 4567#12", "+7 912 345-67-89 доб 5"])
    func e164ExtractIsPartial(text: String) throws {
        let extracted = MaskPreset.phoneE164.extract(text)
        let input = PhoneInput(reading: text)
        let extensionNumber = try #require(input.extensionNumber)
        #expect(extracted.result == .partial)
        #expect(extracted.value == String(input.number.dropFirst()) + ";ext=" + extensionNumber)
        #expect(!MaskPreset.phoneE164.transform(text).isComplete)
        #expect(!MaskPreset.phoneE164.trial(reading: .value, region: nil).passes(text))
        // The number alone is complete in all three.
        #expect(MaskPreset.phoneE164.extract(input.number).result == .complete)
    }

    @Test("a number too short or too long with an extension fails for its length first, in the preset's check and its file's",
          arguments: [("+44 20 79 x12", "phone_too_short"), ("+44 20 7946 0958 1234 x12", "phone_too_long"), ("+44 20 7946 0958 x12", "phone_extension"),
                      ("+999 1234 x12", "phone_country_code")])
    func lengthBeforeExtension(text: String, key: String) throws {
        let file = try MaskCheck(bytecode: MaskPreset.phoneE164.bytecode)
        let preset = MaskPreset.phoneE164.trial(reading: .value, region: nil).evaluate(text).messages.map(\.key)
        let fromFile = MaskPreset.fileTrial(file, reading: .value).evaluate(text).messages.map(\.key)
        #expect(preset.first == key)
        #expect(fromFile == preset)
        // phone, which keeps an extension, fails the same number for its length alone.
        if key != "phone_extension" {
            #expect(MaskPreset.phone.trial(reading: .value, region: nil).evaluate(text).messages.map(\.key).first == key)
        }
    }

    @Test("a trunk prefix in another script's digits is taken off as its ASCII digits are, after a code and in a region's national input",
          arguments: [("+44 ０２０ 7123 4567", nil, "+44２０71234567"), ("+44 ０２０ ７１２３ ４５６７", nil, "+44２０７１２３４５６７"),
                      ("+7 ８ 912 345-67-89", nil, "+79123456789"), ("+44 ٠20 7123 4567", nil, "+442071234567"),
                      ("０２０ 7123 4567", "GB", "+44２０71234567"), ("８ 912 345-67-89", "RU", "+79123456789")])
    func otherScriptTrunkPrefix(text: String, region: String?, number: String) throws {
        let code = region.flatMap(PhoneRegionCode.init)
        #expect(PhoneInput(reading: text, region: code).number == number)
        let file = try MaskCheck(bytecode: MaskPreset.phone.bytecode)
        for preset in [MaskPreset.phone, .phoneNational, .phoneE164] {
            #expect(preset.transform(text, region: code).isComplete, "\(preset.name)")
            #expect(preset.extract(text, region: code).result == .complete, "\(preset.name)")
            #expect(preset.trial(reading: .value, region: code).passes(text), "\(preset.name)")
        }
        // The file's reader reads it alike (`check -p`, the JavaScript check).
        let reader = try #require(file.phoneNumberReader)
        #expect(reader.read(text, region: region.flatMap(reader.region)).number == number)
        // A letter among them keeps the digits as written: no trunk prefix read.
        #expect(PhoneInput(reading: "+44 ０２a 7123 4567").number == "+44０２a71234567")
    }
}
