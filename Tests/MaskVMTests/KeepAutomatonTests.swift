import MaskCompiler
import MaskLexer
@testable import MaskVM
import Testing
import TestSupport

/// The keep automaton is the exact search's forward pass made a DFA; these tests hold it to
/// that pass, at any cap, and show that a set's choice reads fewer masks with it.
@Suite("Keep automaton: the forward pass as a DFA")
struct KeepAutomatonTests {
    static let twelvePhones = [
        "+7 (DDD) DDD-DD-DD", "+1 (DDD) DDD-DDDD", "+44 DDDD DDDDDD", "+49 DDD DDDDDDDD",
        "+33 D DD DD DD DD", "+39 DDD DDD DDDD", "+34 DDD DDD DDD", "+81 DD-DDDD-DDDD",
        "+86 DDD DDDD DDDD", "+91 DDDDD DDDDD", "+55 (DD) DDDDD-DDDD", "+61 D DDDD DDDD",
    ]

    /// Whether `automaton` finds on `text` what the forward pass of `ReadingSearch` finds:
    /// the same dropped letters and digits, and the same letters and digits outside its
    /// candidates.
    static func agrees(_ automaton: KeepAutomaton, _ tables: ReadingTables, _ text: String, _ comment: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            let input = ReadingInput.isSimple(bytes) ? ReadingInput(simple: bytes) : ReadingInput(bytes: bytes, characters: text)
            let search = ReadingSearch(tables: tables, input: input)
            let typed = LetterOrDigit.count(bytes)
            let mostKept = SearchCutoff(typed: input, typedCount: typed, fewestKept: 0).mostKept(search)
            let count = automaton.count(input, tables)
            #expect(count.dropped == search.droppedLettersAndDigits, "dropped: \(comment)")
            #expect(typed - count.lost == mostKept, "kept: \(comment)")
            return count.dropped == search.droppedLettersAndDigits && typed - count.lost == mostKept
        }
    }

    @Test("random masks and inputs (other scripts, alternates, symbols): the same counts as the forward pass, at any cap",
          arguments: [1401, 1402, 1403] as [UInt64])
    func differential(seed: UInt64) throws {
        var random = RandomMasks(seed: seed)
        var checked = 0
        for round in 0..<80 {
            let grown = round % 2 == 1
            let pattern = random.chance(0.6) ? random.pattern(maximumItems: 8, grown: grown)
                : RandomEdits.pattern(&random.generator, maximumItems: 8)
            guard let program = try? MaskCompiler.compile(pattern), let ast = try? MaskParser.parse(pattern) else { continue }
            for policy in [OptionalLiteralPolicy.keptWhenTyped, .insertedWhenPassed] {
                let tables = program.tables(for: policy)
                let automata = [tables.keepAutomaton, KeepAutomaton(tables, maximumSubsets: 1), KeepAutomaton(tables, maximumSubsets: 3)]
                for _ in 0..<8 {
                    var input: String
                    switch Int.random(in: 0..<5, using: &random.generator) {
                    case 0: input = random.member(of: ast)
                    case 1: input = String(random.member(of: ast).filter { $0.isLetter || $0.isNumber })
                    case 2: input = String(decoding: random.sample(for: ast), as: UTF8.self)
                    case 3: input = random.member(of: ast).uppercased() + random.member(of: ast).lowercased()
                    default: input = RandomEdits.text(&random.generator, maximumLength: 14)
                    }
                    if random.chance(0.3) {
                        let strange = random.pick(RandomMasks.strangeCharacters)
                        let at = Int.random(in: 0...input.count, using: &random.generator)
                        input.insert(contentsOf: strange, at: input.index(input.startIndex, offsetBy: at))
                    }
                    for (index, automaton) in automata.enumerated() {
                        if Self.agrees(automaton, tables, input, "\(pattern) \(input.debugDescription) \(policy) automaton \(index)") {
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked > 1500)
    }

    @Test("cases the table has no column for, and letters read as their other case", arguments: [
        ("UL-DD", ["ab-12", "aB12", "٣ab", "e\u{301}a12", "A\r\nb12", "😀", ""]),
        ("[٠-٩]D", ["٣٣", "33", "٣3", "3٣x"]),
        ("+7 (DDD) DDD-DD-DD", ["79123456789", "+7 (912) 345-67-89 0", "７９１２３", "+٧ 912"]),
        (#"\ЫD?L"#, ["ы1a", "Ы", "ыы", "1a"]),
    ])
    func edges(pattern: String, inputs: [String]) throws {
        let program = try MaskCompiler.compile(pattern)
        for policy in [OptionalLiteralPolicy.keptWhenTyped, .insertedWhenPassed] {
            let tables = program.tables(for: policy)
            for input in inputs {
                #expect(Self.agrees(tables.keepAutomaton, tables, input, "\(pattern) \(input.debugDescription)"))
                #expect(Self.agrees(KeepAutomaton(tables, maximumSubsets: 1), tables, input, "cap 1: \(pattern) \(input.debugDescription)"))
            }
        }
    }

    @Test("past the cap the automaton stops making subsets, and the walk takes the explicit step there")
    func cap() throws {
        let tables = try MaskCompiler.compile("+7 (DDD) DDD-DD-DD").tables
        let full = tables.keepAutomaton
        #expect(!full.isCapped)
        #expect(full.subsetCount > 3)
        let capped = KeepAutomaton(tables, maximumSubsets: 3)
        #expect(capped.isCapped)
        #expect(capped.subsetCount == 3)
        #expect(capped.transitions.contains(-1))
        for input in ["79123456789", "+7 (912) 345-67-89", "791234567890123", "x", ""] {
            #expect(Self.agrees(capped, tables, input, input))
        }
    }

    @Test("a set whose masks' keep automata are capped still chooses as reading every mask does")
    func cappedSet() throws {
        let sets = [MaskSetTransformTests.cards, MaskSetTransformTests.phones, Self.twelvePhones]
        let inputs = ["378282246310005", "4111111111111111", "3782 8224 6310 005", "79123456789", "15551234567", "442071234567",
                      "+44 20 7123 4567", "+61 4 1234 5678", "+55 (11) 91234-5678", "+7 912", "٣٣", "abc", ""]
        for patterns in sets {
            for cap in [1, 2, 5] {
                let program = try MaskCompiler.compile(patterns)
                guard let parts = program.maskSet else { continue }
                for member in parts.members {
                    for policy in [OptionalLiteralPolicy.keptWhenTyped, .insertedWhenPassed] {
                        let tables = member.tables(for: policy)
                        #expect(tables.keepSlot.publish(KeepAutomaton(tables, maximumSubsets: cap)).subsetCount <= cap)
                    }
                }
                for input in inputs {
                    for policy in [OptionalLiteralPolicy.keptWhenTyped, .insertedWhenPassed] {
                        _ = MaskSetChoiceDifferentialTests.compare(
                            program, input, autocomplete: true, policy: policy, mark: Int.max, withKinds: true,
                            "cap \(cap): \(patterns) \(input.debugDescription)")
                    }
                }
            }
        }
    }

    /// The masks a set reads (not only walks) to choose for `input`.
    static func masksRead(_ parts: MaskSetParts, _ input: String) -> [Int] {
        var log: UInt64 = 0
        var copy = input
        copy.withUTF8 { bytes in
            let reading = ReadingInput.isSimple(bytes) ? ReadingInput(simple: bytes) : ReadingInput(bytes: bytes, characters: input)
            withUnsafeMutablePointer(to: &log) { log in
                parts.read(reading, autocomplete: true, mark: Int.max, withKinds: false, readLog: log) { _, _, _, _ in () }
            }
        }
        return (0..<64).filter { log & (1 << UInt64($0)) != 0 }
    }

    @Test("the readings share work: masks that tie on the bound are ranked by their keep automata, and only the winner is read",
          arguments: [
              (KeepAutomatonTests.twelvePhones, "+61 4 1234 5678", 11),
              (KeepAutomatonTests.twelvePhones, "+55 (11) 91234-5678", 10),
              (KeepAutomatonTests.twelvePhones, "+44 20 7123 4567", 2),
              (KeepAutomatonTests.twelvePhones, "79123456789", 0),
              (MaskSetTransformTests.phones, "15551234567", 1),
              (MaskSetTransformTests.phones, "79123456789", 0),
              (MaskSetTransformTests.cards, "378282246310005", 1),
              (MaskSetTransformTests.cards, "3782 8224 6310 005", 1),
          ])
    func sharing(patterns: [String], input: String, chosen: Int) throws {
        let program = try MaskCompiler.compile(patterns)
        guard let parts = program.maskSet else { throw MaskSetShareError.notASet }
        #expect(program.transform(input).mask == chosen)
        #expect(Self.masksRead(parts, input) == [chosen], "\(input)")
    }

    enum MaskSetShareError: Error { case notASet }
}
