import Foundation
import Testing

@Suite("maskc match")
struct MatchCommandTests {
    static let phone = "+?7|8(DDD)DDD-?DD-?DD"

    @Test("prints one verdict a sample and exits 1 when any is not complete")
    func verdicts() throws {
        let run = try MaskcProcess.run(["match", "-m", Self.phone, "+7(123)456-78-90", "8(12", "+7(12a"])
        #expect(run.output == "complete\npartial\nillegal 5\n")
        #expect(run.errors == "")
        #expect(run.status == 1)
    }

    @Test("exits 0 when every sample is complete")
    func allComplete() throws {
        let run = try MaskcProcess.run(["match", "-m", Self.phone, "+7(123)456-78-90", "8(123)4567890"])
        #expect(run.output == "complete\ncomplete\n")
        #expect(run.status == 0)
    }

    @Test("arguments after -- are samples even when they start with -")
    func doubleDash() throws {
        let run = try MaskcProcess.run(["match", "-m", "-D", "--", "-1", "--"])
        #expect(run.output == "complete\nillegal 1\n")
    }

    @Test("reads standard input line by line: a CR before LF ends the line (--keep-cr keeps it), a last line without newline counts")
    func standardInput() throws {
        let run = try MaskcProcess.run(["match", "-m", "DD"], input: "12\n1\n12\r\n\n123\nab\n99")
        #expect(run.output == "complete\npartial\ncomplete\npartial\nillegal 2\nillegal 0\ncomplete\n")
        #expect(run.status == 1)
        let kept = try MaskcProcess.run(["match", "-m", "DD", "--keep-cr"], input: "12\n1\n12\r\n\n123\nab\n99")
        #expect(kept.output == "complete\npartial\nillegal 2\npartial\nillegal 2\nillegal 0\ncomplete\n")
    }

    @Test("empty input has no samples and exits 0")
    func emptyInput() throws {
        let run = try MaskcProcess.run(["match", "-m", "DD"], input: "")
        #expect(run.output == "")
        #expect(run.status == 0)
        let count = try MaskcProcess.run(["match", "-m", "DD", "--count"], input: "")
        #expect(count.output == "0\n")
    }

    @Test("NUL bytes and invalid UTF-8 are just illegal where they stand")
    func binaryInput() throws {
        let input = Data([0x31, 0x00, 0x0A, 0x31, 0xFF, 0x0A, 0xC3, 0x0A, 0x31, 0x32, 0x0A])
        let run = try MaskcProcess.run(["match", "-m", "DD"], input: input)
        #expect(run.output == "illegal 1\nillegal 1\nillegal 0\ncomplete\n")
        let json = try MaskcProcess.run(["match", "-m", "DD", "--json"], input: input)
        #expect(json.output.split(separator: "\n").first == #"{"sample":"1\u0000","result":"illegal","offset":1}"#)
        // Not UTF-8: the sample's exact bytes are kept beside the repaired text (docs/limits.md).
        #expect(json.output.split(separator: "\n")[1] == "{\"sample\":\"1\u{FFFD}\",\"sampleBytes\":\"31ff\",\"result\":\"illegal\",\"offset\":1}")
        #expect(json.output.split(separator: "\n")[2] == "{\"sample\":\"\u{FFFD}\",\"sampleBytes\":\"c3\",\"result\":\"illegal\",\"offset\":0}")
    }

    @Test("--count prints the number of complete samples")
    func count() throws {
        let run = try MaskcProcess.run(["match", "-m", Self.phone, "--count"], input: "+7(123)456-78-90\nx\n8(123)4567890\n")
        #expect(run.output == "2\n")
        #expect(run.status == 1)
        let json = try MaskcProcess.run(["match", "-m", Self.phone, "--count", "--json"], input: "8(123)4567890\n")
        #expect(json.output == "{\"count\":1,\"samples\":1}\n")
        #expect(json.status == 0)
    }

    @Test("--json prints sample, result and offset, escaping what JSON needs")
    func json() throws {
        let run = try MaskcProcess.run(["match", "-m", "DD", "--json", "12", "1", "1\"\\\t"])
        #expect(run.output == """
            {"sample":"12","result":"complete"}
            {"sample":"1","result":"partial"}
            {"sample":"1\\"\\\\\\t","result":"illegal","offset":1}

            """)
    }

    @Test("custom symbols")
    func symbols() throws {
        let run = try MaskcProcess.run(["match", "-m", "$DDD.DD", "--symbols", "$.", "$123.45", "$12x"])
        #expect(run.output == "complete\nillegal 3\n")
    }

    @Test("many lines across read blocks give the same verdicts as one at a time")
    func manyLines() throws {
        var input = ""
        var expectedComplete = 0
        for index in 0..<120_000 {
            switch index % 4 {
            case 0: input += "+7(123)456-78-90\n"; expectedComplete += 1
            case 1: input += "8(999)000-11-22\n"; expectedComplete += 1
            case 2: input += "+7(12a)\n"
            default: input += String(repeating: "9", count: index % 97) + "\n"
            }
        }
        let count = try MaskcProcess.run(["match", "-m", Self.phone, "--count"], input: input)
        #expect(count.output == "\(expectedComplete)\n")
        let plain = try MaskcProcess.run(["match", "-m", Self.phone], input: input)
        let lines = plain.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 120_001)
        #expect(lines.filter { $0 == "complete" }.count == expectedComplete)
        #expect(lines[2] == "illegal 5")
    }

    @Test("--jobs gives the same output, in the same order, as one thread", arguments: [2, 3, 7])
    func jobs(count: Int) throws {
        var input = ""
        for index in 0..<70_000 {
            input += ["+7(123)456-78-90", "8(12", "+7(12a)", "8(999)000-11-22", String(repeating: "9", count: index % 13)][index % 5] + "\n"
        }
        input += "8(123)4567890"
        let one = try MaskcProcess.run(["match", "-m", Self.phone], input: input)
        let many = try MaskcProcess.run(["match", "-m", Self.phone, "--jobs", "\(count)"], input: input)
        #expect(many.output == one.output)
        #expect(many.status == one.status)
        let json = try MaskcProcess.run(["match", "-m", Self.phone, "--json", "--jobs", "\(count)"], input: input)
        let jsonOne = try MaskcProcess.run(["match", "-m", Self.phone, "--json"], input: input)
        #expect(json.output == jsonOne.output)
        let counted = try MaskcProcess.run(["match", "-m", Self.phone, "--count", "--jobs", "\(count)"], input: input)
        #expect(counted.output == "\(one.output.split(separator: "\n").filter { $0 == "complete" }.count)\n")
    }

    @Test("--count streams lines of any length without storing them")
    func countLongLines() throws {
        let input = String(repeating: "1", count: 3_000_000) + "\n12\n" + String(repeating: "x", count: 2_000_000)
        let run = try MaskcProcess.run(["match", "-m", "DD", "--count", "--json"], input: input)
        #expect(run.output == "{\"count\":1,\"samples\":3}\n")
    }

    @Test("a line longer than --max-line is judged on its first bytes; memory stays bounded")
    func longLine() throws {
        let long = "12" + String(repeating: "x", count: 3_000_000) + "\n12\n"
        let run = try MaskcProcess.run(["match", "-m", "DD", "--max-line", "1000"], input: long)
        #expect(run.output == "illegal 2\ncomplete\n")
        let json = try MaskcProcess.run(["match", "-m", "DD", "--max-line", "4", "--json"], input: "12345678\n")
        #expect(json.output == "{\"sample\":\"1234\",\"result\":\"illegal\",\"offset\":2,\"truncated\":true,\"length\":8}\n")
    }

    @Test("a mask whose optimistic DFA is over the limits matches, strictly and --optimistic (its NFA simulated)")
    func optimisticOverLimits() throws {
        // `D7` 460 times: the match DFA has 922 states, the optimistic one passes the limits
        // (`maskc explain` says "NFA simulation"). Strict matching never tries to build it.
        let pattern = String(repeating: "D7", count: 460)
        let complete = String(repeating: "17", count: 460)
        let digits = String(repeating: "1", count: 460)
        let strict = try MaskcProcess.run(["match", "-m", pattern, complete, digits])
        #expect(strict.output == "complete\nillegal 1\n")
        let optimistic = try MaskcProcess.run(["match", "--optimistic", "-m", pattern, complete, digits, "17x", "777"])
        #expect(optimistic.output == "complete\ncomplete\nillegal 2\npartial\n")
        #expect(optimistic.errors.isEmpty)
        #expect(optimistic.status == 1)
    }

    @Test("a bad pattern is a compiler-style diagnostic and exit status 2")
    func badPattern() throws {
        let run = try MaskcProcess.run(["match", "-m", "+7(DDB)DD??", "x"])
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errors == """
            mask:1:6: error: unexpected character 'B'; expected a class (D, X, U, L, A), a set, a range, a digit, a symbol or an escape
            1 | +7(DDB)DD??
              |      ^
            mask:1:11: error: '?' repeated; the item is already optional
            1 | +7(DDB)DD??
              |           ^
            help: to take 'B' as a literal, escape it ('\\B') or add it to the symbols (maskc: --add-symbols 'B')

            """)
    }

    @Test("many errors: the first five, how many more, and one way out for all unexpected letters")
    func manyErrors() throws {
        let run = try MaskcProcess.run(["match", "-m", "DD-abcdefg", "x"])
        #expect(run.status == 2)
        let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5 * 3 + 3)
        #expect(lines[15] == "... and 2 more errors")
        #expect(lines[16] == #"help: to take 'a', 'b', 'c', 'd' and 3 more as literals, escape them ('\a', '\b', '\c', '\d', ...) or add them to the symbols (maskc: --add-symbols 'abcdefg')"#)
        // Following the advice works.
        #expect(try MaskcProcess.run(["match", "-m", "DD-abcdefg", "--add-symbols", "abcdefg", "12-abcdefg"]).output == "complete\n")
    }

    @Test("--symbols replaces the default symbols, --add-symbols extends them", arguments: [
        (["--symbols", "$."], "$123.45", "complete"),
        (["--symbols", "$"], nil, nil),
        (["--add-symbols", "$"], "$123.45", "complete"),
        (["--symbols", "$", "--add-symbols", "."], "$123.45", "complete"),
    ] as [([String], String?, String?)])
    func symbols(options: [String], sample: String?, verdict: String?) throws {
        let run = try MaskcProcess.run(["match", "-m", "$DDD.DD"] + options + [sample ?? "$123.45"])
        if let verdict {
            #expect(run.output == verdict + "\n")
            #expect(run.status == 0)
        } else {
            // '.' is no longer a symbol: the pattern itself is refused.
            #expect(run.status == 2)
            #expect(run.errors.contains("unexpected character '.'"), "\(run.errors)")
        }
    }

    @Test("help says which symbol option replaces and which extends")
    func symbolHelp() throws {
        let run = try MaskcProcess.run(["transform", "--help"])
        // The help column's width follows the longest option of the command, so compare
        // each line with its runs of spaces made one.
        let lines = run.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains("--symbols CHARS Replace the default symbols '+-().:/@ ' with CHARS (with -m)."))
        #expect(lines.contains("--add-symbols CHARS Add CHARS to the symbols: the default ones, or those of --symbols (with -m)."))
        let file = try MaskcProcess.run(["match", "-p", "x.maskc", "--add-symbols", "$", "1"])
        #expect(file.errors.contains("--symbols and --add-symbols apply to -m"))
    }

    @Test("usage errors name the problem and point to --help", arguments: [
        (["match"], "give a mask with -m PATTERN, a regular expression with -e REGEX or a program with -p FILE"),
        (["match", "-m", "D", "-p", "x"], "give either -m PATTERN or -p FILE, not both"),
        (["match", "-m"], "option '-m' needs a value (PATTERN)"),
        (["match", "-m", "D", "--frobnicate"], "unknown option '--frobnicate' for 'maskc match'"),
        (["match", "-p", "a", "-p", "b"], "option '-p' given more than once"),
        (["match", "-m", "D", "--max-line", "0"], "option '--max-line' needs a whole number from 1 to 1099511627776, not '0'"),
        (["match", "-m", "D", "--jobs", "many"], "option '--jobs' needs a whole number from 1 to 256, not 'many'"),
        (["match", "-m", "D", "--json=yes"], "option '--json' takes no value"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let run = try MaskcProcess.run(arguments, input: "1\n")
        #expect(run.status == 2)
        #expect(run.errors == "maskc match: error: \(message)\nRun 'maskc match --help' for usage.\n")
    }

    @Test("help explains every option with examples")
    func help() throws {
        let run = try MaskcProcess.run(["match", "--help"])
        #expect(run.status == 0)
        // The usage line is generated from the option groups' declarations.
        #expect(run.output.contains(
            "USAGE: maskc match (-m PATTERN ... | --masks FILE | --preset NAME | -e REGEX | -p FILE) [--symbols CHARS] [--add-symbols CHARS] [--optimistic] [--json] [--count] [--jobs N] [--max-line BYTES] [--keep-cr] [--] [SAMPLE ...]"))
        for needle in ["-m, --mask PATTERN", "--masks FILE", "--preset NAME", "-e, --regexp REGEX", "-p, --program FILE", "--symbols CHARS", "--json", "--count", "--max-line BYTES", "EXAMPLES:", "Exit status"] {
            #expect(run.output.contains(needle), "help lacks \(needle)")
        }
        let overview = try MaskcProcess.run(["--help"])
        #expect(overview.output.contains("match") && overview.output.contains("compile"))
        #expect(overview.status == 0)
        let unknown = try MaskcProcess.run(["frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.errors == "maskc: error: unknown command 'frobnicate'; run 'maskc --help' for the list\n")
    }
}
