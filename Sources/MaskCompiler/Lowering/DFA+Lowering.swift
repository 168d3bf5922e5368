import MaskVM

extension DFA {
    /// The VM's form of this minimal DFA (``quotient(classOf:)`` numbers its states as the VM
    /// does: dead, accepting, others). It is trusted, not verified: the verifier is for
    /// hostile files. Debug builds and the tests check that it passes the verifier all the same.
    func lowered() -> DenseDFA {
        DenseDFA(
            trusted: classes.map,
            classCount: classes.count,
            startState: start,
            transitions: transitions.narrowed(),
            acceptingCount: accepting.count(where: { $0 }))
    }
}

extension Array where Element == Int {
    /// The values as the VM's 32-bit table entries, clamped (states and classes are far
    /// below the limit; a rank past it only orders choices).
    /// PERF: one unchecked loop; `map` with a closure cost several times as much a value.
    /// A large table is written into uninitialized storage: zeroing it first cost a
    /// store a byte in callgrind's count (`rep stosb`; 60 KB for the typical expression's
    /// table), where a small one is cheaper made through ``Swift/Array/init(filledWith:count:then:)``.
    func narrowed() -> [UInt32] {
        withUnsafeBufferPointer { values in
            guard values.count >= 1024 else {
                return [UInt32](filledWith: 0, count: values.count) { buffer in
                    for index in 0..<values.count { buffer[index] = UInt32(clamping: values[index]) }
                }
            }
            return [UInt32](unsafeUninitializedCapacity: values.count) { buffer, initialized in
                for index in 0..<values.count { buffer.initializeElement(at: index, to: UInt32(clamping: values[index])) }
                initialized = values.count
            }
        }
    }
}
