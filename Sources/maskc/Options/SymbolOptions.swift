import MaskLexer

/// `--symbols CHARS` and `--add-symbols CHARS`: the literal symbols a pattern may use
/// unescaped, for every command that compiles a pattern. `--symbols` replaces the default
/// set (so `--symbols '$'` has no `.`); `--add-symbols` extends it.
struct SymbolOptions: OptionGroup {
    static let symbols = Option<String>(
        "--symbols", valueName: "CHARS",
        help: "Replace the default symbols '\(String(SymbolSet.default.characters))' with CHARS (with -m).")
    static let addSymbols = Option<String>(
        "--add-symbols", valueName: "CHARS",
        help: "Add CHARS to the symbols: the default ones, or those of --symbols (with -m).")

    static let section = OptionSection([symbols.declaration, addSymbols.declaration])

    /// The symbol set the options give: the default or `--symbols`', plus `--add-symbols`'.
    let symbols: SymbolSet
    /// Whether any symbol option was given (a program file has its symbols built in).
    let isGiven: Bool

    init(parsing arguments: ParsedArguments) throws {
        let replacement = try arguments.value(Self.symbols)
        let addition = try arguments.value(Self.addSymbols)
        let base = replacement.map { Array($0) } ?? SymbolSet.default.characters
        symbols = addition == nil && replacement == nil ? .default : SymbolSet(base + Array(addition ?? ""))
        isGiven = replacement != nil || addition != nil
    }
}
