/// Writes bytes through a pointer into room reserved for them: the parts of one output line
/// written one after another with no capacity check and no uniqueness check each, and
/// appended to the output in one run (``Swift/Array/appendWritten(capacity:_:)``).
///
/// PERF: an append to an array costs about 90 instructions whatever its length (it asks
/// whether the array is shared, checks its capacity and calls `memcpy`); a failure of
/// `check --rules` took a dozen of them.
struct ByteCursor {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// How many bytes are written.
    private(set) var count = 0

    /// SAFETY: `base` has room for `capacity` bytes; the writes check that they fit.
    init(_ base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// How many bytes may still be written.
    var room: Int { capacity - count }

    /// Where the next byte goes (``ByteCursor+Words``' stores write there, then advance).
    var end: UnsafeMutablePointer<UInt8> { base + count }

    /// Keeps `length` bytes stored at ``end`` (within ``room``).
    @inline(__always)
    mutating func advance(by length: Int) {
        count &+= length
    }

    /// The bytes written so far.
    var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    mutating func write(byte: UInt8) {
        precondition(count < capacity, "ByteCursor: no room")
        base[count] = byte
        count += 1
    }

    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        precondition(bytes.count <= capacity - count, "ByteCursor: no room")
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// PERF: inlined, and a literal's bytes read where they lie: through `withUTF8Buffer`'s
    /// closure it was a call of about 50 instructions, several a failure of `check --rules`.
    @inline(__always)
    mutating func write(_ text: StaticString) {
        guard text.hasPointerRepresentation else { return text.withUTF8Buffer { write($0) } }
        write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// A decimal integer (``Swift/Array/appendDecimal(_:)`` writes through this). Needs room
    /// for 20 bytes more than it writes (a sign and the digits of any Int fit).
    ///
    /// PERF: the digits are counted first and written last first in their places; making them
    /// at the end of the room and moving them down cost about 140 instructions a row number
    /// (each failure of `check --rules` writes one, an illegal one two). Two digits a step,
    /// from a table of the hundred pairs: a division a digit was about half of the rest.
    mutating func writeDecimal(_ value: Int) {
        if value < 0 { write(byte: UInt8(ascii: "-")) }
        precondition(Self.decimalRoom <= capacity - count, "ByteCursor: no room")
        var magnitude = value.magnitude
        var length = 1
        var limit: UInt = 10
        // 10^19 is below UInt.max; the 20th digit stops the loop before the limit wraps.
        while length < 20, magnitude >= limit {
            length &+= 1
            limit = limit &* 10
        }
        var index = count &+ length
        count = index
        // SAFETY: `index` stays within the `length` bytes counted above (two a pair, one for
        // a last digit), and each pair's offset is below 200, inside the 200-byte literal.
        let pairs = Self.digitPairs.utf8Start
        while magnitude >= 100 {
            let pair = Int(magnitude % 100) &* 2
            magnitude /= 100
            index &-= 2
            base[index] = pairs[pair]
            base[index &+ 1] = pairs[pair &+ 1]
        }
        if magnitude >= 10 {
            let pair = Int(magnitude) &* 2
            base[index &- 2] = pairs[pair]
            base[index &- 1] = pairs[pair &+ 1]
        } else {
            base[index &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
        }
    }

    /// `00` to `99`, two ASCII digits each. PERF: a literal in the binary, read in place: a
    /// table made at first use was reached through `swift_once` for each number.
    private static var digitPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }

    /// The room ``writeDecimal(_:)`` needs: 20 digits hold any UInt64.
    static let decimalRoom = 20
}

extension [UInt8] {
    /// Appends what `write` writes through a cursor with room for `capacity` bytes (on the
    /// stack when that is small), in one run.
    mutating func appendWritten(capacity: Int, _ write: (inout ByteCursor) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { room in
            var cursor = ByteCursor(room.baseAddress!, capacity: capacity)
            write(&cursor)
            append(contentsOf: cursor.written)
        }
    }

    /// ``appendWritten(capacity:_:)`` when `write` says its bytes are whole (true); nothing
    /// is appended when it gives up (false).
    mutating func appendWrittenIfWhole(capacity: Int, _ write: (inout ByteCursor) -> Bool) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { room in
            var cursor = ByteCursor(room.baseAddress!, capacity: capacity)
            guard write(&cursor) else { return false }
            append(contentsOf: cursor.written)
            return true
        }
    }
}
