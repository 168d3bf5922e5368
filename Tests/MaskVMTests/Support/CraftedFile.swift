/// Builds bytecode files field by field, so tests can forge every kind of damage the loader
/// must refuse, with a correct checksum (the checksum is computed here independently of the
/// VM's implementation).
struct CraftedFile {
    struct Section {
        var tag: String
        var payload: [UInt8]
        /// Overrides the offset written in the directory (for out-of-bounds and overlap cases).
        var offset: Int?
        var length: Int?
    }

    var magic: [UInt8] = [0x89, 0x4D, 0x53, 0x4B, 0x0D, 0x0A, 0x1A, 0x0A]
    var version: UInt16 = 1
    var byteOrderMark: UInt16 = 0xFEFF
    var reserved: UInt32 = 0
    var sectionCount: Int?
    var sections: [Section] = []
    /// Bytes between the directory and the first payload (to misalign it).
    var gap = 0

    func bytes() -> [UInt8] {
        var out = magic
        out += le16(version) + le16(byteOrderMark)
        let directoryEnd = 24 + 12 * sections.count
        var position = directoryEnd + gap
        var offsets: [Int] = []
        for section in sections {
            offsets.append(position)
            position += section.payload.count
            position = gap == 0 ? (position + 3) & ~3 : position
        }
        let total = position + 4
        out += le32(UInt32(total)) + le32(UInt32(sectionCount ?? sections.count)) + le32(reserved)
        for (section, offset) in zip(sections, offsets) {
            out += Array(section.tag.utf8) + le32(UInt32(section.offset ?? offset))
            out += le32(UInt32(section.length ?? section.payload.count))
        }
        for (section, offset) in zip(sections, offsets) {
            out += [UInt8](repeating: 0, count: offset - out.count)
            out += section.payload
        }
        out += [UInt8](repeating: 0, count: total - 4 - out.count)
        return out + le32(Self.crc32(out))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// An automaton section payload (see docs/bytecode.md).
    static func automaton(
        states: Int, classes: Int, start: Int, width: Int = 1,
        classMap: [UInt8], transitions: [UInt32], accepting: [Int]
    ) -> [UInt8] {
        var out = le32(UInt32(states)) + le32(UInt32(classes)) + le32(UInt32(start)) + le32(UInt32(width))
        out += classMap
        for target in transitions {
            switch width {
            case 1: out.append(UInt8(truncatingIfNeeded: target))
            case 2: out += le16(UInt16(truncatingIfNeeded: target))
            default: out += le32(target)
            }
        }
        var bitmap = [UInt8](repeating: 0, count: (states + 7) / 8)
        for state in accepting { bitmap[state / 8] |= 1 << UInt8(state % 8) }
        return out + bitmap
    }

    /// The automaton of the mask `D`: dead, accepting, start; classes: other, digits.
    static func digitAutomaton(start: Int = 2, transitions: [UInt32] = [0, 0, 0, 0, 0, 1], accepting: [Int] = [1],
                               classMap: [UInt8]? = nil, width: Int = 1, states: Int = 3) -> [UInt8] {
        let map = classMap ?? (0..<256).map { (0x30...0x39).contains($0) ? 1 : 0 }
        return automaton(states: states, classes: 2, start: start, width: width, classMap: map,
                         transitions: transitions, accepting: accepting)
    }

    /// A reading-automaton section payload (see docs/bytecode.md), widths 1.
    static func reading(
        states: Int, classes: Int, start: Int, classMap: [UInt8], targets: [UInt32], accepting: [Int]
    ) -> [UInt8] {
        var out = le32(UInt32(states)) + le32(UInt32(classes)) + le32(UInt32(start)) + le32(1) + le32(1)
        out += classMap
        out += targets.map { UInt8(truncatingIfNeeded: $0) }
        out += [UInt8](repeating: 0, count: targets.count)
        var bitmap = [UInt8](repeating: 0, count: (states + 7) / 8)
        for state in accepting { bitmap[state / 8] |= 1 << UInt8(state % 8) }
        return out + bitmap
    }

    /// The sections every program needs besides MTCH, for the mask `D`: its optimistic
    /// automaton (the same: `D` has no literal) and its reading automaton (the start reads a
    /// digit as meaningful into the accepting state 1).
    static var companionsOfD: [Section] {
        var targets = [UInt32](repeating: 0, count: 3 * 2 * 2)
        targets[(2 * 2 + 1) * 2 + 1] = 1
        let map = (0..<256).map { (0x30...0x39).contains($0) ? UInt8(1) : 0 }
        return [
            Section(tag: "OPTM", payload: digitAutomaton()),
            Section(tag: "READ", payload: reading(states: 3, classes: 2, start: 2, classMap: map, targets: targets, accepting: [1])),
        ]
    }

    static func withMatch(_ payload: [UInt8]) -> CraftedFile {
        CraftedFile(sections: [Section(tag: "MTCH", payload: payload)] + companionsOfD)
    }
}

func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

extension CraftedFile {
    /// A valid program whose READ section is the worst case for deriving the insertion
    /// tables: 256 one-byte classes, and every state but the last two reads each class as a
    /// literal into a different earlier state (as many distinct literal targets as there
    /// are classes), while state 2 reads every class as meaningful. So every class is read
    /// both ways (512 passes), each over every state with literals and all their targets.
    /// State 1 accepts; the start is the last state. Targets 2 bytes wide, ranks 1.
    static func literalMaze(states: Int) -> CraftedFile {
        let classes = 256
        var targets = [UInt32](repeating: 0, count: states * classes * 2)
        for cls in 0..<classes { targets[(2 * classes + cls) * 2 + 1] = 1 }
        for state in 2..<states {
            for cls in 0..<classes { targets[(state * classes + cls) * 2] = UInt32(1 + cls % (state - 1)) }
        }
        var payload = le32(UInt32(states)) + le32(UInt32(classes)) + le32(UInt32(states - 1)) + le32(2) + le32(1)
        payload += (0..<256).map { UInt8($0) }
        for target in targets { payload += le16(UInt16(target)) }
        payload += [UInt8](repeating: 0, count: targets.count)
        var bitmap = [UInt8](repeating: 0, count: (states + 7) / 8)
        bitmap[0] = 1 << 1
        payload += bitmap
        return CraftedFile(sections: [Section(tag: "MTCH", payload: digitAutomaton())] + companionsOfD.filter { $0.tag != "READ" }
            + [Section(tag: "READ", payload: payload)])
    }

    /// The steps the insertion tables of ``literalMaze(states:)`` take, counted from its
    /// shape: 512 passes over the states with literals (2 up to the last) and their distinct
    /// literal targets (state s has min(256, s - 1)).
    static func literalMazeWork(states: Int) -> Int {
        let withLiterals = states - 2
        let edges = (2..<states).reduce(0) { $0 + min(256, $1 - 1) }
        return 512 * (withLiterals + edges)
    }
}
