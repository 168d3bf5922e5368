import Foundation
import Testing

/// `--jobs N` on a regular file, where the worker that makes the oldest range writable
/// writes it (``ParallelSplit``'s writer's role): transform's byte order mark goes out once,
/// before the first record, from whichever thread writes first, and an output that cannot be
/// written stops the run with the one thread's message and status.
@Suite("maskc check --rules and transform --rules: --jobs with the workers writing in turn")
struct RulesSplitWriterTests {
    @Test("transform of a file with a byte order mark, in chunks of 16 bytes to 256 KiB: the mark once, first")
    func byteOrderMarkOnce() throws {
        let input = "\u{FEFF}" + RulesSplitTests.table(rows: 2_000, malformedEvery: 499)
        let rulesPath = try RulesCommandTests.file(RulesJobsTests.rules)
        let tablePath = try RulesCommandTests.file(input, "marked.csv")
        let headerPath = try RulesCommandTests.file("\u{FEFF}id,phone,email,note\n", "marked-header.csv")
        for (path, text) in [(tablePath, input), (headerPath, "\u{FEFF}id,phone,email,note\n")] {
            let one = try MaskcProcess.run(["transform", "--rules", rulesPath, "--jobs", "1"], input: text)
            #expect(one.output.hasPrefix("\u{FEFF}id,phone,email,note\n"))
            #expect(one.output.dropFirst().contains("\u{FEFF}") == false)
            for chunk in ["16", "4096", "262144"] {
                for jobs in ["2", "4"] {
                    let split = try MaskcProcess.run(["transform", "--rules", rulesPath, "--jobs", jobs, path],
                                                     environment: ["MASKC_SPLIT_BYTES": chunk])
                    #expect(split.output == one.output, "chunk \(chunk) jobs \(jobs)")
                    #expect(split.status == one.status, "chunk \(chunk) jobs \(jobs)")
                }
            }
        }
    }

    @Test("an output that cannot be written (/dev/full): the one thread's message and status",
          .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full, which Linux has"))
    func unwritableOutput() throws {
        let rulesPath = try RulesCommandTests.file(RulesJobsTests.rules)
        let tablePath = try RulesCommandTests.file(RulesSplitTests.table(rows: 20_000), "full.csv")
        let script = { (jobs: Int) in
            "MASKC_SPLIT_BYTES=4096 maskc check --rules '\(rulesPath)' --jobs \(jobs) '\(tablePath)' > /dev/full; echo \"status $?\""
        }
        let one = try MaskcProcess.shell(script(1))
        #expect(one.output.contains("cannot write output"))
        #expect(one.output.hasSuffix("status 2\n"))
        for jobs in [2, 3, 4] {
            let many = try MaskcProcess.shell(script(jobs))
            #expect(many.output == one.output, "--jobs \(jobs)")
        }
    }
}
