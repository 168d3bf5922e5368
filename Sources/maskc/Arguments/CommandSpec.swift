/// The declaration of one command: its options, operands and help, from which both the
/// parser and the `--help` text are derived, so they cannot disagree.
struct CommandSpec: Sendable {
    /// One option, such as `-m PATTERN` or `--count`.
    struct Option: Sendable {
        /// All spellings, the first being the primary one used as the key: `["-m", "--mask"]`.
        var names: [String]
        /// The placeholder shown in help for an option that takes a value; nil for a flag.
        var valueName: String?
        var help: String
        /// Whether the option may be given more than once.
        var repeatable = false

        var key: String { names[0] }
        var takesValue: Bool { valueName != nil }

        static func flag(_ names: String..., help: String) -> Option {
            Option(names: names, valueName: nil, help: help)
        }

        static func value(_ names: String..., name: String, help: String, repeatable: Bool = false) -> Option {
            Option(names: names, valueName: name, help: help, repeatable: repeatable)
        }
    }

    var name: String
    var summary: String
    /// The usage line after `maskc NAME`, e.g. `(-m PATTERN | -p FILE) [SAMPLE ...]`.
    var usage: String
    var options: [Option]
    /// Paragraphs after the options: what the output means, exit status.
    var discussion: String = ""
    /// Worked examples, each a command line (shown after `$ `).
    var examples: [String] = []

    /// The full help text of the command.
    var help: String {
        var lines = ["maskc \(name): \(summary)", "", "USAGE: maskc \(name) \(usage)", ""]
        if !options.isEmpty {
            lines.append("OPTIONS:")
            let all = options + [.flag("-h", "--help", help: "Show this help.")]
            let labels = all.map { option in
                option.names.joined(separator: ", ") + (option.valueName.map { " \($0)" } ?? "")
            }
            let width = min(28, (labels.map(\.count).max() ?? 0) + 2)
            for (label, option) in zip(labels, all) {
                if label.count + 2 > width {
                    lines.append("  \(label)")
                    lines.append("  " + String(repeating: " ", count: width) + option.help)
                } else {
                    lines.append("  " + label.padded(to: width) + option.help)
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
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
