import MaskTrials
import MaskVM

extension PhoneReadingSection {
    /// What ``PhoneInput`` reads a number by, as the `phon` section a phone preset's file
    /// carries: every country code's main region (its trunk prefix, and where it has one its
    /// ``PhoneNationalPrefixRule``: the ways, the lengths, the national-number pattern as the
    /// automaton MaskRegex compiles it to, read on digits), and every region's national
    /// input (``PhoneRegionCode``), with the region's own rule where its code's main region
    /// does not carry it. Made on first use: the patterns are compiled then.
    static let libphonenumber: PhoneReadingSection = {
        var countries: [Country] = []
        let mains = PhoneRegion.all.filter(\.mainRegionForCode)
        for region in mains.sorted(by: { ($0.countryCode) < ($1.countryCode) }) {
            let code = String(region.countryCode)
            var country = Country(code: code, trunkPrefix: region.trunkPrefix ?? "")
            if let ways = region.nationalPrefixMatches, !ways.isEmpty, let rule = PhoneNationalPrefixRule.forCountryCode(code) {
                guard let program = rule.pattern.program, let pattern = PhoneDigitAutomaton(matching: program) else {
                    preconditionFailure("the national-number pattern of +\(code) does not compile to an automaton")
                }
                country.ways = ways
                country.possibleLengths = rule.possibleLengths
                country.localOnlyLengths = rule.localOnlyLengths.sorted()
                country.pattern = pattern
            }
            countries.append(country)
        }
        var regions: [Region] = []
        for region in PhoneRegion.all where region.region != "001" {
            guard let code = PhoneRegionCode(region.region) else { continue }
            var entry = Region(
                region: code.code, countryCode: String(code.countryCode), internationalPrefixes: code.internationalPrefixes,
                nationalPrefixes: code.nationalPrefixes.map(\.setsText), possibleLengths: code.possibleLengths.sorted())
            // A region's own rule where its code's main region does not carry it (AG's
            // seven-digit local numbers), with its own pattern and lengths.
            if PhoneNationalPrefixRule.hasOwnRule(region), let ways = region.nationalPrefixMatches {
                guard let program = NationalNumberPattern(region.nationalNumberPattern).program,
                      let pattern = PhoneDigitAutomaton(matching: program) else {
                    preconditionFailure("the national-number pattern of \(region.region) does not compile to an automaton")
                }
                entry.ways = ways
                entry.localOnlyLengths = region.localOnlyLengths.sorted()
                entry.pattern = pattern
            }
            regions.append(entry)
        }
        return PhoneReadingSection(countries: countries, regions: regions)
    }()
}

extension PhoneDigitPrefix {
    /// The prefix written as digit sets, as ``init(sets:)`` reads it: `[8][0]`, `[0-3]`.
    var setsText: String {
        digitBits.map { bits in
            "[" + (0...9).filter { bits & 1 << UInt16($0) != 0 }.map(String.init).joined() + "]"
        }.joined()
    }
}

extension PhoneDigitAutomaton {
    /// A program's match automaton read on the ten ASCII digits: the `MTCH` section of its
    /// file (docs/bytecode.md), each digit's class and the states the digits reach from the
    /// start, numbered in the order they are reached. The same verdict as the program's
    /// `match(_:) == .complete` on every text of ASCII digits. Nil for a file without one.
    init?(matching program: MaskProgram) {
        let file = program.bytecode
        guard let layout = try? BytecodeLayout(verifying: file),
              let section = layout.sections.first(where: { $0.tag == BytecodeFormat.Tag.match }) else { return nil }
        let bytes = Array(layout.payload(of: section, in: file))
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        let states = u32(0), classes = u32(4), start = u32(8), width = u32(12)
        guard states <= PhoneDigitAutomaton.maximumStateCount else { return nil }
        let table = 16 + 256
        func target(_ state: Int, _ byteClass: Int) -> Int {
            let at = table + (state * classes + byteClass) * width
            return (0..<width).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
        }
        func isAccepting(_ state: Int) -> Bool {
            bytes[table + states * classes * width + state / 8] & (1 << UInt8(state % 8)) != 0
        }
        // The digits' own classes, numbered in order of first use.
        var digitClass: [UInt8] = [], fileClasses: [Int] = []
        for digit in 0..<10 {
            let fileClass = Int(bytes[16 + 0x30 + digit])
            if let known = fileClasses.firstIndex(of: fileClass) {
                digitClass.append(UInt8(known))
            } else {
                digitClass.append(UInt8(fileClasses.count))
                fileClasses.append(fileClass)
            }
        }
        var numbering = [start: 0], order = [start], targets: [UInt16] = []
        var index = 0
        while index < order.count {
            for fileClass in fileClasses {
                let next = target(order[index], fileClass)
                if numbering[next] == nil {
                    numbering[next] = order.count
                    order.append(next)
                }
                targets.append(UInt16(numbering[next]!))
            }
            index += 1
        }
        self.init(stateCount: order.count, classCount: fileClasses.count, start: 0, classOfDigit: digitClass, targets: targets,
                  accepting: order.map(isAccepting))
    }
}
