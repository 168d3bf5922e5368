import Foundation
import MaskPresets
import MaskTrials
import MaskVM
import Testing

/// A preset's file carries its whole check: loading it gives the same verdicts and messages
/// as the preset, and the files kept under Tests/fixtures/presets are what a compile writes today.
@Suite("Presets' bytecode files")
struct PresetBytecodeTests {
    @Test("every preset's file loads into the same check", arguments: MaskPreset.all.map(\.name))
    func sameCheck(name: String) throws {
        let preset = try #require(MaskPreset.named(name))
        let loaded = try MaskCheck(bytecode: preset.bytecode)
        #expect(loaded.trials.map(\.description) == preset.trials.map(\.description))
        #expect(loaded.program.bytecode == preset.program.bytecode)
        for text in preset.examples + preset.counterexamples + ["", "0", "12/", "GB82"] {
            #expect(loaded.trial(reading: .exact).evaluate(text) == preset.trial.evaluate(text), "\(name): \(text)")
            // Read as values, a phone number is judged by the country's own masks where
            // maskc has them (FileCheckAgreementTests counts the difference).
            if !preset.readsPhoneNumbers {
                #expect(loaded.trial.evaluate(text) == preset.trial(reading: .value).evaluate(text), "\(name): \(text)")
            }
        }
    }

    @Test("the phone check is written as data and read back with the same verdicts and messages")
    func phoneRoundTrip() throws {
        let preset = MaskPreset.phone
        let written = preset.bytecode
        let loaded = try MaskCheck(bytecode: written)
        #expect(loaded.trials.map(\.step?.kind) == ["phoneNumber"])
        #expect(loaded.trials.map(\.step) == preset.trials.map(\.step))
        // The phone reading's facts travel in the file too (`phon`), for the JavaScript check.
        let reading = try #require(loaded.phoneReading)
        #expect(reading.countries.first { $0.code == "44" }?.trunkPrefix == "0")
        #expect(reading.countries.first { $0.code == "39" }?.trunkPrefix == "")
        #expect(reading.regions.first { $0.region == "GB" }?.countryCode == "44")
        #expect(try MaskCheck(program: loaded.program, trials: loaded.trials, phoneReading: reading).bytecode() == written)
        let passing = ["+44 7700 900123", "+1 (201) 555-0123", "+493012345678", "+44 20 7123 4567"]
        let failing = ["+2812345678", "+2191234567", "+32123456", "+1 201 555 012", "+44 7700 900123 4", "+44 7700 9001"]
        for reading in Trial.Reading.allCases {
            for text in passing {
                #expect(loaded.trial(reading: reading).passes(text) && preset.trial(reading: reading).passes(text), "\(text)")
            }
            for text in failing {
                #expect(!loaded.trial(reading: reading).passes(text), "\(text)")
                #expect(loaded.trial(reading: reading).evaluate(text) == preset.trial(reading: reading).evaluate(text), "\(text)")
            }
            // Numbers the masks take that only the numbering plan refuses.
            #expect(loaded.trial(reading: reading).evaluate("+2191234567").messages.map(\.key) == ["phone_country_code"])
            #expect(loaded.trial(reading: reading).evaluate("+32123456").messages.map(\.key) == ["phone_too_short"])
        }
        // Read as a value, the number is read first: no country code, a `(0)`, a region.
        #expect(loaded.trial.evaluate("447700900123").messages.map(\.key) == ["phone_no_country_code"])
        #expect(loaded.trial.passes("0044 (0) 7700 900123 ext. 5"))
        #expect(loaded.trial(reading: .value, region: loaded.phoneRegion("gb")).passes("07700 900123"))
        #expect(loaded.phoneRegion("XX") == nil)
    }

    @Test("the kept preset files equal a fresh compile", arguments: ["card", "card-expiry", "date-iso", "phone"])
    func keptFile(name: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("fixtures/presets/\(name).maskc")
        let kept = try [UInt8](Data(contentsOf: path))
        let preset = try #require(MaskPreset.named(name))
        #expect(kept == preset.bytecode, "write it again as Tests/fixtures/presets/README.md says")
    }

    @Test("phone and phone-national write the same file: they differ in what transform prints, not in the masks or the check")
    func phoneNationalWritesPhonesFile() {
        #expect(MaskPreset.phone.bytecode == MaskPreset.phoneNational.bytecode)
        #expect(MaskPreset.phone.bytecode != MaskPreset.phoneE164.bytecode)
    }
}
