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

    /// The walk from both ends (forward over the first half, backward over the reverse
    /// automaton on the second) against the walk a byte at a time: every length 0...40 and
    /// every start row, on tables of up to 64 rows that have a reverse automaton and on tables
    /// that fall back to the forward walk (more than 64 rows, or past the cap on its states).
    @Test("the walk from both ends gives the byte walk's verdict", arguments: [21, 22] as [UInt64])
    func bothEnds(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var kinds = (both: 0, capped: 0, wide: 0)
        var verdicts = Set<Bool>()
        for trial in 0..<24 {
            // Small tables, tables near and past 64 rows, and dense random ones whose reverse
            // automaton outgrows the cap.
            let rowCount = switch trial % 4 {
            case 0: Int.random(in: 1...8, using: &rng)
            case 1: Int.random(in: 60...70, using: &rng)
            default: Int.random(in: 9...30, using: &rng)
            }
            let kindCount = Int.random(in: 1...(trial % 4 == 3 ? 12 : 5), using: &rng)
            let kindOfByte = (0..<256).map { _ in Int.random(in: 0..<kindCount, using: &rng) }
            let kindTargets = (0..<rowCount * kindCount).map { index in
                Int.random(in: 0..<4, using: &rng) == 0 ? index / kindCount : Int.random(in: 0..<rowCount, using: &rng)
            }
            let targets = (0..<rowCount * 256).map { kindTargets[$0 / 256 * kindCount + kindOfByte[$0 % 256]] }
            let acceptingRows = Set((0..<rowCount).filter { _ in Int.random(in: 0..<3, using: &rng) == 0 })
            let walk = try #require(ClassPairWalk(targets: targets, acceptingRows: acceptingRows))
            if walk.backStart != 0 { kinds.both += 1 } else if rowCount <= 64 { kinds.capped += 1 } else { kinds.wide += 1 }
            #expect(rowCount <= 64 || walk.backStart == 0, "rows \(rowCount)")
            for length in 0...40 {
                let text = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
                for start in 0..<rowCount {
                    let expected = text.reduce(start) { row, byte in targets[row * 256 + Int(byte)] }
                    let accepts = text.withUnsafeBufferPointer { walk.accepts(from: start, over: $0) }
                    #expect(accepts == acceptingRows.contains(expected), "rows \(rowCount), start \(start), \(text)")
                    verdicts.insert(accepts)
                }
            }
        }
        // Tables walked from both ends came up, and both kinds that fall back: more than 64
        // rows, and a reverse automaton past the cap; and both verdicts.
        #expect(kinds.both > 0 && kinds.capped > 0 && kinds.wide > 0, "\(kinds)")
        #expect(verdicts.count == 2)
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

    @Test("the reverse automaton's table of sets numbers each set once, in the order first met")
    func stateNumbers() {
        var rng = SeededGenerator(seed: 31)
        var numbers = ClassPairWalk.StateNumbers()
        var wanted: [UInt64: Int] = [:]
        // Up to the cap, sets that differ only in high bits or low bits (neighbours in a
        // weak hash), met again and again.
        let sets = (0..<ClassPairWalk.backwardStateCap).map { index in
            index % 2 == 0 ? UInt64(index) : UInt64(index) << 56 | UInt64.random(in: 0...1, using: &rng)
        }
        for _ in 0..<4_000 {
            let set = sets.randomElement(using: &rng)!
            let given = numbers.number(set, next: wanted.count)
            if let known = wanted[set] {
                #expect(given == known, "\(set)")
            } else {
                #expect(given == wanted.count, "\(set)")
                wanted[set] = given
            }
        }
        #expect(wanted.count > 200)
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
