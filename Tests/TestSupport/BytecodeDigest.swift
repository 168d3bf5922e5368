/// FNV-1a over compiled programs' bytecode, each preceded by its length (four bytes, low
/// first), so that moving a byte from one program to the next changes the digest: what the
/// pinning tests compare, to show that speeding a compiler up changed no byte it emits.
///
/// ```swift
/// let digest = BytecodeDigest.of(programs.map(\.bytecode))
/// ```
public enum BytecodeDigest {
    public static func of(_ bytecodes: [[UInt8]]) -> UInt64 {
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ byte: UInt8) { digest = (digest ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        for bytes in bytecodes {
            for shift in stride(from: 0, to: 32, by: 8) { mix(UInt8(truncatingIfNeeded: bytes.count >> shift)) }
            for byte in bytes { mix(byte) }
        }
        return digest
    }
}
