// One helper for the VM and the compiler (which imports MaskVM): `package`, so it stays out
// of the public API, and `@inlinable`, so the compiler's arrays are specialized in its own
// code as they were when it kept a copy of this file.
extension Array {
    /// `count` copies of `value`, as `Array(repeating:count:)` makes them, but cheaper.
    ///
    /// PERF: `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:)` allocate
    /// through a generic entry point of the standard library that looks the storage class's
    /// metadata up at run time, about 250 instructions an array; reserving capacity goes
    /// through code specialized here, with the metadata cached. A compile makes dozens of
    /// small arrays, and this was a tenth of its cost.
    @inlinable @inline(__always)
    package init(filledWith value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }

    /// An array of `count` elements, first all `value`, then set by `fill` (which may also
    /// leave some as they are): the cheap form of `Array(unsafeUninitializedCapacity:)`.
    @inlinable @inline(__always)
    package init(filledWith value: Element, count: Int, then fill: (inout UnsafeMutableBufferPointer<Element>) throws -> Void) rethrows {
        self.init(filledWith: value, count: count)
        try withUnsafeMutableBufferPointer(fill)
    }
}
