import MaskCompiler
import MaskLexer
import MaskVM
import Testing
import TestSupport

@Suite("Mask sets: union automaton, match and matches")
struct MaskSetMatchTests {
    static let cards = ["DDDD DDDD DDDD DDDD", "3DDD DDDDDD DDDDD"]
    static let phones = ["+7 (DDD) DDD-DD-DD", "+1 (DDD) DDD-DDDD", "+44 DDDD DDDDDD"]

    @Test("a set knows its masks, their patterns and names")
    func masks() throws {
        let cards = try MaskCompiler.compile(Self.cards)
        #expect(cards.isMaskSet)
        #expect(cards.masks.count == 2)
        #expect(cards.masks.map(\.pattern) == Self.cards)
        #expect(cards.masks.map(\.name) == [nil, nil])
        let named = try MaskCompiler.compile([MaskDefinition("DD", name: "two"), MaskDefinition("$DDD", symbols: ["$"], name: "money")])
        #expect(named.masks.map(\.name) == ["two", "money"])
        #expect(named.masks[1].symbols == "$")
        #expect(named.match("$123") == .complete)
        #expect(named.match("12") == .complete)
    }

    @Test("one unnamed mask compiles to exactly today's program", arguments: ["+?7|8(DDD)DDD-?DD-?DD", "DD?", "X-D"])
    func oneMask(pattern: String) throws {
        let alone = try MaskCompiler.compile(pattern)
        let listed = try MaskCompiler.compile([pattern])
        #expect(!listed.isMaskSet)
        #expect(listed.bytecode == alone.bytecode)
        #expect(listed.masks.count == 1)
        #expect(listed.masks[0].pattern == pattern)
    }

    @Test("match: complete in any, else partial in any, else illegal at the longest viable prefix", arguments: [
        ("3782 822463 10005", MatchResult.complete),
        ("4111 1111 1111 1111", .complete),
        ("3782 8", .partial),
        ("3782 82246", .partial),
        ("3782 8224631", .illegal(at: 11)),
        ("4111 11111", .illegal(at: 9)),
        ("x", .illegal(at: 0)),
        ("", .partial),
    ])
    func cardsMatch(sample: String, expected: MatchResult) throws {
        let cards = try MaskCompiler.compile(Self.cards)
        #expect(cards.match(sample) == expected)
    }

    @Test("matches: which masks the sample is complete in, which it could still become")
    func cardsMatches() throws {
        let cards = try MaskCompiler.compile(Self.cards)
        #expect(Array(cards.matches("3782").possible) == [0, 1])
        #expect(cards.matches("3782").complete.isEmpty)
        #expect(cards.matches("3782").result == .partial)
        #expect(Array(cards.matches("3782 822463 10005").complete) == [1])
        #expect(Array(cards.matches("3782 822463 10005").possible) == [1])
        #expect(Array(cards.matches("4111 1").possible) == [0])
        #expect(Array(cards.matches("3111 1111 1111 1111").complete) == [0])
        #expect(cards.matches("3782 8224631").result == .illegal(at: 11))
        #expect(cards.matches("3782 8224631").possible.isEmpty)
        let overlap = try MaskCompiler.compile(["DD-DD", "DD-D?D", "D?D?-DD"])
        #expect(Array(overlap.matches("12-34").complete) == [0, 1, 2])
        #expect(Array(overlap.matches("12-3").complete) == [1])
        #expect(Array(overlap.matches("12-3").possible) == [0, 1, 2])
        #expect(Array(overlap.matches("12-345").possible).isEmpty)
        #expect(Array(overlap.matches("-").possible) == [2])
    }

    @Test("a one-mask program's matches agree with match")
    func singleMatches() throws {
        let phone = try MaskCompiler.compile("+7(DDD)")
        #expect(phone.matches("+7(123)") == MaskMatches(result: .complete, complete: MaskIndexSet([0]), possible: MaskIndexSet([0])))
        #expect(phone.matches("+7(1") == MaskMatches(result: .partial, complete: MaskIndexSet(), possible: MaskIndexSet([0])))
        #expect(phone.matches("+8").result == .illegal(at: 1))
    }

    /// The union's verdict and labels, against each mask run on its own.
    static func expectAgreesWithMembers(_ set: MaskProgram, _ sample: String) {
        let found = set.matches(sample)
        var complete = MaskIndexSet()
        var possible = MaskIndexSet()
        var longest = 0
        for (index, mask) in set.masks.enumerated() {
            switch mask.program.match(sample) {
            case .complete:
                complete.insert(index)
                possible.insert(index)
            case .partial: possible.insert(index)
            case .illegal(let at): longest = max(longest, at)
            }
        }
        let expected: MatchResult = !complete.isEmpty ? .complete : !possible.isEmpty ? .partial : .illegal(at: longest)
        #expect(found == MaskMatches(result: expected, complete: complete, possible: possible), "sample \(sample)")
        #expect(set.match(sample) == expected, "sample \(sample)")
    }

    @Test("random sets agree with their masks run one by one, for members, prefixes and mutations")
    func randomSets() throws {
        var random = RandomMasks(seed: 13)
        var checked = 0
        for _ in 0..<60 {
            let count = Int.random(in: 2...5, using: &random.generator)
            let patterns = (0..<count).map { _ in random.pattern(maximumItems: 6) }
            guard let set = try? MaskCompiler.compile(patterns) else { continue }
            let asts = patterns.compactMap { try? MaskParser.parse($0) }
            for _ in 0..<20 {
                let ast = random.pick(asts)
                var sample = random.member(of: ast)
                if random.chance(0.5), !sample.isEmpty {
                    sample = String(sample.prefix(Int.random(in: 0..<sample.count, using: &random.generator)))
                }
                if random.chance(0.3) { sample += random.pick(RandomMasks.strangeCharacters) }
                Self.expectAgreesWithMembers(set, sample)
                checked += 1
            }
        }
        #expect(checked > 500)
    }

    @Test("masks may use different symbol sets")
    func symbolSets() throws {
        let set = try MaskCompiler.compile([MaskDefinition("$DD", symbols: ["$"]), MaskDefinition("#DD", symbols: ["#"])])
        #expect(Array(set.matches("$12").complete) == [0])
        #expect(Array(set.matches("#1").possible) == [1])
    }

    @Test("the 12-mask phone set's union automaton stays small")
    func phoneSetSize() throws {
        let set = try MaskCompiler.compile(MaskSetSamples.twelvePhones)
        #expect(set.masks.count == 12)
        #expect(set.matcher.stateCount < 300)
        for (index, pattern) in MaskSetSamples.twelvePhones.enumerated() {
            let sample = String(pattern.map { $0 == "D" ? "5" : $0 })
            #expect(set.matches(sample).complete.contains(index), "\(sample)")
        }
    }

    @Test("line counting over a set counts lines complete in any mask")
    func lineCounting() throws {
        let cards = try MaskCompiler.compile(Self.cards)
        let text = Array("3782 822463 10005\n4111 1111 1111 1111\n3782\nabc\n".utf8)
        let counter = LineCounter(cards)
        var progress = LineCounter.Progress()
        text.withUnsafeBufferPointer { counter.scan($0, &progress) }
        counter.finish(&progress)
        #expect(progress.complete == 2)
        #expect(progress.lines == 4)
    }
}

/// Sets the tests and the benchmarks share.
enum MaskSetSamples {
    /// Twelve national phone formats, written without sets so that they need only today's syntax.
    static let twelvePhones = [
        "+7 (DDD) DDD-DD-DD", "+1 (DDD) DDD-DDDD", "+44 DDDD DDDDDD", "+49 DDD DDDDDDDD",
        "+33 D DD DD DD DD", "+39 DDD DDD DDDD", "+34 DDD DDD DDD", "+81 DD-DDDD-DDDD",
        "+86 DDD DDDD DDDD", "+91 DDDDD DDDDD", "+55 (DD) DDDDD-DDDD", "+61 D DDDD DDDD",
    ]
}
