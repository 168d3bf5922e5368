import Foundation
import Testing

/// This target stands for an app that ships bytecode: it and the library it tests must not
/// depend on the compiler, or the checks in ``PresetFileCheckTests`` prove nothing.
@Suite("Validation links without the compiler")
struct VMOnlyLinkTests {
    static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Package.swift")

    /// The dependency list of the target declared as `declaration` (`.target(name: "X"`).
    static func dependencies(_ declaration: String) throws -> String {
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let start = try #require(text.range(of: declaration))
        let rest = text[start.upperBound...]
        let open = try #require(rest.range(of: "dependencies: ["))
        let close = try #require(rest[open.upperBound...].firstIndex(of: "]"))
        return String(rest[open.upperBound..<close])
    }

    @Test("MaskTrialsCore and this test target depend on MaskVM, not MaskCompiler", arguments: [
        #".target(name: "MaskTrialsCore""#, #".testTarget(name: "MaskTrialsCoreTests""#,
    ])
    func noCompiler(declaration: String) throws {
        let dependencies = try Self.dependencies(declaration)
        #expect(dependencies.contains("\"MaskVM\""))
        #expect(!dependencies.contains("MaskCompiler"))
        #expect(!dependencies.contains("\"MaskTrials\""))
        #expect(!dependencies.contains("MaskPresets"))
    }
}
