import MaskLexer

/// One mask of a set to compile: its pattern, the symbol set it is written in, and an
/// optional name (`maskc` prints names; the API reports 0-based indices).
///
/// ```swift
/// let phones = try MaskCompiler.compile([
///     MaskDefinition("+7 (DDD) DDD-DD-DD", name: "ru"),
///     MaskDefinition("+1 (DDD) DDD-DDDD", name: "us"),
/// ])
/// phones.masks[1].name   // "us"
/// ```
public struct MaskDefinition: Hashable, Sendable, ExpressibleByStringLiteral {
    public var pattern: String
    public var symbols: SymbolSet
    public var name: String?

    public init(_ pattern: String, symbols: SymbolSet = .default, name: String? = nil) {
        self.pattern = pattern
        self.symbols = symbols
        self.name = name
    }

    public init(stringLiteral pattern: String) {
        self.init(pattern)
    }
}
