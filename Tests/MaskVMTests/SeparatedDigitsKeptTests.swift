import MaskCompiler
import MaskVM
import Testing
import TestSupport

/// A typed separator the mask writes only further on never skips a number nobody typed
/// (docs/editing.md, rule 6, "A separator of the mask's own, typed early"): where the person
/// parted every number with a separator and each is a value, every typed digit has a place,
/// and none is lost from the middle, whatever separators were typed (`6-9-4` into
/// `<01-12>:<00-23>-<00-23>` keeps its `9`). Complete results are judged by the value-promise
/// oracle of ``ValuePromiseOracleTests``.
@Suite("A typed separator never skips a number nobody typed")
struct SeparatedDigitsKeptTests {
    @Test("numbers typed apart, each a value: no digit unplaced, and complete results honest",
          arguments: [4901, 4902, 4903, 4904] as [UInt64])
    func separatedDigitsKept(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var separated = 0
        var lost = 0
        var middle = 0
        var complete = 0
        var failures: [String] = []
        for _ in 0..<400 {
            var mask = ValuePromiseMask.random(&rng)
            while !mask.items.contains(where: { if case .range = $0 { true } else { false } }) || mask.items.count < 2 {
                mask = ValuePromiseMask.random(&rng)
            }
            let program = try MaskCompiler.compile(mask.pattern)
            for _ in 0..<25 {
                let sample = mask.randomTyping(&rng)
                let result = program.transform(sample)
                if result.isComplete {
                    complete += 1
                    let failure = mask.dishonesty(typed: sample, text: result.text)
                    #expect(failure == nil, "[\(mask.pattern)] [\(sample)] -> [\(result.text)]: \(failure ?? "")")
                }
                guard mask.partsEveryNumber(typed: sample) else { continue }
                separated += 1
                // Only trailing surplus may be unplaced: no letter or digit the reading kept
                // comes after one it left no place.
                let characters = Array(sample)
                let lastKept = characters.indices.last { index in
                    !result.dropped.contains(index) && characters[index].isNumber
                } ?? -1
                let fromTheMiddle = result.unplaced.contains { $0 < lastKept }
                if fromTheMiddle {
                    middle += 1
                    if failures.count < 12 { failures.append("middle: [\(mask.pattern)] [\(sample)] -> [\(result.text)] unplaced \(result.unplaced)") }
                }
                if !result.unplaced.isEmpty {
                    lost += 1
                    if failures.count < 12 { failures.append("[\(mask.pattern)] [\(sample)] -> [\(result.text)] unplaced \(result.unplaced)") }
                }
            }
        }
        // Before stop 49's rule (a separator of the mask's own, typed where the mask does not
        // read it, looked at as one it does not write), seeds 4901-4904 lost a digit from the
        // middle of 73, 59, 58 and 44 such typings, any digit of 113, 94, 89 and 66, of
        // about 3,100 each. Left open: a run of separators whose later one is the mask's own
        // (`6  17 -  - 503` into `D{1,4}/<1-31>/D{3,4}/D{3}`), at most 2 a seed.
        #expect(middle <= 2, "\(middle) of \(separated) lost a digit from the middle: \(failures.joined(separator: "; "))")
        #expect(lost <= 16, "\(lost) of \(separated) left a digit no place")
        // Enough typings part every number, and enough are complete, to judge.
        #expect(separated > 1_500, "\(separated) separated")
        #expect(complete > 3_000, "\(complete) complete")
    }

    @Test("a separator the mask writes later closes the number open before it", arguments: [
        ("<01-12>:<00-23>-<00-23>", "6-9-4", "06:09-04", true),
        ("<0-12>:<1-59> <0-23> DDDD", "0 4 ", "0:4 ", false),
        ("<00-23>:<00-59>-<00-59>", "2-3-4", "02:03-04", true),
        ("<1-12>-<1-12>:<1-12>", "1:2:3", "1-2:3", true),
        ("<01-12>:<00-23>-<00-23>", "6:9-4", "06:09-04", true),
        ("<01-12>:<00-23>-<00-23>", "6-", "06:", false),
    ])
    func laterSeparatorCloses(pattern: String, typed: String, text: String, complete: Bool) throws {
        let program = try MaskCompiler.compile(pattern)
        let result = program.transform(typed)
        #expect(result.text == text)
        #expect(result.isComplete == complete)
        #expect(result.unplaced.isEmpty)
        var pasted = MaskedTextEditor(program: program)
        pasted.insert(typed)
        #expect(pasted.text == text)
        #expect(pasted.isComplete == complete)
        var keys = MaskedTextEditor(program: program)
        for key in typed { keys.insert(String(key)) }
        #expect(keys.text == text)
        #expect(keys.isComplete == complete)
    }
}

extension ValuePromiseMask {
    /// Whether `typed` parts its digits into numbers exactly at its separators (a run of other
    /// characters between two digits), one number of the mask each, in order, every one a
    /// value (the last may be the start of one): then each typed digit has a place the person
    /// gave it. A single digit of a zero-padded pair is a value (rule 7 pads it).
    func partsEveryNumber(typed: String) -> Bool {
        var groups: [[Int]] = []
        var pending = true
        for character in typed {
            if let digit = character.wholeNumberValue, character.isNumber, (0...9).contains(digit) {
                if pending { groups.append([]) }
                groups[groups.count - 1].append(digit)
                pending = false
            } else {
                pending = true
            }
        }
        guard !groups.isEmpty, groups.count <= items.count else { return false }
        for (index, group) in groups.enumerated() {
            let last = index == groups.count - 1
            switch items[index] {
            case let .run(least, most):
                guard group.count <= most, group.count >= least || last else { return false }
            case let .range(low, high, padded):
                let value = group.reduce(0) { $0 * 10 + $1 }
                let width = String(high).count
                if padded {
                    guard group.count <= 2 else { return false }
                    if group.count == 2 { guard (low...high).contains(value) else { return false } }
                    else { guard (low...high).contains(value) || last && value * 10 <= high else { return false } }
                } else {
                    guard group.count <= width, group.count == 1 || group[0] != 0 else { return false }
                    let prefix = group.map(String.init).joined()
                    guard (low...high).contains(value) || last && (low...high).contains(where: { String($0).hasPrefix(prefix) }) else {
                        return false
                    }
                }
            }
        }
        return true
    }
}
