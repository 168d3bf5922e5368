import MaskCompiler
import MaskLexer
import MaskVM
import Testing

@Suite("Pipeline")
struct PipelineTests {
    @Test("the phone mask matches as the issue describes")
    func phone() throws {
        let program = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        #expect(program.match("+7(123)456-78-90") == .complete)
        #expect(program.match("8(123)4567890") == .complete)
        #expect(program.match("+7(12") == .partial)
        #expect(program.match("+7(12a") == .illegal(at: 5))
    }
}
