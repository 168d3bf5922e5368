/// A deterministic automaton over byte classes, as the compiler builds and minimizes it.
/// State 0 is always the dead state; ``MaskVM/DenseDFA`` is its lowered, verified form.
public struct DFA: Hashable, Sendable {
    public var classes: ByteClasses
    /// `transitions[state * classes.count + class]`; 0 is the dead state.
    public var transitions: [Int]
    public var accepting: [Bool]
    public var start: Int

    public var stateCount: Int { accepting.count }

    public func next(_ state: Int, _ cls: Int) -> Int {
        transitions[state * classes.count + cls]
    }

    /// Runs the DFA over bytes; nil when it reaches the dead state. For tests and tools.
    public func state(after bytes: some Sequence<UInt8>) -> Int? {
        var state = start
        for byte in bytes {
            state = next(state, Int(classes.map[Int(byte)]))
            if state == 0 { return nil }
        }
        return state
    }
}
