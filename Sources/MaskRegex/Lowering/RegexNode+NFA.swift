import MaskCompiler
import MaskLexer

extension RegexNode {
    /// Adds the node's states to `assembler`, continuing to `continuation`; returns the
    /// entry state, nil past the NFA state limit. Built backwards, as the mask compiler
    /// builds items: a literal is a mask literal, a set a mask set (so it becomes the same
    /// trie of UTF-8 byte states); only sequences, alternations and repetitions of whole
    /// sub-expressions are laid out here. With `span`, an open repetition `{n,}` is built as
    /// `{n, n + span}` (the finite copy the reading automaton is made from).
    /// The same walk lays out the scalar NFA (``MaskCompiler/ScalarNFAAssembler``), state for
    /// state the byte NFA's structure with each item one state.
    /// Recursion depth is the nesting, which the parser bounds.
    func assemble<Assembler: ExpressionAssembling>(into assembler: inout Assembler, continuation: Int, span: Int?) -> Int? {
        switch kind {
        case .empty:
            return continuation
        case .literal(let scalar):
            return assembler.item(MaskNode(.literal(Character(scalar)), range), continuation: continuation)
        case .set(let ranges):
            return assembler.set(ranges, origin: range, continuation: continuation)
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
            // The mask compiler's lowering of counts: `[0-9]{2,}` gets the states a mask's `[0-9]{2,}` does.
            return assembler.repetition(count, span: span, continuation: continuation) { assembler, next in
                node.assemble(into: &assembler, continuation: next, span: span)
            }
        }
    }
}
