import MaskAnalysis

/// `maskc dot`: the automaton as a Graphviz graph.
enum DotCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "dot",
        summary: "Print a mask's DFA (or NFA) as a Graphviz DOT graph.",
        sections: [ProgramOptions.section, OptionSection([dfa.declaration, nfa.declaration], usage: "[--nfa | --dfa]")],
        discussion: """
            Edges are labelled with their bytes as character classes ('[0-9]', '[+]'); accepting \
            states are double circles; the dead state is left out. Render with Graphviz: \
            'maskc dot -m PATTERN | dot -Tsvg > mask.svg'.

            Exit status: 0 on success, 2 on an error.
            """,
        examples: [
            "maskc dot -m '+?7|8(DDD)DDD-?DD-?DD' | dot -Tsvg > phone.svg",
            "maskc dot --nfa -m 'DD?'",
        ])

    static let dfa = Flag("--dfa", help: "The minimal DFA the VM runs (the default).")
    static let nfa = Flag("--nfa", help: "The Thompson NFA (needs -m: a program file holds only the DFA).")

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        try arguments.refuseOperands()
        if arguments[nfa] && arguments[dfa] {
            throw ParsedArguments.UsageError(message: "give either --nfa or --dfa, not both")
        }
        let options = try ProgramOptions(parsing: arguments)
        if arguments[nfa] {
            guard options.pattern != nil else {
                throw ParsedArguments.UsageError(message: "--nfa needs -m PATTERN: a program file holds only the DFA")
            }
            let patternOptions = try PatternOptions(parsing: arguments)
            try patternOptions.requireOne("dot --nfa")
            let compilation = try patternOptions.compilation()
            try terminal.output.write(DotGraph.nfa(compilation.nfa, title: compilation.ast.pattern))
        } else {
            let program = try options.program()
            try terminal.output.write(DotGraph.dfa(program.matcher, title: program.source.pattern))
        }
        return ExitStatus.success
    }
}
