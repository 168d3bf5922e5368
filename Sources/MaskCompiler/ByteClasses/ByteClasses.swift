/// A partition of the 256 byte values into classes that no transition distinguishes
/// (alphabet compression): the DFA needs a column per class, not per byte.
///
/// For the phone mask `+?7|8(DDD)DDD-?DD-?DD` the classes are `0-6 9`, `7`, `8`, `+`, `(`,
/// `)`, `-` and everything else.
public struct ByteClasses: Hashable, Sendable {
    /// Byte to class, 256 entries.
    public private(set) var map: [UInt8]
    /// Number of classes.
    public private(set) var count: Int

    /// One class holding every byte.
    public init() {
        map = [UInt8](repeating: 0, count: 256)
        count = 1
    }

    /// A partition given as a map; `count` must exceed every class in it.
    init(map: [UInt8], count: Int) {
        self.map = map
        self.count = count
    }

    /// Renumbers classes in order of their smallest byte (the order ``split(by:)`` keeps).
    mutating func renumberByFirstByte() {
        var renumber = [Int](repeating: -1, count: count)
        var next = 0
        for byte in 0..<256 {
            let cls = Int(map[byte])
            if renumber[cls] == -1 {
                renumber[cls] = next
                next += 1
            }
            map[byte] = UInt8(renumber[cls])
        }
    }

    /// Refines the partition so that the bytes in `ranges` and the bytes outside are in
    /// different classes. Classes are renumbered in order of their smallest byte.
    public mutating func split(by ranges: [ClosedRange<UInt8>]) {
        var inside = [Bool](repeating: false, count: 256)
        for range in ranges { for byte in range { inside[Int(byte)] = true } }
        var renumber: [Int: UInt8] = [:]   // (old class * 2 + inside) -> new class
        var next = 0
        for byte in 0..<256 {
            let key = Int(map[byte]) * 2 + (inside[byte] ? 1 : 0)
            if let cls = renumber[key] {
                map[byte] = cls
            } else {
                renumber[key] = UInt8(next)
                map[byte] = UInt8(next)
                next += 1
            }
        }
        count = next
    }

    /// The smallest byte of each class, in class order.
    public var representatives: [UInt8] {
        var result = [UInt8](repeating: 0, count: count)
        var seen = [Bool](repeating: false, count: count)
        for byte in 0..<256 where !seen[Int(map[byte])] {
            seen[Int(map[byte])] = true
            result[Int(map[byte])] = UInt8(byte)
        }
        return result
    }

    /// The bytes of a class as maximal ranges, for display.
    public func ranges(of cls: Int) -> [ClosedRange<UInt8>] {
        var result: [ClosedRange<UInt8>] = []
        var start: Int?
        for byte in 0...256 {
            let member = byte < 256 && Int(map[byte]) == cls
            if member, start == nil { start = byte }
            if !member, let first = start {
                result.append(UInt8(first)...UInt8(byte - 1))
                start = nil
            }
        }
        return result
    }
}

extension NFA {
    /// The coarsest byte classes that keep every transition of the NFA exact.
    public var byteClasses: ByteClasses {
        var classes = ByteClasses()
        var seen = Set<[ClosedRange<UInt8>]>()
        for case .bytes(let ranges, _, _, _) in states where seen.insert(ranges).inserted {
            classes.split(by: ranges)
        }
        return classes
    }
}
