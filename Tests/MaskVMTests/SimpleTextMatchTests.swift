import MaskCompiler
@testable import MaskVM
import TestSupport
import Testing

/// `matchSimpleText` walks and checks the text in one pass; these hold it to the two passes
/// it replaces: is the text ASCII without CR, and if so, the plain walk's result.
@Suite("Simple text: one walk that also tells whether the text is ASCII without CR")
struct SimpleTextMatchTests {
    private func simpleText(_ program: MaskProgram, _ bytes: [UInt8]) -> ByteMatchResult? {
        bytes.withUnsafeBufferPointer { program.matchSimpleText($0) }
    }

    /// The reference: the check, then the walk.
    private func expected(_ program: MaskProgram, _ bytes: [UInt8]) -> ByteMatchResult? {
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        return bytes.withUnsafeBufferPointer { program.matchBytes($0) }
    }

    @Test("a byte's note has its high bit set exactly for 0x80...0xFF and CR")
    func notes() {
        for byte in UInt8.min...UInt8.max {
            #expect((SimpleText.note(byte) >= 0x80) == (byte >= 0x80 || byte == 0x0D), "byte \(byte)")
        }
    }

    @Test("random texts, on automata that move only on simple text and on others, with and without a pair table", arguments: [
        ("DD-DD", true),
        ("[^x]{1,6}-D", false),
        ("D\\é?D{2,4}", false),
        // 15 letters make 16 classes and 136 states: over the pair table's limit.
        (String(repeating: "abcdefghijklmno", count: 9).map { "\\\($0)" }.joined(), true),
    ])
    func random(pattern: String, simpleMoves: Bool) throws {
        let program = try MaskCompiler.compile(pattern)
        #expect(program.matcher.viablePrefixesAreSimpleText == simpleMoves)
        let alphabet: [[UInt8]] = [[0x31], [0x32], [0x2D], [0x61], [0x62], [0x0D], [0x0A], Array("é".utf8), Array("€".utf8), [0xFF]]
        var generator = SeededGenerator(seed: 47)
        var verdicts = 0
        var strings = 0
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...9, using: &generator) {
                // Mostly digits and dashes, so that some texts match.
                let pick = Int.random(in: 0..<(alphabet.count * 3), using: &generator)
                bytes += pick < alphabet.count ? alphabet[pick] : alphabet[pick % 3]
            }
            let found = simpleText(program, bytes)
            #expect(found == expected(program, bytes), "\(pattern) on \(bytes)")
            if found != nil { verdicts += 1 }
            // The String form (Trial.format's) reads a native string's same bytes.
            if let text = String(validating: bytes, as: UTF8.self) {
                #expect(program.matchSimpleText(text) == found, "\(pattern) on \(bytes) as a String")
                // Trial.format's handle: the quad walk resolved once, where the automaton has one.
                #expect(program.unretainedMatcher.matchSimpleText(text) == found, "\(pattern) on \(bytes), unretained")
                strings += 1
            }
        }
        #expect(verdicts > 500)
        #expect(strings > 1_000)
    }

    @Test("the unretained matcher makes the quad table when it is made, and walks it on texts of every length")
    func unretainedQuadWalk() throws {
        let program = try MaskCompiler.compile("[0-9a-f]{6}-DD")
        #expect(program.matcher.viablePrefixesAreSimpleText)
        #expect(program.matcher.quadTable?.isMade == false)
        let matcher = program.unretainedMatcher
        #expect(program.matcher.quadTable?.isMade == true)
        for sample in ["0a1b2c-42", "0a1b2c-4", "0a1b2g-42", "0a1b2c-42\r", "0a1é", "", "0", "0a", "0a1", "x", "0\r"] {
            for length in 0...sample.utf8.count {
                guard let text = String(validating: Array(sample.utf8.prefix(length)), as: UTF8.self) else { continue }
                #expect(matcher.matchSimpleText(text) == program.matchSimpleText(text), "\(text.debugDescription)")
            }
        }
        #expect(matcher.matchSimpleText("0a1b2c-42") == .complete)
        #expect(matcher.matchSimpleText("0a1") == .partial)
        #expect(matcher.matchSimpleText("0a1b2g-42") == .illegal(byteOffset: 5))
        #expect(matcher.matchSimpleText("0a1b2g-4é") == nil)
    }

    @Test("a walk that dies early still looks at the rest of the text")
    func diesEarly() throws {
        let program = try MaskCompiler.compile("DD")
        #expect(simpleText(program, Array("x1".utf8)) == .illegal(byteOffset: 0))
        #expect(simpleText(program, Array("xé".utf8)) == nil)
        #expect(simpleText(program, Array("1x2\r".utf8)) == nil)
        let wide = try MaskCompiler.compile("[^x]D")
        #expect(wide.matcher.viablePrefixesAreSimpleText == false)
        #expect(simpleText(wide, Array("1x34".utf8)) == .illegal(byteOffset: 1))
        #expect(simpleText(wide, Array("1x3é".utf8)) == nil)
        #expect(simpleText(wide, Array("x1\r".utf8)) == nil)
        #expect(simpleText(wide, Array("é1".utf8)) == nil)
        #expect(simpleText(wide, []) == .partial)
    }
}
