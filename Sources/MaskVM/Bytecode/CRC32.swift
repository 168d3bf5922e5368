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
    /// and `(registers.count - 1) * stride` at most `bytes.count`).
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
                    crc = advance(crc, over: UnsafeBufferPointer(rebasing: bytes[offset..<end]), tables: tables)
                    offset = end
                }
                return crc
            }
        }
    }

    /// The register after `bytes`.
    ///
    /// PERF: eight bytes a step through the eight tables ("slicing by eight"), about 2.5
    /// instructions a byte instead of 10: the checksum was a tenth of loading a mask's file.
    /// The loop runs to the buffer's count, as it always did: bounds passed in beside it
    /// cost about 0.2 instructions a byte more.
    @inline(__always)
    private static func advance(_ register: UInt32, over bytes: UnsafeBufferPointer<UInt8>, tables: UnsafeBufferPointer<UInt32>) -> UInt32 {
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
