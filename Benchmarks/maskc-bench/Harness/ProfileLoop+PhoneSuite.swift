import MaskPresets
import MaskTrials

extension ProfileLoop {
    /// `maskc-bench --profile-phone-suite [N] transform|check|typing`: the phone suite's
    /// three operations over all its numbers (``PhoneWorkload``), N passes (10 unless given),
    /// after one pass that compiles every country's sets. Under
    /// `valgrind --tool=callgrind --toggle-collect='*phoneSuiteMeasured*'` the count ÷ (N ×
    /// the numbers printed) is the mean instructions a number (÷ the keys, a key for typing):
    /// the suite's figures as a count, stable where its times are not.
    static func phoneSuite(arguments: [String]) {
        let (count, rest) = leadingCount(arguments, default: 10)
        let operation = rest.first ?? "transform"
        guard ["transform", "check", "typing"].contains(operation) else {
            print("--profile-phone-suite needs transform, check or typing")
            return
        }
        let workload: PhoneWorkload
        do { workload = try PhoneWorkload.load() } catch {
            print("\(error)")
            return
        }
        let numbers = workload.numbers.map(\.international)
        let keys = workload.numbers.map(\.keys)
        let check = MaskPreset.phone.trial(reading: .value, region: nil)
        phoneSuitePass(operation, numbers, keys, check)
        print("\(operation): \(numbers.count) numbers, \(keys.reduce(0) { $0 + $1.count }) keys a pass, \(count) passes")
        phoneSuiteMeasuredPasses(operation, numbers, keys, check, count)
    }

    /// The passes counted (the warm-up pass is not: it is called from outside this function).
    @inline(never)
    static func phoneSuiteMeasuredPasses(_ operation: String, _ numbers: [String], _ keys: [[String]], _ check: Trial, _ count: Int) {
        for _ in 0..<count { phoneSuitePass(operation, numbers, keys, check) }
    }

    private static func phoneSuitePass(_ operation: String, _ numbers: [String], _ keys: [[String]], _ check: Trial) {
        switch operation {
        case "transform": for number in numbers { blackHole(MaskPreset.phone.transform(opaque(number))) }
        case "check": for number in numbers { blackHole(check.evaluate(opaque(number))) }
        default: for number in keys { typeNumber(number) }
        }
    }
}
