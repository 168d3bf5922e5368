import MaskCompiler
import MaskVM
import Testing
import TestSupport

/// The first letter or digit every reading drops, named by the exact search's forward pass
/// alone (``MaskProgram/firstDroppedLetterOrDigit(utf8:)``), which `maskc check --rules`
/// takes for an out-of-range date instead of the search, against the value reading
/// (``MaskProgram/readValue(utf8:into:)``, whose search it replaces) and the transform's
/// list of the letters and digits it could not place: wherever it answers, the value
/// reading must say `.dropped` at that offset, and it must answer wherever the transform
/// lists one (so it is neither wrong nor idle).
@Suite("The first dropped letter or digit against the value reading")
struct FirstDroppedLetterOrDigitTests {
    /// Every date preset's mask, and date and time masks with ranges.
    static let dateMasks = [
        "DDDD-<01-12>-<01-31>", "<01-31>.<01-12>.DDDD", "<01-31>/<01-12>/DDDD", "<01-12>/<01-31>/DDDD",
        "<1900-2099>-<01-12>-<01-31>", "<1-12>/<1-31>/DDDD", "DD.DD.DDDD", "DDDD-DD-DD", "<01-31>.<01-12>.DD",
        "<00-23>:<00-59>", "<00-23>:<00-59>:<00-59>", "<0-255>.<0-255>.<0-255>.<0-255>", "+7 (DDD) DDD-DD-DD",
    ]

    @Test("on dates of every kind, valid, out of range, short, long, with letters and other digits", arguments: [91, 92, 93] as [UInt64])
    func dates(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var named = 0
        var declined = 0
        for pattern in Self.dateMasks {
            let program = try MaskCompiler.compile(pattern)
            for _ in 0..<400 {
                if compare(program, Self.dateSample(&rng)) { named += 1 } else { declined += 1 }
            }
        }
        #expect(named > 1_000, "named \(named), declined \(declined)")
        #expect(declined > 1_000, "named \(named), declined \(declined)")
    }

    @Test("on random masks and random typing", arguments: [94, 95] as [UInt64])
    func randomMasks(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let pieces: [String] = Array("0123456789012345678913-./: ()+abXZ").map(String.init) + ["٣", "３", "\r\n", "é"]
        var named = 0
        for _ in 0..<80 {
            let program = try MaskCompiler.compile(RandomEdits.pattern(&rng))
            for _ in 0..<60 {
                let sample = (0..<Int.random(in: 0...16, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
                if compare(program, sample) { named += 1 }
            }
        }
        #expect(named > 300, "named \(named)")
    }

    /// Whether the quick way named an offset; expects it to be the value reading's.
    private func compare(_ program: MaskProgram, _ sample: String) -> Bool {
        let bytes = Array(sample.utf8)
        var printed: [UInt8] = []
        let (quick, outcome, verdict) = bytes.withUnsafeBufferPointer {
            (program.firstDroppedLetterOrDigit(utf8: $0), program.readValue(utf8: $0, into: &printed), program.transform(utf8: $0, into: &printed))
        }
        let context = "\(program.source.pattern) on \(sample.debugDescription)"
        let simple = bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        // Not simple: the quick way declines, and the long one decides.
        #expect(quick == (simple ? verdict.unplaced.first : nil), "\(context): \(String(describing: quick)) against \(verdict.unplaced)")
        guard let quick else { return false }
        #expect(outcome == .dropped(at: quick), "\(context): \(outcome) against \(quick)")
        return true
    }

    /// A date-like sample: a valid date, one with a field out of range, short or long,
    /// with a letter or other-script digits, or with its parts swapped or separators changed.
    static func dateSample(_ rng: inout SeededGenerator) -> String {
        func number(_ range: ClosedRange<Int>, width: Int) -> String {
            let text = String(Int.random(in: range, using: &rng))
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        let year = number(1800...2199, width: 4)
        var month = number(1...12, width: 2)
        var day = number(1...31, width: 2)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: month = number(13...99, width: 2)
        case 1: day = number(32...99, width: 2)
        case 2: month = "00"
        case 3: day = "00"
        case 4: month = number(0...9, width: 1)
        default: break
        }
        let separator = ["-", ".", "/", "-", " ", ":"].randomElement(using: &rng)!
        var parts = [[year, month, day], [day, month, year], [month, day, year]].randomElement(using: &rng)!
        if Int.random(in: 0..<8, using: &rng) == 0 { parts.removeLast() }
        var text = parts.joined(separator: separator)
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: text += String(Int.random(in: 0...9, using: &rng))
        case 1: text.removeLast()
        case 2: text.insert(["x", "Z", "a"].randomElement(using: &rng)!, at: text.index(text.startIndex, offsetBy: Int.random(in: 0...text.count, using: &rng)))
        case 3: text = String(text.map { $0.isNumber ? Character(UnicodeScalar(0x0660 + Int(String($0))!)!) : $0 })
        case 4: text = String(text.map { $0.isNumber ? Character(UnicodeScalar(0xFF10 + Int(String($0))!)!) : $0 })
        case 5: text = text.filter(\.isNumber)
        case 6: text = " " + text
        default: break
        }
        return text
    }
}
