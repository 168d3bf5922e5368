import Foundation
import MaskCompiler
import MaskVM
import Testing

/// Files written by an earlier `maskc compile` (Tests/fixtures/bytecode-v1) must keep loading
/// and giving the answers they gave when written: a format change that forgets old files fails here.
@Suite("Bytecode files kept from version 1")
struct BytecodeFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures/bytecode-v1")

    static func load(_ name: String) throws -> MaskProgram {
        let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
        return try MaskProgram(bytecode: bytes)
    }

    @Test("each kept file loads and runs as its source compiles today", arguments: [
        ("phone.maskc", ["+?7|8(DDD)DDD-?DD-?DD"], ["+7(912)345-67-89", "8(912)3456789", "8(91", "9(912)"]),
        ("ipv4.maskc", ["<0-255>.<0-255>.<0-255>.<0-255>"], ["192.168.0.1", "255.255.255.255", "256.1.1.1", "10.0"]),
        ("cards.maskc", ["DDDD DDDD DDDD DDDD", "3[47]DD DDDDDD DDDDD"], ["3782 822463 10005", "4111 1111 1111 1111", "3782 8", "5x"]),
    ])
    func keptFile(name: String, patterns: [String], samples: [String]) throws {
        let kept = try Self.load(name)
        let today = try patterns.count == 1 ? MaskCompiler.compile(patterns[0]) : MaskCompiler.compile(patterns)
        #expect(kept.masks.count == patterns.count)
        for sample in samples {
            #expect(kept.match(sample) == today.match(sample), "\(name): \(sample)")
            #expect(kept.match(sample, optimistic: true) == today.match(sample, optimistic: true), "\(name): \(sample)")
            #expect(kept.transform(sample) == today.transform(sample), "\(name): \(sample)")
        }
    }

    @Test("the kept files give the answers they gave when written")
    func recordedAnswers() throws {
        #expect(try Self.load("cards.maskc").transform("378282246310005").text == "3782 822463 10005")
        #expect(try Self.load("ipv4.maskc").transform("19216801").text == "192.168.0.1")
        #expect(try Self.load("phone.maskc").transform("89123456789").text == "8(912)3456789")
        #expect(try Self.load("ipv4.maskc").match("1921680", optimistic: true) == .complete)
        #expect(try Self.load("ipv4.maskc").match("256.1.1.1") == .illegal(at: 2))
    }
}
