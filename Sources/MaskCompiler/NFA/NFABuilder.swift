import MaskLexer

/// Thompson construction: turns a ``MaskAST`` into an ``NFA``.
struct NFABuilder {
    private var states: [NFA.State] = []
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// Builds the NFA, or returns nil when it would need more than `limit` states.
    static func build(_ ast: MaskAST, limit: Int) -> NFA? {
        var builder = NFABuilder(limit: limit)
        guard var next = builder.add(.accept) else { return nil }
        for item in ast.items.reversed() {
            guard let start = builder.compile(item, continuation: next) else { return nil }
            next = start
        }
        return NFA(states: builder.states, start: next)
    }

    /// Adds the states of `node`, which continue to `continuation`; returns its entry state.
    /// Recursion depth is the item's nesting, which the compiler bounds before building.
    private mutating func compile(_ node: MaskNode, continuation: Int) -> Int? {
        switch node.kind {
        case .digit:
            return add(.bytes(ranges: [0x30...0x39], next: continuation, meaningful: true, origin: node.range))
        case .letter:
            return add(.bytes(ranges: [0x41...0x5A, 0x61...0x7A], next: continuation, meaningful: true, origin: node.range))
        case .literal(let character):
            var next = continuation
            for byte in String(character).utf8.reversed() {
                guard let state = add(.bytes(ranges: [byte...byte], next: next, meaningful: false, origin: node.range)) else { return nil }
                next = state
            }
            return next
        case .optional(let item):
            guard let body = compile(item, continuation: continuation) else { return nil }
            return add(.split(preferred: body, other: continuation))
        case .alternative(let left, let right):
            guard let first = compile(left, continuation: continuation),
                  let second = compile(right, continuation: continuation) else { return nil }
            return add(.split(preferred: first, other: second))
        }
    }

    private mutating func add(_ state: NFA.State) -> Int? {
        guard states.count < limit else { return nil }
        states.append(state)
        return states.count - 1
    }
}
