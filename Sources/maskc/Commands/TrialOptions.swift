import MaskLexer
import MaskTrials

/// The options of `maskc check` that say which trial to run: `--trial NAME` (repeatable:
/// all must pass) and the arguments each trial takes.
enum TrialOptions {
    /// One trial `--trial` can name: the options it reads, and how it is built from them.
    struct Kind: Sendable {
        var name: String
        var usage: String
        var options: [String]
        var build: @Sendable (ParsedArguments) throws -> Trial
    }

    static let kinds: [Kind] = [
        Kind(name: "email", usage: "a WHATWG valid e-mail address", options: []) { _ in .email },
        Kind(name: "url", usage: "an absolute URL [--scheme S ...] (default http, https)", options: ["--scheme"]) {
            let schemes = $0.allValues("--scheme")
            return .url(schemes: schemes.isEmpty ? ["http", "https"] : schemes)
        },
        Kind(name: "presence", usage: "not blank", options: []) { _ in .presence },
        Kind(name: "absence", usage: "blank", options: []) { _ in .absence },
        Kind(name: "length", usage: "--is N | [--minimum N] [--maximum N], [--unit U]",
             options: ["--is", "--minimum", "--maximum", "--unit"], build: length),
        Kind(name: "mask", usage: "-m PATTERN [--symbols CHARS] | -p FILE, [--optimistic]",
             options: ["-m", "-p", "--symbols", "--optimistic"], build: mask),
        Kind(name: "format", usage: "--regex REGEX, matched against the whole sample", options: ["--regex"]) { arguments in
            guard let pattern = arguments.value("--regex") else {
                throw ParsedArguments.UsageError(message: "--trial format needs --regex REGEX")
            }
            return try wrapping { () throws(TrialError) in try Trial.format(pattern) }
        },
        Kind(name: "card", usage: "Luhn, prefix and length [--brand B ...] (default all)", options: ["--brand"], build: card),
        Kind(name: "luhn", usage: "digits ending in their Luhn check digit (no brand rules)", options: []) { _ in .luhn },
        Kind(name: "iban", usage: "an IBAN with the right check digits (ISO 13616 mod 97)", options: []) { _ in .iban },
        Kind(name: "date", usage: "a real calendar date [--layout L] (default YYYY-MM-DD)", options: ["--layout"]) { arguments in
            let written = arguments.value("--layout") ?? "YYYY-MM-DD"
            guard let layout = DateLayout(written) else {
                throw ParsedArguments.UsageError(message: "--layout '\(written)' needs one run each of YYYY, MM and DD")
            }
            return .calendarDate(layout: layout)
        },
        Kind(name: "card-expiry", usage: "MM/YY [--reference-date YYYY-MM[-DD]]: not before that month",
             options: ["--reference-date"]) { arguments in
            .cardExpiry(notBefore: try referenceMonth(arguments))
        },
        Kind(name: "numericality", usage: "a decimal number [--integer] [--odd|--even] [--greater-than X] ...",
             options: ["--integer", "--odd", "--even"] + comparisonOptions.map(\.option), build: numericality),
        Kind(name: "inclusion", usage: "contains one of --value V ...", options: ["--value"]) { .inclusion(try values($0, for: "inclusion")) },
        Kind(name: "exclusion", usage: "contains none of --value V ...", options: ["--value"]) { .exclusion(try values($0, for: "exclusion")) },
        Kind(name: "one-of", usage: "equals one of --value V ...", options: ["--value"]) { .oneOf(try values($0, for: "one-of")) },
        Kind(name: "none-of", usage: "equals none of --value V ...", options: ["--value"]) { .noneOf(try values($0, for: "none-of")) },
        Kind(name: "acceptance", usage: "one of --value V ... (default 1, true, yes, on)", options: ["--value"]) {
            let accepted = $0.allValues("--value")
            return .acceptance(of: accepted.isEmpty ? Trial.defaultAcceptedTexts : accepted)
        },
        Kind(name: "equal", usage: "equals --value V", options: ["--value"]) {
            let values = try values($0, for: "equal")
            guard values.count == 1 else { throw ParsedArguments.UsageError(message: "--trial equal takes one --value") }
            return .equal(to: values[0])
        },
    ]

    static let comparisonOptions: [(option: String, make: @Sendable (Double) -> NumberConstraint)] = [
        ("--greater-than", NumberConstraint.greaterThan),
        ("--greater-than-or-equal-to", NumberConstraint.greaterThanOrEqualTo),
        ("--equal-to", NumberConstraint.equalTo),
        ("--less-than", NumberConstraint.lessThan),
        ("--less-than-or-equal-to", NumberConstraint.lessThanOrEqualTo),
        ("--other-than", NumberConstraint.otherThan),
    ]

    static let options: [CommandSpec.Option] = [
        .value("-t", "--trial", name: "TRIAL", help: "The trial to run (repeatable: every one must pass).", repeatable: true),
        .flag("--allow-blank", help: "Let a blank sample (empty or only spaces) pass."),
        .value("--is", name: "N", help: "length: exactly N."),
        .value("--minimum", name: "N", help: "length: at least N."),
        .value("--maximum", name: "N", help: "length: at most N."),
        .value("--unit", name: "UNIT", help: "length: characters (default), scalars, utf8 or utf16."),
    ] + ProgramOptions.options + [
        .flag("--optimistic", help: "mask: the sample may leave out the mask's literals."),
        .value("--regex", name: "REGEX", help: "format: the regular expression (Swift Regex syntax)."),
        .value("--brand", name: "BRAND", help: "card: an accepted brand (repeatable): \(CardBrand.allCases.map(\.rawValue).joined(separator: ", ")).", repeatable: true),
        .value("--value", name: "TEXT", help: "inclusion, exclusion, one-of, none-of, acceptance, equal: a text (repeatable).", repeatable: true),
        .value("--scheme", name: "SCHEME", help: "url: an accepted scheme (repeatable).", repeatable: true),
        .value("--layout", name: "LAYOUT", help: "date: where year, month and day stand, such as DD.MM.YYYY (default YYYY-MM-DD)."),
        .value("--reference-date", name: "DATE", help: "card-expiry: fail cards that expired before this month (YYYY-MM or YYYY-MM-DD)."),
        .flag("--integer", help: "numericality: written as an integer."),
        .flag("--odd", help: "numericality: an odd integer."),
        .flag("--even", help: "numericality: an even integer."),
    ] + comparisonOptions.map { .value($0.option, name: "X", help: "numericality: \($0.option.dropFirst(2).replacing("-", with: " ")) X.") }

    /// The trial the arguments describe: every `--trial`, all of which must pass.
    static func trial(_ arguments: ParsedArguments) throws -> Trial {
        let names = arguments.allValues("-t")
        guard !names.isEmpty else {
            throw ParsedArguments.UsageError(message: "give a trial with --trial NAME (\(kinds.map(\.name).joined(separator: ", ")))")
        }
        let chosen = try names.map { name in
            guard let kind = kinds.first(where: { $0.name == name }) else {
                throw ParsedArguments.UsageError(message: "unknown trial '\(name)'; the trials are \(kinds.map(\.name).joined(separator: ", "))")
            }
            return kind
        }
        // An option no chosen trial reads is a mistake (`--minimum` with `--trial email`).
        let read = Set(chosen.flatMap(\.options))
        for kind in kinds {
            for option in kind.options where !read.contains(option) && (arguments.value(option) != nil || arguments.flag(option)) {
                throw ParsedArguments.UsageError(message: "\(option) applies to --trial \(kinds.filter { $0.options.contains(option) }.map(\.name).joined(separator: ", "))")
            }
        }
        let trials = try chosen.map { try $0.build(arguments) }
        let trial = trials.count == 1 ? trials[0] : Trial.all(trials)
        return arguments.flag("--allow-blank") ? trial.allowingBlank() : trial
    }

    /// The month of `--reference-date YYYY-MM[-DD]`, or nil when it is not given.
    static func referenceMonth(_ arguments: ParsedArguments) throws -> CalendarMonth? {
        guard let written = arguments.value("--reference-date") else { return nil }
        let parts = written.split(separator: "-", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts[0].count == 4, parts[1].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let reference = CalendarMonth(year: year, month: month),
              parts.count == 2 || DateLayout.iso.layout.count == written.count && Trial.calendarDate().passes(written) else {
            throw ParsedArguments.UsageError(message: "--reference-date '\(written)' is not a date written YYYY-MM or YYYY-MM-DD")
        }
        return reference
    }

    private static func length(_ arguments: ParsedArguments) throws -> Trial {
        let unit = try lengthUnit(arguments.value("--unit"))
        let exactly = try optionalInteger(arguments, "--is")
        let minimum = try optionalInteger(arguments, "--minimum")
        let maximum = try optionalInteger(arguments, "--maximum")
        switch (exactly, minimum, maximum) {
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
        let optimistic = arguments.flag("--optimistic")
        if let pattern = arguments.value("-m"), arguments.value("-p") == nil {
            let symbols = ProgramOptions.symbols(arguments)
            return try wrapping { () throws(TrialError) in try Trial.mask(pattern, symbols: symbols, optimistic: optimistic) }
        }
        let program = try ProgramOptions.program(arguments)
        return try wrapping { () throws(TrialError) in try Trial.mask(program, optimistic: optimistic) }
    }

    private static func card(_ arguments: ParsedArguments) throws -> Trial {
        let names = arguments.allValues("--brand")
        guard !names.isEmpty else { return .paymentCard() }
        let brands = try names.map { name in
            let wanted = name.lowercased().filter { $0.isLetter }
            let aliases: [String: CardBrand] = ["amex": .americanExpress, "diners": .dinersClub, "mc": .mastercard]
            guard let brand = CardBrand.allCases.first(where: { $0.rawValue.lowercased() == wanted }) ?? aliases[wanted] else {
                throw ParsedArguments.UsageError(message: "unknown card brand '\(name)'; the brands are \(CardBrand.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return brand
        }
        return .paymentCard(accepting: brands)
    }

    private static func numericality(_ arguments: ParsedArguments) throws -> Trial {
        var constraints: [NumberConstraint] = []
        if arguments.flag("--integer") { constraints.append(.onlyInteger) }
        for (option, make) in comparisonOptions {
            guard let text = arguments.value(option) else { continue }
            guard let bound = Double(text), bound.isFinite else {
                throw ParsedArguments.UsageError(message: "\(option) needs a number, not '\(text)'")
            }
            constraints.append(make(bound))
        }
        if arguments.flag("--odd") { constraints.append(.odd) }
        if arguments.flag("--even") { constraints.append(.even) }
        return .numericality(constraints)
    }

    private static func values(_ arguments: ParsedArguments, for trial: String) throws -> [String] {
        let values = arguments.allValues("--value")
        guard !values.isEmpty else { throw ParsedArguments.UsageError(message: "--trial \(trial) needs --value TEXT") }
        return values
    }

    private static func lengthUnit(_ name: String?) throws -> LengthUnit {
        switch name {
        case nil, "characters": return .characters
        case "scalars", "unicode-scalars": return .unicodeScalars
        case "utf8", "bytes": return .utf8
        case "utf16": return .utf16
        case let other?: throw ParsedArguments.UsageError(message: "unknown unit '\(other)'; the units are characters, scalars, utf8, utf16")
        }
    }

    private static func optionalInteger(_ arguments: ParsedArguments, _ key: String) throws -> Int? {
        guard let text = arguments.value(key) else { return nil }
        guard let number = Int(text), number >= 0 else {
            throw ParsedArguments.UsageError(message: "\(key) needs a whole number of at least 0, not '\(text)'")
        }
        return number
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
