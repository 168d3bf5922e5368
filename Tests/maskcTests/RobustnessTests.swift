import Foundation
import Testing

/// The command line under hostile conditions: every case ends with correct output or a
/// clear message and the documented exit status, never a trap or a stack trace.
@Suite("maskc robustness")
struct RobustnessTests {
    private func shell(_ script: String) throws -> (output: String, status: Int32) {
        try MaskcProcess.shell(script)
    }

    @Test("a closed standard output ends maskc quietly with status 2", arguments: ["", "--json", "--jobs 2"])
    func closedOutput(options: String) throws {
        let run = try shell("""
            yes 12 | head -n 2000000 > "$TMPDIR/maskc-lines-$$"
            maskc match -m DD \(options) < "$TMPDIR/maskc-lines-$$" | head -n 1
            echo "status ${PIPESTATUS[0]}"
            rm -f "$TMPDIR/maskc-lines-$$"
            """.replacingOccurrences(of: "$TMPDIR", with: FileManager.default.temporaryDirectory.path))
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 2, "only head's line and the status, no message: \(run.output)")
        #expect(lines.last == "status 2")
        #expect(!run.output.contains("Fatal") && !run.output.contains("Backtrace"))
    }

    @Test("standard input that is a directory is a clear error")
    func directoryInput() throws {
        let run = try shell("maskc match -m DD < /; echo \"status $?\"")
        #expect(run.output == "maskc: error: cannot read standard input: Is a directory\nstatus 2\n")
    }

    @Test("a program file that is not readable is a clear error")
    func unreadableFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("maskc-unreadable-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data([1, 2, 3]), attributes: [.posixPermissions: 0o000]))
        let run = try MaskcProcess.run(["match", "-p", path, "1"])
        #expect(run.status == 2)
        // As root the file is readable anyway and then it is not a program.
        #expect(run.errors == "maskc: error: cannot read \(path): Permission denied\n"
            || run.errors == "maskc: error: \(path): invalid program: bytecode is truncated: 3 bytes, at least 28 needed\n")
    }

    @Test("a huge pattern is refused by the length limit, not compiled")
    func hugePattern() throws {
        let run = try MaskcProcess.run(["match", "-m", String(repeating: "D?", count: 20_000), "1"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("mask:1:10001: error: pattern is 40000 characters long, over the limit of 10000"))
    }
}
