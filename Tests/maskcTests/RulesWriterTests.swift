import Foundation
import Testing

/// `--jobs 1` over several blocks, each judged and then written in turn: the warnings keep
/// their order, a reader that goes away ends the run quietly, and a write that fails part way
/// is reported with nothing written after it. (Stop 53 tried a writing thread of its own for
/// this path and left it out, docs/bulk.md says why; these held it to the path it would replace.)
@Suite("maskc check --rules and transform --rules: writing the blocks of --jobs 1")
struct RulesWriterTests {
    /// `RulesJobsTests.table` of `rows` rows in a temporary file, with a field too many in
    /// the rows `malformed`.
    static func tableFile(rows: Int, malformed: [Int] = []) throws -> (input: String, path: String) {
        let records = Dictionary(uniqueKeysWithValues: malformed.map { ($0, "\($0),79123456789,a@b.com,extra") })
        let input = RulesJobsTests.table(rows: rows, replacing: records)
        return (input, try RulesCommandTests.file(input, "table.csv"))
    }

    /// Runs a bash script with `$RULES` and `$TABLE` set; returns its merged output.
    static func shell(_ script: String, table: String) throws -> (output: String, status: Int32) {
        let rulesPath = try RulesCommandTests.file(RulesJobsTests.rules)
        return try MaskcProcess.shell("RULES='\(rulesPath)'; TABLE='\(table)'; \(script)")
    }

    @Test("transform's warnings over four blocks: one a malformed record, in input order, before the summary")
    func warningsInOrder() throws {
        let malformed = [5, 40_000, 70_000, 99_999]
        let table = try Self.tableFile(rows: 100_000, malformed: malformed)
        let run = try RulesJobsTests.sameOnEveryJobs(["transform", "--summary"], table.input)
        let lines = run.errors.split(separator: "\n")
        #expect(lines.count == malformed.count + 3)   // the warnings, two columns' counts, the rows
        for (line, row) in zip(lines, malformed) {
            #expect(line == "maskc: warning: line \(row + 1): malformed record: 4 fields where the header has 3; written unchanged")
        }
        #expect(lines.last == "100000 rows, 4 malformed")
        let records = run.output.split(separator: "\n")
        #expect(records.count == 100_001)
        #expect(records[70_000] == "70000,79123456789,a@b.com,extra")
    }

    @Test("a reader that goes away after two blocks ends check and transform quietly with status 2",
          arguments: ["check", "transform"])
    func readerGoesAway(command: String) throws {
        let table = try Self.tableFile(rows: 150_000)
        // check writes about 0.8 MB a block, transform about 1.3 MB: the third block's write fails.
        let run = try Self.shell("""
            maskc \(command) --rules "$RULES" --jobs 1 < "$TABLE" | head -c 2000000 | wc -c
            echo "status ${PIPESTATUS[0]}"
            """, table: table.path)
        #expect(run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == ["2000000", "status 2"])
    }

    @Test("a write that fails part way (a file size limit) is reported, and nothing comes after it")
    func writeFailsPartWay() throws {
        let table = try Self.tableFile(rows: 150_000)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("maskc-limited-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        // With SIGXFSZ ignored, a write past `ulimit -f` (1,024-byte units) fails with EFBIG.
        let run = try Self.shell("""
            (trap '' XFSZ; ulimit -f 2000; maskc check --rules "$RULES" --summary --jobs 1 < "$TABLE" > '\(output)')
            echo "status $?"
            """, table: table.path)
        #expect(run.output == "maskc: error: cannot write output: File too large\nstatus 2\n")
        let written = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(written.count == 2_000 * 1_024)
        let whole = try MaskcProcess.run(["check", "--rules", try RulesCommandTests.file(RulesJobsTests.rules), "--jobs", "1"],
                                         input: table.input)
        #expect(Data(whole.output.utf8).prefix(written.count) == written)
    }
}
