extension MaskProgram {
    /// Makes this mask's ``KeepAutomaton`` afresh (not the one its tables keep) and tells its
    /// size: for the bench, which measures what making one costs.
    package func makeKeepAutomaton() -> (subsets: Int, keepClasses: Int, capped: Bool) {
        let automaton = KeepAutomaton(tables)
        return (automaton.subsetCount, automaton.classCount, automaton.isCapped)
    }
}

extension MaskProgram {
    /// Whether this mask's reading of `input`, as ``transform(_:autocomplete:optionalLiterals:)``
    /// reads it with optional literals kept when typed, keeps every letter and digit of it:
    /// told by its ``KeepAutomaton``'s walk, with no reading made (on ASCII input the reading
    /// keeps exactly what the walk does not lose); a set of one mask is that mask (its choice
    /// has no other). Nil where the walk does not tell it here: for a set of several masks, or
    /// input that is not plain ASCII. The phone field asks it of a country's digits mask at a
    /// key typed at the end (`PhoneNumberEditor+Carry`).
    package func keepsEveryLetterAndDigit(of input: String) -> Bool? {
        let mask: MaskProgram
        if let set = maskSet {
            guard set.members.count == 1 else { return nil }
            mask = set.members[0]
        } else {
            mask = self
        }
        var input = input
        return input.withUTF8 { bytes -> Bool? in
            guard ReadingInput.isSimple(bytes) else { return nil }
            let tables = mask.tables(for: .keptWhenTyped)
            return tables.keepAutomaton.count(ReadingInput(simple: bytes), tables).lost == 0
        }
    }
}
