import Foundation

/// The phone suite's numbers: libphonenumber's example fixed-line and mobile numbers of every
/// region, in its INTERNATIONAL form (Benchmarks/phone-peer/numbers.tsv, made by
/// make-numbers.py), which the peers in Benchmarks/phone-peer read too.
struct PhoneWorkload {
    struct Number {
        var region: String
        /// libphonenumber's INTERNATIONAL form: `+44 20 7123 4567`.
        var international: String
        /// The keys a person types: `+`, then the digits.
        var keys: [String]
    }

    var numbers: [Number]
    /// The regions, each with the indices of its numbers, in the file's order.
    var regions: [(region: String, numbers: [Int])]

    /// Benchmarks/phone-peer: found from this source file's place in the repository, or
    /// under the working directory when the sources are elsewhere.
    static var peerDirectory: URL {
        let beside = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("phone-peer")
        if FileManager.default.fileExists(atPath: beside.path) { return beside }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Benchmarks/phone-peer")
    }

    static var file: URL { peerDirectory.appendingPathComponent("numbers.tsv") }

    static func load() throws -> PhoneWorkload {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw BenchmarkError(message: "cannot read the phone numbers at \(file.path)")
        }
        var numbers: [Number] = []
        var regions: [(region: String, numbers: [Int])] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard fields.count == 2 else { throw BenchmarkError(message: "unreadable line in \(file.path): \(line)") }
            let region = String(fields[0]), international = String(fields[1])
            let keys = international.filter { $0 == "+" || $0.isASCII && $0.isNumber }.map(String.init)
            if regions.last?.region != region { regions.append((region, [])) }
            regions[regions.count - 1].numbers.append(numbers.count)
            numbers.append(Number(region: region, international: international, keys: keys))
        }
        return PhoneWorkload(numbers: numbers, regions: regions)
    }

    /// The median region's figure: each region's mean over its numbers, then the median of
    /// those over the regions.
    func medianRegion(_ perNumber: [Double]) -> Double {
        PerInputTimings.median(regions.map { region in
            region.numbers.reduce(0) { $0 + perNumber[$1] } / Double(region.numbers.count)
        })
    }
}
