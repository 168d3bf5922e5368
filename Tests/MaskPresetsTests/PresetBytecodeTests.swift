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
            #expect(loaded.trial.evaluate(text) == preset.trial.evaluate(text), "\(name): \(text)")
        }
    }

    @Test("the kept preset files equal a fresh compile", arguments: ["card", "card-expiry", "date-iso"])
    func keptFile(name: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("fixtures/presets/\(name).maskc")
        let kept = try [UInt8](Data(contentsOf: path))
        let preset = try #require(MaskPreset.named(name))
        #expect(kept == preset.bytecode, "write it again as Tests/fixtures/presets/README.md says")
    }
}
