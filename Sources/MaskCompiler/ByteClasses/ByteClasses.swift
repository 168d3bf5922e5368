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
        // PERF: fixed-size tables instead of a dictionary; this runs once per distinct range
        // set of the NFA and dominated compile time when it hashed.
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: 256) { inside in
            inside.initialize(repeating: false)
            for range in ranges { for byte in range { inside[Int(byte)] = true } }
            withUnsafeTemporaryAllocation(of: Int16.self, capacity: 512) { renumber in
                renumber.initialize(repeating: -1)
                var next: Int16 = 0
                for byte in 0..<256 {
                    let key = Int(map[byte]) * 2 + (inside[byte] ? 1 : 0)
                    if renumber[key] < 0 {
                        renumber[key] = next
                        next += 1
                    }
                    map[byte] = UInt8(renumber[key])
                }
                count = Int(next)
            }
        }
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
    /// The coarsest byte classes that keep every transition of the NFA exact: two bytes share
    /// a class when every transition takes both or neither.
    ///
    /// PERF: computed on intervals, not bytes: the range boundaries cut 0...255 into
    /// intervals, each interval gets the signature of the range sets that contain it, and
    /// intervals with equal signatures form one class (`A-Z` and `a-z` for `X`).
    public var byteClasses: ByteClasses {
        // Distinct range sets are few (D, X and each literal byte), so a linear search is
        // cheap; the NFA builder shares one array among the states of a set, so most of
        // the comparisons are of identical arrays.
        var rangeSets: [[ClosedRange<UInt8>]] = []
        for case .bytes(let ranges, _, _, _) in states where !rangeSets.contains(ranges) {
            rangeSets.append(ranges)
        }
        var map = [UInt8](repeating: 0, count: 256)
        var count = 0
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: 257) { startsInterval in
            startsInterval.initialize(repeating: false)
            startsInterval[0] = true
            startsInterval[256] = true
            for ranges in rangeSets {
                for range in ranges {
                    startsInterval[Int(range.lowerBound)] = true
                    startsInterval[Int(range.upperBound) + 1] = true
                }
            }
            // Each interval is classified by its first byte.
            func eachInterval(_ classify: (UInt8) -> Int) {
                var intervalStart = 0
                while intervalStart < 256 {
                    var intervalEnd = intervalStart + 1
                    while !startsInterval[intervalEnd] { intervalEnd += 1 }
                    let cls = UInt8(classify(UInt8(intervalStart)))
                    for index in intervalStart..<intervalEnd { map[index] = cls }
                    intervalStart = intervalEnd
                }
            }
            // An interval's signature: one bit per range set that contains it.
            if rangeSets.count <= 64 {
                // PERF: a signature is one word, found among the classes so far by a linear
                // search in a temporary (no interner for a handful of classes).
                withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 256) { signatures in
                    eachInterval { byte in
                        var signature: UInt64 = 0
                        for (set, ranges) in rangeSets.enumerated() where ranges.contains(where: { $0.contains(byte) }) {
                            signature |= 1 << UInt64(set)
                        }
                        var cls = 0
                        while cls < count && signatures[cls] != signature { cls += 1 }
                        if cls == count {
                            signatures[cls] = signature
                            count += 1
                        }
                        return cls
                    }
                }
            } else {
                var signature = [Int](repeating: 0, count: (rangeSets.count + 63) / 64)
                var signatures = SequenceInterner()
                eachInterval { byte in
                    for word in signature.indices { signature[word] = 0 }
                    for (set, ranges) in rangeSets.enumerated() where ranges.contains(where: { $0.contains(byte) }) {
                        signature[set / 64] |= 1 << (set % 64)
                    }
                    return signatures.intern(signature).id
                }
                count = signatures.count
            }
        }
        return ByteClasses(map: map, count: count)
    }
}
