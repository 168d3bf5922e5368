import MaskCompiler
import MaskLexer
import MaskVM

/// `-m PATTERN [--symbols CHARS]`: for commands that work on the pattern itself (compile,
/// explain, lint), not only on its program.
struct PatternOptions: OptionGroup {
    static let mask = Option<String>("-m", "--mask", valueName: "PATTERN", help: "The mask pattern to compile.")

    static let section = OptionSection([mask.declaration], usage: mask.declaration.usage) + SymbolOptions.section

    let pattern: String
    let symbols: SymbolSet

    init(parsing arguments: ParsedArguments) throws {
        guard let pattern = try arguments.value(Self.mask) else {
            throw ParsedArguments.UsageError(message: "give the mask with \(Self.mask.declaration.usage)")
        }
        self.pattern = pattern
        symbols = try SymbolOptions(parsing: arguments).symbols
    }

    /// Compiles the pattern; errors become a compiler-style message.
    func program() throws -> MaskProgram {
        try Self.compile(pattern, symbols: symbols)
    }

    /// Compiles the pattern keeping every stage; errors become a compiler-style message.
    func compilation() throws -> Compilation {
        do {
            return try MaskCompiler.compileStages(pattern, symbols: symbols)
        } catch {
            throw CommandError(message: error.description)
        }
    }

    /// Compiles a pattern; errors become a compiler-style message.
    static func compile(_ pattern: String, symbols: SymbolSet) throws -> MaskProgram {
        do {
            return try MaskCompiler.compile(pattern, symbols: symbols)
        } catch {
            throw CommandError(message: error.description)
        }
    }
}
