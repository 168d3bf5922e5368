/// The number ranges (`<01-12>`, `<0-255>`) of a mask's pattern, by the pattern offset where
/// each starts: what the reading needs to read a range as a *value* (docs/editing.md, "Values,
/// not characters"). A reading automaton's transitions carry the offset of the item that reads
/// them (their rank), so a digit read by a range is told from one read by `D` without the
/// compiler: the loader derives this from the source pattern kept in every program, and the
/// bytecode format does not change.
///
/// Derived data need not be trusted: a file whose pattern does not match its automaton only
/// gets readings that pad or close where its own transitions allow, never a text the
/// automaton does not accept.
struct NumberRangeItems: Sendable {
    /// A range item: whether it is written at a fixed width of two digits with a leading zero
    /// allowed (`<01-12>`, `<00-59>`): a single typed digit may then be its value, written
    /// padded (`1/` gives `01/`).
    struct Item: Sendable {
        let isZeroPaddedPair: Bool
    }

    /// Items by their pattern offset, in Characters.
    private let items: [Int: Item]

    static let none = NumberRangeItems(items: [:])

    private init(items: [Int: Item]) { self.items = items }

    /// The ranges of `pattern`, found by a scan that skips escapes and bracketed sets, the
    /// only other places a `<` may stand in a mask. A pattern that is not a mask (a regular
    /// expression) may list `<…>` that its automaton reads as literals; those offsets are
    /// never the rank of a digit read as meaningful, so they are never consulted.
    init(pattern: String) {
        var items: [Int: Item] = [:]
        let characters = Array(pattern)
        var index = 0
        var inSet = false
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                index += 2
                continue
            }
            if inSet {
                if character == "]" { inSet = false }
                index += 1
                continue
            }
            if character == "[" {
                inSet = true
                index += 1
                continue
            }
            if character == "<", let (low, high, end) = Self.range(characters, from: index + 1) {
                items[index] = Item(isZeroPaddedPair: low.count == 2 && high.count == 2 && low.first == "0")
                index = end
                continue
            }
            index += 1
        }
        self.items = items
    }

    /// `digits-digits>` from `start`: the two ends and the offset after `>`.
    private static func range(_ characters: [Character], from start: Int) -> (String, String, Int)? {
        var index = start
        func digits() -> String {
            var run = ""
            while index < characters.count, let ascii = characters[index].asciiValue, (0x30...0x39).contains(ascii) {
                run.append(characters[index])
                index += 1
            }
            return run
        }
        let low = digits()
        guard !low.isEmpty, index < characters.count, characters[index] == "-" else { return nil }
        index += 1
        let high = digits()
        guard !high.isEmpty, index < characters.count, characters[index] == ">" else { return nil }
        return (low, high, index + 1)
    }

    var isEmpty: Bool { items.isEmpty }

    /// The range item starting at pattern offset `offset`, if one does.
    func item(at offset: Int) -> Item? { items[offset] }
}
