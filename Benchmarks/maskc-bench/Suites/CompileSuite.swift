import MaskCompiler
import MaskVM

/// Compiling patterns and loading bytecode, with the size of what comes out.
enum CompileSuite {
    static func run(_ plan: MeasurementPlan, into report: inout Report) throws {
        let masks = Workloads.masks.map { ($0.name, $0.pattern) }
            + [8, 64, 512].map { ("\($0)-item", Workloads.sized(items: $0).pattern) }
        for (name, pattern) in masks {
            let source = opaque(pattern)
            let compile = plan.measure { blackHole(try? MaskCompiler.compile(source)) }
            let stages = try MaskCompiler.compileStages(pattern)
            let bytecode = opaque(stages.program.bytecode)
            let load = plan.measure { blackHole(try? MaskProgram(bytecode: bytecode)) }
            report.rows.append(.init(group: "compile", name: "compile \(name)", maskc: compile, peers: []))
            report.rows.append(.init(group: "compile", name: "load \(name) (\(bytecode.count) B)", maskc: load, peers: []))
            report.facts.append(.init(
                group: "programs", name: "\(name) \(pattern.count > 40 ? String(pattern.prefix(37)) + "..." : pattern)",
                value: "NFA \(stages.nfa.states.count) states, DFA \(stages.minimalDFA.stateCount) states, "
                    + "\(stages.minimalDFA.classes.count) byte classes, bytecode \(bytecode.count) B"))
        }
    }
}
