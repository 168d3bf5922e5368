/// An automaton over bytes walked two bytes a step: each byte's class (one of the table's
/// distinct columns) picks a column of the state's row, and the entry there is the byte
/// offset of the row two bytes on, so a step is one load at the table's address plus a
/// column the bytes alone decide, indexed by the state.
///
/// The classes are the table's `k` distinct columns and one more, `stay`, which moves every
/// row to itself. Each row holds `(k+1)·(k+1)` 32-bit entries, one for each pair of classes
/// (`c0·(k+1) + c1`), then its accepting mark. An odd-length text's first byte is walked as
/// the pair `stay`, byte; an even one's walk starts with `stay`, `stay`.
///
/// PERF: a walk is a chain of dependent loads; the class loads and the sum of a pair's two
/// parts depend on the bytes alone, so they run ahead of it, and the chain is one load every
/// two bytes. The table's address and the column are summed before the state is added (the
/// load's own addressing adds it): summed onto the state, the add sat on the chain. Rows of
/// 256 addresses (the walk this replaces, one load a byte) had `perf` put the phone's and the
/// e-mail's walks at 29 % of `check --rules`' samples (`--jobs 1`) for about 8 % of its
/// instructions: not misses (callgrind's D1 misses in them are the cells' own bytes, about
/// 0.9 a row either way) but the chain and the branches. That walk jumped into a run of
/// steps by the length's remainder of eight, an indirect branch mispredicted for about four
/// cells in five (callgrind's branch model); here the only branch that depends on the
/// length is the loop's. A byte's class and then a row of 16-bit positions (two loads and an
/// add a byte on the chain, the same jump) was no faster; three bytes a step (the phone's
/// rows 22 KB) no faster than two. The phone's table is 25 rows of 37 entries (3.7 KB), the
/// e-mail's 6 of 50 (1.2 KB). Made once for a checker that walks many cells (a rule of
/// `check --rules`, the e-mail trial), never for one text.
///
/// SAFETY (why `@unchecked Sendable` holds): `rows` and `parts` are written only in `init`,
/// before the walk is shared, and read only after; they are freed with the walk.
package final class ClassPairWalk: @unchecked Sendable {
    /// `rowCount` rows of `rowLength` entries: the byte offset of a row, or (the last) 1
    /// when the row accepts and 0 when not.
    @usableFromInline let rows: UnsafeMutablePointer<Int32>
    /// Three runs of 256, byte offsets in a row: each byte's class as the first of a pair
    /// (`c·(k+1)·4`); `stay` as the second, whatever the byte (`k·4`); each byte's class as the
    /// second (`c·4`).
    @usableFromInline let parts: UnsafeMutablePointer<UInt16>
    @usableFromInline let rowCount: Int
    /// A row's length in bytes.
    @usableFromInline let rowBytes: Int
    /// Where in a row its accepting mark is, in bytes.
    @usableFromInline let markOffset: Int
    /// `stay`'s byte offset in a row as the first of a pair.
    @usableFromInline let stayFirst: Int
    /// How many distinct columns the table of targets has (not counting `stay`).
    package let classCount: Int

    /// The walk of `targets`: rows of 256 entries, each the index of the row its byte moves
    /// to (below `targets.count / 256`), with the rows of `acceptingRows` accepting. Nil when
    /// `targets` is no such table, or when a row's offsets do not fit 16 bits (more than 126
    /// distinct columns).
    package init?(targets: [Int], acceptingRows: Set<Int> = []) {
        let rowCount = targets.count / 256
        guard rowCount > 0, targets.count == rowCount * 256, targets.allSatisfy({ (0..<rowCount).contains($0) }),
              acceptingRows.allSatisfy({ (0..<rowCount).contains($0) }) else { return nil }
        // Two bytes share a class when every row moves them to the same row.
        var classOfColumn: [[Int]: Int] = [:]
        var byteClasses: [Int] = []
        var classBytes: [Int] = []
        for byte in 0..<256 {
            let column = (0..<rowCount).map { targets[$0 * 256 + byte] }
            if let known = classOfColumn[column] {
                byteClasses.append(known)
            } else {
                byteClasses.append(classOfColumn.count)
                classOfColumn[column] = classOfColumn.count
                classBytes.append(byte)
            }
        }
        let classCount = classOfColumn.count
        // One more class, `stay`, that moves every row to itself: the partner of an odd
        // first byte, so that every step is a pair.
        let width = classCount + 1
        let word = MemoryLayout<Int32>.stride
        let rowLength = width * width + 1
        guard rowLength * word <= Int(UInt16.max), rowCount * rowLength * word <= Int(Int32.max) else { return nil }
        let rows = UnsafeMutablePointer<Int32>.allocate(capacity: rowCount * rowLength)
        let parts = UnsafeMutablePointer<UInt16>.allocate(capacity: 3 * 256)
        for byte in 0..<256 {
            let byteClass = byteClasses[byte]
            (parts + byte).initialize(to: UInt16(byteClass * width * word))
            (parts + 256 + byte).initialize(to: UInt16(classCount * word))
            (parts + 512 + byte).initialize(to: UInt16(byteClass * word))
        }
        func target(_ row: Int, _ byteClass: Int) -> Int { byteClass == classCount ? row : targets[row * 256 + classBytes[byteClass]] }
        func offset(_ row: Int) -> Int32 { Int32(row * rowLength * word) }
        for row in 0..<rowCount {
            let entries = rows + row * rowLength
            for first in 0..<width {
                for second in 0..<width {
                    (entries + first * width + second).initialize(to: offset(target(target(row, first), second)))
                }
            }
            (entries + rowLength - 1).initialize(to: acceptingRows.contains(row) ? 1 : 0)
        }
        self.rows = rows
        self.parts = parts
        self.rowCount = rowCount
        self.rowBytes = rowLength * word
        self.markOffset = (rowLength - 1) * word
        self.stayFirst = classCount * width * word
        self.classCount = classCount
    }

    deinit {
        rows.deallocate()
        parts.deallocate()
    }

    /// The index of the row that the walk from row `start` ends in after `bytes`.
    package func end(from start: Int, over bytes: UnsafeBufferPointer<UInt8>) -> Int {
        endRow(from: start, over: bytes) / rowBytes
    }

    /// Whether the walk from row `start` over `bytes` ends in an accepting row.
    @inlinable @inline(__always)
    package func accepts(from start: Int, over bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // SAFETY: a walk ends at a row's offset, and the mark is an entry inside the row.
        UnsafeRawPointer(rows).load(fromByteOffset: endRow(from: start, over: bytes) &+ markOffset, as: Int32.self) != 0
    }

    /// The byte offset of the row that the walk from row `start` ends in after `bytes`.
    ///
    /// PERF: inlined where it is called, with its start known there. A plain loop of pairs:
    /// a jump into a run of unrolled steps by the length's remainder (the walk of a byte a
    /// step) saved instructions but mispredicted; without it `check --rules` took about 5 %
    /// less processor time.
    @inlinable @inline(__always)
    func endRow(from start: Int, over bytes: UnsafeBufferPointer<UInt8>) -> Int {
        precondition(start >= 0 && start < rowCount, "a walk starts at one of its rows")
        var row = start &* rowBytes
        guard let base = bytes.baseAddress, bytes.count > 0 else { return row }
        let table = UnsafeRawPointer(rows)
        let parts = UnsafePointer(parts)
        let count = bytes.count
        let end = base + count
        // SAFETY: every byte read lies in `bytes`: the first (the count is at least 1), then
        // each turn reads the two at `next` while `next < end`, and `end - next` is even
        // (`next` starts past the odd count's first byte). Each run of `parts` has 256
        // entries, so any byte indexes it, and `256 + odd << 8` is the second or third run.
        // An odd count's first byte is paired with `stay` before it, and an even count's
        // walk starts with the pair `stay`, `stay`: the same load either way, with no branch
        // (PERF: an odd count is a coin toss to the branch predictor). The odd count picks
        // the run of `parts` (`stay`'s own, or the byte's): a select here became a branch.
        let odd = count & 1
        let lead = stayFirst &+ Int(parts[256 &+ odd &<< 8 &+ Int(base[0])])
        row = Int((table + lead).load(fromByteOffset: row, as: Int32.self))
        var next = base + odd
        while next < end {
            row = Self.pair(table, row, parts, next[0], next[1])
            next += 2
        }
        return row
    }

    /// The row that `first` and then `second` move to from the row at `row`.
    ///
    /// SAFETY: `row` is a row's offset in `table` (each entry but a mark is one, and so is a
    /// walk's start), and the two parts sum to a pair's column, below `(k+1)·(k+1)` entries,
    /// inside the row.
    @inlinable @inline(__always)
    static func pair(_ table: UnsafeRawPointer, _ row: Int, _ parts: UnsafePointer<UInt16>, _ first: UInt8, _ second: UInt8) -> Int {
        let column = table + (Int(parts[Int(first)]) &+ Int(parts[512 &+ Int(second)]))
        return Int(column.load(fromByteOffset: row, as: Int32.self))
    }
}
