/// A bounds-checked little-endian cursor over untrusted bytes: every read either succeeds
/// within the slice or throws, so a hostile file can never cause an out-of-bounds read.
package struct ByteReader {
    private let bytes: ArraySlice<UInt8>
    package let tag: String
    package private(set) var offset: Int

    package init(_ bytes: ArraySlice<UInt8>, tag: String) {
        self.bytes = bytes
        self.tag = tag
        self.offset = bytes.startIndex
    }

    package var remaining: Int { bytes.endIndex - offset }

    /// The next `count` bytes, a size the format fixes: `what` (made only on a refusal)
    /// names them in the message when fewer are left.
    package mutating func read(_ count: Int, _ what: @autoclosure () -> String = "a field") throws(ProgramError) -> ArraySlice<UInt8> {
        try expectBytes(count, what())
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    /// The next `count` bytes, a length the file itself declares (a text's, a mask's file):
    /// when fewer are left the message says so, as what is wrong is the declared length,
    /// naming `what` (made only on a refusal).
    package mutating func read(declared count: Int, _ what: @autoclosure () -> String) throws(ProgramError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else { throw Self.shortOf(tag: tag, what(), declaring: count, remaining: remaining) }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    @inline(__always)
    private func expectBytes(_ count: Int, _ what: @autoclosure () -> String) throws(ProgramError) {
        guard count >= 0, count <= remaining else { throw Self.shortOf(tag: tag, what(), needing: count, remaining: remaining) }
    }

    /// The refusal of a field of fixed size cut short: "the state count needs 4 bytes but
    /// only 2 remain". Out of line: the readers' fast paths only test.
    @inline(never)
    static func shortOf(tag: String, _ what: String, needing count: Int, remaining: Int) -> ProgramError {
        .malformedSection(tag: tag, reason: "\(what) needs \(count) bytes but only \(remaining) remain")
    }

    /// The refusal of a declared length past the section's end: "mask 1's name declares
    /// 50462720 bytes but only 2984 remain" (not a request for more bytes: the length is wrong).
    @inline(never)
    static func shortOf(tag: String, _ what: String, declaring count: Int, remaining: Int) -> ProgramError {
        .malformedSection(tag: tag, reason: "\(what) declares \(count) bytes but only \(remaining) remain")
    }

    /// A little-endian u32; `what` (made only on a refusal) names it when the section ends first.
    @inline(__always)
    package mutating func u32(_ what: @autoclosure () -> String = "a 4-byte field") throws(ProgramError) -> UInt32 {
        // PERF: read in place; a slice of four bytes cost a retain and a release.
        try expectBytes(4, what())
        let at = offset
        offset += 4
        return UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }

    package mutating func u16() throws(ProgramError) -> UInt16 {
        let slice = try read(2)
        return UInt16(slice[slice.startIndex]) | UInt16(slice[slice.startIndex + 1]) << 8
    }

    /// An unsigned integer of `width` bytes (1, 2 or 4).
    package mutating func unsigned(width: Int) throws(ProgramError) -> UInt32 {
        switch width {
        case 1: UInt32(try read(1).first!)
        case 2: UInt32(try u16())
        default: try u32()
        }
    }

    /// A u32 byte length and that many bytes; `what` (made only on a refusal) names them.
    package mutating func counted(_ what: @autoclosure () -> String) throws(ProgramError) -> ArraySlice<UInt8> {
        try read(declared: Int(try u32("the length of \(what())")), what())
    }

    /// A u32 byte length and that many bytes of UTF-8; bytes that are not valid UTF-8 are
    /// refused. `what` names the text in a refusal ("the pattern", "mask 2's name").
    package mutating func text(_ what: @autoclosure () -> String = "a text") throws(ProgramError) -> String {
        let bytes = try counted(what())
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding repairs invalid UTF-8; a repaired string no longer equals its bytes. ASCII
        // is valid UTF-8 as it is. PERF: the comparison cost more than the decoding, and the
        // texts of a file (patterns, names, trial parameters) are nearly always ASCII.
        guard bytes.allSatisfy({ $0 < 0x80 }) || text.utf8.elementsEqual(bytes) else { throw .invalidText(tag: tag) }
        return text
    }

    package func expectEnd() throws(ProgramError) {
        guard remaining == 0 else { throw .malformedSection(tag: tag, reason: "\(remaining) unexpected trailing bytes") }
    }
}
