@testable import MaskPresets
import Foundation
import MaskTrials
import MaskVM
import Testing
import TestSupport

/// A preset's file, loaded with `MaskCheck(bytecode:)`, judges a sample as the preset does:
/// the library's check (the file alone, as an app without MaskPresets has it), maskc's
/// `check -p` (``MaskPreset/fileTrial(_:reading:region:)``) and the JavaScript runtime's
/// `loadCheck`, each held to `MaskPreset`'s own check on the same corpus.
@Suite("a preset's file judges as the preset")
struct FileCheckAgreementTests {
    /// A sample, and the region its national input is read as (nil: none).
    struct Sample: Hashable {
        let text: String
        let region: String?
    }

    /// A verdict as `maskc check` prints it: `pass`, or each message's key and text.
    static func verdict(_ trial: Trial, _ text: String) -> [String] {
        trial.evaluate(text).messages.map { "\($0.key): \($0.text)" }
    }

    /// The preset's examples and counterexamples, their typed forms and near misses.
    static func corpus(of preset: MaskPreset) -> [Sample] {
        var generator = SeededGenerator(seed: 42)
        var texts = [String]()
        for example in preset.examples + preset.counterexamples {
            texts += PresetValueTests.variants(of: example, using: &generator)
        }
        return Array(Set(texts)).sorted().map { Sample(text: $0, region: nil) }
    }

    /// Phone numbers of every region, from libphonenumber's examples, in the forms the phone
    /// suite reads: `+CC`, `00`, `011`, a `(0)`, a trunk prefix after the code, an extension,
    /// no country code, too short and too long, national input with its region, and the
    /// suite's own cases.
    static let phoneCorpus: [Sample] = {
        var samples: [Sample] = []
        for region in PhoneRegion.all {
            let code = String(region.countryCode)
            let trunk = region.trunkPrefix ?? "0"
            let named = region.region == "001" ? nil : region.region
            for example in region.examples.prefix(3) {
                let national = String(example.split(separator: ":")[1])
                samples += [
                    "+\(code) \(national)", "00\(code) \(national)", "011 \(code) \(national)", "+\(code) (0) \(national)",
                    "+\(code) \(trunk)\(national)", "+\(code) \(national) ext. 12", "\(code)\(national)",
                    "+\(code) \(national.dropLast())", "+\(code) \(national)7",
                ].map { Sample(text: $0, region: nil) }
                if let named {
                    samples += ["\(trunk)\(national)", national, "+\(code) \(national)", "00\(code)\(national)"]
                        .map { Sample(text: $0, region: named) }
                }
            }
        }
        let suite = [
            "447700900123", "+44 7700 900123", "+44 (0) 20 7946 0958", "+44 020 7946 0958", "0044 (0) 20 7946 0958 ext 12",
            "+7 912 345-67-89", "+7 8 912 345-67-89", "+7 912 34", "8 912 345-67-89", "+54 0 11 15 2345 6789", "+421 006 430",
            "+1 201 555 0123", "(415) 555-2671", "+44 20 7946 0958 x12", "+44 ７７００ ９００１２３", "+44 7700 9OO123", "", " ", "+",
            "+44", "+999 123", "+39 (0) 6 1234 5678", "+49 0601 123456", "+44 7700 900123 #5", "fax 12",
            // Letters and other scripts' digits, which the reading keeps for the trials and masks to judge.
            "1-800-FLOWERS", "+1-800-FLOWERS", "+1 (800) go-fedex", "+44 ٧٧٠٠ ٩٠٠١٢٣", "+７ ９１２ ３４５ ６７ ８９", "+49 ０６０１ １２３４５６",
            "+44 0\u{301} 7700 900123", "+44 7700 900123 ＥＸＴ 12", "۰۰۴۴ ۷۷۰۰ ۹۰۰۱۲۳",
        ]
        samples += (suite + tooLongWithOtherScriptDigit).map { Sample(text: $0, region: nil) }
        samples += ["020 7946 0958", "07700 900123", "0118 496 0000", "０７７００ ９００１２３", "07700 9OO123"].map { Sample(text: $0, region: "GB") }
        samples += ["8 912 345-67-89", "810 44 20 7946 0958"].map { Sample(text: $0, region: "RU") }
        samples += ["8 0152 45-09-11"].map { Sample(text: $0, region: "BY") }
        return samples
    }()

    @Test("every preset but the phone ones: the file's value check is the preset's, message for message")
    func presetsOtherThanPhone() throws {
        var compared = 0
        for preset in MaskPreset.all where !preset.readsPhoneNumbers {
            let check = try MaskCheck(bytecode: preset.bytecode)
            for reading in Trial.Reading.allCases {
                let own = preset.trial(reading: reading), file = check.trial(reading: reading), maskc = MaskPreset.fileTrial(check, reading: reading)
                for sample in Self.corpus(of: preset) {
                    let expected = Self.verdict(own, sample.text)
                    #expect(Self.verdict(file, sample.text) == expected, "\(preset.name) \(reading) \(sample.text)")
                    #expect(Self.verdict(maskc, sample.text) == expected, "\(preset.name) \(reading) \(sample.text)")
                    compared += 1
                }
            }
            #expect(Self.verdict(check.trial, preset.examples[0]) == Self.verdict(check.trial(reading: .value), preset.examples[0]))
        }
        #expect(compared > 2_000)
    }

    @Test("the phone presets: maskc's check of the file is the preset's on numbers of every region, and the library's (the file alone, as an app has it) is maskc check -p's")
    func phonePresets() throws {
        var totals: [String] = []
        for preset in MaskPreset.all where preset.readsPhoneNumbers {
            let check = try MaskCheck(bytecode: preset.bytecode)
            #expect(check.carriesPhoneReading)
            var agreeing = 0, fileAgreeing = 0, letterNumbers = 0
            let samples = Self.phoneCorpus + Self.corpus(of: preset)
            for sample in samples {
                let presetRegion = sample.region.map { PhoneRegionCode($0)! }
                let fileRegion = sample.region.map { check.phoneRegion($0)! }
                let expected = Self.verdict(preset.trial(reading: .value, region: presetRegion), sample.text)
                let maskc = Self.verdict(MaskPreset.fileTrial(check, reading: .value, region: fileRegion), sample.text)
                let file = Self.verdict(check.trial(reading: .value, region: fileRegion), sample.text)
                // phone-national prints NATIONAL, but its file is phone's and its check the same.
                #expect(maskc == expected, "\(preset.name) \(sample)")
                if maskc == expected { agreeing += 1 }
                // Issue 24: a number the web and the server pass, the app passes: the library
                // gives maskc check -p's verdict, as the JavaScript check does.
                if file == maskc {
                    fileAgreeing += 1
                    continue
                }
                let allowed = Self.mayDiffer(check, sample, region: fileRegion, runtime: file, maskc: maskc)
                #expect(allowed, "\(preset.name) \(sample): file \(file), maskc -p \(maskc)")
                if allowed { letterNumbers += 1 }
                // One-sided still: never a pass the preset fails, never another reason.
                #expect(!file.isEmpty && (expected.isEmpty || file.map(Self.key) == expected.map(Self.key)),
                        "\(preset.name) \(sample): file \(file), preset \(expected)")
            }
            totals.append("\(preset.name): maskc -p \(agreeing) of \(samples.count), file alone \(fileAgreeing) (\(letterNumbers) numbers with a letter, failed by the file's masks)")
        }
        print(totals.joined(separator: "\n"))
    }

    /// A message's key (`mask_value`), as a verdict line starts.
    static func key(_ message: String) -> Substring { message.prefix { $0 != ":" } }

    /// Whether a runtime that has the file alone (the library, the JavaScript check) may give
    /// another verdict than `maskc check -p`'s on a sample. Both read the number as
    /// PhoneNumberReader does, letters and other scripts' digits included, and pass a number
    /// of `+` and decimal digits alone as the country's own masks do (``PhoneCountryMasks``).
    /// Only a number read with a Character that is no digit (a letter) may differ: maskc weighs
    /// it by the country's own layouts, which the file does not carry, and the runtime fails it
    /// by the file's masks, where maskc passes it or fails it with the same keys.
    static func mayDiffer(_ check: MaskCheck, _ sample: Sample, region: PhoneNumberReader.Region?, runtime: [String], maskc: [String]) -> Bool {
        let number = check.phoneNumberReader?.read(sample.text, region: region).number ?? ""
        let digitsAlone = number.dropFirst().allSatisfy { character in
            character.unicodeScalars.count == 1 && character.unicodeScalars.first?.properties.numericType == .decimal
        }
        return !digitsAlone && !runtime.isEmpty && (maskc.isEmpty || runtime.map(key) == maskc.map(key))
    }

    @Test("the library knows the phone preset's masks as maskc does, by the hash the JavaScript check compares")
    func phoneMasksRecognised() throws {
        var recognised: [String] = []
        for preset in MaskPreset.all {
            let program = try MaskCheck(bytecode: preset.bytecode).program
            #expect(PhoneCountryMasks.hasPhoneMasks(program) == MaskPreset.hasPhoneMasks(program), "\(preset.name)")
            if PhoneCountryMasks.hasPhoneMasks(program) { recognised.append(preset.name) }
        }
        #expect(recognised.sorted() == ["phone", "phone-national"])
        // The JavaScript check's constant (Runtimes/js/src/trials/country-masks.js).
        let javaScript = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Runtimes/js/src/trials/country-masks.js"), encoding: .utf8)
        #expect(javaScript.contains("const phoneMasksHash = 0x\(String(PhoneCountryMasks.phoneMasksHash, radix: 16));"))
        // One name changed, one pattern changed, one mask left out: no longer the preset's masks.
        let masks = MaskPreset.phone.definition.masks.map { (name: $0.name, pattern: $0.pattern) }
        #expect(PhoneCountryMasks.masksHash(masks) == PhoneCountryMasks.phoneMasksHash)
        var renamed = masks, widened = masks
        renamed[0].name = "other"
        widened[1].pattern += "D"
        for changed in [renamed, widened, Array(masks.dropLast())] {
            #expect(PhoneCountryMasks.masksHash(changed) != PhoneCountryMasks.phoneMasksHash)
        }
    }

    @Test("an app with the phone file passes what the web and maskc check -p pass (issue 24)",
          arguments: ["+61 1800 123 456", "+421 006 430", "+61 ١٨٠٠ ١٢٣ ٤٥٦"])
    func countryDigitsPass(_ number: String) throws {
        for preset in [MaskPreset.phone, .phoneNational] {
            let check = try MaskCheck(bytecode: preset.bytecode)
            #expect(MaskPreset.fileTrial(check, reading: .value).passes(number), "\(preset.name)")
            #expect(check.trial.passes(number), "\(preset.name)")
            #expect(!check.trial(reading: .exact).passes(number), "\(preset.name): the masks alone")
        }
        // The trials still judge first: one digit short of AU's shortest fails, as in maskc.
        let check = try MaskCheck(bytecode: MaskPreset.phone.bytecode)
        #expect(check.trial.evaluate("+61 1800").messages.map(\.key) == MaskPreset.fileTrial(check, reading: .value).evaluate("+61 1800").messages.map(\.key))
        #expect(!check.trial.passes("+61 1800"))
    }

    @Test("a space with a mark on it is a stray symbol: inside a number it fails every check with phone_character, around one it is left out",
          arguments: zip(["+61 18 \u{301}00 123 456", "+61 \u{301}1800 123 456", "+44 7700\u{A0}\u{301}900123", "+1 650 \u{20DD}253 0000",
                          "+611800123456 \u{301}", "\u{3000}\u{301}+44 7700 900123"], [true, true, true, true, false, false]))
    func markedSpace(_ number: String, inside: Bool) throws {
        // libphonenumber's parse refuses the text with one inside, and trims one after the number.
        let expected = inside ? [TrialMessage.Key.phoneCharacter] : []
        for preset in [MaskPreset.phone, .phoneNational] {
            let check = try MaskCheck(bytecode: preset.bytecode)
            #expect(preset.trial(reading: .value).evaluate(number).messages.map(\.key) == expected, "\(preset.name): the preset")
            #expect(MaskPreset.fileTrial(check, reading: .value).evaluate(number).messages.map(\.key) == expected, "\(preset.name): maskc check -p")
            #expect(check.trial.evaluate(number).messages.map(\.key) == expected, "\(preset.name): the library")
        }
    }

    /// Numbers one digit too long for their country, one digit written in another script
    /// (`+23195817568３9`), over several codes and scripts: what the file's masks may take.
    static let tooLongWithOtherScriptDigit: [String] = {
        let zeros: [UInt32] = [0xFF10, 0x660, 0x6F0, 0x966, 0x9E6]
        var samples: [String] = []
        for (index, code) in ["231", "44", "49", "7", "1", "91", "86", "33", "421", "61"].enumerated() {
            guard let longest = PhoneNumberingPlan.libphonenumber.lengthsByCode[code]?.max() else { continue }
            let digits = (0...longest).map { String(($0 * 7 + 9) % 10) }
            for (place, zero) in zeros.enumerated() {
                var national = digits
                let at = (index + place) % national.count
                national[at] = String(Character(Unicode.Scalar(zero + UInt32(national[at])!)!))
                samples.append("+\(code)\(national.joined())")
            }
        }
        samples.append("+23195817568\u{FF13}9")
        return samples
    }()

    @Test("a number too long for its country fails in every check, whatever script a digit is in (+23195817568３9)")
    func otherScriptDigitCounts() throws {
        #expect(Self.tooLongWithOtherScriptDigit.count > 40)
        for preset in MaskPreset.all where preset.readsPhoneNumbers {
            let check = try MaskCheck(bytecode: preset.bytecode)
            for sample in Self.tooLongWithOtherScriptDigit {
                let checks = [("preset", preset.trial(reading: .value, region: nil)), ("file", check.trial(reading: .value)),
                              ("maskc -p", MaskPreset.fileTrial(check, reading: .value))]
                for (name, trial) in checks {
                    // The length trial counts the other script's digit, as the masks read it.
                    #expect(trial.evaluate(sample).messages.map(\.key) == [TrialMessage.Key.phoneTooLong], "\(preset.name) \(name) \(sample)")
                }
            }
        }
        // The trial alone: the digit is the same digit by value, `３` as `3`.
        let plan = Trial.phoneNumber(lengths: ["231": [7, 8, 9], "44": [7, 9, 10]])
        #expect(plan.evaluate("+2319581756839").messages.map(\.key) == plan.evaluate("+23195817568\u{FF13}9").messages.map(\.key))
        #expect(plan.passes("+44 \u{FF17}\u{FF17}\u{FF10}\u{FF10} \u{0669}\u{0660}\u{0660}\u{0661}\u{0662}\u{0663}"))
        #expect(plan.evaluate("+\u{FF14}\u{FF14} 7700 900123").messages.isEmpty)
        #expect(plan.passes("+44 7700 900123\u{00B2}"))   // `²` is a number but no decimal digit: not counted
    }

    @Test("the JavaScript loadCheck judges each preset's file as maskc check -p does", .enabled(if: ExternalTool.node.shouldRun, Comment(rawValue: ExternalTool.node.skipReason)))
    func javaScriptAgrees() throws {
        let node = try ExternalTool.node.requirePath()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("maskc-filecheck-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("judge.mjs")
        try """
            import { readFileSync } from "node:fs";
            import { loadCheck } from "\(root.path)/Runtimes/js/src/trials/index.js";
            const check = loadCheck(new Uint8Array(readFileSync(process.argv[2])));
            const lines = readFileSync(0, "utf8").split("\\n").filter((line) => line.length > 0);
            const out = lines.map((line) => {
              const [text, region] = JSON.parse(line);
              const result = check.check(text, region === null ? {} : { region });
              return JSON.stringify(result.messages.map((message) => `${message.key}: ${message.text}`));
            });
            process.stdout.write(out.join("\\n") + "\\n");
            """.write(to: script, atomically: true, encoding: .utf8)
        var totals: [String] = []
        for preset in MaskPreset.all {
            let check = try MaskCheck(bytecode: preset.bytecode)
            let file = directory.appendingPathComponent("\(preset.name).maskc")
            try Data(preset.bytecode).write(to: file)
            let samples = (preset.readsPhoneNumbers ? Self.phoneCorpus : []) + Self.corpus(of: preset)
            let input = samples.map { sample in
                let text = String(decoding: try! JSONEncoder().encode(sample.text), as: UTF8.self)
                return "[\(text),\(sample.region.map { "\"\($0)\"" } ?? "null")]"
            }.joined(separator: "\n") + "\n"
            let run = try ChildProcess.run(URL(fileURLWithPath: node), [script.path, file.path], input: Data(input.utf8))
            #expect(run.status == 0, "\(run.errors)")
            let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == samples.count)
            var agreeing = 0
            for (sample, line) in zip(samples, lines) {
                let js = try JSONDecoder().decode([String].self, from: Data(line.utf8))
                // What `maskc check -p` judges: a phone file whose masks are the `phone` preset's
                // reads a number's value by the country's own masks, and so does the JS check.
                let region = sample.region.flatMap(check.phoneRegion)
                let swift = Self.verdict(MaskPreset.fileTrial(check, reading: .value, region: region), sample.text)
                if js == swift {
                    agreeing += 1
                    continue
                }
                // Only a number read with a letter in it, failed by the file's masks.
                #expect(Self.mayDiffer(check, sample, region: region, runtime: js, maskc: swift), "\(preset.name) \(sample): js \(js), swift \(swift)")
            }
            totals.append("\(preset.name): \(agreeing) of \(samples.count) agree")
        }
        print(totals.joined(separator: "\n"))
    }
}
