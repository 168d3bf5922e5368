import Foundation
@testable import MaskPresets
import MaskTrialsCore
import TestSupport
import Testing

/// The phone presets' extensions against libphonenumber's parse (`phonenumbers`, through
/// `Scripts/phone-extension-reference.py`): 20,000 valid numbers with a suffix built from
/// the parts of libphonenumber's extension pattern (labels in any case and script, `;ext=`,
/// `,,`, commas, `- 503#`, digits of every count up to past each cap) and near misses.
/// Where libphonenumber parses the text, maskc reads the same extension (or none), in
/// MaskPresets' reading and a file's, and a complete number is libphonenumber's; where it
/// does not parse it, a number maskc calls complete (a stray symbol or a tab it reads as
/// formatting) has every digit as typed.
/// The one departure, on purpose: `x` or `int` right after a letter (`fax 12`) is no label.
@Suite struct PhoneExtensionCorpusTests {
    struct Row {
        let text: String
        /// libphonenumber's E.164 digits, nil where it does not parse.
        let digits: String?
        let extensionNumber: String?
    }

    static func load() throws -> [Row] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = try PythonPackage.phonenumbers.output([root.appendingPathComponent("Scripts/phone-extension-reference.py").path, "20000"])
        return output.split(separator: "\n").map { line in
            // The text may hold a tab: the last two fields are the reference's.
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let text = fields.dropLast(2).joined(separator: "\t")
            let digits = fields[fields.count - 2], extensionNumber = fields[fields.count - 1]
            return Row(text: text, digits: digits == "!" ? nil : String(digits), extensionNumber: extensionNumber == "-" ? nil : String(extensionNumber))
        }
    }

    /// The decimal digits of `text`, any script's, as ASCII.
    static func digits(of text: String) -> String {
        String(text.unicodeScalars.compactMap { scalar in
            scalar.properties.generalCategory == .decimalNumber ? scalar.properties.numericValue.map { Character(String(Int($0))) } : nil
        })
    }

    /// Whether `x`, `ｘ`, `int` or `ｉｎｔ` follows a letter in `text`: maskc's one departure.
    static func hasWordEnding(_ text: String) -> Bool {
        let lowered = Array(text.lowercased())
        return ["x", "ｘ", "int", "ｉｎｔ"].contains { label in
            let label = Array(label)
            return lowered.indices.dropFirst().contains { start in
                lowered[start...].starts(with: label) && lowered[start - 1].isLetter
            }
        }
    }

    @Test("every extension libphonenumber's parse reads, maskc reads, in MaskPresets and in a file's reader",
          .enabled(if: PythonPackage.phonenumbers.shouldRun, Comment(rawValue: PythonPackage.phonenumbers.skipReason)))
    func corpus() throws {
        let rows = try Self.load()
        #expect(rows.count == 20_000)
        let reader = try #require(try MaskCheck(bytecode: MaskPreset.phone.bytecode).phoneNumberReader)
        var parsed = 0, withExtension = 0, agreed = 0, departures = 0, refused = 0, completeWhereRefused = 0
        for row in rows {
            let input = PhoneInput(reading: row.text)
            // The file's reader (check -p, MaskCheck) reads the same.
            #expect(reader.read(row.text).extensionNumber == input.extensionNumber, "\(row.text)")
            guard let digits = row.digits else {
                // libphonenumber refuses the text. maskc leaves out stray symbols at the
                // number's ends and reads a tab as a space (docs/presets.md), so it may call
                // it complete: then with every digit typed, none changed or lost.
                refused += 1
                let extracted = MaskPreset.phone.extract(row.text)
                if extracted.result == .complete {
                    completeWhereRefused += 1
                    #expect(Self.digits(of: extracted.value) == Self.digits(of: row.text), "'\(row.text)' -> \(extracted.value)")
                }
                continue
            }
            parsed += 1
            withExtension += row.extensionNumber == nil ? 0 : 1
            if input.extensionNumber == row.extensionNumber {
                agreed += 1
            } else {
                #expect(Self.hasWordEnding(row.text) && input.extensionNumber == nil,
                        "'\(row.text)': libphonenumber reads extension \(row.extensionNumber ?? "none"), maskc \(input.extensionNumber ?? "none")")
                departures += 1
            }
            // Values, not characters: a complete number is libphonenumber's, with its extension.
            let extracted = MaskPreset.phone.extract(row.text)
            if extracted.result == .complete {
                #expect(extracted.value == digits + (row.extensionNumber.map { ";ext=" + $0 } ?? ""), "'\(row.text)' -> \(extracted.value)")
            }
        }
        print("extensions vs libphonenumber: \(rows.count) texts, \(parsed) parsed (\(withExtension) with an extension): "
              + "\(agreed) read alike, \(departures) with x or int after a letter; \(refused) not parsed, "
              + "\(completeWhereRefused) of them complete (a stray symbol or a tab before the extension), each with its digits as typed")
        #expect(withExtension > 5_000 && agreed + departures == parsed && departures * 50 < parsed)
    }
}
