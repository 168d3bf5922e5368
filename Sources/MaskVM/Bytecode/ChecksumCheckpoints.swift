/// The CRC-32 registers of the pass that checksums a file, recorded every ``stride`` bytes
/// over one span of it (where the processor folds, the folded bytes they follow from): the
/// checksum of any run of bytes inside the span then follows from the registers at its ends
/// (``CRC32/checksum(between:and:count:)``), without a second pass over the run.
///
/// A set's file holds each of its masks' files whole, each with a checksum of its own that
/// the loader checks as it checks any file's. The registers over the set's `MSET` section
/// give each of those checksums from the one pass the set's own checksum makes (issue 21:
/// the second pass was about 100,000 instructions of loading the card preset).
struct ChecksumCheckpoints {
    /// Bytes between two recorded registers: a run's ends are reached from the nearest
    /// register before them by reading at most this many bytes less one.
    static let stride = 64

    /// The file the registers are of (a whole file: its indices start at 0).
    private let bytes: ArraySlice<UInt8>
    /// Where the recorded registers start, and the last offset one can be derived at.
    /// PERF: two integers, not a `ClosedRange`, whose copies went through the runtime's
    /// generic value witnesses.
    private let spanStart: Int
    private let spanEnd: Int
    /// The register after `bytes[..<spanStart]`.
    private let firstRegister: UInt32
    /// `registers[i]`: the register after `bytes[..<spanStart + i * stride]`; empty where the
    /// pass folded: then the registers after the first come from ``folded``. PERF: the first
    /// apart, so that a folding pass makes one array, not two (issue 21).
    private let registers: [UInt32]
    /// Where the pass folded (``CRC32/canFold``): at `16 * (i - 1) ..< 16 * i`, for `i` from 1,
    /// the bytes folded from `bytes[spanStart ..< spanStart + i * stride]`, which
    /// ``CRC32/register(ofFolded:)`` turns into the register there. Empty otherwise.
    private let folded: [UInt8]

    /// Checksums `bytes[..<end]` (what ``CRC32/checksum(_:)`` gives), recording the registers
    /// over `span` where it lies within `0...end`; no registers (nil) otherwise.
    static func checksum(_ bytes: ArraySlice<UInt8>, upTo end: Int, recordingOver span: Range<Int>?) -> (UInt32, ChecksumCheckpoints?) {
        guard let span, span.lowerBound >= 0, span.upperBound <= end else { return (CRC32.checksum(bytes[..<end]), nil) }
        let before = CRC32.advance(CRC32.initialRegister, over: bytes[..<span.lowerBound])
        var last = before
        let recordedRun = bytes[span.lowerBound..<end]
        if CRC32.canFold, recordedRun.count >= 16 {
            let folded = [UInt8](filledWith: 0, count: 16 * CRC32.foldedRecordCount(over: recordedRun.count, every: stride)) { folded in
                last = CRC32.advance(before, over: recordedRun, recordingFoldedEvery: stride, into: folded)
            }
            let checkpoints = ChecksumCheckpoints(
                bytes: bytes, spanStart: span.lowerBound, spanEnd: span.upperBound, firstRegister: before, registers: [], folded: folded)
            return (last ^ CRC32.initialRegister, checkpoints)
        }
        let registers = [UInt32](filledWith: 0, count: span.count / stride + 1) { registers in
            last = CRC32.advance(before, over: recordedRun, recordingEvery: stride, into: registers)
        }
        let checkpoints = ChecksumCheckpoints(
            bytes: bytes, spanStart: span.lowerBound, spanEnd: span.upperBound, firstRegister: before, registers: registers, folded: [])
        return (last ^ CRC32.initialRegister, checkpoints)
    }

    /// The register after `bytes[..<offset]`, for an offset in the span.
    private func register(at offset: Int) -> UInt32 {
        let index = (offset - spanStart) / Self.stride
        let recorded = spanStart + index * Self.stride
        let start = index == 0 ? firstRegister : folded.isEmpty ? registers[index] : CRC32.register(ofFolded: folded[(16 * (index - 1))..<(16 * index)])
        return CRC32.advance(start, over: bytes[recorded..<offset])
    }

    /// The CRC-32 of `bytes[range]`, derived from the registers, or nil when the range is
    /// not inside the span.
    func checksum(of range: Range<Int>) -> UInt32? {
        guard range.lowerBound >= spanStart, range.upperBound <= spanEnd else { return nil }
        return CRC32.checksum(between: register(at: range.lowerBound), and: register(at: range.upperBound), count: range.count)
    }
}
