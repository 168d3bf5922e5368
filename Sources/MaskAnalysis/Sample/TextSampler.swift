import MaskVM

/// Texts a mask accepts, for test data: the shortest first, or at random with a seed.
///
/// ```swift
/// let sampler = try TextSampler(try MaskCompiler.compile("DD?").matcher)
/// sampler.shortest(3)                 // ["0", "1", "2"] as UTF-8 bytes
/// sampler.random(5, seed: 42)         // five accepted texts, the same five every time
/// ```
///
/// - ``shortest(_:)`` lists accepted texts in shortlex order: by length in bytes, then by
///   bytes (UTF-8 byte order is code point order). Deterministic.
/// - ``random(_:seed:)`` draws each text uniformly from all accepted texts (every accepted
///   byte string equally likely, so a length with more texts comes up more often), with
///   ``SplitMix64`` seeded by `seed`. Texts may repeat.
///
/// Both stop at ``maximumLength`` bytes: a compiled mask's texts are all shorter (its
/// automaton has no cycle), but a hand-made program may accept texts of any length.
public struct TextSampler: Sendable {
    /// Why a sampler could not be made.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The tables (states x lengths) would exceed `limit` entries.
        case tooLarge(limit: Int)

        public var description: String {
            switch self {
            case .tooLarge(let limit):
                "the mask is too large to sample: its tables of states by length would exceed \(limit) entries"
            }
        }
    }

    public let automaton: DenseDFA
    /// Longest text considered, in bytes.
    public let maximumLength: Int
    /// `finishable[k][s]`: whether some byte string of length `k` leads from state `s` to
    /// acceptance.
    private let finishable: [[Bool]]
    /// How many byte strings of length `k` lead from `s` to acceptance, as
    /// `mantissa[k][s] * 2^exponent[k]`: counts grow like 256^k, far past any integer, and
    /// only ratios within one length are needed, plus each length's scale to draw a length.
    private let mantissa: [[Double]]
    private let exponent: [Int]
    private let bytesByClass: [[UInt8]]

    /// Prepares sampling: tables of states by length, up to the longest accepted text (or
    /// `maximumLength`), refused past `tableLimit` entries in all.
    public init(_ automaton: DenseDFA, maximumLength: Int = 4_096, tableLimit: Int = 4_000_000) throws(Failure) {
        self.automaton = automaton
        self.bytesByClass = automaton.bytesByClass
        let states = automaton.stateCount
        let classes = automaton.classCount
        let classSizes = bytesByClass.map { Double($0.count) }
        var finishable = [(0..<states).map { automaton.isAccepting($0) }]
        var mantissa = [(0..<states).map { automaton.isAccepting($0) ? 1.0 : 0.0 }]
        var exponent = [0]
        // Lengths beyond the longest accepted text have no completions anywhere: stop there.
        while finishable.count <= maximumLength, finishable[finishable.count - 1].contains(true) {
            guard (finishable.count + 1) * states <= tableLimit else { throw .tooLarge(limit: tableLimit) }
            let previousFinishable = finishable[finishable.count - 1]
            let previous = mantissa[mantissa.count - 1]
            var canFinish = [Bool](repeating: false, count: states)
            var row = [Double](repeating: 0, count: states)
            for state in 1..<max(states, 1) {
                var total = 0.0
                for cls in 0..<classes {
                    let target = automaton.next(state, class: cls)
                    guard target != 0, previousFinishable[target] else { continue }
                    canFinish[state] = true
                    total += classSizes[cls] * previous[target]
                }
                row[state] = total
            }
            // Renormalize so the largest entry is in [1, 2): no overflow at any length.
            let largest = row.max() ?? 0
            let shift = largest > 0 ? Int(largest.exponent) : 0
            let scale = Double(sign: .plus, exponent: -shift, significand: 1)
            finishable.append(canFinish)
            mantissa.append(row.map { $0 * scale })
            exponent.append(exponent[exponent.count - 1] + shift)
        }
        self.finishable = finishable
        self.mantissa = mantissa
        self.exponent = exponent
        self.maximumLength = maximumLength
    }

    /// Whether a text of exactly `length` bytes from `state` can be accepted.
    private func canFinish(_ state: Int, in length: Int) -> Bool {
        length < finishable.count && finishable[length][state]
    }

    /// The first `count` accepted texts in shortlex order (fewer if the mask accepts fewer).
    public func shortest(_ count: Int) -> [[UInt8]] {
        var texts: [[UInt8]] = []
        guard count > 0, automaton.startState != 0 else { return texts }
        var length = 0
        while texts.count < count, length < finishable.count {
            if canFinish(automaton.startState, in: length) {
                var prefix: [UInt8] = []
                collect(from: automaton.startState, remaining: length, prefix: &prefix, into: &texts, limit: count)
            }
            length += 1
        }
        return texts
    }

    /// Depth first in byte order, entering only states that can still finish in exactly
    /// the remaining length: every branch taken yields a text, so the work is output-bound.
    private func collect(from state: Int, remaining: Int, prefix: inout [UInt8], into texts: inout [[UInt8]], limit: Int) {
        if remaining == 0 {
            texts.append(prefix)
            return
        }
        // Iterative over bytes, recursive over positions: depth is the text length, which
        // is at most the number of states of a compiled (acyclic) automaton.
        for byte in 0...255 {
            guard texts.count < limit else { return }
            let target = automaton.next(state, UInt8(byte))
            guard target != 0, canFinish(target, in: remaining - 1) else { continue }
            prefix.append(UInt8(byte))
            collect(from: target, remaining: remaining - 1, prefix: &prefix, into: &texts, limit: limit)
            prefix.removeLast()
        }
    }

    /// `count` texts drawn uniformly from all accepted texts, reproducibly from `seed`.
    public func random(_ count: Int, seed: UInt64) -> [[UInt8]] {
        guard count > 0, automaton.startState != 0 else { return [] }
        var generator = SplitMix64(seed: seed)
        let start = automaton.startState
        // Weight of each length: its count of texts, scaled against the largest scale.
        let top = exponent.max() ?? 0
        let lengthWeights = mantissa.indices.map { length in
            mantissa[length][start] * Double(sign: .plus, exponent: exponent[length] - top, significand: 1)
        }
        var texts: [[UInt8]] = []
        for _ in 0..<count {
            guard let length = Self.pick(lengthWeights, &generator) else { break }
            var text: [UInt8] = []
            var state = start
            for remaining in stride(from: length, to: 0, by: -1) {
                let weights = (0..<automaton.classCount).map { cls -> Double in
                    let target = automaton.next(state, class: cls)
                    return target == 0 ? 0 : Double(bytesByClass[cls].count) * mantissa[remaining - 1][target]
                }
                guard let cls = Self.pick(weights, &generator) else { break }
                let bytes = bytesByClass[cls]
                let byte = bytes[Int(generator.next() % UInt64(bytes.count))]
                text.append(byte)
                state = automaton.next(state, byte)
            }
            texts.append(text)
        }
        return texts
    }

    /// An index drawn with probability proportional to its weight; nil if all are zero.
    private static func pick(_ weights: [Double], _ generator: inout SplitMix64) -> Int? {
        let total = weights.reduce(0, +)
        guard total > 0 else { return nil }
        var point = generator.unitInterval() * total
        for (index, weight) in weights.enumerated() where weight > 0 {
            if point < weight { return index }
            point -= weight
        }
        return weights.lastIndex { $0 > 0 }
    }
}
