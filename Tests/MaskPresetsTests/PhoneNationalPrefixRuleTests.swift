import Foundation
@testable import MaskPresets
import Testing
import TestSupport

/// The trunk prefix (or carrier code) written after a country code, against libphonenumber's
/// parse: `Scripts/phone-trunk-reference.py` writes seeded national numbers of every country
/// code's main region with a prefix in front, and what libphonenumber parses each to.
@Suite("a trunk prefix after the country code, as libphonenumber's parse takes it off")
struct PhoneNationalPrefixRuleTests {
    @Test("every main region's rule reads, and its national-number pattern compiles with MaskRegex")
    func everyRuleReadsAndCompiles() {
        var rules = 0
        for region in PhoneRegion.all where region.mainRegionForCode && region.nationalPrefixMatches?.isEmpty != true {
            let rule = PhoneNationalPrefixRule(region)
            #expect(rule != nil, "\(region.region): \(region.nationalPrefixMatches ?? [])")
            #expect(rule?.pattern.program != nil, "\(region.region): \(region.nationalNumberPattern)")
            rules += 1
        }
        // Every trunk prefix of a main region, Argentina's 172 ways included.
        #expect(rules > 100)
        #expect(PhoneNationalPrefixRule.forCountryCode("54")?.matches.count == 172)
    }

    @Test("PhoneInput reads every number after +CC as libphonenumber parses it",
          .enabled(if: PythonPackage.phonenumbers.shouldRun, Comment(rawValue: PythonPackage.phonenumbers.skipReason)))
    func agreesWithLibphonenumber() throws {
        let script = PhoneMetadataTests.root.appendingPathComponent("Scripts/phone-trunk-reference.py").path
        let lines = try PythonPackage.phonenumbers.output([script]).split(separator: "\n")
        var tried = 0, changed = 0, agreed = 0
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { continue }
            let (code, written, national) = (fields[0], fields[1], fields[2])
            let read = PhoneInput(reading: "+" + code + " " + written).number
            tried += 1
            changed += written != national ? 1 : 0
            agreed += read == "+" + code + national ? 1 : 0
            #expect(read == "+" + code + national, "+\(code) \(written): libphonenumber reads +\(code) \(national)")
        }
        print("trunk prefix after the country code: \(agreed) of \(tried) read as libphonenumber parses them (\(changed) with a prefix taken off or rewritten)")
        #expect(tried > 10000 && changed > 1000)
    }
}
