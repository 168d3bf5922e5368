import MaskVM

/// Judges samples and appends their verdicts, as text or JSON, to a byte buffer: the same
/// code for operands, for standard input, and for each thread of `--jobs`.
struct MatchVerdicts {
    let program: MaskProgram
    let mode: MatchMode
    let json: Bool
    let countOnly: Bool
    private(set) var output: [UInt8] = []
    private(set) var samples = 0
    private(set) var complete = 0
    /// Lines longer than --max-line that the mask could still accept: not judged.
    private(set) var unjudged: [(sample: Int, length: Int)] = []

    /// For a set: each mask's label in the output, its name or its 1-based number, as text
    /// and as JSON; nil for one mask, whose output has no mask list.
    private let maskLabels: [(text: String, json: String)]?

    init(program: MaskProgram, mode: MatchMode, json: Bool, countOnly: Bool) {
        self.program = program
        self.mode = mode
        self.json = json
        self.countOnly = countOnly
        maskLabels = program.isMaskSet ? program.masks.enumerated().map { index, mask in
            mask.name.map { ($0, JSONWriter.quoted($0)) } ?? (String(index + 1), String(index + 1))
        } : nil
    }

    /// The masks a complete sample is complete in, or a partial one could still become.
    private func masks(of bytes: UnsafeBufferPointer<UInt8>, _ result: ByteMatchResult) -> MaskIndexSet {
        let found = program.matches(utf8: bytes, optimistic: mode == .optimistic)
        return result == .complete ? found.complete : found.possible
    }

    mutating func judge(_ line: LineReader.Line) {
        samples += 1
        let result = program.matchBytes(line.bytes, mode: mode)
        if line.isTruncated, !result.isIllegal {
            // Only a hand-made program with unbounded texts can still be alive after the kept
            // prefix: every compiled mask accepts only texts shorter than that. The prefix's
            // verdict is not the line's: say so instead of printing it.
            unjudged.append((samples, line.fullLength))
            guard !countOnly else { return }
            if json {
                output.append(contentsOf: #"{"result":"not judged","truncated":true,"length":"#.utf8)
                output.appendDecimal(line.fullLength)
                output.append(contentsOf: "}\n".utf8)
            } else {
                output.append(contentsOf: (SampleOptions.notJudged + "\n").utf8)
            }
            return
        }
        if result == .complete { complete += 1 }
        guard !countOnly else { return }
        if json {
            output.append(UInt8(ascii: "{"))
            JSONWriter.appendSample(line.bytes, to: &output)
            switch result {
            case .complete: output.append(contentsOf: #","result":"complete""#.utf8)
            case .partial: output.append(contentsOf: #","result":"partial""#.utf8)
            case .illegal(let byteOffset):
                output.append(contentsOf: #","result":"illegal","offset":"#.utf8)
                output.appendDecimal(MaskProgram.characterCount(before: byteOffset, in: line.bytes))
            }
            if let maskLabels {
                output.append(contentsOf: #","masks":["#.utf8)
                let masks = result.isIllegal ? MaskIndexSet() : masks(of: line.bytes, result)
                output.append(contentsOf: masks.map { maskLabels[$0].json }.joined(separator: ",").utf8)
                output.append(UInt8(ascii: "]"))
            }
            if line.isTruncated {
                output.append(contentsOf: #","truncated":true,"length":"#.utf8)
                output.appendDecimal(line.fullLength)
            }
            output.append(contentsOf: "}\n".utf8)
        } else {
            if let maskLabels, !result.isIllegal {
                output.append(contentsOf: (result == .complete ? "complete " : "partial ").utf8)
                output.append(contentsOf: masks(of: line.bytes, result).map { maskLabels[$0].text }.joined(separator: ",").utf8)
                output.append(0x0A)
                return
            }
            switch result {
            case .complete: output.append(contentsOf: "complete\n".utf8)
            case .partial: output.append(contentsOf: "partial\n".utf8)
            case .illegal(let byteOffset):
                output.append(contentsOf: "illegal ".utf8)
                output.appendDecimal(MaskProgram.characterCount(before: byteOffset, in: line.bytes))
                output.append(0x0A)
            }
        }
    }

    /// A judge with the same settings and nothing judged yet: for a part judged separately.
    func emptied() -> MatchVerdicts {
        MatchVerdicts(program: program, mode: mode, json: json, countOnly: countOnly)
    }

    /// Hands over the buffered output and empties the buffer.
    mutating func takeOutput() -> [UInt8] {
        defer { output.removeAll(keepingCapacity: true) }
        return output
    }

    /// Adds the counts of a later part judged separately (its sample numbers follow ours).
    mutating func append(_ later: MatchVerdicts) {
        unjudged += later.unjudged.map { ($0.sample + samples, $0.length) }
        samples += later.samples
        complete += later.complete
    }
}

extension ByteMatchResult {
    var isIllegal: Bool {
        if case .illegal = self { true } else { false }
    }
}
