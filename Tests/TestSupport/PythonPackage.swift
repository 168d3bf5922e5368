import Foundation

/// A Python package some tests use as an independent reference (`phonenumbers`, the Python
/// port of libphonenumber), run through `python3`.
///
/// Like ``ExternalTool``: where python3 or the package is missing, the test is disabled and
/// Swift Testing prints it as skipped with ``skipReason``; with `MASKC_REQUIRE_TOOLS=1` (CI,
/// which installs the package with pip) it runs, and the missing package fails it.
///
/// ```swift
/// @Test(.enabled(if: PythonPackage.phonenumbers.shouldRun, Comment(rawValue: PythonPackage.phonenumbers.skipReason)))
/// ```
public struct PythonPackage: Sendable {
    /// The name `import` takes.
    public let module: String
    /// The name `pip install` takes.
    public let package: String

    public static let phonenumbers = PythonPackage(module: "phonenumbers", package: "phonenumbers")
    public static let selenium = PythonPackage(module: "selenium", package: "selenium")
    public static let python3 = ExternalTool(name: "python3", package: "python3")

    /// Whether python3 is on PATH and imports the module.
    public var isInstalled: Bool {
        guard Self.python3.path != nil else { return false }
        return (try? run(["-c", "import \(module)"]).status) == 0
    }

    /// Whether a test needing the package runs: where it is installed, or always when required.
    public var shouldRun: Bool { ExternalTool.toolsRequired || isInstalled }

    /// Why the test was skipped; Swift Testing prints it next to the skipped test.
    public var skipReason: String {
        "python3 with the '\(module)' package is not installed (pip install \(package), or set \(ExternalTool.requireVariable)=1 to make this a failure)"
    }

    /// Runs python3 with the arguments; its standard output, or an error naming what is
    /// missing or how it failed.
    public func output(_ arguments: [String], input: String? = nil) throws -> String {
        guard isInstalled else { throw Missing(package: self) }
        let result = try run(arguments, input: input)
        guard result.status == 0 else {
            throw Failure(description: "python3 \(arguments.joined(separator: " ")) exited with \(result.status): \(result.error)")
        }
        return result.output
    }

    private func run(_ arguments: [String], input: String? = nil) throws -> (status: Int32, output: String, error: String) {
        let python = try Self.python3.requirePath()
        let run = try ChildProcess.run(URL(fileURLWithPath: python), arguments, input: Data((input ?? "").utf8))
        return (run.status, run.output, run.errors)
    }

    public struct Missing: Error, CustomStringConvertible {
        public let package: PythonPackage
        public var description: String {
            "python3 with '\(package.module)' is required (\(ExternalTool.requireVariable) is set) but is not installed; pip install \(package.package)"
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }
}
