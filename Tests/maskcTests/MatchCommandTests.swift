import Testing

@Suite("maskc match")
struct MatchCommandTests {
    @Test("prints one verdict a sample and exits 1 when any is not complete")
    func verdicts() throws {
        let run = try MaskcProcess.run(["match", "-m", "+?7|8(DDD)DDD-?DD-?DD", "+7(123)456-78-90", "8(12", "x"])
        #expect(run.output == "complete\npartial\nillegal 0\n")
        #expect(run.status == 1)
    }
}
