/// Turns a fuzzer's bytes into structured choices: take a byte, take a length-prefixed
/// chunk, take the rest. Reads past the end give zeros and empty chunks, never a trap.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = Array(UnsafeBufferPointer(start: data, count: size))
    }

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var isAtEnd: Bool { offset >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Up to `maximum` bytes, the count taken from the next byte.
    public mutating func chunk(maximum: Int = 255) -> [UInt8] {
        let count = min(Int(byte()), maximum, bytes.count - offset)
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    public mutating func rest() -> [UInt8] {
        defer { offset = bytes.count }
        return Array(bytes[min(offset, bytes.count)...])
    }
}

/// CRC-32 (ISO-HDLC), written here independently of MaskVM's, so the fuzzer can forge
/// files with valid checksums and reach the loader's semantic checks.
///
/// PERF: a byte a step through a table: a bit a step cost eight rounds a byte, under
/// AddressSanitizer, for every unit with its first byte odd (the repaired ones).
public func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int(UInt8(truncatingIfNeeded: crc) ^ byte)] ^ (crc >> 8) }
    return ~crc
}

/// The register after shifting each byte value through it, a bit at a time.
private let crcTable: [UInt32] = (0..<256).map { (value: UInt32) in
    var crc = value
    for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    return crc
}

/// Rewrites a candidate bytecode file's length field and checksum so they are valid.
public func repairingLengthAndChecksum(_ file: [UInt8]) -> [UInt8] {
    guard file.count >= 28 else { return file }
    var fixed = file
    let length = UInt32(fixed.count)
    for index in 0..<4 { fixed[12 + index] = UInt8(truncatingIfNeeded: length >> (8 * UInt32(index))) }
    let checksum = crc32(fixed[..<(fixed.count - 4)])
    for index in 0..<4 { fixed[fixed.count - 4 + index] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt32(index))) }
    return fixed
}

/// Stops the fuzzer with a message: an invariant failed.
public func invariant(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        print("invariant failed: \(message())")
        fatalError(message())
    }
}
