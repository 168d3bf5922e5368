@testable import MaskPresets
import MaskTrials
import MaskVM
import Testing

/// Where the phone presets' own check and a phone file's check once disagreed: a `\r` inside
/// a number (the file's masks took it as formatting; it kept the trunk `0` from the country's
/// own), and `phone-national`'s failures, which named the national printed form where the
/// file (which is `phone`'s) names the international one.
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
        for preset in Self.presets {
            let check = try MaskCheck(bytecode: preset.bytecode)
            let expected = ["phone_character: has a character no phone number is written with (\(found))"]
            #expect(Self.messages(preset.trial(reading: .value, region: nil), text) == expected, "\(preset.name)")
            #expect(Self.messages(MaskPreset.fileTrial(check, reading: .value), text) == expected, "\(preset.name)")
            #expect(Self.messages(check.trial(reading: .value), text) == expected, "\(preset.name)")
            #expect(!preset.transform(text).isComplete, "\(preset.name)")
            #expect(preset.extract(text).result != .complete, "\(preset.name)")
            // Written with a separator instead, the same number passes and is complete.
            #expect(preset.trial(reading: .value, region: nil).passes(written), "\(preset.name) \(written)")
            #expect(preset.transform(written).isComplete, "\(preset.name) \(written)")
        }
    }

    @Test("phone-national's check is phone's, message for message: the file both write names the international form",
          arguments: ["+44 7700 9001a3", "+49 30 12a45678", "+44 20 7123 4567", "+7 912 345 67 8", "+421 006 430"])
    func nationalNamesTheInternationalForm(text: String) throws {
        let check = try MaskCheck(bytecode: MaskPreset.phoneNational.bytecode)
        let national = Self.messages(MaskPreset.phoneNational.trial(reading: .value, region: nil), text)
        #expect(national == Self.messages(MaskPreset.phone.trial(reading: .value, region: nil), text))
        #expect(national == Self.messages(MaskPreset.fileTrial(check, reading: .value), text))
    }

    @Test("a mask failure of phone-national names the printed form the file's check names: '+44 7700 90013', not '07700 90013'")
    func nationalFailureMessage() {
        let messages = Self.messages(MaskPreset.phoneNational.trial(reading: .value, region: nil), "+44 7700 9001a3")
        #expect(messages == ["mask_value: is not a complete value: no place for 'a' at 11 (read as '+44 7700 90013')"])
    }
}
