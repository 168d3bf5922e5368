import MaskAnalysis

/// The masks and samples every suite uses.
enum Workloads {
    struct Mask {
        var name: String
        var pattern: String
        var valid: String
        var partial: String
        var illegal: String
    }

    static let phone = Mask(
        name: "phone", pattern: "+?7|8(DDD)DDD-?DD-?DD",
        valid: "+7(123)456-78-90", partial: "+7(123)45", illegal: "+7(123)4x6-78-90")
    static let card = Mask(
        name: "card", pattern: "DDDD DDDD DDDD DDDD",
        valid: "4111 1111 1111 1111", partial: "4111 1111", illegal: "4111 1111 1111 111x")
    static let date = Mask(
        name: "date", pattern: "DD.|/DD.|/DDDD",
        valid: "31.12.2024", partial: "31/12", illegal: "31-12-2024")
    // A British IBAN (bank code in letters): the German one this row once used has digits
    // where the mask has `XXXX`, so all three of its samples were illegal at 5.
    static let iban = Mask(
        name: "iban", pattern: "XXDD XXXX DDDD DDDD DDDD D|XD|X",
        valid: "GB29 NWBK 6016 1331 9268 19", partial: "GB29 NWBK", illegal: "GB29 NWBK 6O16 1331 9268 19")

    // The grown language (issue 12): number ranges, sets and counts, each the same DFA walk.
    static let rangedDate = Mask(
        name: "ranged date", pattern: "<01-31>.<01-12>.<1900-2099>",
        valid: "31.12.2024", partial: "31.1", illegal: "31.13.2024")
    static let ipv4 = Mask(
        name: "ipv4", pattern: "<0-255>.<0-255>.<0-255>.<0-255>",
        valid: "192.168.100.255", partial: "192.168.", illegal: "192.168.256.1")
    static let mac = Mask(
        name: "mac", pattern: "[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}",
        valid: "00:1A:2B:3C:4D:5E", partial: "00:1A:2B", illegal: "00:1A:2G:3C:4D:5E")
    static let variableCard = Mask(
        name: "variable card", pattern: "D{4} D{4} D{4} D{4,7}",
        valid: "4111 1111 1111 1111111", partial: "4111 1111 1111", illegal: "4111 1111 1111 11111111")

    static let masks = [phone, card, date, iban, rangedDate, ipv4, mac, variableCard]

    /// A mask of `items` items cycling through digits, letters, optional and alternative
    /// items, and a complete sample for it.
    static func sized(items: Int) -> (pattern: String, sample: String) {
        let unit = ["D", "X", "-?", "D|X", "7"]
        let sampleUnit = ["1", "a", "-", "b", "7"]
        var pattern = ""
        var sample = ""
        for index in 0..<items {
            pattern += unit[index % unit.count]
            sample += sampleUnit[index % unit.count]
        }
        return (pattern, sample)
    }
}

/// The sets of masks of issue 13, written without sets so that today's syntax reads them.
enum SetWorkloads {
    static let cards = ["DDDD DDDD DDDD DDDD", "3DDD DDDDDD DDDDD"]
    static let phones = ["+7 (DDD) DDD-DD-DD", "+1 (DDD) DDD-DDDD", "+44 DDDD DDDDDD"]
    /// Twelve national phone formats.
    static let twelvePhones = [
        "+7 (DDD) DDD-DD-DD", "+1 (DDD) DDD-DDDD", "+44 DDDD DDDDDD", "+49 DDD DDDDDDDD",
        "+33 D DD DD DD DD", "+39 DDD DDD DDDD", "+34 DDD DDD DDD", "+81 DD-DDDD-DDDD",
        "+86 DDD DDDD DDDD", "+91 DDDDD DDDDD", "+55 (DD) DDDDD-DDDD", "+61 D DDDD DDDD",
    ]
    /// 100,000 lines, each a random number of one of the twelve formats, picked at random.
    static func phoneLines() -> [UInt8] {
        var lines: [UInt8] = []
        var generator = SplitMix64(seed: 13)
        for _ in 0..<100_000 {
            let pattern = twelvePhones[Int(generator.next() % 12)]
            for character in pattern {
                let written: Character = character == "D" ? Character(String(generator.next() % 10)) : character
                lines += Array(written.utf8)
            }
            lines.append(0x0A)
        }
        return lines
    }

    /// One complete sample of each of the twelve, in order: every `D` written as `5`.
    static let samples = twelvePhones.map { pattern in String(pattern.map { $0 == "D" ? "5" : $0 }) }
}
