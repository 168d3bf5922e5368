import CMaskCRC32

/// CRC-32 (ISO-HDLC, the zlib and PNG checksum). It detects every error burst of up to
/// 32 bits, so any single flipped byte of a bytecode file is caught.
///
/// The checksum is kept as a *register*: it starts at ``initialRegister``, each byte moves it
/// on, and the checksum is the last register with every bit flipped. A register can be
/// recorded part-way through a pass (``ChecksumCheckpoints``) and the checksum of any run of
/// bytes derived from the registers at its two ends (`CRC32+Shift.swift`).
enum CRC32 {
    /// The register before the first byte; the checksum is the last register XOR this too.
    static let initialRegister: UInt32 = 0xFFFF_FFFF

    /// The generator polynomial x³² + x²⁶ + … + 1 without its x³² term, bit-reversed: bit 31
    /// is the coefficient of x⁰, bit 0 that of x³¹.
    static let polynomial: UInt32 = 0xEDB8_8320

    /// Eight tables of 256 entries, back to back: table 0 is the byte-at-a-time table, and
    /// table k gives the effect of a byte followed by k zero bytes.
    static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ polynomial : value >> 1 }
            tables[index] = value
        }
        for table in 1..<8 {
            for index in 0..<256 {
                let previous = tables[(table - 1) * 256 + index]
                tables[table * 256 + index] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
            }
        }
        return tables
    }()

    /// The CRC-32 of `bytes`.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        advance(initialRegister, over: bytes) ^ initialRegister
    }

    /// The register after `bytes`, from `register` before them.
    static func advance(_ register: UInt32, over bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { bytes in
            tables.withUnsafeBufferPointer { tables in advance(register, over: bytes, tables: tables) }
        }
    }

    /// ``advance(_:over:)`` that also records, in `registers[i]`, the register after the first
    /// `i * stride` bytes, for every `i` below `registers.count` (`stride` a multiple of 8,
    /// and `(registers.count - 1) * stride` at most `bytes.count`): the pass where the
    /// processor cannot fold.
    ///
    /// PERF: one pass; recording costs a store a stride, where a call of ``advance(_:over:)``
    /// a stride cost about 25 instructions each.
    static func advance(
        _ register: UInt32, over bytes: ArraySlice<UInt8>, recordingEvery stride: Int, into registers: UnsafeMutableBufferPointer<UInt32>
    ) -> UInt32 {
        precondition(stride > 0 && stride % 8 == 0 && (registers.count - 1) * stride <= bytes.count, "checkpoints outside the bytes")
        return bytes.withUnsafeBufferPointer { bytes in
            tables.withUnsafeBufferPointer { tables in
                var crc = register
                var offset = 0
                for index in 0..<registers.count {
                    registers[index] = crc
                    let end = index == registers.count - 1 ? bytes.count : offset + stride
                    crc = advanceByTables(crc, over: UnsafeBufferPointer(rebasing: bytes[offset..<end]), tables: tables)
                    offset = end
                }
                return crc
            }
        }
    }

    /// How many folded records ``advance(_:over:recordingFoldedEvery:into:)`` writes over
    /// `count` bytes: one after every full `stride` bytes.
    static func foldedRecordCount(over count: Int, every stride: Int) -> Int { count / stride }

    /// ``advance(_:over:)`` by folding (only where ``canFold``, over at least 16 bytes), that
    /// also records, at `recorded[16 * (i - 1) ..< 16 * i]`, the 16 bytes folded from the first
    /// `i * stride` bytes, for `i` from 1 to ``foldedRecordCount(over:every:)``
    /// (`stride` a multiple of 16): ``register(ofFolded:)`` gives the register there.
    ///
    /// PERF: the register at a checkpoint is only wanted at a few of them (the ends of a
    /// set's masks' files); reducing the folded bytes to a register at every one, through the
    /// tables, cost more than the folding itself.
    static func advance(
        _ register: UInt32, over bytes: ArraySlice<UInt8>, recordingFoldedEvery stride: Int, into recorded: UnsafeMutableBufferPointer<UInt8>
    ) -> UInt32 {
        precondition(canFold && bytes.count >= 16 && stride > 0 && stride % 16 == 0
                     && recorded.count == 16 * foldedRecordCount(over: bytes.count, every: stride), "folded records outside the bytes")
        return bytes.withUnsafeBufferPointer { bytes in
            tables.withUnsafeBufferPointer { tables in
                let blocks = bytes.count / 16
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { folded in
                    // SAFETY: `blocks * 16` bytes from the base lie in `bytes`; the records
                    // fill `recorded` exactly (checked above); `folded` holds 16.
                    maskc_crc32_fold(register, bytes.baseAddress!, blocks, stride / 16, recorded.baseAddress, folded.baseAddress!,
                                     canFoldWide ? 1 : 0)
                    let afterBlocks = advanceByTables(0, over: UnsafeBufferPointer(folded), tables: tables)
                    return advanceByTables(afterBlocks, over: UnsafeBufferPointer(rebasing: bytes[(blocks * 16)...]), tables: tables)
                }
            }
        }
    }

    /// The register that 16 folded bytes stand for: what a register of 0 becomes reading them.
    static func register(ofFolded folded: ArraySlice<UInt8>) -> UInt32 {
        precondition(folded.count == 16, "16 folded bytes")
        return advance(0, over: folded)
    }

    /// Whether this processor folds 16 bytes a step (``advance(_:over:tables:)``).
    static let canFold = maskc_crc32_can_fold() != 0

    /// Whether it also folds four 16-byte lanes an instruction, over long runs (AVX-512's
    /// VPCLMULQDQ): the same registers, about four times the bytes a cycle.
    static let canFoldWide = canFold && maskc_crc32_can_fold_wide() != 0

    /// ``checksum(_:)`` folding 16-byte lanes only, as a processor without ``canFoldWide``
    /// does: the tests hold both ways to the tables where this processor has both.
    static func checksumFoldingNarrow(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { bytes in
            tables.withUnsafeBufferPointer { tables in
                advance(initialRegister, over: bytes, tables: tables, wide: false) ^ initialRegister
            }
        }
    }

    /// Runs shorter than this are read through the tables alone: folding pays a call and
    /// reads its 16 folded bytes through the tables, about 60 instructions.
    static let shortestFoldedRun = 32

    /// The register after `bytes`: folded 16 bytes a step where the processor can
    /// (CMaskCRC32), the 16 folded bytes and the bytes past the last block then read
    /// through the tables.
    ///
    /// PERF: folding takes about 0.4 instructions a byte, the tables 2.7; the checksum pass
    /// was a seventh of loading card-cvc's file and a twelfth of card's (issue 21).
    @inline(__always)
    private static func advance(
        _ register: UInt32, over bytes: UnsafeBufferPointer<UInt8>, tables: UnsafeBufferPointer<UInt32>, wide: Bool = canFoldWide
    ) -> UInt32 {
        guard bytes.count >= shortestFoldedRun, canFold, let start = bytes.baseAddress else {
            return advanceByTables(register, over: bytes, tables: tables)
        }
        let blocks = bytes.count / 16
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { folded in
            // SAFETY: `blocks * 16` bytes from `start` lie in `bytes`; `folded` holds 16.
            maskc_crc32_fold(register, start, blocks, 0, nil, folded.baseAddress!, wide ? 1 : 0)
            let afterBlocks = advanceByTables(0, over: UnsafeBufferPointer(folded), tables: tables)
            return advanceByTables(afterBlocks, over: UnsafeBufferPointer(rebasing: bytes[(blocks * 16)...]), tables: tables)
        }
    }

    /// The register after `bytes`, through the tables.
    ///
    /// PERF: eight bytes a step through the eight tables ("slicing by eight"), about 2.5
    /// instructions a byte instead of 10: the checksum was a tenth of loading a mask's file.
    /// The loop runs to the buffer's count, as it always did: bounds passed in beside it
    /// cost about 0.2 instructions a byte more.
    @inline(__always)
    private static func advanceByTables(
        _ register: UInt32, over bytes: UnsafeBufferPointer<UInt8>, tables: UnsafeBufferPointer<UInt32>
    ) -> UInt32 {
        // SAFETY: every table index is a byte value plus a multiple of 256 below 2048; byte
        // offsets stay below `bytes.count`.
        var crc = register
        var offset = 0
        while offset &+ 8 <= bytes.count {
            let low = crc ^ (UInt32(bytes[offset]) | UInt32(bytes[offset &+ 1]) << 8
                | UInt32(bytes[offset &+ 2]) << 16 | UInt32(bytes[offset &+ 3]) << 24)
            crc = tables[7 &* 256 &+ Int(low & 0xFF)] ^ tables[6 &* 256 &+ Int(low >> 8 & 0xFF)]
                ^ tables[5 &* 256 &+ Int(low >> 16 & 0xFF)] ^ tables[4 &* 256 &+ Int(low >> 24)]
                ^ tables[3 &* 256 &+ Int(bytes[offset &+ 4])] ^ tables[2 &* 256 &+ Int(bytes[offset &+ 5])]
                ^ tables[256 &+ Int(bytes[offset &+ 6])] ^ tables[Int(bytes[offset &+ 7])]
            offset &+= 8
        }
        while offset < bytes.count {
            crc = tables[Int((crc ^ UInt32(bytes[offset])) & 0xFF)] ^ (crc >> 8)
            offset &+= 1
        }
        return crc
    }
}
