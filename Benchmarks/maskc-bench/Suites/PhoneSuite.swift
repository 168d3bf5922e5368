import MaskPresets
import MaskTrials

/// Issue 20: the phone preset against libphonenumber itself, in one run, on libphonenumber's
/// example numbers of every region (``PhoneWorkload``): `transform --preset phone` and
/// `check --preset phone` per number, and a key typed into ``PhoneNumberEditor`` (whole
/// numbers typed key by key, a new field a number), each beside libphonenumber's C++ library
/// and its Python port (``PhonePeer``; each is skipped, saying why, where it cannot run). A
/// key is compared twice: with the peers' AsYouTypeFormatter cleared before each number, and
/// with a new formatter a number (whose regular expressions it compiles again). Figures are
/// per number (per key for typing) for the median number; the goals are the median region's.
enum PhoneSuite {
    /// Issue 20's goals, in nanoseconds, for the median region.
    static let goals = (transform: 2_000.0, check: 3_000.0, key: 3_000.0)
    /// Issue 20: maskc at least this many times faster than the C++ library.
    static let minimumSpeedup = 10.0
    /// A batch of calls to one number lasts at least this long, here and in the peers.
    static let batch: UInt64 = 20_000

    static func run(_ plan: MeasurementPlan, into report: inout Report) throws {
        let workload = try PhoneWorkload.load()
        let numbers = workload.numbers
        let preset = MaskPreset.phone
        let check = preset.trial(reading: .value, region: nil)
        // What maskc makes of the numbers, before timing it: a failure here would time an error path.
        let formattedOtherwise = numbers.filter { preset.transform($0.international).text != $0.international }
        let failing = numbers.filter { !check.passes($0.international) }

        let transform = plan.measureEach(numbers, batch: batch) { blackHole(preset.transform(opaque($0.international))) }
        let checking = plan.measureEach(numbers, batch: batch) { blackHole(check.evaluate(opaque($0.international))) }
        let typing = plan.measureEach(numbers, batch: batch) { number in
            var field = PhoneNumberEditor()
            for key in number.keys { field.insert(opaque(key)) }
            blackHole(field.text)
        }
        let keyCounts = numbers.map { Double($0.keys.count) }
        let perKey = PerInputTimings(byRound: typing.byRound.map { zip($0, keyCounts).map { $0 / $1 } })

        let peers = [PhonePeer.cpp(numbers: PhoneWorkload.file, rounds: plan.rounds, batch: batch),
                     PhonePeer.python(numbers: PhoneWorkload.file, rounds: plan.rounds, batch: batch)]
        var measured: [(name: String, timings: PhonePeer.Timings)] = []
        for peer in peers {
            switch peer.outcome {
            case .success(let timings) where timings.perKey.count == numbers.count:
                measured.append((peer.name, timings))
            case .success(let timings):
                report.facts.append(.init(group: factsGroup, name: peer.name,
                                          value: "skipped: it read \(timings.perKey.count) numbers of \(numbers.count)"))
            case .failure(let reason):
                report.facts.append(.init(group: factsGroup, name: peer.name, value: reason.message))
            }
        }

        let group = "phone (issue 20; libphonenumber's \(numbers.count) example numbers of \(workload.regions.count) regions; the median number)"
        let operations: [(name: String, maskc: PerInputTimings, peer: KeyPath<PhonePeer.Timings, [Double]>, peerName: String, goal: Double)] = [
            ("transform --preset phone, a number", transform, \.parseFormat, "parse+format", goals.transform),
            ("check --preset phone, a number", checking, \.parseValidate, "parse+isValid", goals.check),
            ("PhoneNumberEditor, a key", perKey, \.perKey, "AsYouType", goals.key),
            // The same keys against a new formatter a number (a new field's); maskc's field is new at each number in both.
            ("PhoneNumberEditor, a key (peers: a new formatter a number)", perKey, \.perKeyNewFormatter, "AsYouType new", goals.key),
        ]
        for operation in operations {
            let maskcPerNumber = operation.maskc.perInput
            report.rows.append(.init(
                group: group, name: operation.name, maskc: operation.maskc.medianInput,
                peers: measured.map { peer in
                    ("\(peer.name) \(operation.peerName)", Measurement(rounds: [PerInputTimings.median(peer.timings[keyPath: operation.peer])]))
                }))
            let region = workload.medianRegion(maskcPerNumber)
            var summary = "maskc \(Report.format(region))" + (region > operation.goal ? " OVER THE GOAL" : "")
            for peer in measured {
                let peerRegion = workload.medianRegion(peer.timings[keyPath: operation.peer])
                summary += ", \(peer.name) \(Report.format(peerRegion)) (\(Report.ratio(peerRegion / region)))"
            }
            report.facts.append(.init(group: factsGroup, name: "\(operation.name): median region (goal \(Report.format(operation.goal)))", value: summary))
            if let cpp = measured.first(where: { $0.name == PhonePeer.cppName }) {
                let slow = zip(cpp.timings[keyPath: operation.peer], maskcPerNumber).filter { $0 / $1 < minimumSpeedup }.count
                report.facts.append(.init(group: factsGroup, name: "\(operation.name): numbers under \(Int(minimumSpeedup))x the C++",
                                          value: "\(slow) of \(numbers.count)"))
            }
        }
        report.facts.append(.init(group: factsGroup, name: "maskc: transform prints otherwise than libphonenumber",
                                  value: "\(formattedOtherwise.count)" + Self.examples(formattedOtherwise)))
        report.facts.append(.init(group: factsGroup, name: "maskc: check --preset phone fails",
                                  value: "\(failing.count)" + Self.examples(failing)))
        for peer in measured {
            report.facts.append(.init(group: factsGroup, name: "\(peer.name): formats otherwise than the file",
                                      value: "\(peer.timings.formattedOtherwise) (its metadata's version may differ)"))
        }
    }

    static let factsGroup = "phone (issue 20's goals: the median region's time a number or a key; peer/maskc)"

    private static func examples(_ numbers: [PhoneWorkload.Number]) -> String {
        numbers.isEmpty ? "" : " (" + numbers.prefix(3).map(\.international).joined(separator: ", ") + (numbers.count > 3 ? ", ..." : "") + ")"
    }
}
