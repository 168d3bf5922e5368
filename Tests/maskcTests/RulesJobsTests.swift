import Foundation
import Testing
import TestSupport

/// `--jobs N` over tables of several blocks (a block is 32,768 records): the workers judge
/// blocks while the reader splits the next ones, and the output, the counts, a `--strict`
/// stop and a record past `--max-record` must come out as one thread gives them.
@Suite("maskc check --rules and transform --rules: --jobs over several blocks")
struct RulesJobsTests {
    static let rules = #"{"phone": {"mask": "+7 (DDD) DDD-DD-DD"}, "email": {"trials": [{"trial": "email"}]}}"#

    /// `rows` rows, some of whose phones and e-mails fail; `replacing` puts other records
    /// in place of some rows (1 for the first data row).
    static func table(rows: Int, replacing: [Int: String] = [:]) -> String {
        var lines = ["id,phone,email"]
        lines.reserveCapacity(rows + 1)
        for row in 1...rows {
            if let record = replacing[row] {
                lines.append(record)
                continue
            }
            let phone = row % 7 == 0 ? "7912\(row % 1000)" : "7912\(String(1_000_000 + row).suffix(7))"
            let email = row % 11 == 0 ? "user\(row)@" : "user\(row)@example.com"
            lines.append("\(row),\(phone),\(row % 5 == 0 ? "\"\(email)\"" : email)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs `arguments` with `--jobs 1`, `2` and `3` and expects the same output, errors and
    /// status; returns the one-thread run.
    static func sameOnEveryJobs(_ arguments: [String], _ input: String) throws -> MaskcProcess.Result {
        let rulesPath = try RulesCommandTests.file(rules)
        let one = try MaskcProcess.run(arguments + ["--rules", rulesPath, "--jobs", "1"], input: input)
        for jobs in ["2", "3"] {
            let many = try MaskcProcess.run(arguments + ["--rules", rulesPath, "--jobs", jobs], input: input)
            #expect(many.output == one.output, "--jobs \(jobs)")
            #expect(many.errors == one.errors, "--jobs \(jobs)")
            #expect(many.status == one.status, "--jobs \(jobs)")
        }
        return one
    }

    @Test("check and transform over four blocks: every failure and row once, in order")
    func fourBlocks() throws {
        let rows = 100_000
        let input = Self.table(rows: rows)
        let checked = try Self.sameOnEveryJobs(["check", "--summary=json"], input)
        let failingRows = checked.output.split(separator: "\n").dropLast().map { Int($0.dropFirst(7).prefix { $0.isNumber }) ?? 0 }
        #expect(failingRows == failingRows.sorted())
        #expect(failingRows.count == rows / 7 + rows / 11)
        let summary = checked.output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary.contains(#""rows":100000,"malformed":0"#))
        #expect(summary.contains(#""failed":14285"#) && summary.contains(#""failed":9090"#))
        let transformed = try Self.sameOnEveryJobs(["transform", "--on-fail", "drop-row"], input)
        let ids = transformed.output.split(separator: "\n").dropFirst().map { Int($0.prefix { $0 != "," }) ?? 0 }
        #expect(ids == (1...rows).filter { $0 % 7 != 0 && $0 % 11 != 0 })
    }

    @Test("blocks whose output grows, shrinks and vanishes: each block's failures as a run over that block alone")
    func reusedOutputRoom() throws {
        // Four blocks of 32,768 rows: few failures, every cell failing (an output longer than
        // the block, past the room an earlier block left), none, every third row. The arrays
        // an earlier block's output was written in are reused, so a run over each block alone
        // (fresh arrays) is what each block must give, its rows counted on from the blocks before.
        let block = 32_768
        func row(_ row: Int) -> String {
            let failing = switch (row - 1) / block {
            case 0: row % 1_000 == 0
            case 1: true
            case 2: false
            default: row % 3 == 0
            }
            return failing ? "\(row),7912\(row % 1000),user\(row)@" : "\(row),7912\(String(1_000_000 + row).suffix(7)),user\(row)@example.com"
        }
        let rulesPath = try RulesCommandTests.file(Self.rules)
        var expected = ""
        for first in stride(from: 1, to: 4 * block, by: block) {
            let alone = "id,phone,email\n" + (first..<first + block).map(row).joined(separator: "\n") + "\n"
            let run = try MaskcProcess.run(["check", "--rules", rulesPath, "--jobs", "1"], input: alone)
            for line in run.output.split(separator: "\n") {
                let prefix = #"{"row":"#
                let number = line.dropFirst(prefix.count).prefix { $0.isNumber }
                expected += prefix + String(Int(number)! + first - 1) + line.dropFirst(prefix.count + number.count) + "\n"
            }
        }
        let input = "id,phone,email\n" + (1...4 * block).map(row).joined(separator: "\n") + "\n"
        let tablePath = try RulesCommandTests.file(input, "rooms.csv")
        #expect(expected.utf8.count > input.utf8.count / 2)
        for jobs in ["1", "2", "3"] {
            let piped = try MaskcProcess.run(["check", "--rules", rulesPath, "--jobs", jobs], input: input)
            #expect(piped.output == expected, "--jobs \(jobs), standard input")
            let mapped = try MaskcProcess.run(["check", "--rules", rulesPath, "--jobs", jobs, tablePath])
            #expect(mapped.output == expected, "--jobs \(jobs), a file")
        }
    }

    @Test("--strict stops at a malformed record in the third block, after writing what came before it")
    func strictStopInALaterBlock() throws {
        let input = Self.table(rows: 100_000, replacing: [70_000: "70000,79123456789,a@b.com,extra"])
        let checked = try Self.sameOnEveryJobs(["check", "--strict"], input)
        #expect(checked.status == 2)
        #expect(checked.errors.contains("line 70001"))
        let lastRow = checked.output.split(separator: "\n").last.map { Int($0.dropFirst(7).prefix { $0.isNumber }) ?? 0 }
        #expect(lastRow == 69_993)   // the last failing row before the stop (69,993 = 7 x 9,999)
    }

    @Test("a record past --max-record in the third block: the blocks before it are written, then the error")
    func tooLongInALaterBlock() throws {
        let input = Self.table(rows: 100_000, replacing: [70_000: "70000,\"" + String(repeating: "x", count: 5000)])
        let checked = try Self.sameOnEveryJobs(["check", "--max-record", "4000"], input)
        #expect(checked.status == 2)
        let lastRow = checked.output.split(separator: "\n").last.map { Int($0.dropFirst(7).prefix { $0.isNumber }) ?? 0 }
        #expect(lastRow == 65_534)   // the last failing row of the second block (rows 32,769 to 65,536)
    }

    @Test("--jobs 4 over a short last block, and a --strict stop in the middle of a block")
    func runsOfABlock() throws {
        let rulesPath = try RulesCommandTests.file(Self.rules)
        // Two whole blocks, then 4,097 rows, the last failing.
        let rows = 2 * 32_768 + 4_097
        let input = Self.table(rows: rows, replacing: [rows: "\(rows),7912,x@"])
        let one = try MaskcProcess.run(["check", "--summary=json", "--rules", rulesPath, "--jobs", "1"], input: input)
        let four = try MaskcProcess.run(["check", "--summary=json", "--rules", rulesPath, "--jobs", "4"], input: input)
        #expect(four.output == one.output)
        let lines = one.output.split(separator: "\n")
        #expect(lines.dropLast().last?.hasPrefix("{\"row\":\(rows),") == true)
        #expect(lines.last?.contains("\"rows\":\(rows),\"malformed\":0") == true)
        // Row 40,000 is in the second block (rows 32,769 to 65,536), a worker's.
        let stopping = Self.table(rows: rows, replacing: [40_000: "40000,79123456789,a@b.com,extra"])
        let checked = try Self.sameOnEveryJobs(["check", "--strict"], stopping)
        #expect(checked.status == 2)
        #expect(checked.errors.contains("line 40001"))
        let lastRow = checked.output.split(separator: "\n").last.map { Int($0.dropFirst(7).prefix { $0.isNumber }) ?? 0 }
        #expect(lastRow == 39_998)   // the last failing row before the stop (39,998 = 7 x 5,714)
    }
}

/// `--jobs N` on a regular file: the workers split the mapped file in chunks themselves
/// (``ParallelSplit``), each guessing where its first record starts; with chunks of a few
/// bytes (`MASKC_SPLIT_BYTES`), quoted line feeds and CRLFs fall on chunk edges, and the
/// output must still be the one thread's reading of standard input.
@Suite("maskc check --rules and transform --rules: --jobs on a file split by the workers")
struct RulesSplitTests {
    /// A table whose notes hold quoted line feeds and CRLFs, one row in `malformedEvery`
    /// malformed (a field too many).
    static func table(rows: Int, malformedEvery: Int = 0) -> String {
        var lines = ["id,phone,email,note"]
        for row in 1...rows {
            let phone = row % 7 == 0 ? "7912\(row % 1000)" : "7912\(String(1_000_000 + row).suffix(7))"
            let note = ["x", "\"a\nb\"", "\"\r\n,\"\"\n\"", "\"\n\n\"", "plain"][row % 5]
            let extra = malformedEvery > 0 && row % malformedEvery == 0 ? ",extra" : ""
            lines.append("\(row),\(phone),user\(row)@\(row % 11 == 0 ? "" : "example.com"),\(note)\(extra)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("check and transform on a file in chunks of 16 bytes to 2 MiB: the one thread's output")
    func chunkEdges() throws {
        let input = Self.table(rows: 3_000, malformedEvery: 997)
        let rulesPath = try RulesCommandTests.file(RulesJobsTests.rules)
        let tablePath = try RulesCommandTests.file(input, "table.csv")
        let runs: [[String]] = [["check", "--summary=json"], ["check", "--strict"], ["check", "--max-record", "46"],
                                ["transform", "--on-fail", "drop-row"]]
        for arguments in runs {
            let one = try MaskcProcess.run(arguments + ["--rules", rulesPath, "--jobs", "1"], input: input)
            #expect(one.output.count > 100 || one.status == 2, "\(arguments)")
            for chunk in ["16", "100", "4096", "2097152"] {
                for jobs in ["2", "3"] {
                    let split = try MaskcProcess.run(arguments + ["--rules", rulesPath, "--jobs", jobs, tablePath],
                                                     environment: ["MASKC_SPLIT_BYTES": chunk])
                    #expect(split.output == one.output, "\(arguments) chunk \(chunk) jobs \(jobs)")
                    #expect(split.errors == one.errors.replacingOccurrences(of: "standard input", with: tablePath),
                            "\(arguments) chunk \(chunk) jobs \(jobs)")
                    #expect(split.status == one.status)
                }
            }
        }
    }
    @Test("a file over 6 MiB: the mapping given back behind the writer in steps, a stop past them all")
    func releasesBehindTheWriter() throws {
        // Over 6 MiB: three 2 MiB releases of the mapping before the last ranges are written,
        // then a --strict or --max-record stop at the end, whose waiting workers must all be
        // woken to end.
        let rows = 150_000
        let long = "0,79121234567,\"\(String(repeating: "x", count: 300))\",x"
        var input = Self.table(rows: rows, malformedEvery: 0)
        input += "\(rows + 1),79121234567,user@example.com,x,extra\n" + long + "\n"
        let rulesPath = try RulesCommandTests.file(RulesJobsTests.rules)
        let tablePath = try RulesCommandTests.file(input, "large.csv")
        #expect(input.utf8.count > 6 << 20)
        let runs: [[String]] = [["check", "--summary=json"], ["check", "--strict"], ["check", "--max-record", "200"],
                                ["transform", "--on-fail", "empty"]]
        for arguments in runs {
            let one = try MaskcProcess.run(arguments + ["--rules", rulesPath, "--jobs", "1"], input: input)
            #expect(one.output.count > 1_000, "\(arguments)")
            for jobs in ["2", "3"] {
                let split = try MaskcProcess.run(arguments + ["--rules", rulesPath, "--jobs", jobs, tablePath])
                #expect(split.output == one.output, "\(arguments) jobs \(jobs)")
                #expect(split.errors == one.errors.replacingOccurrences(of: "standard input", with: tablePath),
                        "\(arguments) jobs \(jobs)")
                #expect(split.status == one.status, "\(arguments) jobs \(jobs)")
            }
        }
    }
}
