import Foundation
@testable import MaskPresets
import MaskVM
import Testing
import TestSupport

/// The phone presets against libphonenumber (the `phonenumbers` package, through
/// `Scripts/phone-reference.py`): libphonenumber's example numbers of every region and
/// seeded variants, valid and impossible ones, in each input form. What must hold for every
/// number is asserted (never laundered, check passes the valid and fails the impossible);
/// how often `phone` prints exactly libphonenumber's INTERNATIONAL format, `phone-national`
/// its NATIONAL format and `phone-e164` its E164 format is counted per form (and per region
/// for INTERNATIONAL), printed, and held to a floor in every form with a country code.
@Suite("phone preset against libphonenumber")
struct PhoneDifferentialTests {
    struct Reference {
        let region: String
        let valid: Bool
        let digits: String
        let international: String
        let national: String
        /// The region's trunk prefix (`0`, `8` in RU), nil where it has none.
        let trunk: String?
        /// What libphonenumber's parse makes of `+CC`, the trunk prefix and the national
        /// number written together (`+49 0601123456`): nil without a trunk prefix; digits
        /// `!` where it does not parse.
        let afterTrunk: Expected?
    }

    /// What a form of a number must read as: libphonenumber's E.164 digits (`!`: none, the
    /// form must never be complete) and its INTERNATIONAL and NATIONAL formats.
    struct Expected {
        let digits: String
        let international: String
        let national: String
    }

    /// Each input form of a valid number, as a user might type or paste it, with the region
    /// it is read for (nil: none) and whether it gives the country code. `digits` and
    /// `national` without a region have none: they must never be complete.
    static func forms(of number: Reference) -> [(form: String, input: String, region: String?, hasCode: Bool, expected: Expected)] {
        let code = String(number.international.dropFirst().prefix { $0 != " " })
        let nationalNumber = String(number.digits.dropFirst(code.count))
        // The INTERNATIONAL groups after the code, written other ways: dashes, dots, the
        // first group in parentheses.
        let groups = number.international.split(separator: " ").dropFirst().map(String.init)
        let grouped = groups.joined(separator: " ")
        var forms: [(form: String, input: String, region: String?, hasCode: Bool)] = [
            ("e164", "+" + number.digits, nil, true), ("international", number.international, nil, true),
            ("digits", number.digits, nil, false), ("00", "00" + number.digits, nil, true),
            ("011", "011 " + number.digits, nil, true), ("national", number.national, nil, false),
            ("national+region", number.national, number.region, true),
            ("dashes", "+\(code)-" + grouped.replacingOccurrences(of: " ", with: "-"), nil, true),
            ("dots", "+\(code)." + grouped.replacingOccurrences(of: " ", with: "."), nil, true)]
        if groups.count > 1 {
            forms.append(("parentheses", "+\(code) (\(groups[0])) " + groups.dropFirst().joined(separator: " "), nil, true))
        }
        if number.trunk == "0" { forms.append(("(0)", "+\(code) (0) \(nationalNumber)", nil, true)) }
        let own = Expected(digits: number.digits, international: number.international, national: number.national)
        var all: [(form: String, input: String, region: String?, hasCode: Bool, expected: Expected)] = forms.map {
            ($0.form, $0.input, $0.region, $0.hasCode, own)
        }
        // The trunk prefix dialled at home, written after the code without parentheses
        // (`+49 0601123456`): what libphonenumber's parse makes of it, its own digits or not.
        if let trunk = number.trunk, let afterTrunk = number.afterTrunk {
            all.append(("trunk after code", "+\(code) \(trunk)\(nationalNumber)", nil, true, afterTrunk))
        }
        return all
    }

    static func load() throws -> [Reference] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = try PythonPackage.phonenumbers.output([root.appendingPathComponent("Scripts/phone-reference.py").path])
        return output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 9 else { return nil }
            let trunk = fields[5] == "-" ? nil : fields[5]
            return Reference(region: fields[0], valid: fields[1] == "valid", digits: fields[2], international: fields[3], national: fields[4],
                             trunk: trunk, afterTrunk: trunk == nil ? nil : Expected(digits: fields[6], international: fields[7], national: fields[8]))
        }
    }

    @Test("the printed value judged by its letters and digits is the extract's judgement, on every form of every number",
          .enabled(if: PythonPackage.phonenumbers.shouldRun, Comment(rawValue: PythonPackage.phonenumbers.skipReason)))
    func printedValueShortcut() throws {
        var judged = 0, byShortcut = 0, agreed = 0, refused = 0
        for number in try Self.load() {
            let forms = number.valid ? Self.forms(of: number) : [("e164", "+" + number.digits, nil, true, Expected(digits: "!", international: "", national: ""))]
            for (_, input, regionName, _, _) in forms {
                let reading = PhoneInput(reading: input, region: regionName.flatMap(PhoneRegionCode.init))
                for (preset, output) in [(MaskPreset.phone, PhoneOutput.international), (.phoneNational, .national)] {
                    let layout = preset.phoneLayout(of: reading, output: output)
                    for policy in [OptionalLiteralPolicy.keptWhenTyped, .insertedWhenPassed] {
                        let printed = policy == .keptWhenTyped ? layout.transformed ?? layout.program.transform(layout.text)
                            : layout.program.transform(layout.text, optionalLiterals: policy)
                        // transform asks only of a complete text; the judgement is asked of every one all the same.
                        let full = preset.printedValue(of: printed.text, in: layout, shortcut: false)
                        #expect(preset.printedValue(of: printed.text, in: layout) == full, "\(preset.name) '\(input)' -> '\(printed.text)'")
                        judged += 1
                        if layout.valueIsLettersAndDigits { byShortcut += 1 }
                        if full { agreed += 1 } else { refused += 1 }
                    }
                }
            }
        }
        print("printed value: \(judged) judged, \(byShortcut) by letters and digits; \(agreed) the number's digits, \(refused) not")
        // Both verdicts are met, and most judgements take the shortcut.
        #expect(agreed > 50_000 && refused > 5_000 && byShortcut * 2 > judged)
    }

    @Test("never laundered, impossible numbers fail check, and the agreement with libphonenumber per form and region",
          .enabled(if: PythonPackage.phonenumbers.shouldRun, Comment(rawValue: PythonPackage.phonenumbers.skipReason)))
    func differential() throws {
        let references = try Self.load()
        #expect(references.filter(\.valid).count > 5000)
        #expect(Set(references.map(\.region)).count > 200)
        let phone = MaskPreset.phone, e164 = MaskPreset.phoneE164, phoneNational = MaskPreset.phoneNational
        var triedByForm: [String: Int] = [:], agreedByForm: [String: Int] = [:], completeByForm: [String: Int] = [:]
        var triedByRegion: [String: Int] = [:], agreedByRegion: [String: Int] = [:]
        var nationalTriedByForm: [String: Int] = [:], nationalAgreedByForm: [String: Int] = [:]
        var e164Tried = 0, e164Agreed = 0
        var impossible = 0
        for number in references {
            if !number.valid {
                // A length libphonenumber calls impossible is never complete, and check fails it.
                #expect(!phone.transform("+" + number.digits).isComplete, "impossible +\(number.digits) is complete")
                #expect(!phone.trial(reading: .value, region: nil).passes("+" + number.digits))
                #expect(!e164.transform("+" + number.digits).isComplete)
                impossible += 1
                continue
            }
            for (form, input, regionName, hasCode, expected) in Self.forms(of: number) {
                let region = regionName.flatMap(PhoneRegionCode.init)
                let formatted = phone.transform(input, region: region)
                // Values, not characters: a complete result holds exactly the number's digits,
                // and input with no country code is never complete.
                if formatted.isComplete {
                    #expect(hasCode, "\(number.region) \(form) '\(input)' is complete as '\(formatted.text)' with no country code")
                    #expect(phone.extract(input, region: region).value == expected.digits,
                            "\(number.region) \(form) '\(input)' -> '\(formatted.text)', not +\(expected.digits)")
                    completeByForm[form, default: 0] += 1
                }
                let agrees = formatted.isComplete && formatted.text == expected.international
                triedByForm[form, default: 0] += 1
                agreedByForm[form, default: 0] += agrees ? 1 : 0
                if form == "e164" {
                    triedByRegion[number.region, default: 0] += 1
                    agreedByRegion[number.region, default: 0] += agrees ? 1 : 0
                    // The check passes every number libphonenumber calls valid.
                    #expect(phone.trial(reading: .value, region: nil).passes(input), "check fails valid \(input)")
                }
                if hasCode {
                    let national = phoneNational.transform(input, region: region)
                    if national.isComplete {
                        #expect(phoneNational.extract(input, region: region).value == expected.digits,
                                "\(number.region) \(form) '\(input)' -> national '\(national.text)', not +\(expected.digits)")
                    }
                    nationalTriedByForm[form, default: 0] += 1
                    nationalAgreedByForm[form, default: 0] += national.isComplete && national.text == expected.national ? 1 : 0
                    let stored = e164.transform(input, region: region)
                    if stored.isComplete { #expect(stored.text == "+" + expected.digits, "\(form) '\(input)' -> '\(stored.text)'") }
                    e164Tried += 1
                    e164Agreed += stored.isComplete && stored.text == "+" + expected.digits ? 1 : 0
                }
            }
        }
        // The United Kingdom's layouts are libphonenumber's own: every valid GB number agrees.
        #expect(triedByRegion["GB", default: 0] > 20 && agreedByRegion["GB"] == triedByRegion["GB"])
        let validCount = references.filter(\.valid).count
        print("phone vs libphonenumber: \(validCount) valid numbers of \(triedByRegion.count) regions, \(impossible) impossible (all fail check)")
        for form in triedByForm.keys.sorted() {
            print("  form \(form): \(agreedByForm[form, default: 0]) of \(triedByForm[form, default: 0]) print INTERNATIONAL exactly; "
                  + "\(completeByForm[form, default: 0]) complete (each with the number's own digits)")
        }
        for form in nationalTriedByForm.keys.sorted() {
            print("  phone-national, form \(form): \(nationalAgreedByForm[form, default: 0]) of \(nationalTriedByForm[form, default: 0]) print NATIONAL exactly")
        }
        print("  phone-e164, every form with a country code: \(e164Agreed) of \(e164Tried) print E164 exactly")
        // The country sets are libphonenumber's formats: at least 95% of the numbers print
        // exactly its INTERNATIONAL format, and 94% its NATIONAL one (national formats also
        // rewrite some numbers, as Argentina's mobile 15, which masks do not), in every
        // form that gives the country code.
        for (form, tried) in triedByForm where form != "digits" && form != "national" {
            #expect(agreedByForm[form, default: 0] * 100 >= tried * 95, "INTERNATIONAL, form \(form): \(agreedByForm[form, default: 0]) of \(tried)")
        }
        for (form, tried) in nationalTriedByForm {
            #expect(nationalAgreedByForm[form, default: 0] * 100 >= tried * 94, "NATIONAL, form \(form): \(nationalAgreedByForm[form, default: 0]) of \(tried)")
        }
        #expect(e164Agreed * 1000 >= e164Tried * 999)
        let issueRegions = PhoneMetadataTests.issueRegions
        let line = issueRegions.map { "\($0) \(agreedByRegion[$0, default: 0])/\(triedByRegion[$0, default: 0])" }.joined(separator: ", ")
        print("  e164 form, the issue's regions: \(line)")
        let total = triedByRegion.values.reduce(0, +), agreed = agreedByRegion.values.reduce(0, +)
        print("  e164 form, all regions: \(agreed) of \(total)")
    }
}
