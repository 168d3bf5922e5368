import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MaskAnalysis
import MaskCompiler
import Testing
import TestSupport

@Suite("DOT graphs")
struct DotTests {
    @Test("the DFA: states numbered as in disasm, accepting double circles, edges by bytes")
    func dfa() throws {
        let program = try MaskCompiler.compile("DD?")
        #expect(DotGraph.dfa(program.matcher, title: program.source.pattern) == """
            digraph mask {
              graph [rankdir=LR, fontname="Helvetica", labelloc=t, label="DD?"];
              node [fontname="Helvetica", fontsize=11, width=0.4, fixedsize=false];
              edge [fontname="Helvetica", fontsize=10];
              start [shape=point, label="", width=0.12];
              start -> s3;
              s1 [label="1", shape=doublecircle];
              s2 [label="2", shape=doublecircle];
              s3 [label="3", shape=circle];
              s1 -> s2 [label="[0-9]"];
              s3 -> s1 [label="[0-9]"];
            }

            """)
    }

    @Test("the NFA: ε-moves in priority order, classes bold")
    func nfa() throws {
        let stages = try MaskCompiler.compileStages("7|D?")
        #expect(DotGraph.nfa(stages.nfa) == """
            digraph mask {
              graph [rankdir=LR, fontname="Helvetica"];
              node [fontname="Helvetica", fontsize=11, width=0.4, fixedsize=false];
              edge [fontname="Helvetica", fontsize=10];
              start [shape=point, label="", width=0.12];
              start -> n4;
              n0 [label="0", shape=doublecircle];
              n1 [label="1", shape=circle];
              n2 [label="2", shape=circle];
              n3 [label="3", shape=circle];
              n4 [label="4", shape=circle];
              n1 -> n0 [label="[7]"];
              n2 -> n0 [label="[0-9]", style=bold];
              n3 -> n1 [label="ε1"];
              n3 -> n2 [label="ε2", style=dashed];
              n4 -> n3 [label="ε1"];
              n4 -> n0 [label="ε2", style=dashed];
            }

            """)
    }

    @Test("quotes and backslashes in titles and labels are escaped for DOT")
    func escaping() throws {
        let program = try MaskCompiler.compile(#"\"\\D"#)
        let dot = DotGraph.dfa(program.matcher, title: program.source.pattern)
        #expect(dot.contains(#"label="\\\"\\\\D""#))
        #expect(dot.contains(#"[label="[\"]"]"#))
        #expect(dot.contains(#"[label="[\\\\]"]"#))
    }

    @Test("Graphviz renders the DFA and the NFA to well-formed SVG with every state",
          .enabled(if: ExternalTool.dot.shouldRun, Comment(rawValue: ExternalTool.dot.skipReason)),
          arguments: [
        "+?7|8(DDD)DDD-?DD-?DD", #"\"\\D|X?"#, #"\€D"#, "",
    ])
    func graphviz(pattern: String) throws {
        let stages = try MaskCompiler.compileStages(pattern)
        let dfa = try Graphviz.svg(DotGraph.dfa(stages.program.matcher, title: pattern))
        // Every live state and the start point is a node.
        #expect(dfa.nodes == stages.program.matcher.stateCount)
        let nfa = try Graphviz.svg(DotGraph.nfa(stages.nfa, title: pattern))
        #expect(nfa.nodes == stages.nfa.states.count + 1)
    }

    @Test("docs/ shows the phone mask's current DFA, rendered by Graphviz")
    func documentationPicture() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs")
        let dot = try String(contentsOf: docs.appendingPathComponent("phone-dfa.dot"), encoding: .utf8)
        let program = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        #expect(dot == DotGraph.dfa(program.matcher, title: program.source.pattern),
                "regenerate with the command in docs/analysis.md")
        let svg = try Data(contentsOf: docs.appendingPathComponent("phone-dfa.svg"))
        let parsed = try Graphviz.parse(svg)
        #expect(parsed.root == "svg")
        #expect(parsed.nodes == program.matcher.stateCount)
    }
}

/// Runs Graphviz's `dot`, found on PATH. Where it is missing the tests that need it are
/// skipped, visibly, unless `MASKC_REQUIRE_TOOLS` is set (CI sets it and installs Graphviz).
enum Graphviz {
    struct SVG {
        var root: String
        /// Elements `<g class="node">`: one a drawn state.
        var nodes: Int
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func svg(_ dot: String) throws -> SVG {
        let executable = try ExternalTool.dot.requirePath()
        let run = try ChildProcess.run(URL(fileURLWithPath: executable), ["-Tsvg"], input: Data(dot.utf8))
        guard run.status == 0 else { throw Failure(description: "dot exited with \(run.status): \(run.errors)") }
        let data = Data(run.output.utf8)
        return try parse(data)
    }

    /// Parses SVG as XML; throws unless it is well formed.
    static func parse(_ data: Data) throws -> SVG {
        let delegate = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse() else {
            throw Failure(description: "not well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "unknown error")")
        }
        return SVG(root: delegate.root ?? "", nodes: delegate.nodes)
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var root: String?
        var nodes = 0

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if root == nil { root = name }
            if name == "g", attributes["class"] == "node" { nodes += 1 }
        }
    }
}
