extension ReadingAutomaton {
    /// The reading automaton for ``OptionalLiteralPolicy/insertedWhenPassed``: the same
    /// states with every meaningful transition removed that skips an optional literal, or
    /// nil when there is none (the mask has no such literal; the default tables serve).
    ///
    /// A meaningful transition `s —c→ m` skips an optional literal when a literal transition
    /// of `s` with a smaller rank (an item to its left) leads, through literal transitions
    /// only, to a state whose meaningful transition on `c` also reaches `m`: the texts on
    /// from `m` are the same, with the literals in between. Removing it makes the greedy
    /// reading insert those literals (its insertion entries) and the placeholder show them,
    /// and the exact search, reading the same tables, agrees. No state loses its way to
    /// accepting (the literal way stays), and no continuation is lost: only the literals
    /// in the way are added.
    func insertingOptionalLiterals() -> ReadingAutomaton? {
        let k = classCount
        var pruned = targets
        var changed = false
        var stack: [Int] = []
        var seen = [Int](repeating: -1, count: stateCount)
        var visit = 0
        for state in 1..<max(stateCount, 1) {
            let base = state * k * 2
            for cls in 0..<k {
                let meaningful = Int(targets[base + 2 * cls + 1])
                guard meaningful != 0 else { continue }
                let meaningfulRank = ranks[base + 2 * cls + 1]
                visit += 1
                stack.removeAll(keepingCapacity: true)
                for literalClass in 0..<k {
                    let target = Int(targets[base + 2 * literalClass])
                    if target != 0, ranks[base + 2 * literalClass] < meaningfulRank, seen[target] != visit {
                        seen[target] = visit
                        stack.append(target)
                    }
                }
                var skips = false
                while let through = stack.popLast(), !skips {
                    let throughBase = through * k * 2
                    if Int(targets[throughBase + 2 * cls + 1]) == meaningful {
                        skips = true
                        break
                    }
                    for literalClass in 0..<k {
                        let target = Int(targets[throughBase + 2 * literalClass])
                        if target != 0, seen[target] != visit {
                            seen[target] = visit
                            stack.append(target)
                        }
                    }
                }
                if skips {
                    pruned[base + 2 * cls + 1] = 0
                    changed = true
                }
            }
        }
        guard changed else { return nil }
        var prunedRanks = ranks
        for index in stride(from: 1, to: pruned.count, by: 2) where pruned[index] == 0 { prunedRanks[index] = 0 }
        return try? ReadingAutomaton(
            classMap: classMap, classCount: classCount, startState: startState,
            targets: pruned, ranks: prunedRanks, accepting: accepting)
    }
}
