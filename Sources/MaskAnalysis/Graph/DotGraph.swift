import MaskCompiler
import MaskVM

/// Graphviz DOT text for a mask's automata, ready for `dot -Tsvg`.
///
/// ```swift
/// let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
/// let dot = DotGraph.dfa(phone.matcher, title: phone.source.pattern)
/// // digraph mask { ... s9 -> s10 [label="[+]"]; ... }
/// ```
///
/// States are circles numbered as in `maskc disasm`; accepting states are double circles;
/// an arrow from a point marks the start. Edges are labelled with their bytes in
/// ``ByteSetNotation``; the dead state and the transitions into it are left out. The output is
/// deterministic: states in order, edges by their smallest byte.
public enum DotGraph {
    /// The DFA the VM runs (compiled or loaded).
    public static func dfa(_ automaton: DenseDFA, title: String? = nil) -> String {
        var lines = header(title: title)
        let bytesByClass = automaton.bytesByClass
        if automaton.startState != 0 {
            lines.append("  start -> s\(automaton.startState);")
        }
        for state in 1..<max(automaton.stateCount, 1) {
            let shape = automaton.isAccepting(state) ? "doublecircle" : "circle"
            lines.append("  s\(state) [label=\"\(state)\", shape=\(shape)];")
        }
        for state in 1..<max(automaton.stateCount, 1) {
            for edge in automaton.edges(from: state, bytesByClass: bytesByClass) {
                lines.append("  s\(state) -> s\(edge.target) [label=\(quoted(edge.label))];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The Thompson NFA: consuming states lead on by their bytes (bold for a class, that is
    /// a meaningful character; plain for a literal); a split's two ε-moves are labelled
    /// `ε1` (preferred: the left alternative, taking an optional) and `ε2` (dashed).
    public static func nfa(_ automaton: NFA, title: String? = nil) -> String {
        var lines = header(title: title)
        lines.append("  start -> n\(automaton.start);")
        for (index, state) in automaton.states.enumerated() {
            switch state {
            case .accept:
                lines.append("  n\(index) [label=\"\(index)\", shape=doublecircle];")
            case .bytes, .split:
                lines.append("  n\(index) [label=\"\(index)\", shape=circle];")
            }
        }
        for (index, state) in automaton.states.enumerated() {
            switch state {
            case .accept: break
            case .bytes(let ranges, let next, let meaningful, _):
                let label = ByteSetNotation.bracketed(ranges.flatMap { Array($0) })
                lines.append("  n\(index) -> n\(next) [label=\(quoted(label))\(meaningful ? ", style=bold" : "")];")
            case .split(let preferred, let other):
                lines.append("  n\(index) -> n\(preferred) [label=\"ε1\"];")
                lines.append("  n\(index) -> n\(other) [label=\"ε2\", style=dashed];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func header(title: String?) -> [String] {
        var lines = ["digraph mask {"]
        var graph = "rankdir=LR, fontname=\"Helvetica\""
        if let title, !title.isEmpty { graph += ", labelloc=t, label=\(quoted(title))" }
        lines.append("  graph [\(graph)];")
        lines.append("  node [fontname=\"Helvetica\", fontsize=11, width=0.4, fixedsize=false];")
        lines.append("  edge [fontname=\"Helvetica\", fontsize=10];")
        lines.append("  start [shape=point, label=\"\", width=0.12];")
        return lines
    }

    /// A DOT string literal: `"` and `\` escaped (a lone `\` would start a DOT escape such
    /// as `\n` or `\N`), line breaks as DOT's `\n`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
