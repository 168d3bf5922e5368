// One import for an app that compiles masks and runs them: `import MaskCompiler` brings the
// language's types (`SymbolSet`, `PatternError`, `Diagnostic`, `MaskParser`) and the
// runtime's (`MaskProgram`, `MatchResult`, `MatchMode`, `MaskedTextEditor`, `LineCounter`),
// because every user of the compiler needs both: the symbols to pass in, the error to catch,
// and the program that comes out. An app that only loads shipped bytecode imports MaskVM
// alone and links nothing else.
@_exported import MaskLexer
@_exported import MaskVM
