import MaskVM

/// `--optional-literals typed|inserted`: the ``OptionalLiteralPolicy`` of `transform`,
/// `extract` and `edit`.
struct OptionalLiteralOptions: OptionGroup {
    /// The policy as the command line names it.
    enum Choice: String, NamedArgumentValue {
        case typed
        case inserted

        var policy: OptionalLiteralPolicy {
            switch self {
            case .typed: .keptWhenTyped
            case .inserted: .insertedWhenPassed
            }
        }
    }

    static let optionalLiterals = Option<Choice>(
        "--optional-literals", valueName: "WHEN",
        help: "When an optional literal such as '-?' is in the text: 'typed' (the default) only where it was typed; 'inserted' also where the text goes on past it ('7(123)456-78-90', not '7(123)4567890', for '+?7|8(DDD)DDD-?DD-?DD').")

    static let section = OptionSection([optionalLiterals.declaration])

    let policy: OptionalLiteralPolicy

    init(parsing arguments: ParsedArguments) throws {
        policy = (try arguments.value(Self.optionalLiterals) ?? .typed).policy
    }
}
