import MaskCompiler
import MaskTrials
import Testing
import TestSupport

/// A mask trial says why an incomplete ASCII text fails from the state its bytes end in
/// (`MaskJudge+IncompleteBytes.swift`), with what that state expects described once for the
/// automaton: held here to `evaluate(_:)` on the String, message for message, on random
/// masks and on prefixes of their texts (the incomplete ones), broken now and then.
@Suite("a mask's messages said of the bytes")
struct MaskIncompleteBytesTests {
    /// Pieces of a pattern and a character each may be typed as.
    static let pieces: [(pattern: String, typed: [String])] = [
        ("D", ["0", "5", "9"]), ("D", ["3"]), ("U", ["K", "A"]), ("A", ["b", "Z", "4"]), ("7", ["7"]), ("[0-3]", ["2", "0"]),
        ("<5-7>", ["6"]), ("<10-12>", ["11"]), ("-", ["-"]), (" ", [" "]), ("(", ["("]), (")", [")"]), ("+", ["+"]),
        (".", ["."]), ("é", ["é"]), ("D?", ["4", ""]), ("[ab]?", ["a", ""]),
    ]

    /// Characters typed where the text is broken: a letter, a symbol, a line end, a non-ASCII letter.
    static let breaks = ["x", "-", " ", "\r\n", "\r", "é", "9", "№"]

    @Test("on random masks, every prefix of a text says of the bytes what evaluate says of the String", arguments: [31, 32, 33] as [UInt64])
    func randomMasks(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var incomplete = 0
        var compared = 0
        for _ in 0..<100 {
            var pattern = ""
            var text = ""
            for _ in 0..<Int.random(in: 1...9, using: &rng) {
                let piece = Self.pieces.randomElement(using: &rng)!
                pattern += piece.pattern
                text += piece.typed.randomElement(using: &rng)!
            }
            guard let program = try? MaskCompiler.compile(pattern) else { continue }
            for optimistic in [false, true] {
                let trial = Trial.mask(program, optimistic: optimistic)
                let characters = Array(text)
                for end in 0...characters.count {
                    var prefix = String(characters[..<end])
                    if Int.random(in: 0..<4, using: &rng) == 0 { prefix += Self.breaks.randomElement(using: &rng)! }
                    let result = trial.evaluate(prefix)
                    var said: [String] = []
                    let passed = Array(prefix.utf8).withUnsafeBufferPointer { bytes in
                        trial.evaluate(utf8: bytes) { said.append(String(decoding: $0, as: UTF8.self)) }
                    }
                    #expect(passed == result.isValid, "[\(pattern)] optimistic \(optimistic) on \(prefix.debugDescription)")
                    #expect(said == result.messages.map(\.text), "[\(pattern)] optimistic \(optimistic) on \(prefix.debugDescription)")
                    compared += 1
                    if result.messages.first?.key == "mask_incomplete" { incomplete += 1 }
                }
            }
        }
        // Most of the texts compared are incomplete ones, the case said from the state.
        #expect(compared > 500)
        #expect(incomplete > compared / 4, "\(incomplete) incomplete of \(compared)")
    }

    @Test("a phone typed too short is said incomplete where the next digit goes, on every prefix")
    func phonePrefixes() throws {
        let trial = try Trial.mask("+7 (DDD) DDD-DD-DD")
        let phone = "+7 (912) 345-67-89"
        for end in 0..<phone.count {
            let prefix = String(phone.prefix(end))
            var said: [String] = []
            let passed = Array(prefix.utf8).withUnsafeBufferPointer { trial.evaluate(utf8: $0) { said.append(String(decoding: $0, as: UTF8.self)) } }
            #expect(passed == false)
            #expect(said == trial.evaluate(prefix).messages.map(\.text), "\(prefix.debugDescription)")
        }
        var said: [String] = []
        _ = Array("+7 (912) 34".utf8).withUnsafeBufferPointer { trial.evaluate(utf8: $0) { said.append(String(decoding: $0, as: UTF8.self)) } }
        #expect(said == ["is incomplete: expected a digit at 11"])
    }
}
