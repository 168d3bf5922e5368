import Foundation

/// libphonenumber as the phone suite's peer: its C++ library (Benchmarks/phone-peer/phone_peer.cc,
/// built by build.sh where libphonenumber-dev is installed) and its Python port (python_peer.py,
/// with the `phonenumbers` package), each a program run on the suite's numbers file that
/// times the numbers as ``PerInputTimings`` does and prints one line a number.
struct PhonePeer {
    /// What the peer measured, per number, in the file's order.
    struct Timings {
        /// Parse, then format INTERNATIONAL (`transform --preset phone`'s counterpart).
        var parseFormat: [Double]
        /// Parse, then whether the number is valid (`check --preset phone`'s).
        var parseValidate: [Double]
        /// `+` and the digits typed into an AsYouTypeFormatter, cleared before each number
        /// (its cache of compiled regular expressions kept warm across numbers), per key.
        var perKey: [Double]
        /// The same typed into a new formatter a number, as a new phone field gets one (the
        /// formatter's own cache filled again), per key: what issue 20's C++ figure measured.
        var perKeyNewFormatter: [Double]
        /// How many numbers it formats otherwise than their international form in the file
        /// (its metadata may be older or newer than the file's).
        var formattedOtherwise: Int
    }

    static let cppName = "libphonenumber C++"
    static let pythonName = "phonenumbers (Python)"

    var name: String
    /// The peer's timings, or why there are none (the line the suite prints instead).
    var outcome: Result<Timings, BenchmarkError>

    /// The C++ library: built first (a no-op when up to date), skipped where it cannot be.
    static func cpp(numbers: URL, rounds: Int, batch: UInt64) -> PhonePeer {
        let directory = PhoneWorkload.peerDirectory
        let built = run(["/bin/bash", directory.appendingPathComponent("build.sh").path])
        guard case .success(let path) = built else {
            return PhonePeer(name: cppName, outcome: .failure(built.failure ?? BenchmarkError(message: "not built")))
        }
        return PhonePeer(name: cppName, outcome: timings(
            run([path.trimmingCharacters(in: .whitespacesAndNewlines), numbers.path, "\(rounds)", "\(batch)"])))
    }

    /// The Python port, where python3 has the `phonenumbers` package.
    static func python(numbers: URL, rounds: Int, batch: UInt64) -> PhonePeer {
        let script = PhoneWorkload.peerDirectory.appendingPathComponent("python_peer.py").path
        return PhonePeer(name: pythonName, outcome: timings(
            run(["/usr/bin/env", "python3", script, numbers.path, "\(rounds)", "\(batch)"])))
    }

    /// Reads a peer's output: `#` comments, then one line a number (see phone_peer.cc).
    private static func timings(_ output: Result<String, BenchmarkError>) -> Result<Timings, BenchmarkError> {
        output.flatMap { (text: String) -> Result<Timings, BenchmarkError> in
            var timings = Timings(parseFormat: [], parseValidate: [], perKey: [], perKeyNewFormatter: [], formattedOtherwise: 0)
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 7, let format = Double(fields[1]), let validate = Double(fields[2]),
                      let perKey = Double(fields[4]), let perKeyNewFormatter = Double(fields[6]) else {
                    return .failure(BenchmarkError(message: "unreadable line from the peer: \(line)"))
                }
                timings.parseFormat.append(format)
                timings.parseValidate.append(validate)
                timings.perKey.append(perKey)
                timings.perKeyNewFormatter.append(perKeyNewFormatter)
                if fields[5] != "1" { timings.formattedOtherwise += 1 }
            }
            return .success(timings)
        }
    }

    /// Runs a program and gives its standard output; a failure carries its `skipped:` line
    /// (exit status 3) or what went wrong.
    private static func run(_ arguments: [String]) -> Result<String, BenchmarkError> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure(BenchmarkError(message: "cannot run \(arguments[0]): \(error)"))
        }
        // Read before waiting: a peer's output can be larger than a pipe holds.
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 3, let line = text.split(separator: "\n").first(where: { $0.hasPrefix("skipped:") }) {
            return .failure(BenchmarkError(message: String(line)))
        }
        guard process.terminationStatus == 0 else {
            let reason = errorText.split(separator: "\n").last.map(String.init) ?? "exit status \(process.terminationStatus)"
            return .failure(BenchmarkError(message: "skipped: \(arguments.last(where: { $0.hasSuffix(".py") || $0.hasSuffix("phone-peer") }) ?? arguments[0]) failed: \(reason)"))
        }
        return .success(text)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
