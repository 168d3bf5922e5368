/// The arguments of one command line, checked against its ``CommandSpec``.
struct ParsedArguments {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    /// Operands, in order; everything after `--` is an operand even if it starts with `-`.
    private(set) var operands: [String] = []
    private(set) var wantsHelp = false

    /// A usage error: the message is shown with a hint to `--help`.
    struct UsageError: Error {
        var message: String
    }

    init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        var index = 0
        var onlyOperands = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
                continue
            }
            if argument == "--" {
                onlyOperands = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                wantsHelp = true
                continue
            }
            // `--name=value` is accepted for long options that take a value.
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = spec.options.first(where: { $0.names.contains(name) }) else {
                throw UsageError(message: "unknown option '\(name)' for 'maskc \(spec.name)'")
            }
            if option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else {
                        throw UsageError(message: "option '\(name)' needs a value (\(option.valueName ?? "VALUE"))")
                    }
                    value = arguments[index]
                    index += 1
                }
                if !option.repeatable, values[option.key] != nil {
                    throw UsageError(message: "option '\(name)' given more than once")
                }
                values[option.key, default: []].append(value)
            } else {
                guard inlineValue == nil else { throw UsageError(message: "option '\(name)' takes no value") }
                flags.insert(option.key)
            }
        }
    }

    /// The value of a single-valued option, by its primary name.
    func value(_ key: String) -> String? { values[key]?.last }

    /// All values of a repeatable option.
    func allValues(_ key: String) -> [String] { values[key] ?? [] }

    func flag(_ key: String) -> Bool { flags.contains(key) }

    /// An integer option, or `defaultValue` when absent.
    func integer(_ key: String, default defaultValue: Int, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let text = value(key) else { return defaultValue }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(message: "option '\(key)' needs a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }
}
