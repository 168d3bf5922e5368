import MaskCompiler
import MaskVM
import Testing

@Suite("VM match")
struct MatchTests {
    @Test("set semantics: optional items may be skipped anywhere")
    func optionals() throws {
        let program = try MaskCompiler.compile("DD?")
        #expect(program.match("1") == .complete)
        #expect(program.match("12") == .complete)
        #expect(program.match("") == .partial)
        #expect(program.match("123") == .illegal(at: 2))
    }
}
