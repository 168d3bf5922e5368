import Foundation
import MaskTrialsCore
import MaskVM
import Testing

/// The phone preset's check from its file (`Tests/fixtures/presets/phone.maskc`), in the target
/// with no compiler and no MaskPresets: what an app shipping the file gets from
/// `MaskCheck(bytecode:).trial`. The verdicts are `maskc check -p`'s on the same file (issue
/// 24: web, app and server give one); the file's `phon` section reads the number first.
@Suite("The phone preset's check from its file, without the compiler")
struct PhoneFileCheckTests {
    static func check() throws -> MaskCheck { try PresetFileCheckTests.check("phone") }

    /// The keys of the messages `text` fails with, read as a value (empty: it passes).
    static func failures(_ check: MaskCheck, _ text: String, region: String? = nil) -> [String] {
        check.trial(reading: .value, region: region.flatMap(check.phoneRegion)).evaluate(text).messages.map(\.key)
    }

    @Test("the file carries the number's reading and the trials the preset runs")
    func carriesReading() throws {
        let check = try Self.check()
        #expect(check.carriesPhoneReading)
        #expect(check.phoneNumberReader != nil)
        #expect(check.phoneRegion("GB") != nil && check.phoneRegion("gb") != nil && check.phoneRegion("XX") == nil)
        #expect(!check.trials.isEmpty)
    }

    @Test("numbers in every form people write pass, as maskc check -p passes them",
          arguments: ["+44 20 7946 0958", "0044 (0) 20 7946 0958", "+1 201-555-0123", "+7 912 345-67-89",
                      // The country's own masks take these, which the file's coarser masks alone do not (issue 24).
                      "+61 1800 123 456", "+421 006 430",
                      // Another script's digits, read as their values.
                      "+44 ７７００ ９００１２３"])
    func passes(text: String) throws {
        let check = try Self.check()
        #expect(check.trial.passes(text))
        #expect(Self.failures(check, text).isEmpty)
    }

    @Test("a fault in the number is named as maskc check -p names it",
          arguments: [("+44 20 79", "phone_too_short"), ("+44 20 7946 0958 1234", "phone_too_long"),
                      ("447700900123", "phone_no_country_code"), ("+999 1234", "phone_country_code"),
                      ("+44 20 7123!4567", "phone_character"), ("+44 7700 900123 abc", "mask_value")])
    func fails(text: String, key: String) throws {
        let check = try Self.check()
        #expect(!check.trial.passes(text))
        #expect(Self.failures(check, text) == [key])
    }

    @Test("a region's national numbers pass with the region, and have no country code without it",
          arguments: [("020 7946 0958", "GB"), ("07700 900123", "GB"), ("(201) 555-0123", "US"), ("8 912 345-67-89", "RU")])
    func region(text: String, region: String) throws {
        let check = try Self.check()
        #expect(Self.failures(check, text, region: region).isEmpty)
        #expect(Self.failures(check, text) == ["phone_no_country_code"])
    }

    @Test("a region that dials its numbers locally reads them with the area code its own rule writes (format version 2)",
          arguments: [("460 1234", "AG", "+12684601234"), ("2123456", "MG", "+261202123456"), ("12345", "NF", "+672312345"), ("812345", "SM", "+3780549812345"),
                      ("712345", "GG", "+441481712345"), ("712345", "JE", "+441534712345"), ("51234567", "CX", "+61851234567")])
    func regionRule(text: String, region: String, number: String) throws {
        let check = try Self.check()
        let reader = try #require(check.phoneNumberReader)
        #expect(reader.read(text, region: reader.region(region)).number == number)
        #expect(Self.failures(check, text, region: region).isEmpty)
        // The file is version 2, whose phon section carries the regions' own rules.
        #expect(try BytecodeLayout(verifying: PresetFileCheckTests.bytes("phone")).version == 2)
    }

    @Test("a version-1 phone file (no region rules) still loads, reads and judges as it did")
    func versionOneFile() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("fixtures/bytecode-v1/phone-preset.maskc")))
        #expect(try BytecodeLayout(verifying: bytes).version == 1)
        let old = try MaskCheck(bytecode: bytes)
        let reader = try #require(old.phoneNumberReader)
        #expect(reader.read("0044 (0) 20 7946 0958").number == "+442079460958")
        #expect(reader.read("011 15-2345-6789", region: reader.region("AR")).number == "+5491123456789")
        // Its regions carry no rules: AG's seven digits keep the reading version 1 gave them.
        #expect(reader.read("460 1234", region: reader.region("AG")).number == "+14601234")
        #expect(Self.failures(old, "+44 20 7946 0958").isEmpty)
        #expect(Self.failures(old, "447700900123") == ["phone_no_country_code"])
        // Written again, the check is a version-2 file that reads as today's.
        let again = try old.bytecode()
        #expect(try BytecodeLayout(verifying: again).version == 2)
        #expect(try MaskCheck(bytecode: again).phoneReading?.regions.count == old.phoneReading?.regions.count)
    }

    @Test("an extension in each way libphonenumber writes one is no part of the number judged",
          arguments: [" ext. 12", " x12", "#12", " доб. 5", " extensión 12", " ｘ12", "＃12", ";ext=12", ",,12", " EXT: 12#", ", 12"])
    func extensions(suffix: String) throws {
        let check = try Self.check()
        #expect(check.trial.passes("+44 20 7946 0958" + suffix), "\(suffix)")
        // The extension's digits are not the number's: a number too short stays too short.
        #expect(Self.failures(check, "+44 20 79" + suffix) == ["phone_too_short"], "\(suffix)")
        // Read back from the file's reader as the number alone.
        let reader = try #require(check.phoneNumberReader)
        #expect(reader.read("+44 20 7946 0958" + suffix).number == "+442079460958", "\(suffix)")
    }
}
