import MaskVM

extension DFA {
    /// The VM's form of this DFA. It goes through the same verifier as a loaded file, so the
    /// compiler cannot hand the VM anything the loader would refuse.
    func lowered() throws(ProgramError) -> DenseDFA {
        try DenseDFA(
            classMap: classes.map,
            classCount: classes.count,
            startState: start,
            transitions: transitions.narrowed(),
            accepting: accepting)
    }
}

extension Array where Element == Int {
    /// The values as the VM's 32-bit table entries, clamped (states and classes are far
    /// below the limit; a rank past it only orders choices).
    /// PERF: one unchecked loop; `map` with a closure cost several times as much a value.
    func narrowed() -> [UInt32] {
        withUnsafeBufferPointer { values in
            [UInt32](unsafeUninitializedCapacity: values.count) { buffer, count in
                for index in 0..<values.count { buffer[index] = UInt32(clamping: values[index]) }
                count = values.count
            }
        }
    }
}
