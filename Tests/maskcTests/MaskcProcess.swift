import Foundation
import TestSupport

/// Runs the `maskc` binary that `swift test` built next to the test bundle.
enum MaskcProcess {
    struct Result {
        var output: String
        var errors: String
        var status: Int32
    }

    /// The built `maskc`: the test executable lives in the same build directory.
    static var executable: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // On Linux the tests run from `<build>/maskcPackageTests.xctest`; on macOS from
        // inside `<build>/maskcPackageTests.xctest/Contents/MacOS/`.
        while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("maskc").path),
              directory.path != "/" {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("maskc")
    }

    /// Runs maskc with `arguments`, feeding `input` to its standard input, with `environment`
    /// added to the test's.
    static func run(_ arguments: [String], input: Data = Data(), environment: [String: String] = [:]) throws -> Result {
        let run = try ChildProcess.run(executable, arguments, input: input, environment: environment)
        return Result(output: run.output, errors: run.errors, status: run.status)
    }

    static func run(_ arguments: [String], input: String) throws -> Result {
        try run(arguments, input: Data(input.utf8))
    }

    /// Runs a bash script with the built `maskc` first on PATH, in `directory` if given;
    /// returns its standard output and error, interleaved, and its exit status.
    static func shell(_ script: String, in directory: URL? = nil) throws -> (output: String, status: Int32) {
        let bin = executable.deletingLastPathComponent().path
        let run = try ChildProcess.run(URL(fileURLWithPath: "/bin/bash"), ["-c", "export PATH=\"\(bin):$PATH\"; \(script)"],
                                       directory: directory, mergingErrors: true)
        return (run.output, run.status)
    }
}
