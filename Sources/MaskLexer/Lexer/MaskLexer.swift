/// Splits a pattern into tokens, collecting a diagnostic for every character that is not
/// part of the language instead of stopping at the first.
///
/// ```swift
/// let lexed = MaskLexer.tokenize("+7(DDD)")
/// lexed.tokens.map(\.kind)   // [.literal("+"), .literal("7"), .literal("("), .digitClass, ...]
/// lexed.diagnostics          // []
/// ```
public enum MaskLexer {
    /// The tokens of a pattern and the errors found while reading it.
    public struct Output: Hashable, Sendable {
        public var tokens: [Token]
        public var diagnostics: [Diagnostic]
    }

    /// Tokenizes `pattern` with the given symbol set. Never fails: errors are data.
    public static func tokenize(_ pattern: String, symbols: SymbolSet = .default) -> Output {
        // PERF: an ASCII pattern without CR LF (the one ASCII Character of two bytes) has a
        // Character a byte, read straight from its UTF-8; only other patterns are split into
        // Characters (grapheme breaking cost more than the rest of lexing a phone mask).
        var pattern = pattern
        return pattern.withUTF8 { utf8 in
            if isASCIIWithoutCRLF(utf8) {
                return tokenize(utf8.lazy.map { Character(Unicode.Scalar($0)) }, symbols: symbols)
            }
            return tokenize(Array(String(decoding: utf8, as: UTF8.self)), symbols: symbols)
        }
    }

    private static func tokenize<Characters: RandomAccessCollection<Character>>(
        _ characters: Characters, symbols: SymbolSet
    ) -> Output where Characters.Index == Int {
        var tokens: [Token] = []
        tokens.reserveCapacity(characters.count)
        var diagnostics: [Diagnostic] = []
        var offset = 0
        while offset < characters.count {
            let character = characters[offset]
            let start = offset
            offset += 1
            // PERF: the operators are matched on the character's byte: comparing Characters
            // that differ goes through string comparison, five times for each literal.
            switch Self.singleASCII(character) {
            case UInt8(ascii: "D"): tokens.append(Token(.digitClass, start..<offset))
            case UInt8(ascii: "X"): tokens.append(Token(.letterClass, start..<offset))
            case UInt8(ascii: "U"): tokens.append(Token(.upperClass, start..<offset))
            case UInt8(ascii: "L"): tokens.append(Token(.lowerClass, start..<offset))
            case UInt8(ascii: "A"): tokens.append(Token(.alphanumericClass, start..<offset))
            case UInt8(ascii: "["):
                offset = lexSet(characters, from: start, into: &tokens, &diagnostics)
            case UInt8(ascii: "<"):
                offset = lexNumberRange(characters, from: start, into: &tokens, &diagnostics)
            case UInt8(ascii: "{"):
                offset = lexCount(characters, from: start, into: &tokens, &diagnostics)
            case UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: "}"):
                diagnostics.append(Diagnostic(error: .unmatchedClosing(character), at: start..<offset))
                tokens.append(Token(.invalid, start..<offset))
            case UInt8(ascii: "?"): tokens.append(Token(.optional, start..<offset))
            case UInt8(ascii: "|"): tokens.append(Token(.alternative, start..<offset))
            case UInt8(ascii: "\\"):
                guard offset < characters.count else {
                    diagnostics.append(Diagnostic(error: .danglingEscape, at: start..<offset))
                    tokens.append(Token(.invalid, start..<offset))
                    break
                }
                tokens.append(Token(.literal(characters[offset], escaped: true), start..<offset + 1))
                offset += 1
            default:
                if isASCIIDigit(character) || symbols.contains(character) {
                    tokens.append(Token(.literal(character, escaped: false), start..<offset))
                } else {
                    diagnostics.append(Diagnostic(error: .unexpectedCharacter(character), at: start..<offset))
                    tokens.append(Token(.invalid, start..<offset))
                }
            }
        }
        return Output(tokens: tokens, diagnostics: diagnostics)
    }

    /// Whether every byte is ASCII and no CR is followed by LF. PERF: one loop over the
    /// bytes (zipping the bytes with their successors cost over a hundred instructions a byte).
    private static func isASCIIWithoutCRLF(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte >= 0x80 || (previous == 0x0D && byte == 0x0A) { return false }
            previous = byte
        }
        return true
    }

    /// The byte of a one-scalar ASCII character (not CR LF, whose `asciiValue` is LF), or 0
    /// for any other (0 is no operator, so a NUL goes where any other character goes).
    private static func singleASCII(_ character: Character) -> UInt8 {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first else { return 0 }
        return byte
    }

    static func isASCIIDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9")
    }
}
