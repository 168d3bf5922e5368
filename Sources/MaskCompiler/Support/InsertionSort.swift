extension UnsafeMutablePointer where Pointee: Comparable {
    /// Puts the first `count` elements in ascending order, in place.
    ///
    /// PERF: for the few elements the subset construction and the NFA's flat form sort at a
    /// time (a state's classes, an interval sweep's events), mostly in order already: the
    /// standard library's sort is a merge sort that allocates its buffer on every call.
    /// Quadratic: callers keep `count` to a few dozen.
    @inline(__always)
    func insertionSort(count: Int) {
        guard count > 1 else { return }
        for next in 1..<count {
            let value = self[next]
            var slot = next
            while slot > 0, self[slot - 1] > value {
                self[slot] = self[slot - 1]
                slot -= 1
            }
            self[slot] = value
        }
    }
}
