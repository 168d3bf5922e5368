/// A set of masks of a program, by 0-based index in ``MaskProgram/masks``: which masks a
/// sample is complete in, or could still become. A set holds at most
/// ``MaskProgram/maximumMaskCount`` masks, so one 64-bit word holds any choice of them.
///
/// ```swift
/// let cards = try MaskCompiler.compile(["DDDD DDDD DDDD DDDD", "3DDD DDDDDD DDDDD"])
/// Array(cards.matches("3782").possible)   // [0, 1]
/// ```
public struct MaskIndexSet: Hashable, Sendable, Sequence, CustomStringConvertible {
    /// Bit `i` is set when mask `i` is in the set.
    public var bits: UInt64

    public init(bits: UInt64 = 0) { self.bits = bits }

    /// The set of the given indices (each below 64; others are ignored).
    public init<S: Sequence<Int>>(_ indices: S) {
        var bits: UInt64 = 0
        for index in indices where (0..<64).contains(index) { bits |= 1 << UInt64(index) }
        self.bits = bits
    }

    public var isEmpty: Bool { bits == 0 }
    public var count: Int { bits.nonzeroBitCount }
    /// The lowest index in the set: the mask that comes first in the list.
    public var first: Int? { bits == 0 ? nil : bits.trailingZeroBitCount }

    public func contains(_ index: Int) -> Bool {
        (0..<64).contains(index) && bits & (1 << UInt64(index)) != 0
    }

    public mutating func insert(_ index: Int) {
        if (0..<64).contains(index) { bits |= 1 << UInt64(index) }
    }

    public func union(_ other: MaskIndexSet) -> MaskIndexSet { MaskIndexSet(bits: bits | other.bits) }
    public func subtracting(_ other: MaskIndexSet) -> MaskIndexSet { MaskIndexSet(bits: bits & ~other.bits) }

    public struct Iterator: IteratorProtocol {
        var rest: UInt64
        public mutating func next() -> Int? {
            guard rest != 0 else { return nil }
            let index = rest.trailingZeroBitCount
            rest &= rest &- 1
            return index
        }
    }

    public func makeIterator() -> Iterator { Iterator(rest: bits) }

    /// The indices, 0-based, separated by commas: `0,2`.
    public var description: String { map(String.init).joined(separator: ",") }
}
