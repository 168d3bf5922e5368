import FuzzSupport
import MaskCompiler
import MaskLexer
import MaskVM

/// Compiles arbitrary patterns with arbitrary symbol sets and small limits; whatever
/// compiles must round-trip through bytecode and give consistent verdicts. The seed
/// corpus covers the grown syntax (sets, number ranges, counts: `grown*`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let options = input.byte()
    let symbols = options & 1 == 0 ? SymbolSet.default : SymbolSet(String(decoding: input.chunk(maximum: 16), as: UTF8.self))
    var limits = MaskCompiler.Limits()
    limits.maximumPatternLength = 512
    limits.maximumDFAStates = options & 2 == 0 ? 2_000 : 20
    limits.maximumNesting = options & 4 == 0 ? 64 : 3
    // Counts multiply states; small bounds keep each input fast (and reach the limit's error).
    limits.maximumCount = options & 8 == 0 ? 40 : 3
    limits.openCountReadingSpan = options & 16 == 0 ? 4 : 0
    limits.maximumDeterminizationWork = 200_000
    let sample = String(decoding: input.chunk(maximum: 64), as: UTF8.self)
    let pattern = String(decoding: input.rest(), as: UTF8.self)

    let program: MaskProgram
    do {
        program = try MaskCompiler.compile(pattern, symbols: symbols, limits: limits)
    } catch {
        invariant(!error.diagnostics.isEmpty, "a compile error without diagnostics")
        invariant(error.diagnostics.allSatisfy { $0.severity == .error || $0.severity == .warning }, "odd severity")
        _ = error.description   // rendering must not trap either
        return 0
    }
    let loaded = try? MaskProgram(bytecode: program.bytecode)
    invariant(loaded == program, "bytecode round trip changed the program")
    // With the tiny state limit the optimistic matcher is often simulated: it must give the
    // verdicts of the DFA a larger limit allows.
    let optimistic = program.match(sample, optimistic: true)
    if program.optimisticMatcher.isSimulation {
        var larger = limits
        larger.maximumDFAStates = 2_000
        if let reference = try? MaskCompiler.compile(pattern, symbols: symbols, limits: larger),
           !reference.optimisticMatcher.isSimulation {
            invariant(reference.match(sample, optimistic: true) == optimistic, "the simulation and the DFA disagree")
        }
    }
    let result = program.match(sample)
    // An illegal offset k means the first k characters are still a viable prefix.
    if case .illegal(let offset) = result {
        invariant(offset <= sample.count, "offset past the end")
        if case .illegal = program.match(String(sample.prefix(offset))) {
            invariant(false, "the first \(offset) characters are a viable prefix, yet illegal")
        }
    }
    return 0
}
