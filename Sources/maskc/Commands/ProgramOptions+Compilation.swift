import MaskCompiler
import MaskLexer

extension ProgramOptions {
    /// The `-m PATTERN` of commands that work on the pattern itself, not only its program.
    static func requiredPattern(_ arguments: ParsedArguments) throws -> String {
        guard let pattern = arguments.value("-m") else {
            throw ParsedArguments.UsageError(message: "give the mask with -m PATTERN")
        }
        return pattern
    }

    /// Compiles `-m PATTERN [--symbols CHARS]` keeping every stage; errors become a
    /// compiler-style message.
    static func compilation(_ arguments: ParsedArguments) throws -> Compilation {
        let pattern = try requiredPattern(arguments)
        do {
            return try MaskCompiler.compileStages(pattern, symbols: symbols(arguments))
        } catch {
            throw CommandError(message: error.description)
        }
    }

    /// Refuses operands for commands that take none.
    static func refuseOperands(_ arguments: ParsedArguments) throws {
        if let first = arguments.operands.first {
            throw ParsedArguments.UsageError(message: "unexpected argument '\(first)'")
        }
    }
}
