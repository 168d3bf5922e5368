/// One trial as data: the name of its kind and its parameters, with no code, so that it can
/// travel in a bytecode file beside its mask (the `trls` section, docs/bytecode.md) and be
/// made again where only MaskVM and MaskTrialsCore are linked.
///
/// ```swift
/// Trial.calendarDate(layout: .dayMonthYear).step   // calendarDate(layout: DD.MM.YYYY)
/// try Trial(step: TrialStep(kind: "iban")).passes("GB82 WEST 1234 5698 7654 32")   // true
/// Trial.email.step                                // nil: not a trial a file carries
/// ```
///
/// A kind is a name the reader knows (``Trial/init(step:)`` lists them); a later maskc may add
/// kinds (a preset's normalization, say), and a reader that does not know one refuses the
/// file rather than judge with less than it says.
public struct TrialStep: Hashable, Sendable, CustomStringConvertible {
    /// A named parameter: a list of texts (one for a single value, numbers in decimal).
    public struct Parameter: Hashable, Sendable {
        public var name: String
        public var values: [String]

        public init(_ name: String, _ values: [String]) {
            self.name = name
            self.values = values
        }
    }

    /// What the step does: `paymentCard`, `cardExpiry`, `calendarDate`, `iban`, `ibanCountry`,
    /// `phoneNumber`.
    public var kind: String
    /// The parameters, in the order they are written.
    public var parameters: [Parameter]

    public init(kind: String, parameters: [Parameter] = []) {
        self.kind = kind
        self.parameters = parameters
    }

    /// The values of the parameter `name`, or nil when the step has none of that name.
    public func values(_ name: String) -> [String]? {
        parameters.first { $0.name == name }?.values
    }

    /// `kind(name: values, ...)`.
    public var description: String {
        guard !parameters.isEmpty else { return kind }
        return "\(kind)(\(parameters.map { "\($0.name): \($0.values.joined(separator: " "))" }.joined(separator: ", ")))"
    }
}
