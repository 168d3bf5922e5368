/// The input of a reading: UTF-8 bytes cut into units, one unit a `Character`, since a
/// character is consumed or dropped whole.
///
/// PERF: for ASCII text without a carriage return (CR LF is one Character) every byte is a
/// unit and no boundaries are stored; only other text pays for finding Character boundaries.
struct ReadingInput {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The end offset of each unit, or nil when every byte is a unit.
    let unitEnds: [Int]?

    /// Every byte a unit: only valid when ``isSimple(_:)`` holds.
    init(simple bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.unitEnds = nil
    }

    /// Units from the Characters of `text`, whose UTF-8 is `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>, characters text: String) {
        self.bytes = bytes
        var ends: [Int] = []
        var offset = 0
        for character in text {
            offset += character.utf8.count
            ends.append(offset)
        }
        self.unitEnds = ends
    }

    /// Units given by their ends (nil: every byte a unit), for slices of an input.
    init(bytes: UnsafeBufferPointer<UInt8>, unitEnds: [Int]?) {
        self.bytes = bytes
        self.unitEnds = unitEnds
    }

    var unitCount: Int { unitEnds?.count ?? bytes.count }

    /// The units in `range` as an input of their own, unit 0 being `range.lowerBound`.
    func units(_ range: Range<Int>) -> ReadingInput {
        guard !range.isEmpty else { return ReadingInput(bytes: UnsafeBufferPointer(rebasing: bytes[0..<0]), unitEnds: unitEnds.map { _ in [] }) }
        let start = unit(range.lowerBound).lowerBound
        let end = unit(range.upperBound - 1).upperBound
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return ReadingInput(bytes: slice, unitEnds: unitEnds.map { ends in ends[range].map { $0 - start } })
    }

    /// Unit `index` as typed.
    @inline(__always)
    func typedForm(_ index: Int) -> UnitForm {
        UnitForm(bytes: bytes, range: unit(index), packed: 0)
    }

    /// The byte range of unit `index`.
    @inline(__always)
    func unit(_ index: Int) -> Range<Int> {
        guard let ends = unitEnds else { return index..<index + 1 }
        return (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// The index of the first unit that starts at or after `byteOffset`.
    func unitIndex(atByte byteOffset: Int) -> Int {
        guard let ends = unitEnds else { return min(max(byteOffset, 0), bytes.count) }
        var low = 0
        var high = ends.count
        while low < high {
            let middle = (low + high) / 2
            let start = middle == 0 ? 0 : ends[middle - 1]
            if start < byteOffset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether the unit is a letter or a digit: what a reading never drops to keep a symbol.
    func isLetterOrDigit(_ unit: Range<Int>) -> Bool {
        Self.isLetterOrDigit(UnsafeBufferPointer(rebasing: bytes[unit]))
    }

    /// Whether one of the units at `indices` is a letter or a digit: a reading that dropped
    /// one is never complete, even where the mask reads it nowhere (docs/editing.md, rule 4
    /// of "Values, not characters").
    func holdsLetterOrDigit(at indices: [Int]) -> Bool {
        indices.contains { isLetterOrDigit(unit($0)) }
    }

    /// Whether the Character whose UTF-8 is `bytes` is a letter or a digit (any script).
    /// PERF: an ASCII byte is judged without making a Character.
    static func isLetterOrDigit(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count != 1 else { return isLetterOrDigit(byte: bytes[0]) }
        guard let character = String(decoding: bytes, as: UTF8.self).first else { return false }
        return character.isLetter || character.isNumber
    }

    @inline(__always)
    static func isLetterOrDigit(byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// Whether every byte of `bytes` is a Character of its own: ASCII, and no CR.
    ///
    /// PERF: eight bytes a step: a byte is 0x80 or more when its high bit is set, and a CR
    /// when it is zero after an XOR with CR, which the classic has-a-zero-byte test
    /// (`(x - 0x01…) & ~x & 0x80…`, exact as to whether some byte is zero) finds.
    static func isSimple(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index &+ 8 <= count {
            // SAFETY: `index + 8 <= count`: the eight bytes are inside `bytes`; an unaligned load.
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let carriageReturns = word ^ (ones &* 0x0D)
            if (word | ((carriageReturns &- ones) & ~carriageReturns)) & highs != 0 { return false }
            index &+= 8
        }
        while index < count {
            // SAFETY: `index < count`.
            let byte = base[index]
            if byte >= 0x80 || byte == 0x0D { return false }
            index &+= 1
        }
        return true
    }
}

/// One form a unit may be read in: its bytes as typed (a range of the input), or its
/// alternate (a scalar's UTF-8 packed into a word, see `ReadingTables+Alternates`).
struct UnitForm {
    let bytes: UnsafeBufferPointer<UInt8>
    let range: Range<Int>
    /// The alternate's bytes, or 0 for the typed form.
    let packed: UInt32

    /// The alternate `packed` (not 0) of a unit of `input`.
    static func alternate(_ packed: UInt32, of input: ReadingInput) -> UnitForm {
        UnitForm(bytes: input.bytes, range: 0..<0, packed: packed)
    }

    var isAlternate: Bool { packed != 0 }

    /// How many bytes the form has.
    var count: Int {
        guard packed != 0 else { return range.count }
        return packed >> 24 != 0 ? 4 : packed >> 16 != 0 ? 3 : packed >> 8 != 0 ? 2 : 1
    }

    /// The form's byte at `offset` (below ``count``).
    @inline(__always)
    subscript(offset: Int) -> UInt8 {
        guard packed != 0 else { return bytes[range.lowerBound &+ offset] }
        return UInt8(truncatingIfNeeded: packed >> (8 &* UInt32(truncatingIfNeeded: offset)))
    }
}

/// What a byte of a reading's text is: two bits, *part of the value* (1) and *added by the
/// reading, not typed* (2).
enum ByteKind {
    /// A literal that was in the input.
    static let literal: UInt8 = 0
    /// Read by a class: part of the value.
    static let meaningful: UInt8 = 1
    /// A literal the reading added (inserted where skipped, or by autocomplete).
    static let inserted: UInt8 = 2
    /// A padding zero the reading added (`1/` read as `01/`): part of the value, not typed.
    static let insertedMeaningful: UInt8 = 3

    /// Whether a byte of this kind is part of the value (extract keeps it).
    @inline(__always)
    static func isValue(_ kind: UInt8) -> Bool { kind & meaningful != 0 }

    /// Whether a byte of this kind was added by the reading rather than typed.
    @inline(__always)
    static func isAdded(_ kind: UInt8) -> Bool { kind & inserted != 0 }
}

/// Where a reading writes its text: bytes, and optionally the ``ByteKind`` of each. With
/// `keepLiterals` false only meaningful bytes are written (extract).
struct ReadingSink {
    let bytes: UnsafeMutablePointer<UInt8>
    let kinds: UnsafeMutablePointer<UInt8>?
    let keepLiterals: Bool
    /// How many bytes `bytes` (and `kinds`) hold. Checked on every write in debug builds, so
    /// a reading that wrote past `longestText` stops the tests instead of corrupting memory;
    /// release builds trust the invariant below.
    let capacity: Int
    var count = 0

    @inline(__always)
    mutating func emit(_ byte: UInt8, kind: UInt8) {
        guard keepLiterals || ByteKind.isValue(kind) else { return }
        // SAFETY: every reading writes one path of the automaton, at most `longestText` bytes,
        // and every sink is made with at least that capacity.
        assert(count < capacity, "a reading wrote past its sink's capacity of \(capacity) bytes")
        bytes[count] = byte
        kinds?[count] = kind
        count &+= 1
    }
}

/// What a reading did, besides the text it wrote and the units it dropped (those go to a
/// list the caller owns).
///
/// PERF: plain values only, so passing and copying an outcome costs no reference counting.
struct ReadingOutcome {
    /// The row of the state after the text (autocomplete included).
    var finalRow: Int
    /// Whether at least one unit was consumed (autocomplete applies only then).
    var consumedAny: Bool
    /// Whether a literal was inserted before some unit (the input did not follow the mask
    /// as it stands).
    var inserted = false
    /// The last unit a literal or padding zero was inserted before, -1 for none: where it is
    /// the last unit read, the separator before it was the reading's, not the person's
    /// (rule 7 pads the last number only after a typed one, ``ReadingTables/padLastNumber(_:_:_:dropped:)``).
    var insertedBefore = -1
    /// Whether some unit was read as its alternate (the text is not made of the typed bytes).
    var normalized = false
    /// The work the reading did, in steps: units read and bytes written by the fast reading,
    /// plus the cells the exact search filled. For tests that check an edit's cost grows
    /// linearly with the text, without timing anything.
    var work = 0
    /// Output length before the insertions that precede the first consumed unit at or after
    /// the mark, and after them; both are the text's length before and after autocomplete
    /// when no unit at or after the mark was consumed. The editor's cursor.
    var markBefore = -1
    var markAfter = -1
}

extension ByteMatchResult {
    /// Complete or partial: the bytes so far follow the automaton.
    var isViable: Bool {
        if case .illegal = self { false } else { true }
    }
}
