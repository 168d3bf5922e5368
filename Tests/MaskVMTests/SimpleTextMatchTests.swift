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
                strings += 1
            }
        }
        #expect(verdicts > 500)
        #expect(strings > 1_000)
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
