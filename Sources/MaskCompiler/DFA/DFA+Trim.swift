extension DFA {
    /// The same language with every state that cannot reach an accepting state merged into
    /// the dead state, so that "not dead" means "can still complete": `partial` is truthful.
    func trimmed() -> DFA {
        let classCount = classes.count
        var predecessors = [[Int]](repeating: [], count: stateCount)
        for state in 1..<stateCount {
            for cls in 0..<classCount {
                let target = next(state, cls)
                if target != 0 { predecessors[target].append(state) }
            }
        }
        var live = accepting
        var stack = (0..<stateCount).filter { accepting[$0] }
        while let state = stack.popLast() {
            for predecessor in predecessors[state] where !live[predecessor] {
                live[predecessor] = true
                stack.append(predecessor)
            }
        }
        var result = self
        for index in result.transitions.indices where !live[result.transitions[index]] {
            result.transitions[index] = 0
        }
        if !live[start] { result.start = 0 }
        return result
    }
}
