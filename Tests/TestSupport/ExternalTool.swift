import Foundation

/// A program outside the Swift toolchain that some tests drive (Graphviz's `dot`, tmux).
///
/// A plain `swift test` on a machine with only the toolchain must pass, so a test that needs
/// such a tool is disabled where the tool is missing, and Swift Testing prints it as skipped
/// with `skipReason`. CI installs the tools and sets `MASKC_REQUIRE_TOOLS=1`: then the test
/// always runs, and a missing tool fails it instead of hiding it.
///
/// ```swift
/// @Test(.enabled(if: ExternalTool.dot.shouldRun, ExternalTool.dot.skipReason))
/// ```
public struct ExternalTool: Sendable {
    /// The executable's name, looked up on `PATH`.
    public let name: String
    /// What to install to get it (a Debian package name).
    public let package: String

    public static let dot = ExternalTool(name: "dot", package: "graphviz")
    public static let tmux = ExternalTool(name: "tmux", package: "tmux")
    public static let node = ExternalTool(name: "node", package: "nodejs")
    public static let chromium = ExternalTool(name: "chromium", package: "chromium")
    public static let chromedriver = ExternalTool(name: "chromedriver", package: "chromium-driver")

    /// The environment variable that turns a missing tool from a skip into a failure.
    public static let requireVariable = "MASKC_REQUIRE_TOOLS"

    /// True when CI asked for every tool to be present (`MASKC_REQUIRE_TOOLS=1`).
    public static var toolsRequired: Bool {
        let value = ProcessInfo.processInfo.environment[requireVariable] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// The tool's full path on `PATH`, or nil.
    public var path: String? {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return searchPath.split(separator: ":")
            .map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether a test needing this tool runs: where the tool is found, or always when required.
    public var shouldRun: Bool { Self.toolsRequired || path != nil }

    /// Why the test was skipped; Swift Testing prints it next to the skipped test.
    public var skipReason: String {
        "'\(name)' is not on PATH (install \(package), or set \(Self.requireVariable)=1 to make this a failure)"
    }

    /// The path, or an error saying the tool is missing: for a test that runs because
    /// `MASKC_REQUIRE_TOOLS` is set, this is where the missing tool becomes a failure.
    public func requirePath() throws -> String {
        guard let path else { throw Missing(tool: self) }
        return path
    }

    public struct Missing: Error, CustomStringConvertible {
        public let tool: ExternalTool
        public var description: String {
            "'\(tool.name)' is required (\(ExternalTool.requireVariable) is set) but is not on PATH; install \(tool.package)"
        }
    }
}
