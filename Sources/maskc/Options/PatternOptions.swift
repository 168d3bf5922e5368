import MaskCompiler
import MaskLexer
import MaskPresets
import MaskVM

/// `-m PATTERN [--symbols CHARS]`: for commands that work on the pattern itself (compile,
/// explain, lint), not only on its program. `-m` may be repeated, and `--masks FILE` adds
/// named masks: several masks make a set (`docs/editing.md`). `--preset NAME` stands for
/// them: a preset's masks, named when there are several (docs/presets.md).
struct PatternOptions: OptionGroup {
    static let mask = Option<String>("-m", "--mask", valueName: "PATTERN",
                                     help: "The mask pattern to compile; repeat it for a set of masks.", repeatable: true)
    static let masksFile = Option<String>("--masks", valueName: "FILE",
                                          help: "Masks of a set, one a line: NAME PATTERN ('#' starts a comment line).")

    static let preset = PresetOptions.preset

    static let section = OptionSection(
        [mask.declaration, masksFile.declaration, preset.declaration],
        usage: "(\(mask.declaration.usage) ... | \(masksFile.declaration.usage) | \(preset.declaration.usage))") + SymbolOptions.section

    /// Every mask given, in order: the `-m` ones, then those of `--masks`.
    let masks: [MaskDefinition]
    let symbols: SymbolSet

    /// The first mask's pattern: the one mask of commands that take one.
    var pattern: String { masks[0].pattern }
    /// Whether several masks (or a named one) were given: a set.
    var isSet: Bool { masks.count > 1 || masks.contains { $0.name != nil } }

    init(parsing arguments: ParsedArguments) throws {
        guard let masks = try Self.definitions(arguments) else {
            throw ParsedArguments.UsageError(message: "give the mask with \(Self.mask.declaration.usage) or \(Self.preset.declaration.usage)")
        }
        self.masks = masks
        symbols = try SymbolOptions(parsing: arguments).symbols
    }

    /// The masks of `-m` and `--masks`, or of `--preset`; nil when none was given.
    static func definitions(_ arguments: ParsedArguments) throws -> [MaskDefinition]? {
        let given = try SymbolOptions(parsing: arguments)
        let symbols = given.symbols
        var masks = try arguments.values(mask).map { MaskDefinition($0, symbols: symbols) }
        if let path = try arguments.value(masksFile) {
            let bytes = try FileAccess.readAll(path, limit: 1 << 20)
            // A byte-order mark is no part of the first mask.
            let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(ByteOrderMark.length) : bytes[...]
            masks += try MaskListFile.parse(String(decoding: text, as: UTF8.self), path: path, symbols: symbols)
        }
        if let preset = try arguments.value(preset) {
            guard masks.isEmpty else { throw ParsedArguments.UsageError(message: "give either -m PATTERN (or --masks FILE) or --preset NAME, not both") }
            guard !given.isGiven else { throw ParsedArguments.UsageError(message: "--symbols and --add-symbols apply to -m; a preset has its symbols built in") }
            return preset.maskDefinitions
        }
        return masks.isEmpty ? nil : masks
    }

    /// Refuses a set, for commands that work on one pattern.
    func requireOne(_ command: String) throws {
        if isSet { throw ParsedArguments.UsageError(message: "'maskc \(command)' takes one mask, not a set") }
    }

    /// Compiles the pattern, or the set; errors become a compiler-style message.
    func program() throws -> MaskProgram {
        guard isSet else { return try Self.compile(pattern, symbols: symbols) }
        return try Self.compile(masks)
    }

    /// Compiles one mask of a set keeping every stage; an error names the mask it is in.
    static func compilation(of mask: MaskDefinition, index: Int) throws -> Compilation {
        do {
            return try MaskCompiler.compileStages(mask.pattern, symbols: mask.symbols)
        } catch {
            throw maskError(error, mask: mask, index: index)
        }
    }

    /// Compiles a set of masks once, each automaton made when first used; an error names the
    /// mask it is in (the set's error carries its index).
    static func compile(_ masks: [MaskDefinition]) throws -> MaskProgram {
        do {
            return try MaskCompiler.compile(masks)
        } catch {
            if let index = error.maskIndex, masks.indices.contains(index) {
                throw maskError(error, mask: masks[index], index: index)
            }
            // Too many masks is refused before any is compiled; a bad mask among them is
            // still the error to show first, as it was when each mask was compiled first.
            if masks.count > MaskProgram.maximumMaskCount {
                for (index, mask) in masks.enumerated() {
                    do { _ = try MaskCompiler.compile(mask.pattern, symbols: mask.symbols) } catch {
                        throw maskError(error, mask: mask, index: index)
                    }
                }
            }
            throw CommandError(message: error.description)
        }
    }

    /// A mask's error, under its name or 1-based number.
    private static func maskError(_ error: PatternError, mask: MaskDefinition, index: Int) -> CommandError {
        CommandError(message: "mask \(mask.name ?? String(index + 1)):\n\(error.description)")
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
        RegexOptions.warnIfLookalike(pattern, symbols: symbols)
        do {
            return try MaskCompiler.compile(pattern, symbols: symbols)
        } catch {
            throw CommandError(message: error.description)
        }
    }
}
