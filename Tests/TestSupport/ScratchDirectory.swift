import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One directory of temporary files for the whole test process, removed when the process
/// exits: tests that write many small files (a rules file a run) leave nothing behind on the
/// machine, even when a test fails before it could clean up after itself.
///
/// ```swift
/// let url = try ScratchDirectory.file(named: "rules.json", Data("{}".utf8))
/// // ... run maskc with url.path; the file is gone when the test process ends
/// ```
public enum ScratchDirectory {
    /// The process's directory: `maskc-tests-<pid>` in the system's temporary directory,
    /// made on first use, when the removal at exit is registered.
    public static let url: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("maskc-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        // A C function pointer captures nothing, so the handler finds the path again.
        atexit {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("maskc-tests-\(getpid())")
            try? FileManager.default.removeItem(at: path)
        }
        return url
    }()

    /// Writes `bytes` to a new file in the directory, its name `name` after a fresh UUID (so
    /// tests running at once never share a file), and returns its URL.
    public static func file(named name: String, _ bytes: Data) throws -> URL {
        let file = url.appendingPathComponent("\(UUID().uuidString)-\(name)")
        try bytes.write(to: file)
        return file
    }
}
