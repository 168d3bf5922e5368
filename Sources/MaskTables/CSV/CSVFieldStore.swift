/// The fields a scan appends, in room of their own: appending one is a store and an add.
///
/// PERF: an array append a field, with its uniqueness and capacity checks, cost about 30
/// instructions, some 180 a row of the benchmark table; gathering a record's fields on the
/// stack and appending them to the array at once, about 125 a record.
///
/// The owner calls ``deallocate()`` once, when it is done with the fields.
struct CSVFieldStore {
    /// The room: `capacity` fields, of which the first `count` are initialized.
    private var base: UnsafeMutablePointer<CSVField>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// The fields appended so far, valid until the next append or ``deallocate()``.
    var fields: UnsafeBufferPointer<CSVField> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always)
    mutating func append(_ field: CSVField) {
        if count == capacity { grow() }
        // SAFETY: `count` is below `capacity` (the room grew when it reached it).
        (base + count).initialize(to: field)
        count &+= 1
    }

    /// Room for `extra` more fields after those appended: the caller initializes the first
    /// `k` (no more than `extra`) and then calls ``commit(_:)`` with `k`, before any other
    /// change to the store. PERF: the hot loop writes its fields with no check and no store
    /// of the count a field (its check is once a 64-byte window).
    @inline(__always)
    mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<CSVField> {
        if capacity &- count < extra { grow(toHold: count + extra) }
        return base + count
    }

    /// Counts the `stored` fields the caller initialized in the room ``reserve(_:)`` gave.
    @inline(__always)
    mutating func commit(_ stored: Int) {
        count &+= stored
    }

    /// Writes a plain field for each bit of `ends` (a 64-byte window's field ends, lowest
    /// first) into `room` from `stored` on, the first from `start`, each next one from the byte
    /// after the end before it, all offsets from the same origin as `windowStart` (the
    /// window's first byte); `start` is left at the byte after the last end. Returns the new
    /// `stored`. The caller commits them. PERF: a field is a trailing-zero count, an add and
    /// a store (the marked pass's and the stage-1 pass's plain runs).
    @inline(__always)
    static func writePlainFields(
        _ ends: UInt64, to room: UnsafeMutablePointer<CSVField>, stored: Int, windowStart: Int, start: inout Int
    ) -> Int {
        var ends = ends
        var stored = stored
        var fieldStart = start
        while ends != 0 {
            let at = windowStart &+ ends.trailingZeroBitCount
            // SAFETY: the caller reserved room for a window's 64 ends past `stored`.
            (room + stored).initialize(to: CSVField(start: fieldStart, end: at, isQuoted: false))
            stored &+= 1
            fieldStart = at &+ 1
            ends &= ends &- 1
        }
        start = fieldStart
        return stored
    }

    @inline(never)
    private mutating func grow(toHold needed: Int = 0) {
        var grown = capacity * 2
        while grown < needed { grown *= 2 }
        let larger = UnsafeMutablePointer<CSVField>.allocate(capacity: grown)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = grown
    }

    /// Room for at least `capacity` fields in all, grown once rather than by doubling.
    mutating func reserveCapacity(_ capacity: Int) {
        if capacity > self.capacity { grow(toHold: capacity) }
    }

    /// Keeps the first `count` fields and forgets the others.
    mutating func removeAll(from count: Int) {
        // CSVField is a plain value: nothing to deinitialize.
        self.count = min(self.count, max(0, count))
    }

    func deallocate() {
        base.deallocate()
    }
}
