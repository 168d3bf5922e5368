/// Results of measured calls go here, so the optimizer cannot drop the calls. The sink is
/// touched only from the benchmark's one thread.
nonisolated(unsafe) private var sinkStorage: Int = 0

/// Consumes a value opaquely.
@inline(never)
func blackHole<T>(_ value: T) {
    withUnsafeBytes(of: value) { bytes in
        if let first = bytes.first { sinkStorage &+= Int(first) }
    }
}

/// An opaque identity: the optimizer cannot see through it, so loop-invariant inputs are
/// not hoisted out of the timed loop.
@inline(never)
func opaque<T>(_ value: T) -> T {
    value
}
