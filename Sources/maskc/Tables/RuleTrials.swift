import MaskTables
import MaskTrials

/// A rule's `trials`: each object names a trial and its options exactly as
/// `maskc check --trial` does, `{"trial": "length", "maximum": 6}` for
/// `--trial length --maximum 6`, and is built by the same code, so the two cannot drift.
enum RuleTrials {
    /// The spec the trial options are parsed against: `check`'s trials and nothing else.
    private static let spec = CommandSpec(name: "check", summary: "", sections: [], scope: TrialOptions.scope)

    static func trial(_ object: JSONValue, path: String) throws -> Trial {
        guard case .object(let members) = object else {
            throw RulesFile.RulesError(path: path, message: "expected a trial object such as {\"trial\": \"email\"}")
        }
        guard let name = members.first(where: { $0.key == "trial" }) else {
            throw RulesFile.RulesError(path: path, message: "a trial object names its trial: \"trial\": \"\(TrialOptions.kinds.map(\.name).joined(separator: "|"))\"")
        }
        var arguments = ["--trial", try RulesFile.text((name.value, path + ".trial"))]
        for member in members where member.key != "trial" {
            let memberPath = path + RulesFile.pathComponent(member.key)
            let option = "--" + member.key
            switch member.value {
            case .bool(true): arguments.append(option)
            case .bool(false): continue
            case .string(let text): arguments += [option, text]
            case .number(let text): arguments += [option, text]
            case .array(let values):
                for (index, value) in values.enumerated() {
                    switch value {
                    case .string(let text), .number(let text): arguments += [option, text]
                    default: throw RulesFile.RulesError(path: "\(memberPath)[\(index)]", message: "expected a string or a number")
                    }
                }
            case .null, .object: throw RulesFile.RulesError(path: memberPath, message: "expected a string, a number, true or a list")
            }
        }
        do {
            return try TrialOptions.trial(try ParsedArguments(arguments, spec: spec))
        } catch let error as ParsedArguments.UsageError {
            throw RulesFile.RulesError(path: path, message: error.message.replacingOptionSpelling())
        } catch let error as CommandError {
            throw RulesFile.RulesError(path: path, message: error.message)
        }
    }
}

private extension String {
    /// A message about `--maximum` as the rules file spells it: `maximum`.
    func replacingOptionSpelling() -> String {
        replacing("option '--", with: "key '").replacing("for 'maskc check'", with: "for this trial")
    }
}
