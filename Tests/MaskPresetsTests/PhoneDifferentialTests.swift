import Foundation
@testable import MaskPresets
import MaskVM
import Testing
import TestSupport

/// The `phone` preset against libphonenumber (the `phonenumbers` package, through
/// `Scripts/phone-reference.py`): libphonenumber's example numbers of every region and
/// seeded variants, valid and impossible ones, in each input form. What must hold for every
/// number is asserted; how often the preset prints exactly libphonenumber's INTERNATIONAL
/// format is counted, per form and per region, and printed.
@Suite("phone preset against libphonenumber")
struct PhoneDifferentialTests {
    struct Reference {
        let region: String
        let valid: Bool
        let digits: String
        let international: String
        let national: String
    }

    /// Forms the preset does not read yet (no normalization step: issue 20's `(0)` and
    /// national input): a transform may complete them with other digits, so the differential
    /// test counts those (and prints them) instead of failing. Every other form must never
    /// be complete with digits other than the number's.
    static let launderingForms: Set<String> = ["(0)", "national"]

    /// Each input form of a valid number, as a user might type or paste it.
    static func forms(of number: Reference, trunk: String?) -> [(form: String, input: String)] {
        let code = String(number.international.dropFirst().prefix { $0 != " " })
        let nationalNumber = String(number.digits.dropFirst(code.count))
        var forms = [("e164", "+" + number.digits), ("international", number.international), ("digits", number.digits),
                     ("00", "00" + number.digits), ("011", "011 " + number.digits), ("national", number.national)]
        if trunk == "0" { forms.append(("(0)", "+\(code) (0) \(nationalNumber)")) }
        return forms
    }

    static func load() throws -> [Reference] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = try PythonPackage.phonenumbers.output([root.appendingPathComponent("Scripts/phone-reference.py").path])
        return output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { return nil }
            return Reference(region: fields[0], valid: fields[1] == "valid", digits: fields[2], international: fields[3], national: fields[4])
        }
    }

    @Test("never laundered, impossible numbers fail check, and the agreement with libphonenumber per form and region",
          .enabled(if: PythonPackage.phonenumbers.shouldRun, Comment(rawValue: PythonPackage.phonenumbers.skipReason)))
    func differential() throws {
        let references = try Self.load()
        #expect(references.filter(\.valid).count > 5000)
        #expect(Set(references.map(\.region)).count > 200)
        let phone = MaskPreset.phone.program
        let check = MaskPreset.phone.trial
        let trunks = Dictionary(PhoneRegion.all.filter { $0.region != "001" }.map { ($0.region, $0.trunkPrefix) }, uniquingKeysWith: { a, _ in a })
        var triedByForm: [String: Int] = [:], agreedByForm: [String: Int] = [:]
        var triedByRegion: [String: Int] = [:], agreedByRegion: [String: Int] = [:]
        var impossible = 0
        var laundered: [String: Int] = [:], launderedPassingCheck: [String: Int] = [:]
        for number in references {
            if !number.valid {
                // A length libphonenumber calls impossible is never complete-and-passing.
                let formatted = phone.transform("+" + number.digits)
                #expect(!(formatted.isComplete && check.passes(formatted.text)), "impossible +\(number.digits) passes as \(formatted.text)")
                #expect(!check.passes("+" + number.digits))
                impossible += 1
                continue
            }
            for (form, input) in Self.forms(of: number, trunk: trunks[number.region] ?? nil) {
                let formatted = phone.transform(input)
                // Values, not characters: a complete result holds exactly the number's digits.
                if formatted.isComplete, phone.extract(formatted.text).value != number.digits {
                    laundered[form, default: 0] += 1
                    if check.passes(formatted.text) { launderedPassingCheck[form, default: 0] += 1 }
                    #expect(Self.launderingForms.contains(form),
                            "\(number.region) \(form) '\(input)' -> '\(formatted.text)', not +\(number.digits)")
                } else if formatted.isComplete {
                    // The check passes what transform completed with the right digits.
                    #expect(check.passes(formatted.text), "\(number.region) '\(formatted.text)'")
                }
                let agrees = formatted.isComplete && formatted.text == number.international
                triedByForm[form, default: 0] += 1
                agreedByForm[form, default: 0] += agrees ? 1 : 0
                if form == "e164" {
                    triedByRegion[number.region, default: 0] += 1
                    agreedByRegion[number.region, default: 0] += agrees ? 1 : 0
                }
            }
        }
        // The United Kingdom's layouts are libphonenumber's own: every valid GB number agrees.
        #expect(triedByRegion["GB", default: 0] > 20 && agreedByRegion["GB"] == triedByRegion["GB"])
        let validCount = references.filter(\.valid).count
        print("phone vs libphonenumber: \(validCount) valid numbers of \(triedByRegion.count) regions, \(impossible) impossible (all fail check)")
        for form in triedByForm.keys.sorted() {
            print("  form \(form): \(agreedByForm[form, default: 0]) of \(triedByForm[form, default: 0]) print INTERNATIONAL exactly; "
                  + "\(laundered[form, default: 0]) complete with other digits, \(launderedPassingCheck[form, default: 0]) of those pass check")
        }
        let issueRegions = PhoneMetadataTests.issueRegions
        let line = issueRegions.map { "\($0) \(agreedByRegion[$0, default: 0])/\(triedByRegion[$0, default: 0])" }.joined(separator: ", ")
        print("  e164 form, the issue's regions: \(line)")
        let total = triedByRegion.values.reduce(0, +), agreed = agreedByRegion.values.reduce(0, +)
        print("  e164 form, all regions: \(agreed) of \(total)")
    }
}
