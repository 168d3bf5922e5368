/// An automaton over bytes whose walk is one load a byte: each state is a row of 256
/// entries, one a byte, and each entry is the address of its target state's row, so the next
/// state is the entry itself (no table base added, no offset scaled).
///
/// PERF: a row of offsets (the e-mail walk, ``FixedDigitLayout/isValue(_:)``) took three
/// instructions a byte unrolled (the byte, the address, the entry) and seven in the loop's
/// remainder; a row of addresses takes two and five. Made once for a checker that walks many
/// cells (a rule of `check --rules`, the e-mail trial), never for one text.
///
/// SAFETY (why `@unchecked Sendable` holds): `entries` is written only in `init`, before the
/// walk is shared, and read only after; it is freed with the walk.
package final class ByteRowWalk: @unchecked Sendable {
    /// `rowCount` rows of 256 entries: the address of the row the byte moves to.
    @usableFromInline let entries: UnsafeMutablePointer<UnsafeRawPointer>
    @usableFromInline let rowCount: Int

    /// The walk of `targets`: rows of 256 entries, each the index of the row its byte moves
    /// to (below `targets.count / 256`). Nil when `targets` is no such table.
    package init?(targets: [Int]) {
        let rowCount = targets.count / 256
        guard rowCount > 0, targets.count == rowCount * 256, targets.allSatisfy({ (0..<rowCount).contains($0) }) else { return nil }
        let entries = UnsafeMutablePointer<UnsafeRawPointer>.allocate(capacity: targets.count)
        for (index, target) in targets.enumerated() {
            (entries + index).initialize(to: UnsafeRawPointer(entries + target * 256))
        }
        self.entries = entries
        self.rowCount = rowCount
    }

    deinit {
        entries.deallocate()
    }

    /// The index of the row that the walk from row `start` ends in after `bytes`.
    ///
    /// PERF: inlined where it is called, with its start known there (a call and the start's
    /// test cost about 20 instructions a walk, as much as the loads saved on 10 bytes). The
    /// bytes short of a multiple of eight are walked first, by a jump into a run of steps (a
    /// loop over them cost five instructions a byte, the unrolled steps two), then eight a turn.
    @inlinable @inline(__always)
    package func end(from start: Int, over bytes: UnsafeBufferPointer<UInt8>) -> Int {
        precondition(start >= 0 && start < rowCount, "a walk starts at one of its rows")
        var row = UnsafeRawPointer(entries + start &* 256)
        if let base = bytes.baseAddress {
            let end = base + bytes.count
            // SAFETY: every byte read lies in `bytes`: the first `count % 8` bytes end at
            // `next`, and then each turn reads the eight at `next` while `next < end`, which
            // is then a multiple of eight bytes before `end`.
            var next = base + bytes.count & 7
            switch bytes.count & 7 {
            case 7: row = Self.step(row, next[-7]); fallthrough
            case 6: row = Self.step(row, next[-6]); fallthrough
            case 5: row = Self.step(row, next[-5]); fallthrough
            case 4: row = Self.step(row, next[-4]); fallthrough
            case 3: row = Self.step(row, next[-3]); fallthrough
            case 2: row = Self.step(row, next[-2]); fallthrough
            case 1: row = Self.step(row, next[-1])
            default: break
            }
            while next < end {
                row = Self.step(row, next[0])
                row = Self.step(row, next[1])
                row = Self.step(row, next[2])
                row = Self.step(row, next[3])
                row = Self.step(row, next[4])
                row = Self.step(row, next[5])
                row = Self.step(row, next[6])
                row = Self.step(row, next[7])
                next += 8
            }
        }
        // `row` is one of the rows: its offset from the first over a row's size in bytes.
        return Int(bitPattern: UInt(bitPattern: row - UnsafeRawPointer(entries)) / UInt(256 * MemoryLayout<UnsafeRawPointer>.stride))
    }

    /// The row `byte` moves to from `row`.
    ///
    /// SAFETY: `row` is the address of a row of 256 entries (each entry is one, and so is a
    /// walk's start), and a byte is below 256.
    @inlinable @inline(__always)
    static func step(_ row: UnsafeRawPointer, _ byte: UInt8) -> UnsafeRawPointer {
        row.load(fromByteOffset: Int(byte) &* MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
    }
}
