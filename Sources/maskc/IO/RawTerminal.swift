// The terminal in raw mode for `maskc edit`: every key arrives as it is pressed, nothing is
// echoed. The saved settings are put back on every way out: a normal return, and the
// signals that end a process (the handler restores and exits at once).
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

enum RawTerminal {
    /// The settings before raw mode, and the descriptor they belong to. Written once before
    /// the handlers are installed, read by them: plain memory, as a signal handler needs.
    /// The settings live in an allocation of their own rather than in a global `termios`:
    /// AddressSanitizer found `tcgetattr`'s 60-byte copy overflowing the global's storage.
    /// The pointer is made on first use, in `enter`, before any handler can run.
    nonisolated(unsafe) private static let saved: UnsafeMutablePointer<termios> = {
        let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        settings.initialize(to: termios())
        return settings
    }()
    nonisolated(unsafe) private static var savedFD: Int32 = -1

    /// Bytes that turn bracketed paste off (so the shell after us is not left with it).
    private static let leaveSequence: [UInt8] = Array("\u{1B}[?2004l".utf8)

    static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// Puts `fd` into raw mode and arranges for it to be restored on SIGINT, SIGTERM,
    /// SIGHUP and SIGQUIT.
    static func enter(_ fd: Int32) throws {
        var current = termios()
        guard tcgetattr(fd, &current) == 0 else {
            throw CommandError(message: "maskc edit: error: cannot read the terminal settings: \(SystemCalls.describe(errno: errno))")
        }
        saved.pointee = current
        savedFD = fd
        var raw = current
        cfmakeraw(&raw)
        // Keep output processing, so "\n" still returns the carriage.
        raw.c_oflag = current.c_oflag
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(signalNumber, restoreAndExit)
        }
        guard tcsetattr(fd, TCSAFLUSH, &raw) == 0 else {
            savedFD = -1
            throw CommandError(message: "maskc edit: error: cannot set raw mode: \(SystemCalls.describe(errno: errno))")
        }
    }

    /// Puts the saved settings back (once).
    static func restore() {
        guard savedFD >= 0 else { return }
        _ = tcsetattr(savedFD, TCSAFLUSH, saved)
        savedFD = -1
    }

    /// The signal handler: only async-signal-safe calls (tcsetattr, write, _exit).
    private static let restoreAndExit: @convention(c) (Int32) -> Void = { signalNumber in
        if RawTerminal.savedFD >= 0 {
            _ = tcsetattr(RawTerminal.savedFD, TCSAFLUSH, RawTerminal.saved)
        }
        RawTerminal.leaveSequence.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
        _exit(128 + signalNumber)
    }
}
