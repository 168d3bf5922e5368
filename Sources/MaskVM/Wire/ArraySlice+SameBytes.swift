extension ArraySlice where Element == UInt8 {
    /// Whether the two slices hold the same bytes, compared eight at a time.
    ///
    /// PERF: the loader asks this of two sections to verify one automaton once where a file
    /// stores it twice; a generic element-by-element comparison cost about 5 instructions a
    /// byte, a word compare under one.
    func hasSameBytes(as other: ArraySlice<UInt8>) -> Bool {
        guard count == other.count else { return false }
        return withUnsafeBytes { left in other.withUnsafeBytes { right in left.hasSameBytes(as: right) } }
    }
}

extension UnsafeRawBufferPointer {
    /// Whether the two buffers hold the same bytes, compared 32 and then eight at a time.
    ///
    /// PERF: 32 bytes a branch; a class map (256 bytes, compared several times a load of
    /// us-zip) took 32 branches a compare (issue 21).
    func hasSameBytes(as other: UnsafeRawBufferPointer) -> Bool {
        guard count == other.count else { return false }
        if baseAddress == other.baseAddress { return true }
        let left = self
        let right = other
        // SAFETY: both buffers hold `count` bytes; runs of four words are read below
        // `count - 31`, words below `count - 7`, the tail byte by byte.
        var offset = 0
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
