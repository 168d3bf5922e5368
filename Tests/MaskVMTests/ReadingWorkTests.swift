@testable import MaskVM
import MaskCompiler
import MaskLexer
import Testing

/// The one part of loading that is not linear in the file's size, deriving the reading
/// tables' insertion entries, is bounded by `LoadLimits.maximumReadingWork`, checked before
/// the work is done; the compiler refuses masks over the same limit, so what it makes loads.
@Suite("Reading-table work limit")
struct ReadingWorkTests {
    private func load(_ file: CraftedFile, limit: Int) -> Result<MaskProgram, ProgramError> {
        var limits = MaskProgram.LoadLimits()
        limits.maximumReadingWork = limit
        return Result { () throws(ProgramError) in try MaskProgram(bytecode: file.bytes(), limits: limits) }
    }

    @Test("a crafted worst case is refused over the limit with the work it would take, and loads at it")
    func craftedLimit() throws {
        let file = CraftedFile.literalMaze(states: 40)
        let work = CraftedFile.literalMazeWork(states: 40)
        #expect(work == 512 * (38 + 38 * 39 / 2))
        guard case .failure(let error) = load(file, limit: work - 1) else {
            Issue.record("expected the maze to be refused one step under its work")
            return
        }
        #expect(error == .readingWorkOverLimit(work: work, limit: work - 1))
        #expect(error.description == "reading automaton needs \(work) steps to derive its insertion tables, over the limit of \(work - 1)")
        let program = try load(file, limit: work).get()
        // The derivation did no more than it was allowed: the limit bounds the real work.
        #expect(program.tables.insertionSteps <= work)
        #expect(program.tables.insertionSteps > work / 2)
    }

    @Test("a hostile file over the default limit is refused before the work, whatever its size")
    func defaultLimit() {
        // 520 states of 256 classes: under 1 MB, but about 51 million steps of derivation.
        let work = CraftedFile.literalMazeWork(states: 520)
        #expect(work > MaskProgram.LoadLimits.default.maximumReadingWork)
        let result = Result { () throws(ProgramError) in try MaskProgram(bytecode: CraftedFile.literalMaze(states: 520).bytes()) }
        #expect(result.failure == .readingWorkOverLimit(work: work, limit: MaskProgram.LoadLimits.defaultMaximumReadingWork))
    }

    @Test("compiled masks need little of the limit", arguments: [
        "+?7|8(DDD)DDD-?DD-?DD", "DD.|/DD.|/DDDD", "XXDD XXXX DDDD DDDD DDDD D|XD|X", String(repeating: "7?D", count: 100),
    ])
    func compiledWork(pattern: String) throws {
        let program = try MaskCompiler.compile(pattern)
        #expect(program.tables.insertionSteps < 100_000)
        #expect(try MaskProgram(bytecode: program.bytecode) == program)
    }

    @Test("the compiler refuses a mask over its reading-work limit with a diagnostic")
    func compilerLimit() {
        var limits = MaskCompiler.Limits()
        limits.maximumReadingWork = 10
        #expect {
            try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD", limits: limits)
        } throws: { error in
            let diagnostics = (error as? PatternError)?.diagnostics ?? []
            return diagnostics.map(\.code) == ["limit-reading-work"]
                && diagnostics[0].message.hasSuffix("over the limit of 10")
        }
        #expect(MaskCompiler.Limits().maximumReadingWork == MaskProgram.LoadLimits.default.maximumReadingWork)
    }
}
