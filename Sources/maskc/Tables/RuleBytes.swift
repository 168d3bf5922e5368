/// Values a rule makes once, when the rules load, and every failing cell of its column
/// reads: read in place through a pointer.
///
/// PERF: an array held by the rule was retained and released around each read (the rule is a
/// class, so the compiler cannot see that the array outlives the read), three of them a
/// failure of `check --rules`, about 60 instructions.
struct RuleBuffer<Element: BitwiseCopyable>: @unchecked Sendable {
    /// SAFETY: allocated here, never written after `init`, and freed by the rule that holds
    /// it (``free()`` in its `deinit`), which outlives every judge that reads it.
    let bytes: UnsafeBufferPointer<Element>

    init(_ array: [Element]) {
        bytes = array.withUnsafeBufferPointer { $0.allocatedCopy() }
    }

    var count: Int { bytes.count }

    /// Frees the values; called once, by the rule's `deinit`.
    func free() {
        bytes.deallocateCopy()
    }
}

/// Bytes a rule makes once: its messages' tails and prefixes.
typealias RuleBytes = RuleBuffer<UInt8>
