import MaskLexer
import MaskVM

/// A set of single characters an item of a mask can accept: every ASCII digit (`D`), every
/// ASCII latin letter (`X`), and literal characters.
///
/// Literals are kept by their UTF-8 bytes, as the automaton sees them: a precomposed `é` and
/// `e` followed by a combining accent are different literals here, as they are in a match.
struct CharacterChoice: Hashable {
    /// Every ASCII digit.
    var digits = false
    /// Every ASCII latin letter.
    var letters = false
    /// Other characters, by UTF-8 bytes; never a digit when `digits` is set, nor a letter
    /// when `letters` is.
    private(set) var literals: [[UInt8]: Character] = [:]
    /// Other meaningful one-scalar characters (`U`, `L`, `A`, sets), as sorted, disjoint
    /// ranges of scalar values; never what `digits` or `letters` already covers.
    private(set) var scalars: [ClosedRange<UInt32>] = []

    static let none = CharacterChoice()

    private static let digitRanges: [ClosedRange<UInt32>] = [0x30...0x39]
    private static let letterRanges: [ClosedRange<UInt32>] = [0x41...0x5A, 0x61...0x7A]

    init(digits: Bool = false, letters: Bool = false) {
        self.digits = digits
        self.letters = letters
    }

    /// The meaningful characters of one-scalar class items (`U`, `L`, `A`, a set).
    static func meaningful(_ ranges: [ClosedRange<UInt32>]) -> CharacterChoice {
        var choice = CharacterChoice()
        choice.scalars = ScalarSet.normalized(ranges)
        return choice.normalized()
    }

    /// Every meaningful scalar, as ranges.
    private var meaningfulRanges: [ClosedRange<UInt32>] {
        ScalarSet.normalized((digits ? Self.digitRanges : []) + (letters ? Self.letterRanges : []) + scalars)
    }

    private static func covers(_ ranges: [ClosedRange<UInt32>], _ range: ClosedRange<UInt32>) -> Bool {
        ranges.contains { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }
    }

    private static func intersect(_ left: [ClosedRange<UInt32>], _ right: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        for a in left {
            for b in right where a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound {
                result.append(max(a.lowerBound, b.lowerBound)...min(a.upperBound, b.upperBound))
            }
        }
        return ScalarSet.normalized(result)
    }

    private static func subtract(_ ranges: [ClosedRange<UInt32>], _ removed: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result = ranges
        for cut in removed {
            result = result.flatMap { range -> [ClosedRange<UInt32>] in
                guard range.lowerBound <= cut.upperBound, cut.lowerBound <= range.upperBound else { return [range] }
                var pieces: [ClosedRange<UInt32>] = []
                if range.lowerBound < cut.lowerBound { pieces.append(range.lowerBound...cut.lowerBound - 1) }
                if cut.upperBound < range.upperBound { pieces.append(cut.upperBound + 1...range.upperBound) }
                return pieces
            }
        }
        return result
    }
    static let anyDigit = CharacterChoice(digits: true)
    static let anyLetter = CharacterChoice(letters: true)

    static func literal(_ character: Character) -> CharacterChoice {
        var choice = CharacterChoice()
        choice.insert(character)
        return choice
    }

    var isEmpty: Bool { !digits && !letters && scalars.isEmpty && literals.isEmpty }

    /// Whether it has a class (`D`, `X`, `U`, `L`, `A`, a set), that is, meaningful characters.
    var hasClass: Bool { digits || letters || !scalars.isEmpty }

    func contains(_ character: Character) -> Bool {
        (digits && Self.isDigit(character)) || (letters && Self.isLetter(character))
            || containsScalar(character)
            || literals[Array(String(character).utf8)] != nil
    }

    private func containsScalar(_ character: Character) -> Bool {
        guard !scalars.isEmpty, character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        return scalars.contains { $0.contains(scalar.value) }
    }

    mutating func insert(_ character: Character) {
        guard !contains(character) else { return }
        literals[Array(String(character).utf8)] = character
    }

    func union(_ other: CharacterChoice) -> CharacterChoice {
        var result = CharacterChoice(digits: digits || other.digits, letters: letters || other.letters)
        result.scalars = ScalarSet.normalized(scalars + other.scalars)
        result = result.normalized()
        for character in literals.values { result.insert(character) }
        for character in other.literals.values { result.insert(character) }
        return result.normalized()
    }

    func intersection(_ other: CharacterChoice) -> CharacterChoice {
        var result = CharacterChoice.meaningful(Self.intersect(meaningfulRanges, other.meaningfulRanges))
        for character in literals.values where other.contains(character) { result.insert(character) }
        for character in other.literals.values where contains(character) { result.insert(character) }
        return result
    }

    func isSubset(of other: CharacterChoice) -> Bool {
        let theirs = other.meaningfulRanges
        return meaningfulRanges.allSatisfy { Self.covers(theirs, $0) } && literals.values.allSatisfy(other.contains)
    }

    /// The literals in order of their UTF-8 bytes (so digits in numeric order).
    var sortedLiterals: [Character] {
        literals.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.value)
    }

    /// In words, joined by `conjunction`: `a digit`, `'7' or '8'`, `a latin letter and '-'`.
    func words(joinedBy conjunction: String) -> String {
        var parts: [String] = []
        if digits { parts.append("a digit") }
        if letters { parts.append("a latin letter") }
        for range in scalars {
            let low = Character(Unicode.Scalar(range.lowerBound) ?? "?")
            let high = Character(Unicode.Scalar(range.upperBound) ?? "?")
            parts.append(range.lowerBound == range.upperBound ? quotedCharacter(low) : "\(quotedCharacter(low))–\(quotedCharacter(high))")
        }
        parts += sortedLiterals.map(quotedCharacter)
        switch parts.count {
        case 0: return "nothing"
        case 1: return parts[0]
        default: return parts.dropLast().joined(separator: ", ") + " \(conjunction) " + parts[parts.count - 1]
        }
    }

    /// Makes whole digit and letter runs the flags, and drops literals that a class now covers.
    private func normalized() -> CharacterChoice {
        let all = meaningfulRanges
        var result = CharacterChoice(digits: Self.covers(all, 0x30...0x39),
                                     letters: Self.covers(all, 0x41...0x5A) && Self.covers(all, 0x61...0x7A))
        result.scalars = Self.subtract(all, (result.digits ? Self.digitRanges : []) + (result.letters ? Self.letterRanges : []))
        for character in literals.values { result.insert(character) }
        return result
    }

    static func isDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (0x30...0x39).contains(ascii)
    }

    static func isLetter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii)
    }
}

/// A character in single quotes, invisible ones spelled out, as the VM's messages write it.
func quotedCharacter(_ character: Character) -> String {
    ExpectedCharacters.quoted(character)
}
