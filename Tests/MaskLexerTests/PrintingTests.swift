import MaskLexer
import Testing

@Suite("AST printing")
struct PrintingTests {
    @Test("canonical form drops needless escapes and re-parses to the same tree", arguments: [
        (#"+\7(D\DD)"#, "+7(D\\DD)"),
        ("+?7|8(DDD)DDD-?DD-?DD", "+?7|8(DDD)DDD-?DD-?DD"),
        (#"\$DD\?"#, #"\$DD\?"#),
        (#"\ \-"#, " -"),
    ])
    func canonical(pattern: String, expected: String) throws {
        let ast = try MaskParser.parse(pattern)
        #expect(ast.canonicalPattern == expected)
        #expect(try MaskParser.parse(expected).items.map(\.kind) == ast.items.map(\.kind))
    }

    @Test("symbols outside the set are escaped in canonical form")
    func canonicalWithSymbols() throws {
        let ast = try MaskParser.parse(#"$D\+"#, symbols: ["$"])
        #expect(ast.canonicalPattern == #"$D\+"#)
    }

    @Test("tree description")
    func tree() throws {
        let ast = try MaskParser.parse("+?7|8D")
        #expect(ast.treeDescription == """
            mask
            ├─ optional
            │  └─ literal "+"
            ├─ alternative
            │  ├─ literal "7"
            │  └─ literal "8"
            └─ digit
            """)
    }
}
