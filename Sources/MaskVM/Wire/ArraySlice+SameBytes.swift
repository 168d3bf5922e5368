extension ArraySlice where Element == UInt8 {
    /// Whether the two slices hold the same bytes, compared eight at a time.
    ///
    /// PERF: the loader asks this of two sections to verify one automaton once where a file
    /// stores it twice; a generic element-by-element comparison cost about 5 instructions a
    /// byte, a word compare under one.
    func hasSameBytes(as other: ArraySlice<UInt8>) -> Bool {
        guard count == other.count else { return false }
        return withUnsafeBytes { left in
            other.withUnsafeBytes { right in
                // PERF: the loader shares one class map among a set's union and the masks
                // that have its classes, so most compares are of one buffer with itself;
                // those took about 1,300 instructions of loading us-zip (issue 21).
                if left.baseAddress == right.baseAddress { return true }
                // SAFETY: both buffers hold `count` bytes; runs of four words are read below
                // `count - 31`, words below `count - 7`, the tail byte by byte.
                var offset = 0
                // PERF: 32 bytes a branch; a class map (256 bytes, compared about seven times
                // a load of us-zip) took 32 branches a compare (issue 21).
                while offset &+ 32 <= left.count {
                    func word(_ buffer: UnsafeRawBufferPointer, _ at: Int) -> UInt64 {
                        buffer.loadUnaligned(fromByteOffset: offset &+ at, as: UInt64.self)
                    }
                    let differences = (word(left, 0) ^ word(right, 0)) | (word(left, 8) ^ word(right, 8))
                        | (word(left, 16) ^ word(right, 16)) | (word(left, 24) ^ word(right, 24))
                    guard differences == 0 else { return false }
                    offset &+= 32
                }
                while offset &+ 8 <= left.count {
                    guard left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
                    offset &+= 8
                }
                while offset < left.count {
                    guard left[offset] == right[offset] else { return false }
                    offset &+= 1
                }
                return true
            }
        }
    }
}
