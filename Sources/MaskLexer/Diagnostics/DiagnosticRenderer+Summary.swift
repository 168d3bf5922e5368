extension DiagnosticRenderer {
    /// Diagnostics rendered as ``render(_:)-(Diagnostic)`` renders each, at most `limit` of
    /// them, then `... and N more errors` for the rest, so a pattern with a hundred stray
    /// letters does not flood the terminal. When characters were unexpected, a last line says
    /// how to take them as literals: escaped, or added to the symbols.
    ///
    /// ```
    /// mask:1:2: error: unexpected character 'a'; expected a class (D, X), a digit, a symbol or an escape
    /// 1 | Da
    ///   |  ^
    /// help: to take 'a' as a literal, escape it ('\a') or add it to the symbols (maskc: --add-symbols 'a')
    /// ```
    public func render(_ diagnostics: [Diagnostic], limit: Int) -> String {
        var parts = diagnostics.prefix(max(0, limit)).map(render)
        let hidden = diagnostics.dropFirst(max(0, limit))
        if !hidden.isEmpty {
            let severities = Set(hidden.map(\.severity))
            let noun = severities.count == 1 ? severities.first!.rawValue : "diagnostic"
            parts.append("... and \(hidden.count) more \(noun)\(hidden.count == 1 ? "" : "s")")
        }
        if let help = literalHelp(diagnostics) { parts.append(help) }
        return parts.joined(separator: "\n")
    }

    /// How many diagnostics ``PatternError`` shows before `... and N more`.
    public static let shownDiagnostics = 5

    /// The way to take unexpected characters as literals, or nil when none was unexpected.
    func literalHelp(_ diagnostics: [Diagnostic]) -> String? {
        var characters: [Character] = []
        for diagnostic in diagnostics where diagnostic.code == MaskSyntaxError.unexpectedCharacter(" ").code
            && diagnostic.source == .pattern {
            // An invisible character cannot be shown escaped: its error names its code points.
            guard let character = character(at: diagnostic.range.lowerBound), !isInvisible(character),
                  !characters.contains(character) else { continue }
            characters.append(character)
        }
        guard !characters.isEmpty else { return nil }
        let listed = characters.prefix(4)
        let more = characters.count > listed.count ? "\(characters.count - listed.count) more" : ""
        let names = Self.list(listed.map(singleQuoted) + (more.isEmpty ? [] : [more]))
        let escapes = listed.map { "'\\" + String($0) + "'" }.joined(separator: ", ") + (more.isEmpty ? "" : ", ...")
        let one = characters.count == 1
        // A quote cannot be shown inside the shell's single quotes.
        let addition = characters.contains("'") ? "" : " (maskc: --add-symbols '\(String(characters))')"
        return "help: to take \(names) as \(one ? "a literal" : "literals"), escape \(one ? "it" : "them") (\(escapes)) "
            + "or add \(one ? "it" : "them") to the symbols\(addition)"
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
