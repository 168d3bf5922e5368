extension ByteReader {
    /// Reads a bitmap of `count` bits, refusing bits set past the last one.
    mutating func bitmap(count: Int, tag: String) throws(ProgramError) -> [Bool] {
        let bytes = try bitmapBytes(count: count, tag: tag)
        // PERF: unpacked straight from the file's bytes, with no copy of them first, and
        // through a buffer: the slice's checked subscript, a bit at a time, cost about 20,000
        // instructions of loading the card preset, whose file holds 23 automata.
        return bytes.withUnsafeBufferPointer { packed in
            [Bool](filledWith: false, count: count) { bits in TableEncoding.unpack(packed, into: bits) }
        }
    }

    /// Reads the bytes of a bitmap of `count` bits, packed as the file has them, refusing
    /// bits set past the last one (``TableEncoding/unpack(_:into:)`` unpacks them).
    mutating func bitmapBytes(count: Int, tag: String) throws(ProgramError) -> ArraySlice<UInt8> {
        let bytes = try read(TableEncoding.bitmapSize(count))
        if count % 8 != 0, bytes[bytes.endIndex - 1] >> UInt8(count % 8) != 0 {
            throw .malformedSection(tag: tag, reason: "accepting bitmap has bits set past the last state")
        }
        return bytes
    }

    /// Reads an accepting bitmap of `count` bits as ``AcceptingStates``: the count `k` when
    /// the bits set are exactly states 1...k (as the compiler numbers states), else each
    /// state's bit. Bits set past the last state are refused, as ``bitmap(count:tag:)`` does.
    ///
    /// PERF: the count needs no array: unpacking the bits cost an allocation, a pass and a
    /// free an automaton, and the verifier then counted them again (issue 21).
    mutating func acceptingStates(count: Int, tag: String) throws(ProgramError) -> AcceptingStates {
        let bytes = try bitmapBytes(count: count, tag: tag)
        let prefix = bytes.withUnsafeBufferPointer { packed -> Int? in
            // SAFETY: `packed` holds ceil(count / 8) bytes, so bit `index` is in byte `index / 8`.
            func bit(_ index: Int) -> Bool { packed[index &>> 3] &>> UInt8(truncatingIfNeeded: index & 7) & 1 != 0 }
            guard !bit(0) else { return nil }
            var end = 1
            while end < count, bit(end) { end &+= 1 }
            // Every bit from `end` on must be clear: the rest of its byte, then whole bytes.
            if end < count, packed[end &>> 3] &>> UInt8(truncatingIfNeeded: end & 7) != 0 { return nil }
            var byte = (end &>> 3) &+ 1
            while byte < packed.count {
                guard packed[byte] == 0 else { return nil }
                byte &+= 1
            }
            return end &- 1
        }
        if let prefix { return .first(prefix) }
        return .each(bytes.withUnsafeBufferPointer { packed in
            [Bool](filledWith: false, count: count) { bits in TableEncoding.unpack(packed, into: bits) }
        })
    }

    /// Reads the fields every automaton section starts with (state count, class count, start
    /// state), refusing counts outside the limits before anything is allocated.
    mutating func automatonCounts(tag: String, limits: MaskProgram.LoadLimits) throws(ProgramError) -> (states: Int, classes: Int, start: Int) {
        let stateCount = Int(try u32("the state count"))
        let classCount = Int(try u32("the class count"))
        let startState = Int(try u32("the start state"))
        guard stateCount >= 1, stateCount <= limits.maximumStates else {
            throw .malformedSection(tag: tag, reason: "state count \(stateCount) is not between 1 and \(limits.maximumStates)")
        }
        guard (1...256).contains(classCount) else { throw .invalidClassCount(classCount) }
        return (stateCount, classCount, startState)
    }

    /// Checks that exactly the tables are left: the 256-byte class map, `states × columns`
    /// entries of `bytesPerEntry` bytes, and the accepting bitmap. Done before reading them,
    /// so a huge count cannot make the loader allocate; overflow-checked, as the limits are
    /// the embedding app's to raise. Returns the number of entries.
    func expectTables(tag: String, states: Int, columns: Int, bytesPerEntry: Int) throws(ProgramError) -> Int {
        let (entries, entriesOverflow) = states.multipliedReportingOverflow(by: columns)
        let (tableBytes, bytesOverflow) = entries.multipliedReportingOverflow(by: bytesPerEntry)
        guard !entriesOverflow, !bytesOverflow, remaining - 256 - TableEncoding.bitmapSize(states) == tableBytes else {
            throw .malformedSection(tag: tag, reason: "\(remaining) bytes of tables do not fit \(states) states of \(columns) columns")
        }
        return entries
    }

    /// Reads a width field (1, 2 or 4).
    mutating func width(tag: String, what: String) throws(ProgramError) -> Int {
        let width = Int(try u32("the \(what) width"))
        guard [1, 2, 4].contains(width) else {
            throw .malformedSection(tag: tag, reason: "\(what) width \(width) is not 1, 2 or 4")
        }
        return width
    }

    /// Reads `count` little-endian unsigned integers of `width` bytes (1, 2 or 4), taken at
    /// once and converted by ``TableEncoding/decode(_:width:into:)``.
    mutating func unsignedArray(count: Int, width: Int) throws(ProgramError) -> [UInt32] {
        let (size, overflow) = count.multipliedReportingOverflow(by: width)
        guard !overflow else { throw .malformedSection(tag: tag, reason: "a table of \(count) entries is too large") }
        let bytes = try read(size)
        return bytes.withUnsafeBufferPointer { bytes in
            [UInt32](filledWith: 0, count: count) { values in TableEncoding.decode(bytes, width: width, into: values) }
        }
    }
}

/// An automaton's accepting states as its section stores them (``ByteReader/acceptingStates(count:tag:)``).
enum AcceptingStates {
    /// States 1...k, and no other.
    case first(Int)
    /// Each state's flag, in any other case.
    case each([Bool])
}
