import MaskCompiler
import MaskLexer
import MaskVM
import Testing

/// The compiled pipeline against an independent backtracking matcher, on random masks and
/// samples from fixed seeds.
@Suite("Differential: VM vs reference matcher")
struct DifferentialTests {
    @Test("random masks and samples agree with the reference", arguments: [1, 2, 3, 4] as [UInt64])
    func agree(seed: UInt64) throws {
        var random = RandomMasks(seed: seed)
        var checked = 0
        for _ in 0..<750 {
            let pattern = random.pattern()
            let ast = try MaskParser.parse(pattern)
            let program = try MaskCompiler.compile(pattern)
            let reference = ReferenceMatcher(ast)
            for _ in 0..<12 {
                let sample = random.sample(for: ast)
                let expected = reference.match(sample)
                let actual = sample.withUnsafeBufferPointer { program.matchBytes($0) }
                #expect(actual == expected, "mask \(pattern) sample \(sample)")
                checked += 1
            }
        }
        #expect(checked == 9_000)
    }

    @Test("random masks of the grown language (sets, ranges, counts) agree with the reference",
          arguments: [11, 12, 13, 14] as [UInt64])
    func grownAgree(seed: UInt64) throws {
        var random = RandomMasks(seed: seed)
        var checked = 0
        for _ in 0..<250 {
            let pattern = random.pattern(maximumItems: 6, grown: true)
            let ast = try MaskParser.parse(pattern)
            let program: MaskProgram
            do { program = try MaskCompiler.compile(pattern) } catch {
                Issue.record("mask \(pattern): \(error)")
                continue
            }
            let reference = ReferenceMatcher(ast)
            for _ in 0..<12 {
                let sample = random.sample(for: ast)
                let expected = reference.match(sample)
                let actual = sample.withUnsafeBufferPointer { program.matchBytes($0) }
                #expect(actual == expected, "mask \(pattern) sample \(sample)")
                checked += 1
            }
        }
        #expect(checked == 3_000)
    }

    @Test("a bytecode round trip keeps every random mask's behaviour", arguments: [5, 6] as [UInt64])
    func roundTrip(seed: UInt64) throws {
        var random = RandomMasks(seed: seed)
        for _ in 0..<300 {
            let pattern = random.pattern()
            let ast = try MaskParser.parse(pattern)
            let program = try MaskCompiler.compile(pattern)
            let loaded = try MaskProgram(bytecode: program.bytecode)
            #expect(loaded == program)
            #expect(loaded.bytecode == program.bytecode)
            for _ in 0..<5 {
                let sample = String(decoding: random.sample(for: ast), as: UTF8.self)
                #expect(loaded.match(sample) == program.match(sample))
            }
        }
    }
}
