import MaskRegex
import MaskVM
import TestSupport
import Testing

/// The regular-expression front end's output, pinned as masks' is (`BytecodePinTests`,
/// with the same `BytecodeDigest`): speeding the compiler up must not change a byte of what
/// it emits for an expression, neither the match automaton nor the reading automaton
/// written with it. The digest was taken from `maskc compile -e` of d0e03d2, before the
/// minimization's table passes were thinned out.
@Suite("Regex bytecode pinning")
struct RegexBytecodePinTests {
    /// The compile goal's expression, the Unicode classes and their complements, the format
    /// suite's four patterns, a bracket mixing classes, and a loop with a counted tail.
    static let expressions = [
        #"^[a-z]{2,8}-[0-9a-f]{4}(-v\d+)?$"#, #"\d+"#, #"\w+"#, #"\s+"#, ".*", #"\D\W\S"#, #"[\d_-]{2,}x|[^a-c\w]+"#,
        #"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$"#, ".*([0-9].*[A-Za-z]|[A-Za-z].*[0-9]).*",
        "^[a-z0-9]+(?:-[a-z0-9]+)*$", "^[0-9a-f]{24}$", #"(\d|[[:alpha:]])*\s?é+"#, "(a|b)*a(a|b){6}",
    ]

    @Test("every expression's bytecode is byte for byte what it was")
    func pinned() throws {
        let programs = try Self.expressions.map { try RegexCompiler.compile($0) }
        #expect(BytecodeDigest.of(programs.map(\.bytecode)) == 0x6F93_A883_F133_C143)
    }

    @Test("a second compile in the process (the large sets' tries shared) gives the same bytes")
    func sharedTriesChangeNothing() throws {
        for expression in Self.expressions {
            #expect(try RegexCompiler.compile(expression).bytecode == RegexCompiler.compile(expression).bytecode, "\(expression)")
        }
    }
}
