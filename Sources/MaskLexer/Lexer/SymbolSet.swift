/// The set of characters a pattern may use as literal symbols without escaping them.
///
/// Digits are always literals and need not be listed. The characters with a meaning of
/// their own in the mask language (`D X U L A ? | \ [ ] { } < >`) can never be symbols; write
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
    /// PERF: ASCII members as a 128-bit map, so lexing an ASCII pattern hashes no Character.
    private let asciiMembers: (low: UInt64, high: UInt64)
    /// The symbols as one string (see ``text``), made once: every compiled program keeps it.
    private let joined: String

    /// The symbol set used when none is given: `+ - ( ) . : / @` and space.
    public static let `default` = SymbolSet(Array("+-().:/@ "))

    /// The characters that have a meaning of their own and so can never be symbols.
    public static let reserved: Set<Character> = ["D", "X", "U", "L", "A", "?", "|", "\\", "[", "]", "{", "}", "<", ">"]
    /// The same as bits of the ASCII map (they are all ASCII).
    private static let reservedASCII: (low: UInt64, high: UInt64) = {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for ascii in "DXULA?|\\[]{}<>".utf8 {
            if ascii < 64 { low |= 1 << UInt64(ascii) } else { high |= 1 << UInt64(ascii - 64) }
        }
        return (low, high)
    }()

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
        var low: UInt64 = 0
        var high: UInt64 = 0
        for character in ordered {
            guard let ascii = Self.singleASCII(character) else { continue }
            if ascii < 64 { low |= 1 << UInt64(ascii) } else { high |= 1 << UInt64(ascii - 64) }
        }
        asciiMembers = (low, high)
        joined = String(ordered)
    }

    /// The ASCII value of a one-scalar ASCII character (not CR LF, whose `asciiValue` is LF).
    private static func singleASCII(_ character: Character) -> UInt8? {
        guard character.utf8.count == 1 else { return nil }
        return character.utf8.first
    }

    public static func == (left: SymbolSet, right: SymbolSet) -> Bool {
        left.characters == right.characters
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(characters)
    }

    /// `let symbols: SymbolSet = ["$", "."]`
    public init(arrayLiteral elements: Character...) {
        self.init(elements)
    }

    /// Whether `character` is one of the symbols.
    public func contains(_ character: Character) -> Bool {
        if let ascii = Self.singleASCII(character) {
            let bits = ascii < 64 ? asciiMembers.low >> UInt64(ascii) : asciiMembers.high >> UInt64(ascii - 64)
            return bits & 1 == 1
        }
        return members.contains(character)
    }

    /// The symbols as one string, in the order given (the form `--symbols` takes).
    public var text: String { joined }

    /// One diagnostic per reserved character in the set, located in ``text``.
    public var validationErrors: [Diagnostic] {
        // PERF: the reserved characters are ASCII; a set whose ASCII members include none of
        // them (the usual case) needs no look at each character.
        let reservedBits = Self.reservedASCII
        guard asciiMembers.low & reservedBits.low != 0 || asciiMembers.high & reservedBits.high != 0 else { return [] }
        return characters.enumerated().compactMap { offset, character in
            guard Self.reserved.contains(character) else { return nil }
            return Diagnostic(error: .reservedSymbol(character), at: offset..<offset + 1, in: .symbols)
        }
    }
}
