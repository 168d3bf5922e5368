/// The fields of a range's records (``TableReader/scanRecords(in:from:before:records:into:)``),
/// in room of their own that the caller keeps from range to range.
///
/// PERF: the array form of the scan gathers the fields in a store of its own and copies them
/// into the caller's array: the store was a new allocation each range (about 400 KB a
/// 256 KiB range of the benchmark table), which the kernel mapped and zeroed page by page
/// again, and the copy wrote them a second time (with `--jobs 2` on a million rows, about a
/// third of the page faults were that copy's and most of the scan's were the store's).
public final class TableRangeFields {
    /// The room the scan appends to; emptied before each scan.
    var store: CSVFieldStore

    /// Room for `capacity` fields at first (a scan grows it as it needs).
    public init(capacity: Int = 256) {
        store = CSVFieldStore(capacity: capacity)
    }

    deinit {
        store.deallocate()
    }

    /// The last scan's fields, valid until the next scan into this room or its end.
    public var fields: UnsafeBufferPointer<CSVField> { store.fields }

    /// How many fields the last scan found.
    public var count: Int { store.count }

    /// Room for at least `capacity` fields, grown once now rather than by doubling later.
    public func reserveCapacity(_ capacity: Int) {
        store.reserveCapacity(capacity)
    }
}
