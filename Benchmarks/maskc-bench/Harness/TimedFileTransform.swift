#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import MaskVM

/// `maskc-bench --time-file-transform FILE ROUNDS CALLS SAMPLE...`: the Swift VM's figure
/// for the JavaScript runtime's bench (Runtimes/js/bench.mjs) to set its own beside. The
/// program is loaded from a bytecode file with `MaskProgram(bytecode:)`, as the JS runtime
/// loads it, and each SAMPLE is transformed CALLS times a round after a warm-up round;
/// prints one line a sample: the median nanoseconds a call over ROUNDS rounds, then the
/// sample. Timed here, not from outside, so that neither start-up nor printing is counted.
enum TimedFileTransform {
    static func run(arguments: [String]) {
        guard arguments.count >= 4, let rounds = Int(arguments[1]), let calls = Int(arguments[2]),
              rounds > 0, calls > 0 else {
            print("--time-file-transform needs FILE ROUNDS CALLS SAMPLE...")
            exit(2)
        }
        let program: MaskProgram
        do {
            program = try MaskProgram(bytecode: Array(try Data(contentsOf: URL(fileURLWithPath: arguments[0]))))
        } catch {
            print("--time-file-transform: \(arguments[0]): \(error)")
            exit(2)
        }
        for sample in arguments.dropFirst(3) {
            _ = timedRound(program, sample, calls)
            var times = (0..<rounds).map { _ in timedRound(program, sample, calls) }
            times.sort()
            print("\(times[times.count / 2]) \(sample)")
        }
    }

    /// Nanoseconds a call of `calls` transforms of `sample`.
    @inline(never)
    private static func timedRound(_ program: MaskProgram, _ sample: String, _ calls: Int) -> Double {
        let start = nanoseconds()
        for _ in 0..<calls { blackHole(program.transform(opaque(sample))) }
        return Double(nanoseconds() - start) / Double(calls)
    }
}
