@testable import MaskVM
import Testing
import TestSupport

/// ``ClassPairWalk``'s walk (two bytes a step by their classes, an odd count's first byte
/// paired with `stay`, an even count's walk led by `stay`, `stay`) against a walk of its table
/// of row indexes a byte at a time, on random tables and texts of every length up to 40 (odd
/// and even, one pair and many), and on the empty text; and its accepting rows.
@Suite("The class pair walk ends where a walk of its table ends")
struct ClassPairWalkTests {
    @Test("random tables and texts", arguments: [11, 12, 13] as [UInt64])
    func agrees(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var ends = Set<Int>()
        var classCounts = Set<Int>()
        for _ in 0..<20 {
            let rowCount = Int.random(in: 1...9, using: &rng)
            // A few kinds of byte, each moving alike (as a mask's or a grammar's bytes do), so
            // that the classes are fewer than the bytes; now and then a byte of its own.
            let kinds = Int.random(in: 1...12, using: &rng)
            let kindOfByte = (0..<256).map { _ in Int.random(in: 0..<4, using: &rng) == 0 ? 12 + Int.random(in: 0..<244, using: &rng) : Int.random(in: 0..<kinds, using: &rng) }
            // Mostly a move to the next row or the same one, so that walks last; now and then anywhere.
            var kindTargets: [Int: Int] = [:]
            let targets = (0..<rowCount * 256).map { index in
                let key = index / 256 * 1000 + kindOfByte[index % 256]
                if let known = kindTargets[key] { return known }
                let target = switch Int.random(in: 0..<4, using: &rng) {
                case 0: index / 256
                case 1: (index / 256 + 1) % rowCount
                default: Int.random(in: 0..<rowCount, using: &rng)
                }
                kindTargets[key] = target
                return target
            }
            let acceptingRows = Set((0..<rowCount).filter { _ in Bool.random(using: &rng) })
            let walk = try #require(ClassPairWalk(targets: targets, acceptingRows: acceptingRows))
            #expect(walk.rowCount == rowCount)
            #expect(walk.classCount <= Set(kindOfByte).count)
            classCounts.insert(walk.classCount)
            for length in 0...40 {
                let text = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
                for start in 0..<rowCount {
                    let expected = text.reduce(start) { row, byte in targets[row * 256 + Int(byte)] }
                    let end = text.withUnsafeBufferPointer { walk.end(from: start, over: $0) }
                    #expect(end == expected, "rows \(rowCount), start \(start), \(text)")
                    let accepts = text.withUnsafeBufferPointer { walk.accepts(from: start, over: $0) }
                    #expect(accepts == acceptingRows.contains(expected), "rows \(rowCount), start \(start), \(text)")
                    ends.insert(end)
                }
            }
        }
        // The walks end in many rows, not in one row every time, and the tables' classes vary.
        #expect(ends.count > 5)
        #expect(classCounts.count > 5)
    }

    @Test("bytes whose columns agree share a class; each distinct column is its own")
    func classes() throws {
        // Row 0 moves letters to 1 and the rest to 0; row 1 moves digits to 0, the rest to 1.
        let targets = (0..<512).map { index -> Int in
            let byte = UInt8(index % 256)
            let isLetter = (byte | 0x20) &- UInt8(ascii: "a") < 26
            let isDigit = byte &- UInt8(ascii: "0") < 10
            return index < 256 ? (isLetter ? 1 : 0) : (isDigit ? 0 : 1)
        }
        let walk = try #require(ClassPairWalk(targets: targets, acceptingRows: [1]))
        // Letters, digits, and every other byte.
        #expect(walk.classCount == 3)
        #expect(Array("ab1".utf8).withUnsafeBufferPointer { walk.end(from: 0, over: $0) } == 0)
        #expect(Array("ab1x".utf8).withUnsafeBufferPointer { walk.accepts(from: 0, over: $0) })
        #expect(!Array("".utf8).withUnsafeBufferPointer { walk.accepts(from: 0, over: $0) })
    }

    @Test("a table that is not whole rows of rows' indexes has no walk")
    func refused() {
        #expect(ClassPairWalk(targets: []) == nil)
        #expect(ClassPairWalk(targets: [Int](repeating: 0, count: 255)) == nil)
        #expect(ClassPairWalk(targets: [Int](repeating: 1, count: 256)) == nil)
        #expect(ClassPairWalk(targets: [Int](repeating: -1, count: 512)) == nil)
        #expect(ClassPairWalk(targets: [Int](repeating: 1, count: 512), acceptingRows: [2]) == nil)
        #expect(ClassPairWalk(targets: [Int](repeating: 1, count: 512), acceptingRows: [1]) != nil)
    }
}
