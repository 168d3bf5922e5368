extension MaskProgram {
    /// Matches `bytes` as a whole when they are *simple text*: ASCII without a carriage
    /// return, where every byte is one scalar and one Character (nothing for grapheme
    /// clusters or Unicode normalization to join or replace). Nil for any other text, which
    /// the caller reads another way: `Trial.format` hands it to Swift Regex, which reads
    /// Characters where the VM reads scalars.
    ///
    /// One pass over the bytes: the walk notes the bytes it reads, and only where it stops
    /// early are the rest looked at, to tell a verdict from a text that is not simple.
    ///
    /// ```swift
    /// let year = try MaskCompiler.compile("DDDD")
    /// "2024".utf8.withContiguousStorageIfAvailable { year.matchSimpleText($0) }   // .complete
    /// "20a4".utf8.withContiguousStorageIfAvailable { year.matchSimpleText($0) }   // .illegal(byteOffset: 2)
    /// "２０２４".utf8.withContiguousStorageIfAvailable { year.matchSimpleText($0) }   // nil: not simple text
    /// ```
    public func matchSimpleText(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteMatchResult? {
        runSimpleText(bytes)
    }

    /// ``matchSimpleText(_:)`` on the UTF-8 of `text` where the string stores it
    /// contiguously (a native string); nil when it does not, or when the text is not simple.
    ///
    /// PERF: `Trial.format`'s hot path calls this on the program it keeps: reaching the
    /// bytes here, not in a closure of the caller's that captured the program, spares a
    /// retain and a release of the program's storage on every call.
    public func matchSimpleText(_ text: String) -> ByteMatchResult? {
        text.utf8.withContiguousStorageIfAvailable { runSimpleText($0) } ?? nil
    }
}

extension DenseDFA {
    /// ``MaskProgram/matchSimpleText(_:)`` on this automaton.
    ///
    /// PERF: where every live move is on simple text (``viablePrefixesAreSimpleText``), the
    /// plain walk is the check: it reads the text to its end only if every byte is simple.
    /// Otherwise the walk ORs each byte it reads into a word whose high bit ends up set by a
    /// byte of 0x80 or more or a carriage return; those few instructions a byte are off the
    /// walk's chain of dependent loads, so they cost next to no time.
    @inline(__always)
    func runSimpleText(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteMatchResult? {
        if viablePrefixesAreSimpleText {
            // PERF: the quad walk inlined here, not through `run(_:)`: one call fewer.
            let result = bytes.count >= 4 && tables.hasQuadTable ? QuadTableSlot(tables: tables).run(self, bytes) : run(bytes)
            return SimpleText.verdict(result, of: bytes)
        }
        let walk: (result: ByteMatchResult, noted: UInt8, end: Int)
        if bytes.count >= 4, tables.hasQuadTable {
            walk = QuadTableSlot(tables: tables).runNoting(self, bytes)
        } else if bytes.count >= 2, tables.hasPairTable {
            walk = tables.withClassMap { classes in
                PairTableSlot(tables: tables).runNoting(self, bytes, classes: classes)
            }
        } else {
            walk = walkNotingByteAtATime(bytes)
        }
        guard walk.noted < 0x80, SimpleText.holds(bytes, from: walk.end) else { return nil }
        return walk.result
    }

    /// ``runByteAtATime(_:)`` that also ORs every byte it reads into `noted` (see
    /// ``SimpleText/note(_:)``); `end` is where it stopped reading.
    @inline(__always)
    private func walkNotingByteAtATime(_ bytes: UnsafeBufferPointer<UInt8>) -> (result: ByteMatchResult, noted: UInt8, end: Int) {
        tables.withClassMapAndPremultiplied { classes, table in
            var state = premultipliedStart
            var noted: UInt8 = 0
            var index = 0
            let count = bytes.count
            while index < count {
                // SAFETY: as in `walkByteAtATime(_:)`: `index < count` bounds `bytes`, any
                // byte indexes the 256 classes, and a valid premultiplied state plus a
                // class is inside the table.
                let byte = bytes[index]
                noted |= SimpleText.note(byte)
                state = Int(table[state &+ Int(classes[Int(byte)])])
                if state == 0 { return (.illegal(byteOffset: index), noted, index &+ 1) }
                index &+= 1
            }
            return (isAcceptingPremultiplied(state) ? .complete : .partial, noted, count)
        }
    }
}

extension PairTableSlot {
    /// ``run(_:_:classes:)`` that also notes the bytes it reads (see ``SimpleText/note(_:)``).
    @inline(__always)
    func runNoting(_ dfa: DenseDFA, _ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>)
        -> (result: ByteMatchResult, noted: UInt8, end: Int)
    {
        withTable(of: dfa) { $0.runNoting(bytes, classes: classes, startState: dfa.startState, acceptingCount: dfa.acceptingCount) }
    }
}

extension PairTable {
    /// ``run(_:classes:startState:acceptingCount:)`` that also ORs every byte it reads into
    /// `noted`; `end` is where it stopped reading.
    @inline(__always)
    func runNoting(_ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>, startState: Int, acceptingCount: Int)
        -> (result: ByteMatchResult, noted: UInt8, end: Int)
    {
        let table = UnsafePointer(entries)
        let firstColumns = UnsafePointer(firstColumns)
        let end = endColumn
        var state = startState &* rowLength
        var noted: UInt8 = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else {
            return (state >= rowLength && state <= acceptingCount &* rowLength ? .complete : .partial, noted, count)
        }
        var byte = base
        let pairsEnd = base + (count & ~1)
        // SAFETY: the bounds of `run(_:classes:startState:acceptingCount:)`, subscript for
        // subscript: the same loop, with the bytes noted on the side.
        while byte < pairsEnd {
            let firstByte = byte[0]
            let secondByte = byte[1]
            noted |= SimpleText.note(firstByte) | SimpleText.note(secondByte)
            let first = Int(firstColumns[Int(firstByte)])
            let next = Int(table[state &+ (first | Int(classes[Int(secondByte)]))])
            if next == 0 {
                let index = byte - base
                let offset = table[state &+ (first | end)] == 0 ? index : index &+ 1
                return (.illegal(byteOffset: offset), noted, index &+ 2)
            }
            state = next
            byte += 2
        }
        if count & 1 != 0 {
            let last = pairsEnd[0]
            noted |= SimpleText.note(last)
            state = Int(table[state &+ (Int(firstColumns[Int(last)]) | end)])
            if state == 0 { return (.illegal(byteOffset: count &- 1), noted, count) }
        }
        return (state >= rowLength && state <= acceptingCount &* rowLength ? .complete : .partial, noted, count)
    }
}

extension QuadWalk {
    /// ``MaskProgram/matchSimpleText(_:)`` on an automaton whose live moves are all on simple
    /// text (``DenseDFA/viablePrefixesAreSimpleText``), so that the plain walk is the check.
    @inline(__always)
    func matchSimpleText(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteMatchResult? {
        SimpleText.verdict(run(bytes, noting: false).result, of: bytes)
    }
}

/// Simple text: ASCII without a carriage return (so without CR LF, the one pair of ASCII
/// scalars that is a single Character).
enum SimpleText {
    /// A byte folded so that its high bit is set exactly when the byte is not simple: a byte
    /// of 0x80 or more keeps its own; a carriage return, and no other ASCII byte, turns
    /// `(byte ^ 0x0D) - 1` into 0xFF. The ORed notes of a text are below 0x80 exactly when
    /// the text is simple.
    @inline(__always)
    static func note(_ byte: UInt8) -> UInt8 {
        byte | ((byte ^ 0x0D) &- 1)
    }

    /// `result`, a plain walk's verdict on `bytes` by an automaton whose live moves are all on
    /// simple text, or nil when `bytes` is not simple text: a complete or partial walk read
    /// only simple bytes, and a walk that died is checked from where it died on.
    @inline(__always)
    static func verdict(_ result: ByteMatchResult, of bytes: UnsafeBufferPointer<UInt8>) -> ByteMatchResult? {
        guard case .illegal(let offset) = result else { return result }
        return holds(bytes, from: offset) ? result : nil
    }

    /// Whether `bytes[start...]` is simple text.
    @inline(__always)
    static func holds(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var noted: UInt8 = 0
        var index = start
        while index < bytes.count {
            noted |= note(bytes[index])
            index &+= 1
        }
        return noted < 0x80
    }
}
