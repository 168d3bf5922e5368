import MaskVM

/// A phone field that formats as libphonenumber's AsYouTypeFormatter does: it types into the
/// set of the country whose code is typed (``MaskPreset/transform(_:region:autocomplete:optionalLiterals:)``'s
/// sets, libphonenumber's INTERNATIONAL formats), and into the `phone` preset's program
/// while no country code is complete. So each prefix shows its country's grouping
/// (`+44 20 71`, `+1 201-55`, `+7 912 345-6`), and the field shows what `transform` prints.
///
/// The field switches sets only when the country code changes, by reading its text again
/// in the new set, as if pasted: typing a number equals pasting it. Inside a set, editing is
/// ``MaskVM/MaskedTextEditor``'s. The country code is data, so Backspace after `+44` removes
/// one `4` (the field reads `+4`), and a twelfth digit typed into a complete `+7` number is
/// overflow in Russia's set, never a switch to another layout.
///
/// ```swift
/// var field = PhoneNumberEditor()
/// for key in "+442071" { field.insert(String(key)) }
/// field.text          // "+44 20 71"
/// field.insert("234567")
/// field.text          // "+44 20 7123 4567"
/// field.isComplete    // true
/// ```
public struct PhoneNumberEditor: Sendable {
    /// The editor of the set in use.
    public internal(set) var editor: MaskedTextEditor
    /// The country code the text starts with, or nil while none is complete.
    public internal(set) var countryCode: String?

    /// Which of the country's programs the field types into (``PhoneCountryPrograms``):
    /// its formats while typing, its digits once the whole number is one no format takes.
    var part: PhoneCountryPrograms.Part = .formats(0)

    /// Whether each set's editor adds the literals that are the only way on
    /// (``MaskVM/MaskedTextEditor/autocomplete``).
    public let autocomplete: Bool
    /// When each set's editor keeps an optional literal (``MaskVM/MaskedTextEditor/optionalLiterals``).
    public let optionalLiterals: OptionalLiteralPolicy

    /// A field holding `text`, as if pasted into an empty one. `autocomplete` and
    /// `optionalLiterals` are those of ``MaskVM/MaskedTextEditor``, kept across the sets the
    /// field switches between.
    public init(text: String = "", autocomplete: Bool = true, optionalLiterals: OptionalLiteralPolicy = .keptWhenTyped) {
        self.autocomplete = autocomplete
        self.optionalLiterals = optionalLiterals
        // PERF: an empty editor of the preset's program reads the empty text with its masks
        // (a tenth of typing a number, callgrind); the default one is made once and copied.
        editor = autocomplete && optionalLiterals == .keptWhenTyped ? Self.emptyEditor
            : MaskedTextEditor(program: MaskPreset.phone.program, autocomplete: autocomplete, optionalLiterals: optionalLiterals)
        if !text.isEmpty { replace(range: 0..<0, with: text) }
    }

    /// An empty field's editor with the default options, made on first use.
    private static let emptyEditor = MaskedTextEditor(program: MaskPreset.phone.program)

    /// The text the field shows.
    public var text: String { editor.text }
    /// The country code and the national number typed (the E.164 digits).
    public var value: String { editor.value }
    /// The cursor, a UTF-16 offset.
    public var cursor: Int { editor.cursor }
    /// The selection, in UTF-16 offsets (empty at the cursor when nothing is selected).
    public var selection: Range<Int> { editor.selection }
    /// Whether the text is a whole number of its country's set, of a possible length. As you
    /// type, the field keeps its formats' grouping where `transform` prints a whole number
    /// that no format takes as plain digits (`+49 164 12345`, printed `+49 16412345`, as
    /// libphonenumber's formatter and its INTERNATIONAL format differ there too): such a
    /// number is complete all the same, when the field holds every digit typed.
    public var isComplete: Bool {
        guard let countryCode, !readsOtherwise, PhoneLayouts.possibleLengths.passes("+" + editor.value) else { return false }
        if editor.isComplete { return true }
        guard keepsEveryTypedDigit, case .formats = part else { return false }
        return PhoneCountryPrograms.international.program(countryCode: countryCode, reading: "+" + editor.value)?.part == .digits
    }

    /// Whether the text holds every digit of the number typed into it (none dropped as
    /// overflow or refused): only then may a digits reading of it be called complete.
    var keepsEveryTypedDigit = true

    /// The front of the national number typed, where the field shows it as libphonenumber's
    /// parse reads it (the trunk prefix of `+49 0601 123456` taken off): every later edit
    /// past it is read with the front as typed, as if the whole were pasted.
    private(set) var typedFront: PhoneTypedFront?

    /// What a key typed at the end carries to the next (``Carry``).
    var carry: Carry?

    /// Whether libphonenumber reads the number shown as other digits: a whole number that the
    /// metadata's transform rule rewrites (Madagascar's seven digits `2021234`, read
    /// `20 20 21 234`) is shown as typed, as AsYouTypeFormatter shows it, since the next
    /// digit typed undoes the rewrite; it is never complete.
    var readsOtherwise = false

    /// Replaces the text in `range` (UTF-16 offsets) with `replacement`, as
    /// ``MaskVM/MaskedTextEditor/replace(range:with:)`` does; when that changes the country
    /// code, or makes a whole number that only the country's digits mask takes, the text is
    /// read again by that program.
    @discardableResult
    public mutating func replace(range: Range<Int>, with replacement: String) -> EditorChange {
        // The text as typed, before any set reads it: a set would drop digits it has no place
        // for, and those digits may be what makes the new country code.
        let atEnd = typedAtEnd(range)
        if atEnd, let change = typeCarried(replacement, at: range) ?? typeDigitsCarried(replacement, at: range)
            ?? typeSwitchCarried(replacement, at: range) ?? typeCodeCarried(replacement, at: range) { return change }
        return replace(range: range, with: replacement, read: atEnd
            ? TypedRead(atEndOf: editor.text, replacement) : TypedRead(editing: self, range, replacement), carried: atEnd)
    }

    /// ``replace(range:with:)`` with the edit's text as typed already read (`read`, which
    /// the tests also give as any edit reads it, to compare typing at the end with that).
    /// `carried`: the edit is typing at the end, where the set's choice may be the one
    /// carried from the key before (``carriedChoice(countryCode:number:)``); the tests leave
    /// it off to compare with the choice made in full.
    mutating func replace(range: Range<Int>, with replacement: String, read: TypedRead, carried: Bool = false) -> EditorChange {
        let input = read.input
        let (number, otherwise) = Self.shownNumber(input)
        let code = Self.countryCode(of: number, read: input)
        let front = PhoneTypedFront(input)
        // PERF: a key typed at the end of a number that stays in its country's first set: the
        // choice carried from the key before names the mask where it can, and the editor
        // reads that mask alone; the set's transform that chooses the program (and the mask)
        // is not made (two fifths of a key, callgrind).
        if carried, let code, code == countryCode, front == nil, typedFront == nil, !otherwise, part == .formats(0),
           let known = carriedChoice(countryCode: code, number: number) {
            readsOtherwise = false
            let change = editor.replace(range: range, with: replacement, knownChoice: known)
            keepsEveryTypedDigit = "+" + editor.value == number
            return change
        }
        let chosen = code.flatMap { PhoneCountryPrograms.international.programWhileTyping(countryCode: $0, reading: number) }
        defer { keepsEveryTypedDigit = "+" + editor.value == number }
        readsOtherwise = otherwise
        guard code != countryCode || (chosen?.part ?? .formats(0)) != part || front != typedFront else {
            // PERF: choosing the program transformed the number; where the editor reads that
            // same text (a key typed at the end), it reads the mask chosen then, not all that tie.
            return editor.replace(range: range, with: replacement, knownChoice: Self.knownChoice(chosen, reading: number))
        }
        typedFront = front
        switchSet(to: code, chosen: chosen, reading: number, digitsBeforeCursor: Self.shownDigits(before: read.beforeCursor, front: front))
        // PERF: typing that switched to the country's formats makes the carry for the next
        // key here (its walks, which that key would make), so the next key is carried.
        if carried, let code, part == .formats(0), front == nil, !otherwise {
            _ = carriedChoice(countryCode: code, number: number)
        }
        return EditorChange(cursor: editor.cursor, refused: [], ignored: [], displaced: 0, textChanged: true)
    }

    /// Whether an edit of `range` is typing at the end of the field: the range empty at the
    /// text's end, with no front shown other than as typed (``typedFront``), so the text as
    /// typed is the text shown and the replacement.
    private func typedAtEnd(_ range: Range<Int>) -> Bool {
        typedFront == nil && range.lowerBound >= editor.utf16Count
    }

    /// Types `text` over the selection.
    @discardableResult
    public mutating func insert(_ text: String) -> EditorChange {
        replace(range: editor.selection, with: text)
    }

    /// Backspace: as ``MaskVM/MaskedTextEditor/deleteBackward()``, then the program of the
    /// code and number left.
    @discardableResult
    public mutating func deleteBackward() -> EditorChange {
        delete(forward: false)
    }

    /// Delete: as ``MaskVM/MaskedTextEditor/deleteForward()``, then the program of the code
    /// and number left.
    @discardableResult
    public mutating func deleteForward() -> EditorChange {
        delete(forward: true)
    }

    /// The set's own deletion, then the program of the code and number left. A set refuses a
    /// deletion that would cost a digit after it (the format the digits left begin with may
    /// not read them all: deleting the `2` of `+44 20 7123 4567`); the field then reads the
    /// number without the deleted digit again, in the country's program that reads it whole,
    /// as typing it would.
    private mutating func delete(forward: Bool) -> EditorChange {
        // The country code is literal text in its country's set, where deleting a literal
        // takes a digit of the national number instead: a deletion that reaches the code is
        // read again without the code's digit.
        let range = deletedDigit(forward: forward)
        let reachesCode = range.map { Self.digitCount(Self.string(Array(editor.text.utf16)[..<$0.upperBound]))
            <= (countryCode?.count ?? 0) } ?? false
        var attempt = editor
        let change = reachesCode ? EditorChange(cursor: editor.cursor, refused: [], ignored: [], displaced: 0, textChanged: false)
            : forward ? attempt.deleteForward() : attempt.deleteBackward()
        guard !change.textChanged, let range else {
            editor = attempt
            followCountryCode()
            return change
        }
        // A deletion past the front shown as read keeps the front as typed, as typing does.
        let shown = Array(editor.text.utf16)
        let (units, deleted) = typedFront?.typed(shown, editing: range) ?? (shown, range)
        let before = Self.string(units[..<deleted.lowerBound])
        let input = PhoneInput(reading: before + Self.string(units[deleted.upperBound...]))
        let (number, otherwise) = Self.shownNumber(input)
        let old = self
        let code = Self.countryCode(of: number, read: input)
        let chosen = code.flatMap { PhoneCountryPrograms.international.programWhileTyping(countryCode: $0, reading: number) }
        let front = PhoneTypedFront(input)
        typedFront = front
        readsOtherwise = otherwise
        let beforeRead = deleted.upperBound == units.count ? input : PhoneInput(reading: before)
        switchSet(to: code, chosen: chosen, reading: number, digitsBeforeCursor: Self.shownDigits(before: beforeRead, front: front))
        // A deletion loses no other digit: where the program of the number left has no place
        // for one (deleting the first `4` of `+44 7700 900123` leaves eleven digits after
        // `+47`, whose numbers have eight), it is refused, and the field stays as it was.
        guard "+" + editor.value == number else {
            self = old
            return EditorChange(cursor: editor.cursor, refused: [], ignored: [], displaced: 0, textChanged: false)
        }
        keepsEveryTypedDigit = true
        return EditorChange(cursor: editor.cursor, refused: [], ignored: [], displaced: 0, textChanged: editor.text != old.text)
    }

    /// The UTF-16 range a deletion takes, when it takes a digit: the selection, or from the
    /// cursor to the nearest digit before it (Backspace) or after it (Delete), the literals
    /// between included.
    private func deletedDigit(forward: Bool) -> Range<Int>? {
        guard editor.selection.isEmpty else { return editor.selection }
        let units = Array(editor.text.utf16)
        let isDigit = { (offset: Int) in (0x30...0x39).contains(units[offset]) }
        if forward {
            return (editor.cursor..<units.count).first(where: isDigit).map { editor.cursor..<($0 + 1) }
        }
        return (0..<editor.cursor).last(where: isDigit).map { $0..<editor.cursor }
    }

    /// Moves the cursor to a UTF-16 offset, as ``MaskVM/MaskedTextEditor/moveCursor(to:)``.
    public mutating func moveCursor(to offset: Int) {
        editor.moveCursor(to: offset)
    }

    /// Moves the cursor by whole characters, as ``MaskVM/MaskedTextEditor/moveCursor(by:)``.
    public mutating func moveCursor(by characters: Int) {
        editor.moveCursor(by: characters)
    }

    /// Selects a range of UTF-16 offsets, as ``MaskVM/MaskedTextEditor/select(_:)``: the
    /// next insertion replaces it. Selecting changes no digit, so the set stays.
    public mutating func select(_ range: Range<Int>) {
        editor.select(range)
    }

    /// After a deletion, which adds no digit: the program of the code the digits now start
    /// with, and of the number left (formats or digits).
    private mutating func followCountryCode() {
        // A deletion drops no digit it was not asked to: what is left is all typed.
        keepsEveryTypedDigit = true
        let shown = "+" + editor.value
        let units = Array(editor.text.utf16)
        // A deletion past the front shown as read leaves the front as typed.
        let past = typedFront.flatMap { $0.typed(units, editing: editor.cursor..<editor.cursor) } != nil
        let kept = past ? typedFront : nil
        let typed = kept?.typedNumber(shown: shown) ?? shown
        let input = PhoneInput(reading: typed)
        let (number, otherwise) = Self.shownNumber(input)
        let code = Self.countryCode(of: number, read: input)
        let front = PhoneTypedFront(input)
        let chosen = code.flatMap { PhoneCountryPrograms.international.programWhileTyping(countryCode: $0, reading: number) }
        readsOtherwise = otherwise
        guard code != countryCode || (chosen?.part ?? .formats(0)) != part || front != typedFront || number != shown else { return }
        let before = Self.digitCount(Self.string(units[..<editor.cursor]))
        let typedBefore = typed == shown ? before : kept?.typedDigits(shown: before) ?? before
        typedFront = front
        switchSet(to: code, chosen: chosen, reading: number, digitsBeforeCursor: front?.shownDigits(typed: typedBefore) ?? typedBefore)
    }

    /// The number the field shows for `input`: as read, but a whole number that the transform
    /// rule rewrites as typed; and whether libphonenumber reads it as other digits then.
    private static func shownNumber(_ input: PhoneInput) -> (number: String, readsOtherwise: Bool) {
        guard let code = input.countryCode, let reading = input.nationalPrefixReading, reading.wholeNumber else {
            return (number(input), false)
        }
        return ("+" + code + reading.written, true)
    }

    /// The digits before the cursor in the number read, where `input` is the reading of the
    /// text as typed up to the cursor, and `front` what the reading of the whole did to its front.
    private static func shownDigits(before input: PhoneInput, front: PhoneTypedFront?) -> Int {
        // The digits typed before the cursor: its own reading's front counted as written.
        let written = digitCount(number(input)) - (input.nationalPrefixReading?.read.count ?? 0)
            + (input.nationalPrefixReading?.written.count ?? 0)
        return front?.shownDigits(typed: written) ?? written
    }

    /// The field read again by the program `chosen` for `code` and `typed` (the preset's
    /// program when nil), the cursor after the same number of digits as before.
    private mutating func switchSet(
        to code: String?, chosen: PhoneCountryPrograms.Choice?, reading typed: String, digitsBeforeCursor: Int
    ) {
        var fresh = MaskedTextEditor(
            program: chosen?.program ?? MaskPreset.phone.program, text: typed, autocomplete: autocomplete,
            optionalLiterals: optionalLiterals, knownChoice: Self.knownChoice(chosen, reading: typed))
        part = chosen?.part ?? .formats(0)
        let text = Array(fresh.text.utf16)
        let afterDigits = Self.offset(afterDigits: digitsBeforeCursor, in: text)
        fresh.moveCursor(to: digitsBeforeCursor == Self.digitCount(typed) ? text.count : afterDigits ?? text.count)
        editor = fresh
        countryCode = code
    }

    /// The mask `chosen`'s transform of `number` chose, for the editor that reads the same
    /// text with the same program (its options are checked there: the choice was made with the
    /// defaults).
    /// With no program chosen (no country code yet), the preset's own choice for the short
    /// texts typed before a code is complete (``PhoneUncodedChoices``).
    private static func knownChoice(_ chosen: PhoneCountryPrograms.Choice?, reading number: String) -> KnownMaskChoice? {
        guard let chosen else { return PhoneUncodedChoices.choice(for: number) }
        guard let transformed = chosen.transformed else { return nil }
        return KnownMaskChoice(program: chosen.program, input: number, transformed: transformed)
    }

    /// The number in the field's text as ``PhoneInput`` read it (`00` and `011` are `+`,
    /// formatting is left out), `+` first: in the field, typed digits are the country code's.
    static func number(_ input: PhoneInput) -> String {
        startsWithPlus(input.number) ? input.number : "+" + input.number
    }

    /// Whether the text's first Character is `+`. PERF: a `+` byte followed by an ASCII
    /// byte, or by nothing, is that Character, and no other first byte starts it: the
    /// Character is asked for only where a non-ASCII byte follows (reading it was a
    /// hundredth of a key, callgrind).
    static func startsWithPlus(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let first = utf8.first, first == UInt8(ascii: "+") else { return false }
        let second = utf8.index(after: utf8.startIndex)
        return second == utf8.endIndex || utf8[second] < 0x80 || text.first == "+"
    }

    /// The country code of `number`, the number of `input` (``number(_:)``). PERF: where the
    /// text gave its code after `+` or an international prefix, `number` is `+` and the
    /// digits that code was read from (or the code and the national number as rewritten),
    /// so it starts with that code: the reading's code is taken, not found again.
    static func countryCode(of number: String, read input: PhoneInput) -> String? {
        switch input.countryCodeSource {
        case .plus, .internationalPrefix: input.countryCode
        case .region, nil: countryCode(of: number)
        }
    }

    /// The country code `+` and digits start with, when it is complete.
    static func countryCode(of number: String) -> String? {
        // PERF: a `+` byte followed by an ASCII byte, or by nothing, is a `+` Character (no
        // ASCII byte but `\n` after `\r` joins the one before it): the text's first
        // Character is asked for only where a non-ASCII byte follows.
        // PERF: a native String's bytes read in place, where the digits after `+` and the
        // byte after them are ASCII (each digit is then a Character of its own): the
        // Substring it was read from cost 450 instructions a code key (callgrind).
        let inPlace: String?? = number.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.first == UInt8(ascii: "+") else { return .some(nil) }
            let digits = UnsafeBufferPointer(rebasing: bytes[1...])
            for byte in digits.prefix(4) where byte >= 0x80 { return nil }
            return .some(PhoneNumberingPlan.libphonenumber.countryCode(startingWithASCII: digits))
        } ?? nil
        if let inPlace { return inPlace }
        let utf8 = number.utf8
        guard let first = utf8.first, first == UInt8(ascii: "+") else { return nil }
        let afterPlus = utf8.index(after: utf8.startIndex)
        if afterPlus == utf8.endIndex || utf8[afterPlus] < 0x80 {
            return PhoneNumberingPlan.libphonenumber.countryCode(startingWith: number[afterPlus...])
        }
        guard number.first == "+" else { return nil }
        return PhoneNumberingPlan.libphonenumber.countryCode(startingWith: number.dropFirst())
    }

    /// The text of UTF-16 code units. PERF: ASCII units are copied as bytes; decoding UTF-16
    /// took the standard library's slow path, a tenth of a key (callgrind).
    static func string(_ units: ArraySlice<UInt16>) -> String {
        guard units.allSatisfy({ $0 < 0x80 }) else { return String(decoding: units, as: UTF16.self) }
        return String(unsafeUninitializedCapacity: units.count) { bytes in
            for (offset, unit) in zip(bytes.indices, units) { bytes[offset] = UInt8(truncatingIfNeeded: unit) }
            return units.count
        }
    }

    static func digitCount(_ text: String) -> Int {
        text.utf8.count { (0x30...0x39).contains($0) }
    }

    /// The UTF-16 offset just after the `count`th ASCII digit of `units` (the start when
    /// `count` is 0); nil when there are fewer.
    static func offset(afterDigits count: Int, in units: [UInt16]) -> Int? {
        guard count > 0 else { return 0 }
        var seen = 0
        for (offset, unit) in units.enumerated() where (0x30...0x39).contains(unit) {
            seen += 1
            if seen == count { return offset + 1 }
        }
        return nil
    }
}
