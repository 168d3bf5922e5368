extension PhoneNumberEditor {
    /// An edit's text as typed, read by ``PhoneInput``: the whole text after the edit, and
    /// the text before the cursor after it (the same reading when the edit is at the end).
    struct TypedRead {
        /// The text after the edit.
        let input: PhoneInput
        /// The text up to the end of the replacement.
        let beforeCursor: PhoneInput

        /// Typing at the end of `shown`, with no front shown other than as typed: the text as
        /// typed is `shown` and `replacement`, and the cursor is at its end. PERF: the text's
        /// UTF-16 units are neither copied nor joined again (a twentieth of a key, callgrind).
        init(atEndOf shown: String, _ replacement: String) {
            input = PhoneInput(reading: shown + replacement)
            beforeCursor = input
        }

        /// Any edit of `range` in `field`: the text as typed around it (``PhoneTypedFront``).
        init(editing field: PhoneNumberEditor, _ range: Range<Int>, _ replacement: String) {
            let shown = Array(field.editor.text.utf16)
            let lower = min(max(range.lowerBound, 0), shown.count), upper = min(max(range.upperBound, lower), shown.count)
            // An edit past the front shown as read keeps the front as typed; one of the code
            // or the front takes the text shown as typed.
            let (units, edited) = field.typedFront?.typed(shown, editing: lower..<upper) ?? (shown, lower..<upper)
            let before = PhoneNumberEditor.string(units[..<edited.lowerBound]) + replacement
            input = PhoneInput(reading: before + PhoneNumberEditor.string(units[edited.upperBound...]))
            // PERF: typed at the end, the text before the cursor is the whole, read already.
            beforeCursor = edited.upperBound == units.count ? input : PhoneInput(reading: before)
        }
    }
}
