import MaskVM

/// Whether two masks accept exactly the same texts, and if not, the shortest text that
/// tells them apart.
///
/// ```swift
/// let a = try MaskCompiler.compile("D|7").matcher
/// let b = try MaskCompiler.compile("D").matcher
/// LanguageComparison.compare(a, b)          // .equivalent
/// LanguageComparison.compare(b, try MaskCompiler.compile("7|8").matcher)
/// // .different(text: [0x30], acceptedBy: .first): "0" is a D but neither 7 nor 8
/// ```
///
/// It walks the product automaton breadth first over the union of both byte partitions
/// (a class of the product is a set of bytes that both automata treat alike), trying
/// classes in order of their smallest byte. So the text it finds is the shortest that
/// differs, and of those the smallest in byte order (UTF-8 byte order is code point order);
/// each character of it is the smallest byte of its product class.
public enum LanguageComparison {
    /// Which of the two automata accepts the distinguishing text.
    public enum Side: Hashable, Sendable {
        case first
        case second
    }

    /// The answer.
    public enum Result: Hashable, Sendable {
        case equivalent
        /// `text` (UTF-8 bytes) is accepted by `acceptedBy` and not by the other.
        case different(text: [UInt8], acceptedBy: Side)
    }

    /// Why a comparison could not be made.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The product automaton has more than `limit` reachable states (only huge or
        /// hand-made automata get here).
        case tooLarge(limit: Int)

        public var description: String {
            switch self {
            case .tooLarge(let limit): "the two automata have more than \(limit) reachable state pairs; not compared"
            }
        }
    }

    /// The default bound on reachable state pairs.
    public static let defaultPairLimit = 4_000_000

    /// Compares the languages of two automata.
    public static func compare(_ first: DenseDFA, _ second: DenseDFA, pairLimit: Int = defaultPairLimit) throws(Failure) -> Result {
        // Both dead: nothing after this can be accepted by either.
        let found = try firstPair(first, second, pairLimit: pairLimit, following: { $0 != Pair(0, 0) }) { pair in
            first.isAccepting(pair.first) != second.isAccepting(pair.second)
        }
        guard let found else { return .equivalent }
        return .different(text: found.text, acceptedBy: first.isAccepting(found.pair.first) ? .first : .second)
    }

    /// The shortest text (then the smallest in byte order) that both automata accept, or nil
    /// when their languages do not overlap: the same breadth-first walk over the product as
    /// ``compare(_:_:pairLimit:)``, stopping at the first pair where both accept.
    ///
    /// ```swift
    /// let a = try MaskCompiler.compile("DD-DD").matcher
    /// let b = try MaskCompiler.compile("D?D-DD").matcher
    /// LanguageComparison.shortestCommonText(a, b)   // "00-00" as UTF-8
    /// ```
    public static func shortestCommonText(_ first: DenseDFA, _ second: DenseDFA, pairLimit: Int = defaultPairLimit) throws(Failure) -> [UInt8]? {
        // Either dead: nothing after this is accepted by both.
        try firstPair(first, second, pairLimit: pairLimit, following: { $0.first != 0 && $0.second != 0 }) { pair in
            first.isAccepting(pair.first) && second.isAccepting(pair.second)
        }?.text
    }

    /// The breadth-first walk over the product of `first` and `second` from their start
    /// states, classes in order of their smallest byte, entering only the pairs `follows`
    /// admits: the first pair for which `isTarget` holds, with the text that reaches it
    /// (the shortest, then the smallest in byte order); nil when no such pair is reachable.
    private static func firstPair(
        _ first: DenseDFA, _ second: DenseDFA, pairLimit: Int,
        following follows: (Pair) -> Bool, where isTarget: (Pair) -> Bool
    ) throws(Failure) -> (pair: Pair, text: [UInt8])? {
        let product = ProductClasses(first, second)
        let startPair = Pair(first.startState, second.startState)
        var parent: [Pair: (previous: Pair, byte: UInt8)] = [:]
        var seen: Set<Pair> = [startPair]
        var queue = [startPair]
        var head = 0
        while head < queue.count {
            let pair = queue[head]
            head += 1
            if isTarget(pair) { return (pair, path(to: pair, parent: parent)) }
            for (byte, firstClass, secondClass) in product.classes {
                let next = Pair(
                    first.next(pair.first, class: firstClass),
                    second.next(pair.second, class: secondClass))
                guard follows(next), seen.insert(next).inserted else { continue }
                guard seen.count <= pairLimit else { throw .tooLarge(limit: pairLimit) }
                parent[next] = (pair, byte)
                queue.append(next)
            }
        }
        return nil
    }

    private static func path(to pair: Pair, parent: [Pair: (previous: Pair, byte: UInt8)]) -> [UInt8] {
        var bytes: [UInt8] = []
        var current = pair
        while let step = parent[current] {
            bytes.append(step.byte)
            current = step.previous
        }
        return bytes.reversed()
    }
}

/// A state of the product automaton.
private struct Pair: Hashable {
    var first: Int
    var second: Int

    init(_ first: Int, _ second: Int) {
        self.first = first
        self.second = second
    }
}

/// The classes of the product: bytes grouped by (first class, second class), each group
/// named by its smallest byte, in increasing order of that byte.
private struct ProductClasses {
    var classes: [(byte: UInt8, first: Int, second: Int)] = []

    init(_ first: DenseDFA, _ second: DenseDFA) {
        var seen = Set<Int>()
        for byte in 0...255 {
            let firstClass = first.byteClass(UInt8(byte))
            let secondClass = second.byteClass(UInt8(byte))
            if seen.insert(firstClass * 256 + secondClass).inserted {
                classes.append((UInt8(byte), firstClass, secondClass))
            }
        }
    }
}
