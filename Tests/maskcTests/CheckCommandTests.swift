import Foundation
import Testing

@Suite("maskc check")
struct CheckCommandTests {
    @Test("email: the issue's examples, one verdict a sample, exit 1 when any fails")
    func email() throws {
        let run = try MaskcProcess.run(["check", "--trial", "email", "user@localhost", "a@b..com", "@x.com", "a b@c.d"])
        #expect(run.output == "pass\n" + String(repeating: "fail: is not a valid e-mail address\n", count: 3))
        #expect(run.status == 1)
    }

    @Test("samples from standard input, like maskc match")
    func standardInput() throws {
        let run = try MaskcProcess.run(["check", "--trial", "card", "--brand", "visa", "--brand", "mc"],
                                       input: "4111 1111 1111 1111\n4111 1111 1111 1112\n3782 822463 10005\n")
        #expect(run.output == """
            pass
            fail: is not a valid card number
            fail: is a card of American Express, not of an accepted brand (Visa, Mastercard)

            """)
        #expect(run.status == 1)
    }

    @Test("every sample passing exits 0")
    func allPass() throws {
        let run = try MaskcProcess.run(["check", "-t", "mask", "-m", "+?7|8(DDD)DDD-?DD-?DD", "--optimistic", "71234567890", "+7(123)456-78-90"])
        #expect(run.output == "pass\npass\n")
        #expect(run.status == 0)
    }

    /// The whole-number checks refuse only what no number meets: these agree.
    @Test("--odd --equal-to 3, --even --equal-to -4 and --integer --equal-to 4 are accepted")
    func wholeNumberAgreements() throws {
        let odd = try MaskcProcess.run(["check", "-t", "numericality", "--odd", "--equal-to", "3", "3", "5"])
        #expect(odd.output == "pass\nfail: must be equal to 3\n")
        let even = try MaskcProcess.run(["check", "-t", "numericality", "--even", "--equal-to", "-4", "--", "-4"])
        #expect(even.output == "pass\n")
        let integer = try MaskcProcess.run(["check", "-t", "numericality", "--integer", "--equal-to", "4", "4"])
        #expect(integer.output == "pass\n")
    }

    @Test("several trials: all must pass, every reason is printed")
    func severalTrials() throws {
        let run = try MaskcProcess.run(["check", "--trial", "presence", "--trial", "numericality", "--integer",
                                        "--greater-than", "0", "--", "42", "", "4.5", "-1"])
        #expect(run.output == """
            pass
            fail: must not be blank; is not a number
            fail: must be a whole number
            fail: must be greater than 0

            """)
        #expect(run.status == 1)
    }

    @Test("length with a unit, and --allow-blank")
    func length() throws {
        let run = try MaskcProcess.run(["check", "--trial", "length", "--minimum", "2", "--maximum", "4", "--unit", "utf8",
                                        "--allow-blank", "--", "é", "ééé", "", "ab"])
        #expect(run.output == "pass\nfail: is too long (at most 4 bytes)\npass\npass\n")
    }

    @Test("JSON output")
    func json() throws {
        let run = try MaskcProcess.run(["check", "--trial", "one-of", "--value", "S", "--value", "M", "--json", "M", "X\"L"])
        #expect(run.output == """
            {"sample":"M","result":"pass"}
            {"sample":"X\\"L","result":"fail","messages":[{"key":"inclusion","text":"is not one of the allowed values"}]}

            """)
    }

    @Test("format, url, substring and membership trials", arguments: [
        (["--trial", "format", "--regex", "^#([a-f0-9]{6}|[a-f0-9]{3})$", "#57b5b5", "57b5b5"], "pass\nfail: is invalid\n"),
        (["--trial", "url", "https://example.com", "example.com"], "pass\nfail: is not a valid URL\n"),
        (["--trial", "inclusion", "--value", ".com", "--value", ".ar", "http://www.elpais.es"], "fail: must contain one of: .com, .ar\n"),
        (["--trial", "exclusion", "--value", ".com", "http://www.elpais.es"], "pass\n"),
        (["--trial", "none-of", "--value", "root", "root"], "fail: is a reserved value\n"),
        (["--trial", "acceptance", "on", "off"], "pass\nfail: must be accepted\n"),
        (["--trial", "equal", "--value", "yes", "yes"], "pass\n"),
        (["--trial", "absence", " ", "x"], "pass\nfail: must be blank\n"),
    ])
    func otherTrials(arguments: [String], output: String) throws {
        let run = try MaskcProcess.run(["check"] + arguments)
        #expect(run.output == output)
        #expect(run.errors == "")
    }

    @Test("a bytecode program with -p")
    func program() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString).maskc")
        defer { try? FileManager.default.removeItem(at: file) }
        let compile = try MaskcProcess.run(["compile", "-m", "DD.DD.DDDD", "-o", file.path])
        #expect(compile.status == 0)
        let run = try MaskcProcess.run(["check", "--trial", "mask", "-p", file.path, "--optimistic", "31.12.2024", "31122024", "3112"])
        #expect(run.output == "pass\npass\nfail: is incomplete: expected a digit or '.' at 4\n")
    }

    @Test("errors exit 2 with a message", arguments: [
        (["x"], "give a trial with --trial NAME"),
        (["--trial", "nope", "x"], "unknown trial 'nope'"),
        (["--trial", "email", "--minimum", "3", "x"], "--minimum is not an option of --trial email; it applies to --trial length"),
        (["--minimum", "3", "--trial", "length", "x"], "--minimum applies to --trial length: give it after --trial length"),
        (["--trial", "length", "--minimum", "3", "--trial", "email", "--maximum", "3", "x"], "--maximum is not an option of --trial email"),
        (["--trial", "inclusion", "--value", "a", "--trial", "presence", "--value", "b", "x"],
         "--value is not an option of --trial presence; it applies to --trial inclusion, exclusion, one-of, none-of, acceptance, equal"),
        (["--trial", "length", "x"], "--trial length needs --is N, --minimum N or --maximum N"),
        (["--trial", "length", "--minimum", "5", "--maximum", "2", "x"], "--minimum 5 is above --maximum 2"),
        (["--trial", "length", "--is", "-1", "x"], "option '--is' needs a whole number of at least 0, not '-1'"),
        (["--trial", "length", "--is", "3", "--unit", "words", "x"], "option '--unit' needs one of characters, scalars, utf8, utf16, not 'words'"),
        (["--trial", "card", "--brand", "bitcoin", "x"], "option '--brand' needs one of visa, mastercard"),
        (["--trial", "mask", "-m", "DDB", "x"], "mask:1:3: error: unexpected character 'B'"),
        (["--trial", "format", "--regex", "(x", "x"], "invalid regular expression '(x'"),
        (["--trial", "format", "x"], "--trial format needs --regex REGEX"),
        (["--trial", "numericality", "--less-than", "ten", "x"], "option '--less-than' needs a number, not 'ten'"),
        (["--trial", "inclusion", "x"], "--trial inclusion needs --value TEXT"),
        // Contradictory options: no sample could pass.
        (["--trial", "numericality", "--odd", "--even", "3"], "--odd and --even contradict each other: no number is both"),
        (["--trial", "numericality", "--greater-than", "5", "--less-than", "3", "4"],
         "--greater-than 5 and --less-than 3 contradict each other: no number meets both"),
        (["--trial", "numericality", "--greater-than", "2", "--less-than-or-equal-to", "2", "2"],
         "--greater-than 2 and --less-than-or-equal-to 2 contradict each other"),
        (["--trial", "numericality", "--equal-to", "2", "--less-than", "1.5", "2"], "--equal-to 2 and --less-than 1.5 contradict each other"),
        (["--trial", "numericality", "--equal-to", "2", "--other-than", "2", "2"], "--equal-to 2 and --other-than 2 contradict each other"),
        (["--trial", "numericality", "--odd", "--equal-to", "4", "4"], "--odd and --equal-to 4 contradict each other"),
        (["--trial", "numericality", "--even", "--equal-to", "3", "3"], "--even and --equal-to 3 contradict each other"),
        (["--trial", "numericality", "--integer", "--equal-to", "4.5", "4.5"], "--integer and --equal-to 4.5 contradict each other"),
        (["--trial", "numericality", "--odd", "--equal-to", "4.5", "4.5"], "--odd and --equal-to 4.5 contradict each other"),
        (["--trial", "presence", "--trial", "absence", "x"], "--trial presence and --trial absence contradict each other"),
        (["--allow-blank", "--trial", "presence", "x"], "--allow-blank and --trial presence contradict each other"),
        (["--trial", "equal", "--value", "a", "--value", "b", "x"], "--trial equal takes one --value"),
    ])
    func errors(arguments: [String], message: String) throws {
        let run = try MaskcProcess.run(["check"] + arguments)
        #expect(run.status == 2)
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(run.output == "")
    }

    @Test("a line longer than --max-line (once it outgrows the read buffer) is not judged: exit 2")
    func longLine() throws {
        let input = "ok\n" + String(repeating: "x", count: 3_000_000) + "\nok\n"
        let run = try MaskcProcess.run(["check", "--trial", "presence", "--max-line", "1024"], input: input)
        #expect(run.output == "pass\nfail: not judged: longer than --max-line\npass\n")
        #expect(run.errors.contains("sample 2 is 3000000 bytes, longer than --max-line; not judged"))
        #expect(run.status == 2)
    }

    @Test("a usage error with standard input left unread: the test runner survives the closed pipe")
    func unreadInput() throws {
        let run = try MaskcProcess.run(["check", "--trial", "nope"], input: String(repeating: "x\n", count: 1_000_000))
        #expect(run.status == 2)
        #expect(run.errors.contains("unknown trial 'nope'"))
    }

    @Test("bounds that leave room, and odd with integer, are accepted")
    func compatibleOptions() throws {
        let run = try MaskcProcess.run(["check", "--trial", "numericality", "--greater-than-or-equal-to", "2", "--less-than-or-equal-to", "2",
                                        "--integer", "--even", "2", "3"])
        #expect(run.output == "pass\nfail: must be greater than or equal to 2; must be less than or equal to 2; must be even\n"
                || run.output.hasPrefix("pass\nfail: "), "\(run.output)")
        #expect(run.status == 1)
    }

    @Test("a trial's options belong to it: the same trial twice, each with its own options")
    func scopedTrialOptions() throws {
        let run = try MaskcProcess.run(["check", "--trial", "length", "--minimum", "2", "--trial", "length", "--maximum", "3",
                                        "a", "ab", "abcd"])
        #expect(run.output == "fail: is too short (at least 2 characters)\npass\nfail: is too long (at most 3 characters)\n")
        #expect(run.status == 1)
        // A command-wide option may come anywhere, before or after a trial's.
        let anywhere = try MaskcProcess.run(["check", "--json", "--trial", "length", "--is", "1", "--allow-blank", "", "x"])
        #expect(anywhere.output.components(separatedBy: "\"pass\"").count == 3)
    }

    @Test("help lists every trial with its own options, from the same declarations the parser reads")
    func trialHelp() throws {
        let run = try MaskcProcess.run(["check", "--help"])
        #expect(run.status == 0)
        for needle in ["USAGE: maskc check -t TRIAL [TRIAL OPTIONS] ... [--preset NAME] [-p FILE] [--reference-date DATE] [--region CODE] [--exact] [--allow-blank] [--json] [--max-line BYTES] [--keep-cr] [--] [SAMPLE ...]",
                       "TRIALS:", "  length", "    --minimum N", "    -m, --mask PATTERN", "    --brand BRAND", "    --odd"] {
            #expect(run.output.contains(needle), "help lacks \(needle)")
        }
    }

    @Test("check is listed in maskc --help")
    func listed() throws {
        let run = try MaskcProcess.run(["--help"])
        #expect(run.output.contains("  check "))
    }
}

@Suite("maskc check: the trials presets use")
struct CheckPresetTrialTests {
    @Test("iban, luhn, date and card-expiry as --trial")
    func trials() throws {
        let iban = try MaskcProcess.run(["check", "--trial", "iban", "GB82 WEST 1234 5698 7654 32", "GB82 WEST 1234 5698 7654 33"])
        #expect(iban.output == "pass\nfail: does not pass the IBAN check (check digits 82)\n")
        #expect(iban.status == 1)
        let luhn = try MaskcProcess.run(["check", "--trial", "luhn", "79927398713", "79927398710"])
        #expect(luhn.output == "pass\nfail: does not pass the Luhn check\n")
        let date = try MaskcProcess.run(["check", "--trial", "date", "--layout", "DD.MM.YYYY", "29.02.2024", "29.02.2023", "2024-02-29"])
        #expect(date.output == "pass\nfail: is not a real date\nfail: is not a date written DD.MM.YYYY\n")
        let expiry = try MaskcProcess.run(["check", "--trial", "card-expiry", "--reference-date", "2026-11-30", "11/26", "10/26"])
        #expect(expiry.output == "pass\nfail: has expired (2026-10, before 2026-11)\n")
        #expect(try MaskcProcess.run(["check", "--trial", "card-expiry", "10/26"]).output == "pass\n")
    }

    @Test("bad --layout and --reference-date are usage errors", arguments: [
        ["--trial", "date", "--layout", "YYY-MM-DD", "x"], ["--trial", "card-expiry", "--reference-date", "2026-13", "x"],
        ["--trial", "card-expiry", "--reference-date", "2026-02-30", "x"], ["--trial", "iban", "--layout", "YYYY-MM-DD", "x"],
        // Digits only: Swift's `Int` takes a sign, and `Character.isNumber` other scripts' digits.
        ["--trial", "card-expiry", "--reference-date", "+026-+5", "x"], ["--trial", "card-expiry", "--reference-date", "２０２６-05", "x"],
        ["--preset", "card-expiry", "--reference-date", "2026--5", "x"],
    ])
    func usage(arguments: [String]) throws {
        #expect(try MaskcProcess.run(["check"] + arguments).status == 2)
    }
}
