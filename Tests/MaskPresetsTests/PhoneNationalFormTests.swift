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
            try #require(fields.count == 5)
            let (form, text, digits, international) = (fields[0], fields[1], fields[3], fields[4])
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
}
