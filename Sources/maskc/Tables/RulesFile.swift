import MaskCompiler
import MaskLexer
import MaskPresets
import MaskRegex
import MaskTables
import MaskTrials
import MaskVM

/// A rules file, `{"column": {rule}, ...}`, read and checked completely before any row:
/// every error names its JSON path (`$.phone.trials[1].maximum`).
///
/// ```json
/// { "phone": { "preset": "phone" }, "code": { "mask": "UU-DDD", "trials": [ { "trial": "length", "maximum": 6 } ] } }
/// ```
enum RulesFile {
    /// The keys a rule may have, in the order docs/bulk.md lists them.
    static let ruleKeys = ["mask", "masks", "preset", "region", "regex", "symbols", "optimistic", "exact", "trials", "allowBlank", "message"]

    /// The rules of the file at `path`, in the file's order.
    static func load(_ path: String) throws -> [ColumnRule] {
        let bytes = try FileAccess.readAll(path, limit: 1 << 24)
        do {
            return try rules(bytes)
        } catch let error as RulesError {
            throw CommandError(message: "maskc: error: \(path): \(error.path): \(error.message)")
        }
    }

    /// A rule's error at its JSON path.
    struct RulesError: Error {
        var path: String
        var message: String
    }

    static func rules(_ bytes: [UInt8]) throws -> [ColumnRule] {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: bytes)
        } catch {
            throw RulesError(path: "$", message: "not valid JSON: \(error)")
        }
        guard case .object(let columns) = document else {
            throw RulesError(path: "$", message: "expected an object from column name to rule")
        }
        guard !columns.isEmpty else { throw RulesError(path: "$", message: "no rules: name at least one column") }
        var seen: Set<String> = []
        return try columns.map { member in
            let path = "$" + pathComponent(member.key)
            guard seen.insert(member.key).inserted else { throw RulesError(path: path, message: "the column has two rules") }
            return try rule(member.key, member.value, path: path)
        }
    }

    /// `.phone`, or `["a b"]` for a name that is not an identifier.
    static func pathComponent(_ key: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0) }
        return plain ? "." + key : "[" + JSONWriter.quoted(key) + "]"
    }

    private static func rule(_ column: String, _ value: JSONValue, path: String) throws -> ColumnRule {
        guard case .object(let members) = value else { throw RulesError(path: path, message: "expected a rule object") }
        var fields: [String: (JSONValue, String)] = [:]
        for member in members {
            let memberPath = path + pathComponent(member.key)
            guard ruleKeys.contains(member.key) else {
                throw RulesError(path: memberPath, message: "unknown key '\(member.key)'; a rule's keys are \(ruleKeys.joined(separator: ", "))")
            }
            guard fields[member.key] == nil else { throw RulesError(path: memberPath, message: "given twice") }
            fields[member.key] = (member.value, memberPath)
        }
        let optimistic = try flag(fields["optimistic"])
        // An expression's whole match is judged on the cell as written: a regex has no
        // printed form to read a value into. So is an optimistic mask's, as `maskc check
        // --trial mask --optimistic` (which implies --exact) judges it: the literals it lets
        // a cell leave out are those of the cell as written; reading a value first passed
        // `2023-02-29)` for `DD.DD.DDDD`, which check fails. An optimistic preset, which
        // check has no spelling for, still reads a value for the preset's trials to judge.
        let exact = try flag(fields["exact"]) || fields["regex"] != nil || optimistic && fields["preset"] == nil
        let allowBlank = try flag(fields["allowBlank"])
        let message = try fields["message"].map { try text($0) }
        let (program, programTrial, presetTrials) = try program(fields, path: path, optimistic: optimistic)
        if optimistic, program == nil || fields["regex"] != nil {
            throw RulesError(path: fields["optimistic"]!.1, message: "optimistic applies to a mask: give mask, masks or preset")
        }
        let phone = try phoneReading(fields, exact: exact, optimistic: optimistic)
        var trials = programTrial.map { [$0] } ?? []
        // The whole check is the program's mask, then these in turn.
        var afterMask = presetTrials
        if let (list, trialsPath) = fields["trials"] {
            guard case .array(let objects) = list else { throw RulesError(path: trialsPath, message: "expected a list of trial objects") }
            for (index, object) in objects.enumerated() {
                trials.append(try RuleTrials.trial(object, path: "\(trialsPath)[\(index)]"))
            }
            afterMask += trials.dropFirst(programTrial == nil ? 0 : 1)
        }
        if let phone {
            // The preset's check as `check --preset` makes it replaces its program's.
            let check = phone.trial(then: Array(trials.dropFirst()))
            return ColumnRule(column: column, columnBytes: Array(column.utf8), program: nil,
                              trial: allowBlank ? check.allowingBlank() : check,
                              optimistic: false, exact: false, allowBlank: allowBlank, isMaskOnly: false,
                              rewrites: true, message: message, afterStrictMask: .wholeCheck, phone: phone)
        }
        guard !trials.isEmpty else {
            throw RulesError(path: path, message: "the rule checks nothing: give mask, masks, preset or trials")
        }
        // A text that fails the mask reports only that, as a preset's own trials do.
        let trial = trials.count == 1 ? trials[0] : Trial.inTurn(trials)
        return ColumnRule(column: column, columnBytes: Array(column.utf8), program: program,
                          trial: allowBlank ? trial.allowingBlank() : trial,
                          optimistic: optimistic, exact: exact, allowBlank: allowBlank,
                          isMaskOnly: fields["preset"] == nil && trials.count == 1 && program != nil,
                          rewrites: fields["regex"] == nil, message: message,
                          afterStrictMask: Self.afterStrictMask(program, afterMask))
    }

    /// The phone reading of a rule naming a phone preset, read as a value (not `exact`, nor
    /// `optimistic`, which keep the preset's masks as other presets' rules do), with its
    /// `region`; nil for other rules. `region` on any other rule is an error.
    private static func phoneReading(_ fields: [String: (JSONValue, String)], exact: Bool, optimistic: Bool) throws -> PhoneCellReading? {
        let preset = try fields["preset"].flatMap { MaskPreset.named(try text($0)) }
        let reads = preset?.readsPhoneNumbers == true && !exact && !optimistic
        var region: PhoneRegionCode?
        if let field = fields["region"] {
            guard reads else {
                throw RulesError(path: field.1, message: "region goes with a phone preset (phone, phone-national or phone-e164) read as a value, not exact or optimistic")
            }
            let code = try text(field)
            guard let known = PhoneRegionCode(code) else {
                throw RulesError(path: field.1, message: "expected an ISO 3166 region code that libphonenumber's metadata knows (GB, US, RU, ...), not '\(code)'")
            }
            region = known
        }
        guard reads, let preset else { return nil }
        return PhoneCellReading(preset: preset, region: region)
    }

    /// What a text complete for the program's strict mask must still pass: the trials after
    /// the mask. A mask set's complete text must also be the form the set prints, which
    /// only its whole check says.
    private static func afterStrictMask(_ program: MaskProgram?, _ trials: [Trial]) -> ColumnRule.AfterStrictMask {
        guard let program, !program.isMaskSet else { return .wholeCheck }
        switch trials.count {
        case 0: return .nothing
        case 1: return .trial(trials[0])
        default: return .trial(Trial.inTurn(trials))
        }
    }

    /// The program that `mask`, `masks`, `preset` or `regex` (one of them) names, with its check.
    private static func program(
        _ fields: [String: (JSONValue, String)], path: String, optimistic: Bool
    ) throws -> (MaskProgram?, Trial?, [Trial]) {
        let given = ["mask", "masks", "preset", "regex"].filter { fields[$0] != nil }
        guard given.count <= 1 else {
            throw RulesError(path: path, message: "give one of mask, masks, preset and regex, not \(given.joined(separator: " and "))")
        }
        let symbols = try fields["symbols"].map { SymbolSet(Array(try text($0))) }
        if let (_, symbolsPath) = fields["symbols"], fields["mask"] == nil, fields["masks"] == nil {
            throw RulesError(path: symbolsPath, message: "symbols apply to mask or masks")
        }
        if let field = fields["regex"] {
            let (program, trial) = try regexProgram(field)
            return (program, trial, [])
        }
        if let field = fields["preset"] {
            let name = try text(field)
            guard let preset = MaskPreset.named(name) else {
                throw RulesError(path: field.1, message: "unknown preset '\(name)'; the presets are \(MaskPreset.all.map(\.name).joined(separator: ", "))")
            }
            guard optimistic else { return (preset.program, preset.trial, preset.trials) }
            let mask = Trial.mask(preset.program, optimistic: true)
            // The preset's own check starts with its strict mask: keep its other trials.
            return (preset.program, Trial.inTurn([mask] + preset.trials), preset.trials)
        }
        var definitions: [(MaskDefinition, String)] = []
        if let field = fields["mask"] {
            definitions = [(MaskDefinition(try text(field), symbols: symbols ?? .default), field.1)]
        } else if let (list, masksPath) = fields["masks"] {
            guard case .array(let patterns) = list, !patterns.isEmpty else {
                throw RulesError(path: masksPath, message: "expected a list of masks")
            }
            definitions = try patterns.enumerated().map { index, pattern in
                let patternPath = "\(masksPath)[\(index)]"
                return (MaskDefinition(try text((pattern, patternPath)), symbols: symbols ?? .default), patternPath)
            }
        }
        guard !definitions.isEmpty else { return (nil, nil, []) }
        let program: MaskProgram
        do {
            program = definitions.count == 1
                ? try MaskCompiler.compile(definitions[0].0.pattern, symbols: definitions[0].0.symbols)
                : try MaskCompiler.compile(definitions.map(\.0))
        } catch {
            let index = error.maskIndex ?? 0
            let (definition, patternPath) = definitions[min(index, definitions.count - 1)]
            _ = definition
            throw RulesError(path: patternPath, message: "bad mask:\n" + error.description)
        }
        return (program, Trial.mask(program, optimistic: optimistic), [])
    }

    /// `"regex"`: the expression compiled by the regex front end (docs/regex.md), checked as
    /// a whole match; a malformed or refused expression is an error at the key's path.
    private static func regexProgram(_ field: (JSONValue, String)) throws -> (MaskProgram, Trial) {
        let pattern = try text(field)
        do {
            let program = try RegexCompiler.compile(pattern)
            return (program, Trial.mask(program))
        } catch {
            throw RulesError(path: field.1, message: "bad regex:\n" + error.description)
        }
    }

    private static func flag(_ field: (JSONValue, String)?) throws -> Bool {
        guard let (value, path) = field else { return false }
        guard case .bool(let flag) = value else { throw RulesError(path: path, message: "expected true or false") }
        return flag
    }

    static func text(_ field: (JSONValue, String)) throws -> String {
        guard case .string(let text) = field.0 else { throw RulesError(path: field.1, message: "expected a string") }
        return text
    }
}
