/// A text field's contents kept in the shape of a mask while a person types, pastes and
/// deletes: the model behind a masked `UITextField`, an `NSTextField`, a web input or a
/// terminal line, with no UI framework of its own.
///
/// Edits come in as a UTF-16 range and a replacement, as UIKit, AppKit and browsers report
/// them. The editor rebuilds the text from the text before the edit (without the literals it
/// added itself, which are read again as the typed characters call for them, and with each
/// character it shows in another form than typed, `a` shown as `A` where only `A` fits, put
/// back as typed), the inserted text, and the meaningful characters after the edit, so what
/// follows shifts and is reformatted, and typing a text key by key gives what pasting it
/// gives; it never throws and never traps. The rules, with examples, are in `docs/editing.md`.
///
/// ```swift
/// let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")
/// var editor = MaskedTextEditor(program: phone)
/// editor.replace(range: 0..<0, with: "+7 912 345 67 89")
/// editor.text          // "+7(912)345-67-89"
/// editor.cursor        // 16
/// editor.value         // "9123456789"
/// editor.isComplete    // true
/// editor.replace(range: 15..<16, with: "")   // backspace
/// editor.text          // "+7(912)345-67-8"
/// editor.placeholder   // "_": the rest of the mask
/// ```
public struct MaskedTextEditor: Sendable {
    /// The program whose mask the text follows.
    public let program: MaskProgram
    /// The mask the text follows, 0-based in ``MaskProgram/masks``: always 0 for a program
    /// of one mask. In a set it is chosen again at every edit, by the rule transform uses
    /// (`docs/editing.md`), for the text the edit reads; the cursor stays after the same
    /// typed character when the mask changes.
    public internal(set) var mask = 0
    /// Whether literals that are the only way on are added after what was typed (on by
    /// default: after `123` the phone text is `7(123)`, the cursor after the `)`).
    public var autocomplete: Bool
    /// Whether an optional literal that typing goes past is inserted
    /// (``OptionalLiteralPolicy/insertedWhenPassed``) or kept only when typed (the default);
    /// the placeholder shows what it gives. A change applies from the next edit on. With
    /// ``autocomplete`` on (the default) the literal is added as soon as the text reaches it;
    /// with it off, the placeholder shows it and typing past it inserts it.
    ///
    /// ```swift
    /// let dashes = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
    /// var editor = MaskedTextEditor(program: dashes, text: "7(912)345", optionalLiterals: .insertedWhenPassed)
    /// editor.text          // "7(912)345-": added by autocomplete
    /// editor.placeholder   // "__-__"
    /// var manual = MaskedTextEditor(program: dashes, text: "7(912)345", autocomplete: false,
    ///                               optionalLiterals: .insertedWhenPassed)
    /// manual.placeholder   // "-__-__"
    /// manual.insert("6")
    /// manual.text          // "7(912)345-6"
    /// ```
    public var optionalLiterals: OptionalLiteralPolicy
    /// The text: always complete or partial for the mask, never illegal.
    public internal(set) var text: String = ""
    /// The cursor, as a UTF-16 offset into ``text``, always on a Character boundary: the
    /// moving end of ``selection``.
    public internal(set) var cursor = 0 {
        didSet { anchor = cursor }
    }
    /// The fixed end of the selection: the cursor itself when nothing is selected. Every move
    /// of the cursor (an edit, `moveCursor`) collapses the selection onto it.
    var anchor = 0

    /// The ``ByteKind`` of each UTF-8 byte of the text: typed literal, meaningful, or a
    /// literal the editor added.
    package var kinds: [UInt8] = []
    /// The characters of the text read in another form than typed (a letter in its other
    /// case, a Unicode digit as ASCII): their byte offsets, with the bytes typed. Each edit
    /// reads them again as typed, so that typing equals pasting. Empty for most texts.
    package internal(set) var typedForms: [Int: [UInt8]] = [:]
    /// The separators typed that the reading dropped, in a mask with number ranges: by the
    /// byte offset of the text where they stood (right after the typed character before
    /// them), their bytes as typed. Each edit reads them again where they were, so a `:`
    /// typed after a single `8` in `D{2}:<1-12>` parts the `8` from the digits typed after
    /// it as it does in a paste of `8:11` (docs/editing.md, rule 6). Empty for most texts.
    package internal(set) var unreadSeparators: [Int: [UInt8]] = [:]
    /// Whether every byte of the text is a Character and a UTF-16 unit of its own.
    var isSimple = true
    /// The reading's state after the text.
    var finalRow: Int
    /// Whether the text is complete: a whole text of the mask, and the last edit lost no
    /// letter or digit from the middle of what it read (docs/editing.md, rule 4 of "Values,
    /// not characters").
    public internal(set) var isComplete = false
    /// The work of the last edit, in steps (bytes assembled, read and written, search cells):
    /// what tests check grows linearly with the text.
    var lastEditWork = 0

    /// An editor holding `text` formatted (as if pasted into an empty field), cursor at the end.
    public init(
        program: MaskProgram, text: String = "", autocomplete: Bool = true,
        optionalLiterals: OptionalLiteralPolicy = .keptWhenTyped
    ) {
        self.init(program: program, text: text, autocomplete: autocomplete, optionalLiterals: optionalLiterals, knownChoice: nil)
    }

    /// The same, told the set's choice for `text` when it is known (``KnownMaskChoice``):
    /// that mask alone reads it.
    package init(
        program: MaskProgram, text: String, autocomplete: Bool, optionalLiterals: OptionalLiteralPolicy,
        knownChoice: KnownMaskChoice?
    ) {
        self.program = program
        self.autocomplete = autocomplete
        self.optionalLiterals = optionalLiterals
        guard program.maskSet == nil else {
            // A set chooses its mask for the empty text too (one that accepts it, if any);
            // the reading sets the row. PERF: no mask's reading tables are asked for here,
            // so only the masks the choice reads are ever made.
            self.finalRow = 0
            // Nothing is known incomplete yet: the first reading decides, even of an empty text.
            self.isComplete = true
            replace(range: 0..<0, with: text, knownChoice: knownChoice)
            return
        }
        self.finalRow = program.tables.startRow
        self.isComplete = program.tables.isAccepting(row: finalRow)
        if !text.isEmpty { replace(range: 0..<0, with: text) }
    }

    /// The program of the mask the text follows: ``program`` itself for one mask.
    var maskProgram: MaskProgram { program.maskSet?.members[mask] ?? program }

    /// The meaningful characters of the text (what the mask's classes took, and the zeros
    /// that pad a number range's value: `01/` gives `01`).
    ///
    /// ```swift
    /// // "+7(912)345-6"  ->  "9123456"
    /// ```
    public var value: String {
        // PERF: the kept bytes are written straight into the String, with no array between
        // (a twentieth of a key in the phone field, callgrind). They are whole Characters'
        // bytes, so valid UTF-8, as decoding them would have made them.
        let kinds = self.kinds
        let value = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.count == kinds.count else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { kept in
                var count = 0
                for index in 0..<bytes.count where ByteKind.isValue(kinds[index]) {
                    kept[count] = bytes[index]
                    count += 1
                }
                return count
            }
        }
        if let value = value ?? nil { return value }
        var kept: [UInt8] = []
        kept.reserveCapacity(kinds.count)
        for (byte, kind) in zip(text.utf8, kinds) where ByteKind.isValue(kind) { kept.append(byte) }
        return String(decoding: kept, as: UTF8.self)
    }

    /// `.complete` or `.partial`: the text is never illegal.
    public var result: MatchResult { isComplete ? .complete : .partial }

    /// The text's length in UTF-16 units, the unit of ``cursor`` and of edit ranges.
    public var utf16Count: Int { isSimple ? kinds.count : text.utf16.count }
}

/// What an edit did. Offsets are UTF-16 offsets into the inserted text, the unit of edit
/// ranges and ``MaskedTextEditor/cursor`` (`String.utf16`, `NSString`, the DOM): pasting
/// `😀1😀2a3` into `DDDD` refuses `a` at 6 and ignores the emoji at 0 and 3.
public struct EditorChange: Hashable, Sendable {
    /// The cursor after the edit, a UTF-16 offset.
    public var cursor: Int
    /// The inserted letters and digits that fit nowhere and were dropped: keys the field
    /// refused, which an app may flash (`a` typed into a phone number). When the whole edit
    /// is refused, because it would cost a letter or digit the field shows (a `.` typed
    /// after `25.6` in an address), every inserted character, separators included.
    public var refused: [Int]
    /// The inserted characters other than letters and digits that were dropped: formatting
    /// noise, such as the spaces and dashes of a pasted `+1 555-123 4567`, or a combining
    /// mark that would have joined the character before it.
    public var ignored: [Int]
    /// How many letters and digits of the text that was there before no longer fit and were
    /// dropped (a digit inserted into a full phone number pushes the last one out). A literal
    /// read again differently is not counted: a Backspace that loses no digit displaces 0.
    public var displaced: Int
    /// Whether the text changed.
    public var textChanged: Bool

    public init(cursor: Int, refused: [Int], ignored: [Int], displaced: Int, textChanged: Bool) {
        self.cursor = cursor
        self.refused = refused
        self.ignored = ignored
        self.displaced = displaced
        self.textChanged = textChanged
    }

    /// Every dropped character of the inserted text, refused or ignored, in order (UTF-16
    /// offsets into the inserted text).
    public var rejected: [Int] { (refused + ignored).sorted() }
}
