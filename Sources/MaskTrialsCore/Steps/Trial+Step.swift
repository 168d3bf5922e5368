import MaskVM

extension Trial {
    /// The trial as data, for a bytecode file (``MaskCheck/bytecode()``), or nil when it is not
    /// one a file can carry: trials of code (a closure, a custom ``TrialProtocol``), a regular
    /// expression, a reference month read from a clock, combinations.
    public var step: TrialStep? { node.step }

    /// The trial a step describes, as ``step`` wrote it. Throws for a kind this maskc does not
    /// know (the file needs a newer one) and for parameters that are missing, unknown or
    /// malformed: a check is never made weaker than the file says.
    ///
    /// The kinds: `paymentCard` (`brands`: ``CardBrand`` raw values), `cardExpiry`,
    /// `calendarDate` (`layout`), `iban`, `ibanCountry` (`layouts`: `CC:LAYOUT` per country),
    /// `phoneNumber` (`lengths`: `CODE:LENGTH,...` per country code), `phoneWithoutExtension`.
    public init(step: TrialStep) throws(ProgramError) {
        let reader = StepReader(step: step)
        switch step.kind {
        case "paymentCard":
            let names = try reader.values("brands")
            var brands: [CardBrand] = []
            for name in names {
                guard let brand = CardBrand(rawValue: name) else { throw reader.malformed("no card brand '\(name)'") }
                brands.append(brand)
            }
            try reader.expectOnly(["brands"])
            self = .paymentCard(accepting: brands)
        case "cardExpiry":
            try reader.expectOnly([])
            self = .cardExpiry()
        case "calendarDate":
            let text = try reader.single("layout")
            guard let layout = DateLayout(text) else { throw reader.malformed("no date layout '\(text)'") }
            try reader.expectOnly(["layout"])
            self = .calendarDate(layout: layout)
        case "iban":
            try reader.expectOnly([])
            self = .iban
        case "ibanCountry":
            var layouts: [String: String] = [:]
            for entry in try reader.values("layouts") {
                let parts = entry.split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count == 2, parts[0].utf8.count == 2, layouts[String(parts[0])] == nil,
                      IBANCountryJudge.isLayout(parts[1]) else { throw reader.malformed("no country layout '\(entry)'") }
                layouts[String(parts[0])] = String(parts[1])
            }
            try reader.expectOnly(["layouts"])
            self = .ibanCountry(layouts: layouts)
        case "phoneNumber":
            var table = PhoneLengthTable()
            for text in try reader.values("lengths") {
                guard let entry = PhoneLengthTable.entry(text), table.add(slot: entry.slot, entry.lengths) else {
                    throw reader.malformed("no country code's lengths '\(text)'")
                }
            }
            try reader.expectOnly(["lengths"])
            self = Trial(PhoneNumberJudge(table: table))
        case "phoneWithoutExtension":
            try reader.expectOnly([])
            self = .phoneWithoutExtension
        default:
            throw .malformedSection(tag: BytecodeFormat.Tag.trials,
                                    reason: "unknown trial '\(step.kind)': the file needs a newer maskc")
        }
    }
}

/// Reads a step's parameters for ``Trial/init(step:)``, every error naming the step.
private struct StepReader {
    let step: TrialStep

    func malformed(_ reason: String) -> ProgramError {
        .malformedSection(tag: BytecodeFormat.Tag.trials, reason: "trial '\(step.kind)': \(reason)")
    }

    func values(_ name: String) throws(ProgramError) -> [String] {
        guard let values = step.values(name) else { throw malformed("no parameter '\(name)'") }
        return values
    }

    func single(_ name: String) throws(ProgramError) -> String {
        let values = try values(name)
        guard values.count == 1 else { throw malformed("parameter '\(name)' has \(values.count) values, not 1") }
        return values[0]
    }

    /// Refuses a parameter the kind does not take, or one written twice.
    func expectOnly(_ names: [String]) throws(ProgramError) {
        for (index, parameter) in step.parameters.enumerated() {
            guard names.contains(parameter.name) else { throw malformed("unknown parameter '\(parameter.name)'") }
            guard !step.parameters[..<index].contains(where: { $0.name == parameter.name }) else {
                throw malformed("parameter '\(parameter.name)' written twice")
            }
        }
    }
}
