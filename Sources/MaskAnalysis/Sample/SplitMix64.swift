/// SplitMix64 (Steele, Lea and Flood): a tiny seeded generator whose sequence is the same on
/// every platform and Swift version, so `maskc sample --seed` output can be pinned by tests
/// and reproduced by users. Not for cryptography.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A uniform double in `0..<1` from the top 53 bits.
    mutating func unitInterval() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
