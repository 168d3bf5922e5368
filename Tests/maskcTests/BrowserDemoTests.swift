import Foundation
import Testing
import TestSupport

/// The JavaScript runtime's demo form in a real browser (issue 24's proof), from the Swift
/// suite: `Runtimes/js/test/browser.test.mjs` types real keys into headless Chromium through
/// Selenium and holds every field's text, caret and completeness to the JS editor, step by
/// step. Plain `swift test` skips it, visibly, where node, Chromium, its driver or Selenium is
/// missing; CI installs them and sets `MASKC_REQUIRE_TOOLS=1`, which makes a missing one fail.
@Suite("the JS runtime's demo form in headless Chromium")
struct BrowserDemoTests {
    static let tools = [ExternalTool.node, .chromium, .chromedriver, PythonPackage.python3]
    static var missing: [String] {
        tools.filter { $0.path == nil }.map { "'\($0.name)' (\($0.package))" }
            + (PythonPackage.selenium.isInstalled ? [] : ["python3's selenium (pip install selenium)"])
    }
    static var shouldRun: Bool { ExternalTool.toolsRequired || missing.isEmpty }
    static var skipReason: String {
        "needs \(missing.joined(separator: ", ")) (or set \(ExternalTool.requireVariable)=1 to make this a failure)"
    }

    @Test("real keys, paste, Backspace in the middle and selection replace: every field as the editor says",
          .enabled(if: shouldRun, Comment(rawValue: skipReason)))
    func demoForm() throws {
        #expect(Self.missing.isEmpty, "missing: \(Self.missing)")
        let node = try ExternalTool.node.requirePath()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        // Inside node, a missing tool is then a failure too, never a quiet skip.
        let run = try ChildProcess.run(URL(fileURLWithPath: node), ["--test", "Runtimes/js/test/browser.test.mjs"], directory: root,
                                       environment: [ExternalTool.requireVariable: "1"], mergingErrors: true)
        let printed = run.output
        #expect(run.status == 0, "\(printed)")
        #expect(printed.contains("# pass 1") && printed.contains("# skipped 0"), "\(printed)")
    }
}
