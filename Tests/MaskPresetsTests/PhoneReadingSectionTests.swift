import Foundation
import MaskTrials
import MaskVM
import TestSupport
import Testing
@testable import MaskPresets

/// The `phon` section of the phone presets' files: the facts ``PhoneInput`` reads a number
/// by, carried for the JavaScript check, and read back as hostile input.
@Suite("The phone reading's section")
struct PhoneReadingSectionTests {
    let section = PhoneReadingSection.libphonenumber

    @Test("each carried pattern gives the national-number pattern's verdict on digits")
    func patternsAgree() throws {
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        for country in section.countries where !country.ways.isEmpty {
            let rule = try #require(PhoneNationalPrefixRule.forCountryCode(country.code))
            let program = try #require(rule.pattern.program)
            let automaton = try #require(country.pattern)
            let examples = PhoneRegion.all.filter { String($0.countryCode) == country.code }
                .flatMap { $0.examples.map { String($0.split(separator: ":")[1]) } }
            let random = (0..<60).map { _ in String((0..<Int.random(in: 0...14, using: &generator)).map { _ in "0123456789".randomElement(using: &generator)! }) }
            for digits in examples + examples.map({ "0" + $0 }) + random {
                #expect(automaton.accepts(digits.utf8) == (program.match(digits) == .complete), "+\(country.code): \(digits)")
                checked += 1
            }
        }
        #expect(checked > 8_000)
    }

    @Test("the section reads back as written, and lists every region and main code")
    func roundTrip() throws {
        let read = try PhoneReadingSection(section: section.encoded()[...])
        #expect(read == section)
        #expect(section.regions.count == PhoneRegion.all.filter { $0.region != "001" }.count)
        #expect(Set(section.countries.map(\.code)) == Set(PhoneRegion.all.filter(\.mainRegionForCode).map { String($0.countryCode) }))
        #expect(section.countries.filter { !$0.ways.isEmpty }.count == 115)
    }

    @Test("a cut section is refused, never a crash")
    func truncations() {
        let payload = section.encoded()
        for length in stride(from: 0, to: payload.count, by: 97) {
            #expect(throws: ProgramError.self) { try PhoneReadingSection(section: payload[..<length]) }
        }
    }

    /// A section of one country (with a rule) and one region, with a change.
    static func crafted(code: String = "44", trunk: String = "0", ways: [String] = ["[0]"], lengths: [UInt32] = [7, 10],
                        states: UInt32 = 2, classes: UInt32 = 1, width: UInt32 = 1, classOfDigit: [UInt8] = Array(repeating: 0, count: 10),
                        targets: [UInt8] = [1, 1], bitmap: [UInt8] = [0b10], region: String = "GB", regionCode: String = "44",
                        national: [String] = ["[0]"], regionWays: [String] = [], regionLocal: [UInt32] = [7], regionStates: UInt32 = 2,
                        version: UInt16 = 2, trailing: [UInt8] = []) -> [UInt8] {
        var writer = ByteWriterForTests()
        writer.u32(1)
        writer.text(code)
        writer.text(trunk)
        writer.u32(UInt32(ways.count))
        for way in ways { writer.text(way) }
        writer.u32(UInt32(lengths.count))
        for length in lengths { writer.u32(length) }
        writer.u32(0)
        writer.u32(states)
        writer.u32(classes)
        writer.u32(0)
        writer.u32(width)
        writer.bytes += classOfDigit + targets + bitmap
        writer.u32(1)
        writer.text(region)
        writer.text(regionCode)
        writer.u32(1)
        writer.text("00")
        writer.u32(UInt32(national.count))
        for prefix in national { writer.text(prefix) }
        writer.u32(1)
        writer.u32(10)
        if version >= 2 {
            // The region's own rule (format version 2): its ways, local-only lengths and pattern.
            writer.u32(UInt32(regionWays.count))
            for way in regionWays { writer.text(way) }
            if !regionWays.isEmpty {
                writer.u32(UInt32(regionLocal.count))
                for length in regionLocal { writer.u32(length) }
                writer.u32(regionStates)
                writer.u32(1)
                writer.u32(0)
                writer.u32(1)
                writer.bytes += Array(repeating: 0, count: 10) + [1, 1, 0b10]
            }
        }
        return writer.bytes + trailing
    }

    @Test("a hostile section is refused with what is wrong", arguments: [
        (crafted(), nil),
        (crafted(code: "4444"), "no country code '4444'"),
        (crafted(trunk: "x"), "country '44': no trunk prefix 'x'"),
        (crafted(ways: ["[0"]), "country '44': no way '[0'"),
        (crafted(ways: ["[9-0]"]), "country '44': no way '[9-0]'"),
        (crafted(ways: ["[0] -> <0-2>"]), "country '44': no way '[0] -> <0-2>'"),
        (crafted(ways: ["[0][1]$ -> 9<0-2>"]), nil),
        (crafted(lengths: [10, 7]), "country '44': possible lengths: 7 is not 1 to 99 and above the one before"),
        (crafted(lengths: []), "country '44': no possible lengths"),
        (crafted(states: 0), "country '44': pattern: 0 states, not 1 to 65536"),
        (crafted(classes: 11), "country '44': pattern: 11 classes, not 1 to 10"),
        (crafted(width: 3), "country '44': pattern: targets of 3 bytes, not 1 for 2 states"),
        // A target's width follows from the states: one byte up to 256 states, two past them;
        // the other width read, and wrote back otherwise (FuzzPhon's crash-405f8349).
        (crafted(width: 2, targets: [1, 0, 1, 0]), "country '44': pattern: targets of 2 bytes, not 1 for 2 states"),
        (crafted(states: 257, targets: Array(repeating: 1, count: 257), bitmap: [0b10] + Array(repeating: 0, count: 32)),
         "country '44': pattern: targets of 1 bytes, not 2 for 257 states"),
        (crafted(states: 257, width: 2, targets: Array(repeating: [1, 0], count: 257).flatMap { $0 }, bitmap: [0b10] + Array(repeating: 0, count: 32)),
         nil),
        (crafted(states: 256, targets: Array(repeating: 255, count: 256), bitmap: Array(repeating: 0, count: 31) + [0x80]), nil),
        (crafted(classOfDigit: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1]), "country '44': pattern: class 1 of digit 9, not below 1"),
        (crafted(targets: [1, 2]), "country '44': pattern: target 2 of state 1, class 0, not below 2"),
        (crafted(bitmap: [0b110]), "country '44': pattern: accepting bit 2 past its 2 states"),
        (crafted(region: "gb"), "no region 'gb'"),
        (crafted(regionCode: "49"), "region 'GB': no country '49' in the section"),
        (crafted(national: ["[0]$"]), "region 'GB': no national prefix '[0]$'"),
        (crafted(trailing: [0]), "1 unexpected trailing bytes"),
        (crafted(regionWays: ["[4][0-9]$ -> 268<0-2>", "[1]"]), nil),
        (crafted(regionWays: ["[4"]), "region 'GB': no way '[4'"),
        (crafted(regionWays: ["[4] -> <0-2>"]), "region 'GB': no way '[4] -> <0-2>'"),
        (crafted(regionWays: ["[4]"], regionLocal: [7, 7]), "region 'GB': local-only lengths: 7 is not 1 to 99 and above the one before"),
        (crafted(regionWays: ["[4]"], regionStates: 0), "region 'GB': pattern: 0 states, not 1 to 65536"),
        (crafted(regionWays: ["[4]"], regionStates: 3), "region 'GB': pattern: 3 states of 1 classes need 4 bytes but only 3 remain"),
        (crafted(regionWays: ["[4]"], regionStates: 257), "region 'GB': pattern: targets of 1 bytes, not 2 for 257 states"),
        (crafted(version: 1), "the number of ways needs 4 bytes but only 0 remain"),
    ] as [([UInt8], String?)])
    func hostile(bytes: [UInt8], reason: String?) {
        do {
            _ = try PhoneReadingSection(section: bytes[...])
            #expect(reason == nil)
        } catch {
            #expect(error.description == reason.map { "section phon is malformed: \($0)" }, "\(error)")
        }
        // The load's verification (no values made) refuses with the same message.
        var verified: String?
        do { try PhoneReadingSection.verify(section: bytes[...]) } catch { verified = error.description }
        #expect(verified == reason.map { "section phon is malformed: \($0)" })
    }

    @Test("a version-1 section (no region rules) reads by the version-1 layout, and only by it")
    func versionOne() throws {
        let old = section.encoded(version: 1)
        let read = try PhoneReadingSection(section: old[...], version: 1)
        #expect(read.regions.allSatisfy { $0.ways.isEmpty && $0.pattern == nil })
        #expect(read.regions.map(\.region) == section.regions.map(\.region))
        #expect(PhoneReadingSection.isSoundInOnePass(old[...], version: 1))
        #expect(!PhoneReadingSection.isSoundInOnePass(old[...], version: 2))
        #expect(throws: ProgramError.self) { try PhoneReadingSection(section: old[...], version: 2) }
        #expect(throws: ProgramError.self) { try PhoneReadingSection(section: section.encoded()[...], version: 1) }
        #expect(try PhoneReadingSection(section: Self.crafted(version: 1)[...], version: 1).regions.count == 1)
    }

    @Test("regions that rewrite national input and are not their code's main region carry their own rule")
    func regionRules() throws {
        let ruled = section.regions.filter { !$0.ways.isEmpty }
        // The 20 NANP regions with seven-digit local numbers, CC, CX, GG, IM and JE.
        #expect(Set(ruled.map(\.region)) == ["AG", "AI", "AS", "BB", "BM", "BS", "CC", "CX", "DM", "GD", "GG", "GU", "IM", "JE", "KN", "KY",
                                               "LC", "MP", "MS", "SX", "TC", "TT", "VC", "VG", "VI"])
        let antigua = try #require(ruled.first { $0.region == "AG" })
        #expect(antigua.ways == ["[457][0-9][0-9][0-9][0-9][0-9][0-9]$ -> 268<0-7>", "[1]"])
        #expect(antigua.localOnlyLengths == [7])
        #expect(antigua.pattern?.accepts("2684601234".utf8) == true)
        #expect(antigua.pattern?.accepts("4601234".utf8) == false)
        let reader = PhoneNumberReader(section)
        #expect(reader.read("460-1234", region: reader.region("AG")).number == "+12684601234")
        #expect(reader.read("460-1234", region: reader.region("US")).number == "+14601234")
        #expect(reader.read("2123456", region: reader.region("MG")).number == "+261202123456")
        #expect(reader.read("512345678", region: reader.region("CX")).number == "+61512345678")
        #expect(reader.read("51234567", region: reader.region("CX")).number == "+61851234567")
    }

    @Test("the one-pass verification takes exactly what the reader takes, over damaged sections")
    func onePassAgreesWithTheReader() throws {
        let readerTakes = { (bytes: ArraySlice<UInt8>) in (try? PhoneReadingSection(section: bytes)) != nil }
        var damaged: [[UInt8]] = []
        // Every byte of each crafted section changed four ways, and every truncation.
        let wide = Self.crafted(states: 257, width: 2, targets: Array(repeating: [1, 0], count: 257).flatMap { $0 },
                                bitmap: [0b10] + Array(repeating: 0, count: 32))
        let crafted = [Self.crafted(), Self.crafted(ways: ["[0][1]$ -> 9<0-2>"]), wide, Self.crafted(regionWays: ["[4][0-9]$ -> 268<0-2>"])]
        for bytes in crafted {
            for index in bytes.indices {
                for change: (UInt8) -> UInt8 in [{ $0 ^ 0xFF }, { $0 &+ 1 }, { $0 &- 1 }, { _ in 0x5B }] {
                    var copy = bytes
                    copy[index] = change(copy[index])
                    damaged.append(copy)
                }
                damaged.append(Array(bytes[..<index]))
            }
        }
        // The real section, and 400 damaged copies of it at seeded random places.
        let real = section.encoded()
        damaged.append(real)
        var random = SeededGenerator(seed: 40)
        for _ in 0..<400 {
            var copy = real
            let index = Int(random.next() % UInt64(real.count))
            copy[index] = UInt8(truncatingIfNeeded: random.next())
            damaged.append(copy)
        }
        var taken = 0
        for bytes in damaged {
            let onePass = PhoneReadingSection.isSoundInOnePass(bytes[...])
            #expect(onePass == readerTakes(bytes[...]), "\(bytes.count) bytes")
            guard onePass else { continue }
            taken += 1
            // What reads writes back to its bytes: the reader takes no layout the writer would not write.
            #expect(try PhoneReadingSection(section: bytes[...]).encoded() == bytes, "\(bytes.count) bytes")
        }
        // Both verdicts occur: the comparison is not of refusals alone.
        #expect(taken > 1 && taken < damaged.count - 100)
        #expect(PhoneReadingSection.isSoundInOnePass(real[...]))
    }

    @Test("FuzzPhon's crash-405f8349, a pattern of 267 states with one-byte targets, is refused by the reader and the one pass alike")
    func fuzzArtifact() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let artifact = try [UInt8](Data(contentsOf: root.appendingPathComponent(
            "Fuzz/corpus/FuzzPhon/crash-405f8349a9894aeb3a1658e2d53dfd4c0502e815")))
        // Its regions are none, so the layouts of versions 1 and 2 are the same bytes.
        let reason = "country '32': pattern: targets of 1 bytes, not 2 for 267 states"
        for version: UInt16 in [1, 2] {
            #expect(throws: ProgramError.malformedSection(tag: "phon", reason: reason)) {
                try PhoneReadingSection(section: artifact[...], version: version)
            }
            var verified: String?
            do { try PhoneReadingSection.verify(section: artifact[...], version: version) } catch { verified = error.description }
            #expect(verified == "section phon is malformed: \(reason)")
            #expect(!PhoneReadingSection.isSoundInOnePass(artifact[...], version: version))
        }
    }

    @Test("a phone preset's file with a damaged phon section is refused by MaskCheck, not by the program loader")
    func inTheFile() throws {
        let file = MaskPreset.phone.bytecode
        let layout = try BytecodeLayout(verifying: file)
        let phon = try #require(layout.sections.first { $0.tag == "phon" })
        var damaged = file
        damaged[phon.offset + 4] ^= 0xFF   // the first code's length
        let resealed = Self.resealed(damaged)
        #expect(throws: ProgramError.self) { try MaskCheck(bytecode: resealed) }
        #expect((try? MaskProgram(bytecode: resealed)) != nil)
    }

    /// `bytes` with its CRC-32 written again over the change.
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        var table = [UInt32](repeating: 0, count: 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
            table[index] = value
        }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes.dropLast(4) { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        crc ^= 0xFFFF_FFFF
        var sealed = bytes
        for index in 0..<4 { sealed[bytes.count - 4 + index] = UInt8(truncatingIfNeeded: crc >> UInt32(8 * index)) }
        return sealed
    }
}

/// Little-endian writing for the crafted sections (MaskVM's ByteWriter is the package's own).
private struct ByteWriterForTests {
    var bytes: [UInt8] = []
    mutating func u32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }
    mutating func text(_ text: String) {
        u32(UInt32(text.utf8.count))
        bytes += Array(text.utf8)
    }
}
