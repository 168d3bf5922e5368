import Foundation
@testable import MaskPresets
import TestSupport
import Testing

/// Argentina's numbers in the forms people write them, against libphonenumber's parse
/// (`Scripts/phone-national-reference.py AR`): E164, INTERNATIONAL, NATIONAL with the region
/// (a mobile's `011 15-2345-6789`, whose `15` the code's transform rule reads as the `9`
/// after +54), its digits alone, the national significant number, and `+54 11 15 2345 6789`.
@Suite struct PhoneNationalFormTests {
    @Test("every form of 400 Argentine numbers is complete with libphonenumber's number and prints its INTERNATIONAL format",
          .enabled(if: PythonPackage.phonenumbers.shouldRun, Comment(rawValue: PythonPackage.phonenumbers.skipReason)))
    func argentina() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = try PythonPackage.phonenumbers.output([root.appendingPathComponent("Scripts/phone-national-reference.py").path, "AR", "400"])
        var byForm: [String: Int] = [:]
        var mobiles = 0
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(fields.count == 6)
            let (form, text, digits, international) = (fields[0], fields[1], fields[3], fields[4])
            // The last digits alone (a local-only length) are another test's: most are no number.
            if form == "local" { continue }
            let region = fields[2] == "-" ? nil : PhoneRegionCode(fields[2])
            let printed = MaskPreset.phone.transform(text, region: region)
            #expect(printed.isComplete && printed.text == international, "\(form) '\(text)' -> '\(printed.text)', not \(international)")
            #expect(MaskPreset.phone.extract(text, region: region).value == digits, "\(form) '\(text)'")
            #expect(MaskPreset.phoneE164.transform(text, region: region).text == "+" + digits, "\(form) '\(text)'")
            #expect(MaskPreset.phone.trial(reading: .value, region: region).passes(text), "\(form) '\(text)'")
            byForm[form, default: 0] += 1
            mobiles += form == "national" && digits.hasPrefix("549") ? 1 : 0
        }
        print("Argentina: " + byForm.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + "; \(mobiles) mobiles")
        #expect(byForm["national"] == 400 && mobiles > 100)
    }

    /// The regions whose national prefix for parsing has a transform rule (32: Argentina's
    /// `15`, the NANP islands' and Madagascar's seven-digit local numbers, Norfolk Island's
    /// five, San Marino's six, Guernsey's, Jersey's, Man's, Christmas and Cocos Islands', Brazil's
    /// carrier codes, Gabon's, Japan's), each in the forms of the script with `--region`:
    /// NATIONAL, its digits, the significant number, and the last digits at each local-only
    /// length (`460 1234` in AG, read `+1 268-460-1234`).
    @Test("national input of every region with a transform rule reads as libphonenumber reads it",
          .enabled(if: PythonPackage.phonenumbers.shouldRun, Comment(rawValue: PythonPackage.phonenumbers.skipReason)))
    func transformRegions() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("Scripts/phone-national-reference.py").path
        let regions = try PythonPackage.phonenumbers.output([script, "--transform-regions"]).split(separator: "\n").map(String.init)
        #expect(regions.count == 32)
        var lines = 0, valid = 0, agreeing = 0, validLocal = 0, localAgreeing = 0
        for region in regions {
            let code = try #require(PhoneRegionCode(region))
            for line in try PythonPackage.phonenumbers.output([script, region, "25"]).split(separator: "\n") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                try #require(fields.count == 6)
                guard fields[2] != "-" else { continue }
                let (form, text, digits, international) = (fields[0], fields[1], fields[3], fields[4])
                let printed = MaskPreset.phone.transform(text, region: code)
                // Never complete with digits other than libphonenumber's.
                #expect(!printed.isComplete || printed.text.filter(\.isNumber) == digits,
                        "\(region) \(form) '\(text)' -> '\(printed.text)', libphonenumber \(international)")
                lines += 1
                // A number libphonenumber calls valid: complete, and printed as it prints it.
                guard fields[5] == "yes" else { continue }
                let agrees = printed.isComplete && printed.text == international
                valid += 1
                agreeing += agrees ? 1 : 0
                if form == "local" {
                    validLocal += 1
                    localAgreeing += agrees ? 1 : 0
                    #expect(agrees, "\(region) local '\(text)' -> '\(printed.text)', libphonenumber \(international)")
                }
            }
        }
        print("Transform-rule regions: \(lines) national texts; of the \(valid) libphonenumber calls valid, \(agreeing) complete and printed as it "
              + "prints them; local forms \(localAgreeing) of \(validLocal)")
        #expect(validLocal > 500 && lines > 2_500)
        // Japan's NATIONAL forms of a few area codes print with another grouping (a format's choice, not the reading).
        #expect(agreeing >= valid - valid / 200)
    }
}
