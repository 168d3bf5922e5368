import Foundation
import MaskCompiler
import MaskPresets
import MaskTrials
import Testing

@Suite("maskc presets and --preset")
struct PresetCommandTests {
    @Test("presets: one line a preset, with its name, description and masks in quotes")
    func list() throws {
        let run = try MaskcProcess.run(["presets"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.map { String($0.prefix { $0 != " " }) } == [
            "card", "card-expiry", "card-cvc", "iban", "phone", "phone-e164", "phone-national", "date-iso", "date-eu", "date-eu-slash", "date-us",
            "time", "time-seconds", "time-12h", "ipv4", "mac", "hex-color", "uuid", "us-zip",
            "postcode-uk", "postcode-ca", "postcode-nl", "postcode-de",
        ])
        #expect(lines.contains("us-zip          a United States ZIP code, 5 digits or ZIP+4: 'DDDDD' 'DDDDD-DDDD'"))
        #expect(lines[0].contains("'[3][47]DD DDDDDD DDDDD'"))
        #expect(lines[3].contains("'[B][E]DD DDDD DDDD DDDD' '[B][G]DD UUUU"))
        #expect(try MaskcProcess.run(["presets", "extra"]).status == 2)
    }

    // MARK: The examples

    @Test("transform --preset card formats Amex 4-6-5")
    func cardTransform() throws {
        let run = try MaskcProcess.run(["transform", "--preset", "card", "378282246310005"])
        #expect(run.output == "3782 822463 10005\n")
    }

    @Test("transform --preset iban groups by four")
    func ibanTransform() throws {
        let run = try MaskcProcess.run(["transform", "--preset", "iban", "DE89370400440532013000"])
        #expect(run.output == "DE89 3704 0044 0532 0130 00\n")
    }

    /// The example types the IBAN in lower case; issue 12's case rule upper-cases it.
    @Test("transform --preset iban upper-cases typed letters (issue 12's case rule)")
    func ibanTransformLowerCase() throws {
        let run = try MaskcProcess.run(["transform", "--preset", "iban", "de89370400440532013000"])
        #expect(run.output == "DE89 3704 0044 0532 0130 00\n")
    }

    @Test("check --preset iban passes the registry's example and names the check digits when a digit changes")
    func ibanCheck() throws {
        let run = try MaskcProcess.run(["check", "--preset", "iban", "GB82 WEST 1234 5698 7654 32", "GB82 WEST 1234 5698 7654 33"])
        #expect(run.output == "pass\nfail: does not pass the IBAN check (check digits 82)\n")
        #expect(run.status == 1)
        #expect(try MaskcProcess.run(["check", "--preset", "iban", "GB82 WEST 1234 5698 7654 32"]).status == 0)
    }

    @Test("check --preset date-iso: 2023-02-29 fails, 2024-02-29 passes")
    func dateCheck() throws {
        let run = try MaskcProcess.run(["check", "--preset", "date-iso", "2023-02-29", "2024-02-29"])
        #expect(run.output == "fail: is not a real date\npass\n")
    }

    @Test("match --preset ipv4 256.1.1.1 prints illegal 2")
    func ipv4Match() throws {
        let run = try MaskcProcess.run(["match", "--preset", "ipv4", "256.1.1.1"])
        #expect(run.output == "illegal 2\n")
    }

    // MARK: --preset wherever -m is accepted

    @Test("extract, why, explain, lint and compile take --preset")
    func everyCommand() throws {
        #expect(try MaskcProcess.run(["extract", "--preset", "date-iso", "2024-02-29"]).output == "complete 20240229\n")
        let why = try MaskcProcess.run(["why", "--preset", "time", "24:00"])
        #expect(why.status == 1 && !why.output.isEmpty)
        let explain = try MaskcProcess.run(["explain", "--preset", "us-zip"])
        #expect(explain.status == 0 && explain.output.contains("mask zip:") && explain.output.contains("mask zip+4:"))
        let lint = try MaskcProcess.run(["lint", "--preset", "iban"])
        #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.output)")
        // card's brand digits are sets of one digit, not literals: nothing for lint to note.
        let cardLint = try MaskcProcess.run(["lint", "--preset", "card"])
        #expect(cardLint.status == 0 && cardLint.output.isEmpty, "\(cardLint.output)")
        #expect(try MaskcProcess.run(["extract", "--preset", "card", "3782 822463 10005"]).output == "complete 378282246310005\n")
        // The editor needs a terminal; the options are read before it says so.
        let edit = try MaskcProcess.run(["edit", "--preset", "card", "--text", "378282246310005"])
        #expect(edit.errors.contains("standard input is not a terminal"), "\(edit.errors)")
    }

    /// equiv takes -m too, so --preset stands for a mask there as well.
    @Test("equiv --preset compares a preset's language with a mask's")
    func equiv() throws {
        let same = try MaskcProcess.run(["equiv", "--preset", "date-iso", "-m", "DDDD-<01-12>-<01-31>"])
        #expect(same.status == 0 && same.output == "equivalent\n", "\(same.output)\(same.errors)")
        let different = try MaskcProcess.run(["equiv", "-m", "DDDDD", "--preset", "us-zip"])
        #expect(different.status == 1 && different.output == "different: \"00000-0000\" is accepted by mask 2 only\n", "\(different.output)\(different.errors)")
        let presets = try MaskcProcess.run(["equiv", "--preset", "time", "--preset", "time"])
        #expect(presets.output == "equivalent\n", "\(presets.errors)")
    }

    @Test("compile --preset writes the preset's program; -p gives the same answers")
    func compile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("maskc-preset-\(getpid()).maskc").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try MaskcProcess.run(["compile", "--preset", "card", "-o", path]).status == 0)
        #expect(try MaskcProcess.run(["transform", "-p", path, "378282246310005"]).output == "3782 822463 10005\n")
    }

    @Test("check -p runs the trials a preset's file carries, as check --preset does")
    func checkFileRunsItsTrials() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("maskc-check-\(getpid()).maskc").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try MaskcProcess.run(["compile", "--preset", "card", "-o", path]).status == 0)
        let samples = ["4111111111111112", "4111 1111 1111 1111", "4111111111111111", "4111 1111 1111"]
        for exact in [[], ["--exact"]] {
            let file = try MaskcProcess.run(["check", "-p", path] + exact + samples)
            let preset = try MaskcProcess.run(["check", "--preset", "card"] + exact + samples)
            #expect(file.output == preset.output && file.status == preset.status, "\(exact): \(file.output)\(file.errors)")
        }
        // The Luhn check digit is the trial's, not the mask's: a file without the trials passes it.
        let failed = try MaskcProcess.run(["check", "-p", path, "4111111111111112"])
        #expect(failed.status == 1)
        #expect(failed.output == "fail: 4111 1111 1111 1112: is not a valid card number\n", "\(failed.output)")
        let maskAlone = try MaskcProcess.run(["check", "--trial", "mask", "-p", path, "4111111111111112"])
        #expect(maskAlone.output == "pass\n")
        // With a --trial, both must pass.
        let both = try MaskcProcess.run(["check", "-p", path, "--trial", "length", "--maximum", "10", "4111111111111111"])
        #expect(both.status == 1)
        #expect(try MaskcProcess.run(["check", "-p", path, "--preset", "card", "4111111111111111"]).status == 2)
    }

    @Test("check -p on a phone preset's file judges as the preset: the number is read first, --region too")
    func checkPhoneFileAsItsPreset() throws {
        let directory = FileManager.default.temporaryDirectory
        // A number with no country code, a `(0)`, a trunk prefix written without parentheses,
        // a complete number and one cut short: the file's masks alone passed the first.
        let samples = ["447700900123", "+44 (0) 20 7946 0958", "+44 020 7946 0958", "+7 912 345-67-89", "+7 912 34", "8 912 345-67-89"]
        for name in ["phone", "phone-national", "phone-e164"] {
            let path = directory.appendingPathComponent("maskc-\(name)-\(getpid()).maskc").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(try MaskcProcess.run(["compile", "--preset", name, "-o", path]).status == 0)
            for options in [["--json"], ["--exact"], ["--region", "RU"], ["--region", "GB", "--json"]] {
                let file = try MaskcProcess.run(["check", "-p", path] + options + samples)
                let preset = try MaskcProcess.run(["check", "--preset", name] + options + samples)
                #expect(file.output == preset.output && file.status == preset.status, "\(name) \(options): \(file.output)\(file.errors)")
            }
            #expect(try MaskcProcess.run(["check", "-p", path, "447700900123"]).output
                == "fail: has no country code (write +CC, or give the region of a national number)\n")
        }
    }

    @Test("check -p reads a phone file of other masks by the step it carries, and refuses --region with a file of another kind")
    func checkPhoneFileOfOtherMasks() throws {
        let directory = FileManager.default.temporaryDirectory
        let phone = directory.appendingPathComponent("maskc-phone-other-\(getpid()).maskc").path
        let card = directory.appendingPathComponent("maskc-card-region-\(getpid()).maskc").path
        defer { for path in [phone, card] { try? FileManager.default.removeItem(atPath: path) } }
        // The phone preset's reading with other masks: a file no preset wrote, judged by its
        // own reading step and masks (maskc refused it before the library ran the step).
        let reading = try MaskCheck(bytecode: MaskPreset.phone.bytecode).phoneReading
        #expect(reading != nil)
        let other = try MaskCheck(program: MaskCompiler.compile("+DD DDD DDD DDDD"), trials: [], phoneReading: reading).bytecode()
        #expect(FileManager.default.createFile(atPath: phone, contents: Data(other)))
        let judged = try MaskcProcess.run(["check", "-p", phone, "0044 (0) 207 946 0958", "442079460958", "+44 207 946 095"])
        #expect(judged.status == 1)
        #expect(judged.output == "pass\nfail: has no country code (write +CC, or give the region of a national number)\n"
            + "fail: is not a complete value: a part is missing (read as '+44 207 946 095')\n", "\(judged.output)\(judged.errors)")
        #expect(try MaskcProcess.run(["check", "-p", phone, "--region", "GB", "020 7946 0958"]).output == "pass\n")
        #expect(try MaskcProcess.run(["compile", "--preset", "card", "-o", card]).status == 0)
        let region = try MaskcProcess.run(["check", "-p", card, "--region", "GB", "1"])
        #expect(region.status == 2)
        #expect(region.errors.hasPrefix("maskc check: error: --region goes with a phone preset (--preset phone, phone-national or phone-e164)\n"), "\(region.errors)")
    }

    @Test("card-expiry with a reference date fails expired cards")
    func expiry() throws {
        let run = try MaskcProcess.run(["check", "--preset", "card-expiry", "--reference-date", "2026-11-30", "11/26", "10/26", "13/26"])
        // 13/26 is no value of the mask, which alone is reported (--exact: a digit 0–2 expected at 1):
        // the typed '/' closes the month, so the 3 cannot move on into the year (docs/editing.md,
        // rule 6), and the 1 before it is padded.
        #expect(run.output == "pass\nfail: has expired (2026-10, before 2026-11)\nfail: is not a complete value: no place for '3' at 1 (read as '01/26')\n")
        let exact = try MaskcProcess.run(["check", "--preset", "card-expiry", "--exact", "13/26"])
        #expect(exact.output == "fail: expected a digit 0–2 at 1, found '3'\n")
    }

    @Test("usage errors: an unknown preset, --preset with -m, --symbols with --preset", arguments: [
        ["match", "--preset", "nope", "x"], ["match", "--preset", "card", "-m", "DD", "x"],
        ["transform", "--preset", "card", "--symbols", "-", "x"], ["lint", "--preset", "card", "-m", "D"],
        ["check", "--reference-date", "2026-11", "--trial", "email", "x"],
    ])
    func usage(arguments: [String]) throws {
        #expect(try MaskcProcess.run(arguments).status == 2)
    }

    @Test("--add-symbols with --preset is refused by its own name", arguments: ["--symbols", "--add-symbols"])
    func symbolsWithPreset(option: String) throws {
        let run = try MaskcProcess.run(["transform", "--preset", "card", option, "$", "x"])
        #expect(run.status == 2)
        #expect(run.errors.contains("--symbols and --add-symbols apply to -m; a preset has its symbols built in"))
    }
}
