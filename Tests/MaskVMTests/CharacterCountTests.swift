import MaskCompiler
import MaskLexer
@testable import MaskVM
import Testing

@Suite("Byte offsets to Character offsets")
struct CharacterCountTests {
    private func count(_ text: String, _ byteOffset: Int) -> Int {
        Array(text.utf8).withUnsafeBufferPointer { MaskProgram.characterCount(before: byteOffset, in: $0) }
    }

    @Test("ASCII: one byte, one Character", arguments: [0, 1, 5, 10])
    func ascii(offset: Int) {
        #expect(count("0123456789", offset) == offset)
    }

    @Test("multi-byte characters count once, and only when wholly before the offset")
    func multibyte() {
        let text = "aЫ😀b"   // 1 + 2 + 4 + 1 bytes
        #expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map { count(text, $0) } == [0, 1, 1, 2, 2, 2, 2, 3, 4])
    }

    @Test("a combining mark after the offset extends the Character before it")
    func combining() {
        #expect(count("ae\u{301}b", 2) == 1)   // offset 2 is inside the Character "é"
        #expect(count("ae\u{301}b", 4) == 2)
        #expect(count("1\r\n", 2) == 1)        // CR LF is one Character
        #expect(count("🇺🇸1", 4) == 0)          // inside a flag
    }

    @Test("offsets past the end are clamped; invalid UTF-8 never traps")
    func robustness() {
        #expect(count("abc", 99) == 3)
        #expect(count("abc", -1) == 0)
        let invalid: [UInt8] = [0x61, 0xFF, 0xC3, 0x62, 0xE2, 0x82]
        for offset in 0...invalid.count {
            let result = invalid.withUnsafeBufferPointer { MaskProgram.characterCount(before: offset, in: $0) }
            #expect((0...invalid.count).contains(result))
        }
    }
}

/// `match` converts an illegal byte offset to Characters without reading the sample again
/// when the automaton moves between live states only on ASCII other than `\r`; these check
/// that shortcut against the general conversion.
@Suite("Illegal offsets of match, in Characters")
struct MatchCharacterOffsetTests {
    @Test("the shortcut is taken only by automata that move on simple text alone", arguments: [
        ("+7(DDD)DDD", true), ("[0-9A-F]{2}:[0-9A-F]{2}", true), ("<0-255>.<0-255>", true), ("D{4} D{4,7}", true),
        (#"\№D"#, false), ("[а-я]D", false), ("[^0-9]", false), (#"D\€"#, false),
    ])
    func shortcutTaken(pattern: String, simple: Bool) throws {
        let program = try MaskCompiler.compile(pattern)
        #expect(program.matcher.viablePrefixesAreSimpleText == simple)
    }

    @Test("after a viable ASCII prefix, a combining mark or CR LF is counted as the general conversion counts it",
          arguments: [
            ("DDD", "12a\u{301}", MatchResult.illegal(at: 2)),
            ("DD", "1\u{301}2", .illegal(at: 0)),
            ("DD", "1\r\n", .illegal(at: 1)),
            ("DD", "1\r", .illegal(at: 1)),
            ("D-D", "1-😀", .illegal(at: 2)),
            ("D-D", "1-e\u{301}", .illegal(at: 2)),
            (#"\№D"#, "№e\u{301}", .illegal(at: 1)),
            ("[а-я]D", "жe\u{301}", .illegal(at: 1)),
          ])
    func crafted(pattern: String, sample: String, expected: MatchResult) throws {
        #expect(try MaskCompiler.compile(pattern).match(sample) == expected)
    }

    @Test("random masks and samples: match's offset is the general conversion of matchBytes' offset",
          arguments: [21, 22] as [UInt64])
    func agreesWithGeneralConversion(seed: UInt64) throws {
        var random = RandomMasks(seed: seed)
        var illegal = 0
        for round in 0..<300 {
            let pattern = random.pattern(maximumItems: 6, grown: round % 2 == 0)
            let ast = try MaskParser.parse(pattern)
            guard let program = try? MaskCompiler.compile(pattern) else { continue }
            for _ in 0..<10 {
                // The String's own bytes: decoding repairs invalid UTF-8.
                let sample = String(decoding: random.sample(for: ast), as: UTF8.self)
                let bytes = Array(sample.utf8)
                let expected: MatchResult = bytes.withUnsafeBufferPointer { buffer in
                    switch program.matchBytes(buffer) {
                    case .complete: .complete
                    case .partial: .partial
                    case .illegal(let byteOffset):
                        .illegal(at: MaskProgram.characterCount(before: byteOffset, in: buffer))
                    }
                }
                #expect(program.match(sample) == expected, "mask \(pattern) sample \(sample.debugDescription)")
                #expect(program.match(sample[...]) == expected, "mask \(pattern) substring \(sample.debugDescription)")
                if case .illegal = expected { illegal += 1 }
            }
        }
        #expect(illegal > 500)
    }
}
