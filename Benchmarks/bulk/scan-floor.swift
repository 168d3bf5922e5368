// The floor of a CSV scan in Swift alone, beside scan-floor.c: the same simdjson-style stage 1
// (every field end's offset written out, the in-quote mask, the records counted), with SSE2's
// byte compares through the compiler's intrinsics module and the in-quote mask by a prefix XOR of
// shifts instead of a carry-less multiply. No judging, no output. Times the scan alone (input in
// memory), median of 21 runs, printed as scan-floor.c prints it, so the two can be compared.
//
//   swiftc -O Benchmarks/bulk/scan-floor.swift -o /tmp/scan-floor-swift && /tmp/scan-floor-swift TABLE.csv
//
// Like scan-floor.c, it reads whole 64-byte windows only (the last few bytes are not scanned).
import Foundation
#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
import _Builtin_intrinsics.intel

/// One bit a byte of a 64-byte window: the bytes equal to `byte`.
@inline(__always)
func marks(_ window: UnsafeRawPointer, _ byte: __m128i) -> UInt64 {
    var bits: UInt64 = 0
    for part in 0..<4 {
        let bytes = _mm_loadu_si128((window + 16 * part).assumingMemoryBound(to: __m128i.self))
        let found = UInt32(bitPattern: _mm_movemask_epi8(_mm_cmpeq_epi8(bytes, byte))) & 0xFFFF
        bits |= UInt64(found) << UInt64(16 * part)
    }
    return bits
}

/// Bit k is the XOR of bits 0...k: set between an opening quote and its closing one.
@inline(__always)
func prefixXOR(_ bits: UInt64) -> UInt64 {
    var x = bits
    x ^= x << 1; x ^= x << 2; x ^= x << 4; x ^= x << 8; x ^= x << 16; x ^= x << 32
    return x
}

/// Writes every field end's offset to `ends` (room for a window's 64 past the last), returns
/// how many, and counts the records (line feeds outside quotes).
func scan(_ data: UnsafeRawPointer, _ count: Int, _ ends: UnsafeMutablePointer<UInt32>, records: inout Int) -> Int {
    let quote = _mm_set1_epi8(0x22), comma = _mm_set1_epi8(0x2C), lineFeed = _mm_set1_epi8(0x0A)
    var inside: UInt64 = 0
    var written = 0
    var lines = 0
    var offset = 0
    while offset + 64 <= count {
        let window = data + offset
        let inQuote = prefixXOR(marks(window, quote)) ^ inside
        inside = UInt64(bitPattern: Int64(bitPattern: inQuote) >> 63)
        let feeds = marks(window, lineFeed) & ~inQuote
        var bits = (marks(window, comma) & ~inQuote) | feeds
        lines += feeds.nonzeroBitCount
        // simdjson's flattening: four offsets written a turn whether or not they are all ends;
        // the count says which are.
        let found = bits.nonzeroBitCount
        var at = written
        while bits != 0 {
            ends[at] = UInt32(offset + bits.trailingZeroBitCount); bits &= bits &- 1
            ends[at + 1] = UInt32(offset + bits.trailingZeroBitCount); bits &= bits &- 1
            ends[at + 2] = UInt32(offset + bits.trailingZeroBitCount); bits &= bits &- 1
            ends[at + 3] = UInt32(offset + bits.trailingZeroBitCount); bits &= bits &- 1
            at += 4
        }
        written += found
        offset += 64
    }
    records = lines
    return written
}

let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
let ends = UnsafeMutablePointer<UInt32>.allocate(capacity: data.count + 64)
var times: [Double] = []
var fields = 0
var records = 0
data.withUnsafeBytes { bytes in
    for _ in 0..<21 {
        let start = DispatchTime.now().uptimeNanoseconds
        fields = scan(bytes.baseAddress!, bytes.count, ends, records: &records)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
}
times.sort()
print(String(format: "%d bytes: %d field ends, %d records; scan median %.2f ms (min %.2f), %.2f GB/s",
             data.count, fields, records, times[10], times[0], Double(data.count) / times[10] / 1e6))
#else
print("scan-floor.swift needs x86-64's SSE2 intrinsics")
#endif
