/// Visiting a class map (or two, side by side) a run at a time: eight bytes that one map
/// (each map) puts in one class are visited as their first byte alone.
///
/// PERF: a class map is mostly long runs (all of 0x80...0xFF is usually one class), so a
/// pass that cares only which classes meet is a few dozen steps, not 256.
enum ClassMapRuns {
    /// Calls `visit` with every byte of `map` (256 entries) that starts a run of eight alike
    /// or lies in a word that is not one run.
    @inline(__always)
    static func forEachRun(of map: UnsafeBufferPointer<UInt8>, _ visit: (Int) -> Void) {
        let raw = UnsafeRawBufferPointer(map)
        var byte = 0
        while byte < 256 {
            // SAFETY: `map` has 256 entries: words at 0, 8, ..., 248.
            let word = raw.loadUnaligned(fromByteOffset: byte, as: UInt64.self)
            if word == (word & 0xFF) &* 0x0101_0101_0101_0101 {
                visit(byte)
            } else {
                for each in byte..<(byte &+ 8) { visit(each) }
            }
            byte &+= 8
        }
    }

    /// ``forEachRun(of:_:)`` of two maps: a word is one step when it is a run in both.
    @inline(__always)
    static func forEachRun(of first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>, _ visit: (Int) -> Void) {
        let left = UnsafeRawBufferPointer(first)
        let right = UnsafeRawBufferPointer(second)
        var byte = 0
        while byte < 256 {
            // SAFETY: both maps have 256 entries.
            let one = left.loadUnaligned(fromByteOffset: byte, as: UInt64.self)
            let other = right.loadUnaligned(fromByteOffset: byte, as: UInt64.self)
            if one == (one & 0xFF) &* 0x0101_0101_0101_0101, other == (other & 0xFF) &* 0x0101_0101_0101_0101 {
                visit(byte)
            } else {
                for each in byte..<(byte &+ 8) { visit(each) }
            }
            byte &+= 8
        }
    }
}
