import MaskCompiler
import MaskLexer
import MaskPresets
import MaskRegex
import MaskTrials
import MaskVM

/// Which mask a command runs: `-m PATTERN [--symbols CHARS]` compiles a pattern (repeated,
/// or with `--masks FILE`, a set), `--preset NAME` a preset's masks, `-e REGEX` a regular
/// expression (docs/regex.md), `-p FILE` loads a bytecode file.
///
/// This is the one place that says how a command names its mask. A new way (a repeatable
/// `-m`, `--masks FILE`, `--preset NAME`) is a declaration here, a case of ``Source``, and a
/// line in ``init(parsing:)`` and ``program()``; every command that reads `ProgramOptions`
/// gets it, with its help and usage.
struct ProgramOptions: OptionGroup {
    static let mask = PatternOptions.mask
    static let file = Option<String>("-p", "--program", valueName: "FILE", help: "A bytecode file written by 'maskc compile'.")

    static let masksFile = PatternOptions.masksFile
    static let preset = PatternOptions.preset

    static let regex = RegexOptions.regex

    static let section = OptionSection(
        [mask.declaration, masksFile.declaration, preset.declaration, regex.declaration, file.declaration],
        usage: "(\(mask.declaration.usage) ... | \(masksFile.declaration.usage) | \(preset.declaration.usage) | \(regex.declaration.usage) | \(file.declaration.usage))")
        + SymbolOptions.section

    /// Where the program comes from.
    enum Source {
        case pattern(String, SymbolSet)
        case set([MaskDefinition])
        case regex(String)
        case file(String)
    }

    let source: Source

    init(parsing arguments: ParsedArguments) throws {
        let symbols = try SymbolOptions(parsing: arguments)
        let masks = try PatternOptions.definitions(arguments)
        if let regex = try arguments.value(Self.regex) {
            guard masks == nil, try arguments.value(Self.file) == nil else {
                throw ParsedArguments.UsageError(message: "give either -e REGEX or a mask (-m PATTERN, --preset NAME, -p FILE), not both")
            }
            guard !symbols.isGiven else {
                throw ParsedArguments.UsageError(message: "--symbols and --add-symbols apply to -m; a regular expression has no symbol set")
            }
            source = .regex(regex)
            return
        }
        switch (masks, try arguments.value(Self.file)) {
        case (let masks?, nil) where masks.count > 1 || masks[0].name != nil:
            source = .set(masks)
        case (let masks?, nil):
            source = .pattern(masks[0].pattern, symbols.symbols)
        case (nil, let path?):
            guard !symbols.isGiven else {
                throw ParsedArguments.UsageError(message: "--symbols and --add-symbols apply to -m; a program file has its symbols built in")
            }
            source = .file(path)
        case (nil, nil):
            throw ParsedArguments.UsageError(message: "give a mask with -m PATTERN, a regular expression with -e REGEX or a program with -p FILE")
        case (.some, .some):
            throw ParsedArguments.UsageError(message: "give either -m PATTERN or -p FILE, not both")
        }
    }

    /// The pattern, when the mask was given as one.
    var pattern: String? {
        if case .pattern(let pattern, _) = source { pattern } else { nil }
    }

    /// Compiles or loads the program.
    func program() throws -> MaskProgram {
        switch source {
        case .pattern(let pattern, let symbols): try PatternOptions.compile(pattern, symbols: symbols)
        case .set(let masks): try PatternOptions.compile(masks)
        case .regex(let pattern): try RegexOptions.compile(pattern)
        case .file(let path): try Self.load(path)
        }
    }

    /// Compiles or loads the program, writing the compiler's warnings (an ambiguous mask)
    /// to standard error, for the commands that read text by the mask.
    func programReportingWarnings(_ terminal: Terminal) throws -> MaskProgram {
        guard case .pattern(let pattern, let symbols) = source else { return try program() }
        RegexOptions.warnIfLookalike(pattern, symbols: symbols)
        do {
            let (program, warnings) = try MaskCompiler.compileReportingWarnings(pattern, symbols: symbols)
            if !warnings.isEmpty {
                // Flushed now, so the warning comes before the results it concerns.
                try terminal.errors.write(DiagnosticRenderer(pattern: pattern, symbols: symbols).render(warnings) + "\n")
                try terminal.errors.flush()
            }
            return program
        } catch let error as PatternError {
            throw CommandError(message: error.description)
        }
    }

    /// Loads and verifies a bytecode file.
    static func load(_ path: String) throws -> MaskProgram {
        try loading(path) { bytes throws(ProgramError) in try MaskProgram(bytecode: bytes) }
    }

    /// Loads and verifies a bytecode file with the steps it carries: its trials (`trls`)
    /// and, in a phone preset's file, the reading of a number before its masks (`phon`),
    /// which its check runs (``MaskTrialsCore/MaskCheck/trial(reading:region:)``).
    static func loadCheck(_ path: String) throws -> MaskCheck {
        try loading(path) { bytes throws(ProgramError) in try MaskCheck(bytecode: bytes) }
    }

    private static func loading<Loaded>(_ path: String, _ load: ([UInt8]) throws(ProgramError) -> Loaded) throws -> Loaded {
        let bytes = try FileAccess.readAll(path, limit: MaskProgram.LoadLimits.default.maximumBytecodeSize)
        do {
            return try load(bytes)
        } catch {
            throw CommandError(message: "maskc: error: \(path): invalid program: \(error)")
        }
    }
}
