import MaskAnalysis

/// `maskc dot`: the automaton as a Graphviz graph.
enum DotCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "dot",
        summary: "Print a mask's DFA (or NFA) as a Graphviz DOT graph.",
        usage: "(-m PATTERN | -p FILE) [--symbols CHARS] [--nfa | --dfa]",
        options: ProgramOptions.options + [
            .flag("--dfa", help: "The minimal DFA the VM runs (the default)."),
            .flag("--nfa", help: "The Thompson NFA (needs -m: a program file holds only the DFA)."),
        ],
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

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        try ProgramOptions.refuseOperands(arguments)
        if arguments.flag("--nfa") && arguments.flag("--dfa") {
            throw ParsedArguments.UsageError(message: "give either --nfa or --dfa, not both")
        }
        if arguments.flag("--nfa") {
            guard arguments.value("-p") == nil else {
                throw ParsedArguments.UsageError(message: "--nfa needs -m PATTERN: a program file holds only the DFA")
            }
            let compilation = try ProgramOptions.compilation(arguments)
            try terminal.output.write(DotGraph.nfa(compilation.nfa, title: compilation.ast.pattern))
        } else {
            let program = try ProgramOptions.program(arguments)
            try terminal.output.write(DotGraph.dfa(program.matcher, title: program.source.pattern))
        }
        return ExitStatus.success
    }
}
