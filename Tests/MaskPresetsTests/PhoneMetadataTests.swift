import Foundation
import MaskCompiler
@testable import MaskPresets
import Testing
import TestSupport

@Suite("phone metadata (generated from libphonenumber)")
struct PhoneMetadataTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let issueRegions = """
        US CA GB DE FR IT ES NL BE CH AT SE NO DK FI PL CZ PT IE GR TR RU UA KZ IL SA AE EG ZA NG KE IN PK BD CN HK TW JP
        KR SG MY ID TH VN PH AU NZ BR AR MX CO CL PE
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    static func region(_ code: String) -> PhoneRegion? {
        PhoneRegion.all.first { $0.region == code }
    }

    @Test("the committed data is what the generator writes from the installed phonenumbers",
          .enabled(if: PythonPackage.phonenumbers.shouldRun, Comment(rawValue: PythonPackage.phonenumbers.skipReason)))
    func committedDataIsFresh() throws {
        let script = Self.root.appendingPathComponent("Scripts/generate-phone-metadata.py").path
        let fresh = try PythonPackage.phonenumbers.output([script])
        let committed = try String(contentsOf: Self.root.appendingPathComponent("Sources/MaskPresets/Generated/PhoneRegions.swift"), encoding: .utf8)
        // A different installed version is a different source: say so instead of a diff.
        let version = try PythonPackage.phonenumbers.output(["-c", "import phonenumbers; print(phonenumbers.__version__, end='')"])
        try #require(version == PhoneRegion.metadataVersion,
                     "phonenumbers \(version) is installed, the data is from \(PhoneRegion.metadataVersion): rerun Scripts/generate-phone-metadata.py")
        #expect(fresh == committed, "Sources/MaskPresets/Generated/PhoneRegions.swift differs from a fresh run of the generator")
    }

    @Test("the table reader reads every key, a format with no leading digits, and one region per region line")
    func tableReader() throws {
        let regions = PhoneRegionTable.regions(in: """
            region ZZ 999 other
            trunk 8
            international-prefix 8~10
            lengths 7 10
            parsing [8][0] [8]
            local-lengths 5 6
            prefix-match [8][0]$ -> 7<1-2>
            prefix-match\u{20}
            national-pattern [1-9]\\d{6,9}
            national [1] [2][3-5]\t8 (DDD) DDD-DD
            international \tDDD DDD DDDD
            examples fixedLine:1234567 mobile:2345678901
            extension-prefix " int "
            region 001 888 main
            lengths 11
            prefix-matches-unwritten
            """)
        try #require(regions.count == 2)
        let zz = regions[0]
        #expect(zz.region == "ZZ" && zz.countryCode == 999 && !zz.mainRegionForCode)
        #expect(zz.trunkPrefix == "8" && zz.internationalPrefix == "8~10" && zz.possibleLengths == [7, 10])
        #expect(zz.nationalPrefixesForParsing == ["[8][0]", "[8]"])
        #expect(zz.localOnlyLengths == [5, 6] && zz.nationalPrefixMatches == ["[8][0]$ -> 7<1-2>", ""])
        #expect(zz.nationalNumberPattern == #"[1-9]\d{6,9}"#)
        #expect(zz.nationalFormats.map(\.mask) == ["8 (DDD) DDD-DD"] && zz.nationalFormats.first?.leadingDigits == ["[1]", "[2][3-5]"])
        #expect(zz.internationalFormats.map(\.mask) == ["DDD DDD DDDD"] && zz.internationalFormats.first?.leadingDigits == [])
        #expect(zz.examples == ["fixedLine:1234567", "mobile:2345678901"])
        #expect(zz.extensionPrefix == " int ")
        let nonGeographic = regions[1]
        #expect(nonGeographic.region == "001" && nonGeographic.mainRegionForCode && nonGeographic.trunkPrefix == nil)
        #expect(nonGeographic.nationalFormats.isEmpty && nonGeographic.examples.isEmpty && nonGeographic.extensionPrefix == nil)
        #expect(nonGeographic.nationalPrefixMatches == nil && nonGeographic.nationalNumberPattern.isEmpty)
        // The committed table: one region for each of its region lines.
        let regionLines = PhoneRegion.table.split(separator: "\n").filter { $0.hasPrefix("region ") }.count
        #expect(PhoneRegion.all.count == regionLines && regionLines > 240)
    }

    @Test("the issue's regions are there, with the facts the issue relies on")
    func issueRegionsAndFacts() throws {
        for code in Self.issueRegions {
            let region = try #require(Self.region(code), "no metadata for \(code)")
            // Numbers are printed by their country code's main region (CA's by the US's).
            let main = PhoneRegion.all.first { $0.countryCode == region.countryCode && $0.mainRegionForCode }
            #expect(main?.internationalFormats.isEmpty == false, "\(code) has no international layout")
        }
        let gb = try #require(Self.region("GB"))
        #expect(gb.countryCode == 44 && gb.trunkPrefix == "0" && gb.internationalPrefix == "00" && gb.mainRegionForCode)
        #expect(gb.possibleLengths == [7, 9, 10])
        let us = try #require(Self.region("US"))
        #expect(us.countryCode == 1 && us.trunkPrefix == "1" && us.internationalPrefix == "011")
        #expect(us.nationalFormats.contains { $0.mask == "(DDD) DDD-DDDD" })
        #expect(Self.region("CA")?.mainRegionForCode == false)
        #expect(Self.region("RU")?.trunkPrefix == "8" && Self.region("KZ")?.countryCode == 7)
        // London is 2-digit area code, then 4 and 4 (the issue's `+44 20 7123 4567`).
        #expect(gb.internationalFormats.contains { $0.mask == "DD DDDD DDDD" && $0.leadingDigits.contains("[25]") })
    }

    @Test("each country code has exactly one main region, and regions sharing it agree on it")
    func oneMainRegionPerCode() {
        let byCode = Dictionary(grouping: PhoneRegion.all.filter { $0.region != "001" }, by: \.countryCode)
        for (code, regions) in byCode {
            #expect(regions.filter(\.mainRegionForCode).count == 1, "+\(code): \(regions.map(\.region))")
        }
        #expect(byCode[1]?.count ?? 0 > 20)   // NANP
        #expect(Set(PhoneRegion.all.filter { $0.region == "001" }.map(\.countryCode)).isSuperset(of: [800, 808, 870, 883, 979]))
    }

    @Test("every example number has a possible length, and every layout and leading-digit prefix compiles")
    func examplesAndMasks() throws {
        for region in PhoneRegion.all {
            #expect(!region.possibleLengths.isEmpty, "\(region.region)")
            for example in region.examples {
                let digits = try #require(example.split(separator: ":").last)
                #expect(digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber), "\(region.region) \(example)")
                #expect(region.possibleLengths.contains(digits.count), "\(region.region) \(example)")
            }
            for format in region.nationalFormats + region.internationalFormats {
                let program = try MaskCompiler.compile(format.mask)
                #expect(program.match(String(repeating: "x", count: 1)) != .complete)
                for prefix in format.leadingDigits {
                    _ = try MaskCompiler.compile(prefix)
                    #expect(prefix.hasPrefix("[") && prefix.hasSuffix("]"), "\(region.region) \(prefix)")
                }
            }
        }
    }
}
