/// What one mask's match automaton tells, before any reading, about the best a reading of
/// it can score under a set's choice rule (`MaskSetParts+Choice`). The set reads its masks
/// best bound first and stops at the first mask whose bound the best reading so far beats,
/// so a set of N masks usually runs one reading, not N.
///
/// Every bound holds for any reading, whatever the input, because a reading's text is a
/// path of the mask's reading automaton from its start, so a prefix of a text of the mask's
/// language, whose minimal automaton is the match automaton:
/// - a reading keeps at most as many typed letters and digits as its text holds, counted
///   generously: one for each ASCII letter or digit byte and for each UTF-8 lead byte (a
///   kept character is written as it was typed, or in its canonical form, a digit or a
///   letter of one scalar; `ReadingTables+Normalize`). ``mostLettersOrDigits`` is the most
///   any path holds, counted so;
/// - a typed ASCII digit (letter) can be kept only if some text holds an ASCII digit
///   (letter): normalization maps an ASCII letter to its other case, and an ASCII digit to
///   itself. Other letters and digits may become ASCII ones, so they always count;
/// - a complete text is a text of the language, and holds at least
///   ``fewestInComplete`` ASCII letters and digits; a reading that keeps `kept` typed ones
///   and is complete has inserted at least `fewestInComplete - kept`, and no reading
///   inserts fewer than none (its text holds the letters and digits it kept, each as typed
///   or in its canonical form, itself a letter or digit).
///
/// Derived from the match automaton, which every program has from the start: the masks'
/// reading automata and tables are made only for the masks a set actually reads.
struct MaskChoiceBound: Hashable, Sendable {
    /// The most letters and digits any text of the mask holds, counted generously; `Int.max`
    /// when the language is infinite.
    let mostLettersOrDigits: Int
    /// The fewest ASCII letters and digits in a complete text; nil when no text is complete.
    let fewestInComplete: Int?
    /// Whether some text holds an ASCII digit; an ASCII letter.
    let readsASCIIDigit: Bool
    let readsASCIILetter: Bool

    /// The bounds of the mask whose match automaton is `matcher`. O(states × classes).
    init(_ matcher: DenseDFA) {
        let k = matcher.classCount
        let transitions = matcher.transitions
        // Per class, over its bytes: the most a byte counts (generously), the least an
        // ASCII letter or digit byte counts, and whether it holds an ASCII digit or letter.
        var most = [Int](repeating: 0, count: k)
        var least = [Int](repeating: 1, count: k)
        var digit = [Bool](repeating: false, count: k)
        var letter = [Bool](repeating: false, count: k)
        for byte in 0..<256 {
            let cls = matcher.byteClass(UInt8(byte))
            let value = UInt8(byte)
            let isDigit = value &- 0x30 < 10
            let isLetter = (value | 0x20) &- 0x61 < 26
            if isDigit || isLetter || value >= 0xC0 { most[cls] = 1 }
            if !(isDigit || isLetter) { least[cls] = 0 }
            if isDigit { digit[cls] = true }
            if isLetter { letter[cls] = true }
        }
        var readsDigit = false
        var readsLetter = false
        for state in 1..<max(matcher.stateCount, 1) {
            for cls in 0..<k where transitions[state * k + cls] != 0 {
                readsDigit = readsDigit || digit[cls]
                readsLetter = readsLetter || letter[cls]
            }
        }
        readsASCIIDigit = readsDigit
        readsASCIILetter = readsLetter
        mostLettersOrDigits = Self.longestPath(matcher, weights: most)
        fewestInComplete = Self.shortestPathToAccepting(matcher, weights: least)
    }

    /// The greatest weight of a path from the start (weights of 0 and 1 per class), or
    /// `Int.max` if a cycle is reachable. An iterative depth-first search, so a large
    /// loaded automaton cannot exhaust the stack.
    ///
    /// PERF: the path is two arrays of integers, not an array of tuples (whose elements were
    /// checked for uniqueness and copied at every step: a third of a set's bounds).
    private static func longestPath(_ matcher: DenseDFA, weights: [Int]) -> Int {
        let k = matcher.classCount
        let transitions = matcher.transitions
        let start = matcher.startState
        let stateCount = matcher.stateCount
        guard start != 0, start < stateCount else { return 0 }
        // 0 unseen, 1 on the path, 2 done.
        var color = [UInt8](repeating: 0, count: stateCount)
        var longest = [Int](repeating: 0, count: stateCount)
        // The path from the start: its states, and for each the next class to follow. A
        // state is on it at most once (a second visit is a cycle), so it holds at most
        // `stateCount` entries.
        var pathStates = [Int](repeating: 0, count: stateCount)
        var pathClasses = [Int](repeating: 0, count: stateCount)
        pathStates[0] = start
        color[start] = 1
        var depth = 1
        while depth > 0 {
            let top = depth - 1
            let state = pathStates[top]
            let cls = pathClasses[top]
            if cls == k {
                // Done: its value is final, and counts for the class its parent followed.
                color[state] = 2
                depth = top
                if top > 0 {
                    let parent = pathStates[top - 1]
                    let parentClass = pathClasses[top - 1]
                    longest[parent] = max(longest[parent], weights[parentClass] + longest[state])
                    pathClasses[top - 1] = parentClass + 1
                }
                continue
            }
            let target = Int(transitions[state * k + cls])
            if target == 0 {
                pathClasses[top] = cls + 1
                continue
            }
            switch color[target] {
            case 1: return .max
            case 0:
                color[target] = 1
                pathStates[depth] = target
                pathClasses[depth] = 0
                depth += 1
            default:
                longest[state] = max(longest[state], weights[cls] + longest[target])
                pathClasses[top] = cls + 1
            }
        }
        return longest[start]
    }

    /// The least weight of a path from the start to an accepting state (weights of 0 and 1
    /// per class), or nil when none is reachable. Level by level: the states at distance
    /// `level` are closed under weight-0 steps before any at `level + 1` is taken, so the
    /// first accepting state taken is a nearest one. A state enters the lists at most
    /// twice (its distance only falls, to `level + 1` and then to `level`).
    private static func shortestPathToAccepting(_ matcher: DenseDFA, weights: [Int]) -> Int? {
        let k = matcher.classCount
        let transitions = matcher.transitions
        let start = matcher.startState
        guard start != 0 else { return nil }
        var distance = [Int](repeating: .max, count: matcher.stateCount)
        var done = [Bool](repeating: false, count: matcher.stateCount)
        var current = [start]
        var following: [Int] = []
        distance[start] = 0
        var level = 0
        while !current.isEmpty {
            var position = 0
            while position < current.count {
                let state = current[position]
                position += 1
                guard !done[state] else { continue }
                done[state] = true
                if matcher.isAccepting(state) { return level }
                for cls in 0..<k {
                    let target = Int(transitions[state * k + cls])
                    guard target != 0 else { continue }
                    let reached = level + weights[cls]
                    guard reached < distance[target] else { continue }
                    distance[target] = reached
                    if weights[cls] == 0 { current.append(target) } else { following.append(target) }
                }
            }
            swap(&current, &following)
            following.removeAll(keepingCapacity: true)
            level += 1
        }
        return nil
    }

    /// The best place under the rule that mask `mask`'s reading of input holding `typed`
    /// letters and digits can take: no reading of it ranks above this key.
    func bestKey(for typed: LetterOrDigit.Tally, mask: Int) -> ChoiceKey {
        let keepable = (readsASCIIDigit ? typed.asciiDigits : 0) + (readsASCIILetter ? typed.asciiLetters : 0) + typed.other
        return key(keeping: min(keepable, mostLettersOrDigits), mask: mask)
    }

    /// The best place under the rule that a reading of mask `mask` keeping at most `kept`
    /// typed letters and digits can take. It grows with `kept`.
    func key(keeping kept: Int, mask: Int) -> ChoiceKey {
        // A reading inserts no fewer than none: its text holds every letter and digit it kept.
        ChoiceKey(kept: kept, complete: fewestInComplete != nil, inserted: max(0, (fewestInComplete ?? 0) - kept), mask: mask)
    }

    /// The fewest typed letters and digits a reading of mask `mask` must keep to beat `best`.
    func fewestKept(toBeat best: ChoiceKey, mask: Int) -> Int {
        best < key(keeping: best.kept, mask: mask) ? best.kept : best.kept + 1
    }
}
