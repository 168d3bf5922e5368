import MaskVM

/// A deterministic automaton over the ten ASCII digits: a national-number pattern as the
/// `phon` section carries it (the match automaton MaskRegex compiles the pattern to, read on
/// digits alone). ``accepts(_:)`` is the pattern's verdict on a number of ASCII digits.
///
///     u32 states S (1 to 65,536), u32 classes C (1 to 10), u32 start state,
///     u32 width W of a target: 1 byte where S ≤ 256, else 2 (what the writer writes, and
///         all the reader takes: the width follows from S, so no section has two layouts),
///     10 bytes: the class of each digit 0-9,
///     S × C targets of W bytes, row by row,
///     ⌈S / 8⌉ accepting states as a bitmap (bits past S are 0)
public struct PhoneDigitAutomaton: Hashable, Sendable {
    public let stateCount: Int
    public let classCount: Int
    public let start: Int
    /// The class of each digit.
    public let classOfDigit: [UInt8]
    /// `targets[s * classCount + c]`.
    public let targets: [UInt16]
    public let accepting: [Bool]

    /// Most states an automaton may have (its targets are u16).
    public static let maximumStateCount = 65_536

    /// An automaton from its parts; nil where they do not fit together.
    public init?(stateCount: Int, classCount: Int, start: Int, classOfDigit: [UInt8], targets: [UInt16], accepting: [Bool]) {
        guard (1...Self.maximumStateCount).contains(stateCount), (1...10).contains(classCount), (0..<stateCount).contains(start),
              classOfDigit.count == 10, classOfDigit.allSatisfy({ Int($0) < classCount }),
              targets.count == stateCount * classCount, targets.allSatisfy({ Int($0) < stateCount }),
              accepting.count == stateCount else { return nil }
        self.stateCount = stateCount
        self.classCount = classCount
        self.start = start
        self.classOfDigit = classOfDigit
        self.targets = targets
        self.accepting = accepting
    }

    /// Whether the automaton accepts `digits`, ASCII digit bytes (false at any other byte).
    public func accepts(_ digits: some Sequence<UInt8>) -> Bool {
        var state = start
        for byte in digits {
            guard (0x30...0x39).contains(byte) else { return false }
            state = Int(targets[state * classCount + Int(classOfDigit[Int(byte - 0x30)])])
        }
        return accepting[state]
    }

    /// The bytes of a target in an automaton of `stateCount` states: 1 where they fit in a
    /// byte, else 2. The writer writes this width and the readers take no other, so what
    /// reads writes back to the same bytes (FuzzPhon's artifact `crash-405f8349` was 267
    /// states of one-byte targets, which read and wrote back with two).
    static func targetWidth(_ stateCount: Int) -> Int {
        stateCount <= 256 ? 1 : 2
    }

    func encode(into writer: inout ByteWriter) {
        writer.u32(UInt32(stateCount))
        writer.u32(UInt32(classCount))
        writer.u32(UInt32(start))
        let width = Self.targetWidth(stateCount)
        writer.u32(UInt32(width))
        writer.append(classOfDigit)
        for target in targets { writer.unsigned(UInt32(target), width: width) }
        writer.bitmap(accepting)
    }

    /// Reads and verifies an automaton; `what` names it in errors (`country '44': pattern`).
    /// Without `building`, it is verified alone, and nil.
    static func decode(
        _ reader: inout ByteReader, what: @autoclosure () -> String, building: Bool = true
    ) throws(ProgramError) -> PhoneDigitAutomaton? {
        func malformed(_ reason: String) -> ProgramError {
            .malformedSection(tag: BytecodeFormat.Tag.phoneReading, reason: "\(what()): \(reason)")
        }
        let stateCount = Int(try reader.u32("a pattern's state count"))
        guard (1...maximumStateCount).contains(stateCount) else { throw malformed("\(stateCount) states, not 1 to \(maximumStateCount)") }
        let classCount = Int(try reader.u32("a pattern's class count"))
        guard (1...10).contains(classCount) else { throw malformed("\(classCount) classes, not 1 to 10") }
        let start = Int(try reader.u32("a pattern's start state"))
        guard start < stateCount else { throw malformed("start state \(start), not below \(stateCount)") }
        let width = Int(try reader.u32("a pattern's target width"))
        let writtenWidth = targetWidth(stateCount)
        guard width == writtenWidth else { throw malformed("targets of \(width) bytes, not \(writtenWidth) for \(stateCount) states") }
        let classOfDigit = try reader.read(10)
        if let digit = classOfDigit.firstIndex(where: { Int($0) >= classCount }) {
            throw malformed("class \(classOfDigit[digit]) of digit \(digit - classOfDigit.startIndex), not below \(classCount)")
        }
        // Checked before anything is made: the bytes must be there.
        let entries = stateCount * classCount
        let bitmapSize = (stateCount + 7) / 8
        guard entries * width + bitmapSize <= reader.remaining else {
            throw malformed("\(stateCount) states of \(classCount) classes need \(entries * width + bitmapSize) bytes but only \(reader.remaining) remain")
        }
        // PERF: the table is read as one slice and checked in place (a read a target, a
        // slice each, doubled the phone file's load; callgrind).
        let table = try reader.read(entries * width)
        let firstOutOfRange: Int? = table.withUnsafeBufferPointer { bytes in
            if width == 1 {
                guard stateCount < 256 else { return nil }
                return bytes.firstIndex { Int($0) >= stateCount }
            }
            for index in 0..<entries where Int(bytes[2 * index]) | Int(bytes[2 * index + 1]) << 8 >= stateCount { return index }
            return nil
        }
        if let index = firstOutOfRange {
            let at = table.startIndex + index * width
            let target = width == 1 ? Int(table[at]) : Int(table[at]) | Int(table[at + 1]) << 8
            throw malformed("target \(target) of state \(index / classCount), class \(index % classCount), not below \(stateCount)")
        }
        let bitmap = try reader.read(bitmapSize)
        // Only the last byte can hold bits past the states.
        let past = Int(bitmap[bitmap.endIndex - 1]) >> (stateCount - 8 * (bitmapSize - 1))
        if past != 0 { throw malformed("accepting bit \(stateCount + past.trailingZeroBitCount) past its \(stateCount) states") }
        guard building else { return nil }
        let targets = (0..<entries).map { index in
            width == 1 ? UInt16(table[table.startIndex + index])
                : UInt16(table[table.startIndex + 2 * index]) | UInt16(table[table.startIndex + 2 * index + 1]) << 8
        }
        let accepting = (0..<stateCount).map { bitmap[bitmap.startIndex + $0 / 8] & (1 << UInt8($0 % 8)) != 0 }
        return PhoneDigitAutomaton(stateCount: stateCount, classCount: classCount, start: start, classOfDigit: Array(classOfDigit),
                                   targets: targets, accepting: accepting)!
    }
}
