/// Renders diagnostics like a compiler: a machine-readable first line, the source line,
/// and a caret under the span.
///
/// ```
/// mask:1:6: error: unexpected character 'A'; expected a class (D, X), a digit, a symbol or an escape
/// 1 | +7(DDA)DDD
///   |      ^
/// ```
public struct DiagnosticRenderer: Sendable {
    public var pattern: String
    public var symbols: String

    public init(pattern: String, symbols: SymbolSet = .default) {
        self.pattern = pattern
        self.symbols = symbols.text
    }

    /// All diagnostics, each rendered, joined by newlines (no trailing newline).
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }

    /// One diagnostic: `mask:LINE:COLUMN: severity: message`, the line, the caret line.
    public func render(_ diagnostic: Diagnostic) -> String {
        let text = diagnostic.source == .pattern ? pattern : symbols
        let characters = Array(text)
        let start = min(max(diagnostic.range.lowerBound, 0), characters.count)
        let end = min(max(diagnostic.range.upperBound, start), characters.count)

        // Line and column are 1-based and count Characters; a pattern rarely has more than one line.
        var lineStart = 0
        var lineNumber = 1
        for index in 0..<start where characters[index] == "\n" {
            lineNumber += 1
            lineStart = index + 1
        }
        var lineEnd = start
        while lineEnd < characters.count && characters[lineEnd] != "\n" { lineEnd += 1 }
        let column = start - lineStart + 1

        let header = "\(diagnostic.source.rawValue):\(lineNumber):\(column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
        let gutter = String(lineNumber)
        let sourceLine = String(characters[lineStart..<lineEnd].map(visible))
        let width = max(1, min(end, lineEnd) - start)
        let caret = String(repeating: " ", count: start - lineStart) + "^" + String(repeating: "~", count: width - 1)
        let blankGutter = String(repeating: " ", count: gutter.count)
        return "\(header)\n\(gutter) | \(sourceLine)\n\(blankGutter) | \(caret)"
    }

    /// Keeps the caret aligned: a tab or control character is shown as one visible cell.
    private func visible(_ character: Character) -> Character {
        character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) ? "·" : character
    }
}
