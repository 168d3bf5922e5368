import MaskCompiler
import MaskLexer

/// The file of `--masks FILE`: one mask a line, `NAME PATTERN`. The name is letters, digits,
/// `-` and `_`; one or more spaces follow, then the pattern (the rest of the line, spaces
/// and all). Lines starting with `#`, and empty lines, are skipped.
///
///     # card numbers
///     visa  DDDD DDDD DDDD DDDD
///     amex  3DDD DDDDDD DDDDD
enum MaskListFile {
    static func parse(_ text: String, path: String, symbols: SymbolSet) throws -> [MaskDefinition] {
        var masks: [MaskDefinition] = []
        // "\r\n" is one Character in Swift, so splitting on "\n" alone would leave a CRLF file
        // one long line: both ends of a line are separators (a file saved on Windows reads
        // as its LF twin).
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (index, rawLine) in lines.enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.isEmpty || line.hasPrefix("#") { continue }
            let name = line.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            let rest = line.dropFirst(name.count)
            let pattern = rest.drop { $0 == " " }
            guard !name.isEmpty, pattern.count < rest.count, !pattern.isEmpty else {
                throw CommandError(message: "maskc: error: \(path):\(index + 1): expected NAME PATTERN (the name is letters, digits, '-' and '_', then spaces)")
            }
            guard !masks.contains(where: { $0.name == String(name) }) else {
                throw CommandError(message: "maskc: error: \(path):\(index + 1): mask '\(name)' is named twice")
            }
            masks.append(MaskDefinition(String(pattern), symbols: symbols, name: String(name)))
        }
        guard !masks.isEmpty else { throw CommandError(message: "maskc: error: \(path): no masks in the file") }
        return masks
    }
}
