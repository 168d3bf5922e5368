extension Trial {
    /// SwiftCop's `.inclusion`: passes when at least one of `substrings` occurs somewhere in
    /// the text. Not Rails' `inclusion` (membership in a list): that is ``oneOf(_:)``.
    /// An empty string never occurs, as with SwiftCop.
    ///
    /// ```swift
    /// let domains = Trial.inclusion([".com", ".ar", ".uy"])
    /// domains.passes("http://www.lanacion.com.ar")   // true
    /// domains.passes("http://www.elpais.es")         // false
    /// ```
    public static func inclusion(_ substrings: [String]) -> Trial {
        Trial(SubstringJudge(substrings, mode: .someOccurs))
    }

    /// SwiftCop's `.exclusion`: passes when none of `substrings` occurs in the text. Not
    /// Rails' `exclusion` (not in a list): that is ``noneOf(_:)``.
    ///
    /// ```swift
    /// Trial.exclusion([".com", ".ar", ".uy"]).passes("http://www.elpais.es")   // true
    /// ```
    public static func exclusion(_ substrings: [String]) -> Trial {
        Trial(SubstringJudge(substrings, mode: .noneOccurs))
    }
}

final class SubstringJudge: OneMessageJudge {
    let substrings: [String]
    let needles: [Needle]
    let mode: Mode

    enum Mode {
        case someOccurs, noneOccurs
    }

    enum Fault {
        case noneFound
        /// The index in `needles` of one that occurs.
        case found(Int)
    }

    init(_ substrings: [String], mode: Mode) {
        self.substrings = substrings
        self.needles = substrings.filter { !$0.isEmpty }.map(Needle.init)
        self.mode = mode
    }

    func fault(in text: String, form: Form) -> Fault? {
        let found: Int? = text.withUTF8Bytes { bytes in
            let ascii = SubstringSearch.isASCII(bytes)
            return needles.firstIndex { SubstringSearch.occurs($0, in: text, bytes: bytes, textIsASCII: ascii) }
        }
        switch (mode, found) {
        case (.someOccurs, nil): return .noneFound
        case (.noneOccurs, let index?): return .found(index)
        default: return nil
        }
    }

    func message(for fault: Fault) -> TrialMessage {
        switch fault {
        case .noneFound:
            TrialMessage(TrialMessage.Key.substringMissing, ["values": .list(substrings)])
        case .found(let index):
            TrialMessage(TrialMessage.Key.substringPresent, ["found": .text(needles[index].text), "values": .list(substrings)])
        }
    }

    var description: String {
        "\(mode == .someOccurs ? "inclusion" : "exclusion")([\(substrings.map(quoted).joined(separator: ", "))])"
    }
}
