import Foundation
import Testing

/// The phone presets through the CLI: the named cases, `--region`, and the choice of
/// the country's set reported by name.
@Suite("maskc with the phone presets")
struct PhoneCommandTests {
    @Test("check --preset phone fails +0000000 and a 9-digit US number, naming why, and passes +44 20 7123 4567")
    func checkNamedCases() throws {
        let run = try MaskcProcess.run(["check", "--preset", "phone", "+0000000", "+1 201 555 012", "+44 20 7123 4567"])
        #expect(run.output == """
            fail: has no country code that exists (+000)
            fail: has no possible length for +1 (national numbers of 7, 10 digits)
            pass

            """)
        #expect(run.status == 1)
        let national = try MaskcProcess.run(["check", "--preset", "phone", "020 7123 4567"])
        #expect(national.output == "fail: has no country code (write +CC, or give the region of a national number)\n")
        let regional = try MaskcProcess.run(["check", "--preset", "phone", "--region", "GB", "020 7123 4567"])
        #expect(regional.output == "pass\n" && regional.status == 0)
    }

    @Test("transform prints libphonenumber's INTERNATIONAL and NATIONAL formats, the country's set named in --json")
    func transformFormats() throws {
        let international = try MaskcProcess.run(["transform", "--preset", "phone", "+7 912 345 67 89", "0012015550123", "011 49 30 123456"])
        #expect(international.output == "+7 912 345-67-89\n+1 201-555-0123\n+49 30 123456\n")
        #expect(international.status == 0)
        let national = try MaskcProcess.run(["transform", "--preset", "phone-national", "--region", "RU", "+442071234567", "8 912 345 67 89"])
        #expect(national.output == "020 7123 4567\n8 (912) 345-67-89\n")
        let json = try MaskcProcess.run(["transform", "--preset", "phone", "--json", "+44 (0) 20 7946 0958 ext 12"])
        #expect(json.output.contains("\"text\":\"+44 20 7946 0958 x12\",\"complete\":true"))
        #expect(json.output.contains("\"mask\":\"GB-"))
        let noCode = try MaskcProcess.run(["transform", "--preset", "phone", "(415) 555-2671"])
        #expect(noCode.status == 1)
    }

    @Test("--region takes a region the metadata knows, and only with a phone preset and no --trial")
    func regionUsage() throws {
        #expect(try MaskcProcess.run(["transform", "--preset", "phone", "--region", "XX", "1"]).status == 2)
        #expect(try MaskcProcess.run(["transform", "--preset", "card", "--region", "GB", "1"]).status == 2)
        #expect(try MaskcProcess.run(["check", "--preset", "phone", "--region", "GB", "--trial", "length", "--is", "3", "x"]).status == 2)
        let extract = try MaskcProcess.run(["extract", "--preset", "phone-national", "--region", "BY", "8 0152 45-09-11 x12"])
        #expect(extract.output == "complete 375152450911;ext=12\n")
    }
}
