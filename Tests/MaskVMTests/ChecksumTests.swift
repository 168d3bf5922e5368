import TestSupport
@testable import MaskVM
import Testing

/// The loader's CRC-32 reads eight bytes a step; it must agree with the bitwise reference
/// (CraftedFile's) at every length and alignment, the tail of fewer than eight bytes included.
@Suite("Checksum")
struct ChecksumTests {
    @Test("eight bytes a step give the bitwise CRC-32 at every length and offset")
    func slicing() {
        var generator = SeededGenerator(seed: 32)
        let bytes = (0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for start in 0..<9 {
            for end in start...bytes.count {
                #expect(CRC32.checksum(bytes[start..<end]) == CraftedFile.crc32(Array(bytes[start..<end])))
            }
        }
        #expect(CRC32.checksum(Array("123456789".utf8)[...]) == 0xCBF4_3926)
    }

    @Test("folding 16 bytes a step gives the bitwise CRC-32 at every length to 300 and every alignment")
    func folding() {
        #if arch(x86_64)
        // Every x86-64 processor since 2010 has PCLMULQDQ: the folded path is what runs here.
        #expect(CRC32.canFold)
        #endif
        var generator = SeededGenerator(seed: 34)
        let bytes = (0..<316).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for start in 0..<16 {
            for end in start...(start + 300) {
                #expect(CRC32.checksum(bytes[start..<end]) == CraftedFile.crc32(Array(bytes[start..<end])), "bytes \(start)..<\(end)")
            }
        }
        // Runs of zeros and of ones fold to the same registers as the tables read them to.
        for byte: UInt8 in [0x00, 0xFF] {
            let run = [UInt8](repeating: byte, count: 4_099)
            #expect(CRC32.checksum(run[...]) == CraftedFile.crc32(run))
        }
    }

    @Test("a run's checksum derived from the registers at its ends is its direct checksum, on random splits")
    func derivedFromRegisters() {
        var generator = SeededGenerator(seed: 21)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0...700, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let start = Int.random(in: 0...bytes.count, using: &generator)
            let end = Int.random(in: start...bytes.count, using: &generator)
            let before = CRC32.advance(CRC32.initialRegister, over: bytes[..<start])
            let after = CRC32.advance(before, over: bytes[start..<end])
            #expect(CRC32.checksum(between: before, and: after, count: end - start) == CraftedFile.crc32(Array(bytes[start..<end])),
                    "bytes \(start)..<\(end) of \(bytes.count)")
        }
    }

    @Test("zero bytes shift a register as reading them does, at counts of every size")
    func shiftByZeroBytes() {
        var generator = SeededGenerator(seed: 3)
        for count in [0, 1, 2, 7, 8, 15, 16, 63, 64, 65, 1_000, 4_099, 65_536, 74_565, 1_048_575] {
            let register = UInt32.random(in: 0...UInt32.max, using: &generator)
            let zeros = [UInt8](repeating: 0, count: count)
            #expect(CRC32.shifted(register, byZeroBytes: count) == CRC32.advance(register, over: zeros[...]), "\(count) zero bytes")
        }
    }

    @Test("checkpoints over a span give every run inside it its direct checksum, and nothing outside it")
    func checkpoints() {
        var generator = SeededGenerator(seed: 33)
        for _ in 0..<60 {
            let bytes = (0..<Int.random(in: 1...900, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let end = Int.random(in: 0...bytes.count, using: &generator)
            let spanStart = Int.random(in: 0...end, using: &generator)
            let span = spanStart..<Int.random(in: spanStart...end, using: &generator)
            let (checksum, recorded) = ChecksumCheckpoints.checksum(bytes[...], upTo: end, recordingOver: span)
            #expect(checksum == CraftedFile.crc32(Array(bytes[..<end])))
            guard let recorded else {
                Issue.record("no checkpoints over \(span) of ..<\(end)")
                continue
            }
            for _ in 0..<20 {
                let low = Int.random(in: span.lowerBound...span.upperBound, using: &generator)
                let high = Int.random(in: low...span.upperBound, using: &generator)
                #expect(recorded.checksum(of: low..<high) == CraftedFile.crc32(Array(bytes[low..<high])), "\(low)..<\(high) in \(span)")
            }
            if span.upperBound < end { #expect(recorded.checksum(of: span.lowerBound..<span.upperBound + 1) == nil) }
            if span.lowerBound > 0 { #expect(recorded.checksum(of: span.lowerBound - 1..<span.upperBound) == nil) }
        }
        let bytes = [UInt8](repeating: 7, count: 100)
        #expect(ChecksumCheckpoints.checksum(bytes[...], upTo: 50, recordingOver: 10..<60).1 == nil, "a span past the end records nothing")
        #expect(ChecksumCheckpoints.checksum(bytes[...], upTo: 50, recordingOver: nil).0 == CraftedFile.crc32(Array(bytes[..<50])))
    }

    @Test("folding in lanes over long runs, 16 bytes or 64 an instruction, gives the bitwise CRC-32 at every count of blocks past the lanes' loops")
    func foldingLongRuns() {
        #if arch(x86_64)
        // Where this processor has VPCLMULQDQ (the machines CI runs on do), checksum(_:) takes
        // the wide way over runs of 256 bytes or more, and checksumFoldingNarrow the other.
        if CRC32.canFoldWide { print("CRC-32: this processor folds four lanes an instruction") }
        #endif
        // Eight blocks or more fold in four lanes of a block in four, then one lane for the
        // rest: lengths around every multiple of 64 bytes, and long random ones.
        var generator = SeededGenerator(seed: 36)
        let bytes = (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var lengths = Array(120...400)
        for _ in 0..<12 { lengths.append(Int.random(in: 400...bytes.count, using: &generator)) }
        for length in lengths {
            let start = Int.random(in: 0...15, using: &generator)
            let run = bytes[start..<min(bytes.count, start + length)]
            let expected = CraftedFile.crc32(Array(run))
            #expect(CRC32.checksum(run) == expected, "bytes \(run.startIndex)..<\(run.endIndex)")
            // The four 16-byte lanes alone, as a processor without VPCLMULQDQ folds long runs.
            #expect(CRC32.checksumFoldingNarrow(run) == expected, "narrow, bytes \(run.startIndex)..<\(run.endIndex)")
        }
    }

    @Test("both recording passes, by tables and by folding, record the register a direct pass reaches at each checkpoint")
    func recordingPasses() {
        var generator = SeededGenerator(seed: 35)
        let stride = ChecksumCheckpoints.stride
        for _ in 0..<40 {
            let bytes = (0..<Int.random(in: 16...900, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let register = UInt32.random(in: 0...UInt32.max, using: &generator)
            // The pass a processor without folding makes (this one folds: ChecksumCheckpoints takes the other).
            var registers = [UInt32](repeating: 0, count: bytes.count / stride + 1)
            let byTables = registers.withUnsafeMutableBufferPointer {
                CRC32.advance(register, over: bytes[...], recordingEvery: stride, into: $0)
            }
            #expect(byTables == CRC32.advance(register, over: bytes[...]))
            for (index, recorded) in registers.enumerated() {
                #expect(recorded == CRC32.advance(register, over: bytes[..<(index * stride)]), "register \(index) of \(bytes.count) bytes")
            }
            guard CRC32.canFold else { continue }
            var folded = [UInt8](repeating: 0, count: 16 * CRC32.foldedRecordCount(over: bytes.count, every: stride))
            let byFolding = folded.withUnsafeMutableBufferPointer {
                CRC32.advance(register, over: bytes[...], recordingFoldedEvery: stride, into: $0)
            }
            #expect(byFolding == byTables)
            for index in 1...max(1, folded.count / 16) where folded.count >= 16 * index {
                #expect(CRC32.register(ofFolded: folded[(16 * (index - 1))..<(16 * index)]) == registers[index],
                        "folded record \(index) of \(bytes.count) bytes")
            }
        }
    }
}
