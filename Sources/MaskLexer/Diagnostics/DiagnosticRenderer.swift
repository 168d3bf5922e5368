/// Renders diagnostics like a compiler: a machine-readable first line, the source line,
/// and a caret under the span.
///
/// ```
/// mask:1:6: error: unexpected character 'B'; expected a class (D, X, U, L, A), a set, a range, a digit, a symbol or an escape
/// 1 | +7(DDB)DDD
///   |      ^
/// ```
///
/// A source line longer than ``maximumLineWidth`` is shown as a window around the span,
/// with `…` where it was cut, so a 10,000-character pattern does not flood the terminal.
public struct DiagnosticRenderer: Sendable {
    public let pattern: String
    public let symbols: String
    /// The pattern and symbols split into Characters once, not once per diagnostic.
    private let patternCharacters: [Character]
    private let symbolCharacters: [Character]

    /// The widest source line shown in full.
    public static let maximumLineWidth = 100

    public init(pattern: String, symbols: SymbolSet = .default) {
        self.pattern = pattern
        self.symbols = symbols.text
        patternCharacters = Array(pattern)
        symbolCharacters = symbols.characters
    }

    /// All diagnostics, each rendered, joined by newlines (no trailing newline).
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }

    /// One diagnostic: `mask:LINE:COLUMN: severity: message`, the line, the caret line.
    public func render(_ diagnostic: Diagnostic) -> String {
        let characters = diagnostic.source == .symbols ? symbolCharacters : patternCharacters
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

        // The part of the line shown: all of it, or a window that starts a little before the span.
        var shownStart = lineStart
        var shownEnd = lineEnd
        if lineEnd - lineStart > Self.maximumLineWidth {
            shownStart = max(lineStart, min(start - Self.maximumLineWidth / 4, lineEnd - Self.maximumLineWidth))
            shownEnd = min(lineEnd, shownStart + Self.maximumLineWidth)
        }
        let leadingCut = shownStart > lineStart ? "…" : ""
        let trailingCut = shownEnd < lineEnd ? "…" : ""

        let header = "\(diagnostic.source.rawValue):\(lineNumber):\(column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
        let gutter = String(lineNumber)
        let sourceLine = leadingCut + String(characters[shownStart..<shownEnd].map(visible)) + trailingCut
        let width = max(1, min(end, shownEnd) - start)
        let caret = String(repeating: " ", count: start - shownStart + leadingCut.count) + "^" + String(repeating: "~", count: width - 1)
        let blankGutter = String(repeating: " ", count: gutter.count)
        return "\(header)\n\(gutter) | \(sourceLine)\n\(blankGutter) | \(caret)"
    }

    /// The pattern's Character at `offset`, if there is one.
    func character(at offset: Int) -> Character? {
        patternCharacters.indices.contains(offset) ? patternCharacters[offset] : nil
    }

    /// Keeps the caret aligned: a tab or control character is shown as one visible cell.
    private func visible(_ character: Character) -> Character {
        character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) ? "·" : character
    }
}
