import MaskCompiler
@testable import MaskVM
import Testing
import TestSupport

/// The exact search walks layers asked for on its way (``ReadingSearch/LazyLayers``) where
/// it used to fill every layer first. The two must give the same reading: here the search runs
/// alone both ways (``ReadingTables/readBySearchAlone(_:autocomplete:fillingEveryLayer:)``) on
/// random masks and cells, and the text, the drops and the final state are compared.
@Suite("The search's asked-for layers against its filled layers")
struct ReadingLazyLayersTests {
    @Test("on random masks of the grown language", arguments: [61, 62, 63] as [UInt64], OptionalLiteralPolicy.allCases)
    func grownMasks(seed: UInt64, policy: OptionalLiteralPolicy) throws {
        var rng = SeededGenerator(seed: seed)
        var differed = 0
        for _ in 0..<120 {
            let program = try MaskCompiler.compile(RandomEdits.pattern(&rng))
            differed += compare(program.tables(for: policy), &rng) { RandomEdits.text(&$0, maximumLength: 14) }
        }
        #expect(differed == 0)
    }

    @Test("on random masks with number ranges, counts and separators", arguments: [71, 72, 73] as [UInt64])
    func valueMasks(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var differed = 0
        for _ in 0..<150 {
            let program = try MaskCompiler.compile(ValueMasks.pattern(&rng))
            differed += compare(program.tables(for: .keptWhenTyped), &rng) { ValueMasks.text(&$0) }
        }
        #expect(differed == 0)
    }

    /// The bulk checker's case: phone masks and cells of raw digits, some a digit short or
    /// long, with a country code typed or not, and spaces or dashes here and there.
    @Test("on phone masks and raw or half-formatted numbers", arguments: [81, 82] as [UInt64])
    func phoneCells(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let patterns = ["+7 (DDD) DDD-DD-DD", "+1 (DDD) DDD-DDDD", "+?7|8(DDD)DDD-DD-DD", "8 DDD DDD-DD-DD", "+44 DDDD DDDDDD"]
        var differed = 0
        for pattern in patterns {
            let tables = try MaskCompiler.compile(pattern).tables(for: .keptWhenTyped)
            differed += compare(tables, &rng, samples: 60) { rng in
                let typed = Array("0123456789012345678978+ -()")
                return String((0..<Int.random(in: 8...14, using: &rng)).map { _ in typed.randomElement(using: &rng)! })
            }
        }
        #expect(differed == 0)
    }

    @Test("a raw phone whose fast reading drops its last digit reads the typed 7 as the code")
    func rawPhone() throws {
        let tables = try MaskCompiler.compile("+7 (DDD) DDD-DD-DD").tables(for: .keptWhenTyped)
        let asked = tables.readBySearchAlone("79123456789", autocomplete: true)
        let filled = tables.readBySearchAlone("79123456789", autocomplete: true, fillingEveryLayer: true)
        #expect(asked.text == "+7 (912) 345-67-89")
        #expect(asked.dropped.isEmpty)
        #expect(asked.text == filled.text && asked.finalRow == filled.finalRow)
    }

    @Test("an input of more layers than a block is filled, and agrees")
    func longInput() throws {
        let tables = try MaskCompiler.compile("D{1,100}-DD").tables(for: .keptWhenTyped)
        let sample = String(repeating: "12-", count: 30) + "45"
        let asked = tables.readBySearchAlone(sample, autocomplete: true)
        let filled = tables.readBySearchAlone(sample, autocomplete: true, fillingEveryLayer: true)
        #expect(asked.text == filled.text)
        #expect(asked.dropped == filled.dropped)
    }

    /// Reads random samples both ways; returns how many readings differed.
    private func compare(
        _ tables: ReadingTables, _ rng: inout SeededGenerator, samples: Int = 8, text: (inout SeededGenerator) -> String
    ) -> Int {
        var differed = 0
        for _ in 0..<samples {
            let sample = text(&rng)
            let autocomplete = Bool.random(using: &rng)
            let asked = tables.readBySearchAlone(sample, autocomplete: autocomplete)
            let filled = tables.readBySearchAlone(sample, autocomplete: autocomplete, fillingEveryLayer: true)
            if asked.text != filled.text || asked.dropped != filled.dropped || asked.finalRow != filled.finalRow {
                differed += 1
                Issue.record("[\(sample)]: asked \(asked), filled \(filled)")
            }
        }
        return differed
    }
}
