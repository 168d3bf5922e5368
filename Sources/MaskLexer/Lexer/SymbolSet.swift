/// The set of characters a pattern may use as literal symbols without escaping them.
///
/// Digits are always literals and need not be listed. The characters with a meaning of
/// their own in the mask language (`D`, `X`, `?`, `|`, `\`) can never be symbols; write
/// them escaped (`\D`) to use them as literals.
///
/// ```swift
/// let money = SymbolSet("$.,")          // "$DDD.DD" now lexes "$" and "." as literals
/// SymbolSet.default.contains("(")       // true
/// ```
public struct SymbolSet: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The symbols, as the caller gave them (duplicates removed, order kept for display).
    public let characters: [Character]
    private let members: Set<Character>

    /// The symbol set used when none is given: `+ - ( ) . : / @` and space.
    public static let `default` = SymbolSet(Array("+-().:/@ "))

    /// The characters that have a meaning of their own and so can never be symbols.
    public static let reserved: Set<Character> = ["D", "X", "?", "|", "\\"]

    /// Makes a symbol set from the characters of a string, keeping the first of any repeats.
    /// Reserved characters are kept here and reported by ``validationErrors``.
    public init<S: Sequence>(_ characters: S) where S.Element == Character {
        var seen = Set<Character>()
        var ordered: [Character] = []
        for character in characters where seen.insert(character).inserted {
            ordered.append(character)
        }
        self.characters = ordered
        self.members = seen
    }

    /// `let symbols: SymbolSet = ["$", "."]`
    public init(arrayLiteral elements: Character...) {
        self.init(elements)
    }

    /// Whether `character` is one of the symbols.
    public func contains(_ character: Character) -> Bool {
        members.contains(character)
    }

    /// The symbols as one string, in the order given (the form `--symbols` takes).
    public var text: String { String(characters) }

    /// One diagnostic per reserved character in the set, located in ``text``.
    public var validationErrors: [Diagnostic] {
        characters.enumerated().compactMap { offset, character in
            guard Self.reserved.contains(character) else { return nil }
            return Diagnostic(error: .reservedSymbol(character), at: offset..<offset + 1, in: .symbols)
        }
    }
}
