import MaskAnalysis
import MaskCompiler
import MaskLexer
import MaskVM

/// Sets of masks (issue 13): match over a 12-mask phone set against one mask and against a
/// regex alternation of the same twelve, line counting, transform over the card and phone
/// sets against their masks alone, one keystroke in a set editor, and compiling the set.
enum SetSuite {
    static func run(_ plan: MeasurementPlan, into report: inout Report) throws {
        let set = try MaskCompiler.compile(SetWorkloads.twelvePhones)
        let single = try MaskCompiler.compile(SetWorkloads.twelvePhones[0])
        report.facts.append(.init(group: "sets", name: "12-mask phone set, union DFA",
                                  value: "\(set.matcher.stateCount) states, \(set.matcher.classCount) classes"))
        report.facts.append(.init(group: "sets", name: "12-mask phone set, optimistic union",
                                  value: set.optimisticMatcher.summary))
        report.facts.append(.init(group: "sets", name: "12-mask phone set, bytecode", value: "\(set.bytecode.count) bytes"))
        let regex = try Regex("(?:" + SetWorkloads.twelvePhones.map { RegexTranslation.expression(try MaskParser.parse($0)) }
            .joined(separator: "|") + ")")

        // One sample of each mask, matched one after another.
        let samples = SetWorkloads.samples
        for sample in samples {
            guard set.match(sample) == .complete, (try? regex.wholeMatch(in: sample)) != nil else {
                throw BenchmarkError(message: "set match or the regex disagrees on \(sample)")
            }
        }
        let bytes = samples.reduce(0) { $0 + $1.utf8.count }
        let inputs = opaque(samples)
        let firstOnly = opaque(Array(repeating: samples[0], count: 12))
        let firstBytes = samples[0].utf8.count * 12
        // Side by side, batch by batch, so that the per-byte ratio holds on a busy machine.
        let matchTimings = plan.measure([
            { for sample in inputs { blackHole(set.match(sample)) } },
            { for sample in firstOnly { blackHole(single.match(sample)) } },
            { for sample in inputs { blackHole((try? regex.wholeMatch(in: sample)) != nil) } },
            { for sample in inputs { blackHole(set.matches(sample)) } },
        ])
        let group = "sets: match"
        report.rows.append(.init(group: group, name: "12-mask phone set, 12 samples", maskc: matchTimings[0],
                                 peers: [("Swift Regex alternation", matchTimings[2])], bytes: bytes))
        report.rows.append(.init(group: group, name: "one mask (+7), 12 samples of it", maskc: matchTimings[1],
                                 peers: [], bytes: firstBytes))
        report.rows.append(.init(group: group, name: "12-mask phone set, matches (labels), 12 samples",
                                 maskc: matchTimings[3], peers: [], bytes: bytes))
        let matchRatio = (matchTimings[0].median / Double(bytes)) / (matchTimings[1].median / Double(firstBytes))
        report.facts.append(.init(group: "sets", name: "set match / one-mask match, per byte",
                                  value: String(format2: matchRatio) + "x (goal: at most 1.5x)"))

        // Line counting: the same lines against the set and against one mask.
        let lines = SetWorkloads.phoneLines()
        let setCounter = LineCounter(set)
        let singleCounter = LineCounter(single)
        lines.withUnsafeBufferPointer { buffer in
            let counters = [("12-mask phone set", setCounter), ("one mask (+7)", singleCounter)]
            let timings = plan.measure(counters.map { _, counter in
                {
                    var progress = LineCounter.Progress()
                    counter.scan(opaque(buffer), &progress)
                    blackHole(progress.complete)
                }
            })
            for ((name, _), timing) in zip(counters, timings) {
                report.rows.append(.init(group: "sets: counting 100k phone lines (\(buffer.count / 1000) kB)", name: name,
                                         maskc: timing, peers: [], bytes: buffer.count))
            }
            report.facts.append(.init(group: "sets", name: "counting lines, set / one mask",
                                      value: String(format2: timings[0].median / timings[1].median) + "x (goal: at most 1.5x)"))
        }

        // Transform: a set against its first mask alone and against its winner alone.
        let cards = try MaskCompiler.compile(SetWorkloads.cards)
        let phones = try MaskCompiler.compile(SetWorkloads.phones)
        let twelvePhones = try MaskCompiler.compile(SetWorkloads.twelvePhones)
        for (name, program, inputs) in [
            ("cards", cards, ["378282246310005", "4111111111111111", "3782 8224 6310 005"]),
            ("phones", phones, ["79123456789", "15551234567", "442071234567", "+44 20 7123 4567"]),
            ("phones", twelvePhones, ["+44 20 7123 4567", "+61 4 1234 5678", "+55 (11) 91234-5678", "79123456789", "442071234567"]),
        ] {
            // The worst ratio of the set's transform to its chosen mask's alone, over the inputs.
            var worst = 0.0
            for input in inputs {
                let result = program.transform(input)
                let alone = program.masks[result.mask].program
                let sample = opaque(input)
                let setTiming = plan.measure { blackHole(program.transform(sample)) }
                let aloneTiming = plan.measure { blackHole(alone.transform(sample)) }
                worst = max(worst, setTiming.median / aloneTiming.median)
                report.rows.append(.init(group: "sets: transform (\(name), \(program.masks.count) masks)",
                                         name: "\(input) -> mask \(result.mask + 1)",
                                         maskc: setTiming, peers: [("that mask alone", aloneTiming)], bytes: input.utf8.count))
            }
            let goal = program.masks.count <= 3 ? " (goal for a 3-mask set: at most 2x)" : ""
            report.facts.append(.init(group: "sets", name: "transform, \(name) set of \(program.masks.count) / its chosen mask alone, worst",
                                      value: String(format2: worst) + "x" + goal))
        }

        // One keystroke: the fifth digit typed into a phone set editor, and the fifteenth
        // (the one that switches masks) into the card set's.
        let phoneField = MaskedTextEditor(program: phones, text: "+44 207")
        let phoneAlone = MaskedTextEditor(program: phones.masks[2].program, text: "+44 207")
        report.rows.append(.init(group: "sets: editor", name: "one keystroke, phone set (+44 207 + 1)",
                                 maskc: plan.measure {
                                     var field = phoneField
                                     blackHole(field.insert(opaque("1")))
                                 }, peers: [("that mask alone", plan.measure {
                                     var field = phoneAlone
                                     blackHole(field.insert(opaque("1")))
                                 })]))
        let cardField = MaskedTextEditor(program: cards, text: "37828224631000")
        report.rows.append(.init(group: "sets: editor", name: "one keystroke, card set, switching masks",
                                 maskc: plan.measure {
                                     var field = cardField
                                     blackHole(field.insert(opaque("5")))
                                 }, peers: []))

        // Compiling the set.
        let patterns = opaque(SetWorkloads.twelvePhones)
        report.rows.append(.init(group: "sets: compile", name: "12-mask phone set",
                                 maskc: plan.measure { blackHole(try? MaskCompiler.compile(patterns)) },
                                 peers: [("12 masks one by one, no union", plan.measure {
                                     for pattern in patterns { blackHole(try? MaskCompiler.compile(pattern)) }
                                 })]))
        let cardPatterns = opaque(SetWorkloads.cards)
        report.rows.append(.init(group: "sets: compile", name: "card set (2 masks)",
                                 maskc: plan.measure { blackHole(try? MaskCompiler.compile(cardPatterns)) }, peers: []))
    }
}
