extension PhoneText {
    /// The number's text and its extension's digits: `+44 20 7946 0958 ext 12` gives
    /// `+44 20 7946 0958` and `12`. An extension is what libphonenumber's parse reads as one
    /// (its extension pattern for parsing, ``PhoneExtensionForm``): after what follows the
    /// last letter, number or `#` is left out, digits at the very end (any script's, read as
    /// ASCII: `x１２` is `12`; a `#` may close them) introduced by
    ///
    /// - an explicit label (`ext`, `extn`, `xt`, `extension`, `extensión`, fullwidth `ｅｘｔ`,
    ///   Russian `доб`, Spanish `anexo`; any case), up to 20 digits;
    /// - RFC 3966's `;ext=`, up to 20 digits;
    /// - `,,` or `;` (a phone's auto-dialling), up to 15 digits;
    /// - a one-character or ambiguous label (`x`, `#`, `~`, `int`, their fullwidth forms) or
    ///   commas, up to 9 digits;
    /// - a space or dash, with the `#` after them (`- 503#`), up to 6 digits;
    ///
    /// each label with a `.`, `:` or `．` and spaces, commas or dashes before the digits.
    /// The text before must hold a digit. One departure, on purpose: `x` or `int` right after
    /// a letter (`fax 12`, `print 12`) is the word's end, not a label, so the letters stay in
    /// the number for the masks to refuse. The text is returned whole where there is none.
    @usableFromInline package static func splitExtension(_ text: String) -> (body: Substring, extensionNumber: String?) {
        let whole = text[...]
        // PERF: every label holds a letter, `#`, `,`, `;` or `~`; most numbers have none, and
        // the search below (Characters, lower-cased) was a third of a phone transform
        // (callgrind). A native String's bytes are looked at in place (walking its view was
        // 160 instructions a number).
        let mayHoldLabel = { (byte: UInt8) in
            byte >= 0x80 || (0x41...0x5A).contains(byte & 0xDF) || byte == UInt8(ascii: "#") || byte == UInt8(ascii: ",")
                || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "~")
        }
        guard text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: mayHoldLabel) }) ?? text.utf8.contains(where: mayHoldLabel),
              let found = PhoneExtensionForm.find(in: whole) else {
            return (whole, nil)
        }
        let body = whole[..<found.labelStart]
        guard body.contains(where: { PhoneExtensionForm.decimalDigit($0) != nil }) else {
            return (whole, nil)
        }
        return (body, found.digits)
    }
}
