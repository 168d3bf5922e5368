import MaskCompiler
import MaskLexer
@testable import MaskRegex
import Testing

/// An expression's counts are lowered by the mask compiler's own lowering
/// (`SplitBuilding.repetition`), so a count means the same states in both languages.
@Suite("Counted repetition")
struct RegexCountLoweringTests {
    /// The NFA of the expression `pattern`, as `RegexCompiler` assembles it.
    private func expressionNFA(_ pattern: String) throws -> NFA {
        let node = try RegexCompiler.parse(pattern)
        var assembler = NFAAssembler(limit: 10_000)
        let accept = assembler.accept()
        let entry = node.assemble(into: &assembler, continuation: try #require(accept), span: nil)
        let start = try #require(entry)
        return assembler.finished(start: start).nfa
    }

    /// The NFA of the mask `pattern`, its items built by the mask compiler one by one.
    private func maskNFA(_ pattern: String) throws -> NFA {
        let ast = try MaskParser.parse(pattern)
        var assembler = NFAAssembler(limit: 10_000)
        let accept = assembler.accept()
        var next = try #require(accept)
        for item in ast.items.reversed() {
            let entry = assembler.item(item, continuation: next)
            next = try #require(entry)
        }
        return assembler.finished(start: next).nfa
    }

    @Test("a count on a set makes the same NFA in an expression and in a mask, state for state", arguments: [
        ("{3}", "{3}"), ("{2,5}", "{2,5}"), ("{0,2}", "{0,2}"), ("{0,}", "{0,}"), ("{1,}", "{1,}"), ("{4,}", "{4,}"),
        ("?", "{0,1}"), ("*", "{0,}"), ("+", "{1,}"),
    ])
    func sameStates(expressionCount: String, maskCount: String) throws {
        let expression = try expressionNFA("[0-9]" + expressionCount)
        let mask = try maskNFA("[0-9]" + maskCount)
        #expect(expression.states.count == mask.states.count)
        #expect(expression.start == mask.start)
        // The set's states carry the set's place in the pattern, the same in both spellings.
        #expect(expression.states == mask.states)
    }

    @Test("the state counts of the lowering: a copy of [0-9] is one byte state, an optional copy adds a split, a loop is one split")
    func stateCounts() throws {
        // accept + 3 copies of [0-9] (one byte state each)
        #expect(try expressionNFA("[0-9]{3}").states.count == 4)
        // accept + 2 copies + 3 optional copies, each with its split
        #expect(try expressionNFA("[0-9]{2,5}").states.count == 1 + 2 + 3 * 2)
        // `x{2,}` is one copy then `x+`: accept, the loop's split, 2 copies
        #expect(try expressionNFA("[0-9]{2,}").states.count == 4)
        // `x*`: accept, the loop's split, 1 copy
        #expect(try expressionNFA("[0-9]*").states.count == 3)
    }
}
