import MaskCompiler
import MaskLexer
@testable import MaskVM
import Testing
import TestSupport

/// The set's reading skips masks whose bound the best reading so far beats
/// (`MaskSetParts+Choice`); these tests hold it to the naive rule, which reads every mask.
@Suite("Mask sets: the bounded choice equals reading every mask")
struct MaskSetChoiceDifferentialTests {
    /// Runs the set's reading and the naive one on `input` and compares everything the
    /// callers see; checks every mask's bound against its actual reading.
    static func compare(
        _ program: MaskProgram, _ input: String, autocomplete: Bool, policy: OptionalLiteralPolicy, mark: Int, withKinds: Bool,
        _ comment: @autoclosure () -> String
    ) -> Bool {
        guard let set = program.maskSet else { return false }
        var sample = input
        return sample.withUTF8 { bytes in
            let reading = ReadingInput.isSimple(bytes) ? ReadingInput(simple: bytes) : ReadingInput(bytes: bytes, characters: input)
            let all = NaiveSetChoice.readings(set, reading, autocomplete: autocomplete, policy: policy, mark: mark)
            let expected = NaiveSetChoice.choose(all)
            // Every bound is one no reading of its mask beats.
            let tally = LetterOrDigit.tally(bytes)
            #expect(tally.total == NaiveSetChoice.lettersAndDigits(bytes), "\(comment())")
            for mask in all {
                let bound = set.bounds[mask.mask].bestKey(for: tally, mask: mask.mask)
                let actual = ChoiceKey(kept: mask.kept, complete: mask.complete, inserted: mask.inserted, mask: mask.mask)
                #expect(actual <= bound, "bound of mask \(mask.mask): \(actual) above \(bound); \(comment())")
                // The keep automaton's count bounds every reading's kept letters and digits,
                // and on ASCII input is exactly the reading's: walked, as the choice walks it,
                // over the input whose separators that close a range read as the mask's own.
                let tables = set.members[mask.mask].tables(for: policy)
                let lost = tables.withClosers(tables.foreignClosers(in: reading) ?? [], in: reading) { tables.keepAutomaton.count($0, tables).lost }
                let walked = tally.total - lost
                #expect(walked >= mask.kept, "keep automaton of mask \(mask.mask): \(walked) below \(mask.kept); \(comment())")
                #expect(reading.unitEnds != nil || walked == mask.kept,
                        "keep automaton of mask \(mask.mask): \(walked), read \(mask.kept); \(comment())")
            }
            let got = set.read(reading, autocomplete: autocomplete, optionalLiterals: policy, mark: mark,
                               withKinds: withKinds) { chosen, text, kinds, dropped in
                NaiveSetChoice.Reading(
                    mask: chosen.mask, text: Array(text), kinds: withKinds ? Array(kinds) : expected.kinds,
                    dropped: dropped, complete: chosen.complete, kept: expected.kept, inserted: expected.inserted,
                    finalRow: chosen.outcome.finalRow, markBefore: chosen.outcome.markBefore, markAfter: chosen.outcome.markAfter,
                    insertedLiteral: chosen.outcome.inserted, consumedAny: chosen.outcome.consumedAny)
            }
            #expect(withKinds || got.kinds == expected.kinds)
            #expect(got == expected, "\(comment())")
            return got == expected
        }
    }

    @Test("the issue's examples and the rule's steps", arguments: [
        (["DDDD DDDD DDDD DDDD", "3DDD DDDDDD DDDDD"], ["378282246310005", "4111111111111111", "3782 8224 6310 005", "3782", ""]),
        (["DDDD DDDD DDDD DDDD", "3[47]DD DDDDDD DDDDD"], ["378282246310005", "4111111111111111", "3782 8224 6310 005"]),
        (["+7 (DDD) DDD-DD-DD", "+1 (DDD) DDD-DDDD", "+44 DDDD DDDDDD"],
         ["79123456789", "15551234567", "442071234567", "+44 20 7123 4567", "+442071", "7", "+", "abc"]),
        (["DD", "DDDD"], ["1234"]), (["DDD", "DD"], ["12"]), (["+7 DDDD", "+44 DD"], ["4412"]),
        (["DD-DD", "DD.DD"], ["1234"]), (["DDDD", "DD-DD"], ["12-34"]),
        (["<01-12>:<0-59>/<0-23>", "<1-23> <1-99>-<0-23>:<1-7>"], ["6-8-", "6-8", "6 8-"]),
    ])
    func examples(patterns: [String], inputs: [String]) throws {
        let set = try MaskCompiler.compile(patterns)
        for input in inputs {
            for autocomplete in [true, false] {
                for policy in [OptionalLiteralPolicy.keptWhenTyped, .insertedWhenPassed] {
                    _ = Self.compare(set, input, autocomplete: autocomplete, policy: policy, mark: Int.max, withKinds: true,
                                     "\(patterns) \(input.debugDescription)")
                }
            }
        }
    }

    @Test("random sets, random inputs, marks and policies: the same reading as the naive rule",
          arguments: [1301, 1302, 1303, 1304] as [UInt64])
    func randomSets(seed: UInt64) throws {
        var random = RandomMasks(seed: seed)
        var checked = 0
        for round in 0..<60 {
            let count = Int.random(in: 2...5, using: &random.generator)
            let grown = round % 3 == 2
            let patterns = (0..<count).map { _ in
                random.chance(0.5) ? random.pattern(maximumItems: 7, grown: grown) : RandomEdits.pattern(&random.generator, maximumItems: 7)
            }
            guard let set = try? MaskCompiler.compile(patterns) else { continue }
            let asts = patterns.compactMap { try? MaskParser.parse($0) }
            guard !asts.isEmpty else { continue }
            for _ in 0..<12 {
                var input: String
                switch Int.random(in: 0..<4, using: &random.generator) {
                case 0: input = random.member(of: random.pick(asts))
                case 1: input = String(random.member(of: random.pick(asts)).filter { $0.isLetter || $0.isNumber })
                case 2: input = String(decoding: random.sample(for: random.pick(asts)), as: UTF8.self)
                default: input = RandomEdits.text(&random.generator, maximumLength: 14)
                }
                if random.chance(0.3) { input += random.pick(RandomMasks.strangeCharacters) }
                let units = input.count
                let mark = random.chance(0.5) ? Int.max : Int.random(in: 0...units, using: &random.generator)
                let autocomplete = random.chance(0.5)
                let policy: OptionalLiteralPolicy = random.chance(0.3) ? .insertedWhenPassed : .keptWhenTyped
                let withKinds = random.chance(0.5)
                if Self.compare(set, input, autocomplete: autocomplete, policy: policy, mark: mark, withKinds: withKinds,
                                "\(patterns) \(input.debugDescription) mark \(mark) autocomplete \(autocomplete) \(policy)") {
                    checked += 1
                }
            }
        }
        #expect(checked > 300)
    }

    @Test("random sets of range masks, typed numbers and separators: the same reading as the naive rule",
          arguments: [5101, 5102, 5103] as [UInt64])
    func randomRangeSets(seed: UInt64) throws {
        // Masks whose separators are of two kinds read a separator of their own typed where
        // they do not read it a second time (docs/editing.md, rule 6): a reading cut off
        // before that second reading must not lose the choice (`6-8-` into
        // [`<01-12>:<0-59>/<0-23>`, `<1-23> <1-99>-<0-23>:<1-7>`] is the second's, which
        // inserts no digit).
        var rng = SeededGenerator(seed: seed)
        var checked = 0
        var differ = 0
        for _ in 0..<80 {
            let masks = SetTypedSeparatorTests.random(&rng)
            let patterns = masks.map(\.pattern)
            guard let set = try? MaskCompiler.compile(patterns) else { continue }
            for _ in 0..<10 {
                let input = masks.randomElement(using: &rng)!.randomTyping(&rng)
                let mark = Bool.random(using: &rng) ? Int.max : Int.random(in: 0...input.count, using: &rng)
                let autocomplete = Bool.random(using: &rng)
                let policy: OptionalLiteralPolicy = Int.random(in: 0..<3, using: &rng) == 0 ? .insertedWhenPassed : .keptWhenTyped
                if Self.compare(set, input, autocomplete: autocomplete, policy: policy, mark: mark, withKinds: Bool.random(using: &rng),
                                "\(patterns) \(input.debugDescription) mark \(mark) autocomplete \(autocomplete) \(policy)") {
                    checked += 1
                } else {
                    differ += 1
                }
            }
        }
        print("seed \(seed): \(checked) range-set readings as the naive rule, \(differ) not")
        #expect(checked > 600)
    }

    @Test("bounds from the match automaton", arguments: [
        ("+7 (DDD) DDD-DD-DD", 11, 11, true, false),
        ("+44 DDDD DDDDDD", 12, 12, true, false),
        ("DDDD DDDD DDDD DDDD", 16, 16, true, false),
        ("LL-DD?", 4, 3, true, true),
        ("+-()", 0, 0, false, false),
        (#"\ЫD"#, 2, 1, true, false),
    ])
    func bounds(pattern: String, most: Int, fewest: Int, digit: Bool, letter: Bool) throws {
        let bound = MaskChoiceBound(try MaskCompiler.compile(pattern).matcher)
        #expect(bound.mostLettersOrDigits == most)
        #expect(bound.fewestInComplete == fewest)
        #expect(bound.readsASCIIDigit == digit)
        #expect(bound.readsASCIILetter == letter)
    }

    @Test("a set reads only the masks it must: one for each of the issue's examples, whose reader alone is made")
    func readsFewMasks() throws {
        for (patterns, input, chosen) in [
            (MaskSetTransformTests.cards, "378282246310005", 1), (MaskSetTransformTests.cards, "4111111111111111", 0),
            (MaskSetTransformTests.phones, "442071234567", 2), (MaskSetTransformTests.phones, "+44 20 7123 4567", 2),
            (MaskSetTransformTests.phones, "79123456789", 0),
        ] {
            let set = try MaskCompiler.compile(patterns)
            #expect(set.masks.allSatisfy { !$0.program.hasBuiltReadingParts }, "compiling a set makes no reader")
            _ = set.match(input)
            _ = set.match(input, optimistic: true)
            #expect(set.masks.allSatisfy { !$0.program.hasBuiltReadingParts }, "matching makes no reader")
            let result = set.transform(input)
            #expect(result.mask == chosen)
            #expect(set.masks.map(\.program.hasBuiltReadingParts) == set.masks.indices.map { $0 == chosen },
                    "only the chosen mask's reader is made: \(patterns) \(input)")
            #expect(set.maskSet?.bounds.count == patterns.count)
            // Every other mask's bound is below the chosen reading's key: the search stops
            // after reading it.
            guard let parts = set.maskSet else { continue }
            var bytes = Array(input.utf8)
            let (tally, winner) = bytes.withUnsafeMutableBufferPointer { buffer in
                let bytes = UnsafeBufferPointer(buffer)
                let reading = NaiveSetChoice.choose(NaiveSetChoice.readings(
                    parts, ReadingInput(bytes: bytes, characters: input), autocomplete: true, policy: .keptWhenTyped, mark: Int.max))
                return (LetterOrDigit.tally(bytes),
                        ChoiceKey(kept: reading.kept, complete: reading.complete, inserted: reading.inserted, mask: reading.mask))
            }
            let others = parts.bounds.indices.filter { $0 != chosen }.map { parts.bounds[$0].bestKey(for: tally, mask: $0) }
            #expect(others.allSatisfy { $0 < winner }, "\(patterns) \(input)")
        }
    }

    @Test("letters and digits are counted alike eight ASCII bytes at a time and one at a time", arguments: [41, 42] as [UInt64])
    func tallyByWords(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let alphabet = Array("0123456789aZz@[`{/:+- ()\u{7F}") + Array("٣Бé𝟙")
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...40, using: &rng)).map { _ in
                Bool.random(using: &rng) ? Character("7") : alphabet.randomElement(using: &rng)!
            })
            // One scalar at a time: an ASCII one by its byte, another as a buffer of its own
            // (shorter than a word, so counted by the byte loop).
            var expected = LetterOrDigit.Tally()
            for scalar in text.unicodeScalars {
                if scalar.isASCII {
                    let byte = UInt8(scalar.value)
                    if (0x30...0x39).contains(byte) { expected.asciiDigits += 1 }
                    if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) { expected.asciiLetters += 1 }
                } else {
                    expected.other += Array(String(scalar).utf8).withUnsafeBufferPointer { LetterOrDigit.tally($0).other }
                }
            }
            let got = Array(text.utf8).withUnsafeBufferPointer { LetterOrDigit.tally($0) }
            #expect(got.asciiDigits == expected.asciiDigits && got.asciiLetters == expected.asciiLetters
                    && got.other == expected.other, "\(text.debugDescription)")
        }
    }

    @Test("a set's bounds are made on its first transform, extract or edit: compiling, loading, matching and counting never make them")
    func boundsOnFirstUse() throws {
        let uses: [(String, (MaskProgram) -> Void)] = [
            ("transform", { _ = $0.transform("442071234567") }),
            ("transform utf8", { program in
                var text: [UInt8] = []
                _ = Array("79123456789".utf8).withUnsafeBufferPointer { program.transform(utf8: $0, into: &text) }
            }),
            ("extract", { _ = $0.extract("+44 2071 234567") }),
            ("editor", { _ = MaskedTextEditor(program: $0) }),
        ]
        for (use, run) in uses {
            let compiled = try MaskCompiler.compile(MaskSetSamples.twelvePhones)
            let loaded = try MaskProgram(bytecode: compiled.bytecode)
            for set in [compiled, loaded] {
                let parts = try #require(set.maskSet)
                #expect(!parts.hasBuiltBounds, "\(use): compiling or loading makes no bound")
                _ = set.match("+44 2071 234567")
                _ = set.match("+4", optimistic: true)
                _ = set.matches("+7 (912)")
                let counter = LineCounter(set)
                var progress = LineCounter.Progress()
                Array("+44 2071 234567\n+7 (912) 345-67-89\nabc\n".utf8).withUnsafeBufferPointer { counter.scan($0, &progress) }
                counter.finish(&progress)
                #expect(progress.complete == 2)
                #expect(!parts.hasBuiltBounds, "\(use): matching and counting make no bound")
                run(set)
                #expect(parts.hasBuiltBounds, "\(use) makes the bounds")
                #expect(parts.bounds == parts.members.map { MaskChoiceBound($0.matcher) })
            }
        }
    }

    @Test("threads racing on a set's first transform all choose alike")
    func boundsRace() async throws {
        let set = try MaskCompiler.compile(MaskSetSamples.twelvePhones)
        let inputs = ["442071234567", "79123456789", "+61 4 1234 5678", "+55 (11) 91234-5678", "15551234567", "+33 1 23 45 67 89"]
        let expected = try inputs.map { try MaskCompiler.compile(MaskSetSamples.twelvePhones).transform($0) }
        let results = await withTaskGroup(of: (Int, Transformed).self) { group in
            for (index, input) in inputs.enumerated() { group.addTask { (index, set.transform(input)) } }
            var results = [Transformed?](repeating: nil, count: inputs.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
        #expect(results == expected)
    }

    @Test("a set editor makes the readers of the masks its choices read, as transform does, and no other", arguments: [
        (MaskSetTransformTests.cards, "378282246310005", "", 1), (MaskSetTransformTests.cards, "4111 1111 1111 111", "1", 2),
        (MaskSetTransformTests.phones, "442071234567", "", 1), (MaskSetTransformTests.phones, "7912345678", "9", 1),
        (MaskSetTransformTests.phones, "+44 20 7123 456", "7", 3), (MaskSetTransformTests.phones, "+44 207", "1", 3),
    ])
    func editorReadsFewMasks(patterns: [String], text: String, key: String, made: Int) throws {
        let set = try MaskCompiler.compile(patterns)
        var field = MaskedTextEditor(program: set, text: text)
        // The texts the editor's readings read: the text, then (typing at the end) the text
        // as typed, without the literals the editor added, and the key.
        var inputs = [text]
        if !key.isEmpty {
            let typed = zip(field.text.utf8, field.kinds).filter { !ByteKind.isAdded($0.1) }.map(\.0)
            inputs.append(String(decoding: typed, as: UTF8.self) + key)
            field.insert(key)
        }
        // Transform makes the readers of the masks it reads, only those (`readsFewMasks`).
        let reference = try MaskCompiler.compile(patterns)
        for input in inputs { _ = reference.transform(input) }
        let expected = reference.masks.map(\.program.hasBuiltReadingParts)
        #expect(set.masks.map(\.program.hasBuiltReadingParts) == expected, "\(patterns) \(inputs)")
        #expect(field.mask == reference.transform(inputs[inputs.count - 1]).mask)
        // How many readers that is: one where the first mask read beats every other's bound;
        // all three phones where the bounds cannot tell a partial reading from a complete one.
        #expect(expected.filter { $0 }.count == made, "\(patterns) \(inputs)")
    }

    @Test("a reading that cannot keep enough letters and digits is abandoned before its exact search, and only then")
    func cutoff() throws {
        let tables = try MaskCompiler.compile("+7 (DDD) DDD-DD-DD").tables
        // The fast reading takes the 7 as data and drops the last digit; the exact search,
        // which keeps all eleven, runs only when eleven are enough.
        var bytes = Array("79123456789".utf8)
        let typed = NaiveSetChoice.lettersAndDigits(bytes)
        bytes.withUnsafeMutableBufferPointer { buffer in
            let input = ReadingInput(simple: UnsafeBufferPointer(buffer))
            var text = [UInt8](repeating: 0, count: tables.longestText)
            text.withUnsafeMutableBufferPointer { text in
                for (fewest, abandoned) in [(12, true), (11, false), (0, false)] {
                    var sink = ReadingSink(bytes: text.baseAddress!, kinds: nil, keepLiterals: true, capacity: text.count)
                    var dropped: [Int] = []
                    let outcome = tables.read(input, into: &sink, dropped: &dropped, autocomplete: true, mark: Int.max,
                                              cutoff: SearchCutoff(typed: input, typedCount: typed, fewestKept: fewest))
                    #expect((outcome == nil) == abandoned, "fewest \(fewest)")
                }
            }
        }
    }
}
