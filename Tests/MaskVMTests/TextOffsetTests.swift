import MaskCompiler
import MaskVM
import TestSupport
import Testing

/// One unit for offsets (issue 21): match, transform and match details count Characters, the
/// editor UTF-16; every Character result also gives the editor's unit, named, through one
/// documented conversion, and the two agree with what the editor reports for the same text.
@Suite("Character and UTF-16 offsets")
struct TextOffsetTests {
    static let code = try! MaskCompiler.compile("DDDD")

    @Test("the conversion: where each Character starts in UTF-16, and back")
    func conversion() {
        let text = "😀1😀2a3"
        #expect((0...7).map { text.utf16Offset(ofCharacterOffset: $0) } == [0, 2, 3, 5, 6, 7, 8, 8])
        #expect((0...9).map { text.characterOffset(ofUTF16Offset: $0) } == [0, 0, 1, 2, 2, 3, 4, 5, 6, 6])
        #expect(text.utf16Offset(ofCharacterOffset: -1) == 0 && text.characterOffset(ofUTF16Offset: -3) == 0)
        // A flag is one Character of two scalars, four units; é is e and a combining accent.
        let flag = "🇩🇪1e\u{301}2"
        #expect([0, 1, 2, 3].map { flag.utf16Offset(ofCharacterOffset: $0) } == [0, 4, 5, 7])
        #expect([0, 2, 3, 4, 5, 6, 7].map { flag.characterOffset(ofUTF16Offset: $0) } == [0, 0, 0, 1, 2, 2, 3])
        #expect(flag.utf16Offsets(ofCharacterOffsets: [0, 2, 3, 9]) == [0, 5, 7, 8])
        #expect(flag.utf16Offsets(ofCharacterOffsets: [3, 1]) == [7, 4], "out of order: each converted on its own")
    }

    @Test("random texts: each Character offset survives the round trip, and the lists agree with one at a time")
    func roundTrip() {
        var generator = SeededGenerator(seed: 21)
        let pieces = ["a", "7", "😀", "🇩🇪", "e\u{301}", "\r\n", "Ы", "👍🏽", " ", "\u{301}"]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let offsets = Array(0...text.count)
            let units = text.utf16Offsets(ofCharacterOffsets: offsets)
            #expect(units == offsets.map { text.utf16Offset(ofCharacterOffset: $0) }, "\(text.debugDescription)")
            #expect(offsets.map { text.characterOffset(ofUTF16Offset: units[$0]) } == offsets, "\(text.debugDescription)")
            #expect(units.last == text.utf16.count)
        }
    }

    @Test("the issue's paste: transform drops Characters 0, 2, 4, which are UTF-16 0, 3, 6, as the editor reports")
    func pasteIntoDigits() {
        let pasted = "😀1😀2a3"
        let transformed = Self.code.transform(pasted)
        #expect(transformed.text == "123")
        #expect(transformed.dropped == [0, 2, 4])
        #expect(transformed.droppedUTF16Offsets(in: pasted) == [0, 3, 6])
        // A letter where only digits go is formatting noise to transform (no place for it
        // anywhere in the mask), and a refused key to the editor, at the same UTF-16 offset.
        #expect(transformed.unplaced.isEmpty)
        var editor = MaskedTextEditor(program: Self.code)
        let change = editor.replace(range: 0..<0, with: pasted)
        #expect((change.ignored + change.refused).sorted() == transformed.droppedUTF16Offsets(in: pasted))
        #expect(change.refused == [6])
    }

    @Test("an illegal match gives its offset in both units", arguments: [
        ("😀1", 0, 0), ("1😀", 1, 1), ("12😀a", 2, 2), ("1🇩🇪", 1, 1), ("12e\u{301}", 2, 2), ("😀", 0, 0),
    ])
    func illegalOffsets(sample: String, characters: Int, utf16: Int) {
        let result = Self.code.match(sample)
        #expect(result == .illegal(at: characters))
        #expect(result.characterOffset == characters)
        #expect(result.utf16Offset(in: sample) == utf16)
        #expect(Self.code.matchDetails(sample).utf16Offset(in: sample) == utf16)
    }

    @Test("after emoji the units differ: a letter after two emoji")
    func afterEmoji() throws {
        let any = try MaskCompiler.compile("[😀]{2}D")
        let sample = "😀😀a"
        #expect(any.match(sample) == .illegal(at: 2))
        #expect(any.match(sample).utf16Offset(in: sample) == 4)
        #expect(any.matchDetails(sample).utf16Offset(in: sample) == 4)
        #expect(any.match("😀😀").utf16Offset(in: "😀😀") == nil && any.match("😀😀").characterOffset == nil)
    }
}
