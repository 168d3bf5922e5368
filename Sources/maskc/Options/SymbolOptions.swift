import MaskLexer

/// `--symbols CHARS`: the literal symbols a pattern may use unescaped, for every command
/// that compiles a pattern.
struct SymbolOptions: OptionGroup {
    static let symbols = Option<String>(
        "--symbols", valueName: "CHARS",
        help: "Replace the default symbols '\(String(SymbolSet.default.characters))' with CHARS (with -m).")

    static let section = OptionSection([symbols.declaration])

    /// The symbol set the options give: the default, or `--symbols`'.
    let symbols: SymbolSet
    /// Whether any symbol option was given (a program file has its symbols built in).
    let isGiven: Bool

    init(parsing arguments: ParsedArguments) throws {
        let replacement = try arguments.value(Self.symbols)
        symbols = replacement.map { SymbolSet($0) } ?? .default
        isGiven = replacement != nil
    }
}
