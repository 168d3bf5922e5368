import MaskCompiler
import MaskLexer

extension RegexNode {
    /// Adds the node's states to `assembler`, continuing to `continuation`; returns the
    /// entry state, nil past the NFA state limit. Built backwards, as the mask compiler
    /// builds items: a literal is a mask literal, a set a mask set (so it becomes the same
    /// trie of UTF-8 byte states); only sequences, alternations and repetitions of whole
    /// sub-expressions are laid out here. With `span`, an open repetition `{n,}` is built as
    /// `{n, n + span}` (the finite copy the reading automaton is made from).
    /// Recursion depth is the nesting, which the parser bounds.
    func assemble(into assembler: inout NFAAssembler, continuation: Int, span: Int?) -> Int? {
        switch kind {
        case .empty:
            return continuation
        case .literal(let scalar):
            return assembler.item(MaskNode(.literal(Character(scalar)), range), continuation: continuation)
        case .set(let ranges):
            let members = ranges.compactMap { range -> ClosedRange<Unicode.Scalar>? in
                guard let low = Unicode.Scalar(range.lowerBound), let high = Unicode.Scalar(range.upperBound) else { return nil }
                return low...high
            }
            return assembler.item(MaskNode(.set(ScalarSet(members: members, negated: false)), range), continuation: continuation)
        case .concatenation(let nodes):
            var next = continuation
            for node in nodes.reversed() {
                guard let entry = node.assemble(into: &assembler, continuation: next, span: span) else { return nil }
                next = entry
            }
            return next
        case .alternation(let branches):
            var entries: [Int] = []
            for branch in branches {
                guard let entry = branch.assemble(into: &assembler, continuation: continuation, span: span) else { return nil }
                entries.append(entry)
            }
            guard var entry = entries.last else { return continuation }
            for other in entries.dropLast().reversed() {
                guard let split = assembler.split(preferred: other, other: entry) else { return nil }
                entry = split
            }
            return entry
        case .repetition(let node, let count):
            return assembleRepetition(of: node, count, into: &assembler, continuation: continuation, span: span)
        }
    }

    /// `node{n,m}` as n copies then `(node (node …)?)?` nested m - n deep; `node{n,}` as
    /// n - 1 copies then `node+` (one copy whose end loops back to its start), or `node*`
    /// when n is 0; with `span`, m = n + span. As in the mask compiler's counts.
    ///
    /// PERF: `node{n,}` as n copies then `node*` built one copy more, and its NFA states
    /// were in every subset the construction interned: `\d+` made `\d`'s trie twice (235
    /// ranges, hundreds of states). The language, so the minimal DFA, is the same.
    private func assembleRepetition(
        of node: RegexNode, _ count: RepeatCount, into assembler: inout NFAAssembler, continuation: Int, span: Int?
    ) -> Int? {
        var next = continuation
        var copies = count.minimum
        if let maximum = count.maximum ?? span.map({ count.minimum + $0 }) {
            for _ in count.minimum..<maximum {
                guard let body = node.assemble(into: &assembler, continuation: next, span: span),
                      let split = assembler.split(preferred: body, other: continuation) else { return nil }
                next = split
            }
        } else {
            // The loop's split is added first, its preferred branch set once the body exists.
            guard let loop = assembler.split(preferred: continuation, other: continuation),
                  let body = node.assemble(into: &assembler, continuation: loop, span: span) else { return nil }
            assembler.redirect(split: loop, preferred: body, other: continuation)
            if copies > 0 {
                // `node+`: the body is entered first, and the loop only after it.
                next = body
                copies -= 1
            } else {
                next = loop
            }
        }
        for _ in 0..<copies {
            guard let body = node.assemble(into: &assembler, continuation: next, span: span) else { return nil }
            next = body
        }
        return next
    }
}
