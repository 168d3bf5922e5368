@testable import MaskVM
import Testing
import TestSupport

/// ``ByteRowWalk``'s walk (rows of addresses, the bytes short of eight walked by a jump into
/// a run of steps, then eight a turn) against a walk of its table of row indexes a byte at a
/// time, on random tables and texts of every length up to 40 (every remainder of eight, with
/// and without whole turns), and on the empty text.
@Suite("The byte row walk ends where a walk of its table ends")
struct ByteRowWalkTests {
    @Test("random tables and texts", arguments: [11, 12, 13] as [UInt64])
    func agrees(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var ends = Set<Int>()
        for _ in 0..<20 {
            let rowCount = Int.random(in: 1...9, using: &rng)
            // Mostly a move to the next row or the same one, so that walks last; now and then anywhere.
            let targets = (0..<rowCount * 256).map { index in
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: index / 256
                case 1: (index / 256 + 1) % rowCount
                default: Int.random(in: 0..<rowCount, using: &rng)
                }
            }
            let walk = try #require(ByteRowWalk(targets: targets))
            #expect(walk.rowCount == rowCount)
            for length in 0...40 {
                let text = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
                for start in 0..<rowCount {
                    let expected = text.reduce(start) { row, byte in targets[row * 256 + Int(byte)] }
                    let end = text.withUnsafeBufferPointer { walk.end(from: start, over: $0) }
                    #expect(end == expected, "rows \(rowCount), start \(start), \(text)")
                    ends.insert(end)
                }
            }
        }
        // The walks end in many rows, not in one row every time.
        #expect(ends.count > 5)
    }

    @Test("a table that is not whole rows of rows' indexes has no walk")
    func refused() {
        #expect(ByteRowWalk(targets: []) == nil)
        #expect(ByteRowWalk(targets: [Int](repeating: 0, count: 255)) == nil)
        #expect(ByteRowWalk(targets: [Int](repeating: 1, count: 256)) == nil)
        #expect(ByteRowWalk(targets: [Int](repeating: -1, count: 512)) == nil)
        #expect(ByteRowWalk(targets: [Int](repeating: 1, count: 512)) != nil)
    }
}
