import MaskAnalysis
import MaskCompiler
import MaskLexer
import Testing

@Suite("Lint")
struct LintTests {
    private func rendered(_ pattern: String, symbols: SymbolSet = .default) throws -> String {
        DiagnosticRenderer(pattern: pattern, symbols: symbols).render(try MaskLinter.warnings(for: pattern, symbols: symbols))
    }

    @Test("exact warnings, rendered like compiler errors", arguments: [
        ("D|7DD?", """
            mask:1:1: warning: the right branch '7' of 'D|7' is never used: the left branch 'D' also accepts '7' and is taken first
            1 | D|7DD?
              | ^~~
            mask:1:3: warning: '7' here can also be read by the digit class at column 1; the leftmost reading, the digit, is taken
            1 | D|7DD?
              |   ^
            """),
        ("7|7", """
            mask:1:1: warning: both branches of '7|7' accept the same texts; the right branch '7' is never used
            1 | 7|7
              | ^~~
            """),
        ("+?|7?", """
            mask:1:1: warning: the '?' of '+?|7?' adds no text: the mask accepts the same texts with the item required
            1 | +?|7?
              | ^~~~~
            mask:1:1: warning: the '?' of '+?' adds no text: the mask accepts the same texts with the item required
            1 | +?|7?
              | ^~
            """),
        ("7?|D", """
            mask:1:1: warning: the branches of '7?|D' both accept '7'; there the left branch '7?' is taken
            1 | 7?|D
              | ^~~~
            mask:1:1: warning: optional '7?' adds no text: the mask accepts the same texts without it
            1 | 7?|D
              | ^~
            mask:1:4: warning: a digit here can also be the literal '7' at column 1; the leftmost reading, the literal, is taken
            1 | 7?|D
              |    ^
            """),
        ("+7(DDD)DDD-DD-DD", """
            mask:1:2: warning: literal '7' may swallow data: when it is left out, '7' typed as the first character of 'D' at column 4 is read as this literal
            1 | +7(DDD)DDD-DD-DD
              |  ^
            """),
        (#"\a?X|8|8DD?"#, """
            mask:1:1: warning: literal '\\a?' may swallow data: when it is left out, 'a' typed as the first character of 'X|8|8' at column 4 is read as this literal
            1 | \\a?X|8|8DD?
              | ^~~
            mask:1:4: warning: the right branch '8' of 'X|8|8' is never used: the left branch 'X|8' also accepts '8' and is taken first
            1 | \\a?X|8|8DD?
              |    ^~~~~
            mask:1:4: warning: a letter here can also be the literal 'a' at column 1; the leftmost reading, the literal, is taken
            1 | \\a?X|8|8DD?
              |    ^
            """),
        ("", """
            mask:1:1: warning: the mask accepts only the empty text
            1 | 
              | ^
            """),
    ])
    func warnings(pattern: String, expected: String) throws {
        #expect(try rendered(pattern) == expected)
    }

    @Test("clean masks have no warnings", arguments: [
        "DD.DD.DDDD", "X?", #"\€DD"#, "+(DDD) DDD", "(DDD)", "-|+?DDD", "7|8|9", "(DDD) DDD-DDDD", "D?D?",
    ])
    func clean(pattern: String) throws {
        #expect(try MaskLinter.warnings(for: pattern).isEmpty)
    }

    @Test("the swallowing rule: only literal items before the first class, which must accept the literal", arguments: [
        ("7DD", ["literal-may-swallow-data"]),
        ("7(DD", ["literal-may-swallow-data"]),
        ("7?D", ["literal-may-swallow-data", "ambiguous-reading"]),
        ("7XD", []),
        ("+(D", []),
        (#"\aX"#, ["literal-may-swallow-data"]),
        ("DD7D", ["literal-may-swallow-data"]),
        ("7|DD", ["alternative-overlap", "ambiguous-reading"]),
    ])
    func swallowing(pattern: String, codes: [String]) throws {
        #expect(try MaskLinter.warnings(for: pattern).map(\.code) == codes)
    }

    @Test("every warning is a warning with a lint code; pattern errors throw")
    func codes() throws {
        let all = try ["D|7DD?", "7|7", "+?|7?", "7?|D", "7D", ""].flatMap { try MaskLinter.warnings(for: $0) }
        #expect(all.allSatisfy { $0.severity == .warning && LintCode(rawValue: $0.code) != nil })
        #expect(Set(all.map(\.code)).count == 7)
        #expect(throws: PatternError.self) { try MaskLinter.warnings(for: "D??") }
    }

    @Test("the compiler's warnings are merged in, sorted with lint's own")
    func compilerWarnings() throws {
        let compilation = try MaskCompiler.compileStages("D|7")
        #expect(MaskLinter.compilerWarnings(of: compilation).map(\.code) == ["ambiguous-reading"])
        #expect(MaskLinter.compilerWarnings(of: compilation) == compilation.warnings)
        #expect(MaskLinter.warnings(for: compilation).count == 2)
    }
}
