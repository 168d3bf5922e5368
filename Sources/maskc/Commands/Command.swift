/// A subcommand of `maskc`: its declaration and what it does.
struct Command: Sendable {
    var spec: CommandSpec
    /// Runs with parsed arguments; returns the exit status.
    var run: @Sendable (ParsedArguments, Terminal) throws -> Int32
}

/// The process's standard streams, buffered.
final class Terminal {
    let output = OutputBuffer(fd: 1)
    let errors = OutputBuffer(fd: 2)
    let inputFD: Int32 = 0
}

/// Exit statuses, the same for every command.
enum ExitStatus {
    /// Every sample passed.
    static let success: Int32 = 0
    /// Some sample did not pass.
    static let failure: Int32 = 1
    /// An error: bad arguments, a bad pattern, an unreadable or invalid file.
    static let error: Int32 = 2
}

/// An error that ends the command with exit status 2 and a message on standard error.
struct CommandError: Error {
    var message: String
}
