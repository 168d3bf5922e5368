import MaskCompiler
import MaskLexer
import MaskVM

/// The options that say which mask a command runs: `-m PATTERN [--symbols CHARS]` compiles
/// a pattern, `-p FILE` loads a bytecode file.
enum ProgramOptions {
    static let options: [CommandSpec.Option] = [
        .value("-m", "--mask", name: "PATTERN", help: "The mask pattern to compile."),
        .value("-p", "--program", name: "FILE", help: "A bytecode file written by 'maskc compile'."),
        .value("--symbols", name: "CHARS", help: "Literal symbols instead of the default '+-().:/@ ' (with -m)."),
    ]

    /// The symbol set of `--symbols`, or the default.
    static func symbols(_ arguments: ParsedArguments) -> SymbolSet {
        arguments.value("--symbols").map { SymbolSet($0) } ?? .default
    }

    /// Compiles or loads the program the options name.
    static func program(_ arguments: ParsedArguments) throws -> MaskProgram {
        switch (arguments.value("-m"), arguments.value("-p")) {
        case (let pattern?, nil):
            return try compile(pattern, symbols: symbols(arguments))
        case (nil, let path?):
            guard arguments.value("--symbols") == nil else {
                throw ParsedArguments.UsageError(message: "--symbols applies to -m; a program file has its symbols built in")
            }
            return try load(path)
        case (nil, nil):
            throw ParsedArguments.UsageError(message: "give a mask with -m PATTERN or a program with -p FILE")
        case (.some, .some):
            throw ParsedArguments.UsageError(message: "give either -m PATTERN or -p FILE, not both")
        }
    }

    /// Compiles or loads the program the options name, writing the compiler's warnings (an
    /// ambiguous mask) to standard error, for the commands that read text by the mask.
    static func programReportingWarnings(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> MaskProgram {
        guard let pattern = arguments.value("-m"), arguments.value("-p") == nil else { return try program(arguments) }
        let symbols = symbols(arguments)
        do {
            let stages = try MaskCompiler.compileStages(pattern, symbols: symbols)
            if !stages.warnings.isEmpty {
                // Flushed now, so the warning comes before the results it concerns.
                try terminal.errors.write(stages.renderedWarnings + "\n")
                try terminal.errors.flush()
            }
            return stages.program
        } catch let error as PatternError {
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

    /// Loads and verifies a bytecode file.
    static func load(_ path: String) throws -> MaskProgram {
        let bytes = try FileAccess.readAll(path, limit: MaskProgram.LoadLimits.default.maximumBytecodeSize)
        do {
            return try MaskProgram(bytecode: bytes)
        } catch {
            throw CommandError(message: "maskc: error: \(path): invalid program: \(error)")
        }
    }
}
