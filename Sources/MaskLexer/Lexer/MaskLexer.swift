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
            if utf8.allSatisfy({ $0 < 0x80 }) && !zip(utf8, utf8.dropFirst()).contains(where: { $0 == 0x0D && $1 == 0x0A }) {
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
            switch character {
            case "D": tokens.append(Token(.digitClass, start..<offset))
            case "X": tokens.append(Token(.letterClass, start..<offset))
            case "?": tokens.append(Token(.optional, start..<offset))
            case "|": tokens.append(Token(.alternative, start..<offset))
            case "\\":
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

    static func isASCIIDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9")
    }
}
