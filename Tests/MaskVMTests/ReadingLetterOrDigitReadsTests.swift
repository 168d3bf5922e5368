import MaskCompiler
@testable import MaskVM
import Testing
import TestSupport

/// The lazy walk's bound (``ReadingTables/letterOrDigitReads``): per state, the most letters
/// and digits a path can still read. A bound too low would make the search drop a reading
/// that exists; here it is held to a walk over every byte of every transition (not the
/// classes), on random masks, and must equal it. That the readings do not change is
/// `ReadingLazyLayersTests`' (the filled search has no bound).
@Suite("The search's letter-or-digit bound against a walk over bytes")
struct ReadingLetterOrDigitReadsTests {
    @Test("on random masks of the grown language", arguments: [91, 92] as [UInt64], OptionalLiteralPolicy.allCases)
    func grownMasks(seed: UInt64, policy: OptionalLiteralPolicy) throws {
        var rng = SeededGenerator(seed: seed)
        var differed = 0
        for _ in 0..<40 {
            let pattern = RandomEdits.pattern(&rng)
            differed += differences(try MaskCompiler.compile(pattern).tables(for: policy), pattern)
        }
        #expect(differed == 0)
    }

    @Test("on random masks with number ranges, counts and separators", arguments: [93, 94] as [UInt64])
    func valueMasks(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var differed = 0
        for _ in 0..<80 {
            let pattern = ValueMasks.pattern(&rng)
            differed += differences(try MaskCompiler.compile(pattern).tables(for: .keptWhenTyped), pattern)
        }
        #expect(differed == 0)
    }

    @Test("a phone mask reads its code and ten digits from the start, none from its end")
    func phone() throws {
        let tables = try MaskCompiler.compile("+7 (DDD) DDD-DD-DD").tables(for: .keptWhenTyped)
        let start = tables.state(ofRow: tables.startRow)
        #expect(tables.letterOrDigitReads[start] == 11)
        #expect(tables.letterOrDigitReads[0] == 0)
        let ends = (1..<tables.stateCount).filter { tables.isAccepting(row: $0 * tables.rowWidth) }
        #expect(!ends.isEmpty && ends.allSatisfy { tables.letterOrDigitReads[$0] == 0 })
    }

    /// How many states' bounds differ from the walk's.
    private func differences(_ tables: ReadingTables, _ pattern: String) -> Int {
        var memo = [Int?](repeating: nil, count: tables.stateCount)
        var differed = 0
        for state in 0..<tables.stateCount {
            let walked = mostLettersOrDigits(from: state, tables, &memo)
            if Int(tables.letterOrDigitReads[state]) != walked {
                differed += 1
                Issue.record("\(pattern): state \(state): bound \(tables.letterOrDigitReads[state]), walk \(walked)")
            }
        }
        return differed
    }

    /// The most letters and digits on a path from `state`: every byte, both readings.
    private func mostLettersOrDigits(from state: Int, _ tables: ReadingTables, _ memo: inout [Int?]) -> Int {
        if let known = memo[state] { return known }
        var most = 0
        for byte in 0..<256 {
            let cls = Int(tables.classMap[byte])
            // A byte of 0x80 and up may start a letter; below, an ASCII letter or digit.
            let character = Character(Unicode.Scalar(UInt8(byte)))
            let startsLetterOrDigit = byte >= 0x80 || character.isLetter || character.isWholeNumber
            for reading in 0..<2 {
                let target = Int(tables.targets[(state * tables.classCount + cls) * 2 + reading])
                guard target != 0 else { continue }
                most = max(most, mostLettersOrDigits(from: target, tables, &memo) + (startsLetterOrDigit ? 1 : 0))
            }
        }
        memo[state] = most
        return most
    }
}
