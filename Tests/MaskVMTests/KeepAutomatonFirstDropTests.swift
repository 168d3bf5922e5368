import MaskCompiler
import MaskLexer
@testable import MaskVM
import Testing
import TestSupport

/// The keep automata's walk to the first dropped letter or digit
/// (``ReadingTables/firstDroppedByTable(_:)``: the automaton before the last typed closer,
/// or the whole input's when it types none) against the explicit forward pass it stands in
/// for (``ReadingSearch/firstDroppedLetterOrDigit(tables:input:)``): the same unit or none,
/// at any cap; and the walk itself names the drop where its table has the steps.
@Suite("Keep automaton: the first dropped letter or digit by the table")
struct KeepAutomatonFirstDropTests {
    /// The walk's answer and the explicit pass's on `text`, which must be simple (ASCII, no CR).
    private static func both(_ tables: ReadingTables, _ text: String) -> (table: Int?, search: Int?) {
        var copy = text
        return copy.withUTF8 { bytes in
            let input = ReadingInput(simple: bytes)
            return (tables.firstDroppedByTable(input), ReadingSearch.firstDroppedLetterOrDigit(tables: tables, input: input))
        }
    }

    @Test("date and range masks on date-like samples: the same first drop as the explicit pass", arguments: [5411, 5412] as [UInt64])
    func dates(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var dropped = 0
        for pattern in FirstDroppedLetterOrDigitTests.dateMasks {
            let tables = try MaskCompiler.compile(pattern).tables(for: .keptWhenTyped)
            for _ in 0..<300 {
                let sample = FirstDroppedLetterOrDigitTests.dateSample(&rng)
                guard sample.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { continue }
                let (table, search) = Self.both(tables, sample)
                #expect(table == search, "\(pattern) on \(sample.debugDescription)")
                if search != nil { dropped += 1 }
            }
        }
        #expect(dropped > 500, "dropped \(dropped)")
    }

    @Test("random masks and random typing, with closers: the same first drop as the explicit pass", arguments: [5413, 5414] as [UInt64])
    func randomMasks(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let pieces = Array("0123456789012345678913-./: ()+abXZ").map(String.init)
        var compared = 0
        for _ in 0..<120 {
            guard let program = try? MaskCompiler.compile(RandomEdits.pattern(&rng)) else { continue }
            for policy in [OptionalLiteralPolicy.keptWhenTyped, .insertedWhenPassed] {
                let tables = program.tables(for: policy)
                for _ in 0..<30 {
                    let sample = (0..<Int.random(in: 0...16, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
                    let (table, search) = Self.both(tables, sample)
                    #expect(table == search, "\(program.source.pattern) \(policy) on \(sample.debugDescription)")
                    compared += 1
                }
            }
        }
        #expect(compared > 3_000)
    }

    @Test("the walk names an out-of-range month before the last closer, and declines past its cap")
    func walk() throws {
        let tables = try MaskCompiler.compile("DDDD-<01-12>-<01-31>").tables(for: .keptWhenTyped)
        var text = "1990-13-01"
        let (found, capped) = text.withUTF8 { bytes in
            let input = ReadingInput(simple: bytes)
            let last = tables.lastCloser(in: input)
            return (tables.closerKeepAutomaton.firstDrop(input, through: last),
                    KeepAutomaton(tables, maximumSubsets: 1, beforeLastCloser: true).firstDrop(input, through: last))
        }
        #expect(found == .at(6))
        #expect(capped == .unknown)
        #expect(tables.closerKeepAutomaton.isBeforeLastCloser)
        #expect(!tables.keepAutomaton.isBeforeLastCloser)
        // A valid date drops nothing up to its last closer; past it the explicit pass says.
        var valid = "1990-12-01"
        let none = valid.withUTF8 { bytes in
            let input = ReadingInput(simple: bytes)
            return tables.closerKeepAutomaton.firstDrop(input, through: tables.lastCloser(in: input))
        }
        #expect(none == .none)
        #expect(Self.both(tables, "1990-12-01") == (nil, nil))
    }
}
