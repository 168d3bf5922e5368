@testable import MaskCompiler
import MaskLexer
import MaskVM
@testable import MaskRegex
import TestSupport
import Testing

/// An expression with loops and a class of multi-byte scalars is determinized over scalar
/// classes (`ScalarRoute`) where the byte route could not have failed; it must make the byte
/// route's program, id for id, and fail where the byte route fails, with its message.
@Suite("Scalar route")
struct RegexScalarRouteTests {
    /// The program of `pattern` by the byte route alone, or (`scalars`) as `RegexCompiler` makes it.
    private func compiled(_ pattern: String, limits: MaskCompiler.Limits = .default, scalars: Bool) -> Result<MaskProgram, PatternError> {
        do {
            let node = try RegexCompiler.parse(pattern, limits: limits)
            let assembleScalars: ((inout ScalarNFAAssembler) -> Int?)? = scalars ? { assembler in
                guard let accept = assembler.accept() else { return nil }
                return node.assemble(into: &assembler, continuation: accept, span: nil)
            } : nil
            return .success(try MaskCompiler.compile(
                assembledFrom: pattern, subject: "expression", source: .regex, limits: limits, hasLoops: node.hasLoops,
                assemble: { assembler, span in
                    guard let accept = assembler.accept() else { return nil }
                    return node.assemble(into: &assembler, continuation: accept, span: span)
                }, assembleScalars: assembleScalars))
        } catch {
            return .failure(error)
        }
    }

    /// Whether `pattern` takes the scalar route under `limits`.
    private func takesRoute(_ pattern: String, limits: MaskCompiler.Limits = .default) throws -> Bool {
        let node = try RegexCompiler.parse(pattern, limits: limits)
        return ScalarRoute.matcher(limits: limits) { assembler in
            guard let accept = assembler.accept() else { return nil }
            return node.assemble(into: &assembler, continuation: accept, span: nil)
        } != nil
    }

    /// The same program (its match automaton, id for id) or the same diagnostics both ways.
    private func expectSame(_ pattern: String, limits: MaskCompiler.Limits = .default, bytecode: Bool = false) {
        switch (compiled(pattern, limits: limits, scalars: false), compiled(pattern, limits: limits, scalars: true)) {
        case (.success(let bytes), .success(let scalars)):
            #expect(bytes.matcher == scalars.matcher, "\(pattern)")
            if bytecode { #expect(bytes.bytecode == scalars.bytecode, "\(pattern)") }
        case (.failure(let bytes), .failure(let scalars)):
            #expect(bytes.diagnostics.map(\.message) == scalars.diagnostics.map(\.message), "\(pattern)")
            #expect(bytes.diagnostics.map(\.code) == scalars.diagnostics.map(\.code), "\(pattern)")
        default:
            Issue.record("\(pattern): one route compiled and the other did not")
        }
    }

    @Test("an expression over a Unicode class takes the route and makes the byte route's program", arguments: [
        #"^[a-z]{2,8}-[0-9a-f]{4}(-v\d+)?$"#, #"\d+"#, #"\w+"#, "é+", "[à-ÿ]*x", #"\d+\.\d*"#, #"x\d+y\w*"#, "[😀-😏]+",
        #"\W+"#, #"[a-z]+-\d{2,}"#, #"v\d+\.x"#,
    ])
    func sameProgram(pattern: String) throws {
        #expect(try takesRoute(pattern))
        expectSame(pattern)
    }

    @Test("the whole bytecode, the reading automaton included, is the byte route's", arguments: [
        "é+", "[à-ÿ]*x", "x[😀-😏]*", "[à-ÿ]+-",
    ])
    func sameBytecode(pattern: String) throws {
        #expect(try takesRoute(pattern))
        expectSame(pattern, bytecode: true)
    }

    @Test("two multi-byte items in one state, and one-byte expressions, keep the byte route", arguments: [
        #"(\w|\d)+"#, #"\d*\w"#, "[a-z]+", #"[0-9a-f]{4}x*"#, "(é|è)+", #"\S+@\S+"#, ".*é", #"(\d{2}-)+\d"#,
        #"[\w.]+@[\w.]+\.\w+"#, "(中|文)+", #"\s*\d+\s*"#, "[α-ω]+ω",
    ])
    func byteRoute(pattern: String) throws {
        #expect(try !takesRoute(pattern))
        expectSame(pattern)
    }

    @Test("under small limits both routes compile or fail alike, with the same message")
    func limits() throws {
        let patterns = [#"^[a-z]{2,8}-[0-9a-f]{4}(-v\d+)?$"#, #"\d+"#, #"\w+x"#, "é+", #"(\d|x)*\d(\d|x){6}"#, #"[à-ÿ]*a(a|ä){5}"#]
        var refused = 0
        var routed = 0
        for pattern in patterns {
            for states in [3, 8, 30, 120, 400, 100_000] {
                for work in [50, 500, 5_000, 60_000, 50_000_000] {
                    for nfaStates in [8, 40, 400, 200_000] {
                        let limits = MaskCompiler.Limits(maximumNFAStates: nfaStates, maximumDFAStates: states,
                                                         maximumDeterminizationWork: work)
                        expectSame(pattern, limits: limits)
                        if case .failure = compiled(pattern, limits: limits, scalars: true) { refused += 1 }
                        if try takesRoute(pattern, limits: limits) { routed += 1 }
                    }
                }
            }
        }
        // Both outcomes are exercised: some refused at a limit, some through the route.
        #expect(refused > 100)
        #expect(routed > 100)
    }

    @Test("a long chain of states, past the route's rounds of refinement, makes the same program")
    func longChain() throws {
        #expect(try !takesRoute("(é[a-z]{100})+"))
        expectSame("(é[a-z]{100})+")
        expectSame("(é[a-z]{30})+x")
    }

    @Test("an expression whose DFA explodes is refused with the byte route's message")
    func explosion() throws {
        expectSame(#"(\d|é)*é(\d|é){16}"#)
        expectSame(#"(\d|x)*x(\d|x){17}"#)
        guard case .failure(let error) = compiled(#"(é|x)*x(é|x){17}"#, scalars: true) else {
            Issue.record("the expression compiled")
            return
        }
        #expect(error.diagnostics.map(\.code) == ["limit-dfa-states"])
    }

    @Test("random expressions over Unicode classes make the same program both ways")
    func random() throws {
        var generator = SeededGenerator(seed: 41)
        let atoms = ["a", "x", "0", "-", ".", "é", "ж", "中", "😀", #"\d"#, #"\w"#, #"\s"#, #"\D"#, #"\W"#, ".", "[a-z]",
                     "[à-ÿ]", "[^a-z]", #"[\d_-]"#, "[α-ω]", "[0-9a-f]", "[😀-😏]", "[[:alpha:]]", #"[\w.]"#]
        let counts = ["", "", "", "?", "*", "+", "{2}", "{1,3}", "{2,}", "*?"]
        func sequence(_ depth: Int) -> String {
            (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                let atom = depth < 2 && Int.random(in: 0..<6, using: &generator) == 0
                    ? "(" + (0..<Int.random(in: 1...2, using: &generator)).map { _ in sequence(depth + 1) }.joined(separator: "|") + ")"
                    : atoms.randomElement(using: &generator)!
                return atom + counts.randomElement(using: &generator)!
            }.joined()
        }
        var routed = 0
        for _ in 0..<300 {
            let pattern = sequence(0)
            expectSame(pattern)
            if try takesRoute(pattern) { routed += 1 }
        }
        #expect(routed > 60)
    }
}
