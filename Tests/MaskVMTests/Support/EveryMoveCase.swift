import MaskCompiler
@testable import MaskVM
import TestSupport

/// Where the tests of ``ReadingMoveGenerator`` look at its moves: random masks (of the grown
/// language and value masks, by turns), a random sample typed into each, and every live
/// state for every unit of the sample.
enum EveryMoveCase {
    /// One place to look: the pattern and the sample (for messages), the tables and their
    /// generator, and the unit `index` (as typed and as its alternate) at `state`.
    struct Case {
        let pattern: String
        let sample: String
        let tables: ReadingTables
        let moves: ReadingMoveGenerator
        let index: Int
        let typed: UnitForm
        let alternate: UnitForm?
        let state: Int
    }

    /// Calls `body` with every case of `rounds` random masks and samples drawn from `seed`,
    /// through a generator that inserts literal letters and digits as `insertsLettersAndDigits` says.
    static func forEach(seed: UInt64, rounds: Int, insertsLettersAndDigits: [Bool] = [true], _ body: (Case) -> Void) throws {
        var rng = SeededGenerator(seed: seed)
        for round in 0..<rounds {
            let pattern = round.isMultiple(of: 2) ? RandomEdits.pattern(&rng) : ValueMasks.pattern(&rng)
            let program = try MaskCompiler.compile(pattern)
            let tables = program.tables(for: .keptWhenTyped)
            let sample = round.isMultiple(of: 2) ? RandomEdits.text(&rng, maximumLength: 8) : ValueMasks.text(&rng)
            var utf8 = sample
            utf8.withUTF8 { bytes in
                let input = ReadingInput(bytes: bytes, characters: sample)
                for inserts in insertsLettersAndDigits {
                    tables.withMoveGenerator(insertsLettersAndDigits: inserts) { moves in
                        for index in 0..<input.unitCount {
                            let typed = input.typedForm(index)
                            let packed = tables.alternate(of: UnsafeBufferPointer(rebasing: input.bytes[typed.range]))
                            let alternate = packed == 0 ? nil : UnitForm.alternate(packed, of: input)
                            for state in 1..<tables.stateCount {
                                body(Case(pattern: pattern, sample: sample, tables: tables, moves: moves, index: index,
                                          typed: typed, alternate: alternate, state: state))
                            }
                        }
                    }
                }
            }
        }
    }
}
