import Foundation
import Testing
import TestSupport

/// `--jobs`' default for `check --rules` and `transform --rules`: one thread a processor for a
/// file, named or redirected to standard input; one thread for a pipe. `MASKC_TIMELINE=1`
/// shows which way a run went: its table names each worker thread, and a run on one thread
/// has only the reader.
@Suite("maskc check --rules: --jobs' default")
struct RulesDefaultJobsTests {
    static let rules = #"{"phone": {"mask": "+7 (DDD) DDD-DD-DD"}}"#

    /// A table large enough to be split into several ranges (a range is 256 KiB).
    static let table: String = {
        var rows = "phone,n\n"
        for index in 0..<40_000 { rows += (index % 9 == 0 ? "7912" : "+7 (912) 345-\(10 + index % 90)-\(10 + index % 89)") + ",\(index)\n" }
        return rows
    }()

    /// Runs `command` in bash with `MASKC_TIMELINE=1`; returns its output and its timeline.
    static func run(_ command: String) throws -> (output: String, timeline: String) {
        let errors = try ScratchDirectory.file(named: "timeline-\(UUID().uuidString).txt", Data()).path
        // Exported, not a prefix: in `cat t | maskc ...` a prefix would set it for `cat` alone.
        let run = try MaskcProcess.shell("export MASKC_TIMELINE=1; \(command) 2> '\(errors)'")
        return (run.output, try String(contentsOfFile: errors, encoding: .utf8))
    }

    @Test("standard input redirected from a file is judged on every processor, as the named file is; a pipe on one thread; the output is the same")
    func redirectedFileUsesTheProcessors() throws {
        let rules = try ScratchDirectory.file(named: "default-jobs-rules.json", Data(Self.rules.utf8)).path
        let table = try ScratchDirectory.file(named: "default-jobs.csv", Data(Self.table.utf8)).path
        let named = try Self.run("maskc check --rules '\(rules)' '\(table)'")
        let redirected = try Self.run("maskc check --rules '\(rules)' < '\(table)'")
        let piped = try Self.run("cat '\(table)' | maskc check --rules '\(rules)'")
        let oneThread = try Self.run("maskc check --rules '\(rules)' --jobs 1 < '\(table)'")

        // Every 9th of 40,000 rows fails: the four runs write the same 4,445 lines.
        #expect(named.output.split(separator: "\n").count == 4_445)
        #expect(redirected.output == named.output)
        #expect(piped.output == named.output)
        #expect(oneThread.output == named.output)

        // The processors maskc counts (online ones, as `nproc` does; Foundation's active count
        // may follow a container's quota instead).
        let workers = sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1
        #expect(named.timeline.contains("worker 1:") == workers, "\(named.timeline)")
        #expect(redirected.timeline.contains("worker 1:") == workers, "\(redirected.timeline)")
        #expect(piped.timeline.contains("reader:") && !piped.timeline.contains("worker"), "\(piped.timeline)")
        #expect(!oneThread.timeline.contains("worker"), "\(oneThread.timeline)")
    }

    @Test("a table redirected to standard input is consumed, mapped or read: the command after maskc reads nothing of it", arguments: [1, 2, 3])
    func redirectedTableIsConsumed(jobs: Int) throws {
        let rules = try ScratchDirectory.file(named: "consumed-rules.json", Data(Self.rules.utf8)).path
        let table = try ScratchDirectory.file(named: "consumed.csv", Data(Self.table.utf8)).path
        // `wc -c` counts what is left of the shared descriptor after maskc ran on it.
        let run = try MaskcProcess.shell("(maskc check --rules '\(rules)' --jobs \(jobs) > /dev/null; wc -c) < '\(table)'")
        #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "--jobs \(jobs): \(run.output)")
    }

    /// The line of the timeline that starts with `thread` and a colon, or "" when none does.
    static func line(of thread: String, in timeline: String) -> Substring {
        timeline.split(separator: "\n").first { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix("\(thread):") } ?? ""
    }

    @Test("the timeline puts each write on the thread that wrote: a worker with --jobs 2 on a mapped file, the reader with --jobs 1 and from a pipe")
    func timelineNamesTheWritingThread() throws {
        let rules = try ScratchDirectory.file(named: "timeline-rules.json", Data(Self.rules.utf8)).path
        let table = try ScratchDirectory.file(named: "timeline.csv", Data(Self.table.utf8)).path
        let mapped = try Self.run("maskc check --rules '\(rules)' --jobs 2 '\(table)'")
        let workerLines = [Self.line(of: "worker 0", in: mapped.timeline), Self.line(of: "worker 1", in: mapped.timeline)]
        // Some 1.5 MB of table in 256 KiB ranges, 4,445 failing rows: both workers split and
        // judge, at least one writes, and the reading thread only waits for the end.
        #expect(workerLines.allSatisfy { $0.contains("split ") && $0.contains("judge ") }, "\(mapped.timeline)")
        #expect(workerLines.contains { $0.contains("write ") }, "\(mapped.timeline)")
        let mappedReader = Self.line(of: "reader", in: mapped.timeline)
        #expect(mappedReader.contains("wait-oldest ") && !mappedReader.contains("write "), "\(mapped.timeline)")

        let oneThread = try Self.run("maskc check --rules '\(rules)' --jobs 1 '\(table)'")
        #expect(Self.line(of: "reader", in: oneThread.timeline).contains("write "), "\(oneThread.timeline)")
        let piped = try Self.run("cat '\(table)' | maskc check --rules '\(rules)' --jobs 2")
        #expect(Self.line(of: "reader", in: piped.timeline).contains("write "), "\(piped.timeline)")
        #expect(!Self.line(of: "worker 0", in: piped.timeline).contains("write "), "\(piped.timeline)")
        #expect(mapped.output == oneThread.output && piped.output == oneThread.output)
    }
}
