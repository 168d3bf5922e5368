/// `maskc check --rules` and `maskc transform --rules`: the bulk forms of `check` and
/// `transform`, over the columns of a CSV or JSON Lines table. `check` and `transform`
/// hand a command line with `--rules` to these (``CommandList/named(_:arguments:)``).
enum RulesCommands {
    static let check = Command(spec: checkSpec) { arguments, terminal in
        try run(arguments, terminal, mode: .check)
    }

    static let transform = Command(spec: transformSpec) { arguments, terminal in
        let onFail = try arguments.value(onFail) ?? .keep
        return try run(arguments, terminal, mode: .transform(onFail))
    }

    static let onFail = Option<TableLayout.OnFail>(
        "--on-fail", valueName: "WHAT", help: "A cell that fails its rule: keep it as it is (default), empty it, or drop-row.",
        expectation: "one of keep, empty, drop-row"
    ) { TableLayout.OnFail(rawValue: $0) }

    /// Whether a command line is for the rules form: it gives `--rules`.
    static func wantsRules(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--rules" || $0.hasPrefix("--rules=") }
    }

    static let checkSpec = CommandSpec(
        name: "check",
        summary: "Check the columns of a CSV or JSON Lines table against rules.",
        sections: [TableOptions.section],
        operands: TableOptions.operands,
        discussion: """
            RULES.json maps column names to rules: {"phone": {"preset": "phone"}, "email": \
            {"trials": [{"trial": "email"}]}}. A rule's keys: mask, masks, preset, symbols, \
            optimistic, exact, trials (as --trial takes them), allowBlank, message. The rules \
            file and the header are checked before any row; an error names its JSON path. \
            docs/bulk.md describes it all.

            A cell is judged as a value: it is read by the mask into its printed form (an \
            unspaced card number passes the card preset), which must be complete with no \
            letter or digit dropped, and the trials run on that form. "exact": true judges \
            the cell as written.

            With no FILE, the table is read from standard input. CSV (RFC 4180) has a header \
            row; a JSON Lines row is its line number.

            Output: one JSON object a failing cell: row (1 for the first data row), column, \
            value, result (partial, illegal with at, fail, not text) and messages; a malformed \
            record is one object with its line and result malformed.

            Exit status: 0 when every cell passes, 1 when any fails or a record is malformed, 2 on an error.
            """,
        examples: [
            "maskc check --rules rules.json customers.csv",
            "maskc check --rules rules.json --jsonl --summary < events.jsonl",
            "maskc check --rules rules.json --delimiter tab --jobs 2 export.tsv",
        ])

    static let transformSpec = CommandSpec(
        name: "transform",
        summary: "Write a CSV or JSON Lines table back with its masked columns in their printed form.",
        sections: [TableOptions.section + OptionSection([onFail.declaration])],
        operands: TableOptions.operands,
        discussion: """
            Every column whose rule has a mask (mask, masks or preset) is written in the \
            mask's printed form when its cell passes the rule; the other columns, the quoting, \
            the header, the line ends and the row order are kept byte for byte where nothing \
            changed. A malformed record is written unchanged, with a warning on standard error.

            Exit status: 0 when every cell passes, 1 when any fails or a record is malformed, 2 on an error.
            """,
        examples: [
            "maskc transform --rules rules.json customers.csv > normalized.csv",
            "maskc transform --rules rules.json --on-fail empty --jsonl < events.jsonl",
        ])

    private static func run(_ arguments: ParsedArguments, _ terminal: Terminal, mode: TableLayout.Mode) throws -> Int32 {
        let options = try TableOptions(parsing: arguments, standardInput: terminal.inputFD)
        let rules = try RulesFile.load(options.rulesPath)
        var job = TableJob(rules: rules, options: options, mode: mode, terminal: terminal)
        return try job.run()
    }
}

extension CommandList {
    /// The command a command line runs, and its arguments as that command parses them:
    /// `check` and `transform` with `--rules` are the rules forms.
    static func named(_ name: String, arguments: [String]) -> (command: Command, arguments: [String])? {
        guard RulesCommands.wantsRules(arguments) else { return named(name).map { ($0, arguments) } }
        switch name {
        case "check": return (RulesCommands.check, TableOptions.respelled(arguments))
        case "transform": return (RulesCommands.transform, TableOptions.respelled(arguments))
        default: return named(name).map { ($0, arguments) }
        }
    }
}
