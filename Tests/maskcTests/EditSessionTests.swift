import Foundation
import Testing
import TestSupport

/// `maskc edit` in a real pseudo-terminal: `Tests/pty/edit-session.sh` drives the built binary
/// through tmux (typing, backspace over a literal, arrows, paste, Enter, Ctrl-C, SIGTERM, and
/// the terminal restored). Skipped, visibly, where tmux is missing, unless
/// `MASKC_REQUIRE_TOOLS` is set.
@Suite("maskc edit in a pseudo-terminal")
struct EditSessionTests {
    @Test("the tmux-driven session passes every check",
          .enabled(if: ExternalTool.tmux.shouldRun, Comment(rawValue: ExternalTool.tmux.skipReason)))
    func editSession() throws {
        _ = try ExternalTool.tmux.requirePath()
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("pty/edit-session.sh")
        // The log goes to a file, and the script is waited for with waitpid rather than
        // Foundation's Process: the tmux servers the script starts outlive it and inherit its
        // descriptors, and Process would wait for those to close.
        let logPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("maskc-edit-session-\(getpid()).log").path
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        let status = try runScript(["/bin/bash", script.path, MaskcProcess.executable.path], logPath: logPath)
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        #expect(status == 0, "edit-session.sh failed:\n\(log)")
        #expect(log.contains("all checks passed"), "\(log)")
    }

    /// Runs `arguments` with standard input from /dev/null and both outputs into `logPath`;
    /// returns the exit status.
    private func runScript(_ arguments: [String], logPath: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, logPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Default signal handling and an empty mask in the child: the test runner's threads
        // may block or ignore signals, and the script checks what SIGTERM does to maskc edit.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &cArguments, environ)
        guard spawned == 0 else { throw SpawnFailure(code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, spelled out: the macros are not imported into Swift.
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    struct SpawnFailure: Error { var code: Int32 }
}
