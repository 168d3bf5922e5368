import MaskCompiler
@testable import MaskVM
import Testing
import TestSupport

/// The fast (greedy) reading and the exact search must make the same choices: the fast one is
/// taken only where its reading is the search's (docs/editing.md). Only prose said so; here the
/// search runs alone (``ReadingTables/readBySearchAlone(_:autocomplete:)``) on random masks and
/// inputs and the two readings are compared, text and drops.
@Suite("The fast reading against the exact search alone")
struct ReadingDifferentialTests {
    @Test("on random masks of the grown language, the fast reading gives the search's text and drops",
          arguments: [41, 42, 43] as [UInt64], OptionalLiteralPolicy.allCases)
    func grownMasks(seed: UInt64, policy: OptionalLiteralPolicy) throws {
        var rng = SeededGenerator(seed: seed)
        var compared = 0
        for _ in 0..<120 {
            let program = try MaskCompiler.compile(RandomEdits.pattern(&rng))
            compared += compare(program, policy: policy, &rng) { RandomEdits.text(&$0, maximumLength: 14) }
        }
        #expect(compared == 120 * 8)
    }

    @Test("on random masks with number ranges, counts and separators, the fast reading gives the search's text and drops",
          arguments: [51, 52, 53] as [UInt64])
    func valueMasks(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var compared = 0
        for _ in 0..<150 {
            let program = try MaskCompiler.compile(ValueMasks.pattern(&rng))
            compared += compare(program, policy: .keptWhenTyped, &rng) { ValueMasks.text(&$0) }
        }
        #expect(compared == 150 * 8)
    }

    /// Compares the two readings on eight random inputs; returns how many it compared.
    private func compare(
        _ program: MaskProgram, policy: OptionalLiteralPolicy, _ rng: inout SeededGenerator,
        text: (inout SeededGenerator) -> String
    ) -> Int {
        let tables = program.tables(for: policy)
        var compared = 0
        for _ in 0..<8 {
            let sample = text(&rng)
            let autocomplete = Bool.random(using: &rng)
            let fast = program.transform(sample, autocomplete: autocomplete, optionalLiterals: policy)
            let exact = tables.readBySearchAlone(sample, autocomplete: autocomplete)
            #expect(fast.text == exact.text, "[\(program.source.pattern)] [\(sample)]")
            #expect(fast.dropped == exact.dropped, "[\(program.source.pattern)] [\(sample)]")
            compared += 1
        }
        return compared
    }
}

/// Masks with the value rules' material: number ranges of several kinds (zero-padded pairs,
/// octets, plain), counts, and the separators that close them; and what people type into
/// them (digits and separators, sometimes a letter).
enum ValueMasks {
    static let ranges = ["<01-12>", "<00-59>", "<01-31>", "<0-255>", "<1-31>", "<00-23>"]
    static let separators = ["/", ".", ":", "-", " "]
    static let others = ["D", "D{1,3}", "DD", "D{2,4}", "U", "7"]

    static func pattern(_ rng: inout SeededGenerator) -> String {
        var pattern = ""
        for index in 0..<Int.random(in: 1...4, using: &rng) {
            if index > 0 || Bool.random(using: &rng) { pattern += separators.randomElement(using: &rng)! }
            pattern += Int.random(in: 0..<3, using: &rng) == 0 ? others.randomElement(using: &rng)! : ranges.randomElement(using: &rng)!
            if Int.random(in: 0..<6, using: &rng) == 0 { pattern += "?" }
        }
        return pattern
    }

    static let typed: [Character] = Array("0123456789012345678901234567890123456789/.:- ") + ["a", "Z", "٣"]

    static func text(_ rng: inout SeededGenerator) -> String {
        RandomEdits.withoutLabel(String((0..<Int.random(in: 0...10, using: &rng)).map { _ in typed.randomElement(using: &rng)! }))
    }
}
