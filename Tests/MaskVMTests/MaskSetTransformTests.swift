import MaskCompiler
import MaskLexer
import MaskVM
import Testing
import TestSupport

@Suite("Mask sets: choosing a mask for transform and extract")
struct MaskSetTransformTests {
    static let cards = ["DDDD DDDD DDDD DDDD", "3DDD DDDDDD DDDDD"]
    static let phones = ["+7 (DDD) DDD-DD-DD", "+1 (DDD) DDD-DDDD", "+44 DDDD DDDDDD"]

    @Test("the issue's card examples", arguments: [
        ("378282246310005", "3782 822463 10005", 1),
        ("4111111111111111", "4111 1111 1111 1111", 0),
        ("3782 8224 6310 005", "3782 822463 10005", 1),
    ])
    func cards(input: String, text: String, mask: Int) throws {
        let cards = try MaskCompiler.compile(Self.cards)
        let result = cards.transform(input)
        #expect(result.text == text)
        #expect(result.mask == mask)
        #expect(result.isComplete)
    }

    @Test("the issue's phone examples", arguments: [
        ("79123456789", "+7 (912) 345-67-89", 0),
        ("15551234567", "+1 (555) 123-4567", 1),
        ("442071234567", "+44 2071 234567", 2),
        ("+44 20 7123 4567", "+44 2071 234567", 2),
    ])
    func phones(input: String, text: String, mask: Int) throws {
        let phones = try MaskCompiler.compile(Self.phones)
        let result = phones.transform(input)
        #expect(result.text == text)
        #expect(result.mask == mask)
        #expect(result.isComplete)
    }

    @Test("each step of the rule decides", arguments: [
        // 1. most typed letters and digits kept: the second mask keeps all four.
        (["DD", "DDDD"], "1234", "1234", 1),
        // 2. then complete over partial: both keep two digits; the second is complete.
        (["DDD", "DD"], "12", "12", 1),
        // 3. then fewest inserted letters and digits: `44` as the literal of `+44`, not as data after `+7`.
        (["+7 DDDD", "+44 DD"], "4412", "+44 12", 1),
        // 4. then list order: both equal, the first wins.
        (["DD-DD", "DD.DD"], "1234", "12-34", 0),
        // Symbols and spaces do not count: the first keeps the digits, the second a dash more.
        (["DDDD", "DD-DD"], "12-34", "1234", 0),
    ])
    func ruleSteps(patterns: [String], input: String, text: String, mask: Int) throws {
        let set = try MaskCompiler.compile(patterns)
        let result = set.transform(input)
        #expect(result.text == text, "\(patterns) \(input)")
        #expect(result.mask == mask, "\(patterns) \(input)")
    }

    @Test("extract reads with the mask transform chooses")
    func extract() throws {
        let cards = try MaskCompiler.compile(Self.cards)
        let found = cards.extract("3782 822463 10005")
        #expect(found.value == "78282246310005")
        #expect(found.mask == 1)
        #expect(found.result == .complete)
        let phones = try MaskCompiler.compile(Self.phones)
        #expect(phones.extract("+1 (555) 123-4567").value == "5551234567")
        #expect(phones.extract("+1 (555) 123-4567").mask == 1)
    }

    /// The rule, computed the slow way: every mask's own transform, scored from its result.
    static func expectedChoice(_ set: MaskProgram, _ input: String) -> (text: String, mask: Int) {
        func letters(_ text: String) -> Int {
            text.unicodeScalars.count { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        }
        let typed = Array(input)
        var best: (kept: Int, complete: Bool, inserted: Int, text: String, mask: Int)?
        for (index, mask) in set.masks.enumerated() {
            let result = mask.program.transform(input)
            let kept = letters(input) - result.dropped.reduce(0) { $0 + letters(String(typed[$1])) }
            let inserted = letters(result.text) - kept
            // Rule 2 is about the text: complete in the mask (whatever was dropped).
            let complete = mask.program.match(result.text) == .complete
            if let current = best {
                let better = kept != current.kept ? kept > current.kept
                    : complete != current.complete ? complete : inserted < current.inserted
                if !better { continue }
            }
            best = (kept, complete, inserted, result.text, index)
        }
        return (best!.text, best!.mask)
    }

    @Test("random sets and inputs: the choice is the rule's, and the text is that mask's transform")
    func randomSets() throws {
        var random = RandomMasks(seed: 1313)
        var checked = 0
        for _ in 0..<50 {
            let count = Int.random(in: 2...4, using: &random.generator)
            let patterns = (0..<count).map { _ in random.pattern(maximumItems: 6) }
            guard let set = try? MaskCompiler.compile(patterns) else { continue }
            let asts = patterns.compactMap { try? MaskParser.parse($0) }
            for _ in 0..<15 {
                var input = random.member(of: random.pick(asts))
                if random.chance(0.5) { input = String(input.filter { $0.isLetter || $0.isNumber }) }
                if random.chance(0.3) { input += random.pick(RandomMasks.strangeCharacters) }
                let expected = Self.expectedChoice(set, input)
                let result = set.transform(input)
                #expect(result.mask == expected.mask, "\(patterns) \(input.debugDescription)")
                #expect(result.text == expected.text, "\(patterns) \(input.debugDescription)")
                #expect(result == set.masks[result.mask].program.transform(input).withMask(result.mask))
                checked += 1
            }
        }
        #expect(checked > 400)
    }
}

extension Transformed {
    func withMask(_ mask: Int) -> Transformed {
        var copy = self
        copy.mask = mask
        return copy
    }
}
