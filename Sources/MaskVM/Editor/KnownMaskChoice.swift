/// The mask a set chose for one input, known before an edit reads that input: a caller that
/// has just transformed the same text with the same program and options (the phone field,
/// which transforms the number it reads to choose its country's program) hands it to the
/// editor, which then reads that mask alone instead of choosing again.
///
/// The choice is a pure function of the input's bytes, the program, `autocomplete` and the
/// optional-literal policy: the editor's mark (its cursor) and its byte kinds change where
/// the reading notes things, never what it reads. So the editor takes the choice only where
/// all four are the same as its own, and otherwise chooses as always: a stale or wrong hint
/// costs time, never a different text.
package struct KnownMaskChoice: Sendable {
    /// The program whose set made the choice.
    package let program: MaskProgram
    /// The input read: the text as transform was given it.
    package let input: String
    /// The mask chosen, 0-based in the set.
    package let mask: Int
    /// The options of the reading that chose.
    package let autocomplete: Bool
    package let optionalLiterals: OptionalLiteralPolicy

    /// The choice a transform of `input` by `program` made (`transformed`), or nil when it
    /// says nothing about a reading of `input`: not a set, or a leading label was cut off
    /// (the editor reads labels otherwise).
    package init?(
        program: MaskProgram, input: String, transformed: Transformed, autocomplete: Bool = true,
        optionalLiterals: OptionalLiteralPolicy = .keptWhenTyped
    ) {
        guard let set = program.maskSet, transformed.label == 0, transformed.mask < set.members.count else { return nil }
        self.program = program
        self.input = input
        self.mask = transformed.mask
        self.autocomplete = autocomplete
        self.optionalLiterals = optionalLiterals
    }

    /// The choice of mask `mask` for `input` read by `program` with the default options,
    /// known otherwise than by a transform (``CarriedSetChoice``); nil when `program` is not a
    /// set or has no such mask.
    package init?(program: MaskProgram, input: String, mask: Int) {
        guard let set = program.maskSet, set.members.indices.contains(mask) else { return nil }
        self.program = program
        self.input = input
        self.mask = mask
        autocomplete = true
        optionalLiterals = .keptWhenTyped
    }

    /// The mask, when this choice is for `input` read by `program` with these options.
    func mask(
        for input: UnsafeBufferPointer<UInt8>, program: MaskProgram, autocomplete: Bool, optionalLiterals: OptionalLiteralPolicy
    ) -> Int? {
        guard autocomplete == self.autocomplete, optionalLiterals == self.optionalLiterals, program.isSameProgram(as: self.program)
        else { return nil }
        let known = self.input.utf8
        guard known.count == input.count else { return nil }
        // PERF: a plain loop over the String's own bytes; generic `elementsEqual` costs more.
        let same = known.withContiguousStorageIfAvailable { bytes in
            for index in 0..<bytes.count where bytes[index] != input[index] { return false }
            return true
        } ?? known.elementsEqual(input)
        return same ? mask : nil
    }
}
