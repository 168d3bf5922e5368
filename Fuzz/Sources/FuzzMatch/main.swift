import FuzzSupport
import MaskCompiler
import MaskVM

/// A fixed set of masks, compiled once.
let masks: [MaskProgram] = [
    "+?7|8(DDD)DDD-?DD-?DD", "DDDD DDDD DDDD DDDD", "DD.|/DD.|/DDDD", "XXDD XXXX DDDD DDDD DDDD D|XD|X",
    "D?7", "7|D", "-| ?DD", #"\€DD\😀"#, "", "X?X?X?",
].map { try! MaskCompiler.compile($0) }

/// Random text against the fixed masks: the byte and string paths must agree, every illegal
/// offset must point just past a viable prefix, and optimistic matching must accept at least
/// what strict matching does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let program = masks[Int(input.byte()) % masks.count]
    let bytes = input.rest()
    let byteResult = bytes.withUnsafeBufferPointer { program.matchBytes($0) }
    let characterResult = bytes.withUnsafeBufferPointer { program.match(utf8: $0) }
    switch (byteResult, characterResult) {
    case (.complete, .complete), (.partial, .partial): break
    case (.illegal(let byteOffset), .illegal(let characterOffset)):
        invariant(byteOffset <= bytes.count && characterOffset <= byteOffset, "offsets out of order")
        let viable = Array(bytes[..<byteOffset])
        if case .illegal = viable.withUnsafeBufferPointer({ program.matchBytes($0) }) {
            invariant(false, "the viable prefix is illegal")
        }
    default:
        invariant(false, "byte and character paths disagree: \(byteResult) vs \(characterResult)")
    }
    if let text = String(validatingUTF8CString: bytes), text.utf8.count == bytes.count {
        invariant(program.match(text) == characterResult, "String and byte paths disagree")
        // Leaving literals out is allowed, not required: what the mask accepts, the optimistic
        // automaton accepts too, and a viable prefix stays viable.
        let optimistic = program.match(text, optimistic: true)
        switch characterResult {
        case .complete: invariant(optimistic == .complete, "complete, yet not optimistically complete")
        case .partial:
            if case .illegal = optimistic { invariant(false, "partial, yet optimistically illegal") }
        case .illegal: break
        }
    }
    return 0
}

extension String {
    /// The bytes as a String if they are valid UTF-8 with no NUL.
    init?(validatingUTF8CString bytes: [UInt8]) {
        guard !bytes.contains(0) else { return nil }
        let decoded = String(decoding: bytes, as: UTF8.self)
        guard decoded.utf8.elementsEqual(bytes) else { return nil }
        self = decoded
    }
}
