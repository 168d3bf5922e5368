import MaskVM

/// The warnings about a set of masks as a whole (`maskc lint` with several masks):
/// - `mask-never-chosen`: every text complete in the mask is complete in a mask ahead of it;
/// - `masks-overlap`: a text is complete in two masks, with the shortest such text.
///
/// ```swift
/// let set = try MaskCompiler.compile(["DD-DD", "D?D-DD", "DD"])
/// MaskSetLint.warnings(for: set).map(\.code)   // ["mask-never-chosen", "masks-overlap"]
/// ```
public enum MaskSetLint {
    /// One warning: its code, the masks it concerns (0-based) and a sentence that names them
    /// by name or 1-based number.
    public struct Warning: Hashable, Sendable, CustomStringConvertible {
        public var code: String
        public var masks: [Int]
        public var message: String

        public var description: String { "warning[\(code)]: \(message)" }
    }

    /// The warnings, never-chosen masks first, then overlapping pairs in list order.
    public static func warnings(for program: MaskProgram) -> [Warning] {
        let masks = program.masks
        guard masks.count > 1 else { return [] }
        func label(_ index: Int) -> String { masks[index].name.map { "'\($0)'" } ?? "\(index + 1)" }
        var warnings: [Warning] = []
        // A mask is chosen only for texts no mask ahead of it takes: the union's states say
        // which masks accept each text, so the mask is never chosen when no state accepts it
        // without an earlier one.
        var firstAcceptor = MaskIndexSet()
        for state in 0..<program.matcher.stateCount {
            if let first = program.labels(ofMatchState: state).complete.first { firstAcceptor.insert(first) }
        }
        for index in 1..<masks.count where !firstAcceptor.contains(index) {
            warnings.append(Warning(code: "mask-never-chosen", masks: [index],
                                    message: "mask \(label(index)) is never chosen: every text complete in it is complete in a mask ahead of it"))
        }
        for first in 0..<masks.count {
            for second in first + 1..<masks.count {
                guard let text = try? LanguageComparison.shortestCommonText(masks[first].program.matcher, masks[second].program.matcher)
                else { continue }
                let shown = TextQuoting.quoted(text)
                warnings.append(Warning(code: "masks-overlap", masks: [first, second],
                                        message: "masks \(label(first)) and \(label(second)) overlap: \(shown) is complete in both"))
            }
        }
        return warnings
    }
}
