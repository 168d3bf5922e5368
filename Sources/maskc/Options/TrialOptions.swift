import MaskLexer
import MaskTrials
import MaskVM

/// The trials `maskc check --trial NAME` can run, each with the options that belong to it:
/// they follow its `--trial NAME`, and no other trial accepts them.
enum TrialOptions {
    static let trial = Option<String>(
        "-t", "--trial", valueName: "TRIAL", help: "A trial to run, followed by its options (repeatable: every one must pass).",
        repeatable: true)

    /// One trial `--trial` can name: its options, and how it is built from them.
    struct Kind: Sendable {
        var name: String
        var summary: String
        var section: OptionSection = .empty
        var build: @Sendable (ParsedArguments) throws -> Trial
    }

    static let scope = CommandSpec.Scope(
        opener: trial.declaration, noun: "trial", choices: kinds.map { ($0.name, $0.summary, $0.section) })

    static let kinds: [Kind] = [
        Kind(name: "email", summary: "a WHATWG valid e-mail address") { _ in .email },
        Kind(name: "url", summary: "an absolute URL", section: OptionSection([scheme.declaration])) {
            let schemes = try $0.values(scheme)
            return .url(schemes: schemes.isEmpty ? ["http", "https"] : schemes)
        },
        Kind(name: "presence", summary: "not blank") { _ in .presence },
        Kind(name: "absence", summary: "blank") { _ in .absence },
        Kind(name: "length", summary: "a length in characters or another unit",
             section: OptionSection([exactly, minimum, maximum].map(\.declaration) + [unit.declaration],
                                    usage: "(--is N | [--minimum N] [--maximum N]) [--unit UNIT]"),
             build: length),
        Kind(name: "mask", summary: "matches a mask",
             section: ProgramOptions.section + OptionSection(exactMask, optimistic), build: mask),
        Kind(name: "format", summary: "matches a regular expression, as a whole",
             section: OptionSection([regex.declaration])) { arguments in
            guard let pattern = try arguments.value(regex) else {
                throw ParsedArguments.UsageError(message: "--trial format needs --regex REGEX")
            }
            return try wrapping { () throws(TrialError) in try Trial.format(pattern) }
        },
        Kind(name: "card", summary: "a payment card number: Luhn, prefix and length",
             section: OptionSection([brand.declaration]), build: card),
        Kind(name: "luhn", summary: "digits ending in their Luhn check digit (no brand rules)") { _ in .luhn },
        Kind(name: "iban", summary: "an IBAN with the right check digits (ISO 13616 mod 97)") { _ in .iban },
        Kind(name: "date", summary: "a real calendar date, written in a layout", section: OptionSection([layout.declaration])) {
            .calendarDate(layout: try $0.value(layout) ?? .iso)
        },
        Kind(name: "card-expiry", summary: "a card expiry MM/YY, not before --reference-date when given",
             section: OptionSection([referenceDate.declaration])) {
            .cardExpiry(notBefore: try $0.value(referenceDate))
        },
        Kind(name: "numericality", summary: "a decimal number",
             section: OptionSection([integer.declaration, odd.declaration, even.declaration] + comparisons.map(\.option.declaration)),
             build: numericality),
        Kind(name: "inclusion", summary: "contains one of the --value texts", section: valueSection) { .inclusion(try values($0, for: "inclusion")) },
        Kind(name: "exclusion", summary: "contains none of the --value texts", section: valueSection) { .exclusion(try values($0, for: "exclusion")) },
        Kind(name: "one-of", summary: "equals one of the --value texts", section: valueSection) { .oneOf(try values($0, for: "one-of")) },
        Kind(name: "none-of", summary: "equals none of the --value texts", section: valueSection) { .noneOf(try values($0, for: "none-of")) },
        Kind(name: "acceptance", summary: "one of the --value texts (default 1, true, yes, on)", section: valueSection) {
            let accepted = try $0.values(value)
            return .acceptance(of: accepted.isEmpty ? Trial.defaultAcceptedTexts : accepted)
        },
        Kind(name: "equal", summary: "equals the --value text", section: valueSection) {
            let values = try values($0, for: "equal")
            guard values.count == 1 else { throw ParsedArguments.UsageError(message: "--trial equal takes one --value") }
            return .equal(to: values[0])
        },
    ]

    // MARK: The trials' options

    static let scheme = Option<String>("--scheme", valueName: "SCHEME", help: "An accepted scheme (repeatable; default http, https).", repeatable: true)
    static let exactly = Option<Int>("--is", valueName: "N", help: "Exactly N.", in: 0...Int.max)
    static let minimum = Option<Int>("--minimum", valueName: "N", help: "At least N.", in: 0...Int.max)
    static let maximum = Option<Int>("--maximum", valueName: "N", help: "At most N.", in: 0...Int.max)
    static let unit = Option<LengthUnit>(
        "--unit", valueName: "UNIT", help: "characters (default), scalars, utf8 or utf16.",
        expectation: "one of characters, scalars, utf8, utf16"
    ) { name in
        switch name {
        case "characters": .characters
        case "scalars", "unicode-scalars": .unicodeScalars
        case "utf8", "bytes": .utf8
        case "utf16": .utf16
        default: nil
        }
    }
    static let optimistic = Flag("--optimistic", help: "The sample may leave out the mask's literals (and nothing else; implies --exact).")
    static let exactMask = Flag("--exact", help: "Pass only the mask's printed form; by default any form transform prints complete, without dropping or moving a typed letter or digit, passes.")
    static let regex = Option<String>("--regex", valueName: "REGEX",
                                      help: "The regular expression (Swift Regex syntax; compiled to the VM where it can be, docs/regex.md).")
    static let brand = Option<CardBrand>(
        "--brand", valueName: "BRAND",
        help: "An accepted brand (repeatable; default all): \(CardBrand.allCases.map(\.rawValue).joined(separator: ", ")).",
        repeatable: true, expectation: "one of \(CardBrand.allCases.map(\.rawValue).joined(separator: ", "))"
    ) { name in
        let wanted = name.lowercased().filter { $0.isLetter }
        let aliases: [String: CardBrand] = ["amex": .americanExpress, "diners": .dinersClub, "mc": .mastercard]
        return CardBrand.allCases.first { $0.rawValue.lowercased() == wanted } ?? aliases[wanted]
    }
    static let layout = Option<DateLayout>(
        "--layout", valueName: "LAYOUT", help: "Where year, month and day stand, such as DD.MM.YYYY or MM/DD/YY (YY is 20YY; default YYYY-MM-DD).",
        expectation: "a layout with one run each of YYYY (or YY), MM and DD"
    ) { DateLayout($0) }
    static let referenceDate = Option<CalendarMonth>(
        "--reference-date", valueName: "DATE", help: "Fail cards that expired before this month (YYYY-MM or YYYY-MM-DD).",
        expectation: "a date written YYYY-MM or YYYY-MM-DD"
    ) { referenceMonth($0) }
    static let integer = Flag("--integer", help: "Written as an integer.")
    static let odd = Flag("--odd", help: "An odd integer.")
    static let even = Flag("--even", help: "An even integer.")
    static let comparisons: [(option: Option<Double>, make: @Sendable (Double) -> NumberConstraint)] = [
        ("--greater-than", NumberConstraint.greaterThan),
        ("--greater-than-or-equal-to", NumberConstraint.greaterThanOrEqualTo),
        ("--equal-to", NumberConstraint.equalTo),
        ("--less-than", NumberConstraint.lessThan),
        ("--less-than-or-equal-to", NumberConstraint.lessThanOrEqualTo),
        ("--other-than", NumberConstraint.otherThan),
    ].map { name, make in
        (Option<Double>(name, valueName: "X", help: "\(name.dropFirst(2).replacing("-", with: " ").capitalizedFirst) X."), make)
    }
    static let value = Option<String>("--value", valueName: "TEXT", help: "A text (repeatable).", repeatable: true)
    static let valueSection = OptionSection([value.declaration])

    // MARK: Building

    /// The trial the arguments describe: every `--trial`, all of which must pass.
    /// The trials the arguments name; `announce` is told of each `format` trial whose
    /// expression is outside the VM's subset and runs on Swift Regex instead.
    static func trial(_ arguments: ParsedArguments, announce: (String) -> Void = { _ in }) throws -> Trial {
        guard !arguments.scopes.isEmpty else {
            throw ParsedArguments.UsageError(message: "give a trial with --trial NAME (\(kinds.map(\.name).joined(separator: ", ")))")
        }
        // Trials that no sample can pass together are a mistake, not a question.
        let names = Set(arguments.scopes.map(\.choice))
        if names.contains("presence") && names.contains("absence") {
            throw ParsedArguments.UsageError(message: "--trial presence and --trial absence contradict each other: no sample passes both")
        }
        let build = { (scope: ParsedArguments.Scope) throws -> Trial in
            // The parser accepted only names of `kinds`.
            guard let kind = kinds.first(where: { $0.name == scope.choice }) else {
                throw ParsedArguments.UsageError(message: "unknown trial '\(scope.choice)'")
            }
            let trial = try kind.build(scope.arguments)
            if case .swiftRegex(let reason)? = trial.formatEngine {
                announce("maskc: note: the expression is outside the VM's subset and runs on Swift Regex, which backtracks: \(reason)")
            }
            return trial
        }
        // One mask trial that reads values: the other trials judge the value's printed
        // form, as a preset's trials do (`-t mask -m 'DDDD DDDD DDDD DDDD' -t card` passes
        // 4111111111111111, and a failure names 4111 1111 1111 1111).
        let masks = arguments.scopes.filter { $0.choice == "mask" }
        if arguments.scopes.count > 1, masks.count == 1, let program = try valueProgram(masks[0].arguments) {
            let others = try arguments.scopes.filter { $0.choice != "mask" }.map(build)
            return Trial.onValue(of: program, then: [others.count == 1 ? others[0] : Trial.all(others)])
        }
        let trials = try arguments.scopes.map(build)
        return trials.count == 1 ? trials[0] : Trial.all(trials)
    }

    /// The month of a date written `YYYY-MM` or `YYYY-MM-DD` (a real day), or nil.
    static func referenceMonth(_ written: String) -> CalendarMonth? {
        let parts = written.split(separator: "-", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts[0].count == 4, parts[1].count == 2,
              // Digits only: `Int` would also take a sign (`+026-+5`).
              (parts[0] + parts[1]).allSatisfy({ $0.isASCII && $0.isNumber }),
              let year = Int(parts[0]), let month = Int(parts[1]), (1...12).contains(month) else { return nil }
        guard parts.count == 2 || Trial.calendarDate().passes(written) else { return nil }
        return CalendarMonth(year: year, month: month)
    }

    private static func length(_ arguments: ParsedArguments) throws -> Trial {
        let unit = try arguments.value(unit) ?? .characters
        switch (try arguments.value(exactly), try arguments.value(minimum), try arguments.value(maximum)) {
        case (let count?, nil, nil): return .length(.is, count, unit: unit)
        case (nil, let low?, nil): return .length(.minimum, low, unit: unit)
        case (nil, nil, let high?): return .length(.maximum, high, unit: unit)
        case (nil, let low?, let high?):
            guard low <= high else { throw ParsedArguments.UsageError(message: "--minimum \(low) is above --maximum \(high)") }
            return .length(.in, low...high, unit: unit)
        case (nil, nil, nil): throw ParsedArguments.UsageError(message: "--trial length needs --is N, --minimum N or --maximum N")
        default: throw ParsedArguments.UsageError(message: "--is cannot go with --minimum or --maximum")
        }
    }

    private static func mask(_ arguments: ParsedArguments) throws -> Trial {
        let options = try ProgramOptions(parsing: arguments)
        let optimistic = arguments[optimistic]
        if let program = try valueProgram(arguments) { return Trial.mask(program, reading: .value) }
        if case .pattern(let pattern, let symbols) = options.source {
            return try wrapping { () throws(TrialError) in try Trial.mask(pattern, symbols: symbols, optimistic: optimistic) }
        }
        let program = try options.program()
        return Trial.mask(program, optimistic: optimistic)
    }

    /// The program of a `--trial mask` that reads samples as values (neither `--exact` nor
    /// `--optimistic`, as a preset's check reads them); nil for one that judges the text as
    /// given.
    private static func valueProgram(_ arguments: ParsedArguments) throws -> MaskProgram? {
        if arguments[optimistic] && arguments[exactMask] {
            throw ParsedArguments.UsageError(message: "--optimistic and --exact contradict each other: one lets literals be left out, the other does not")
        }
        guard !arguments[optimistic], !arguments[exactMask] else { return nil }
        return try ProgramOptions(parsing: arguments).program()
    }

    private static func card(_ arguments: ParsedArguments) throws -> Trial {
        let brands = try arguments.values(brand)
        return brands.isEmpty ? .paymentCard() : .paymentCard(accepting: brands)
    }

    private static func numericality(_ arguments: ParsedArguments) throws -> Trial {
        if arguments[odd] && arguments[even] {
            throw ParsedArguments.UsageError(message: "--odd and --even contradict each other: no number is both")
        }
        try refuseEmptyRange(arguments)
        try refuseWholeNumberConflict(arguments)
        var constraints: [NumberConstraint] = []
        if arguments[integer] { constraints.append(.onlyInteger) }
        for (option, make) in comparisons {
            if let bound = try arguments.value(option) { constraints.append(make(bound)) }
        }
        if arguments[odd] { constraints.append(.odd) }
        if arguments[even] { constraints.append(.even) }
        return .numericality(constraints)
    }

    /// Refuses bounds that no number meets: `--greater-than 5 --less-than 3`,
    /// `--equal-to 2 --other-than 2`.
    private static func refuseEmptyRange(_ arguments: ParsedArguments) throws {
        // Each bound as (value, included, option).
        var lower: [(Double, Bool, String)] = []
        var upper: [(Double, Bool, String)] = []
        for (option, _) in comparisons {
            guard let bound = try arguments.value(option) else { continue }
            let name = option.declaration.key
            switch name {
            case "--greater-than": lower.append((bound, false, name))
            case "--greater-than-or-equal-to": lower.append((bound, true, name))
            case "--less-than": upper.append((bound, false, name))
            case "--less-than-or-equal-to": upper.append((bound, true, name))
            case "--equal-to": lower.append((bound, true, name)); upper.append((bound, true, name))
            default: break
            }
        }
        for (low, lowIncluded, lowName) in lower {
            for (high, highIncluded, highName) in upper where lowName != highName || lowName != "--equal-to" {
                if low > high || (low == high && !(lowIncluded && highIncluded)) {
                    throw ParsedArguments.UsageError(message: "\(lowName) \(low.shortText) and \(highName) \(high.shortText) contradict each other: no number meets both")
                }
            }
        }
        if let equal = try arguments.value(comparisons[2].option), let other = try arguments.value(comparisons[5].option), equal == other {
            throw ParsedArguments.UsageError(message: "--equal-to \(equal.shortText) and --other-than \(other.shortText) contradict each other: no number meets both")
        }
    }

    /// Refuses an `--equal-to` that `--integer`, `--odd` or `--even` rules out:
    /// `--odd --equal-to 4`, `--integer --equal-to 4.5`.
    private static func refuseWholeNumberConflict(_ arguments: ParsedArguments) throws {
        guard let equal = try arguments.value(comparisons[2].option) else { return }
        let isWhole = equal.isFinite && equal == equal.rounded(.towardZero)
        // A whole number past 2^53 has no exact parity in a Double: it is not refused.
        let isOdd = isWhole && abs(equal) < 0x1p53 && abs(equal).truncatingRemainder(dividingBy: 2) == 1
        let isEven = isWhole && abs(equal) < 0x1p53 && !isOdd
        let ruledOut = [(integer, "--integer", !isWhole), (odd, "--odd", !isWhole || isEven), (even, "--even", !isWhole || isOdd)]
        for (flag, name, conflicts) in ruledOut where arguments[flag] {
            if conflicts {
                throw ParsedArguments.UsageError(message: "\(name) and --equal-to \(equal.shortText) contradict each other: no number meets both")
            }
        }
    }

    private static func values(_ arguments: ParsedArguments, for trial: String) throws -> [String] {
        let values = try arguments.values(value)
        guard !values.isEmpty else { throw ParsedArguments.UsageError(message: "--trial \(trial) needs --value TEXT") }
        return values
    }

    /// A trial's own error (a bad mask, a bad regular expression) as the command's error.
    private static func wrapping(_ make: () throws(TrialError) -> Trial) throws -> Trial {
        do {
            return try make()
        } catch .mask(let error) {
            throw CommandError(message: error.description)
        } catch {
            throw CommandError(message: "maskc: error: \(error.description)")
        }
    }
}

extension StringProtocol {
    /// The text with its first letter in upper case: "greater than" -> "Greater than".
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

extension Double {
    /// `5` rather than `5.0` for whole numbers, as a user typed them.
    var shortText: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
