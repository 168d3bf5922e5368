/// Splits CSV records (RFC 4180) into fields, on bytes: no `String` is made for a field.
///
/// A record ends at a line feed outside quotes; a `\r` before it belongs to the line end.
/// A field in double quotes may hold delimiters, line ends and doubled quotes. A quote
/// inside an unquoted field is read as text, as Python's `csv` reads it. Text after a closing
/// quote, and a quote still open at the end of the input, make the record malformed
/// (``CSVProblem``), but the scanner still says where it ends.
///
/// ```swift
/// var scanner = CSVScanner(delimiter: UInt8(ascii: ","))
/// var fields: [CSVField] = []
/// let bytes = Array("a,\"b,c\"\r\nnext".utf8)
/// let scan = bytes.withUnsafeBufferPointer { scanner.scanRecord($0, from: 0, isFinal: false, fields: &fields) }
/// // .record(end: 9, lineFeeds: 1, problem: nil); fields: a and b,c (quoted)
/// ```
public struct CSVScanner: Hashable, Sendable {
    /// The byte between fields: `,` by default, `\t` for TSV.
    public var delimiter: UInt8

    static let quote = UInt8(ascii: "\"")
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D

    public init(delimiter: UInt8 = UInt8(ascii: ",")) {
        self.delimiter = delimiter
    }

    /// What one scan found.
    public enum Scan: Hashable, Sendable {
        /// A whole record: the next record starts at `end`, after its line end; `lineFeeds`
        /// counts the line feeds it spans (its line end and those inside quotes).
        case record(end: Int, lineFeeds: Int, problem: CSVProblem?)
        /// The record goes past the bytes given: scan again from the same start with more.
        case needsMore
        /// The record reaches past ``CSVField/maximumOffset`` of the bytes given, where a
        /// field's offset can no longer be stored: hand the scanner the bytes from the
        /// record's start (`UnsafeBufferPointer(rebasing: bytes[start...])`, from 0), as
        /// ``TableReader`` does. A record longer than that cannot be scanned at all.
        case pastMaximumOffset
    }

    /// Scans the record that starts at `start`, writing its fields (offsets into `bytes`)
    /// to `fields`. With `isFinal`, the bytes are the rest of the input: a record may end
    /// at their end. `start` must be below `bytes.count`. A record that reaches past
    /// ``CSVField/maximumOffset`` (2 GiB into `bytes`) is ``Scan/pastMaximumOffset``, with no
    /// fields: its offsets would not fit in a ``CSVField``.
    public func scanRecord(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool, fields: inout [CSVField]
    ) -> Scan {
        fields.removeAll(keepingCapacity: true)
        return scanRecord(bytes, from: start, isFinal: isFinal, appendingTo: &fields)
    }

    /// ``scanRecord(_:from:isFinal:fields:)`` that appends the record's fields to `fields`
    /// after those already there, so a block's records can share one array. On `.needsMore`
    /// the fields it appended are left there: the caller drops them. On
    /// ``Scan/pastMaximumOffset`` it appends nothing.
    public func scanRecord(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool, appendingTo fields: inout [CSVField]
    ) -> Scan {
        scanRecord(bytes, from: start, isFinal: isFinal, appendingTo: &fields, offsetLimit: CSVField.maximumOffset)
    }

    /// ``scanRecord(_:from:isFinal:appendingTo:)`` with the largest offset a field may hold
    /// given (``CSVField/maximumOffset`` but in tests, which cannot map 2 GiB cheaply).
    ///
    /// Why the bytes are cut at the limit rather than the offsets checked afterwards: past
    /// it a field's offsets wrap (``CSVField/init(start:end:isQuoted:hasDoubledQuote:)``),
    /// so a record there would come back with plausible, wrong fields. Cut there, a record
    /// that reaches the cut asks for more (`.needsMore`), which is the answer.
    func scanRecord(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool, appendingTo fields: inout [CSVField],
        offsetLimit: Int
    ) -> Scan {
        guard start < offsetLimit else { return .pastMaximumOffset }
        let isCut = bytes.count > offsetLimit
        let within = isCut ? UnsafeBufferPointer(rebasing: bytes[..<offsetLimit]) : bytes
        var marks = CSVMarks(delimiter: delimiter)
        var store = CSVFieldStore(capacity: 16)
        defer { store.deallocate() }
        let scan = scanRecord(within, from: start, isFinal: isFinal && !isCut, marks: &marks, appendingTo: &store)
        if isCut, case .needsMore = scan { return .pastMaximumOffset }
        fields.append(contentsOf: store.fields)
        return scan
    }

    /// ``scanRecord(_:from:isFinal:appendingTo:)`` with the marks of the bytes kept from one
    /// record to the next in `marks`, whose holder resets it whenever the bytes it marked
    /// may change or move (``CSVMarks``), and the fields appended to a store of the caller's.
    func scanRecord(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool, marks: inout CSVMarks,
        appendingTo fields: inout CSVFieldStore
    ) -> Scan {
        let end = bytes.count
        // PERF: a record's fields are read off the marks of 64 bytes at a time in one pass
        // (a field ends at each mark; a quoted field at the delimiter or line end after its
        // closing quote). A quoted field that pass cannot settle, and the last field of the
        // bytes (which may need more of them), go the field-by-field way.
        var index: Int
        var lineFeeds: Int
        var one = OneRecord()
        switch Self.scanMarkedFields(bytes, from: start, marks: &marks, fields: &fields, records: &one) {
        case .record(let next, let spanned): return .record(end: next, lineFeeds: spanned, problem: nil)
        case .field(let fieldStart, let spanned): (index, lineFeeds) = (fieldStart, spanned)
        }
        var fieldEnds = FieldEndSearch(bytes, delimiter: delimiter)
        var problem: CSVProblem?
        while true {
            // One field per turn, starting at `index`.
            var field = CSVField(start: index, end: index, isQuoted: false)
            if index < end, bytes[index] == Self.quote {
                field.isQuoted = true
                field.start = index + 1
                index += 1
                while true {
                    guard let found = Self.firstQuote(bytes, from: index, counting: &lineFeeds) else {
                        guard isFinal else { return .needsMore }
                        // Still open at the end of the input: the rest is the field.
                        field.end = end
                        fields.append(field)
                        return .record(end: end, lineFeeds: lineFeeds, problem: .unterminatedQuote)
                    }
                    if found + 1 < end, bytes[found + 1] == Self.quote {
                        field.hasDoubledQuote = true
                        index = found + 2
                        continue
                    }
                    if found + 1 == end, !isFinal { return .needsMore }
                    field.end = found
                    index = found + 1
                    break
                }
                // After the closing quote: a delimiter or a line end, else text that does
                // not belong (kept in the record, and reported).
                if index < end, bytes[index] != delimiter, bytes[index] != Self.lineFeed,
                   !(bytes[index] == Self.carriageReturn && (index + 1 == end || bytes[index + 1] == Self.lineFeed)) {
                    problem = problem ?? .textAfterClosingQuote
                }
            }
            // Up to the next delimiter or line feed (for a quoted field, past any stray text).
            let contentStart = index
            index = fieldEnds.next(from: index)
            if index == end, !isFinal { return .needsMore }
            if !field.isQuoted {
                field.end = index
                // A CR just before the line feed (or the input's end) is the line end's.
                if index > contentStart, bytes[index - 1] == Self.carriageReturn, index == end || bytes[index] == Self.lineFeed {
                    field.end = index - 1
                }
            }
            fields.append(field)
            if index == end { return .record(end: end, lineFeeds: lineFeeds, problem: problem) }
            if bytes[index] == Self.lineFeed {
                return .record(end: index + 1, lineFeeds: lineFeeds + 1, problem: problem)
            }
            index += 1   // past the delimiter
        }
    }
}
