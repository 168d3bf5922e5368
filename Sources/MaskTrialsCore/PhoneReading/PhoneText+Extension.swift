extension PhoneText {
    /// The words that introduce an extension at the end of a number, longest first, as
    /// libphonenumber reads them (`ext. 12`, `x12`, `#12`, Russian `доб. 12`; any case),
    /// among them every region's own that its format prints (` x12` GB, `#12` TW, ` int 12`
    /// RO, ` int. 12` UY, ` Anexo 12` PE), so a printed number reads back as itself.
    package static let extensionMarkers = ["extension", "anexo", "extn", "ext", "доб", "int", "x", "#"]

    /// ``extensionMarkers`` each reversed, as the search below compares them. PERF: made once;
    /// reversing each marker at every number was a fifth of the search (callgrind).
    static let reversedExtensionMarkers = extensionMarkers.map { String($0.reversed()) }

    /// Whether `marker` is one libphonenumber calls ambiguous, a word's end as often as a
    /// marker: right after a letter (`fax12`, `print 12`) it is none.
    static func isAmbiguousWord(_ marker: String) -> Bool { marker == "x" || marker == "int" }

    /// The number's text and its extension's digits: `+44 20 7946 0958 ext 12` gives
    /// `+44 20 7946 0958` and `12`. Only a marker followed by digits (and optional `.`, `:`
    /// or spaces between them) at the very end counts, after a number that has a digit; the
    /// text is returned whole otherwise.
    @usableFromInline package static func splitExtension(_ text: String) -> (body: Substring, extensionNumber: String?) {
        let whole = text[...]
        // PERF: every marker is letters or `#`; most numbers have neither, and the search
        // below (reversed, lower-cased Characters) was a third of a phone transform (callgrind).
        // A native String's bytes are looked at in place (walking its view was 160
        // instructions a number).
        let mayHoldMarker = { (byte: UInt8) in byte == UInt8(ascii: "#") || byte >= 0x80 || (0x41...0x5A).contains(byte & 0xDF) }
        guard text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: mayHoldMarker) }) ?? text.utf8.contains(where: mayHoldMarker) else {
            return (whole, nil)
        }
        let trimmed = whole.reversed().drop { $0 == " " || $0 == "\t" }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 20 else { return (whole, nil) }
        // Back over the digits and any `.`, `:` and spaces, to the marker.
        let beforeDigits = trimmed.dropFirst(digits.count).drop { $0 == " " || $0 == "." || $0 == ":" }
        let reversedBefore = String(beforeDigits).lowercased()
        for (marker, reversed) in zip(extensionMarkers, reversedExtensionMarkers) where reversedBefore.hasPrefix(reversed) {
            let body = whole.prefix(beforeDigits.count - marker.count)
            // `x` inside a word (`fax12`) is no marker; a number needs a digit before it.
            if isAmbiguousWord(marker), let previous = body.last, previous.isLetter { continue }
            guard body.contains(where: { $0.isASCII && $0.isNumber }) else { continue }
            return (body, String(digits.reversed()))
        }
        return (whole, nil)
    }
}
