/// The tests' own seeded generator: SplitMix64 (Steele, Lea and Flood), whose sequence is
/// the same on every platform and Swift version, so a failing seed reproduces anywhere.
///
/// MaskAnalysis has a `SplitMix64` of its own for `maskc sample`; the tests keep theirs here
/// so that a test target needs no library it does not test just to draw random numbers.
///
/// ```swift
/// var generator = SeededGenerator(seed: 7)
/// let digit = Int.random(in: 0...9, using: &generator)   // the same digit on every run
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
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
}
