import Foundation
import Testing

/// `maskc check` judges values: a sample in any form transform prints complete, with no
/// typed letter or digit dropped or moved, passes the mask, and the trials judge the
/// printed form (issue 19, "check judges values").
@Suite("maskc check: values")
struct CheckValueTests {
    @Test("the issue's rows: a card number without spaces and an electronic IBAN pass", arguments: [
        (["check", "--preset", "card", "4111111111111111"], "pass\n"),
        (["check", "--preset", "iban", "DE89370400440532013000"], "pass\n"),
        (["check", "--preset", "iban", "gb82 west 1234 5698 7654 32"], "pass\n"),
        (["check", "--preset", "uuid", "F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6"], "pass\n"),
        (["check", "--preset", "mac", "00-1a-2b-3c-4d-5e"], "pass\n"),
        (["check", "-t", "mask", "-m", "DDDD DDDD", "12345678"], "pass\n"),
    ])
    func valuesPass(arguments: [String], output: String) throws {
        let run = try MaskcProcess.run(arguments)
        #expect(run.output == output)
        #expect(run.status == 0)
    }

    @Test("--exact keeps the old judgement: only the printed form passes", arguments: [
        ["check", "--preset", "card", "--exact", "4111111111111111"],
        ["check", "--exact", "--preset", "iban", "DE89370400440532013000"],
        ["check", "-t", "mask", "-m", "DDDD DDDD", "--exact", "12345678"],
    ])
    func exact(arguments: [String]) throws {
        let run = try MaskcProcess.run(arguments)
        #expect(run.output.hasPrefix("fail: expected ' ' at "))
        #expect(run.status == 1)
    }

    @Test("a failure names the printed form it judged, or says why the sample is not a value", arguments: [
        (["check", "--preset", "card", "4111111111111112"], "fail: 4111 1111 1111 1112: is not a valid card number\n"),
        (["check", "--preset", "iban", "DE89370400440532013001"], "fail: DE89 3704 0044 0532 0130 01: does not pass the IBAN check (check digits 89)\n"),
        (["check", "--preset", "date-iso", "20230229"], "fail: 2023-02-29: is not a real date\n"),
        (["check", "--preset", "ipv4", "256.1.1.1"], "fail: is not a complete value: no place for '6' at 2 (read as '25.1.1.1')\n"),
        (["check", "--preset", "card", "4111x111111111111"], "fail: is not a complete value: no place for 'x' at 4 (read as '4111 1111 1111 1111')\n"),
        (["check", "--preset", "card", "41111111"], "fail: is not a complete value: a part is missing (read as '4111 1111 ')\n"),
    ])
    func failures(arguments: [String], output: String) throws {
        let run = try MaskcProcess.run(arguments)
        #expect(run.output == output)
        #expect(run.status == 1)
    }

    @Test("with -t mask reading values, the other trials judge the printed form")
    func maskThenTrials() throws {
        let run = try MaskcProcess.run(["check", "-t", "mask", "-m", "DDDD DDDD DDDD DDDD", "-t", "card", "-t", "length", "--is", "19",
                                        "4111111111111111", "4111111111111112", "411111111111"])
        #expect(run.output == """
            pass
            fail: 4111 1111 1111 1112: is not a valid card number
            fail: is not a complete value: a part is missing (read as '4111 1111 1111 ')

            """)
        // A preset's printed form goes to the --trials as well.
        let preset = try MaskcProcess.run(["check", "--preset", "card", "-t", "length", "--is", "19", "4111111111111111", "41111111111111"])
        #expect(preset.output == "pass\nfail: 4111 1111 1111 11: is not a valid card number; 4111 1111 1111 11: has the wrong length (exactly 19 characters)\n")
        // With --exact the trials judge the sample as typed, each reporting its own failure.
        let exact = try MaskcProcess.run(["check", "-t", "mask", "-m", "DDDD DDDD DDDD DDDD", "--exact", "-t", "card", "4111111111111111"])
        #expect(exact.output == "fail: expected ' ' at 4, found '1'\n")
    }

    @Test("--json keeps the sample as typed and gives the printed form as a message parameter's text")
    func json() throws {
        let run = try MaskcProcess.run(["check", "--preset", "card", "--json", "4111111111111112"])
        #expect(run.output == #"{"sample":"4111111111111112","result":"fail","messages":[{"key":"card_checksum","text":"4111 1111 1111 1112: is not a valid card number"}]}"# + "\n")
    }

    @Test("--exact without --preset or --trial mask, and with --optimistic, is a usage error")
    func exactUsage() throws {
        let alone = try MaskcProcess.run(["check", "--exact", "-t", "email", "a@b.c"])
        #expect(alone.status == 2)
        #expect(alone.errors.contains("--exact goes with --preset"))
        let both = try MaskcProcess.run(["check", "-t", "mask", "-m", "DD", "--exact", "--optimistic", "12"])
        #expect(both.status == 2)
        #expect(both.errors.contains("contradict"))
    }
}

/// A UTF-8 byte-order mark at the start of standard input is no part of the first sample,
/// in every command that reads lines (issue 19's last row).
@Suite("byte-order mark")
struct ByteOrderMarkTests {
    static let mark = Data([0xEF, 0xBB, 0xBF])

    @Test("dropped before the first sample", arguments: [
        (["match", "-m", "DD.DD"], "complete\ncomplete\n"),
        (["match", "-m", "DD.DD", "--count"], "2\n"),
        (["transform", "-m", "DD.DD"], "12.34\n12.34\n"),
        (["extract", "-m", "DD.DD"], "complete 1234\ncomplete 1234\n"),
        (["check", "-t", "mask", "-m", "DD.DD", "--exact"], "pass\npass\n"),
        (["check", "--preset", "card"], "pass\npass\n"),
    ])
    func dropped(arguments: [String], output: String) throws {
        let samples = arguments.contains("card") ? "4111 1111 1111 1111\n4111111111111111\n" : "12.34\n12.34\n"
        let run = try MaskcProcess.run(arguments, input: Self.mark + Data(samples.utf8))
        #expect(run.output == output)
        #expect(run.status == 0)
    }

    @Test("only at the very start: a mark later in the input is data, and a lone mark is an empty line")
    func onlyAtStart() throws {
        let later = try MaskcProcess.run(["match", "-m", "DD"], input: Data("12\n".utf8) + Self.mark + Data("12\n".utf8))
        #expect(later.output == "complete\nillegal 0\n")
        let alone = try MaskcProcess.run(["match", "-m", "DD", "--count"], input: Self.mark)
        #expect(alone.output == "0\n")
        let twice = try MaskcProcess.run(["match", "-m", "DD"], input: Self.mark + Self.mark + Data("12\n".utf8))
        #expect(twice.output == "illegal 0\n")
    }

    @Test("a --masks file may start with one")
    func masksFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("maskc-bom-\(getpid()).masks")
        try (Self.mark + Data("date DD.DD\n".utf8)).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let run = try MaskcProcess.run(["match", "--masks", path.path, "12.34"])
        #expect(run.output.hasPrefix("complete"))
    }
}

/// In `--json`, a sample that is not valid UTF-8 keeps its exact bytes, in hex, beside the
/// repaired text.
@Suite("--json: samples that are not UTF-8")
struct JSONSampleBytesTests {
    @Test("sampleBytes holds every byte of an invalid sample, in every command with --json", arguments: [
        ["match", "-m", "DDD"], ["transform", "-m", "DDD"], ["extract", "-m", "DDD"], ["check", "-t", "mask", "-m", "DDD"],
    ])
    func invalidBytes(arguments: [String]) throws {
        let run = try MaskcProcess.run(arguments + ["--json"], input: Data([0x31, 0x32, 0xFF, 0x0A, 0x31, 0x32, 0x33, 0x0A]))
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix(#"{"sample":"12\#u{FFFD}","sampleBytes":"3132ff","#) == true, "\(run.output)")
        #expect(lines.last?.contains("sampleBytes") == false)
    }
}

/// One convention for positions in a sample, in every command and message: 0-based offsets
/// in Characters (`at 5` is the sixth character), as `match` prints `illegal 5`.
@Suite("positions: one convention")
struct PositionConventionTests {
    @Test("match, why and check name the same place the same way")
    func samePlace() throws {
        let mask = "+?7|8(DDD)DDD-?DD-?DD"
        #expect(try MaskcProcess.run(["match", "-m", mask, "+7(12a"]).output == "illegal 5\n")
        #expect(try MaskcProcess.run(["why", "-m", mask, "+7(12a", "+7(12"]).output
            == "illegal: expected a digit at 5, found 'a'\npartial: expected a digit at 5, found the end of the text\n")
        #expect(try MaskcProcess.run(["check", "-t", "mask", "-m", mask, "--exact", "+7(12a", "+7(12"]).output
            == "fail: expected a digit at 5, found 'a'\nfail: is incomplete: expected a digit at 5\n")
        // A value's failure names the sample's own offset too: the 'x' is its fifth character.
        #expect(try MaskcProcess.run(["check", "--preset", "card", "4111x111111111111"]).output.contains("'x' at 4"))
    }
}
