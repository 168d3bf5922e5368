@testable import MaskPresets
import MaskTrials
import MaskTrialsCore
import MaskVM
import Testing

/// Where the phone presets' own check and a phone file's check once disagreed: a `\r` inside
/// a number (the file's masks took it as formatting; it kept the trunk `0` from the country's
/// own), a stray symbol (`😀`, `!`: the file's masks dropped it as formatting, the country's
/// own set counted it and chose another mask), and `phone-national`'s failures, which named
/// the national printed form where the file (which is `phone`'s) names the international one.
@Suite("phone checks: the preset's, maskc's check -p and the file alone agree")
struct PhoneCheckAgreementTests {
    static let presets = [MaskPreset.phone, .phoneNational, .phoneE164]

    /// The messages a trial gives `text`, as `maskc check` prints them.
    static func messages(_ trial: Trial, _ text: String) -> [String] {
        trial.evaluate(text).messages.map { "\($0.key): \($0.text)" }
    }

    @Test("a control character or U+FFFD inside a number fails every phone check alike, and transform and extract call it incomplete; the number without it passes",
          arguments: [
              ("+55 0 95270\r93025", "'\\r'", "+55 0 95270 93025"),
              ("00-5-5095270\r93025", "'\\r'", "00-5-5095270-93025"),
              ("+44 20 7123\r4567", "'\\r'", "+44 20 7123 4567"),
              ("+850 7\u{FFFD}653301366", "'\u{FFFD}' (U+FFFD)", "+850 7653301366"),
              ("0044 20 7123\u{0}4567", "U+0000", "0044 20 7123 4567"),
              ("+44 20\u{2028}7123 4567", "'\u{2028}' (U+2028)", "+44 20 7123 4567"),
          ])
    func unwrittenCharacter(text: String, found: String, written: String) throws {
        try Self.expectFailsAlike(text, found: found)
        for preset in Self.presets {
            // Written with a separator instead, the same number passes and is complete.
            #expect(preset.trial(reading: .value, region: nil).passes(written), "\(preset.name) \(written)")
            #expect(preset.transform(written).isComplete, "\(preset.name) \(written)")
        }
    }

    @Test("a stray symbol inside a number fails every phone check alike, as libphonenumber refuses it, and transform and extract call it incomplete",
          arguments: [
              ("+44 20 7123!4567", "'!'"), ("+44 20 7123😀4567", "'😀' (U+1F600)"), ("+44 20 71~23 4567", "'~'"),
              ("+44 20 7123+4567", "'+'"), ("+44 20 71#23 4567", "'#'"), ("011 5 0205303439866😀1", "'😀' (U+1F600)"),
              ("+44 20 7123\u{200E}4567", "U+200E"),
              // A dash with a combining mark is no dash, as a hyphen with one is none: both stray.
              ("+44 7700 900\u{2013}\u{0301}123", "'\u{2013}\u{0301}' (U+2013 U+0301)"),
              ("+44 7700 900-\u{0301}123", "'-\u{0301}' (U+002D U+0301)"),
          ])
    func strayInside(text: String, found: String) throws {
        try Self.expectFailsAlike(text, found: found)
    }

    @Test("a number with a letter after it fails check -p as the file alone (and the JavaScript check) fail it, quoting the file's printed form",
          arguments: [("+20 71234567a", "+2071234567"), ("+2071234567 b", "+2071234567"), ("+49 30 123456x", "+4930123456"),
                      ("+44 20 7123 4567 q", "+44 20 7123 4567")])
    func letterAfter(text: String, printed: String) throws {
        let check = try MaskCheck(bytecode: MaskPreset.phone.bytecode)
        let server = Self.messages(MaskPreset.fileTrial(check, reading: .value), text)
        #expect(server == Self.messages(check.trial(reading: .value), text))
        #expect(server.count == 1 && server[0].hasPrefix("mask_value: ") && server[0].hasSuffix("(read as '\(printed)')"), "\(server)")
        // The digits alone pass in both, the country's own masks reading them.
        #expect(MaskPreset.fileTrial(check, reading: .value).passes(text.filter { !$0.isLetter }))
    }

    /// Every phone preset's check, `check -p`'s and the file's fail `text` with
    /// `phone_character` naming `found`, and transform and extract call it incomplete.
    static func expectFailsAlike(_ text: String, found: String) throws {
        for preset in presets {
            let check = try MaskCheck(bytecode: preset.bytecode)
            let expected = ["phone_character: has a character no phone number is written with (\(found))"]
            #expect(messages(preset.trial(reading: .value, region: nil), text) == expected, "\(preset.name)")
            #expect(messages(MaskPreset.fileTrial(check, reading: .value), text) == expected, "\(preset.name)")
            #expect(messages(check.trial(reading: .value), text) == expected, "\(preset.name)")
            #expect(!preset.transform(text).isComplete, "\(preset.name)")
            #expect(preset.extract(text).result != .complete, "\(preset.name)")
        }
    }

    @Test("a stray symbol before or after a number is left out, and what libphonenumber allows between digits is formatting: read as the number alone",
          arguments: [
              ("+7 912 345-67-89 😀", "+7 912 345-67-89"), ("😀+7 912 345-67-89", "+7 912 345-67-89"),
              ("'+44 20 7123 4567'!", "+44 20 7123 4567"), ("+502 05303439866😀", "+502 05303439866"),
              ("011 5 0205303439866😀", "011 502 05303439866"), ("+44 20 7123 4567 ★ ext 12", "+44 20 7123 4567 ext 12"),
              ("+44 20 7123*4567", "+44 20 7123 4567"), ("+44 [20] 7123\u{2212}4567", "+44 20 7123 4567"),
              ("+44\u{3000}20\u{2009}7123\u{200B}4567", "+44 20 7123 4567"), ("\u{200E}+44 20 7123 4567\u{200E}", "+44 20 7123 4567"),
          ])
    func strayAtTheEnds(text: String, written: String) throws {
        #expect(PhoneInput(reading: text).number == PhoneInput(reading: written).number)
        for preset in Self.presets {
            let check = try MaskCheck(bytecode: preset.bytecode)
            // phone-e164 refuses an extension (`phone_extension`), stray symbol or not.
            let passes = !(preset.name == MaskPreset.phoneE164.name && PhoneInput(reading: written).extensionNumber != nil)
            #expect(preset.trial(reading: .value, region: nil).passes(text) == passes, "\(preset.name)")
            #expect(check.trial(reading: .value).passes(text) == passes, "\(preset.name)")
            #expect(preset.transform(text) == preset.transform(written), "\(preset.name)")
            #expect(preset.extract(text) == preset.extract(written), "\(preset.name)")
        }
    }

    /// The shapes of the differential corpus: a region's examples written `+CC` and `00CC`,
    /// with a symbol before, after or inside them.
    static func strayShapes(_ e164: String) -> [String] {
        let symbols: [String] = ["!", "😀", "~", "+", "#", "*", "\u{2009}", "\u{200E}", "'"]
        let inside = e164.index(e164.startIndex, offsetBy: e164.count / 2)
        let front = String(e164[..<inside]), back = String(e164[inside...])
        var shapes: [String] = [e164, "00" + String(e164.dropFirst())]
        for symbol in symbols {
            shapes += [symbol + e164, e164 + symbol, e164 + " " + symbol, front + symbol + back]
        }
        return shapes
    }

    @Test("a phone check passes exactly when transform and extract call the number complete, with or without a stray symbol or an extension, phone-national and phone-e164 too (phone-e164's extract of a number with an extension partial, keeping it)")
    func checkPassesWhereTransformIsComplete() throws {
        var judged = 0
        var e164Extensions = 0
        for region in PhoneRegion.all where region.mainRegionForCode {
            for example in region.examples.prefix(2) {
                let e164 = "+\(region.countryCode)" + (example.split(separator: ":").last ?? "")
                for preset in Self.presets {
                    let trial = preset.trial(reading: .value, region: nil)
                    for text in Self.strayShapes(e164) {
                        let passes = trial.passes(text)
                        #expect(passes == preset.transform(text).isComplete, "\(preset.name) \(text)")
                        #expect(passes == (preset.extract(text).result == .complete), "\(preset.name) \(text)")
                        // `+4420#79460958`: `#` starts an extension. phone-e164 refuses it, and
                        // its extract keeps it (`4420;ext=79460958`), partial.
                        let input = PhoneInput(reading: text)
                        if preset.name == MaskPreset.phoneE164.name, let extensionNumber = input.extensionNumber {
                            #expect(!passes, "\(text)")
                            #expect(preset.extract(text).value.hasSuffix(";ext=" + extensionNumber), "\(text)")
                            e164Extensions += 1
                        }
                        judged += 1
                    }
                }
            }
        }
        #expect(judged > 10_000)
        #expect(e164Extensions > 100)
    }

    @Test("phone-e164 refuses an extension: its check (preset and file) fails with phone_extension and its transform prints the number without it, not complete; phone and phone-national keep it",
          arguments: ["+44 20 7123 4567 ext. 12", "+44 20 7123 4567 x12", "+44 20 7123 4567 #12", "+7 912 345-67-89 доб 12", "+1 201 555 0123 extension 7",
                       "+40 21 123 4567 int 12", "+51 1 1234567 Anexo 12", "+598 2123 1234 int. 12", "+7 912 345-67-89 Доб. 12", "+44 20 7123 4567 ext:12"])
    func e164RefusesAnExtension(text: String) throws {
        let input = PhoneInput(reading: text)
        let file = try MaskCheck(bytecode: MaskPreset.phoneE164.bytecode)
        let presetMessages = Self.messages(MaskPreset.phoneE164.trial(reading: .value, region: nil), text)
        let fileMessages = Self.messages(MaskPreset.fileTrial(file, reading: .value), text)
        let transformed = MaskPreset.phoneE164.transform(text)
        if input.extensionNumber != nil {
            #expect(presetMessages == ["phone_extension: has an extension (an E.164 number has none)"])
            #expect(fileMessages == presetMessages)
            #expect(!transformed.isComplete)
            #expect(transformed.text == MaskPreset.phoneE164.transform(input.number).text)
            #expect(MaskPreset.phoneE164.transform(input.number).isComplete)
            for preset in [MaskPreset.phone, .phoneNational] {
                #expect(preset.trial(reading: .value, region: nil).passes(text), "\(preset.name)")
                #expect(preset.transform(text).isComplete && preset.transform(text).text.hasSuffix(input.extensionNumber ?? "-"), "\(preset.name)")
            }
        } else {
            Issue.record("no extension read in \(text), which libphonenumber reads one in")
        }
    }

    @Test("phone-national's check is phone's, message for message: the file both write names the international form",
          arguments: ["+44 7700 9001a3", "+49 30 12a45678", "+44 20 7123 4567", "+7 912 345 67 8", "+421 006 430"])
    func nationalNamesTheInternationalForm(text: String) throws {
        let check = try MaskCheck(bytecode: MaskPreset.phoneNational.bytecode)
        let national = Self.messages(MaskPreset.phoneNational.trial(reading: .value, region: nil), text)
        #expect(national == Self.messages(MaskPreset.phone.trial(reading: .value, region: nil), text))
        // check -p reads a number with a letter by the file's masks, as the file alone does
        // (stop 50: the JavaScript check's message); `+` and digits alone by the country's.
        let file = Self.messages(MaskPreset.fileTrial(check, reading: .value), text)
        #expect(file == Self.messages(check.trial(reading: .value), text))
        if PhoneCountryMasks.isCountryDigits(PhoneInput(reading: text).number) || text == "+44 7700 9001a3" {
            #expect(national == file)
        }
    }

    @Test("a mask failure of phone-national names the printed form the file's check names: '+44 7700 90013', not '07700 90013'")
    func nationalFailureMessage() {
        let messages = Self.messages(MaskPreset.phoneNational.trial(reading: .value, region: nil), "+44 7700 9001a3")
        #expect(messages == ["mask_value: is not a complete value: no place for 'a' at 11 (read as '+44 7700 90013')"])
    }
}
