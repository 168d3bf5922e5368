/// A copy of a buffer in memory of its own, for values that must outlive the memory they were
/// handed out in: a rule's tables (``RuleBuffer``), a block kept past the reader's callback
/// (``JudgedBlock``).
extension UnsafeBufferPointer where Element: BitwiseCopyable {
    /// The elements copied into new memory (of at least one element, so even an empty copy
    /// has an address), which the owner frees once with ``deallocateCopy()``.
    func allocatedCopy() -> UnsafeBufferPointer<Element> {
        let copy = UnsafeMutablePointer<Element>.allocate(capacity: Swift.max(count, 1))
        if let baseAddress { copy.initialize(from: baseAddress, count: count) }
        return UnsafeBufferPointer(start: copy, count: count)
    }

    /// Frees memory made by ``allocatedCopy()``; the elements need no deinitializing.
    func deallocateCopy() {
        baseAddress.map { UnsafeMutablePointer(mutating: $0).deallocate() }
    }
}
