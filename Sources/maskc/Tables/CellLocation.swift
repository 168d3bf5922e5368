import MaskTables

/// Where a ruled column's cell is in a record, and how its value is written there.
struct CellLocation {
    enum Encoding {
        /// A CSV field; `start..<end` is the whole field, quotes included.
        case csv(CSVField)
        /// A JSON string; `start..<end` is the literal, quotes included.
        case jsonString(hasEscapes: Bool)
        /// A JSON number or `true`/`false`: its text is the value.
        case jsonScalar
        /// A JSON object or array: not a text.
        case jsonStructure
        /// No such member, or `null`: a blank value (nothing to replace).
        case absent
    }

    var start = 0
    var end = 0
    var encoding = Encoding.absent

    /// The cell's value when it is its bytes in `record` as they stand (no doubled quote, no
    /// escape to undo); nil when it must be undone first, or is not a text.
    func valueInPlace(in record: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        switch encoding {
        case .csv(let field):
            field.hasDoubledQuote ? nil : UnsafeBufferPointer(rebasing: record[field.start..<field.end])
        case .jsonString(let hasEscapes):
            hasEscapes ? nil : UnsafeBufferPointer(rebasing: record[start + 1..<end - 1])
        case .jsonScalar:
            UnsafeBufferPointer(rebasing: record[start..<end])
        case .jsonStructure:
            nil
        case .absent:
            UnsafeBufferPointer(start: nil, count: 0)
        }
    }

    /// Calls `body` with the cell's value as UTF-8 bytes (nil when it is not a text), read
    /// from `record`, through `scratch` when quotes or escapes must be undone.
    func withValue<Result>(
        in record: UnsafeBufferPointer<UInt8>, scratch: inout [UInt8], _ body: (UnsafeBufferPointer<UInt8>?) -> Result
    ) -> Result {
        switch encoding {
        case .csv(let field):
            if let unquoted = field.value(in: record, into: &scratch) {
                return unquoted.withUnsafeBufferPointer { body($0) }
            }
            return body(UnsafeBufferPointer(rebasing: record[field.start..<field.end]))
        case .jsonString(let hasEscapes):
            guard hasEscapes else { return body(UnsafeBufferPointer(rebasing: record[start + 1..<end - 1])) }
            scratch.removeAll(keepingCapacity: true)
            guard JSONString.decode(record, start + 1, end - 1, into: &scratch) else { return body(nil) }
            return scratch.withUnsafeBufferPointer { body($0) }
        case .jsonScalar:
            return body(UnsafeBufferPointer(rebasing: record[start..<end]))
        case .jsonStructure:
            return body(nil)
        case .absent:
            return body(UnsafeBufferPointer(start: nil, count: 0))
        }
    }
}
