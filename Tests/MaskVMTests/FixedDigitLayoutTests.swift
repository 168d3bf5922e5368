import MaskCompiler
@testable import MaskVM
import Testing
import TestSupport

/// The quick reading of digits (and symbols) typed for a mask of one fixed row (``FixedDigitLayout``),
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
            // A row without number ranges has a layout.
            let layout = try #require(FixedDigitLayout(program), "[\(pattern)] is one row")
            for _ in 0..<12 {
                let sample = Self.sample(&rng, around: layout.digitPositions)
                if compare(program, layout, sample) { read += 1 } else { declined += 1 }
            }
        }
        // Both ways are taken: the comparison is not empty, nor the quick reading a copy of the long one.
        #expect(read > 200)
        #expect(declined > 200)
    }

    @Test("on random masks of one row, a letter it finds without place is the one the value reading drops first", arguments: [81, 82] as [UInt64])
    func lettersWithoutPlace(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var found = 0
        var declined = 0
        try Self.forEachRandomRow(120, &rng) { program, layout, rng in
            for _ in 0..<10 {
                // Letters and symbols, a space now and then, a digit now and then.
                var sample: [Character] = []
                for _ in 0..<Int.random(in: 1...6, using: &rng) {
                    sample.append(Array("xAnzé/.-( :").randomElement(using: &rng)!)
                }
                if Int.random(in: 0..<6, using: &rng) == 0 { sample.insert("5", at: Int.random(in: 0...sample.count, using: &rng)) }
                let text = String(sample)
                guard let at = Array(text.utf8).withUnsafeBufferPointer({ layout.firstLetterWithoutPlace($0) }) else {
                    declined += 1
                    continue
                }
                found += 1
                #expect(program.readValue(text).outcome == .dropped(at: at), "[\(program.source.pattern)] [\(text)]")
            }
        }
        #expect(found > 200)
        #expect(declined > 100)
    }

    @Test("on random masks of one row, every proper start of a text it reads as incomplete is the value reading's", arguments: [91, 92, 93] as [UInt64])
    func incompleteStarts(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var read = 0
        var declined = 0
        try Self.forEachRandomRow(150, &rng) { program, layout, rng in
            // A text of the row: its symbols, and a digit of each position's set (the
            // transform of enough digits writes one); then each of its proper starts,
            // changed now and then by a byte typed in place of one or after it.
            let digits = String((0..<layout.digitPositions).map { _ in Array("0123456789").randomElement(using: &rng)! })
            let text = Array(program.transform(digits).text.utf8)
            for end in 0..<text.count {
                var sample = Array(text[..<end])
                switch Int.random(in: 0..<5, using: &rng) {
                case 0 where !sample.isEmpty: sample[sample.count - 1] = Array(" -(+x7".utf8).randomElement(using: &rng)!
                case 1: sample.append(Array(" -(+x7".utf8).randomElement(using: &rng)!)
                default: break
                }
                var printed: [UInt8] = []
                guard sample.withUnsafeBufferPointer({ layout.readIncomplete($0, into: &printed) }) else {
                    declined += 1
                    continue
                }
                read += 1
                let typed = String(decoding: sample, as: UTF8.self)
                let reading = program.readValue(typed)
                #expect(reading.outcome == .incomplete, "[\(program.source.pattern)] [\(typed)]")
                #expect(reading.printed == String(decoding: printed, as: UTF8.self), "[\(program.source.pattern)] [\(typed)]")
            }
        }
        #expect(read > 100)
        #expect(declined > 50)
    }

    @Test("on random masks of one row, a letter after a whole value is the one the value reading drops", arguments: [97, 98, 99] as [UInt64])
    func lettersAfterValue(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var found = 0
        var declined = 0
        try Self.forEachRandomRow(300, &rng) { program, layout, rng in
            for _ in 0..<10 {
                // Digits and symbols as the quick reading's samples, then letters, symbols,
                // spaces, now and then a digit or a letter that is not ASCII.
                var sample = Self.sample(&rng, around: layout.digitPositions)
                for index in 0..<Int.random(in: 1...5, using: &rng) {
                    let alphabet = index == 0 ? Array("xAnzE") : Array("xAnz /.-():+é5")
                    sample.append(alphabet.randomElement(using: &rng)!)
                }
                guard let at = Array(sample.utf8).withUnsafeBufferPointer({ layout.firstLetterAfterValue($0) }) else {
                    declined += 1
                    continue
                }
                found += 1
                #expect(program.readValue(sample).outcome == .dropped(at: at), "[\(program.source.pattern)] [\(sample)]")
            }
        }
        #expect(found > 200)
        #expect(declined > 200)
        // The benchmark's phones with a letter after them.
        let phone = try MaskCompiler.compile("+7 (DDD) DDD-DD-DD")
        let layout = try #require(FixedDigitLayout(phone))
        for (typed, at) in [("+7 (912) 345-67-89x", 18), ("79123456789 ext", 12), ("+7 912 345 67 89x1", nil)] as [(String, Int?)] {
            #expect(Array(typed.utf8).withUnsafeBufferPointer { layout.firstLetterAfterValue($0) } == at, "[\(typed)]")
            if let at { #expect(phone.readValue(typed).outcome == .dropped(at: at), "[\(typed)]") }
        }
    }

    @Test("on random masks of one row, a digit it finds without place is the one the value reading drops", arguments: [94, 95, 96] as [UInt64])
    func digitsWithoutPlace(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var found = 0
        var declined = 0
        try Self.forEachRandomRow(150, &rng) { program, layout, rng in
            for _ in 0..<10 {
                // Digits and symbols as the quick reading's samples, with one to three digits more.
                var sample = Self.sample(&rng, around: layout.digitPositions)
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let extra = Array("0123456789").randomElement(using: &rng)!
                    if Bool.random(using: &rng) { sample.append(extra) } else { sample.insert(extra, at: sample.startIndex) }
                }
                if Int.random(in: 0..<4, using: &rng) == 0 { sample += Array([" ", "-", ")", "7"]).randomElement(using: &rng)! }
                guard let at = Array(sample.utf8).withUnsafeBufferPointer({ layout.firstDigitWithoutPlace($0) }) else {
                    declined += 1
                    continue
                }
                found += 1
                #expect(program.readValue(sample).outcome == .dropped(at: at), "[\(program.source.pattern)] [\(sample)]")
            }
        }
        #expect(found > 150)
        #expect(declined > 50)
        // The benchmark's phones with a digit too many: the digit after the row's last.
        let phone = try MaskCompiler.compile("+7 (DDD) DDD-DD-DD")
        let layout = try #require(FixedDigitLayout(phone))
        for (typed, at) in [("791234567891", 11), ("+7 (912) 345-67-891", 18), ("+7 912 345 67 89 0", 17)] {
            #expect(Array(typed.utf8).withUnsafeBufferPointer { layout.firstDigitWithoutPlace($0) } == at, "[\(typed)]")
            #expect(phone.readValue(typed).outcome == .dropped(at: at), "[\(typed)]")
        }
    }

    @Test("the benchmark's n/a is found at once; a label before a space, a digit or a letter not ASCII is left to the long way")
    func phoneLetters() throws {
        let program = try MaskCompiler.compile("+7 (DDD) DDD-DD-DD")
        let layout = try #require(FixedDigitLayout(program))
        for (typed, at) in [("n/a", 0), ("N/A", 0), ("-x-", 1), ("(none)", 1)] {
            #expect(Array(typed.utf8).withUnsafeBufferPointer { layout.firstLetterWithoutPlace($0) } == at, "[\(typed)]")
            #expect(program.readValue(typed).outcome == .dropped(at: at), "[\(typed)]")
        }
        // `abc def` drops its `d` first: the value reading passes over a word before a space.
        #expect(program.readValue("abc def").outcome == .dropped(at: 4))
        for declined in ["abc def", "n/a 7", "x7", "é/a", "n/a\r\n", "/"] {
            #expect(Array(declined.utf8).withUnsafeBufferPointer { layout.firstLetterWithoutPlace($0) } == nil, "[\(declined)]")
        }
    }

    @Test("masks that are not one row of digits and ASCII symbols have no layout")
    func notARow() throws {
        for pattern in ["+?7|8(DDD)DDD-?DD-?DD", "DD-?DD", "<10-12>-DD", "D{2,4}", "<01-12>.DDDD", "XX-DD", "UU-DDD", "AD", "DD\\№", "D|X", "DD[-.]DD",
                        "<10-12>", "<5-7>D"] {
            #expect(FixedDigitLayout(try MaskCompiler.compile(pattern)) == nil, "[\(pattern)]")
        }
        // A range with no symbol after it has no value rules, yet rule 6 holds there: `1)1`
        // is no month 11, which the layout, reading symbols as formatting, would not see.
        #expect(try MaskCompiler.compile("<10-12>").readValue("1)1").outcome == .incomplete)
        #expect(try MaskCompiler.compile("<5-7>D").readValue("7.7").outcome == .value)
        let set = try MaskCompiler.compile(["DDD", "DDDD"])
        #expect(FixedDigitLayout(set) == nil)
    }

    @Test("on random masks of one row, the verdict's walk of bytes says what the reading says, on any bytes", arguments: [74, 75] as [UInt64])
    func verdictOnAnyBytes(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        // The reading's answer for each sample, once the verdict is held to it.
        var answers: [Bool] = []
        try Self.forEachRandomRow(150, &rng) { program, layout, rng in
            answers += (0..<20).map { _ in
                // A sample the reading may take, then now and then a byte of any value put
                // in, put in place of one, or taken out (letters, non-ASCII, control bytes).
                var sample = Array(Self.sample(&rng, around: layout.digitPositions).utf8)
                let byte = UInt8.random(in: 0...255, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: sample.insert(byte, at: Int.random(in: 0...sample.count, using: &rng))
                case 1 where !sample.isEmpty: sample[Int.random(in: 0..<sample.count, using: &rng)] = byte
                case 2 where !sample.isEmpty: sample.remove(at: Int.random(in: 0..<sample.count, using: &rng))
                default: break
                }
                var printed: [UInt8] = []
                let isRead = sample.withUnsafeBufferPointer { layout.read($0, into: &printed) }
                #expect(sample.withUnsafeBufferPointer { layout.isValue($0) } == isRead, "[\(program.source.pattern)] \(sample)")
                return isRead
            }
        }
        // Both answers are common, or the comparison would say little.
        #expect(answers.count(where: { $0 }) > 150)
        #expect(answers.count(where: { !$0 }) > 300)
    }

    @Test("the benchmark's phones read as the search reads them; a moved separator or a letter is left to the long way")
    func phone() throws {
        let program = try MaskCompiler.compile("+7 (DDD) DDD-DD-DD")
        let layout = try #require(FixedDigitLayout(program))
        #expect(layout.digitPositions == 11)
        // The walk's table as ClassPairWalk's PERF note sizes it: the dead row and two rows for
        // each of the 12 slots; the digit 7, the other digits, a symbol, a separator, another byte.
        #expect(layout.valueWalk.rowCount == 25)
        #expect(layout.valueWalk.classCount == 5)
        var printed: [UInt8] = []
        for typed in ["79123456789", "+79123456789", "+7 912 345 67 89", "+7 (912) 345-67-89 ", "7-912-345-67-89"] {
            #expect(Array(typed.utf8).withUnsafeBufferPointer { layout.read($0, into: &printed) }, "[\(typed)]")
            #expect(String(decoding: printed, as: UTF8.self) == "+7 (912) 345-67-89", "[\(typed)]")
            #expect(compare(program, layout, typed))
        }
        // Not its `7`, a digit too many, a letter, a dash between 4 and 5: no value.
        for declined in ["89123456789", "791234567890", "+7 912 345 67 89 ext", "+7 (912) 34-56-789"] {
            #expect(!Array(declined.utf8).withUnsafeBufferPointer { layout.read($0, into: &printed) }, "[\(declined)]")
            #expect(program.readValue(declined).outcome != .value, "[\(declined)]")
        }
        // Ten digits are a value (the `7` is the mask's), but not one this reading knows.
        #expect(!Array("9123456789".utf8).withUnsafeBufferPointer { layout.read($0, into: &printed) })
        #expect(program.readValue("9123456789").printed == "+7 (912) 345-67-89")
    }

    /// Whether the quick reading read `sample`; where it did, that it agrees with the value
    /// reading and the search alone.
    @discardableResult
    private func compare(_ program: MaskProgram, _ layout: FixedDigitLayout, _ sample: String) -> Bool {
        var printed: [UInt8] = []
        let isRead = Array(sample.utf8).withUnsafeBufferPointer { layout.read($0, into: &printed) }
        // The verdict alone (check --rules' quick lane) says the same as the reading.
        #expect(Array(sample.utf8).withUnsafeBufferPointer { layout.isValue($0) } == isRead, "[\(program.source.pattern)] [\(sample)]")
        guard isRead else { return false }
        let quick = String(decoding: printed, as: UTF8.self)
        let context: Comment = "[\(program.source.pattern)] [\(sample)]"
        let value = program.readValue(sample)
        #expect(value.outcome == .value, context)
        #expect(value.printed == quick, context)
        let search = program.tables.readBySearchAlone(sample, autocomplete: true)
        #expect(search.text == quick, context)
        // Only typed symbols are dropped: every digit is kept.
        let units = Array(sample)
        #expect(search.dropped.allSatisfy { !units[$0].isNumber }, context)
        #expect(program.match(quick) == .complete, context)
        return true
    }

    /// Runs `body` on `count` random one-row masks (``rowPattern(_:)``) with their layouts,
    /// skipping a pattern that has none, and hands it the generator to draw its samples from.
    static func forEachRandomRow(
        _ count: Int, _ rng: inout SeededGenerator,
        _ body: (MaskProgram, FixedDigitLayout, inout SeededGenerator) throws -> Void
    ) throws {
        for _ in 0..<count {
            let program = try MaskCompiler.compile(rowPattern(&rng))
            guard let layout = FixedDigitLayout(program) else { continue }
            try body(program, layout, &rng)
        }
    }

    /// A mask of one row: digit classes, literal digits, digit sets and ASCII symbols, with
    /// symbols at either end sometimes. No number ranges: a mask with them has no layout
    /// (rule 6, ``notARow()``).
    static func rowPattern(_ rng: inout SeededGenerator) -> String {
        let pieces = ["D", "D", "D", "D", "7", "0", "1", "[0-3]", "[5-9]", "[13579]", "-", " ", "(", ")", "+", ".", "/", ":"]
        var pattern = ""
        for _ in 0..<Int.random(in: 1...12, using: &rng) { pattern += pieces.randomElement(using: &rng)! }
        // At least one digit position, so the row is not a row of symbols alone.
        if !pattern.contains(where: { $0.isNumber || $0 == "D" || $0 == "[" || $0 == "<" }) { pattern += "D" }
        return pattern
    }

    /// Digits as ``digits(_:around:)`` makes them, often with symbols and spaces typed
    /// between and around them (some the row writes, some it does not), now and then a letter.
    static func sample(_ rng: inout SeededGenerator, around count: Int) -> String {
        var sample = Array(digits(&rng, around: count))
        if Bool.random(using: &rng) {
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                sample.insert(Array(" -().+/#:").randomElement(using: &rng)!, at: Int.random(in: 0...sample.count, using: &rng))
            }
        }
        if Int.random(in: 0..<10, using: &rng) == 0 {
            sample.insert("x", at: Int.random(in: 0...sample.count, using: &rng))
        }
        return String(sample)
    }

    /// Digits: mostly as many as the row takes, sometimes one more or one fewer; mostly a
    /// row's own literal digits where they stand, by chance otherwise.
    static func digits(_ rng: inout SeededGenerator, around count: Int) -> String {
        let length = max(0, count + [0, 0, 0, 0, 0, 1, -1].randomElement(using: &rng)!)
        let alphabet = Bool.random(using: &rng) ? Array("0123456789") : Array("0137")
        return String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
    }
}
