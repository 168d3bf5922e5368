import MaskCompiler
import MaskVM
import Testing
import TestSupport

/// `readValue(utf8:into:)`, the bytes entry that `maskc check --rules` reads cells with,
/// against `readValue(_:)`, the Character path: the same outcome and printed form on every
/// sample, ASCII (read on bytes) or not (read through a String).
@Suite("Reading a value from bytes")
struct ValueReadingBytesTests {
    /// Masks people check columns with, and some with a literal that is not ASCII.
    static let masks = [
        "DDDD DDDD DDDD DDDD", "+7 (DDD) DDD-DD-DD", "<0-255>.<0-255>.<0-255>.<0-255>", "DDDD-<01-12>-<01-31>",
        "[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}", "UUDD UUUU DDDD DDDD DDDD DD", "\\№ DDD-DD", "DD \\€ DD", "+?7|8(DDD)DDD-?DD-?DD",
    ]
    /// Typed text leaning to ASCII digits, letters and separators (the byte path's input),
    /// with some bytes of other text to take the Character path.
    static let typed: [String] = Array("0123456789012345678977+-().  /:.-abcfXZ").map(String.init)
        + ["é", "№", "€", "\r\n", "\r", "٣", "３", "Б", "IBAN ", "tel: "]

    static let spacedDigits: [String] = Array("0123456789 ").map(String.init)

    static func bytesReading(_ program: MaskProgram, _ bytes: [UInt8]) -> (outcome: ValueReading.Outcome, printed: String) {
        var printed: [UInt8] = [0x21]
        let outcome = bytes.withUnsafeBufferPointer { program.readValue(utf8: $0, into: &printed) }
        return (outcome, String(decoding: printed, as: UTF8.self))
    }

    @Test("on random samples of column masks and random masks, both entries read the same value", arguments: [31, 32, 33] as [UInt64])
    func sameAsCharacterPath(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var programs = try Self.masks.map { try MaskCompiler.compile($0) }
        programs.append(try MaskCompiler.compile(["DDDD DDDD DDDD DDDD", "[3][47]DD DDDDDD DDDDD"]))
        for _ in 0..<60 { programs.append(try MaskCompiler.compile(RandomEdits.pattern(&rng))) }
        var seen: [String: Int] = [:]
        for program in programs {
            for round in 0..<160 {
                // A quarter are digits with spaces typed anywhere: where a typed space parts
                // digits that the printed form does not, the value reads as moved.
                let pieces = round % 4 == 0 ? Self.spacedDigits : Self.typed
                let sample = (0..<Int.random(in: 0...20, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
                let characters = program.readValue(sample)
                let bytes = Self.bytesReading(program, Array(sample.utf8))
                let context = "\(program.source.pattern) on \(sample.debugDescription)"
                #expect(bytes.outcome == characters.outcome, "\(context)")
                #expect(bytes.printed == characters.printed, "\(context)")
                let kind = switch characters.outcome {
                case .value: "value"
                case .incomplete: "incomplete"
                case .dropped: "dropped"
                case .moved: "moved"
                }
                seen[kind + (sample.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? " ascii" : " other"), default: 0] += 1
            }
        }
        // Every outcome was reached on the byte path and on the Character path, so agreeing
        // is not agreeing on one case.
        for kind in ["value", "incomplete", "dropped", "moved"] {
            #expect(seen[kind + " ascii", default: 0] > 10, "\(kind) on ASCII: \(seen)")
            #expect(seen[kind + " other", default: 0] > 2, "\(kind) on other text: \(seen)")
        }
    }

    @Test("cells that readValue flags read the same from bytes", arguments: [
        ("DDDD DDDD DDDD DDDD", "41 11111111111111", ValueReading.Outcome.moved(at: 2)),
        ("DDDD DDDD DDDD DDDD", "4111x111111111111", .dropped(at: 4)),
        ("<0-255>.<0-255>.<0-255>.<0-255>", "256.1.1.1", .dropped(at: 2)),
        ("+7 (DDD) DDD-DD-DD", "+7 912 345 67 89", .value),
        ("+7 (DDD) DDD-DD-DD", "+7 (912) 345-67-89x", .dropped(at: 18)),
        ("+7 (DDD) DDD-DD-DD", "+7 (912) 34", .incomplete),
        ("\\№ DDD-DD", "12 345", .moved(at: 2)),
    ])
    func flagged(pattern: String, sample: String, outcome: ValueReading.Outcome) throws {
        let program = try MaskCompiler.compile(pattern)
        let bytes = Self.bytesReading(program, Array(sample.utf8))
        #expect(bytes.outcome == outcome, "\(sample) read as \(bytes.printed)")
        #expect(bytes.printed == program.readValue(sample).printed)
    }

    @Test("bytes that are not UTF-8 are read as String(decoding:as:) repairs them")
    func invalidUTF8() throws {
        let program = try MaskCompiler.compile("DDDD DDDD DDDD DDDD")
        let bytes: [UInt8] = Array("4111 1111".utf8) + [0xFF] + Array("1111 1111".utf8)
        let reading = program.readValue(String(decoding: bytes, as: UTF8.self))
        let fromBytes = Self.bytesReading(program, bytes)
        #expect(fromBytes.outcome == reading.outcome)
        #expect(fromBytes.printed == reading.printed)
    }
}
