import Foundation

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

    /// Runs maskc with `arguments`, feeding `input` to its standard input.
    static func run(_ arguments: [String], input: Data = Data()) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Write and read concurrently so a large input or output cannot deadlock the pipes.
        let writer = Thread {
            // maskc may exit without reading its input (a usage error): writing to the closed
            // pipe must be an error to ignore, not a SIGPIPE that kills the whole test run.
            // The signal is blocked in this thread only: a write's SIGPIPE goes to the thread
            // that wrote, and children (which inherit the spawning thread's mask and the
            // process's dispositions) keep the default, so `yes | head` still works in them.
            var blocked = sigset_t()
            sigemptyset(&blocked)
            sigaddset(&blocked, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &blocked, nil)
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let errorData = ErrorCollector(stderr.fileHandleForReading)
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData.wait(), as: UTF8.self),
            status: process.terminationStatus)
    }

    static func run(_ arguments: [String], input: String) throws -> Result {
        try run(arguments, input: Data(input.utf8))
    }

    /// Runs a bash script with the built `maskc` first on PATH, in `directory` if given;
    /// returns its standard output and error, interleaved, and its exit status.
    static func shell(_ script: String, in directory: URL? = nil) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        if let directory { process.currentDirectoryURL = directory }
        let bin = executable.deletingLastPathComponent().path
        process.arguments = ["-c", "export PATH=\"\(bin):$PATH\"; \(script)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
