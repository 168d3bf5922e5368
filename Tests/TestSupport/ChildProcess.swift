import Foundation

/// Runs a program to its end, feeding it standard input and collecting what it prints: how
/// the tests run `maskc`, `python3`, `dot` and `node`.
///
/// Standard input is written on a thread of its own while standard output and standard
/// error are read on two others, so a large input or output cannot deadlock the pipes.
///
/// ```swift
/// let run = try ChildProcess.run(URL(fileURLWithPath: "/bin/cat"), [], input: Data("hi".utf8))
/// run.output   // "hi"
/// run.status   // 0
/// ```
public enum ChildProcess {
    /// What the program printed, and how it ended.
    public struct Result: Sendable {
        /// Standard output, as UTF-8 (invalid bytes repaired).
        public var output: String
        /// Standard error; empty when it was merged into `output`.
        public var errors: String
        /// The exit status.
        public var status: Int32
    }

    /// Runs `executable` with `arguments`, in `directory` when given, with `environment`
    /// added to this process's own; `mergingErrors` sends standard error to `output`, in
    /// the order the program wrote them.
    public static func run(
        _ executable: URL, _ arguments: [String], input: Data = Data(), directory: URL? = nil,
        environment: [String: String] = [:], mergingErrors: Bool = false
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let standardInput = Pipe()
        let standardOutput = Pipe()
        let standardError = mergingErrors ? standardOutput : Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        let writer = Thread {
            // The program may exit without reading its input (a usage error): writing to the
            // closed pipe must be an error to ignore, not a SIGPIPE that kills the test run.
            // The signal is blocked in this thread only: a write's SIGPIPE goes to the thread
            // that wrote, and children (which inherit the spawning thread's mask and the
            // process's dispositions) keep the default, so `yes | head` still works in them.
            var blocked = sigset_t()
            sigemptyset(&blocked)
            sigaddset(&blocked, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &blocked, nil)
            try? standardInput.fileHandleForWriting.write(contentsOf: input)
            try? standardInput.fileHandleForWriting.close()
        }
        writer.start()
        let errors = mergingErrors ? nil : PipeCollector(standardError.fileHandleForReading)
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors?.wait() ?? Data(), as: UTF8.self),
            status: process.terminationStatus)
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeCollector: @unchecked Sendable {
    // Unchecked: `data` is written once by the reading thread before `done` is signalled,
    // and read only after waiting for it.
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
