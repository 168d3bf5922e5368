import MaskCompiler
@testable import MaskVM
import Testing
import TestSupport

/// The label walk (`MaskLabels.derive`) is the loader's check that a set's union automaton is
/// the product of its masks. It is written for speed (flat buffers, unchecked indexing, one
/// class pass shared by masks with the same class map), so it is held here to a plain
/// statement of the same check: each mask walked beside the union on every byte, with a
/// dictionary of pairs. Unions are the compiler's, then mutated one transition at a time:
/// the walk must refuse exactly the unions the oracle refuses, and give the oracle's labels
/// for the others.
@Suite("Mask set labels: the loader's walk against a byte-by-byte oracle")
struct MaskLabelsDifferentialTests {
    /// Families of masks, several with one class map (the walk's shared pass), one without.
    static let families: [[String]] = [
        ["DDDD DDDD DDDD DDDD", "DDDD DDDD DDDD", "DDDD DDDD DDDD D", "DDDD DDDD DDDD DDD"],
        ["[3][47]DD DDDDDD DDDDD", "DDDD DDDD DDDD DDDD", "[3][0][0-5]D DDDDDD DDDD"],
        ["DDDDD", "DDDDD-DDDD"],
        ["[1-9]DDD [A-RT-Z]U", "[1-9]DDD [S][BCE-RT-Z]"],
        ["+7(DDD)DDD-DD-DD", "+44 DDDD DDDDDD", "+1 (DDD) DDD-DDDD", "8 DDD DDD-DD-DD"],
    ]

    /// The labels, or nil where the union and the masks disagree: for every mask, the union
    /// state a text reaches must determine the mask's state, the union refuses only what every
    /// mask refuses, every union state is reached, and it accepts exactly where a mask does.
    static func oracle(union: DenseDFA, members: [DenseDFA]) -> (accepting: [UInt64], live: [UInt64])? {
        var accepting = [UInt64](repeating: 0, count: union.stateCount)
        var live = [UInt64](repeating: 0, count: union.stateCount)
        var reached: Set<Int> = [0, union.startState]
        for (mask, member) in members.enumerated() {
            var pair: [Int: Int] = [0: 0]
            if union.startState == 0 {
                if member.startState != 0 { return nil }
                continue
            }
            pair[union.startState] = member.startState
            var queue = [union.startState]
            while let state = queue.popLast() {
                for byte in 0...255 {
                    let next = union.next(state, UInt8(byte))
                    let step = member.next(pair[state]!, UInt8(byte))
                    if let known = pair[next] {
                        if known != step { return nil }
                    } else {
                        pair[next] = step
                        queue.append(next)
                    }
                }
            }
            for (state, step) in pair where step != 0 {
                live[state] |= 1 << UInt64(mask)
                if member.isAccepting(step) { accepting[state] |= 1 << UInt64(mask) }
            }
            reached.formUnion(pair.keys)
        }
        guard reached.count == union.stateCount else { return nil }
        for state in 0..<union.stateCount where union.isAccepting(state) != (accepting[state] != 0) { return nil }
        return (accepting, live)
    }

    @Test("the walk and the oracle agree on compiled unions and on every kind of one-transition change",
          arguments: families.indices)
    func walkAgreesWithOracle(family: Int) throws {
        let patterns = Self.families[family]
        let set = try MaskCompiler.compile(patterns.enumerated().map { MaskDefinition($0.element, name: "m\($0.offset)") })
        let members = try patterns.map { try MaskCompiler.compile($0).matcher }
        let union = set.matcher
        let expected = try #require(Self.oracle(union: union, members: members), "the compiler's union")
        let derived = try MaskLabels.derive(union: union, members: members)
        #expect(derived == MaskLabels(accepting: expected.accepting, live: expected.live))

        var generator = SeededGenerator(seed: UInt64(family) + 21)
        var refused = 0
        var kept = 0
        for _ in 0..<400 {
            var table = union.transitions
            let index = Int.random(in: union.classCount..<table.count, using: &generator)
            table[index] = UInt32.random(in: 0..<UInt32(union.stateCount), using: &generator)
            guard let mutated = try? DenseDFA(
                classMap: union.classMap, classCount: union.classCount, startState: union.startState, transitions: table,
                accepting: (0..<union.stateCount).map(union.isAccepting)) else { continue }
            let oracle = Self.oracle(union: mutated, members: members)
            let walk = Result { () throws(ProgramError) -> MaskLabels in try MaskLabels.derive(union: mutated, members: members) }
            switch (oracle, walk) {
            case (nil, .failure(let error)):
                refused += 1
                switch error {
                case .maskSetDisagrees, .unreachableState: break
                default: Issue.record("mutation at \(index): unexpected error \(error)")
                }
            case (let labels?, .success(let derived)):
                kept += 1
                #expect(derived == MaskLabels(accepting: labels.accepting, live: labels.live), "mutation at \(index)")
            case (nil, .success):
                Issue.record("\(patterns): a union the oracle refuses was accepted (mutation at \(index))")
            case (_?, .failure(let error)):
                Issue.record("\(patterns): a union the oracle accepts was refused: \(error) (mutation at \(index))")
            }
        }
        // Both outcomes occur, so neither side of the comparison is vacuous.
        #expect(refused > 50)
        #expect(kept > 0)
    }

    /// A mask whose class map splits one of the union's classes in two (a hostile file may
    /// have one: the union's classes need not refine a mask's) is followed on both of its
    /// classes, and a mask with the union's own map beside it on its one class.
    @Test("a mask whose classes split one of the union's: the walk follows each, as the oracle does")
    func splitClasses() throws {
        let compiled = try MaskCompiler.compile("DDD").matcher
        let digit = Int(compiled.classMap[Int(UInt8(ascii: "0"))])
        let split = compiled.classCount
        var map = compiled.classMap
        for byte in UInt8(ascii: "5")...UInt8(ascii: "9") { map[Int(byte)] = UInt8(split) }
        /// The compiled automaton with digits 5-9 in a class of their own, which leads where the
        /// other digits do, except from `refusing`, where it leads to the dead state.
        func splitMember(refusing: Int?) throws -> DenseDFA {
            var table: [UInt32] = []
            for state in 0..<compiled.stateCount {
                let row = Array(compiled.transitions[(state * split)..<((state + 1) * split)])
                table += row + [state == refusing ? 0 : row[digit]]
            }
            return try DenseDFA(classMap: map, classCount: split + 1, startState: compiled.startState, transitions: table,
                                accepting: (0..<compiled.stateCount).map(compiled.isAccepting))
        }
        let members = [try splitMember(refusing: nil), compiled]
        let expected = try #require(Self.oracle(union: compiled, members: members))
        let derived = try MaskLabels.derive(union: compiled, members: members)
        #expect(derived == MaskLabels(accepting: expected.accepting, live: expected.live))
        #expect(derived.live(compiled.startState) == 0b11)

        // Digits 5-9 refused at the start: the union reads texts the first mask refuses.
        let refusing = [try splitMember(refusing: compiled.startState), compiled]
        #expect(Self.oracle(union: compiled, members: refusing) == nil)
        #expect(throws: ProgramError.self) { try MaskLabels.derive(union: compiled, members: refusing) }
    }
}
