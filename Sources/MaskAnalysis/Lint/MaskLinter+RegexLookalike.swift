import MaskLexer

extension MaskLinter {
    /// The pieces of regular-expression syntax that mean something else in a mask: `\d` is
    /// an escaped letter d there, `.*` a dot then a star, `[0-9]+` a digit then a plus.
    static let regexLookalikes = ["\\d", "\\w", "\\s", "\\D", "\\W", "\\S", ".*", ".+", "]+", "]*"]

    /// A warning when `pattern`, read as a mask, looks like a regular expression, at the
    /// first piece that gives it away; nil otherwise. It needs no compilation, so a tool can
    /// give it beside a mask's syntax errors.
    ///
    /// ```swift
    /// MaskLinter.regexLookalike(in: "\\d{3}-\\d{4}")?.code   // "looks-like-regex"
    /// MaskLinter.regexLookalike(in: "DDD-DDDD")             // nil
    /// ```
    public static func regexLookalike(in pattern: String) -> Diagnostic? {
        let characters = Array(pattern)
        for start in characters.indices {
            for piece in regexLookalikes {
                let pieceCharacters = Array(piece)
                guard start + pieceCharacters.count <= characters.count,
                      Array(characters[start..<start + pieceCharacters.count]) == pieceCharacters else { continue }
                // `\\d` in a mask is an escaped backslash, then the letter.
                if piece.hasPrefix("\\"), start > 0, characters[start - 1] == "\\" { continue }
                return warning(.looksLikeRegex,
                               "'\(piece)' is regular-expression syntax, which a mask reads differently; "
                                   + "for a regular expression, use -e instead of -m (docs/regex.md)",
                               start..<start + pieceCharacters.count)
            }
        }
        return nil
    }
}
