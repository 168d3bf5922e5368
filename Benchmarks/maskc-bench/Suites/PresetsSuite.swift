import MaskCompiler
import MaskPresets
import MaskTrials
import MaskVM

/// The presets: each one's union DFA and bytecode size, and what checking a value costs,
/// the mask and the trials together (`maskc check --preset card` does this per line).
enum PresetsSuite {
    /// Issue 21's goal: loading a preset's file takes at most half of compiling its masks.
    static let maximumLoadToCompile = 0.5

    /// Compiles a preset's masks and makes its trials from the catalogue's data: what a load
    /// of its file (`MaskCheck(bytecode:)`) gives.
    @inline(never)
    static func compileWithTrials(_ preset: MaskPreset, _ masks: [MaskDefinition]) {
        blackHole(try? MaskCompiler.compile(masks))
        blackHole(preset.makeTrialsFromSource())
    }

    static func run(_ plan: MeasurementPlan, into report: inout Report) throws {
        for preset in MaskPreset.all {
            let program = preset.program
            report.facts.append(.init(
                group: "presets", name: "\(preset.name) (\(preset.masks.count) mask\(preset.masks.count == 1 ? "" : "s"))",
                value: "DFA \(program.matcher.stateCount) states, bytecode \(program.bytecode.count) B"))
        }
        // Issue 21: shipping bytecode must buy start-up time. Like is compared with like: a
        // load of the whole check (the program and its trials, every check of the loader)
        // against a compile of the same masks and the preset's trials made from the
        // catalogue's data (the phone presets' 240 country codes' lengths, the IBAN
        // registry's layouts), and the program alone (`MaskProgram(bytecode:)`, the call the
        // issue names) against compiling the masks alone. The peer column's ratio is compile
        // / load, and the goal is at least 2: load at most half of compile, for every preset.
        // Each preset's load ÷ compile is listed too, and one over the goal is flagged (the
        // callgrind loops `--profile-preset-load` and `--profile-preset-compile` give the
        // stable figures).
        let goal = "goal at most \(String(format2: maximumLoadToCompile))"
        let groups = ["presets (check: MaskCheck(bytecode:) ÷ compile of masks and trials, \(goal))",
                      "presets (program alone: MaskProgram(bytecode:) ÷ compile of masks, \(goal))"]
        var over: [[String]] = [[], []]
        // Each group's facts are listed together: the report starts a heading where the group changes.
        var ratios: [[Report.Fact]] = [[], []]
        for preset in MaskPreset.all {
            let masks = preset.maskDefinitions
            let bytecode = preset.bytecode
            let compile = plan.measure { blackHole(try? MaskCompiler.compile(opaque(masks))) }
            let compileCheck = plan.measure { compileWithTrials(preset, opaque(masks)) }
            let load = plan.measure { blackHole(try? MaskCheck(bytecode: opaque(bytecode))) }
            let programLoad = plan.measure { blackHole(try? MaskProgram(bytecode: opaque(bytecode))) }
            report.rows.append(.init(group: "presets (load against compile)", name: "load \(preset.name) (\(bytecode.count) B)",
                                     maskc: load, peers: [("compile+trials", compileCheck)]))
            report.rows.append(.init(group: "presets (load against compile)", name: "program load \(preset.name)",
                                     maskc: programLoad, peers: [("compile", compile)]))
            for (index, ratio) in [load.median / compileCheck.median, programLoad.median / compile.median].enumerated() {
                if ratio > maximumLoadToCompile { over[index].append(preset.name) }
                ratios[index].append(.init(group: groups[index], name: preset.name,
                                           value: String(format2: ratio) + (ratio > maximumLoadToCompile ? "  OVER THE GOAL" : "")))
            }
        }
        for (index, group) in groups.enumerated() {
            report.facts += ratios[index]
            report.facts.append(.init(group: group, name: "presets over the goal",
                                      value: over[index].isEmpty ? "none" : over[index].joined(separator: ", ")))
        }
        // `.value` is what `maskc check --preset` runs per line: the value read (a
        // transform), then the trials on its printed form; `.exact` is `--exact`.
        let cases: [(String, MaskPreset, String, Trial.Reading)] = [
            ("check --preset card (Visa, 16 digits)", .card, "4111 1111 1111 1111", .exact),
            ("check --preset card (Amex, 4-6-5)", .card, "3782 822463 10005", .exact),
            ("check --preset iban (GB)", .iban, "GB82 WEST 1234 5698 7654 32", .exact),
            ("check --preset date-iso", .dateISO, "2024-02-29", .exact),
            ("check --preset phone (+7)", .phone, "+7 (912) 345-67-89", .exact),
            ("check --preset ipv4", .ipv4, "192.0.2.1", .exact),
            ("check --preset card, value (Visa typed as digits)", .card, "4111111111111111", .value),
            ("check --preset iban, value (electronic form)", .iban, "GB82WEST12345698765432", .value),
        ]
        for (name, preset, text, reading) in cases {
            let trial = Trial.preset(preset, reading: reading)
            guard trial.passes(text) else { throw BenchmarkError(message: "preset \(preset.name) fails its benchmark text \(text)") }
            let input = opaque(text)
            report.rows.append(.init(group: "presets (passes, per value)", name: name,
                                     maskc: plan.measure { blackHole(trial.passes(input)) }, peers: [], bytes: text.utf8.count))
        }
        let typed = opaque("378282246310005")
        let card = MaskPreset.card.program
        report.rows.append(.init(group: "presets (passes, per value)", name: "transform --preset card (Amex, typed digits)",
                                 maskc: plan.measure { blackHole(card.transform(typed)) }, peers: []))
    }
}
