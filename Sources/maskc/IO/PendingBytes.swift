/// Output lines written through a ``ByteCursor`` straight into memory of their own, and
/// handed on to an array in runs of many lines (``flush(into:)``).
///
/// PERF: a failure of `check --rules` written into a cursor on the stack and then appended to
/// the part's output paid the append (about 100 instructions: the uniqueness and capacity
/// checks and a `memcpy` call) for each line; here the lines are written in place and the
/// append is paid once for some hundreds of them.
///
/// One thread's, like the judge that holds it. Whoever appends to the same array by another
/// way flushes this first, so the lines keep their order.
final class PendingBytes {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// How many bytes are written and not yet flushed.
    private var count = 0

    /// SAFETY: `base` is this object's own allocation of `capacity` bytes, freed in `deinit`;
    /// `count` stays within it (``cursor(room:flushingInto:)`` and ``commit(_:)``).
    init(capacity: Int = 1 << 16) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The most a line written through ``cursor(room:flushingInto:)`` may take; a longer one
    /// is to be written another way.
    var largestLine: Int { capacity }

    /// A cursor with room for `room` bytes (at most ``largestLine``) after what is pending,
    /// moving that into `output` first when it does not fit. Hand it back to ``commit(_:)``
    /// to keep what it wrote, or drop it to keep nothing.
    @inline(__always)
    func cursor(room: Int, flushingInto output: inout [UInt8]) -> ByteCursor {
        precondition(room <= capacity, "PendingBytes: a line larger than the buffer")
        if room > capacity &- count { flush(into: &output) }
        return ByteCursor(base + count, capacity: room)
    }

    /// Keeps the bytes `cursor` (made by the last ``cursor(room:flushingInto:)``) wrote.
    @inline(__always)
    func commit(_ cursor: ByteCursor) {
        count &+= cursor.count
    }

    /// Appends what is pending to `output`, in one run, and empties this.
    func flush(into output: inout [UInt8]) {
        guard count > 0 else { return }
        output.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
        count = 0
    }
}
