#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
import _Builtin_intrinsics.intel
#endif

/// The bytes the CSV scanner looks for, marked 64 at a time: one bit a byte in each of three
/// words (a delimiter or a line feed; a quote; a line feed), so finding the next field end
/// or quote is a shift and a trailing-zero count, and the line feeds inside quotes are a
/// population count.
///
/// A window is held by the address of its first byte and kept from one record to the next
/// (a benchmark row of about 70 bytes lies in one or two windows), so the scanner of a
/// block marks each byte once. The holder must ``reset()`` whenever the bytes under a
/// window may change or move (the reader does before every read of its buffer): a window
/// is trusted for any bytes at its address.
///
/// PERF: the eight-byte words the scanner walked before (`CSVScanner+Words.swift`) cost
/// about 15 instructions a word for two kinds of byte, about 120 for 64 bytes; here, on
/// x86-64, each 16 bytes are three compares and three `pmovmskb`.
struct CSVMarks {
    /// The address of the window's first byte; 0 when no window is held.
    private(set) var start = 0
    /// How many bytes of the window were there to mark: 64, or fewer at the end of the bytes
    /// (no bit at or above it is set).
    private(set) var count = 0
    /// Bit `k`: the window's byte `k` is the delimiter or a line feed.
    private(set) var ends: UInt64 = 0
    /// Bit `k`: the window's byte `k` is a double quote.
    private(set) var quotes: UInt64 = 0
    /// Bit `k`: the window's byte `k` is a line feed.
    private(set) var lineFeeds: UInt64 = 0
    let delimiter: UInt8

    init(delimiter: UInt8) {
        self.delimiter = delimiter
    }

    /// Forgets the window: the bytes it marked may have changed.
    mutating func reset() {
        start = 0
        count = 0
    }

    /// The offset in the held window of the byte at `address`, or nil when the window does
    /// not hold it.
    @inline(__always)
    func offset(of address: Int) -> Int? {
        let offset = address &- start
        // One unsigned compare: a negative offset is a huge unsigned one.
        return UInt(bitPattern: offset) < UInt(bitPattern: count) ? offset : nil
    }

    /// The offset in the window of `bytes[index]`, after marking the window that starts
    /// there when the held one does not hold it; nil when `index` is `end` or past it.
    @inline(__always)
    mutating func offset(of index: Int, in bytes: UnsafePointer<UInt8>, end: Int) -> Int? {
        if let held = offset(of: Int(bitPattern: bytes) &+ index) { return held }
        guard index < end else { return nil }
        mark(bytes + index, available: end &- index)
        return 0
    }

    /// Marks the window that starts at `bytes`, of which `available` (at least 1) may be read.
    @inline(__always)
    mutating func mark(_ bytes: UnsafePointer<UInt8>, available: Int) {
        start = Int(bitPattern: bytes)
        if available >= 64 {
            count = 64
            (ends, quotes, lineFeeds) = Self.marks(UnsafeRawPointer(bytes), delimiter: delimiter)
            return
        }
        markLast(bytes, available: available)
    }

    /// ``mark(_:available:)`` for the last bytes, fewer than 64. PERF: not inlined, so the
    /// scanner's frame does not carry the 64-byte aligned copy and its stack guard (about 10
    /// instructions a record).
    @inline(never)
    private mutating func markLast(_ bytes: UnsafePointer<UInt8>, available: Int) {
        // Copied after zeros, so no byte past them is read; a pad byte may still equal the
        // delimiter (a NUL delimiter), so the marks are cut to the bytes.
        count = available
        var padded = SIMD64<UInt8>()
        withUnsafeMutableBytes(of: &padded) { padded in
            padded.baseAddress!.copyMemory(from: bytes, byteCount: available)
        }
        let found = withUnsafeBytes(of: &padded) { Self.marks($0.baseAddress!, delimiter: delimiter) }
        let kept = (1 as UInt64) &<< UInt64(available) &- 1
        (ends, quotes, lineFeeds) = (found.ends & kept, found.quotes & kept, found.lineFeeds & kept)
    }

    /// The offset of the next line feed at or after `index` in `bytes[..<end]`, or `end`
    /// (JSON Lines: a record is a line).
    @inline(__always)
    mutating func nextLineFeed(_ bytes: UnsafePointer<UInt8>, from index: Int, end: Int) -> Int {
        var index = index
        while true {
            guard let offset = offset(of: index, in: bytes, end: end) else { return end }
            let later = lineFeeds & (~0 &<< UInt64(offset))
            if later != 0 { return index &- offset &+ later.trailingZeroBitCount }
            index = index &- offset &+ count
        }
    }

    /// The offset of the next quote at or after `index` in `bytes[..<end]`, or `end`,
    /// adding the line feeds before it to `lineFeeds`.
    @inline(__always)
    mutating func nextQuote(_ bytes: UnsafePointer<UInt8>, from index: Int, end: Int, counting lineFeeds: inout Int) -> Int {
        var index = index
        while true {
            guard let offset = offset(of: index, in: bytes, end: end) else { return end }
            let later: UInt64 = ~0 &<< UInt64(offset)
            let found = quotes & later
            if found != 0 {
                // Only the line feeds below the quote.
                // PERF: counted only when there is one (x86-64's baseline has no popcnt).
                let below = (found & (0 &- found)) &- 1
                let feeds = self.lineFeeds & later & below
                if feeds != 0 { lineFeeds &+= feeds.nonzeroBitCount }
                return index &- offset &+ found.trailingZeroBitCount
            }
            let feeds = self.lineFeeds & later
            if feeds != 0 { lineFeeds &+= feeds.nonzeroBitCount }
            index = index &- offset &+ count
        }
    }
}

extension CSVMarks {
    /// The three marks of the 64 bytes at `bytes`, all of which must be readable.
    @inline(__always)
    static func marks(_ bytes: UnsafeRawPointer, delimiter: UInt8) -> (ends: UInt64, quotes: UInt64, lineFeeds: UInt64) {
        #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
        // SSE2, which every x86-64 processor has: a compare gives 0xFF for each equal
        // byte, and `pmovmskb` gathers the sixteen top bits into an integer.
        let delimiters = _mm_set1_epi8(CChar(bitPattern: delimiter))
        let quoteBytes = _mm_set1_epi8(CChar(bitPattern: CSVScanner.quote))
        let lineFeedBytes = _mm_set1_epi8(CChar(bitPattern: CSVScanner.lineFeed))
        var ends: UInt64 = 0, quotes: UInt64 = 0, lineFeeds: UInt64 = 0
        for step in 0..<4 {
            let bytes = bytes.loadUnaligned(fromByteOffset: 16 * step, as: __m128i.self)
            let feeds = _mm_cmpeq_epi8(bytes, lineFeedBytes)
            let shift = UInt64(16 * step)
            ends |= UInt64(UInt16(truncatingIfNeeded: _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(bytes, delimiters), feeds)))) &<< shift
            quotes |= UInt64(UInt16(truncatingIfNeeded: _mm_movemask_epi8(_mm_cmpeq_epi8(bytes, quoteBytes)))) &<< shift
            lineFeeds |= UInt64(UInt16(truncatingIfNeeded: _mm_movemask_epi8(feeds))) &<< shift
        }
        return (ends, quotes, lineFeeds)
        #else
        return portableMarks(bytes, delimiter: delimiter)
        #endif
    }

    /// ``marks(_:delimiter:)`` with the standard library's SIMD types alone, for processors
    /// without SSE2 (and held to the SSE2 way by the tests on x86-64): each equal byte gets
    /// its own bit of eight, and a multiply adds a half's eight bytes into its top byte.
    static func portableMarks(_ bytes: UnsafeRawPointer, delimiter: UInt8) -> (ends: UInt64, quotes: UInt64, lineFeeds: UInt64) {
        let weights = SIMD16<UInt8>(1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128)
        @inline(__always)
        func bits(_ equal: SIMDMask<SIMD16<Int8>>) -> UInt64 {
            let zero = SIMD16<UInt8>(repeating: 0)
            let halves = unsafeBitCast(zero.replacing(with: weights, where: equal), to: SIMD2<UInt64>.self)
            // The eight weights are distinct bits, so the sum has no carry.
            let ones: UInt64 = 0x0101_0101_0101_0101
            return (halves[0] &* ones) >> 56 | ((halves[1] &* ones) >> 56) << 8
        }
        var ends: UInt64 = 0, quotes: UInt64 = 0, lineFeeds: UInt64 = 0
        for step in 0..<4 {
            let chunk = bytes.loadUnaligned(fromByteOffset: 16 * step, as: SIMD16<UInt8>.self)
            let feeds = chunk .== SIMD16(repeating: CSVScanner.lineFeed)
            let shift = UInt64(16 * step)
            ends |= bits(chunk .== SIMD16(repeating: delimiter) .| feeds) &<< shift
            quotes |= bits(chunk .== SIMD16(repeating: CSVScanner.quote)) &<< shift
            lineFeeds |= bits(feeds) &<< shift
        }
        return (ends, quotes, lineFeeds)
    }
}
