import MaskAnalysis
import MaskCompiler
@testable import MaskVM
import Testing

@Suite("Disassembler")
struct DisassemblerTests {
    @Test("a small program, every line")
    func small() throws {
        let bytes = try MaskCompiler.compile("DD?").bytecode
        #expect(try BytecodeDisassembler.listing(of: bytes) == [
            "maskc bytecode version 1, 976 bytes, CRC-32 0x9B5F99AF (verified)",
            "sections: 4 (directory ends at 72)",
            "  MTCH offset 72, 281 bytes, required: match automaton",
            "  OPTM offset 356, 281 bytes, required: optimistic match automaton",
            "  READ offset 640, 309 bytes, required: reading automaton",
            "  srce offset 952, 20 bytes, optional: source",
            "section MTCH: match automaton",
            "  4 states, 2 classes, start s3, accepting s1-s2, 1-byte transitions",
            "  classes:",
            "    c0 [^0-9]",
            "    c1 [0-9]",
            "  states:",
            "    s0 dead",
            "    s1 accepting: c1 [0-9] -> s2",
            "    s2 accepting: no transitions",
            "    s3 start: c1 [0-9] -> s1",
            "section OPTM: optimistic match automaton",
            "  4 states, 2 classes, start s3, accepting s1-s2, 1-byte transitions",
            "  classes:",
            "    c0 [^0-9]",
            "    c1 [0-9]",
            "  states:",
            "    s0 dead",
            "    s1 accepting: c1 [0-9] -> s2",
            "    s2 accepting: no transitions",
            "    s3 start: c1 [0-9] -> s1",
            "section READ: reading automaton",
            "  4 states, 2 classes, start s1, accepting s2 s3, 1-byte targets, 1-byte ranks",
            "  classes:",
            "    c0 [^0-9]",
            "    c1 [0-9]",
            "  states:",
            "    s0 dead",
            "    s1 start: c1 [0-9] mng@1 -> s2",
            "    s2 accepting: c1 [0-9] mng@2 -> s3",
            "    s3 accepting: no transitions",
            "section srce: source",
            "  pattern \"DD?\"",
            "  symbols \"+-().:/@ \"",
        ])
    }

    @Test("the phone mask: forced literals, classes grouped by target")
    func phone() throws {
        let listing = try BytecodeDisassembler.listing(of: MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD").bytecode)
        let states = listing.drop { $0 != "  states:" }.dropFirst().prefix { $0.hasPrefix("    ") }
        #expect(Array(states) == [
            "    s0 dead",
            "    s1 accepting: no transitions",
            "    s2 start: c3 [+] -> s3, c6 [78] -> s4",
            "    s3: c6 [78] -> s4",
            "    s4 forced '(': c1 [(] -> s5",
            "    s5: c5+c6 [0-9] -> s6",
            "    s6: c5+c6 [0-9] -> s7",
            "    s7: c5+c6 [0-9] -> s8",
            "    s8 forced ')': c2 [)] -> s9",
            "    s9: c5+c6 [0-9] -> s10",
            "    s10: c5+c6 [0-9] -> s11",
            "    s11: c5+c6 [0-9] -> s12",
            "    s12: c4 [\\-] -> s13, c5+c6 [0-9] -> s14",
            "    s13: c5+c6 [0-9] -> s14",
            "    s14: c5+c6 [0-9] -> s15",
            "    s15: c4 [\\-] -> s16, c5+c6 [0-9] -> s17",
            "    s16: c5+c6 [0-9] -> s17",
            "    s17: c5+c6 [0-9] -> s1",
        ])
    }

    @Test("multi-byte literals: forced bytes shown in hex, wider tables noted")
    func multiByte() throws {
        let listing = try BytecodeDisassembler.listing(of: MaskCompiler.compile(#"\€"#).bytecode)
        #expect(listing.contains("    s2 start, forced 0xE2: c3 [\\xE2] -> s3"))
        // 300 states need two bytes a transition.
        let wide = try BytecodeDisassembler.listing(of: MaskCompiler.compile(String(repeating: "D", count: 300)).bytecode)
        #expect(wide.contains("  302 states, 2 classes, start s2, accepting s1, 2-byte transitions"))
    }

    @Test("an optional section this maskc does not know is listed by its size")
    func unknownOptionalSection() throws {
        let program = try MaskCompiler.compile("D")
        let layout = try BytecodeLayout(verifying: program.bytecode)
        let sections = layout.sections.map { ($0.tag, Array(layout.payload(of: $0, in: program.bytecode))) }
        let bytes = TestContainer.encode(sections + [("xtra", [1, 2, 3, 4, 5])])
        let listing = try BytecodeDisassembler.listing(of: bytes)
        #expect(listing.contains { $0.hasPrefix("  xtra offset ") && $0.hasSuffix(", 5 bytes, optional: no disassembler") })
        #expect(listing.last == "section xtra: 5 bytes, not listed (no disassembler for this kind; skipped by a loader that does not know it)")
    }

    @Test("a file the loader refuses is not listed", arguments: [
        (60, 0), // a flipped byte in the automaton
        (0, 9), // the last nine bytes missing
    ])
    func refused(flippedByte: Int, removedBytes: Int) throws {
        var bytes = try MaskCompiler.compile("DD?").bytecode
        if flippedByte > 0 { bytes[flippedByte] ^= 0x40 }
        bytes.removeLast(removedBytes)
        #expect(throws: ProgramError.self) { try BytecodeDisassembler.listing(of: bytes) }
    }

    @Test("an unknown required section is refused, as the loader refuses it")
    func unknownRequiredSection() throws {
        let program = try MaskCompiler.compile("D")
        let layout = try BytecodeLayout(verifying: program.bytecode)
        let sections = layout.sections.map { ($0.tag, Array(layout.payload(of: $0, in: program.bytecode))) }
        let bytes = TestContainer.encode(sections + [("XTRA", [1])])
        #expect(throws: ProgramError.unknownRequiredSection(tag: "XTRA")) { try BytecodeDisassembler.listing(of: bytes) }
    }
}

/// Writes a bytecode container as docs/bytecode.md describes it, for files the compiler
/// would never write (extra sections).
enum TestContainer {
    static func encode(_ sections: [(String, [UInt8])]) -> [UInt8] {
        func u32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func aligned(_ value: Int) -> Int { (value + 3) & ~3 }
        var offsets: [Int] = []
        var position = BytecodeFormat.headerSize + sections.count * BytecodeFormat.directoryEntrySize
        for (_, payload) in sections {
            position = aligned(position)
            offsets.append(position)
            position += payload.count
        }
        let length = aligned(position) + BytecodeFormat.checksumSize
        var bytes = BytecodeFormat.magic + [1, 0, 0xFF, 0xFE] + u32(length) + u32(sections.count) + u32(0)
        for ((tag, payload), offset) in zip(sections, offsets) { bytes += Array(tag.utf8) + u32(offset) + u32(payload.count) }
        for ((_, payload), offset) in zip(sections, offsets) {
            bytes += [UInt8](repeating: 0, count: offset - bytes.count) + payload
        }
        bytes += [UInt8](repeating: 0, count: aligned(bytes.count) - bytes.count)
        // The loader's own CRC-32; ChecksumTests checks it against a bitwise reference.
        return bytes + u32(Int(CRC32.checksum(bytes[...])))
    }
}
