/// A run of whole records as ``TableReader/forEachBlock(maximumRecords:maximumBytes:firstRecordAlone:_:)``
/// hands it out: the records' bytes and, for CSV, their fields in place in the reader's
/// memory, valid only during the callback, with each record's place.
///
/// PERF: the fields were handed out as an array, copied out of the reader's field store
/// every block (about 4.7 MB a block of the benchmark table, 196,608 fields).
public struct TableBlock {
    /// Where one record is in ``TableBlock/bytes`` and what the reader found about it.
    public struct Record: Hashable, Sendable {
        /// PERF: 32 bytes (a stride of 32), where six words and the problem's optional enum
        /// took 56 (a stride of 64): the block scan writes one a row. The offsets and counts
        /// are 32 bits, since a block holds less than 4 GiB (``CSVBlockRecords`` ends one
        /// within 1 GiB of its start, and a record is at most ``CSVField/maximumOffset``
        /// bytes); values past 32 bits are kept modulo 2^32. The line stays a word.
        @usableFromInline var startBits: UInt32
        @usableFromInline var countBits: UInt32
        /// The line the record starts on, 1 for the input's first line.
        public var line: Int
        @usableFromInline var firstFieldBits: UInt32
        @usableFromInline var fieldCountBits: UInt32
        /// The problem as a small code: 0 none, 1 and 2 the two quote problems, and 3 plus
        /// the limit for a record too long.
        @usableFromInline var problemCode: UInt32

        /// The offset of the record's first byte in the block's bytes.
        @inlinable public var start: Int { get { Int(startBits) } set { startBits = UInt32(truncatingIfNeeded: newValue) } }
        /// The record's length with its line end (if it has one).
        @inlinable public var count: Int { get { Int(countBits) } set { countBits = UInt32(truncatingIfNeeded: newValue) } }
        /// For CSV, the index of the record's first field in ``TableBlock/fields``.
        @inlinable public var firstField: Int { get { Int(firstFieldBits) } set { firstFieldBits = UInt32(truncatingIfNeeded: newValue) } }
        /// For CSV, how many fields the record has; 0 for JSON Lines.
        @inlinable public var fieldCount: Int { get { Int(fieldCountBits) } set { fieldCountBits = UInt32(truncatingIfNeeded: newValue) } }
        /// Why the record is malformed, when the scanner could tell (CSV only).
        @inlinable public var problem: CSVProblem? {
            @inline(__always) get { Self.problem(problemCode) }
            @inline(__always) set { problemCode = Self.code(newValue) }
        }

        @inlinable @inline(__always)
        public init(start: Int, count: Int, line: Int, problem: CSVProblem?, firstField: Int, fieldCount: Int) {
            startBits = UInt32(truncatingIfNeeded: start)
            countBits = UInt32(truncatingIfNeeded: count)
            self.line = line
            firstFieldBits = UInt32(truncatingIfNeeded: firstField)
            fieldCountBits = UInt32(truncatingIfNeeded: fieldCount)
            problemCode = Self.code(problem)
        }

        /// The code ``problemCode`` holds for `problem`; a too-long limit past what 32 bits
        /// hold less 3 is held at that (no reader limit comes near: ``CSVField/maximumOffset``).
        @inlinable @inline(__always)
        static func code(_ problem: CSVProblem?) -> UInt32 {
            switch problem {
            case nil: 0
            case .unterminatedQuote: 1
            case .textAfterClosingQuote: 2
            case .tooLong(let limit): 3 &+ UInt32(clamping: min(max(limit, 0), Int(UInt32.max &- 3)))
            }
        }

        /// The problem a ``problemCode`` stands for.
        @inlinable @inline(__always)
        static func problem(_ code: UInt32) -> CSVProblem? {
            switch code {
            case 0: nil
            case 1: .unterminatedQuote
            case 2: .textAfterClosingQuote
            default: .tooLong(limit: Int(code &- 3))
            }
        }
    }

    /// The records' bytes, back to back as they were read.
    public var bytes: UnsafeBufferPointer<UInt8>
    /// The records, in input order.
    public var records: [Record]
    /// Every record's fields, record after record; a field's offsets are into its own
    /// record's bytes (``bytes(of:)``), not into the block's. Like ``bytes``, valid only as
    /// long as the memory they were handed out in: a holder that keeps the block longer
    /// copies them.
    public var fields: UnsafeBufferPointer<CSVField>

    public init(bytes: UnsafeBufferPointer<UInt8>, records: [Record], fields: UnsafeBufferPointer<CSVField>) {
        self.bytes = bytes
        self.records = records
        self.fields = fields
    }

    /// The bytes of the record at `index` of ``records``.
    public func bytes(of record: Record) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[record.start..<record.start + record.count])
    }

    /// `record` as a ``TableRecord``: its bytes in place, its fields copied out of the block's.
    public func tableRecord(_ record: Record) -> TableRecord {
        TableRecord(bytes: bytes(of: record), fields: Array(fields[record.firstField..<record.firstField + record.fieldCount]),
                    line: record.line, problem: record.problem)
    }
}
