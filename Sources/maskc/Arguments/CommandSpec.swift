/// The declaration of one command: its option groups, operands and help, from which the
/// parser, the usage line and the `--help` text are all derived, so they cannot disagree.
struct CommandSpec: Sendable {
    var name: String
    var summary: String
    /// The command's option groups, in the order usage and help show them.
    var sections: [OptionSection]
    /// Options that open a scope, each with options of its own: `--trial length --minimum 8`.
    var scope: Scope?
    /// The operands part of the usage line, e.g. `[--] [SAMPLE ...]`.
    var operands: String = ""
    /// Paragraphs after the options: what the output means, exit status.
    var discussion: String = ""
    /// Worked examples, each a command line (shown after `$ `).
    var examples: [String] = []

    /// An option whose value names a choice that owns the options after it, up to the next
    /// such option: `check --trial length --minimum 8 --trial email`. An option of one
    /// choice is refused after another, so "an option no chosen trial reads" cannot happen.
    struct Scope: Sendable {
        var opener: OptionDeclaration
        /// What a choice is called in messages: "trial".
        var noun: String
        var choices: [(name: String, summary: String, section: OptionSection)]

        func section(of choice: String) -> OptionSection {
            choices.first { $0.name == choice }?.section ?? .empty
        }
    }

    /// `maskc NAME` and every section's usage, then the scope's and the operands.
    var usage: String {
        let scopeUsage = scope.map { "\($0.opener.usage) [\($0.noun.uppercased()) OPTIONS] ..." }
        return (["maskc \(name)", scopeUsage] + sections.map(\.usage) + [operands])
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The full help text of the command.
    var help: String {
        var lines = ["maskc \(name): \(summary)", "", "USAGE: \(usage)", ""]
        var declarations = sections.flatMap(\.declarations)
        if let scope { declarations.insert(scope.opener, at: 0) }
        lines.append("OPTIONS:")
        lines += Self.optionLines(declarations + [Flag("-h", "--help", help: "Show this help.").declaration])
        lines.append("")
        if let scope {
            lines.append("\(scope.noun.uppercased())S:")
            for choice in scope.choices {
                lines.append("  " + choice.name.padded(to: 14) + choice.summary)
                if !choice.section.declarations.isEmpty {
                    lines += Self.optionLines(choice.section.declarations, indent: 4)
                }
            }
            lines.append("")
        }
        if !discussion.isEmpty {
            lines.append(discussion)
            lines.append("")
        }
        if !examples.isEmpty {
            lines.append("EXAMPLES:")
            lines.append(contentsOf: examples.map { "  $ \($0)" })
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Labels and help in two columns; a label too wide for the first has its help below it.
    private static func optionLines(_ declarations: [OptionDeclaration], indent: Int = 2) -> [String] {
        let margin = String(repeating: " ", count: indent)
        let labels = declarations.map(\.label)
        let width = min(28, (labels.map(\.count).max() ?? 0) + 2)
        var lines: [String] = []
        for (label, declaration) in zip(labels, declarations) {
            if label.count + 2 > width {
                lines.append(margin + label)
                lines.append(margin + String(repeating: " ", count: width) + declaration.help)
            } else {
                lines.append(margin + label.padded(to: width) + declaration.help)
            }
        }
        return lines
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
