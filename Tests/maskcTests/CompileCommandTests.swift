import Foundation
import Testing

@Suite("maskc compile")
struct CompileCommandTests {
    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("maskc-test-\(getpid())-\(name)").path
    }

    @Test("compile writes bytecode that match -p runs")
    func compileAndRun() throws {
        let path = temporaryPath("phone.maskc")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let compile = try MaskcProcess.run(["compile", "-m", "+?7|8(DDD)DDD-?DD-?DD", "-o", path])
        #expect(compile.status == 0)
        #expect(compile.output == "" && compile.errors == "")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.count == 496)
        #expect(Array(data.prefix(4)) == [0x89, 0x4D, 0x53, 0x4B])
        let run = try MaskcProcess.run(["match", "-p", path, "8(123)456-78-90", "8(1"])
        #expect(run.output == "complete\npartial\n")
    }

    @Test("compile to standard output")
    func compileToStandardOutput() throws {
        let run = try MaskcProcess.run(["compile", "-m", "DD", "-o", "-"])
        #expect(run.status == 0)
        #expect(run.output.utf8.count > 24)
    }

    @Test("a corrupt program file is refused with the loader's reason, status 2")
    func corruptProgram() throws {
        let path = temporaryPath("corrupt.maskc")
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = try MaskcProcess.run(["compile", "-m", "DD", "-o", path])
        var data = try Data(contentsOf: URL(fileURLWithPath: path))
        data[60] ^= 0xFF
        try data.write(to: URL(fileURLWithPath: path))
        let run = try MaskcProcess.run(["match", "-p", path, "12"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("maskc: error: \(path): invalid program: bytecode checksum mismatch"))
        try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
        let text = try MaskcProcess.run(["match", "-p", path, "12"])
        #expect(text.errors == "maskc: error: \(path): invalid program: bytecode is truncated: 5 bytes, at least 28 needed\n")
    }

    @Test("unreadable paths: missing file, directory", arguments: [
        ("/nonexistent/p.maskc", "No such file or directory"),
        ("/tmp", "Is a directory"),
    ])
    func unreadable(path: String, reason: String) throws {
        let run = try MaskcProcess.run(["match", "-p", path, "12"])
        #expect(run.status == 2)
        #expect(run.errors == "maskc: error: cannot read \(path): \(reason)\n")
    }

    @Test("--symbols cannot be combined with -p; compile needs -m and -o")
    func usage() throws {
        #expect(try MaskcProcess.run(["match", "-p", "x", "--symbols", "$"]).status == 2)
        #expect(try MaskcProcess.run(["compile", "-m", "D"]).errors.contains("give the output file with -o FILE"))
        #expect(try MaskcProcess.run(["compile", "-o", "x"]).errors.contains("give the mask with -m PATTERN"))
    }
}
