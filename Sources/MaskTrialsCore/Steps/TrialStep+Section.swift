import MaskVM

/// The `trls` section of a bytecode file: the trials a text must pass after the program's
/// mask, in order (docs/bytecode.md). Read as hostile input, as every section is: each count
/// is checked against the bytes left before anything is allocated, and every text must be
/// valid UTF-8.
extension TrialStep {
    /// Most steps a section may hold.
    static let maximumCount = 256
    /// Most parameters a step may have.
    static let maximumParameterCount = 64

    /// The section's payload for `steps`.
    static func encodedSection(_ steps: [TrialStep]) -> [UInt8] {
        var writer = ByteWriter()
        writer.u32(UInt32(steps.count))
        for step in steps {
            writer.text(step.kind)
            writer.u32(UInt32(step.parameters.count))
            for parameter in step.parameters {
                writer.text(parameter.name)
                writer.u32(UInt32(parameter.values.count))
                for value in parameter.values { writer.text(value) }
            }
        }
        return writer.bytes
    }

    /// The steps of a section's payload; a malformed one throws, naming what is wrong.
    static func decodeSection(_ payload: ArraySlice<UInt8>) throws(ProgramError) -> [TrialStep] {
        var reader = ByteReader(payload, tag: BytecodeFormat.Tag.trials)
        let count = try Self.count(&reader, limit: maximumCount, of: "steps")
        var steps: [TrialStep] = []
        for step in 0..<count {
            let kind = try reader.text("the kind of step \(step + 1)")
            let parameterCount = try Self.count(&reader, limit: maximumParameterCount, of: "parameters")
            var parameters: [Parameter] = []
            for _ in 0..<parameterCount {
                let name = try reader.text("a parameter name of step \(step + 1)")
                let valueCount = try Self.count(&reader, limit: nil, of: "values")
                var values: [String] = []
                values.reserveCapacity(valueCount)
                for _ in 0..<valueCount { values.append(try reader.text("a value of step \(step + 1)")) }
                parameters.append(Parameter(name, values))
            }
            steps.append(TrialStep(kind: kind, parameters: parameters))
        }
        try reader.expectEnd()
        return steps
    }

    /// A count, at most `limit`; with no limit, at most what the bytes left can hold (each
    /// text takes at least its 4-byte length), so nothing is reserved that the file cannot fill.
    private static func count(_ reader: inout ByteReader, limit: Int?, of what: String) throws(ProgramError) -> Int {
        let count = Int(try reader.u32("the number of \(what)"))
        let limit = limit ?? reader.remaining / 4
        guard count <= limit else {
            throw .malformedSection(tag: BytecodeFormat.Tag.trials, reason: "\(count) \(what), at most \(limit)")
        }
        return count
    }
}
