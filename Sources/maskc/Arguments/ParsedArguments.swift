/// The arguments of one command line, checked against its ``CommandSpec``, and read back
/// only through typed declarations: `arguments[Self.json]`, `try arguments.value(Self.jobs)`.
struct ParsedArguments {
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    /// Operands, in order; everything after `--` is an operand even if it starts with `-`.
    private(set) var operands: [String] = []
    private(set) var wantsHelp = false
    /// For a command with a ``CommandSpec/Scope``: each opener given (`--trial length`), in
    /// order, with the options that followed it and belong to that choice.
    private(set) var scopes: [Scope] = []

    /// One choice given for the spec's scope opener, and the options that belong to it.
    struct Scope {
        let choice: String
        fileprivate(set) var arguments: ParsedArguments
    }

    /// A usage error: the message is shown with a hint to `--help`.
    struct UsageError: Error {
        var message: String
    }

    private init() {}

    init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        let declarations = spec.sections.flatMap(\.declarations)
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
            func takeValue(_ option: OptionDeclaration) throws(UsageError) -> String? {
                guard option.takesValue else {
                    guard inlineValue == nil else { throw UsageError(message: "option '\(name)' takes no value") }
                    return nil
                }
                if let inlineValue { return inlineValue }
                guard index < arguments.count else {
                    throw UsageError(message: "option '\(name)' needs a value (\(option.valueName ?? "VALUE"))")
                }
                index += 1
                return arguments[index - 1]
            }
            if let scope = spec.scope, scope.opener.names.contains(name) {
                let choice = try takeValue(scope.opener) ?? ""
                guard scope.choices.contains(where: { $0.name == choice }) else {
                    throw UsageError(message: "unknown \(scope.noun) '\(choice)'; the \(scope.noun)s are \(scope.choices.map(\.name).joined(separator: ", "))")
                }
                scopes.append(Scope(choice: choice, arguments: ParsedArguments()))
                continue
            }
            if let current = scopes.last, let scope = spec.scope,
               let option = scope.section(of: current.choice).declarations.first(where: { $0.names.contains(name) }) {
                let value = try takeValue(option)
                try scopes[scopes.count - 1].arguments.record(option, value, as: name)
                continue
            }
            if let option = declarations.first(where: { $0.names.contains(name) }) {
                try record(option, try takeValue(option), as: name)
                continue
            }
            if let scope = spec.scope {
                let owners = scope.choices.filter { $0.section.declarations.contains { $0.names.contains(name) } }.map(\.name)
                if !owners.isEmpty {
                    let opener = scope.opener.names.last ?? scope.opener.key
                    let owner = "\(opener) \(owners.joined(separator: ", "))"
                    throw UsageError(message: scopes.last.map { "\(name) is not an option of \(opener) \($0.choice); it applies to \(owner)" }
                        ?? "\(name) applies to \(owner): give it after \(owner)")
                }
            }
            throw UsageError(message: "unknown option '\(name)' for 'maskc \(spec.name)'")
        }
    }

    private mutating func record(_ option: OptionDeclaration, _ value: String?, as name: String) throws(UsageError) {
        guard let value else {
            flags.insert(option.key)
            return
        }
        if !option.repeatable, values[option.key] != nil {
            throw UsageError(message: "option '\(name)' given more than once")
        }
        values[option.key, default: []].append(value)
    }

    /// Whether the flag was given.
    subscript(flag: Flag) -> Bool { flags.contains(flag.declaration.key) }

    /// Whether the option (a flag, or one with a value) was given at all.
    func isGiven(_ declaration: OptionDeclaration) -> Bool {
        flags.contains(declaration.key) || values[declaration.key] != nil
    }

    /// The value of a single-valued option, converted; nil when it was not given.
    func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
        guard let text = values[option.declaration.key]?.last else { return nil }
        return try convert(text, option)
    }

    /// Every value of a repeatable option, converted, in the order given.
    func values<Value>(_ option: Option<Value>) throws(UsageError) -> [Value] {
        var converted: [Value] = []
        for text in values[option.declaration.key] ?? [] { converted.append(try convert(text, option)) }
        return converted
    }

    private func convert<Value>(_ text: String, _ option: Option<Value>) throws(UsageError) -> Value {
        guard let value = option.convert(text) else {
            throw UsageError(message: "option '\(option.declaration.key)' needs \(option.expectation), not '\(text)'")
        }
        return value
    }

    /// Refuses operands, for commands that take none.
    func refuseOperands() throws(UsageError) {
        if let first = operands.first { throw UsageError(message: "unexpected argument '\(first)'") }
    }
}
