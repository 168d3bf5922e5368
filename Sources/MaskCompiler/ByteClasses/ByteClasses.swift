import MaskVM

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
    /// Bytes (or intervals of bytes) with the same signature, the range sets that contain
    /// them, form one class (`A-Z` and `a-z` for `X`). PERF: up to 64 distinct range sets (a
    /// mask with up to 62 distinct literal bytes) a signature is one word a byte; past that,
    /// each set refines the partition of the bytes (``byteClasses(refining:)``).
    public var byteClasses: ByteClasses {
        // Distinct range sets are few (D, X and each literal byte), so a linear search is
        // cheap; the NFA builder shares one array among the states of a set, so most of
        // the comparisons are of identical arrays.
        var rangeSets: [[ClosedRange<UInt8>]] = []
        for case .bytes(let ranges, _, _, _) in states where !rangeSets.contains(ranges) {
            rangeSets.append(ranges)
        }
        return Self.byteClasses(of: rangeSets)
    }

    /// The classes that keep each of `rangeSets` exact; the order of the sets is free.
    static func byteClasses(of rangeSets: [[ClosedRange<UInt8>]]) -> ByteClasses {
        if rangeSets.count <= 64 { return byteClasses(ofAtMost64: rangeSets) }
        return byteClasses(refining: rangeSets)
    }

    /// The classes of any number of range sets, by partition refinement: the bytes start in
    /// one class, and each set splits every class it cuts into the part inside it and the
    /// rest. The classes are then numbered in the order of their first bytes, as the
    /// signatures of ``byteClasses(ofAtMost64:)`` number them, so both give the same map.
    ///
    /// PERF: the signature of each interval between range boundaries, tested set by set and
    /// range by range, was about 1.5 of the 4.2 million instructions of compiling the typical
    /// expression `^[a-z]{2,8}-[0-9a-f]{4}(-v\d+)?$`, whose `\d` makes over 100 range sets
    /// (callgrind). A set here costs a pass over the bytes it holds.
    static func byteClasses(refining rangeSets: [[ClosedRange<UInt8>]]) -> ByteClasses {
        // Scratch, 256 entries each: each byte's class; each class's size; how many of its
        // bytes the set being applied holds; the class its part inside that set moves to
        // (-1: none yet); the number of the last set that held each byte (negated once the
        // byte is placed, so that overlapping ranges count a byte once); the classes cut.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 6 * 256) { scratch in
            func part(_ index: Int) -> UnsafeMutableBufferPointer<Int> {
                UnsafeMutableBufferPointer(rebasing: scratch[(index * 256)..<(index * 256 + 256)])
            }
            let classOf = part(0), size = part(1), inside = part(2), movedTo = part(3), mark = part(4), cut = part(5)
            scratch.initialize(repeating: 0)
            movedTo.update(repeating: -1)
            size[0] = 256
            var classCount = 1
            for (index, ranges) in rangeSets.enumerated() {
                let current = index + 1
                for range in ranges {
                    for byte in Int(range.lowerBound)...Int(range.upperBound) where mark[byte] != current {
                        mark[byte] = current
                        inside[classOf[byte]] += 1
                    }
                }
                // A class wholly inside the set stays as it is; one the set cuts gives its
                // part inside to a new class. At most 256 classes: each holds a byte.
                var cutCount = 0
                for range in ranges {
                    for byte in Int(range.lowerBound)...Int(range.upperBound) where mark[byte] == current {
                        mark[byte] = -current
                        let cls = classOf[byte]
                        guard inside[cls] < size[cls] else { continue }
                        if movedTo[cls] < 0 {
                            movedTo[cls] = classCount
                            cut[cutCount] = cls
                            cutCount += 1
                            classCount += 1
                        }
                        classOf[byte] = movedTo[cls]
                        size[movedTo[cls]] += 1
                    }
                }
                // Clear the counts for the next set: a whole class is still its bytes' class,
                // a cut one is in the list.
                for range in ranges {
                    for byte in Int(range.lowerBound)...Int(range.upperBound) { inside[classOf[byte]] = 0 }
                }
                for position in 0..<cutCount {
                    let cls = cut[position]
                    size[cls] -= size[movedTo[cls]]
                    inside[cls] = 0
                    movedTo[cls] = -1
                }
            }
            // Number the classes by their first bytes (`inside` is all 0 again; reused).
            let number = inside
            number.update(repeating: -1)
            var map = [UInt8](repeating: 0, count: 256)
            var count = 0
            for byte in 0..<256 {
                let cls = classOf[byte]
                if number[cls] < 0 {
                    number[cls] = count
                    count += 1
                }
                map[byte] = UInt8(number[cls])
            }
            return ByteClasses(map: map, count: count)
        }
    }

    /// The classes of at most 64 range sets: each byte's signature is one word with a bit per
    /// set containing it, marked range by range, and bytes are classified in order (a byte
    /// with its predecessor's signature is in its class; otherwise the classes so far are
    /// searched). Classes are numbered by their smallest byte, as for more sets.
    ///
    /// PERF: one pass over the ranges and one over the bytes, in temporaries: classifying
    /// intervals through closures, with a range search per set and interval, cost the phone
    /// mask about 8,500 instructions.
    private static func byteClasses(ofAtMost64 rangeSets: [[ClosedRange<UInt8>]]) -> ByteClasses {
        var count = 0
        let map = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 512) { scratch in
            // SAFETY: 256 signatures, one a byte, then up to 256 class signatures (a class
            // has at least one byte).
            let signatureOf = UnsafeMutableBufferPointer(rebasing: scratch[0..<256])
            let classSignature = UnsafeMutableBufferPointer(rebasing: scratch[256..<512])
            signatureOf.initialize(repeating: 0)
            for (set, ranges) in rangeSets.enumerated() {
                for range in ranges {
                    for byte in range { signatureOf[Int(byte)] |= 1 << UInt64(set) }
                }
            }
            return [UInt8](filledWith: 0, count: 256) { map in
                var cls = 0
                for byte in 0..<256 {
                    let signature = signatureOf[byte]
                    if byte == 0 || signature != signatureOf[byte &- 1] {
                        cls = 0
                        while cls < count && classSignature[cls] != signature { cls &+= 1 }
                        if cls == count {
                            classSignature[cls] = signature
                            count &+= 1
                        }
                    }
                    map[byte] = UInt8(truncatingIfNeeded: cls)
                }
            }
        }
        return ByteClasses(map: map, count: count)
    }
}
