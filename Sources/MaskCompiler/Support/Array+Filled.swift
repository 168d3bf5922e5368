// MaskCompiler and MaskVM each keep their own copy of this helper (MaskVM's is in
// Program/Array+Filled.swift): a few lines are cheaper than a `package` door between two
// modules that a reader has to follow.
extension Array {
    /// `count` copies of `value`, as `Array(repeating:count:)` makes them, but cheaper.
    ///
    /// PERF: `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:)` allocate
    /// through a generic entry point of the standard library that looks the storage class's
    /// metadata up at run time, about 250 instructions an array; reserving capacity goes
    /// through code specialized here, with the metadata cached. A compile makes dozens of
    /// small arrays, and this was a tenth of its cost.
    @inline(__always)
    init(filledWith value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }

    /// An array of `count` elements, first all `value`, then set by `fill` (which may also
    /// leave some as they are): the cheap form of `Array(unsafeUninitializedCapacity:)`.
    @inline(__always)
    init(filledWith value: Element, count: Int, then fill: (inout UnsafeMutableBufferPointer<Element>) throws -> Void) rethrows {
        self.init(filledWith: value, count: count)
        try withUnsafeMutableBufferPointer(fill)
    }
}
