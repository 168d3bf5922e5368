import Foundation
import Testing

@Suite("maskc presets and --preset")
struct PresetCommandTests {
    @Test("presets: one line a preset, with its name, description and masks in quotes")
    func list() throws {
        let run = try MaskcProcess.run(["presets"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.map { String($0.prefix { $0 != " " }) } == [
            "card", "card-expiry", "card-cvc", "iban", "phone", "date-iso", "date-eu", "date-us",
            "time", "time-seconds", "ipv4", "mac", "hex-color", "uuid", "us-zip",
        ])
        #expect(lines.contains("us-zip        a United States ZIP code, 5 digits or ZIP+4: 'DDDDD' 'DDDDD-DDDD'"))
        #expect(lines[0].contains("'3[47]DD DDDDDD DDDDD'"))
        #expect(lines[3].contains(#"'\B\EDD DDDD DDDD DDDD' '\B\GDD UUUU"#))
        #expect(try MaskcProcess.run(["presets", "extra"]).status == 2)
    }
}
