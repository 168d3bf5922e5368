import FuzzSupport
import MaskVM

/// Loads arbitrary bytes as bytecode and runs whatever loads. With the first byte odd, the
/// rest gets a valid length and checksum first, so mutations reach the structural and
/// semantic checks behind the CRC.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let repair = input.byte() & 1 == 1
    let candidate = input.rest()
    let bytes = repair ? repairingLengthAndChecksum(candidate) : candidate
    guard let program = try? MaskProgram(bytecode: bytes) else { return 0 }
    // Whatever loads must survive a round trip and run on any text.
    let again = try? MaskProgram(bytecode: program.bytecode)
    invariant(again == program, "a loaded program does not round-trip")
    for sample in ["", "1", "+7(123)456-78-90", "Ы😀\u{301}", String(decoding: bytes.prefix(64), as: UTF8.self)] {
        _ = program.match(sample)
    }
    bytes.withUnsafeBufferPointer { _ = program.match(utf8: $0) }
    return 0
}
