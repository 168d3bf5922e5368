/// An automaton over bytes walked two bytes a step: each byte's class (one of the table's
/// distinct columns) picks a column of the state's row, and the entry there is the byte
/// offset of the row two bytes on, so a step is one load at an address the bytes alone decide
/// (the table's, plus the column), indexed by the state.
///
/// The classes are the table's `k` distinct columns and one more, `stay`, which moves every
/// row to itself. Each row holds `(k+1)·(k+1)` 32-bit entries, one for each pair of classes
/// (`c0·(k+1) + c1`), then its accepting mark. An odd-length text's first byte is walked as
/// the pair `stay`, byte; an even one's walk starts with `stay`, `stay`.
///
/// PERF: a walk is a chain of dependent loads; the class loads and the sum of a pair's two
/// parts depend on the bytes alone, so they run ahead of it, and the chain is one load every
/// two bytes. The table's address is in each byte's first part, so the column is that part
/// plus the second's, and the state is added by the load's own addressing: summed onto the
/// state, an add sat on the chain (and the table's address kept apart cost one instruction
/// more a pair: 105 a benchmark phone cell, 90 now).
///
/// Rows of 256 addresses (the walk this replaces, one load a byte, 61 instructions a phone
/// cell and 106 an e-mail) had `perf` put the two walks at 29 % of `check --rules`' samples
/// (`--jobs 1`) for about 8 % of its instructions. The phone's table was 51 KB, beyond L1D
/// beside the scan's data: callgrind's model counted 1.36 D1 read misses a phone cell, 0.63
/// now (the rest are the cells' own bytes). And the walk jumped into a run of steps by the
/// length's remainder of eight, an indirect branch that callgrind's model mispredicted for
/// three phone cells in four and most e-mails; here the only branch that depends on the
/// length is the loop's. A byte's class and then a row of 16-bit positions (two loads and an
/// add a byte on the chain, the same jump) was no faster; three bytes a step (the phone's
/// table 22 KB) no faster than two. The phone's table is 25 rows of 37 entries (3.7 KB), the
/// e-mail's 6 of 50 (1.2 KB). Made once for a checker that walks many cells (a rule of
/// `check --rules`, the e-mail trial), never for one text.
///
/// ``accepts(from:over:)`` walks a text from both ends at once when it can (see
/// `ClassPairWalk+Backward.swift`): the first half forward, the second backward on the
/// reverse automaton, so the chain is half as long and the processor overlaps the two.
///
/// SAFETY (why `@unchecked Sendable` holds): `rows` and `parts` are written only in `init`,
/// before the walk is shared, and read only after; they are freed with the walk.
package final class ClassPairWalk: @unchecked Sendable {
    /// `rowCount` rows of `rowLength` entries: the byte offset of a row, then its accepting
    /// mark (1 when the row accepts and 0 when not) and its index. After them the reverse
    /// automaton's rows, as long: byte offsets of its rows, then the set of forward rows the
    /// state stands for (a `UInt64` over the last two entries).
    @usableFromInline let rows: UnsafeMutablePointer<Int32>
    /// Four runs of 256: each byte's class as the first of a pair, as the address of its
    /// columns in the first row (`rows` plus `c·(k+1)·4` bytes); then byte offsets in a row,
    /// `stay`'s as the second of a pair whatever the byte (`k·4`), and each byte's class as
    /// the second (`c·4`); then `stay`'s first part whatever the byte.
    @usableFromInline let parts: UnsafeMutablePointer<Int>
    @usableFromInline let rowCount: Int
    /// A row's length in bytes.
    @usableFromInline let rowBytes: Int
    /// Where in a row its accepting mark is, in bytes.
    @usableFromInline let markOffset: Int
    /// `stay`'s first part: the address of its columns in the first row.
    @usableFromInline let stayFirst: Int
    /// How many distinct columns the table of targets has (not counting `stay`).
    package let classCount: Int
    /// The byte offset of the reverse automaton's start row (its state the accepting rows),
    /// or 0 when it has none: more than 64 forward rows, or more states than
    /// ``backwardStateCap``.
    @usableFromInline let backStart: Int

    /// The walk of `targets`: rows of 256 entries, each the index of the row its byte moves
    /// to (below `targets.count / 256`), with the rows of `acceptingRows` accepting. Nil when
    /// `targets` is no such table, or when its rows' offsets do not fit 32 bits.
    package init?(targets: [Int], acceptingRows: Set<Int> = []) {
        let rowCount = targets.count / 256
        guard rowCount > 0, targets.count == rowCount * 256, targets.allSatisfy({ (0..<rowCount).contains($0) }),
              acceptingRows.allSatisfy({ (0..<rowCount).contains($0) }) else { return nil }
        // Two bytes share a class when every row moves them to the same row: each byte's
        // column is held to the first byte of each class found so far. PERF: a dictionary
        // keyed by the columns (an array made and hashed a byte, and the generic metadata of
        // `[[Int]: Int]` looked up on first use) was about 0.85M instructions of the phone
        // rule's 13.3M start-up of `check --rules`; most columns differ in their first rows.
        var byteClasses: [Int] = []
        var classBytes: [Int] = []
        byteClasses.reserveCapacity(256)
        targets.withUnsafeBufferPointer { targets in
            for byte in 0..<256 {
                let known = classBytes.firstIndex { first in
                    (0..<rowCount).allSatisfy { targets[$0 &* 256 &+ byte] == targets[$0 &* 256 &+ first] }
                }
                if let known {
                    byteClasses.append(known)
                } else {
                    byteClasses.append(classBytes.count)
                    classBytes.append(byte)
                }
            }
        }
        let classCount = classBytes.count
        // One more class, `stay`, that moves every row to itself: the partner of an odd
        // first byte, so that every step is a pair.
        let width = classCount + 1
        let word = MemoryLayout<Int32>.stride
        let rowLength = width * width + 2
        guard rowCount * rowLength * word <= Int(Int32.max) else { return nil }
        func target(_ row: Int, _ byteClass: Int) -> Int { byteClass == classCount ? row : targets[row * 256 + classBytes[byteClass]] }
        var backward = Self.backward(rowCount: rowCount, width: width, acceptingRows: acceptingRows, target: target)
        if let states = backward?.sets.count, (rowCount + states) * rowLength * word > Int(Int32.max) { backward = nil }
        let allRows = rowCount + (backward?.sets.count ?? 0)
        let rows = UnsafeMutablePointer<Int32>.allocate(capacity: allRows * rowLength)
        let parts = UnsafeMutablePointer<Int>.allocate(capacity: 4 * 256)
        let table = Int(bitPattern: rows)
        for byte in 0..<256 {
            let byteClass = byteClasses[byte]
            (parts + byte).initialize(to: table + byteClass * width * word)
            (parts + 256 + byte).initialize(to: classCount * word)
            (parts + 512 + byte).initialize(to: byteClass * word)
            (parts + 768 + byte).initialize(to: table + classCount * width * word)
        }
        func offset(_ row: Int) -> Int32 { Int32(row * rowLength * word) }
        for row in 0..<rowCount {
            let entries = rows + row * rowLength
            for first in 0..<width {
                for second in 0..<width {
                    (entries + first * width + second).initialize(to: offset(target(target(row, first), second)))
                }
            }
            (entries + rowLength - 2).initialize(to: acceptingRows.contains(row) ? 1 : 0)
            (entries + rowLength - 1).initialize(to: Int32(row))
        }
        if let backward {
            for (state, set) in backward.sets.enumerated() {
                let entries = rows + (rowCount + state) * rowLength
                for column in 0..<width * width {
                    (entries + column).initialize(to: offset(rowCount + backward.moves[state * width * width + column]))
                }
                (entries + rowLength - 2).initialize(repeating: 0, count: 2)
                UnsafeMutableRawPointer(entries + rowLength - 2).storeBytes(of: set, as: UInt64.self)
            }
        }
        self.rows = rows
        self.parts = parts
        self.rowCount = rowCount
        self.rowBytes = rowLength * word
        self.markOffset = (rowLength - 2) * word
        self.stayFirst = table + classCount * width * word
        self.classCount = classCount
        self.backStart = backward == nil ? 0 : rowCount * rowLength * word
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
        if backStart != 0 { return meets(from: start, over: bytes) }
        // SAFETY: a walk ends at a row's offset, and the mark is an entry inside the row.
        return UnsafeRawPointer(rows).load(fromByteOffset: endRow(from: start, over: bytes) &+ markOffset, as: Int32.self) != 0
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
        row = Int(UnsafeRawPointer(bitPattern: lead).unsafelyUnwrapped.load(fromByteOffset: row, as: Int32.self))
        var next = base + odd
        while next < end {
            row = Self.pair(row, parts, next[0], next[1])
            next += 2
        }
        return row
    }

    /// The row that `first` and then `second` move to from the row at `row`.
    ///
    /// SAFETY: `row` is a row's offset in `rows` (each entry but a mark is one, and so is a
    /// walk's start), and the two parts sum to the address of a pair's column in the first
    /// row, below `(k+1)·(k+1)` entries, so the load is inside the row at `row`.
    @inlinable @inline(__always)
    static func pair(_ row: Int, _ parts: UnsafePointer<Int>, _ first: UInt8, _ second: UInt8) -> Int {
        let column = UnsafeRawPointer(bitPattern: parts[Int(first)] &+ parts[512 &+ Int(second)]).unsafelyUnwrapped
        return Int(column.load(fromByteOffset: row, as: Int32.self))
    }
}
