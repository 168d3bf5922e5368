import MaskCompiler
import MaskVM
import Testing
import TestSupport

/// Runs of separators between numbers (`6--9`, `6 - 9`, `1//2/2024`), spaces and separators
/// the mask does not write, typed into random masks of number ranges and digit runs, judged
/// by what the person typed (docs/editing.md, "Values, not characters"): a paste reads as
/// transform does, typing key by key reads as pasting the keys the field took, a complete
/// result is one the person typed (the value-promise oracle of ``ValuePromiseOracleTests``),
/// and where every number was typed apart and is a value, every typed digit is kept.
///
/// The counts are measured, not wished: the bounds below are what the rules give on these
/// seeds today (stop 51), so a change that loses more digits, or makes typing and pasting
/// differ more often, fails here, and one that loses fewer should lower them.
@Suite("Runs of separators between numbers: typed, pasted and judged by the oracle")
struct SeparatorRunPropertyTests {
    /// What a person types between two numbers besides the mask's own separator.
    static let others: [String] = [",", ";", " ", "/", "-", ".", ":", "  ", "\u{3000}"]

    /// A typing of `mask` whose numbers are values (the last may be cut short) parted by
    /// runs of one to three separators, the mask's own among them; sometimes two numbers are
    /// typed without one (`8467 ` into `<1-99> <0-255>`), and a run may end the text.
    static func typing(_ mask: ValuePromiseMask, _ rng: inout SeededGenerator) -> String {
        var typed = ""
        for (index, item) in mask.items.enumerated() {
            switch item {
            case let .range(low, high, padded):
                let value = Int.random(in: low...high, using: &rng)
                typed += padded && value < 10 && Bool.random(using: &rng) ? "0\(value)" : "\(value)"
            case let .run(least, most):
                typed += String((0..<Int.random(in: least...most, using: &rng)).map { _ in Character("\(Int.random(in: 0...9, using: &rng))") })
            }
            guard index < mask.separators.count || Int.random(in: 0..<4, using: &rng) == 0 else { continue }
            if Int.random(in: 0..<8, using: &rng) == 0 { continue }
            for position in 0..<Int.random(in: 1...3, using: &rng) {
                let own = index < mask.separators.count ? String(mask.separators[index]) : " "
                let ownFirst = position == 0 && Bool.random(using: &rng)
                typed += ownFirst || Int.random(in: 0..<4, using: &rng) == 0 ? own : others.randomElement(using: &rng)!
            }
        }
        return typed
    }

    /// What one seed gives: how many typings, and how many of each fault.
    struct Tally: CustomStringConvertible {
        var typings = 0
        var separated = 0
        var lostDigit = 0
        var lostFromMiddle = 0
        var typedNotPasted = 0
        var complete = 0
        var examples: [String] = []

        var description: String {
            "\(typings) typings, \(separated) parting every number: \(lostDigit) lost a digit (\(lostFromMiddle) from the middle); "
                + "\(typedNotPasted) typed key by key differ from the paste; \(complete) complete"
        }
    }

    static func tally(seed: UInt64) throws -> Tally {
        var rng = SeededGenerator(seed: seed)
        var tally = Tally()
        for _ in 0..<150 {
            var mask = ValuePromiseMask.random(&rng)
            while !mask.items.contains(where: { if case .range = $0 { true } else { false } }) || mask.items.count < 2 {
                mask = ValuePromiseMask.random(&rng)
            }
            let program = try MaskCompiler.compile(mask.pattern)
            for _ in 0..<10 {
                let sample = typing(mask, &rng)
                let context = "[\(mask.pattern)] [\(sample)]"
                tally.typings += 1
                let result = program.transform(sample)
                var pasted = MaskedTextEditor(program: program)
                let refused = pasted.insert(sample).refused
                // A paste reads as transform does; the field refuses the keys it has no place
                // for and is judged on those it took (docs/editing.md, the editor's rules).
                #expect(pasted.text == result.text, "\(context): pasted \(pasted.text), transform \(result.text)")
                if refused.isEmpty { #expect(pasted.isComplete == result.isComplete, "\(context): pasted \(pasted.text)") }
                if result.isComplete {
                    tally.complete += 1
                    let failure = mask.dishonesty(typed: sample, text: result.text)
                    #expect(failure == nil, "\(context) -> [\(result.text)]: \(failure ?? "")")
                }
                // Typing key by key equals pasting the keys the field took.
                var keys = MaskedTextEditor(program: program)
                var taken = ""
                for key in sample where keys.insert(String(key)).refused.isEmpty { taken.append(key) }
                var takenPaste = MaskedTextEditor(program: program)
                takenPaste.insert(taken)
                if keys.text != takenPaste.text || keys.isComplete != takenPaste.isComplete {
                    tally.typedNotPasted += 1
                    if tally.examples.count < 8 { tally.examples.append("typed \(context) -> [\(keys.text)], pasted [\(taken)] -> [\(takenPaste.text)]") }
                }
                if keys.isComplete {
                    let failure = mask.dishonesty(typed: taken, text: keys.text)
                    #expect(failure == nil, "typed \(context), took [\(taken)] -> [\(keys.text)]: \(failure ?? "")")
                }
                // Every number typed apart and a value: every typed digit has a place.
                guard mask.partsEveryNumber(typed: sample) else { continue }
                tally.separated += 1
                guard !result.unplaced.isEmpty else { continue }
                tally.lostDigit += 1
                let characters = Array(sample)
                let lastKept = characters.indices.last { !result.dropped.contains($0) && characters[$0].isNumber } ?? -1
                if result.unplaced.contains(where: { $0 < lastKept }) { tally.lostFromMiddle += 1 }
                if tally.examples.count < 8 { tally.examples.append("lost \(context) -> [\(result.text)] unplaced \(result.unplaced)") }
            }
        }
        return tally
    }

    /// Measured at stop 51 (main 666020f), seeds 5101-5103, 1,500 typings each (1,138 to
    /// 1,185 of them parting every number, 1,347 to 1,381 complete, every complete one honest):
    /// typings that lost a digit / lost one from the middle / typed key by key differ from the
    /// paste. Every loss is a run of separators whose later one is the mask's own and is read
    /// as typed further on, so digits move to make room for it (`227.:29:-1` into
    /// `D{2,3}.<01-31>:D{1}` gives `22.07:2`): docs/editing.md leaves such runs open.
    static let measured: [UInt64: (lost: Int, middle: Int, typedNotPasted: Int)] = [
        5101: (4, 0, 0), 5102: (10, 0, 0), 5103: (6, 0, 0),
    ]

    @Test("runs of separators: paste = transform, typing = pasting, complete is honest, digits kept", arguments: [5101, 5102, 5103] as [UInt64])
    func separatorRuns(seed: UInt64) throws {
        let tally = try Self.tally(seed: seed)
        let bound = try #require(Self.measured[seed])
        #expect(tally.lostDigit <= bound.lost, "\(tally): \(tally.examples.joined(separator: "; "))")
        #expect(tally.lostFromMiddle <= bound.middle, "\(tally): \(tally.examples.joined(separator: "; "))")
        #expect(tally.typedNotPasted <= bound.typedNotPasted, "\(tally): \(tally.examples.joined(separator: "; "))")
        // Enough typings part every number, and enough are complete, to judge.
        #expect(tally.separated > 500, "\(tally)")
        #expect(tally.complete > 500, "\(tally)")
    }
}
