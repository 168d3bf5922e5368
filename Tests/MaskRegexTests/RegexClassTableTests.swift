import MaskRegex
import Testing

/// The classes' scalar tables against Swift Regex itself, on every scalar of the Basic
/// Multilingual Plane as a one-scalar text: where a Character is one scalar that Unicode
/// normalization keeps (Swift Regex compares canonically equivalent texts as equal, the VM
/// compares scalars; `Trial.format` sends other texts to Swift Regex), the two agree.
@Suite("classes agree with Swift Regex on every BMP scalar")
struct RegexClassTableTests {
    @Test("class", arguments: [
        "\\d", "\\D", "\\w", "\\W", "\\s", "\\S", ".", "[^a]", "[[:alpha:]]", "[[:digit:]]", "[[:alnum:]]",
        "[[:upper:]]", "[[:lower:]]", "[[:space:]]", "[[:xdigit:]]", "[[:blank:]]", "[[:cntrl:]]",
        "[A-Z]", "[\\u{C0}-\\u{2FF}]", "K", "\\u{C5}",
    ])
    func agrees(pattern: String) throws {
        let program = try RegexCompiler.compile(pattern)
        let regex = try Regex(pattern)
        var disagreements: [String] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), !scalar.properties.isFullCompositionExclusion else { continue }
            let text = String(scalar)
            let swift = text.wholeMatch(of: regex) != nil
            let vm = program.match(text) == .complete
            if swift != vm { disagreements.append(String(value, radix: 16)) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) scalars differ, first: \(disagreements.prefix(8))")
    }
}
