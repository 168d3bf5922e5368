import MaskCompiler
import MaskVM
import Testing

/// Expects `input` typed into `pattern` to transform to `expected`, complete, with no letter
/// or digit unplaced, and to extract as complete: a reading that keeps every typed character
/// as a value of the mask.
func expectCompleteReading(
    _ pattern: String, _ input: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let program = try MaskCompiler.compile(pattern)
    let result = program.transform(input)
    #expect(result.text == expected, sourceLocation: sourceLocation)
    #expect(result.isComplete, sourceLocation: sourceLocation)
    #expect(result.unplaced.isEmpty, sourceLocation: sourceLocation)
    #expect(program.extract(input).result == .complete, sourceLocation: sourceLocation)
}
