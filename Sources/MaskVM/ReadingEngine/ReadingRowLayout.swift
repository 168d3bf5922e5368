/// The one place that knows how a row of ``ReadingTables`` is packed: each entry's offset in
/// the row and how its `Int` holds a target row, a byte and a kind. Every reader and writer of
/// the rows goes through it but the greedy reading's hot loop, which does the direct table hit
/// (`p + c`) by hand for speed and says so.
///
/// In a row at offset `p`, with `k` classes:
///
///     p + c          read class c directly, the preferred way: 0, or (target row << 1) | 1 if meaningful
///     p + k + c      next literal to insert on the way to reading class c: 0, or (target row << 8) | byte
///     p + 2k + c     read class c as meaningful: 0, or (target row << 1) | 1
///     p + 3k         the only way on is this literal (autocomplete): 0, or (target row << 8) | byte
///     p + 3k + 1     flags: ``completableFlag``, ``acceptingFlag``
///     p + 3k + 2     placeholder step: 0, or (target row << 9) | (1 << 8 if a class) | byte
///
/// A row offset is never 0 for a live state (row 0 is the dead state's), so 0 means "none".
enum ReadingRowLayout {
    /// Reading a byte: where it leads and whether it is read as meaningful.
    struct Step {
        let targetRow: Int
        let isMeaningful: Bool
        var kind: UInt8 { isMeaningful ? ByteKind.meaningful : ByteKind.literal }
    }

    /// Inserting a literal byte: where it leads.
    struct Literal {
        let targetRow: Int
        let byte: UInt8
    }

    /// One character of the placeholder: a literal byte, or a class's place (shown as `_`).
    struct PlaceholderStep {
        let targetRow: Int
        let isClass: Bool
        let byte: UInt8
    }

    static let completableFlag = 1
    static let acceptingFlag = 2

    /// The width of a row with `k` classes, and the offsets of its entries.
    static func rowWidth(classes k: Int) -> Int { 3 * k + 3 }
    @inline(__always) static func direct(_ k: Int, _ cls: Int) -> Int { cls }
    @inline(__always) static func insertion(_ k: Int, _ cls: Int) -> Int { k &+ cls }
    @inline(__always) static func meaningful(_ k: Int, _ cls: Int) -> Int { 2 &* k &+ cls }
    @inline(__always) static func forced(_ k: Int) -> Int { 3 &* k }
    @inline(__always) static func flags(_ k: Int) -> Int { 3 &* k &+ 1 }
    @inline(__always) static func placeholder(_ k: Int) -> Int { 3 &* k &+ 2 }

    // MARK: Encoding

    @inline(__always)
    static func encode(_ step: Step) -> Int { step.targetRow << 1 | (step.isMeaningful ? 1 : 0) }
    @inline(__always)
    static func encode(_ literal: Literal) -> Int { literal.targetRow << 8 | Int(literal.byte) }
    @inline(__always)
    static func encode(_ step: PlaceholderStep) -> Int { step.targetRow << 9 | (step.isClass ? 0x100 : 0) | Int(step.byte) }

    // MARK: Decoding (0 is "none")

    @inline(__always)
    static func step(_ entry: Int) -> Step? {
        entry == 0 ? nil : Step(targetRow: entry >> 1, isMeaningful: entry & 1 != 0)
    }

    @inline(__always)
    static func literal(_ entry: Int) -> Literal? {
        entry == 0 ? nil : Literal(targetRow: entry >> 8, byte: UInt8(truncatingIfNeeded: entry))
    }

    @inline(__always)
    static func placeholderStep(_ entry: Int) -> PlaceholderStep? {
        entry == 0 ? nil : PlaceholderStep(targetRow: entry >> 9, isClass: entry & 0x100 != 0, byte: UInt8(truncatingIfNeeded: entry))
    }
}

extension ReadingTables {
    /// Reading class `cls` at `row` the preferred way, if it can be read there.
    @inline(__always)
    func directStep(_ row: Int, _ cls: Int) -> ReadingRowLayout.Step? {
        ReadingRowLayout.step(rows[row &+ ReadingRowLayout.direct(classCount, cls)])
    }

    /// Reading class `cls` at `row` as meaningful, if it can be.
    @inline(__always)
    func meaningfulStep(_ row: Int, _ cls: Int) -> ReadingRowLayout.Step? {
        ReadingRowLayout.step(rows[row &+ ReadingRowLayout.meaningful(classCount, cls)])
    }

    /// The literal to insert first at `row` on the way to reading class `cls`, if any.
    @inline(__always)
    func insertion(_ row: Int, _ cls: Int) -> ReadingRowLayout.Literal? {
        ReadingRowLayout.literal(rows[row &+ ReadingRowLayout.insertion(classCount, cls)])
    }

    /// The literal that is the only way on from `row` (autocomplete), if any.
    @inline(__always)
    func forcedLiteral(_ row: Int) -> ReadingRowLayout.Literal? {
        ReadingRowLayout.literal(rows[row &+ ReadingRowLayout.forced(classCount)])
    }

    /// The placeholder's next character from `row`, if any.
    @inline(__always)
    func placeholderStep(_ row: Int) -> ReadingRowLayout.PlaceholderStep? {
        ReadingRowLayout.placeholderStep(rows[row &+ ReadingRowLayout.placeholder(classCount)])
    }

    /// Whether the state at `row` accepts: a text whose reading ends there is complete.
    @inline(__always)
    func isAccepting(row: Int) -> Bool {
        rows[row &+ ReadingRowLayout.flags(classCount)] & ReadingRowLayout.acceptingFlag != 0
    }

    /// Whether the state at `row` accepts once literals alone are added: a reading that ends
    /// there is complete after autocompletion. Every accepting state is completable.
    @inline(__always)
    func isCompletable(row: Int) -> Bool {
        rows[row &+ ReadingRowLayout.flags(classCount)] & ReadingRowLayout.completableFlag != 0
    }
}
