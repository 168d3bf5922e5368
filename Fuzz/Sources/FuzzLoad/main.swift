import FuzzSupport
import MaskTrialsCore
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
    // A preset's check reads the optional trls and phon sections a program loader skips:
    // whatever it loads must write back to a file that loads into the same reading.
    if let check = try? MaskCheck(bytecode: bytes), let written = try? check.bytecode() {
        invariant((try? MaskCheck(bytecode: written))?.phoneReading == check.phoneReading, "a loaded check does not round-trip")
    }
    guard let program = try? MaskProgram(bytecode: bytes) else { return 0 }
    // Whatever loads must survive a round trip and run on any text.
    let again = try? MaskProgram(bytecode: program.bytecode)
    invariant(again == program, "a loaded program does not round-trip")
    for sample in ["", "1", "+7(123)456-78-90", "Ы😀\u{301}", String(decoding: bytes.prefix(64), as: UTF8.self)] {
        _ = program.match(sample)
    }
    bytes.withUnsafeBufferPointer { _ = program.match(utf8: $0) }
    // The reading automaton of a loaded file drives transform, extract and the editor;
    // whatever it says (it may disagree with MTCH in a hand-made file), nothing may trap
    // and the cursor must stay in the text.
    let text = String(decoding: bytes.suffix(48), as: UTF8.self)
    _ = program.transform(text)
    _ = program.extract(text)
    _ = program.match(text, optimistic: true)
    var editor = MaskedTextEditor(program: program, text: text)
    editor.deleteBackward()
    editor.replace(range: 0..<1, with: "7")
    editor.moveCursor(by: -1)
    editor.deleteForward()
    _ = editor.placeholder
    invariant(editor.cursor >= 0 && editor.cursor <= editor.text.utf16.count, "the cursor left the text")
    return 0
}
