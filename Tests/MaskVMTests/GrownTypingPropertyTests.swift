import MaskCompiler
import MaskLexer
@testable import MaskVM
import Testing
import TestSupport

/// Typing normalization on random masks of the whole grown language (sets, negated sets,
/// number ranges, counts, `U`, `L`, `A`): a text of the mask typed in the wrong case and with
/// other scripts' digits keeps every letter and digit, and the editing invariants hold.
@Suite("Typing normalized per position, on random grown masks")
struct GrownTypingPropertyTests {
    /// Digits of other scripts, by value: Arabic-Indic, Persian, Devanagari, full-width.
    static let otherDigits: [[Character]] = [Array("٠١٢٣٤٥٦٧٨٩"), Array("۰۱۲۳۴۵۶۷۸۹"), Array("०१२३४५६७८९"), Array("０１２３４５６７８９")]

    /// `text` as a person might type it: each ASCII letter maybe in its other case, each
    /// ASCII digit maybe in another script.
    static func scrambled(_ text: String, _ rng: inout SeededGenerator) -> String {
        String(text.map { character -> Character in
            guard character.isASCII, Bool.random(using: &rng) else { return character }
            if let value = character.wholeNumberValue { return otherDigits.randomElement(using: &rng)![value] }
            if character.isLetter { return Character(character.isUppercase ? character.lowercased() : character.uppercased()) }
            return character
        })
    }

    @Test("a text of the mask typed in the wrong case or with other digits keeps its letters and digits; typing equals pasting",
          arguments: [41, 42, 43] as [UInt64])
    func scrambledMembers(seed: UInt64) throws {
        var random = RandomMasks(seed: seed)
        var rng = SeededGenerator(seed: seed)
        var checked = 0
        for _ in 0..<120 {
            let pattern = random.pattern(maximumItems: 5, grown: true)
            let ast = try MaskParser.parse(pattern)
            guard let program = try? MaskCompiler.compile(pattern) else { continue }
            for _ in 0..<4 {
                let member = random.member(of: ast)
                // Members with characters a reading takes apart (CR LF, combining marks) are
                // left to the other tests.
                guard member.unicodeScalars.count == member.count, member.count <= 24 else { continue }
                let typed = Self.scrambled(member, &rng)
                let context = "[\(pattern)] member [\(member)] typed [\(typed)]"
                // A reading that keeps every letter and digit exists (each where the member
                // has it, in one of its forms), so the reading keeps them all.
                let result = program.transform(typed)
                #expect(result.unplaced.isEmpty, "\(context) -> [\(result.text)] unplaced \(result.unplaced)")
                if case .illegal = program.match(result.text) { Issue.record("\(context) -> illegal [\(result.text)]") }
                #expect(program.transform(result.text).text == result.text, "\(context): transform is not idempotent")
                // The editor: pasting gives transform's text; typing key by key gives pasting's.
                var pasted = MaskedTextEditor(program: program)
                pasted.insert(typed)
                #expect(pasted.text == result.text, "\(context)")
                var keyed = MaskedTextEditor(program: program)
                var rejectedSymbol = false
                for character in typed where !keyed.insert(String(character)).rejected.isEmpty {
                    if !(character.isLetter || character.isNumber) { rejectedSymbol = true }
                }
                if case .illegal = program.match(keyed.text) { Issue.record("\(context): the editor shows illegal [\(keyed.text)]") }
                if !rejectedSymbol {
                    #expect(keyed.text == pasted.text, "\(context)")
                    #expect(keyed.value == pasted.value, "\(context)")
                }
                checked += 1
            }
        }
        #expect(checked > 250)
    }
}
