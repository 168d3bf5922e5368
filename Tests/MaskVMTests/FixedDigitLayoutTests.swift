import MaskCompiler
@testable import MaskVM
import Testing
import TestSupport

/// The quick reading of digits typed for a mask of one fixed row (``FixedDigitLayout``),
/// which `maskc check --rules` takes before the value reading, against that reading
/// (``MaskProgram/readValue(_:)``) and against the exact search alone: wherever the quick
/// reading answers, the value reading must say `.value` with the same printed form, and the
/// search alone must write it keeping every digit.
@Suite("The quick digit reading against the value reading and the search")
struct FixedDigitLayoutTests {
    @Test("on random masks of one row, every digit sample it reads is the value reading's", arguments: [71, 72, 73] as [UInt64])
    func randomRows(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var read = 0
        var declined = 0
        for _ in 0..<150 {
            let pattern = Self.rowPattern(&rng)
            let program = try MaskCompiler.compile(pattern)
            let layout = try #require(FixedDigitLayout(program), "[\(pattern)] is one row")
            for _ in 0..<12 {
                let sample = Self.digits(&rng, around: layout.digitPositions)
                if compare(program, layout, sample) { read += 1 } else { declined += 1 }
            }
        }
        // Both ways are taken: the comparison is not empty, nor the quick reading a copy of the long one.
        #expect(read > 200)
        #expect(declined > 200)
    }

    @Test("masks that are not one row of digits and ASCII symbols have no layout")
    func notARow() throws {
        for pattern in ["+?7|8(DDD)DDD-?DD-?DD", "DD-?DD", "D{2,4}", "<01-12>.DDDD", "XX-DD", "UU-DDD", "AD", "DD\\№", "D|X", "DD[-.]DD"] {
            #expect(FixedDigitLayout(try MaskCompiler.compile(pattern)) == nil, "[\(pattern)]")
        }
        let set = try MaskCompiler.compile(["DDD", "DDDD"])
        #expect(FixedDigitLayout(set) == nil)
    }

    @Test("the benchmark's raw phone reads as the search reads it")
    func phone() throws {
        let program = try MaskCompiler.compile("+7 (DDD) DDD-DD-DD")
        let layout = try #require(FixedDigitLayout(program))
        #expect(layout.digitPositions == 11)
        var printed: [UInt8] = []
        #expect(Array("79123456789".utf8).withUnsafeBufferPointer { layout.read($0, into: &printed) })
        #expect(String(decoding: printed, as: UTF8.self) == "+7 (912) 345-67-89")
        // Not its `7`, a digit too many or too few, a separator: the long way.
        for declined in ["89123456789", "791234567890", "7912345678", "7 9123456789", "+79123456789"] {
            #expect(!Array(declined.utf8).withUnsafeBufferPointer { layout.read($0, into: &printed) }, "[\(declined)]")
            _ = compare(program, layout, declined)
        }
    }

    /// Whether the quick reading read `sample`; where it did, that it agrees with the value
    /// reading and the search alone.
    @discardableResult
    private func compare(_ program: MaskProgram, _ layout: FixedDigitLayout, _ sample: String) -> Bool {
        var printed: [UInt8] = []
        guard Array(sample.utf8).withUnsafeBufferPointer({ layout.read($0, into: &printed) }) else { return false }
        let quick = String(decoding: printed, as: UTF8.self)
        let context: Comment = "[\(program.source.pattern)] [\(sample)]"
        let value = program.readValue(sample)
        #expect(value.outcome == .value, context)
        #expect(value.printed == quick, context)
        let search = program.tables.readBySearchAlone(sample, autocomplete: true)
        #expect(search.text == quick, context)
        #expect(search.dropped.isEmpty, context)
        #expect(program.match(quick) == .complete, context)
        return true
    }

    /// A mask of one row: digit classes, literal digits, digit sets and ASCII symbols, with
    /// symbols at either end sometimes.
    static func rowPattern(_ rng: inout SeededGenerator) -> String {
        let pieces = ["D", "D", "D", "D", "7", "0", "1", "[0-3]", "[5-9]", "[13579]", "-", " ", "(", ")", "+", ".", "/", ":"]
        var pattern = ""
        for _ in 0..<Int.random(in: 1...12, using: &rng) { pattern += pieces.randomElement(using: &rng)! }
        // At least one digit position, so the row is not a row of symbols alone.
        if !pattern.contains(where: { $0.isNumber || $0 == "D" || $0 == "[" }) { pattern += "D" }
        return pattern
    }

    /// Digits: mostly as many as the row takes, sometimes one more or one fewer; mostly a
    /// row's own literal digits where they stand, by chance otherwise.
    static func digits(_ rng: inout SeededGenerator, around count: Int) -> String {
        let length = max(0, count + [0, 0, 0, 0, 0, 1, -1].randomElement(using: &rng)!)
        let alphabet = Bool.random(using: &rng) ? Array("0123456789") : Array("0137")
        return String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
    }
}
