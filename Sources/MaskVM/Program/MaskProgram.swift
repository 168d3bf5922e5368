/// A compiled mask: what the VM runs. An immutable value, safe to share across threads.
///
/// Make one with `MaskCompiler.compile(_:)`, or load one from bytecode with
/// ``init(bytecode:limits:)`` (the loader verifies everything before the VM may run it):
///
/// ```swift
/// let program = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
/// program.match("+7(123)456-78-90")            // .complete
/// let bytes = program.bytecode                   // ship these
/// let loaded = try MaskProgram(bytecode: bytes)  // link only MaskVM to run them
/// ```
public struct MaskProgram: Hashable, Sendable {
    /// The automaton of the mask's language, for `match`.
    public let matcher: DenseDFA
    /// Where the program came from: informational, kept in the bytecode for tools.
    public let source: Source

    /// The pattern and symbol set a program was compiled from.
    public struct Source: Hashable, Sendable {
        public var pattern: String
        public var symbols: String

        public init(pattern: String, symbols: String) {
            self.pattern = pattern
            self.symbols = symbols
        }
    }

    /// Assembles a program from verified parts; the compiler's lowering stage calls this.
    package init(matcher: DenseDFA, source: Source) {
        self.matcher = matcher
        self.source = source
    }
}
